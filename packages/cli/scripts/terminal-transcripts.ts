/**
 * The terminal's transcripts under docs/terminal/: one whole game of each game, played through `ramparts play`
 * with piped input, so a change to the terminal can be read (and measured) on the same seed and moves.
 *
 *   npx tsx packages/cli/scripts/terminal-transcripts.ts record        # plays each game, saves its moves (<game>.record.json)
 *   npx tsx packages/cli/scripts/terminal-transcripts.ts numbers       # the old CLI's answers: each move's number (<game>.numbers.txt)
 *   npx tsx packages/cli/scripts/terminal-transcripts.ts transcripts   # the terminal's transcript of those moves (<game>.txt)
 *   OLD_CLI=/tmp/old npx tsx packages/cli/scripts/terminal-transcripts.ts before
 *       # the same moves through an older terminal, unpacked under /tmp/old (see docs/terminal/README.md): <game>.before.txt
 *
 * TRANSCRIPTS_DIR=<dir> writes elsewhere than docs/terminal.
 *
 * The human seat's moves are a bot's (the game's `policy`), chosen once by `record`; the other seats are the bots
 * the command line names, seeded as `play` seeds them, so feeding the human's moves back gives the same game.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createBot, Match, moveKey, type AnyGame, type MatchRecord, type Seat } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import { loadEnv } from '../src/env.ts';
import { playCommand, type PlayFlags } from '../src/commands/play.ts';
import { HUMAN, planSeats } from '../src/seats.ts';
import { resolveOptions } from '../src/options.ts';
import { menuAnswers, menuMoves } from '../src/menu.ts';
import { pipedIo } from '../src/testing/streams.ts';

interface Sample {
  game: string;
  /** The flags of `ramparts play <game>`, as the README's commands give them. */
  flags: PlayFlags;
  /** The bot whose choices the human seat types. */
  policy: string;
}

const SEED = 'terminal-1';
const SAMPLES: Sample[] = [
  { game: 'coins', flags: { vs: 'random', seed: SEED }, policy: 'mcts:300' },
  { game: 'cards', flags: { players: 3, vs: 'random', seed: SEED }, policy: 'mcts:300' },
  { game: 'tracks', flags: { seats: 'human,heuristic', seed: SEED }, policy: 'heuristic' },
  { game: 'crystal', flags: { players: 2, vs: 'heuristic', seed: SEED }, policy: 'heuristic' },
];

/** Where `play` saves the records of these games: nowhere kept. */
const RECORDS = await mkdtemp(join(tmpdir(), 'ramparts-transcripts-'));
const DIR = resolve(process.env.TRANSCRIPTS_DIR ?? resolve(import.meta.dirname, '../../../docs/terminal'));

const gameOf = (id: string): AnyGame => findGame(id) ?? games.find((g) => g.id === id)!;

function table(sample: Sample) {
  const game = gameOf(sample.game);
  const options = resolveOptions(game, sample.flags);
  const plan = planSeats(sample.flags, game.playerCounts(options).min);
  return { game, options, plan };
}

/** Plays the sample's game to its end as `play` would, the human seat choosing with the policy bot. */
function record(sample: Sample): MatchRecord {
  const { game, options, plan } = table(sample);
  const seed = sample.flags.seed!;
  const match = Match.create(game, { players: plan.players, options, seed });
  const bots = plan.seats.map((spec, seat) => createBot(spec === HUMAN ? sample.policy : spec, spec === HUMAN ? `${seed}:policy:${seat}` : `${seed}:${seat}`, game));
  while (!match.outcome()) {
    const actors = match.actors();
    // As `play` does: a bot that may act acts before the humans.
    const seat = actors.find((s) => plan.seats[s] !== HUMAN) ?? actors[0];
    match.play(seat, bots[seat].chooseMove(game, match.state, seat));
  }
  return match.record(plan.seats);
}

/**
 * Walks a record and asks `answers` for the lines a human types for each of their moves, given the position
 * the terminal shows them (every move before it played).
 */
function answersOf(rec: MatchRecord, answers: (match: Match, seat: Seat, move: unknown) => string[]): string[] {
  const game = gameOf(rec.game);
  const match = Match.create(game, { players: rec.players, options: rec.options, seed: rec.seed });
  const lines: string[] = [];
  for (const { seat, move } of rec.moves) {
    if (rec.seats?.[seat] === HUMAN) lines.push(...answers(match, seat, move));
    match.play(seat, move);
  }
  return lines;
}

/** The old terminal's answer: the move's number in the full list. */
function number(match: Match, seat: Seat, move: unknown): string[] {
  const key = moveKey(move);
  const i = match.legalMoves(seat).findIndex((m) => moveKey(m) === key);
  if (i < 0) throw new Error(`move ${key} is not legal in the recorded position`);
  return [String(i + 1)];
}

/** Today's terminal: the answers of the menus that lead to the move (none when it is the only one). */
function menuChoices(match: Match, seat: Seat, move: unknown): string[] {
  const legal = match.legalMoves(seat);
  const [index] = number(match, seat, move).map((n) => Number(n) - 1);
  return menuAnswers(menuMoves(match.game, match.state, seat, legal), index);
}

const recordFile = (game: string) => join(DIR, `${game}.record.json`);
const readRecord = async (game: string) => JSON.parse(await readFile(recordFile(game), 'utf8')) as MatchRecord;

async function run(step: string, only?: string): Promise<void> {
  await mkdir(DIR, { recursive: true });
  for (const sample of SAMPLES.filter((s) => !only || s.game === only)) {
    if (step === 'record') {
      const rec = record(sample);
      await writeFile(recordFile(sample.game), JSON.stringify(rec, null, 2) + '\n');
      console.log(`${sample.game}: ${rec.moves.length} moves, ${rec.moves.filter((m) => rec.seats?.[m.seat] === HUMAN).length} by the human seat; ${rec.outcome?.reason}`);
    } else if (step === 'numbers') {
      const lines = answersOf(await readRecord(sample.game), number);
      await writeFile(join(DIR, `${sample.game}.numbers.txt`), lines.join('\n') + '\n');
      console.log(`${sample.game}: ${lines.length} answers`);
    } else if (step === 'transcripts') {
      const rec = await readRecord(sample.game);
      const io = pipedIo(answersOf(rec, menuChoices));
      const result = await playCommand(sample.game, { ...sample.flags, records: RECORDS }, await loadEnv(), io);
      if (JSON.stringify(result.match.moves()) !== JSON.stringify(rec.moves)) throw new Error(`${sample.game}: the terminal did not play the recorded moves`);
      const text = io.stdout.text.replace(/^(Record saved to|Watch it again with:).*\n/gm, '');
      await writeFile(join(DIR, `${sample.game}.txt`), text);
      console.log(`${sample.game}: ${text.split('\n').length - 1} lines`);
    } else if (step === 'before') {
      // An older terminal (its `play` takes the same arguments) typing each move's number, on today's games.
      const old = (await import(resolve(process.env.OLD_CLI ?? '/tmp/old', 'packages/cli/src/commands/play.ts'))) as { playCommand: typeof playCommand };
      const rec = await readRecord(sample.game);
      const io = pipedIo(answersOf(rec, number));
      const result = await old.playCommand(sample.game, { ...sample.flags, records: RECORDS }, await loadEnv(), io);
      if (JSON.stringify(result.match.moves()) !== JSON.stringify(rec.moves)) throw new Error(`${sample.game}: the older terminal did not play the recorded moves`);
      const text = io.stdout.text.replace(/^(Record saved to|Watch it again with:).*\n/gm, '');
      await writeFile(join(DIR, `${sample.game}.before.txt`), text);
      console.log(`${sample.game}: ${text.split('\n').length - 1} lines before`);
    } else {
      throw new Error(`unknown step "${step}": record, numbers, transcripts or before`);
    }
  }
}

const only = process.argv[3];
try {
  await run(process.argv[2] ?? 'transcripts', only);
} finally {
  await rm(RECORDS, { recursive: true, force: true });
}

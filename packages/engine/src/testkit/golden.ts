import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createBot } from '../bots/index.ts';
import type { AnyGame, LogLine, Outcome, Seat } from '../game.ts';
import { Match } from '../match.ts';
import { createRandom } from '../random.ts';
import { canonical } from './json.ts';

/** A seeded game played by bots, one spec per seat ("random", "mcts:200"; time budgets are not repeatable). */
export interface GoldenSetup {
  players: number;
  options?: unknown;
  seed: string;
  bots: string[];
  /** Stop after this many moves even if the game goes on: keep transcripts short. */
  maxMoves: number;
}

/** What a golden check played: how many moves, and the outcome (null when it stopped at `maxMoves`). */
export interface GoldenResult {
  /** 'same': the file matched; 'written': `UPDATE_GOLDEN=1` rewrote it. */
  status: 'same' | 'written';
  moves: number;
  outcome: Outcome | null;
}

interface Transcript {
  text: string;
  moves: number;
  outcome: Outcome | null;
}

/**
 * Plays a seeded game with bots and writes it out as text: at each move the seat to act, its board, its legal
 * moves, the chosen move and the log; then the outcome. Bot seeds derive from the match seed.
 */
export function writeTranscript(game: AnyGame, setup: GoldenSetup): string {
  return playTranscript(game, setup).text;
}

function playTranscript(game: AnyGame, setup: GoldenSetup): Transcript {
  if (setup.bots.length !== setup.players) throw new Error(`writeTranscript needs one bot per seat: ${setup.players} seats, ${setup.bots.length} bots`);
  const timed = setup.bots.find((spec) => /ms$/i.test(spec.trim()));
  if (timed) throw new Error(`writeTranscript needs repeatable bots: "${timed}" thinks for a time, give it iterations instead`);
  const match = Match.create(game, { players: setup.players, options: setup.options ?? {}, seed: setup.seed });
  const bots = setup.bots.map((spec, seat) => createBot(spec, `${setup.seed}/bot/${seat}`, game));
  const order = createRandom(`${setup.seed}/order`);
  const name = (seat: Seat) => `${match.seatName(seat)} (seat ${seat})`;
  const out: string[] = [
    `# ${game.title} (${game.id}) version ${game.version}`,
    `players: ${setup.players}`,
    `options: ${canonical(match.options)}`,
    `seed: ${JSON.stringify(setup.seed)}`,
    ...setup.bots.map((spec, seat) => `bot: ${name(seat)} ${spec}`),
    '',
    ...match.log(null).map((l) => `> ${l}`),
  ];
  const indent = (text: string) => text.split('\n').map((l) => `    ${l}`.trimEnd());
  const logLine = (l: LogLine) => `  > ${l.text}${l.to ? `  [to ${l.to.map((s) => match.seatName(s)).join(', ')}]` : ''}`;

  for (let step = 1; ; step++) {
    const actors = match.actors();
    if (actors.length === 0) break;
    if (step > setup.maxMoves) {
      out.push('', `Stopped after ${setup.maxMoves} moves; the game goes on.`);
      return { text: `${out.join('\n')}\n`, moves: match.moveCount, outcome: null };
    }
    const seat = actors.length === 1 ? actors[0] : actors[order.int(actors.length)];
    const state = match.state;
    out.push('', `## Move ${step}: ${name(seat)}${actors.length > 1 ? ` (may act: ${actors.map((s) => match.seatName(s)).join(', ')})` : ''}`);
    out.push('  board:', ...indent(game.renderText(game.view(state, seat), seat)));
    const legal = match.legalMoves(seat);
    out.push(`  legal moves (${legal.length}):`);
    legal.forEach((m, i) => out.push(`    ${i + 1}. ${game.describeMove(state, seat, m)}  ${JSON.stringify(m)}`));
    const move = bots[seat].chooseMove(game, state, seat);
    const index = legal.findIndex((m) => canonical(m) === canonical(move));
    out.push(`  chosen: ${index + 1}. ${game.describeMove(state, seat, move)}  ${JSON.stringify(move)}`);
    const applied = match.play(seat, move);
    out.push(...applied.log.map(logLine));
  }
  const outcome = match.outcome()!;
  out.push('', '## Result', `winners: ${outcome.winners.length ? outcome.winners.map(name).join(', ') : 'nobody'}`, `reason: ${outcome.reason}`);
  if (outcome.scores) out.push(`scores: ${outcome.scores.join(', ')}`);
  return { text: `${out.join('\n')}\n`, moves: match.moveCount, outcome };
}

/**
 * Compares a fresh transcript with the committed file and throws at the first differing line, or when the file is
 * missing: a golden test can fail. With `UPDATE_GOLDEN=1` it writes the file instead (read the diff before you
 * commit it). Returns what was played, so a test can also assert what its name promises (the game ended, who won).
 */
export function checkGolden(game: AnyGame, file: string, setup: GoldenSetup): GoldenResult {
  const { text, moves, outcome } = playTranscript(game, setup);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return { status: 'written', moves, outcome };
  }
  if (!existsSync(file)) throw new Error(`The golden playthrough ${file} does not exist. Run the tests with UPDATE_GOLDEN=1 to write it, read it, and commit it.`);
  const lines = (s: string) => s.replace(/\r\n/g, '\n').split('\n').map((l) => l.trimEnd());
  const want = lines(readFileSync(file, 'utf8'));
  const got = lines(text);
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    if (want[i] !== got[i]) {
      throw new Error(
        `The golden playthrough ${file} differs at line ${i + 1}:\n  file: ${want[i] ?? '(end of file)'}\n  now:  ${got[i] ?? '(end of transcript)'}\n` +
          'If the rules changed on purpose, run the tests with UPDATE_GOLDEN=1 and review the diff.',
      );
    }
  }
  return { status: 'same', moves, outcome };
}

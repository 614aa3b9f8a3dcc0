import { readFile } from 'node:fs/promises';
import { canonicalJson, isRuleError, Match, playKindOf } from '@ramparts/engine';
import type { Env, Registry } from '../env.ts';
import { CliError, problemsOf, say, type Io } from '../io.ts';
import { boardUpdate, endingLines, moveLines, tellMove } from '../narrate.ts';
import { LineReader } from '../prompt.ts';
import { analyseCommand, type AnalyseFlags } from './analyse.ts';
import { readVariant, variantWords } from '../variant-file.ts';

/** The record with the variant of `variantFile` set; a record that names another variant is refused. */
async function withVariant(json: unknown, variantFile: string, file: string): Promise<unknown> {
  const variant = await readVariant(variantFile);
  if (typeof json !== 'object' || json === null) return json;
  const own = (json as { variant?: { name?: unknown } }).variant;
  if (own && canonicalJson(own) !== canonicalJson(variant)) throw new CliError(`${file} was played with the variant "${String(own.name)}" and replays with it; leave out --variant.`);
  return { ...json, variant };
}

export interface ReplayFlags extends AnalyseFlags {
  /** Each seat's estimated chance of winning after every move, as a table (`--json`: as JSON). */
  analyse?: boolean;
  /** Print only the final state and outcome, as JSON. */
  json?: boolean;
  /** Wait for Enter after each move (b goes back one). */
  step?: boolean;
  /** Every step of every move (its detail lines). */
  verbose?: boolean;
  /** The variant file a record without one was played with. */
  variant?: string;
}

/** Reads a record file and rebuilds its match; every failure is one clear CliError. */
export async function loadMatch(file: string, registry: Registry, variantFile?: string): Promise<{ match: Match; seats?: string[] }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new CliError(`Cannot read ${file}: ${why}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file} is not valid JSON: ${(e as Error).message}.`);
  }
  if (variantFile !== undefined) json = await withVariant(json, variantFile, file);
  try {
    const match = Match.replay(json, (id) => registry.findGame(id));
    const seats = (json as { seats?: unknown }).seats;
    return { match, seats: Array.isArray(seats) && seats.every((x) => typeof x === 'string') ? seats : undefined };
  } catch (e) {
    if (isRuleError(e)) throw new CliError(`${file}: ${e.message}`, 1, problemsOf(e));
    throw e;
  }
}

/**
 * Prints a recorded match move by move (spectator view: each move's headline, its steps with `verbose`, the board
 * after it, or what changed of it), or its final state as JSON. With `step` it waits after each move: Enter goes on, b goes back one.
 */
export async function replayCommand(file: string, flags: ReplayFlags, env: Env, io: Io): Promise<Match> {
  const { match: full, seats } = await loadMatch(file, env, flags.variant);
  const variant = full.game.variant?.variant;
  if (variant && !flags.json) say(io.stdout, `Played with ${variantWords(variant)}${variant.note ? `: ${variant.note}` : ''}`);
  if (flags.analyse) {
    await analyseCommand(full, seats, flags, env, io);
    return full;
  }
  if (flags.json) {
    say(io.stdout, JSON.stringify({ outcome: full.outcome(), state: full.state }, null, 2));
    return full;
  }

  const game = full.game;
  const out = (...lines: string[]) => say(io.stdout, ...lines);
  // Replays the (migrated) moves on a fresh match, keeping what each move prints, so --step can go back.
  const match = Match.create(game, { players: full.players, options: full.options, seed: full.seed });
  const label = (seat: number) => `${match.seatName(seat)}${seats?.[seat] ? ` (${seats[seat]})` : ''}`;
  const board = () => game.renderText(match.view(null), null).split('\n');
  const opening = [
    `${game.title} (version ${game.version}), ${match.players} ${match.players === 1 ? 'player' : 'players'}, seed ${match.seed}`,
    `Options: ${JSON.stringify(match.options)}`,
    `Seats: ${Array.from({ length: match.players }, (_, s) => label(s)).join(', ')}`,
    ...match.log(null),
  ];
  const first = board();
  const moves = full.moves();
  // Where a player asked for a hint (the record keeps how many moves had been made then).
  const hinted = (at: number) => full.hints().filter((h) => h.at === at).map((h) => `${match.seatName(h.seat)} asked for a hint here.`);
  // The resignations made when `at` moves had been made, played at their place, told in their own lines.
  const resigned = (at: number) =>
    full
      .resignations()
      .filter((r) => r.at === at)
      .flatMap((r) => match.resign(r.seat).log.filter((l) => !l.to && (flags.verbose || !l.detail)).map((l) => l.text));
  // Each move: its words (after a hint asked or a resignation made before it) and the board after it.
  const pages = moves.map(({ seat, move }, i) => {
    const resignations = resigned(i);
    const before = match.state;
    // A seat that resigned earlier is played by its stand-in bot from then on.
    const applied = match.play(seat, move, 'stand-in');
    const lines = moveLines(game, applied.log, null, () => game.describeMove(before, seat, move));
    return { words: [...hinted(i), ...resignations, ...tellMove(`Move ${i + 1} of ${moves.length}: ${label(seat)}`, lines, flags.verbose ?? false)], board: board() };
  });
  const last = resigned(moves.length);
  const outcome = match.outcome();
  const ending = !outcome ? [...hinted(moves.length), ...last, 'The record ends here: the game was not finished.'] : [...last, ...endingLines(outcome, { play: playKindOf(game, match.options), seatNames: Array.from({ length: match.players }, (_, s) => label(s)), viewers: [], past: true }, pages.at(-1)?.board.join('\n') ?? '')];

  out(...opening, '', ...first);
  if (!flags.step) {
    // Read straight through, a board prints only what changed since the one before (whole when much did).
    let seen = first;
    for (const page of pages) {
      out(...page.words, ...boardUpdate(seen, page.board));
      seen = page.board;
    }
    out('', ...ending);
    return full;
  }
  const reader = new LineReader(io.stdin, io.stdout);
  try {
    let i = 0;
    while (i < pages.length) {
      out(...pages[i].words, '', ...pages[i].board, '');
      const answer = await reader.ask(`Enter for the next move${i > 0 ? ', b back' : ''}, q to stop: `);
      const text = answer?.trim().toLowerCase();
      if (answer === null || text === 'q') return full;
      if (text === 'b' || text === '0') {
        if (i === 0) out('This is the first move.');
        i = Math.max(0, i - 1);
      } else {
        i++;
      }
    }
  } finally {
    reader.close();
  }
  out(...ending);
  return full;
}

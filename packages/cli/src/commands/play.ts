import { Match, playKindOf, type AnyGame, type LogLine, type Seat } from '@ramparts/engine';
import type { Env, BotLike } from '../env.ts';
import { isTty, say, type Io } from '../io.ts';
import { WIDTH } from '../menu.ts';
import { boardUpdate, endingLines, moveLines, restates, tellMove, visibleTo } from '../narrate.ts';
import { checkPlayers, resolveGame, resolveOptions, type OptionFlags } from '../options.ts';
import { LineReader } from '../prompt.ts';
import { randomSeed, saveRecord } from '../records.ts';
import { HUMAN, makeBot, planSeats, type SeatPlan } from '../seats.ts';
import { humanTurn } from '../turn.ts';
import { variantWords, withVariantFile } from '../variant-file.ts';

export interface PlayFlags extends OptionFlags {
  players?: number;
  vs?: string;
  seats?: string;
  seed?: string;
  /** Where records go; default `records`. */
  records?: string;
  /** Every step of every move (its `detail` lines) and the board after every move. */
  verbose?: boolean;
  /** Ask even when a menu has a single choice. */
  confirm?: boolean;
  /** Allow hints (`hint` at a human's prompt); each use is noted in the record. */
  hints?: boolean;
}

export interface PlayResult {
  /** `finished`: played to the end and saved; `quit`: the player typed q; `eof`: the input ended. */
  status: 'finished' | 'quit' | 'eof';
  match: Match;
  recordPath?: string;
}

/** Plays a game in the terminal: humans choose from numbered moves, bots answer in words. */
export async function playCommand(gameId: string, flags: PlayFlags, env: Env, io: Io): Promise<PlayResult> {
  const { game, variant } = await withVariantFile(resolveGame(env, gameId), flags.variant);
  const options = resolveOptions(game, flags);
  const counts = game.playerCounts(options);
  const plan = planSeats(flags, counts.min, counts.max);
  checkPlayers(game, options, plan.players);
  if (variant) say(io.stdout, `Playing ${variantWords(variant)}${variant.note ? `: ${variant.note}` : ''}`);
  return playMatch({ game, options, plan, seed: flags.seed ?? randomSeed(), records: flags.records ?? 'records', verbose: flags.verbose, confirm: flags.confirm, hints: flags.hints }, env, io);
}

/** A table ready to play: the game, its validated options, who sits where. */
export interface Table {
  game: AnyGame;
  options: unknown;
  plan: SeatPlan;
  seed: string;
  /** Where the record of a finished game goes. */
  records: string;
  verbose?: boolean;
  confirm?: boolean;
  /** Hints allowed at the human seats' prompts. */
  hints?: boolean;
  /** The search size of a hint (default the engine's HINT_ITERATIONS): for tests. */
  hintIterations?: number;
}


/** Clears the screen and its scroll-back: what the last player saw of their hand is gone before the next sits down. */
export const CLEAR = '\x1b[2J\x1b[3J\x1b[H';

/**
 * The hand-over between two humans of a game with hidden information. A terminal is cleared; piped output
 * (a transcript, a test) cannot be, so it shows a separator line where the screen is cleared.
 */
function handOver(io: Io, to: string): void {
  if (isTty(io.stdout)) io.stdout.write(CLEAR);
  else say(io.stdout, '', `──────── the screen is cleared: ${to}'s turn ────────`);
}

/** A move as the terminal tells it: who made it and its log lines. */
interface Told {
  before: unknown;
  seat: Seat;
  move: unknown;
  log: LogLine[];
  /** A resignation (or a co-operative seat leaving), told by its own lines. */
  resign?: boolean;
}

/** The bot that plays a resigned seat: the table's own level (its first bot's), else normal. */
function standInSpec(plan: SeatPlan): string {
  return plan.seats.find((spec) => spec !== HUMAN) ?? 'normal';
}

/**
 * The game loop of `play`: plays one match to its end in the terminal and saves its record. Pass `reader`
 * when the caller asks questions of its own on the same input (it stays open); otherwise one is made for
 * the human seats and closed at the end.
 */
export async function playMatch(table: Table, env: Env, io: Io, shared?: LineReader): Promise<PlayResult> {
  const { game, options, plan, seed } = table;
  const verbose = table.verbose ?? false;
  // Menus are laid out for the terminal's width; a pipe or a transcript gets the standard 80 columns.
  const width = isTty(io.stdout) ? ((io.stdout as { columns?: number }).columns ?? WIDTH) : WIDTH;
  const match = Match.create(game, { players: plan.players, options, seed });
  const names = Array.from({ length: plan.players }, (_, seat) => match.seatName(seat));
  const bots: (BotLike | null)[] = plan.seats.map((spec, seat) => (spec === HUMAN ? null : makeBot(env, game, spec, `${seed}:${seat}`, `Seat ${seat + 1} (${names[seat]})`)));
  const humans = plan.seats.flatMap((spec, seat) => (spec === HUMAN ? [seat] : []));
  // The bots that play seats whose people resigned or left.
  const standIns: (BotLike | null)[] = plan.seats.map(() => null);
  const hidden = game.kind.information === 'hidden';
  const out = (...lines: string[]) => say(io.stdout, ...lines);
  const who = (seat: Seat) =>
    bots[seat] ? `${names[seat]} (${plan.seats[seat]})` : standIns[seat] ? `${names[seat]} (bot, for whoever ${match.playKind() === 'cooperative' ? 'left' : 'resigned'})` : humans.length > 1 ? names[seat] : `${names[seat]} (you)`;

  // The moves are told as one reader may read them: the single human, or a spectator; with several humans and
  // hidden information, each human reads their own share when they get the device.
  const told: Told[] = [];
  const seen = new Map<Seat | null, number>();
  const setupLog = new Map<Seat | null, string[]>([null, ...humans].map((r) => [r, match.log(r)]));
  const tell = (reader: Seat | null) => {
    if (!seen.has(reader)) out(...(setupLog.get(reader) ?? []));
    for (const t of told.slice(seen.get(reader) ?? 0)) {
      if (t.resign) {
        out(...visibleTo(t.log, reader).filter((l) => verbose || !l.detail).map((l) => l.text));
        continue;
      }
      const lines = moveLines(game, t.log, reader, () => game.describeMove(t.before, t.seat, t.move));
      out(...tellMove(who(t.seat), lines, verbose));
    }
    seen.set(reader, told.length);
  };
  const sharedReader: Seat | null | undefined = humans.length === 1 ? humans[0] : !hidden || humans.length === 0 ? null : undefined;
  // The board a reader last saw, so the next one prints only what changed (`l` prints it whole).
  const boardSeen = new Map<Seat | null, string[]>();
  const draw = (seat: Seat | null) => game.renderText(match.view(seat), seat).split('\n');
  const board = (seat: Seat | null) => {
    const lines = draw(seat);
    out(...boardUpdate(boardSeen.get(seat), lines));
    boardSeen.set(seat, lines);
  };
  const wholeBoard = (seat: Seat | null) => {
    const lines = draw(seat);
    out('', ...lines);
    boardSeen.set(seat, lines);
  };

  // The seed stays secret until the end: with it, the coming tosses could be computed.
  out(`Seats: ${names.map((n, seat) => `${n} ${bots[seat] ? `(bot ${plan.seats[seat]})` : humans.length === 1 ? '(you)' : '(human)'}`).join(', ')}.`);
  if (humans.length > 0) out(`Type help at a prompt for the commands, ? for the words of the game${table.hints ? ', hint for a hint' : ''}.`);

  const reader = shared ?? (humans.length > 0 ? new LineReader(io.stdin, io.stdout) : null);
  let lastHuman: Seat | null = null;
  // The board is drawn when a human is to move and someone else moved since they last saw it (every move with --verbose).
  let boardFresh = false;
  try {
    if (sharedReader !== undefined) tell(sharedReader);
    for (;;) {
      if (match.outcome()) break;
      const actors = match.actors();
      if (actors.length === 0) throw new Error(`${game.title} has no seat to act but no outcome either.`);
      const seat = actors.find((s) => bots[s] || standIns[s]) ?? actors[0];
      const bot = bots[seat] ?? standIns[seat];

      if (bot) {
        const before = match.state;
        const applied = match.play(seat, bot.chooseMove(game, before, seat), match.hasResigned(seat) ? 'stand-in' : 'seat');
        told.push({ before, seat, move: applied.move, log: applied.log });
        if (sharedReader !== undefined) tell(sharedReader);
        boardFresh = false;
        if (verbose && sharedReader !== undefined) board(sharedReader);
        continue;
      }

      if (!reader) throw new Error('unreachable: a human seat without input');
      if (hidden && humans.length > 1 && lastHuman !== null && lastHuman !== seat) {
        handOver(io, names[seat]);
        out(`Pass the device to ${names[seat]}.`);
        const ok = await reader.ask('Press Enter when ready. ');
        if (ok === null) return endOfInput(match, io);
        // The screen was cleared: the board is drawn whole again.
        boardFresh = false;
        boardSeen.delete(seat);
      }
      lastHuman = seat;
      if (sharedReader === undefined) tell(seat);
      if (!boardFresh) board(seat);
      boardFresh = true;
      const before = match.state;
      const answer = await humanTurn(match, seat, names[seat], reader, out, {
        confirm: table.confirm ?? false,
        board: () => wholeBoard(seat),
        width,
        hints: table.hints ? { seed, iterations: table.hintIterations } : undefined,
      });
      if (answer.status === 'eof') return endOfInput(match, io);
      if (answer.status === 'quit') {
        out('You left the game; nothing was saved.');
        return { status: 'quit', match };
      }
      if (answer.status === 'resigned') {
        const { resigned } = answer;
        told.push({ before, seat, move: null, log: resigned.log, resign: true });
        // From now on a bot plays the seat wherever the game goes on (the rules' landing turns, a co-operative part).
        if (!match.outcome()) standIns[seat] = makeBot(env, game, standInSpec(plan), `${seed}:${seat}:stand-in`, `Seat ${seat + 1} (${names[seat]}, resigned)`);
        tell(sharedReader === undefined ? seat : sharedReader);
        boardFresh = false;
        continue;
      }
      if (answer.status === 'undone') {
        // The taken-back move was told; what follows continues from the shorter history.
        told.pop();
        for (const [r, n] of seen) seen.set(r, Math.min(n, told.length));
        boardFresh = false;
        continue;
      }
      const { applied, only } = answer;
      told.push({ before, seat, move: applied.move, log: applied.log });
      const reading = sharedReader === undefined ? seat : sharedReader;
      if (only) {
        const lines = moveLines(game, applied.log, reading, () => game.describeMove(before, seat, applied.move));
        out(...tellMove(`${names[seat]}'s only move`, lines, verbose));
        seen.set(reading, told.length);
      } else if (!verbose && reading === seat && restates(moveLines(game, applied.log, seat, () => ''), names[seat], game.describeMove(before, seat, applied.move))) {
        // The move only says again what its mover just chose from the menu: nothing new to tell them.
        seen.set(reading, told.length);
      } else {
        tell(reading);
      }
      // Alone at the table nobody else's move redraws the board, yet a move may set off the game's own steps (a Board
      // phase after the last hero's Done, a spawn: more than one headline): then show it again.
      const solo = names.length === 1;
      if (verbose || (solo && applied.log.filter((l) => !l.detail).length > 1)) boardFresh = false;
    }
  } finally {
    if (!shared) reader?.close();
  }

  const outcome = match.outcome()!;
  const finalReader = humans.length === 1 ? humans[0] : null;
  // Ended outside the rules (a resignation): the state still names a seat to act, so the board is told how it ended.
  const finalBoard = game.renderText(match.view(finalReader), finalReader, game.outcome(match.state) ? null : outcome);
  out('', finalBoard, '');
  out(...endingLines(outcome, { play: playKindOf(game, options), seatNames: names.map((_, seat) => who(seat)), viewers: humans }, finalBoard));
  if (outcome.scores) out(`Scores: ${outcome.scores.map((s, seat) => `${names[seat]} ${s}`).join(', ')}.`);
  const recordPath = await saveRecord(match.record(plan.seats), table.records);
  out(`The seed was ${seed}.`, `Record saved to ${recordPath}`, `Watch it again with: npx ramparts replay ${recordPath}`);
  return { status: 'finished', match, recordPath };
}

function endOfInput(match: Match, io: Io): PlayResult {
  say(io.stdout, 'Input ended; the game was left unfinished and nothing was saved.');
  return { status: 'eof', match };
}

import { isRuleError, Match, type AnyGame, type Seat } from '@ramparts/engine';
import type { Env, BotLike } from '../env.ts';
import { say, type Io } from '../io.ts';
import { checkPlayers, resolveGame, resolveOptions, type OptionFlags } from '../options.ts';
import { LineReader } from '../prompt.ts';
import { randomSeed, saveRecord } from '../records.ts';
import { HUMAN, makeBot, planSeats, type SeatPlan } from '../seats.ts';

export interface PlayFlags extends OptionFlags {
  players?: number;
  vs?: string;
  seats?: string;
  seed?: string;
  /** Where records go; default `records`. */
  records?: string;
}

export interface PlayResult {
  /** `finished`: played to the end and saved; `quit`: the player typed q; `eof`: the input ended. */
  status: 'finished' | 'quit' | 'eof';
  match: Match;
  recordPath?: string;
}

const HELP = [
  'Type the number of a move and press Enter.',
  '  u  take back your last move (when nobody acted since and it used no chance)',
  '  q  quit without saving',
  '  ?  this help',
];

/** Plays a game in the terminal: humans choose from numbered moves, bots answer in words. */
export async function playCommand(gameId: string, flags: PlayFlags, env: Env, io: Io): Promise<PlayResult> {
  const game = resolveGame(env, gameId);
  const options = resolveOptions(game, flags);
  const plan = planSeats(flags, game.playerCounts(options).min);
  checkPlayers(game, options, plan.players);
  return playMatch({ game, options, plan, seed: flags.seed ?? randomSeed(), records: flags.records ?? 'records' }, env, io);
}

/** A table ready to play: the game, its validated options, who sits where. */
export interface Table {
  game: AnyGame;
  options: unknown;
  plan: SeatPlan;
  seed: string;
  /** Where the record of a finished game goes. */
  records: string;
}

/**
 * The game loop of `play`: plays one match to its end in the terminal and saves its record. Pass `reader`
 * when the caller asks questions of its own on the same input (it stays open); otherwise one is made for
 * the human seats and closed at the end.
 */
export async function playMatch(table: Table, env: Env, io: Io, shared?: LineReader): Promise<PlayResult> {
  const { game, options, plan, seed } = table;
  const match = Match.create(game, { players: plan.players, options, seed });
  const names = Array.from({ length: plan.players }, (_, seat) => match.seatName(seat));
  const bots: (BotLike | null)[] = plan.seats.map((spec, seat) => (spec === HUMAN ? null : makeBot(env, game, spec, `${seed}:${seat}`, `Seat ${seat + 1} (${names[seat]})`)));
  const humans = plan.seats.flatMap((spec, seat) => (spec === HUMAN ? [seat] : []));
  const hidden = game.kind.information === 'hidden';
  const out = (...lines: string[]) => say(io.stdout, ...lines);
  const who = (seat: Seat) => (bots[seat] ? `${names[seat]} (${plan.seats[seat]})` : humans.length > 1 ? names[seat] : `${names[seat]} (you)`);

  // The log is printed as one reader may see it: the single human, or a spectator; with several humans and
  // hidden information, each human reads their own share when they get the device.
  const logSeen = new Map<Seat | null, number>();
  const catchUp = (reader: Seat | null) => {
    const lines = match.log(reader);
    const from = logSeen.get(reader) ?? 0;
    for (const line of lines.slice(from)) out(`  ${line}`);
    logSeen.set(reader, lines.length);
  };
  const sharedReader: Seat | null | undefined = humans.length === 1 ? humans[0] : !hidden || humans.length === 0 ? null : undefined;
  const board = (seat: Seat | null) => out('', game.renderText(match.view(seat), seat), '');

  // The seed stays secret until the end: with it, the coming tosses could be computed.
  out(`${game.title}: ${plan.players} ${plan.players === 1 ? 'player' : 'players'}.`);
  out(names.map((n, seat) => `  Seat ${seat + 1}: ${n}, ${bots[seat] ? `bot ${plan.seats[seat]}` : 'human'}`).join('\n'));
  if (humans.length > 0) out('Type ? at a prompt for help.');

  const reader = shared ?? (humans.length > 0 ? new LineReader(io.stdin, io.stdout) : null);
  let lastHuman: Seat | null = null;
  let boardDue = true;
  try {
    if (sharedReader !== undefined) catchUp(sharedReader);
    for (;;) {
      if (match.outcome()) break;
      const actors = match.actors();
      if (actors.length === 0) throw new Error(`${game.title} has no seat to act but no outcome either.`);
      const seat = actors.find((s) => bots[s]) ?? actors[0];
      const bot = bots[seat];

      if (bot) {
        if (boardDue) board(null);
        const before = match.state;
        const move = bot.chooseMove(game, before, seat);
        // With hidden information a bot's move in its own words may name what others cannot see: the log tells.
        const words = hidden ? 'moves.' : game.describeMove(before, seat, move);
        match.play(seat, move);
        out(`${who(seat)}: ${words}`);
        if (sharedReader !== undefined) catchUp(sharedReader);
        boardDue = true;
        continue;
      }

      if (!reader) throw new Error('unreachable: a human seat without input');
      if (hidden && humans.length > 1 && lastHuman !== null && lastHuman !== seat) {
        out('', `Pass the device to ${names[seat]}.`);
        const ok = await reader.ask('Press Enter when ready. ');
        if (ok === null) return endOfInput(match, io);
      }
      lastHuman = seat;
      if (sharedReader === undefined) catchUp(seat);
      board(seat);
      boardDue = false;
      const answer = await chooseMove(match, seat, names[seat], reader, out);
      if (answer === 'eof') return endOfInput(match, io);
      if (answer === 'quit') {
        out('You left the game; nothing was saved.');
        return { status: 'quit', match };
      }
      if (answer === 'undone') {
        // The taken-back move's lines were printed; what follows continues from the shorter log.
        for (const [r, seen] of logSeen) logSeen.set(r, Math.min(seen, match.log(r).length));
        continue;
      }
      catchUp(sharedReader === undefined ? seat : sharedReader);
      boardDue = true;
    }
  } finally {
    if (!shared) reader?.close();
  }

  const outcome = match.outcome()!;
  const finalReader = humans.length === 1 ? humans[0] : null;
  board(finalReader);
  out(`Game over: ${outcome.reason}`);
  out(outcome.winners.length === 0 ? 'Nobody won.' : `${outcome.winners.length === 1 ? 'Winner' : 'Winners'}: ${outcome.winners.map(who).join(', ')}.`);
  if (outcome.scores) out(`Scores: ${outcome.scores.map((s, seat) => `${names[seat]} ${s}`).join(', ')}.`);
  const recordPath = await saveRecord(match.record(plan.seats), table.records);
  out(`The seed was ${seed}.`, `Record saved to ${recordPath}`, `Watch it again with: npx ramparts replay ${recordPath}`);
  return { status: 'finished', match, recordPath };
}

function endOfInput(match: Match, io: Io): PlayResult {
  say(io.stdout, 'Input ended; the game was left unfinished and nothing was saved.');
  return { status: 'eof', match };
}

/** Asks one human for a move until a legal one is played (or they undo, quit, or the input ends). */
async function chooseMove(match: Match, seat: Seat, name: string, reader: LineReader, out: (...lines: string[]) => void): Promise<'played' | 'undone' | 'quit' | 'eof'> {
  const game = match.game;
  const moves = match.legalMoves(seat);
  if (moves.length === 0) throw new Error(`${game.title} lets ${name} act but offers no legal move.`);
  const list = () => {
    out(`${name}, choose a move:`);
    moves.forEach((m, i) => out(`  ${String(i + 1).padStart(String(moves.length).length)}. ${game.describeMove(match.state, seat, m)}`));
  };
  list();
  for (;;) {
    const undo = match.canUndo(seat);
    const raw = await reader.ask(`Move 1-${moves.length}${undo ? ', u to undo' : ''}, q to quit, ? for help: `);
    if (raw === null) return 'eof';
    const text = raw.trim().toLowerCase();
    if (text === '') {
      out(`Type the number of a move, from 1 to ${moves.length}.`);
      continue;
    }
    if (text === '?' || text === 'h' || text === 'help') {
      out(...HELP);
      list();
      continue;
    }
    if (text === 'q' || text === 'quit') return 'quit';
    if (text === 'u' || text === 'undo') {
      if (!undo) {
        out('There is no move of yours to take back now (someone acted since, it used chance, or it revealed something).');
        continue;
      }
      const last = match.moves().at(-1)!;
      match.undo(seat);
      out(`Took back: ${game.describeMove(match.state, seat, last.move)}.`);
      return 'undone';
    }
    if (!/^\d+$/.test(text)) {
      out(`"${raw.trim()}" is not a move number: type a number from 1 to ${moves.length}.`);
      continue;
    }
    const n = Number(text);
    if (n < 1 || n > moves.length) {
      out(`There is no move ${n}: type a number from 1 to ${moves.length}.`);
      continue;
    }
    try {
      match.play(seat, moves[n - 1]);
      return 'played';
    } catch (e) {
      if (!isRuleError(e)) throw e;
      out(e.message);
    }
  }
}

import { loadRecord, Match, type AnyGame, type LogLine, type MatchRecord } from '@ramparts/engine';
import { headlines, movesLog, type ResignationLog, type ShownLine } from './log.ts';

/** A finished match, step by step: the view and log after each move (step 0 is the setup). */
export interface ReplayData {
  game: AnyGame;
  record: MatchRecord;
  seatNames: string[];
  /** Words for move `i` (played to reach step i + 1). */
  moveWords: string[];
  steps: number;
  /** The game's states: the setup, then after each move. */
  states: unknown[];
  /** The view and log after `step` moves, and the move that led there (null at the setup, or when `seat` may not know it). */
  frame(step: number, seat: number | null): { view: unknown; log: ShownLine[]; last: { seat: number; move: unknown } | null };
  /** Move `i` when `seat` may know it (every move in a perfect-information game, else the seat's own). */
  moveAt(i: number, seat: number | null): { seat: number; move: unknown } | null;
  /** The seats (their names) that resigned, or left, after `step` moves: shown at that step. */
  resignedAt(step: number): string[];
  /** A co-operative table: its seats leave rather than resign. */
  cooperative: boolean;
}

/** `find`: the record's game by its id (`onlyGame` of games/rules.ts in the browser, which loads one game). */
export function buildReplay(raw: unknown, find: (id: string) => AnyGame | undefined): ReplayData {
  const { record, game } = loadRecord(raw, find);
  const match = Match.create(game, { players: record.players, options: record.options, seed: record.seed });
  const seats = Array.from({ length: record.players }, (_, i) => i);
  // The setup's lines as each seat (and a spectator) may read them; the game's states are never mutated.
  const setupLog = new Map<number | null, string[]>([null, ...seats].map((s) => [s, match.log(s)]));
  // A resignation (or a turn-based table's choice about a seat out of time) after `at` moves is shown at step
  // `at`: its lines end that step's log, and its state is the step's.
  const resigned: ResignationLog[] = [];
  const tableEntries: ResignationLog[] = [];
  const resignAt = (at: number) => {
    for (const r of record.resignations ?? []) {
      if (r.at !== at) continue;
      const entry = { at, seat: r.seat, lines: match.resign(r.seat).log };
      resigned.push(entry);
      tableEntries.push(entry);
    }
    for (const t of record.timeouts ?? []) if (t.at === at) tableEntries.push({ at, seat: t.by, lines: match.timeOut(t.seat, t.by, t.choice).log });
  };
  resignAt(0);
  const states: unknown[] = [match.state];
  const lines: LogLine[][] = [];
  const words: string[] = [];
  record.moves.forEach((m, i) => {
    words.push(`${match.seatName(m.seat)}: ${game.describeMove(match.state, m.seat, m.move)}`);
    // A resigned seat's later moves are its bot's.
    lines.push(match.play(m.seat, m.move, 'stand-in').log);
    resignAt(i + 1);
    states.push(match.state);
  });
  const perfect = game.kind.information !== 'hidden';
  const moveAt = (i: number, seat: number | null) => {
    const m = record.moves[i];
    return m && (perfect || m.seat === seat) ? { seat: m.seat, move: m.move } : null;
  };
  return {
    game,
    record,
    seatNames: seats.map((i) => match.seatName(i)),
    moveWords: words,
    steps: record.moves.length,
    states,
    moveAt,
    resignedAt: (step) => resigned.filter((r) => r.at === step).map((r) => match.seatName(r.seat)),
    cooperative: match.playKind() === 'cooperative',
    frame: (step, seat) => {
      const i = Math.max(0, Math.min(step, states.length - 1));
      const log = [
        ...headlines(setupLog.get(seat) ?? []),
        ...movesLog(
          lines.slice(0, i).map((l, j) => ({ seat: record.moves[j].seat, lines: l })),
          seat,
          tableEntries.filter((r) => r.at <= i),
        ),
      ];
      return { view: game.view(states[i], seat), log, last: i > 0 ? moveAt(i - 1, seat) : null };
    },
  };
}

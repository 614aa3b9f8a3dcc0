import { loadRecord, Match, type AnyGame, type LogLine, type MatchRecord } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { headlines, readable, type ShownLine } from './log.ts';

/** A finished match, step by step: the view and log after each move (step 0 is the setup). */
export interface ReplayData {
  game: AnyGame;
  record: MatchRecord;
  seatNames: string[];
  /** Words for move `i` (played to reach step i + 1). */
  moveWords: string[];
  steps: number;
  frame(step: number, seat: number | null): { view: unknown; log: ShownLine[] };
}

export function buildReplay(raw: unknown): ReplayData {
  const { record, game } = loadRecord(raw, findGame);
  const match = Match.create(game, { players: record.players, options: record.options, seed: record.seed });
  const seats = Array.from({ length: record.players }, (_, i) => i);
  // The setup's lines as each seat (and a spectator) may read them; the game's states are never mutated.
  const setupLog = new Map<number | null, string[]>([null, ...seats].map((s) => [s, match.log(s)]));
  const states: unknown[] = [match.state];
  const lines: LogLine[][] = [];
  const words: string[] = [];
  for (const m of record.moves) {
    words.push(`${match.seatName(m.seat)}: ${game.describeMove(match.state, m.seat, m.move)}`);
    lines.push(match.play(m.seat, m.move).log);
    states.push(match.state);
  }
  return {
    game,
    record,
    seatNames: seats.map((i) => match.seatName(i)),
    moveWords: words,
    steps: record.moves.length,
    frame: (step, seat) => {
      const i = Math.max(0, Math.min(step, states.length - 1));
      const log = [...headlines(setupLog.get(seat) ?? []), ...readable(lines.slice(0, i).flat(), seat)];
      return { view: game.view(states[i], seat), log };
    },
  };
}

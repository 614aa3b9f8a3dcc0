import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { recordOf } from './maintenance.ts';
import type { EntryRow, MatchRow, SeatRow } from './store.ts';

describe('#29 #30 an archived record keeps the resignations and time-outs of its log', () => {
  it('#29 #30 entries of kind resign and timeout become the record’s resignations and time-outs at their place (after undos), it replays to the same end, and it says the match was turn-based', () => {
    const live = Match.create(findGame('coins')!, { players: 3, options: { mode: 'crusade' }, seed: 'archive' });
    const entries: EntryRow[] = [];
    const log = (seat: number, kind: string, move: unknown = null) => entries.push({ match_id: 'm', seq: entries.length + 1, seat, kind, move: move === null ? null : JSON.stringify(move), clocks: null, at: 0 });
    const first = live.actors()[0];
    const move = live.legalMoves(first)[0];
    // A move, taken back and made again, then a resignation, then the rest by whoever acts.
    log(first, 'move', move);
    log(first, 'undo');
    live.play(first, move);
    log(first, 'move', move);
    const resigner = (first + 1) % 3;
    live.resign(resigner);
    log(resigner, 'resign');
    // A turn-based table: the next to act ran out of time, and another let a bot play their turns.
    const late = live.actors()[0];
    const chooser = [0, 1, 2].find((s) => s !== late && s !== resigner)!;
    live.timeOut(late, chooser, 'skip');
    log(chooser, 'timeout', { target: late, choice: 'skip' });
    for (let i = 0; i < 5 && live.actors().length > 0; i++) {
      const seat = live.actors()[0];
      const m = live.legalMoves(seat)[0];
      live.play(seat, m, 'stand-in');
      log(seat, 'move', m);
    }
    const row = { id: 'm', game: 'coins', game_version: live.game.version, players: 3, options: JSON.stringify(live.options), seed: 'archive', status: 'finished', settings: JSON.stringify({ clock: null, takeover: 'random', turnBased: { hours: 72 } }), outcome: null, created_at: 0, updated_at: 0 } as MatchRow;
    const seats = [0, 1, 2].map((seat) => ({ match_id: 'm', seat, kind: 'human', bot: null, name: null, credential_hash: null, away: 0, generation: 0 })) as SeatRow[];
    const record = recordOf(row, seats, entries);
    expect(record.resignations).toEqual([{ seat: resigner, at: 1 }]);
    expect(record.timeouts).toEqual([{ seat: late, at: 1, by: chooser, choice: 'skip' }]);
    expect(record.turnBased).toEqual({ hours: 72 });
    expect(record.moves).toHaveLength(live.moveCount);
    const again = Match.replay(record, findGame);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(live.state));
    expect(again.log(null)).toEqual(live.log(null));
  });
});

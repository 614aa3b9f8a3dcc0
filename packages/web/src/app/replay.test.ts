import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { buildReplay } from './replay.ts';

describe('#30 the replay of a turn-based match', () => {
  it("#30 shows the table's choice about a seat out of time at its place in the log, and ends where the match ended", () => {
    const live = Match.create(findGame('coins')!, { players: 2, options: { mode: 'duel' }, seed: 'replay-timeout' });
    const first = live.actors()[0];
    live.play(first, live.legalMoves(first)[0]);
    const late = live.actors()[0];
    live.timeOut(late, 1 - late, 'end');
    const replay = buildReplay(JSON.parse(JSON.stringify(live.record())), findGame);
    const last = replay.frame(replay.steps, null).log.map((l) => l.text);
    expect(last.at(-1)).toBe(live.log(null).at(-1));
    expect(last.at(-1)).toMatch(/time ran out: .* ended the match; .* wins\.$/);
    expect(replay.resignedAt(1)).toEqual([]);
  });
});

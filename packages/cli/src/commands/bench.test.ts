import { describe, expect, it } from 'vitest';
import { createBot, playout, type Random } from '@ramparts/engine';
import { fakeEnv } from '../testing/fake-game.ts';
import { quietIo } from '../testing/streams.ts';
import { benchCommand } from './bench.ts';

// Not a benchmark: a short smoke run so the command keeps working. `npm run bench` measures.
describe('bench', () => {
  it('measures playouts and MCTS for a game and prints a table and JSON', async () => {
    const env = { ...fakeEnv, createBot, playout };
    const io = quietIo();
    const rows = await benchCommand({ game: 'climb', seconds: 0.02 }, env, io);
    expect(rows).toHaveLength(1);
    const [r] = rows;
    expect(r).toMatchObject({ game: 'climb', players: 2, position: 0 });
    for (const k of ['playoutsPerSecond', 'movesPerSecond', 'movesPerPlayout', 'msPer1000Iterations', 'iterationsPerSecond', 'msPerMoveAt2000'] as const) expect(r[k]).toBeGreaterThan(0);
    expect(io.stdout.text).toMatch(/game\s+players\s+playouts\/s\s+moves\/s/);
    expect(io.stdout.text).toMatch(/^climb\s+2\s/m);
    // The same recorded game replayed on the bots' path, the bare play and Match.play, side by side.
    expect(r.replayedMoves).toBeGreaterThan(10);
    for (const k of ['usPerMoveFast', 'usPerMovePlay', 'usPerMoveMatch'] as const) expect(r[k]).toBeGreaterThan(0);
    expect(io.stdout.text).toMatch(/game\s+moves\s+fast µs\/move\s+play µs\/move\s+Match µs\/move\s+Match ÷ fast\s+Match ÷ play/);
    expect(io.stdout.text).toMatch(new RegExp(`^climb\\s+${r.replayedMoves}\\s+[\\d.]+\\s+[\\d.]+\\s+[\\d.]+\\s+[\\d.]+×\\s+[\\d.]+×$`, 'm'));

    const json = quietIo();
    await benchCommand({ game: 'climb', seconds: 0.01, json: true }, env, json);
    expect(JSON.parse(json.stdout.text).rows[0].game).toBe('climb');
  });

  it('refuses to compare the paths when the fast path plays another game than play', async () => {
    const env = { ...fakeEnv, createBot, playout };
    const [climb] = fakeEnv.games;
    // A fast path that climbs one step too many: the replayed game ends elsewhere.
    const drifting = {
      ...climb,
      id: 'drifting',
      fast: {
        clone: (s: { pos: number[] }) => ({ ...s, pos: s.pos.slice() }),
        legalMoves: (s: unknown, seat: number) => climb.legalMoves(s, seat),
        apply: (s: unknown, seat: number, move: unknown, r: Random) => {
          const next = climb.play(s, seat, move, r) as { pos: number[] };
          next.pos[seat]++;
          return next;
        },
      },
    };
    await expect(benchCommand({ game: 'drifting', seconds: 0.01 }, { ...env, games: [drifting], findGame: () => drifting }, quietIo())).rejects.toThrow(/do not play the recorded game alike/);
  });
});

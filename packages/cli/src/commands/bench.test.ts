import { describe, expect, it } from 'vitest';
import { createBot, playout } from '@ramparts/engine';
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

    const json = quietIo();
    await benchCommand({ game: 'climb', seconds: 0.01, json: true }, env, json);
    expect(JSON.parse(json.stdout.text).rows[0].game).toBe('climb');
  });
});

import { describe, expect, it } from 'vitest';
import { createBot, playout, type Random } from '@ramparts/engine';
import { fakeEnv } from '../testing/fake-game.ts';
import { quietIo } from '../testing/streams.ts';
import { benchCommand, levelLine, LEVEL_LIMITS_MS } from './bench.ts';

// Not a benchmark: a short smoke run so the command keeps working. `npm run bench` measures.
describe('bench', () => {
  it('measures playouts and MCTS for a game and prints a table and JSON', async () => {
    const env = { ...fakeEnv, createBot, playout };
    const io = quietIo();
    const rows = await benchCommand({ game: 'climb', seconds: 0.02 }, env, io);
    expect(rows).toHaveLength(1);
    const [r] = rows;
    expect(r).toMatchObject({ game: 'climb', players: 2, position: 0 });
    for (const k of ['playoutsPerSecond', 'movesPerSecond', 'movesPerPlayout', 'msPer1000Iterations', 'iterationsPerSecond', 'msPerMoveAt2000', 'msPerMoveAt2000Guided'] as const) expect(r[k]).toBeGreaterThan(0);
    expect(io.stdout.text).toMatch(/game\s+players\s+playouts\/s\s+moves\/s\s+moves\/playout\s+ms\/1000 iter\s+iter\/s\s+ms\/move @2000\s+guided @2000/);
    // Every level of the game (climb says nothing of its own: the engine's defaults), each timed from the same position.
    expect(r.levels.map((l) => [l.level, l.spec])).toEqual([
      ['easy', 'mcts:30'],
      ['normal', 'mcts:300'],
      ['hard', 'mcts:2000'],
      ['expert', 'mcts:8000'],
    ]);
    for (const l of r.levels) expect(l.msPerMove).toBeGreaterThan(0);
    expect(r.levels.find((l) => l.level === 'hard')!.limitMs).toBe(1000);
    expect(r.levels.find((l) => l.level === 'expert')!.limitMs).toBe(5000);
    expect(io.stdout.text).toMatch(/^climb: easy \(mcts:30\) [\d.,]+ ms · normal \(mcts:300\) [\d.,]+ ms · hard \(mcts:2000\) [\d.,]+ ms( ⚠ over 1 s)? · expert \(mcts:8000\) [\d.,]+ ms( ⚠ over 5 s)?$/m);
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

  it('marks a level over its limit (hard 1 s, expert 5 s) and no other', () => {
    expect(LEVEL_LIMITS_MS).toEqual({ hard: 1000, expert: 5000 });
    const line = levelLine({
      game: 'coins',
      levels: [
        { level: 'easy', spec: 'heuristic', msPerMove: 0.042, over: false },
        { level: 'normal', spec: 'mcts:30', msPerMove: 3.14, over: false },
        { level: 'hard', spec: 'mcts:2000', msPerMove: 640, limitMs: 1000, over: false },
        { level: 'expert', spec: 'mcts:8000', msPerMove: 5210.4, limitMs: 5000, over: true },
      ],
    });
    expect(line).toBe('coins: easy (heuristic) 0.04 ms · normal (mcts:30) 3.1 ms · hard (mcts:2000) 640 ms · expert (mcts:8000) 5,210 ms ⚠ over 5 s');
  });

  it('levels a game does not offer are not timed', async () => {
    const [climb] = fakeEnv.games;
    const noExpert = { ...climb, id: 'no-expert', levels: { hard: 'mcts:500', expert: null } };
    const rows = await benchCommand({ game: 'no-expert', seconds: 0.01 }, { ...fakeEnv, createBot, playout, games: [noExpert], findGame: () => noExpert }, quietIo());
    expect(rows[0].levels.map((l) => `${l.level}=${l.spec}`)).toEqual(['easy=mcts:30', 'normal=mcts:300', 'hard=mcts:500']);
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

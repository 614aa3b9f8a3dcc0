import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot, Match, playout } from '@ramparts/engine';
import { main } from '../main.ts';
import { saveRecord } from '../records.ts';
import { fakeEnv } from '../testing/fake-game.ts';
import { pipedIo } from '../testing/streams.ts';
import type { Env } from '../env.ts';
import { analysisLines, type AnalysisReport } from './analyse.ts';
import { positionRanges } from '../analysis/run.ts';

const env: Env = { ...fakeEnv, createBot, playout };
const [climb] = fakeEnv.games;
const climbTo = (target: number) => ({ type: 'climb', steps: target }) as const;

let dir: string;
let blunder: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-analyse-'));
  // Climb to 5: both climb 2 + 2 to step 4; then Red, one step from the top, passes, and Blue climbs 1 and wins.
  const match = Match.create(climb, { players: 2, options: { target: 5 }, seed: 'blunder' });
  for (const [seat, move] of [[0, climbTo(2)], [0, climbTo(2)], [1, climbTo(2)], [1, climbTo(2)], [0, { type: 'pass' }], [1, climbTo(1)]] as const) match.play(seat, move);
  expect(match.outcome()!.winners).toEqual([1]);
  blunder = await saveRecord(match.record(['human', 'hard']), dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = async (...args: string[]) => {
  const io = pipedIo([]);
  const code = await main(['node', 'ramparts', ...args], io, async () => env);
  return { code, out: io.stdout.text, err: io.stderr.text };
};

describe('replay --analyse', () => {
  it("prints each seat's chance after every move and marks the blunder, the same with 1 and with 2 workers", async () => {
    const one = await run('replay', blunder, '--analyse', '--workers', '1');
    const two = await run('replay', blunder, '--analyse', '--workers', '2');
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.out).toBe(one.out);
    const out = one.out;
    expect(out).toMatch(/^move\s+seat\s+what\s+Red\s+Blue$/m);
    expect(out).toMatch(/^\s+\(the start\)\s+\d+%\s+\d+%$/m);
    expect(out.match(/^\s+\d+ {2}(Red|Blue) /gm)).toHaveLength(6);
    // Red's pass one step from the top: its chance falls from near certain to nothing; the row is marked.
    expect(out).toMatch(/^\s+5 {2}Red\s+Pass \(end your turn\)\s+\d+%\s+\d+%\s+◀ −\d+ points$/m);
    expect(out).toMatch(/^\s+6 {2}Blue\s+Climb 1 step\s+0%\s+100%$/m);
    expect(out).toMatch(/Biggest mistakes: move 5 by Red \(human\): (9\d|100)% → \d%[.;]/);
  });

  it('--json gives the chances of every position and the swings', async () => {
    const { code, out } = await run('replay', blunder, '--analyse', '--json', '--workers', '1', '--iterations', '100');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json).toMatchObject({ game: 'climb', players: 2, moves: 6, iterations: 100, seats: [{ seat: 0, name: 'Red', bot: 'human' }, { seat: 1, name: 'Blue', bot: 'hard' }] });
    expect(json.chances).toHaveLength(7);
    expect(json.chances[6]).toEqual([0, 1]);
    expect(json.swings[0]).toMatchObject({ move: 5, seat: 0 });
  });

  it('--iterations and --workers belong to --analyse', async () => {
    const { code, err } = await run('replay', blunder, '--workers', '2');
    expect(code).toBe(1);
    expect(err).toBe('error: --iterations and --workers go with --analyse.\n');
  });

  it('cuts the positions into ranges that cover each once', () => {
    for (const [last, workers] of [[0, 1], [6, 2], [100, 3], [5, 8]]) {
      const covered = positionRanges(last, workers).flatMap((r) => Array.from({ length: r.to - r.from + 1 }, (_, i) => r.from + i));
      expect(covered).toEqual(Array.from({ length: last + 1 }, (_, i) => i));
    }
  });

  it('a long game shows only the moves that changed a chance by 5 points, the swings, and how many rows it skipped', () => {
    const match = Match.create(climb, { players: 2, options: { endless: true }, seed: 'long' });
    for (let i = 0; i < 250; i++) match.play(match.actors()[0], { type: 'pass' });
    // Flat at 50%, but a 4-point wobble at move 100, a 6-point move at 150 and a 20-point blunder by Red at 201.
    const chances = Array.from({ length: 251 }, (_, i) => (i >= 201 ? [0.3, 0.7] : i >= 150 ? [0.5, 0.5] : i >= 100 ? [0.56, 0.44] : [0.52, 0.48]));
    const report: AnalysisReport = { game: 'climb', players: 2, seats: [{ seat: 0, name: 'Red' }, { seat: 1, name: 'Blue' }], seed: 'analysis', iterations: 10, moves: 250, chances, swings: [{ move: 201, seat: 0, before: 0.5, after: 0.3 }] };
    const lines = analysisLines(match, report).join('\n').split('\n');
    const rows = lines.filter((l) => /^\s+\d+ {2}(Red|Blue) /.test(l));
    expect(rows.map((r) => Number(r.trim().split(/\s+/)[0]))).toEqual([150, 201]);
    expect(lines).toContain("(248 of 250 moves not shown: none changed a seat's chance by 5 points or more.)");
    expect(lines.at(-1)).toBe('Biggest mistakes: move 201 by Red: 50% → 30%.');
  });
});

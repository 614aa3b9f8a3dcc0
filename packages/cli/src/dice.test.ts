/** The terminal against the real Gate Defense: the issue's own command lines reach the game. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from './env.ts';
import { main } from './main.ts';
import { pipedIo, quietIo } from './testing/streams.ts';

let env: Env;
let dir: string;
beforeAll(async () => {
  env = await loadEnv();
  dir = await mkdtemp(join(tmpdir(), 'ramparts-dice-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('play dice', () => {
  it('--heroes 2 --vs heuristic: two heroes, yours and a heuristic partner, on the map', async () => {
    // The input ends after a few answers: enough to see the table set; nothing is saved.
    const io = pipedIo(['1', '1', '1', '1']);
    const code = await main(['node', 'ramparts', 'play', 'dice', '--heroes', '2', '--vs', 'heuristic', '--seed', 'cli', '--records', dir], io, async () => env);
    expect(code).toBe(0);
    const out = io.stdout.text;
    expect(out).toMatch(/Seat 1 \(you\)|\(you\)/);
    expect(out).toMatch(/bot heuristic/);
    expect(out).toContain('Input ended');
  });

  it('simulate --scenario 1 --heroes 2 --bots heuristic plays whole games and reports the win rate', async () => {
    const io = quietIo();
    const code = await main(['node', 'ramparts', 'simulate', 'dice', '--scenario', '1', '--heroes', '2', '--bots', 'heuristic', '--games', '4', '--seed', 's', '--workers', '1', '--json'], io, async () => env);
    expect(code).toBe(0);
    const summary = JSON.parse(io.stdout.text) as { games: number; unfinished: number };
    expect(summary.games).toBe(4);
    expect(summary.unfinished).toBe(0);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../env.ts';
import { pipedIo } from '../testing/streams.ts';
import { playCommand } from './play.ts';

let dir: string;
let env: Env;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-versus-'));
  env = await loadEnv();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('play tracks --mode versus', () => {
  it('plays Versus Sandbox with bots in every seat to the end and shows the performance scores', async () => {
    const io = pipedIo([]);
    const result = await playCommand('tracks', { mode: 'versus', seats: 'heuristic,heuristic,random', seed: 'vs1', records: dir }, env, io);
    expect(result.status).toBe('finished');
    const out = io.stdout.text;
    expect(out).toContain('Versus Sandbox: Level 1, Mode 1');
    expect(out).toMatch(/Versus: draw pile \d+, discard \d+; performance Player 1 \d+/);
    expect(out).toMatch(/Performance: Player 1 \d+, Player 2 \d+, Player 3 \d+\./);
    expect(out).toMatch(/Scores: Player 1 \d+, Player 2 \d+, Player 3 \d+\./);
  });

  it('needs two players at least', async () => {
    await expect(playCommand('tracks', { mode: 'versus', seats: 'heuristic', records: dir }, env, pipedIo([]))).rejects.toThrow('takes 2 to 4 players, not 1');
  });
});

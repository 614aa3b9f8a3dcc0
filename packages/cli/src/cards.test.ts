/** The terminal against the real Elemental Towers: the player count reaches the game, a refusal is one line. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playCommand } from './commands/play.ts';
import { loadEnv, type Env } from './env.ts';
import { main } from './main.ts';
import { quietIo } from './testing/streams.ts';

let env: Env;
let dir: string;
beforeAll(async () => {
  env = await loadEnv();
  dir = await mkdtemp(join(tmpdir(), 'ramparts-cards-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('play cards', () => {
  it('--players 6 sets six seats (two decks from 5) and plays to the end', async () => {
    const io = quietIo();
    const played = await playCommand('cards', { players: 6, seats: 'random,random,random,random,random,random', seed: 'six', records: dir }, env, io);
    expect(played.status).toBe('finished');
    expect(played.match.players).toBe(6);
    expect(io.stdout.text).toContain('Player 6 (bot random)');
  });

  it('a player count the game does not take is refused in one line', async () => {
    const io = quietIo();
    expect(await main(['node', 'ramparts', 'play', 'cards', '--players', '9'], io, async () => env)).toBe(1);
    expect(io.stderr.text).toMatch(/^error: Elemental Towers with these options takes 2 to 8 players, not 9\.[^\n]*\n$/);
  });
});

/** The terminal against the real Elemental Towers: the player count reaches the game, a refusal is one line. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playCommand } from './commands/play.ts';
import { loadEnv, type Env } from './env.ts';
import { main } from './main.ts';
import { interactiveIo, quietIo } from './testing/streams.ts';

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

  it('#29 after a resignation the final board says who won and that the other resigned, not whose turn it is', async () => {
    const io = interactiveIo((prompt) => (prompt.startsWith('Resign?') ? 'yes' : prompt.startsWith('Press Enter') ? '' : 'resign'));
    const played = await playCommand('cards', { vs: 'random', seed: 'resign-board', records: dir }, env, io);
    expect(played.status).toBe('finished');
    const out = io.stdout.text;
    const first = out.slice(out.lastIndexOf('\nElemental Towers: ') + 1).split('\n')[0];
    expect(first).toMatch(/^Elemental Towers: game over\. Player 2 wins\. Player 1 resigned\. Draw pile \d+/);
    expect(first).not.toContain(' to ');
  });

  it('a player count the game does not take is refused in one line', async () => {
    const io = quietIo();
    expect(await main(['node', 'ramparts', 'play', 'cards', '--players', '9'], io, async () => env)).toBe(1);
    expect(io.stderr.text).toMatch(/^error: Elemental Towers with these options takes 2 to 8 players, not 9\.[^\n]*\n$/);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGame, GameMigration } from '@ramparts/engine';
import { toys } from '@ramparts/engine/testkit';
import { api, startTestServer } from './testing/server.ts';

// Dice Nim at version 2, whose version 1 called taking stones "grab": a live match begun under version 1 must
// go on under version 2 with its logged moves brought forward, as a replayed record would be.
const grabToTake: GameMigration = {
  from: '1',
  to: '2',
  up: ({ options, moves }) => ({
    options,
    moves: moves.map((m) => {
      const move = m.move as { type: string; n?: number };
      return move.type === 'grab' ? { seat: m.seat, move: { type: 'take', n: move.n } } : m;
    }),
  }),
};
const nim: AnyGame = { ...toys.diceNim, version: '2', migrations: [grabToTake] };
const registry = { games: [nim], findGame: (id: string) => (id === nim.id ? nim : undefined) };

const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-versions-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a live match begun under an older version of its game', () => {
  it('resumes with its logged moves brought forward by the game migrations', async () => {
    const first = await startTestServer({ dataDir, registry });
    const created = await api<{ id: string }>(first.url, 'POST', '/api/matches', { game: nim.id, players: 2, seats: ['human', 'human'], options: { dice: false }, visibility: 'public' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await first.close();

    // As version 1 would have left it: its version on the row, a move in version 1's words in the log.
    const db = new Database(join(dataDir, 'ramparts.db'));
    db.prepare("UPDATE matches SET game_version = '1', status = 'live' WHERE id = ?").run(id);
    db.prepare("INSERT INTO entries (match_id, seq, seat, kind, move, clocks, at) VALUES (?, 1, 0, 'move', ?, NULL, 0)").run(id, JSON.stringify({ type: 'grab', n: 2 }));
    db.close();

    const second = await startTestServer({ dataDir, registry });
    try {
      const watch = await api<{ seq: number; view: { pile: number; turn: number } }>(second.url, 'GET', `/api/matches/${id}/spectate`);
      expect(watch.status).toBe(200);
      expect(watch.body.seq).toBe(1);
      expect(watch.body.view).toMatchObject({ pile: 19, turn: 1 });
    } finally {
      await second.close();
    }
  });
});

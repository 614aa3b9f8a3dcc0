import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBot, Match } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import { Store } from '@ramparts/server';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { needServices, pgSchema, TEST_PG, type TestSchema } from '@ramparts/server/testing/services.ts';
import { main } from '../main.ts';
import { pipedIo } from '../testing/streams.ts';
import { backupCommand, cutoffOf, pruneCommand, type AdminStore } from './admin.ts';
import { loadMatch } from './replay.ts';

const registry = { games, findGame };
const DAY = 24 * 3600_000;
const NOW = Date.now();

const run = async (...args: string[]) => {
  const io = pipedIo([]);
  const code = await main(['node', 'ramparts', ...args], io);
  return { code, out: io.stdout.text, err: io.stderr.text };
};

interface Seeded {
  id: string;
  match: Match;
}

/**
 * A coins match written as the server writes one: its row, a person's seat and a bot's, and its log — played to
 * the end with random moves when `finish`, with one taken-back move on the way when the rules allow one.
 */
async function seed(store: Store, id: string, status: string, at: number, finish = status === 'finished'): Promise<Seeded> {
  const game = findGame('coins')!;
  const match = Match.create(game, { players: 2, seed: `seed-${id}` });
  const bot = createBot('random', `bot-${id}`, game);
  const entries: { match_id: string; seq: number; seat: number; kind: string; move: string | null; clocks: null; at: number }[] = [];
  let undone = false;
  const limit = finish ? 5000 : 6;
  while (!match.outcome() && entries.length < limit) {
    const seat = match.actors()[0];
    const move = bot.chooseMove(game, match.state, seat);
    match.play(seat, move);
    entries.push({ match_id: id, seq: entries.length + 1, seat, kind: 'move', move: JSON.stringify(move), clocks: null, at });
    if (!undone && !match.outcome() && match.canUndo(seat)) {
      match.undo(seat);
      entries.push({ match_id: id, seq: entries.length + 1, seat, kind: 'undo', move: null, clocks: null, at });
      undone = true;
    }
  }
  const outcome = match.outcome();
  if (finish) expect(outcome).not.toBeNull();
  await store.createMatch(
    {
      id,
      game: 'coins',
      game_version: game.version,
      players: 2,
      options: JSON.stringify(match.options),
      seed: match.seed,
      status,
      settings: '{}',
      outcome: finish && outcome ? JSON.stringify(outcome) : null,
      created_at: at - 1000,
      updated_at: at,
      visibility: 'public',
      invite_hash: null,
      watch_hash: null,
      client: null,
      expires_at: null,
      lease_holder: null,
      lease_until: 0,
      name: null,
    },
    [
      { match_id: id, seat: 0, kind: 'human', bot: null, name: 'Alice', credential_hash: 'a'.repeat(64), away: 0, generation: 1 },
      { match_id: id, seat: 1, kind: 'bot', bot: 'random', name: null, credential_hash: null, away: 0, generation: 0 },
    ],
  );
  if (status !== 'open' && status !== 'expired' && entries.length) await store.db.insertInto('entries').values(entries).execute();
  return { id, match };
}

async function rows(store: Store) {
  return {
    matches: await store.db.selectFrom('matches').selectAll().orderBy('id').execute(),
    seats: await store.db.selectFrom('seats').selectAll().orderBy('match_id').orderBy('seat').execute(),
    entries: await store.db.selectFrom('entries').selectAll().orderBy('match_id').orderBy('seq').execute(),
  };
}

/** The matches of every kind prune must tell apart, around a cutoff of ten days ago. */
async function seedAll(store: Store) {
  return {
    oldFinished: await seed(store, 'old-finished', 'finished', NOW - 30 * DAY),
    newFinished: await seed(store, 'new-finished', 'finished', NOW - DAY),
    oldLive: await seed(store, 'old-live', 'live', NOW - 30 * DAY),
    oldOpen: await seed(store, 'old-open', 'open', NOW - 30 * DAY),
    oldExpired: await seed(store, 'old-expired', 'expired', NOW - 30 * DAY),
    newExpired: await seed(store, 'new-expired', 'expired', NOW - DAY),
  };
}

/** Prunes before ten days ago and checks what went, what stayed and that the archived record replays. */
async function pruneAndCheck(store: Store, where: AdminStore, archive: string) {
  const seeded = await seedAll(store);
  const before = await rows(store);
  // The log holds a taken-back move: the record must leave it out.
  expect(before.entries.some((e) => e.match_id === 'old-finished' && e.kind === 'undo')).toBe(true);

  const dry = pipedIo([]);
  await pruneCommand({ finishedBefore: NOW - 10 * DAY, archive, dryRun: true }, where, registry, dry);
  expect(dry.stdout.text).toMatch(/^Would archive 1 finished match to .* and remove it, and remove 1 expired open match/);
  expect(dry.stdout.text).toContain('old-finished  coins  finished');
  expect(dry.stdout.text).toContain('old-expired  coins  expired');
  expect(await rows(store)).toEqual(before);
  expect(existsSync(archive)).toBe(false);

  const io = pipedIo([]);
  await pruneCommand({ finishedBefore: NOW - 10 * DAY, archive }, where, registry, io);
  expect(io.stdout.text).toMatch(/^Archived 1 finished match to .* and removed it; removed 1 expired open match/);
  expect(io.stderr.text).toBe('');

  const after = await rows(store);
  expect(after.matches.map((m) => m.id)).toEqual(['new-expired', 'new-finished', 'old-live', 'old-open']);
  expect(after.seats.some((s) => s.match_id === 'old-finished' || s.match_id === 'old-expired')).toBe(false);
  expect(after.entries.some((e) => e.match_id === 'old-finished')).toBe(false);
  expect(after.entries.filter((e) => e.match_id === 'old-live')).toEqual(before.entries.filter((e) => e.match_id === 'old-live'));

  const files = await readdir(archive);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^coins-\d{8}-\d{6}-old-finished\.json$/);
  const { match, seats } = await loadMatch(join(archive, files[0]), registry);
  expect(match.state).toEqual(seeded.oldFinished.match.state);
  expect(match.outcome()).toEqual(seeded.oldFinished.match.outcome());
  expect(match.moveCount).toBe(seeded.oldFinished.match.moveCount);
  expect(seats).toEqual(['Alice', 'random']);
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-admin-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('admin backup (#14 operator: SQLite online backup)', () => {
  it('copies a store holding a played match while the store is open; the copy reopens with the same rows', async () => {
    const data = join(dir, 'data');
    const store = await Store.open({ dataDir: data });
    try {
      await seedAll(store);
      // Committed rows still in the write-ahead log must be in the copy: a copy of ramparts.db alone could miss them.
      expect(existsSync(join(data, 'ramparts.db-wal'))).toBe(true);
      const copyDir = join(dir, 'copy');
      const { code, out, err } = await run('admin', 'backup', join(copyDir, 'ramparts.db'), '--data-dir', data);
      expect(err).toBe('');
      expect(code).toBe(0);
      const original = await rows(store);
      expect(out).toContain(`6 matches, ${original.entries.length.toLocaleString('en')} logged moves`);
      expect(out).toMatch(/integrity check ok\.\n$/);
      expect(existsSync(join(copyDir, 'ramparts.db-wal'))).toBe(false);
      const copy = await Store.open({ dataDir: copyDir });
      try {
        expect(await rows(copy)).toEqual(original);
      } finally {
        await copy.close();
      }
    } finally {
      await store.close();
    }
  });

  it('never overwrites a file, and sends PostgreSQL to pg_dump', async () => {
    const data = join(dir, 'data');
    const store = await Store.open({ dataDir: data });
    await store.close();
    const taken = join(dir, 'taken.db');
    await writeFile(taken, 'keep me');
    const r = await run('admin', 'backup', taken, '--data-dir', data);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`error: ${taken} already exists: choose a new file name (backups never overwrite).\n`);
    const missing = await run('admin', 'backup', join(dir, 'x.db'), '--data-dir', join(dir, 'nowhere'));
    expect(missing.err).toMatch(/^error: There is no database at .*: check DATA_DIR\.\n$/);
    await expect(backupCommand(join(dir, 'y.db'), { dataDir: data, databaseUrl: 'postgres://db/ramparts' }, pipedIo([]))).rejects.toThrow(/pg_dump/);
  });
});

describe('admin prune (#14 operator: retention)', () => {
  it('archives finished matches older than the date as records that replay, removes old expired ones, keeps the rest (SQLite)', async () => {
    const data = join(dir, 'data');
    const store = await Store.open({ dataDir: data });
    try {
      await pruneAndCheck(store, { dataDir: data }, join(dir, 'archive'));
    } finally {
      await store.close();
    }
  });

  it('keeps a finished match whose record does not replay, and names it; refuses a data directory without a database', async () => {
    const data = join(dir, 'data');
    const store = await Store.open({ dataDir: data });
    try {
      await seed(store, 'gone-game', 'finished', NOW - 30 * DAY);
      await store.db.updateTable('matches').set({ game: 'gone' }).where('id', '=', 'gone-game').execute();
      const io = pipedIo([]);
      await pruneCommand({ finishedBefore: NOW - 10 * DAY, archive: join(dir, 'archive') }, { dataDir: data }, registry, io);
      expect(io.stdout.text).toMatch(/^Nothing finished or expired before .* that can be archived\.\n$/);
      expect(io.stderr.text).toBe('Kept gone-game (gone): its record does not replay: This record is of a game this version does not know: "gone".\n');
      expect((await rows(store)).matches.map((m) => m.id)).toEqual(['gone-game']);
    } finally {
      await store.close();
    }
    const r = await run('admin', 'prune', '--finished-before', '90d', '--data-dir', join(dir, 'typo'));
    expect(r.err).toBe(`error: There is no database at ${join(dir, 'typo', 'ramparts.db')}: check DATA_DIR.\n`);
    expect(existsSync(join(dir, 'typo'))).toBe(false);
  });

  it('--finished-before takes a date or an age in days, and refuses anything else in one line', async () => {
    expect(cutoffOf('2026-01-31')).toBe(Date.UTC(2026, 0, 31));
    expect(cutoffOf('90d', NOW)).toBe(NOW - 90 * DAY);
    const r = await run('admin', 'prune', '--finished-before', 'last tuesday', '--data-dir', dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain('"last tuesday" is not a date: write it like 2026-01-31 (UTC) or as an age like 90d.');
    expect(r.err).not.toMatch(/\n\s+at /);
  });
});

const problem = await needServices(['postgres'], 'the PostgreSQL prune test');

describe.skipIf(problem !== null)('admin prune on PostgreSQL', () => {
  let db: TestSchema | undefined;
  afterAll(async () => {
    await db?.drop();
  });

  it('archives and removes the same matches as on SQLite, and the archived record replays', async () => {
    db = await pgSchema('ramparts_admin');
    const where: AdminStore = { dataDir: dir, databaseUrl: TEST_PG, databaseSchema: db.name };
    const store = await Store.open({ dataDir: dir, databaseUrl: TEST_PG, schema: db.name });
    try {
      await pruneAndCheck(store, where, join(dir, 'archive'));
    } finally {
      await store.close();
    }
  });
});

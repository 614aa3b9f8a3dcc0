import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { RECORD_FORMAT, type MatchRecord, type RecordedMove, type Resignation, type TimeOut, type Variant } from '@ramparts/engine';
import Database from 'better-sqlite3';
import type { EntryRow, MatchRow, SeatRow, Store } from './store.ts';
import { variantsByDigest } from './variants.ts';

/** A maintenance step refused or failed for a reason the operator can act on; the message is one sentence. */
export class MaintenanceError extends Error {
  override readonly name = 'MaintenanceError';
}

export interface BackupResult {
  file: string;
  bytes: number;
  matches: number;
  entries: number;
}

/**
 * Copies a SQLite database with SQLite's online backup API, on a connection of its own: safe while the server
 * writes (a file copy of a live WAL database can miss or tear the last commits). The copy is written beside
 * `dest`, switched to a single self-contained file (no -wal beside it), checked (`integrity_check`) and only
 * then renamed to `dest`. An existing `dest` is never overwritten.
 */
export async function backupSqlite(source: string, dest: string): Promise<BackupResult> {
  if (!existsSync(source)) throw new MaintenanceError(`There is no database at ${source}: check DATA_DIR.`);
  if (existsSync(dest)) throw new MaintenanceError(`${dest} already exists: choose a new file name (backups never overwrite).`);
  await mkdir(dirname(dest), { recursive: true });
  const partial = `${dest}.${randomBytes(4).toString('hex')}.partial`;
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(partial);
  } finally {
    db.close();
  }
  try {
    const copy = new Database(partial, { fileMustExist: true });
    let counts: { matches: number; entries: number };
    try {
      copy.pragma('journal_mode = DELETE');
      const integrity = copy.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new MaintenanceError(`The copy failed SQLite's integrity check (${String(integrity)}); the database itself may be damaged.`);
      counts = copy.prepare('select (select count(*) from matches) as matches, (select count(*) from entries) as entries').get() as { matches: number; entries: number };
    } finally {
      copy.close();
    }
    await rename(partial, dest);
    return { file: dest, bytes: statSync(dest).size, ...counts };
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  }
}

/** The statuses a match never leaves: pruning them cannot race a player. */
const FINISHED = 'finished';
const EXPIRED = 'expired';

export interface PruneOptions {
  /** Matches that reached their status before this moment (ms since epoch) go. */
  before: number;
  /** Where finished matches are written as record files. */
  archive: string;
  /** Only report what would go. */
  dryRun?: boolean;
  /** Matches per transaction (default 100). */
  batch?: number;
  /** A reason the record does not replay, or null when it does: such a match is kept, not archived. */
  check?: (record: MatchRecord) => string | null;
}

export interface PrunedMatch {
  id: string;
  game: string;
  status: string;
  /** When it finished or expired (ms since epoch). */
  at: number;
  moves: number;
  /** The record file written (finished matches, not in a dry run). */
  file?: string;
}

export interface PruneResult {
  archived: PrunedMatch[];
  expired: PrunedMatch[];
  /** Finished matches kept because their record did not replay, with the reason. */
  kept: { id: string; game: string; reason: string }[];
}

/**
 * Retention: finished matches older than `before` are written to `archive` as record files (what `ramparts replay`
 * reads), then removed with their seats and entries, one transaction per batch; expired open matches older than
 * `before` are removed (they never started). Works on both stores. Files are written and synced before the rows
 * go, so a crash in between leaves a match both archived and stored, and the next run writes it again.
 */
export async function prune(store: Store, opts: PruneOptions): Promise<PruneResult> {
  const result: PruneResult = { archived: [], expired: [], kept: [] };
  const ids = (
    await store.db
      .selectFrom('matches')
      .select('id')
      .where('status', 'in', [FINISHED, EXPIRED])
      .where('updated_at', '<', opts.before)
      .orderBy('updated_at')
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  const size = Math.max(1, opts.batch ?? 100);
  if (!opts.dryRun && ids.length > 0) await mkdir(opts.archive, { recursive: true });
  for (let i = 0; i < ids.length; i += size) {
    const batch = ids.slice(i, i + size);
    const rows = await store.db.selectFrom('matches').selectAll().where('id', 'in', batch).execute();
    const seats = await store.seatsOf(batch);
    const entries = await store.db.selectFrom('entries').selectAll().where('match_id', 'in', batch).orderBy('match_id').orderBy('seq').execute();
    const variants = await variantsByDigest(store.db, rows.map((r) => r.variant_digest));
    const doomed: string[] = [];
    for (const row of rows) {
      const record = recordOf(
        row,
        seats.filter((s) => s.match_id === row.id),
        entries.filter((e) => e.match_id === row.id),
        row.variant_digest ? variants.get(row.variant_digest) : undefined,
      );
      const item: PrunedMatch = { id: row.id, game: row.game, status: row.status, at: row.updated_at, moves: record.moves.length };
      if (row.status === EXPIRED) {
        result.expired.push(item);
        doomed.push(row.id);
        continue;
      }
      const reason = opts.check?.(record) ?? null;
      if (reason) {
        result.kept.push({ id: row.id, game: row.game, reason });
        continue;
      }
      if (!opts.dryRun) item.file = await writeRecord(opts.archive, row, record);
      result.archived.push(item);
      doomed.push(row.id);
    }
    if (!opts.dryRun && doomed.length > 0) await syncDir(opts.archive);
    if (!opts.dryRun && doomed.length > 0) await remove(store, doomed);
  }
  return result;
}

/**
 * A finished match as a record file's JSON: the log's moves with undos applied, seat names for people, specs for bots,
 * and the variant it was played with (#32: the row's `variant_digest`, read by the caller), so a replay is exact.
 */
export function recordOf(row: MatchRow, seats: SeatRow[], entries: EntryRow[], variant?: Variant): MatchRecord & { turnBased?: { hours: number | null }; match: { id: string; createdAt: string; finishedAt: string } } {
  const moves: RecordedMove[] = [];
  const resignations: Resignation[] = [];
  const timeouts: TimeOut[] = [];
  for (const e of entries) {
    // An undo takes back the last move (the engine allows it only for the seat that made it, never across a resignation).
    if (e.kind === 'undo') moves.pop();
    else if (e.kind === 'resign') resignations.push({ seat: e.seat, at: moves.length });
    else if (e.kind === 'timeout') {
      const { target, choice } = JSON.parse(e.move ?? '{}') as { target: number; choice: TimeOut['choice'] };
      timeouts.push({ seat: target, at: moves.length, by: e.seat, choice });
    } else moves.push({ seat: e.seat, move: JSON.parse(e.move ?? 'null') as unknown });
  }
  const bySeat = [...seats].sort((a, b) => a.seat - b.seat);
  return {
    format: RECORD_FORMAT,
    game: row.game,
    gameVersion: row.game_version,
    seed: row.seed,
    players: row.players,
    options: JSON.parse(row.options) as unknown,
    moves,
    outcome: row.outcome ? (JSON.parse(row.outcome) as MatchRecord['outcome']) : null,
    seats: bySeat.map((s) => (s.kind === 'bot' ? (s.bot ?? 'bot') : (s.name ?? 'human'))),
    ...(resignations.length > 0 ? { resignations } : {}),
    ...(timeouts.length > 0 ? { timeouts } : {}),
    ...(variant ? { variant } : {}),
    ...turnBasedOf(row.settings),
    // Where it came from: informative, ignored by `replay`.
    match: { id: row.id, createdAt: new Date(row.created_at).toISOString(), finishedAt: new Date(row.updated_at).toISOString() },
  };
}

/** A turn-based match's pace (#30), as its record keeps it (informative, like its seats): from the row's settings. */
export function turnBasedOf(settingsJson: string): { turnBased?: { hours: number | null } } {
  const settings = JSON.parse(settingsJson) as { turnBased?: { hours: number | null } };
  return settings.turnBased ? { turnBased: { hours: settings.turnBased.hours } } : {};
}

function stamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** `<archive>/<game>-<finished, UTC>-<match id>.json`, written whole and synced before the rows may go. */
async function writeRecord(archive: string, row: MatchRow, record: MatchRecord): Promise<string> {
  const safeId = row.id.replace(/[^A-Za-z0-9_-]+/g, '_');
  const file = join(archive, `${row.game}-${stamp(row.updated_at)}-${safeId}.json`);
  const partial = `${file}.partial`;
  const handle = await open(partial, 'w');
  try {
    await handle.writeFile(JSON.stringify(record, null, 2) + '\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  return file;
}

/** Makes the renames of a batch durable (a directory's entries live in the directory). */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot open a directory for syncing; the files themselves are synced.
  }
}

async function remove(store: Store, ids: string[]): Promise<void> {
  await store.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('entries').where('match_id', 'in', ids).execute();
    await tx.deleteFrom('chat').where('match_id', 'in', ids).execute();
    await tx.deleteFrom('seats').where('match_id', 'in', ids).execute();
    await tx.deleteFrom('matches').where('id', 'in', ids).where('status', 'in', [FINISHED, EXPIRED]).execute();
  });
}

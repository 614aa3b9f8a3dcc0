import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isRuleError, Match, type MatchRecord } from '@ramparts/engine';
import type { Registry } from '../env.ts';
import { CliError, say, type Io } from '../io.ts';

/** Which database an admin command works on: the server's own settings (DATA_DIR, DATABASE_URL). */
export interface AdminStore {
  dataDir: string;
  databaseUrl?: string;
  /** A PostgreSQL schema (tests). */
  databaseSchema?: string;
}

/** The store the server in this environment uses; `--data-dir` overrides DATA_DIR. */
export function adminStore(flags: { dataDir?: string }, env: NodeJS.ProcessEnv = process.env): AdminStore {
  return { dataDir: flags.dataDir || env.DATA_DIR || 'data', databaseUrl: env.DATABASE_URL || undefined };
}

const DAY_MS = 24 * 3600_000;

/** `--finished-before`: a date (2026-01-31, or a full ISO time) or an age in days (90d), as ms since epoch. */
export function cutoffOf(value: string, now = Date.now()): number {
  const days = /^\s*(\d+)\s*d\s*$/.exec(value);
  if (days) return now - Number(days[1]) * DAY_MS;
  const t = /^\d{4}-\d{2}-\d{2}/.test(value.trim()) ? Date.parse(value.trim()) : NaN;
  if (!Number.isFinite(t)) throw new CliError(`"${value}" is not a date: write it like 2026-01-31 (UTC) or as an age like 90d.`);
  return t;
}

async function server() {
  return import('@ramparts/server');
}

/** The server's database, opened (and brought up to date) for an admin command; one that does not exist is refused. */
async function openStore(where: AdminStore) {
  const { Store, sqliteFile } = await server();
  // Opening a store creates it: a mistyped DATA_DIR must not become a new, empty database.
  if (!where.databaseUrl && !existsSync(sqliteFile(where.dataDir))) throw new CliError(`There is no database at ${sqliteFile(where.dataDir)}: check DATA_DIR.`);
  try {
    return await Store.open({ dataDir: where.dataDir, databaseUrl: where.databaseUrl, schema: where.databaseSchema, poolSize: 2 });
  } catch (e) {
    throw new CliError(`Cannot open the database (${where.databaseUrl ? 'DATABASE_URL' : where.dataDir}): ${(e as Error).message}`);
  }
}

/** The first line of standard input (a password piped in), without its line end. */
async function firstLine(io: Io): Promise<string> {
  let text = '';
  for await (const chunk of io.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

/**
 * `ramparts admin reset-password <name> [--stdin]`: sets an account's password (#29) to a new random one printed once,
 * or to the first line of standard input; every session of the account is signed out.
 */
export async function resetPasswordCommand(name: string, flags: { stdin?: boolean }, where: AdminStore, io: Io): Promise<void> {
  const { resetPassword, AccountAdminError } = await server();
  const given = flags.stdin ? await firstLine(io) : undefined;
  const store = await openStore(where);
  try {
    const r = await resetPassword(store, name, given);
    const out = `${count(r.signedOut, 'session', 'sessions')} signed out`;
    if (r.generated) {
      say(io.stdout, `New password for ${r.name} (shown once; hand it over privately, and ask them to change it after signing in): ${r.password}`);
      say(io.stdout, `${out}.`);
    } else {
      say(io.stdout, `The password of ${r.name} is set; ${out}.`);
    }
  } catch (e) {
    if (e instanceof AccountAdminError) throw new CliError(e.message);
    throw e;
  } finally {
    await store.close();
  }
}

/** `ramparts admin accounts`: every account, oldest first, with when it was made and its open sessions. */
export async function accountsCommand(where: AdminStore, io: Io): Promise<void> {
  const { listAccounts } = await server();
  const store = await openStore(where);
  try {
    const list = await listAccounts(store);
    if (list.length === 0) return say(io.stdout, 'No accounts yet.');
    say(io.stdout, `${count(list.length, 'account', 'accounts')}:`);
    for (const a of list) say(io.stdout, `  ${a.name}  since ${new Date(a.createdAt).toISOString().slice(0, 10)}  ${count(a.sessions, 'open session', 'open sessions')}`);
  } finally {
    await store.close();
  }
}

/**
 * `ramparts admin ratings --rebuild`: empties the ratings and co-operative records and counts every stored finished
 * match again, oldest first (#29); without --rebuild it says what it would do. The same matches give the same numbers.
 */
export async function ratingsCommand(flags: { rebuild?: boolean }, where: AdminStore, registry: Registry, io: Io): Promise<void> {
  if (!flags.rebuild) return say(io.stdout, 'Ratings and records are counted as matches end. To count every stored finished match again from its log (after a restore, or a counting that failed), run: ramparts admin ratings --rebuild');
  const { rebuildRatings } = await server();
  const store = await openStore(where);
  try {
    const r = await rebuildRatings(store, { games: registry.games, findGame: (id) => registry.findGame(id) });
    say(io.stdout, `Ratings and records rebuilt from the finished matches: ${count(r.rated, 'rated match', 'rated matches')}, ${count(r.coop, 'co-operative match', 'co-operative matches')}.`);
  } finally {
    await store.close();
  }
}

/** `ramparts admin backup <file>`: SQLite's online backup of the server's database, checked, never over a file. */
export async function backupCommand(file: string, where: AdminStore, io: Io): Promise<void> {
  if (where.databaseUrl) throw new CliError('This server keeps its matches in PostgreSQL (DATABASE_URL): back it up with pg_dump or pg_basebackup, as docs/operations.md describes.');
  const { backupSqlite, sqliteFile, MaintenanceError } = await server();
  const source = sqliteFile(where.dataDir);
  try {
    const r = await backupSqlite(source, file);
    say(io.stdout, `Backed up ${source} to ${r.file}: ${count(r.matches, 'match', 'matches')}, ${count(r.entries, 'logged move', 'logged moves')}, ${bytes(r.bytes)}; integrity check ok.`);
  } catch (e) {
    if (e instanceof MaintenanceError) throw new CliError(e.message);
    throw e;
  }
}

export interface PruneFlags {
  /** Ms since epoch (see `cutoffOf`). */
  finishedBefore: number;
  archive?: string;
  dryRun?: boolean;
}

/**
 * `ramparts admin prune --finished-before <date>`: finished matches older than the date are archived as record files
 * (each checked to replay first; one that does not is kept) and removed; expired open matches are removed.
 */
export async function pruneCommand(flags: PruneFlags, where: AdminStore, registry: Registry, io: Io): Promise<void> {
  const { prune } = await server();
  const archive = flags.archive ?? join('records', 'archive');
  const store = await openStore(where);
  try {
    const check = (record: MatchRecord): string | null => {
      try {
        Match.replay(record, (id) => registry.findGame(id));
        return null;
      } catch (e) {
        if (isRuleError(e)) return e.message;
        throw e;
      }
    };
    const r = await prune(store, { before: flags.finishedBefore, archive, dryRun: flags.dryRun, check });
    const when = new Date(flags.finishedBefore).toISOString();
    const finished = count(r.archived.length, 'finished match', 'finished matches');
    const expired = count(r.expired.length, 'expired open match', 'expired open matches');
    if (r.archived.length + r.expired.length === 0) {
      say(io.stdout, `Nothing finished or expired before ${when}${r.kept.length ? ' that can be archived' : ''}.`);
    } else if (flags.dryRun) {
      say(io.stdout, `Would archive ${finished} to ${archive} and remove ${r.archived.length === 1 ? 'it' : 'them'}, and remove ${expired} (before ${when}):`);
      for (const m of [...r.archived, ...r.expired]) say(io.stdout, `  ${m.id}  ${m.game}  ${m.status} ${new Date(m.at).toISOString()}  ${count(m.moves, 'move', 'moves')}`);
    } else {
      say(io.stdout, `Archived ${finished} to ${archive} and removed ${r.archived.length === 1 ? 'it' : 'them'}; removed ${expired} (before ${when}).`);
    }
    for (const k of r.kept) say(io.stderr, `Kept ${k.id} (${k.game}): its record does not replay: ${k.reason}`);
  } finally {
    await store.close();
  }
}

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

function bytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

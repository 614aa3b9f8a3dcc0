// Small facts about processes and HTTP the benchmark needs: a pause, a JSON POST, a process's CPU time.
import { readFileSync } from 'node:fs';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function post<T>(url: string, body: unknown): Promise<T> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return (await r.json()) as T;
}

/** CPU time (user + system, ms) in a /proc stat file: a process's (every thread) or one thread's; NaN when unreadable. */
function cpuIn(statFile: string): number {
  try {
    const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

/** CPU time (user + system, ms) a process has used so far, every thread included, from /proc (Linux); NaN elsewhere. */
export const cpuOf = (pid: number | undefined): number => cpuIn(`/proc/${pid}/stat`);

/**
 * The same, and the part its main thread (the event loop) used: the rest went to its other threads (a SQLite
 * thread, V8's garbage-collection helpers, bot workers).
 */
export const threadsCpuOf = (pid: number | undefined): { all: number; main: number } => ({ all: cpuOf(pid), main: cpuIn(`/proc/${pid}/task/${pid}/stat`) });

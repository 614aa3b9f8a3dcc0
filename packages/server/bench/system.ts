// Small facts about processes and HTTP the benchmark needs: a pause, a JSON POST, a process's CPU time.
import { readFileSync } from 'node:fs';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function post<T>(url: string, body: unknown): Promise<T> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return (await r.json()) as T;
}

/** CPU time (user + system, ms) a process has used so far, every thread included, from /proc (Linux); NaN elsewhere. */
export function cpuOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

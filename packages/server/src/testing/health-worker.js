// Asks a server's `/healthz` every `everyMs` (one request at a time) from a thread of its own, so a stalled
// server loop cannot also stall the asking (a poller on the server's own thread would just ask late and see a
// quick answer). Keeps the slowest answer per phase; driven by testing/crowd.ts.
/* global performance, setTimeout, fetch, AbortSignal */
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string; everyMs: number }} */
const { url, everyMs } = workerData;
// The first answer (a new thread, a new connection) is not the server's doing: it is kept apart as 'warm-up'.
let phase = 'warm-up';
let stopped = false;
/** @type {Record<string, { max: number; count: number; over100: number }>} */
const phases = {};
/** @type {string[]} */
const failures = [];

parentPort.on('message', (m) => {
  if (m.type === 'phase') phase = m.phase;
  if (m.type === 'stop') stopped = true;
});

while (!stopped) {
  const now = phase;
  const t0 = performance.now();
  try {
    const r = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(30_000) });
    await r.text();
    if (!r.ok) failures.push(`${now}: HTTP ${r.status}`);
  } catch (e) {
    failures.push(`${now}: ${e.message}`);
  }
  const ms = performance.now() - t0;
  const p = (phases[now] ??= { max: 0, count: 0, over100: 0 });
  p.max = Math.max(p.max, ms);
  p.count++;
  if (ms >= 100) p.over100++;
  await new Promise((r) => setTimeout(r, everyMs));
}
parentPort.postMessage({ phases, failures });

// Drives many concurrent matches through real Socket.IO clients on loopback against a real `ramparts serve`
// process, and prints sustained acknowledged moves per second and acknowledgement latency (p50/p95/p99,
// measured by the client from sending a move to receiving its acknowledgement, which the server sends only
// after the move's row is committed).
//
// Each client plays random legal moves taken from the last state it received; a finished match is replaced
// by a new one. A step is `clients` or `clients@think`: with a think time (ms) a client waits that long
// before each move (people do), without one it moves as soon as it may (saturation).
//
// A step `spectators:N` is a crowd instead: N spectators (from a worker thread, 20 handshakes in flight) join
// one coins duel, watch its two players make moves, and leave (50 every 50 ms); a second worker thread asks
// `/healthz` every 50 ms throughout. It reports the connect and close times and the slowest `/healthz` answer
// of each phase, in a table of its own.
//
// Every client comes from 127.0.0.1: the server is started with per-address limits (connections, HTTP rates)
// raised above what a step needs.
//
//   BENCH_STEPS     steps (default 100,500,1000,1000@200,1000@1000,spectators:2000)
//   BENCH_CLIENTS   older spelling of the counts
//   BENCH_STORES    sqlite,postgres (default both)             BENCH_PG       the PostgreSQL server
//   BENCH_SECONDS   measured seconds per step (default 10)     BENCH_WARMUP   seconds before measuring (2)
//   BENCH_DEADLINE  seconds for the whole run (default 900)    BENCH_PROF     directory: the server writes a .cpuprofile
//   BENCH_NODE_ARGS flags for the server's node (e.g. --max-semi-space-size=64)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { Crowd, HealthWatch } from '../src/testing/crowd.ts';
import { kill, spawnServer, type ServerProcess } from '../src/testing/process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const stepNames = (process.env.BENCH_STEPS ?? process.env.BENCH_CLIENTS ?? '100,500,1000,1000@200,1000@1000,spectators:2000').split(',');
const steps = stepNames
  .filter((s) => !s.startsWith('spectators:'))
  .map((s) => {
    const [n, think] = s.split('@');
    return { clients: Number(n), think: Number(think ?? 0) };
  });
const crowds = stepNames.filter((s) => s.startsWith('spectators:')).map((s) => Number(s.slice('spectators:'.length)));
/** Every client is on 127.0.0.1: limits per address go above what any step needs. */
const LIMITS = { MAX_CONNECTIONS_PER_IP: '100000', RATE_LIMIT_PER_MINUTE: '1000000', CREATE_LIMIT_PER_MINUTE: '1000000' };
const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',');
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const deadline = Date.now() + Number(process.env.BENCH_DEADLINE ?? 900) * 1000;
/** Setting up the clients of one step may take this long; the step runs with whoever connected by then. */
const SETUP_MS = 60_000;
const ACK_TIMEOUT_MS = 10_000;

interface State {
  seq: number;
  status: string;
  moves: { move: unknown }[];
}

interface Row {
  store: string;
  clients: number;
  think: number;
  connected: number;
  moves: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  /** Server process CPU (user + system) per acknowledged move, ms. */
  cpuPerMove: number;
  serverCpu: number;
  clientCpu: number;
  problems: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post<T>(url: string, body: unknown): Promise<T> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return (await r.json()) as T;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

async function prepareStore(store: string): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> } | string> {
  if (store === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'ramparts-bench-'));
    return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `ramparts_bench_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: PG, connectionTimeoutMillis: 5000 });
  try {
    await c.connect();
    await c.query(`create schema ${schema}`);
  } catch (e) {
    return `PostgreSQL unreachable: ${(e as Error).message}`;
  } finally {
    await c.end().catch(() => undefined);
  }
  return {
    env: { DATABASE_URL: `${PG}?options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    cleanup: async () => {
      const d = new pg.Client({ connectionString: PG, connectionTimeoutMillis: 5000 });
      await d.connect();
      await d.query(`drop schema ${schema} cascade`);
      await d.end();
    },
  };
}

/** SIGTERM (a graceful close), then SIGKILL if the server has not exited within 10 s. */
async function stop(server: ServerProcess): Promise<void> {
  const t0 = Date.now();
  const t = setTimeout(() => {
    console.error(`the server did not exit within 10 s of SIGTERM: killed\n${server.output().slice(-2000)}`);
    server.child.kill('SIGKILL');
  }, 10_000);
  await kill(server, 'SIGTERM');
  clearTimeout(t);
  if (process.env.BENCH_DEBUG) console.error(`server stopped in ${Date.now() - t0} ms\n${server.output().split('\n').filter((l) => l.includes('closing')).join('\n')}`);
}

async function run<T>(store: string, step: (server: ServerProcess) => Promise<T>): Promise<T | string> {
  const prepared = await prepareStore(store);
  if (typeof prepared === 'string') return prepared;
  let server: ServerProcess | null = null;
  try {
    server = await spawnServer({ ...prepared.env, ...LIMITS, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error' }, 30_000, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [])]);
    return await step(server);
  } finally {
    if (server) await stop(server);
    await prepared.cleanup().catch(() => undefined);
  }
}

async function drive(server: ServerProcess, store: string, clients: number, think: number): Promise<Row> {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  let measuring = false;
  let stopped = false;
  /** Nobody moves until every table of the step is seated, so the step really has `clients` connections. */
  let started = false;
  const held: (() => void)[] = [];
  let connectFailed = 0;
  let tableFailed = 0;
  let ackTimeouts = 0;
  let dropped = 0;
  let live = 0;
  let peak = 0;
  const sockets = new Set<Socket>();
  const note = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

  const table = async (): Promise<void> => {
    const m = await post<{ id: string }>(`${server.url}/api/matches`, { game: 'coins', players: 2, visibility: 'public' });
    const seats = await Promise.all([0, 1].map((seat) => post<{ credential: string }>(`${server.url}/api/matches/${m.id}/join`, { seat })));
    let finished = 0;
    await Promise.all(
      seats.map(
        (s, seat) =>
          new Promise<void>((resolve) => {
            const socket = io(server.url, { auth: { match: m.id, seat, credential: s.credential }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000 });
            sockets.add(socket);
            let busy = false;
            let waiting = false;
            let latest: State | null = null;
            /** The state a move may be chosen from: newer than the one the last move was chosen from. */
            let after = -1;
            const send = () => {
              waiting = false;
              const st = latest;
              if (stopped || busy || !st || st.seq <= after || st.status !== 'live' || st.moves.length === 0) return;
              busy = true;
              after = st.seq;
              const move = st.moves[Math.floor(Math.random() * st.moves.length)].move;
              const t = performance.now();
              socket.timeout(ACK_TIMEOUT_MS).emit('move', { move, seq: st.seq }, (err: Error | null, r?: { ok: boolean; code?: string; state?: State }) => {
                busy = false;
                if (!measuring || stopped) {
                  // not counted
                } else if (err) {
                  if (socket.connected) ackTimeouts++;
                } else if (r?.ok) latencies.push(performance.now() - t);
                else note(refused, r?.code ?? 'unknown');
                if (r?.state) onState(r.state);
                else act();
              });
            };
            const act = () => {
              if (!started) return void held.push(act);
              if (think <= 0) return send();
              if (!waiting && !busy) {
                waiting = true;
                setTimeout(send, think * (0.5 + Math.random()));
              }
            };
            socket.on('connect', () => {
              live++;
              peak = Math.max(peak, live);
              resolve();
            });
            socket.on('connect_error', () => {
              connectFailed++;
              sockets.delete(socket);
              resolve();
            });
            socket.on('disconnect', (reason) => {
              live--;
              sockets.delete(socket);
              if (!stopped && reason !== 'io client disconnect') dropped++;
            });
            const onState = (st: State) => {
              if (stopped) return;
              if (st.status === 'finished') {
                socket.disconnect();
                if (++finished === 2 && !stopped) void table().catch(() => tableFailed++);
                return;
              }
              if (latest && st.seq < latest.seq) return;
              latest = st;
              act();
            };
            socket.on('state', onState);
          }),
      ),
    );
  };

  // Bounded setup: 25 tables at a time, until all are seated or SETUP_MS (or the global deadline) is up.
  const setupStart = Date.now();
  const setupEnd = Math.min(Date.now() + SETUP_MS, deadline - (seconds + warmup + 10) * 1000);
  for (let i = 0; i < clients / 2 && Date.now() < setupEnd; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, clients / 2 - i) }, () => table().catch(() => tableFailed++)));
    if (process.env.BENCH_DEBUG) console.error(`setup: ${i + 25} tables, ${live} connected, ${Date.now() - setupStart} ms`);
  }
  started = true;
  held.splice(0).forEach((go) => go());
  await sleep(warmup * 1000);
  const connected = live;
  const cpu0 = cpuOf(server.child.pid);
  const mine0 = process.cpuUsage();
  measuring = true;
  const t0 = performance.now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuOf(server.child.pid) - cpu0;
  const mine = process.cpuUsage(mine0);
  stopped = true;
  for (const s of sockets) s.disconnect();

  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  const problems: string[] = [];
  if (peak < clients) problems.push(`at most ${peak}/${clients} connected`);
  if (connectFailed) problems.push(`${connectFailed} connections refused`);
  if (tableFailed) problems.push(`${tableFailed} tables not set up`);
  if (dropped) problems.push(`${dropped} connections dropped`);
  if (ackTimeouts) problems.push(`${ackTimeouts} acks timed out`);
  for (const [code, n] of refused) problems.push(`${n} refused (${code})`);
  return {
    store,
    clients,
    think,
    connected,
    moves: latencies.length,
    rate: latencies.length / elapsed,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    cpuPerMove: cpu / Math.max(1, latencies.length),
    serverCpu: cpu / 10 / elapsed,
    clientCpu: (mine.user + mine.system) / 1e4 / elapsed,
    problems,
  };
}

interface CrowdRow {
  connected: number;
  connectMs: number;
  moves: number;
  closeMs: number;
  /** The slowest `/healthz` answer per phase, ms. */
  healthz: { connect: number; play: number; close: number };
  problems: string[];
}

interface Seats {
  spectators: number;
}

/** Resolves when `check` holds, tested every 20 ms, or rejects after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  for (const end = Date.now() + ms; !check(); await sleep(20)) if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
}

/** The `spectators:N` step: N spectators connect to one duel, watch `MOVES` moves, and leave. */
async function watch(server: ServerProcess, n: number): Promise<CrowdRow> {
  const MOVES = 20;
  const problems: string[] = [];
  const m = await post<{ id: string }>(`${server.url}/api/matches`, { game: 'coins', players: 2, visibility: 'public' });
  const credentials = await Promise.all([0, 1].map((seat) => post<{ credential: string }>(`${server.url}/api/matches/${m.id}/join`, { seat })));
  const latest: (State | null)[] = [null, null];
  let seats: Seats | null = null;
  const players = credentials.map((c, seat) => {
    const socket = io(server.url, { auth: { match: m.id, seat, credential: c.credential }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('state', (st: State) => (latest[seat] = !latest[seat] || st.seq >= latest[seat]!.seq ? st : latest[seat]));
    socket.on('seats', (list: Seats) => (seats = list));
    return socket;
  });
  const health = new HealthWatch(server.url);
  const crowd = new Crowd(server.url, m.id);
  try {
    await until(() => latest.every((s) => s !== null), 10_000, 'the players’ first states');
    health.phase('connect');
    const joined = await crowd.connect(n, 20);
    if (joined.refused) problems.push(`${joined.refused} refused (${Object.entries(joined.refusals).map(([k, v]) => `${k}: ${v}`).join(', ')})`);
    await until(() => (seats as Seats | null)?.spectators === joined.connected, 10_000, 'the spectators count').catch((e: Error) => problems.push(e.message));

    health.phase('play');
    let moves = 0;
    for (; moves < MOVES; moves++) {
      const seat = latest.findIndex((s) => s !== null && s.status === 'live' && s.moves.length > 0 && s.seq === Math.max(latest[0]!.seq, latest[1]!.seq));
      if (seat < 0) break;
      const st = latest[seat]!;
      const r = (await players[seat].timeout(ACK_TIMEOUT_MS).emitWithAck('move', { move: st.moves[Math.floor(Math.random() * st.moves.length)].move, seq: st.seq })) as { ok: boolean; seq?: number; code?: string; state?: State };
      if (!r.ok) {
        problems.push(`a move refused (${r.code})`);
        break;
      }
      if (r.state) latest[seat] = r.state;
      await until(() => latest.every((s) => s!.seq >= r.seq!), 10_000, 'the broadcast');
    }
    const last = Math.max(latest[0]!.seq, latest[1]!.seq);
    for (const end = Date.now() + 30_000; (await crowd.stats()).minSeq < last; await sleep(50)) {
      if (Date.now() > end) {
        problems.push('some spectators never saw the last move');
        break;
      }
    }

    health.phase('close');
    const t0 = performance.now();
    await crowd.close(50, 50);
    await until(() => (seats as Seats | null)?.spectators === 0, 30_000, 'the spectators to be gone').catch((e: Error) => problems.push(e.message));
    const closeMs = performance.now() - t0;
    health.phase('after');
    const report = await health.stop();
    const after = await crowd.stats();
    if (after.dropped) problems.push(`${after.dropped} connections dropped`);
    if (report.failures.length) problems.push(`${report.failures.length} /healthz failures`);
    const max = (phase: string) => report.phases[phase]?.max ?? NaN;
    return { connected: joined.connected, connectMs: joined.ms ?? NaN, moves, closeMs, healthz: { connect: max('connect'), play: max('play'), close: max('close') }, problems };
  } finally {
    players.forEach((p) => p.disconnect());
    await crowd.end();
    await health.stop().catch(() => undefined);
  }
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
console.log(`${seconds} s per step after ${warmup} s of warm-up; server: \`ramparts serve\` (one process); clients: this process.`);
console.log('');
console.log(`| store | clients | think ms | moves/s | ack p50 ms | ack p95 ms | ack p99 ms | server CPU % | server CPU ms/move | bench client CPU % | problems |`);
console.log(`|---|---|---|---|---|---|---|---|---|---|---|`);
const timer = setTimeout(() => {
  console.log(`| (stopped: the ${process.env.BENCH_DEADLINE ?? 900} s deadline of the whole run passed) | | | | | | | | | | |`);
  process.exit(1);
}, deadline - Date.now());
timer.unref();
for (const store of stores) {
  for (const { clients, think } of steps) {
    if (Date.now() > deadline - (seconds + warmup + 15) * 1000) {
      console.log(`| ${store} | ${clients} | ${think} | skipped: not enough time before the deadline | | | | | | | |`);
      continue;
    }
    let r: Row | string;
    try {
      r = await run(store, (server) => drive(server, store, clients, think));
    } catch (e) {
      r = `failed: ${(e as Error).message.split('\n')[0]}`;
    }
    if (typeof r === 'string') {
      console.log(`| ${store} | ${clients} | ${think} | ${r} | | | | | | | |`);
      continue;
    }
    console.log(
      `| ${store} | ${clients} | ${think || '—'} | ${Math.round(r.rate)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.serverCpu, 0)} | ${fmt(r.cpuPerMove, 2)} | ${fmt(r.clientCpu, 0)} | ${r.problems.join('; ') || '—'} |`,
    );
  }
}
if (crowds.length > 0) {
  console.log('');
  console.log('Spectators of one coins duel (2 players making moves); `/healthz` asked every 50 ms from another thread, slowest answer per phase.');
  console.log('');
  console.log('| store | spectators | connected | connect s | healthz max connect ms | moves | healthz max play ms | close s | healthz max close ms | problems |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const store of stores) {
    for (const n of crowds) {
      if (Date.now() > deadline - 90_000) {
        console.log(`| ${store} | ${n} | skipped: not enough time before the deadline | | | | | | | |`);
        continue;
      }
      let r: CrowdRow | string;
      try {
        r = await run(store, (server) => watch(server, n));
      } catch (e) {
        r = `failed: ${(e as Error).message.split('\n')[0]}`;
      }
      if (typeof r === 'string') console.log(`| ${store} | ${n} | ${r} | | | | | | | |`);
      else console.log(`| ${store} | ${n} | ${r.connected} | ${fmt(r.connectMs / 1000, 2)} | ${fmt(r.healthz.connect, 0)} | ${r.moves} | ${fmt(r.healthz.play, 0)} | ${fmt(r.closeMs / 1000, 2)} | ${fmt(r.healthz.close, 0)} | ${r.problems.join('; ') || '—'} |`);
    }
  }
}
process.exit(0);

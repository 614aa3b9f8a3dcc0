// The one driver every server is measured with. `clients` connections in pairs at tables of that server; each
// seat plays a random legal move from the last state it received (after the step's think time), a finished
// match is replaced by a new one through the server's lobby, and nobody moves until every table is seated.
// After the warm-up, for the measured seconds: moves answered `ok`, the latency from sending a move to receiving
// the answer that carries the mover's new state, the server's CPU, and the bytes that arrive (see main.ts).
import { sleep, threadsCpuOf } from './system.ts';
import { deadline, debug, seconds, warmup, type Step } from './config.ts';
import type { SeatConnection, SeatState } from './seat.ts';
import type { RunningServer, Target } from './targets.ts';

/** Setting up the clients of one step may take this long; the step runs with whoever connected by then. */
const SETUP_MS = 60_000;
const ANSWER_TIMEOUT_MS = 10_000;
/** Tables being set up at once. */
const SETUP_BATCH = 25;

export interface Row {
  target: string;
  /** The round of the moves steps it was measured in (BENCH_REPEAT), from 1. */
  round: number;
  clients: number;
  think: number;
  connected: number;
  moves: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  /** Server process CPU (user + system, every thread) per answered move, ms. */
  cpuPerMove: number;
  /** The part of it the server's main thread used (the event loop); the rest went to its other threads. */
  mainCpuPerMove: number;
  serverCpu: number;
  /** Payload bytes of the packets that answered moves, per answered move. */
  bytesToMover: number;
  /** Payload bytes of every other packet the tables' connections received, per answered move. */
  bytesToOthers: number;
  clientCpu: number;
  problems: string[];
}

export async function drive(target: Target, server: RunningServer, { clients, think }: Step, round = 1): Promise<Row> {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  let measuring = false;
  let stopped = false;
  /** Nobody moves until every table of the step is seated, so the step really has `clients` connections. */
  let started = false;
  const held: (() => void)[] = [];
  let connectFailed = 0;
  let tableFailed = 0;
  let timeouts = 0;
  let dropped = 0;
  let live = 0;
  let peak = 0;
  let bytesToMover = 0;
  let bytesToOthers = 0;
  const open = new Set<SeatConnection>();

  const seatUp = (conn: SeatConnection, onFinished: () => void): void => {
    let busy = false;
    let waiting = false;
    let latest: SeatState | null = null;
    /** The version the last move was chosen from: the next one needs a newer state. */
    let after = -1;
    /** The match ended for this seat (its last state may come both as an answer and as a broadcast). */
    let done = false;
    const send = () => {
      waiting = false;
      const st = latest;
      if (stopped || done || busy || !st || st.version <= after || !st.live || st.moves.length === 0) return;
      busy = true;
      after = st.version;
      const move = st.moves[Math.floor(Math.random() * st.moves.length)];
      const t = performance.now();
      conn.move(move, st, ANSWER_TIMEOUT_MS).then(
        (answer) => {
          busy = false;
          if (measuring && !stopped) {
            if (answer.ok) latencies.push(performance.now() - t);
            else refused.set(answer.code, (refused.get(answer.code) ?? 0) + 1);
          }
          // Several packets read in one go are handled before this runs: a newer state may already be here.
          if (answer.state) onState(answer.state);
          act();
        },
        () => {
          busy = false;
          if (measuring && !stopped) timeouts++;
        },
      );
    };
    const act = () => {
      if (!started) return void held.push(act);
      if (think <= 0) return send();
      if (!waiting && !busy) {
        waiting = true;
        setTimeout(send, think * (0.5 + Math.random()));
      }
    };
    const onState = (st: SeatState) => {
      if (stopped || done) return;
      if (st.finished) {
        done = true;
        close(conn);
        onFinished();
        return;
      }
      if (latest && st.version < latest.version) return;
      latest = st;
      act();
    };
    conn.onState(onState);
    conn.onBytes((n, answer) => {
      if (!measuring) return;
      if (answer) bytesToMover += n;
      else bytesToOthers += n;
    });
    conn.onDrop(() => {
      if (!open.delete(conn)) return;
      live--;
      if (!stopped) dropped++;
    });
  };

  const close = (conn: SeatConnection) => {
    if (open.delete(conn)) live--;
    conn.close();
  };

  const table = async (): Promise<void> => {
    const seats = await target.protocol.openTable(server.url);
    let finished = 0;
    const onFinished = () => {
      if (++finished === seats.length && !stopped) void table().catch(() => tableFailed++);
    };
    for (const conn of seats) seatUp(conn, onFinished);
    await Promise.all(
      seats.map(async (conn) => {
        if (await conn.ready) {
          if (stopped) return conn.close();
          open.add(conn);
          live++;
          peak = Math.max(peak, live);
        } else connectFailed++;
      }),
    );
  };

  // Bounded setup: SETUP_BATCH tables at a time, until all are seated or SETUP_MS (or the run's deadline) is up.
  const setupStart = Date.now();
  const setupEnd = Math.min(Date.now() + SETUP_MS, deadline - (seconds + warmup + 10) * 1000);
  for (let i = 0; i < clients / 2 && Date.now() < setupEnd; i += SETUP_BATCH) {
    await Promise.all(Array.from({ length: Math.min(SETUP_BATCH, clients / 2 - i) }, () => table().catch(() => tableFailed++)));
    if (debug) console.error(`setup: ${i + SETUP_BATCH} tables, ${live} connected, ${Date.now() - setupStart} ms`);
  }
  started = true;
  held.splice(0).forEach((go) => go());
  await sleep(warmup * 1000);
  const connected = live;
  const cpu0 = threadsCpuOf(server.pid);
  const mine0 = process.cpuUsage();
  measuring = true;
  const t0 = performance.now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu1 = threadsCpuOf(server.pid);
  const cpu = cpu1.all - cpu0.all;
  const mine = process.cpuUsage(mine0);
  stopped = true;
  for (const conn of [...open]) close(conn);

  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  const moves = latencies.length;
  const problems: string[] = [];
  if (peak < clients) problems.push(`at most ${peak}/${clients} connected`);
  if (connectFailed) problems.push(`${connectFailed} connections refused`);
  if (tableFailed) problems.push(`${tableFailed} tables not set up`);
  if (dropped) problems.push(`${dropped} connections dropped`);
  if (timeouts) problems.push(`${timeouts} answers timed out`);
  for (const [code, n] of refused) problems.push(`${n} refused (${code})`);
  problems.push(...(target.protocol.problems?.() ?? []));
  return {
    target: target.name,
    round,
    clients,
    think,
    connected,
    moves,
    rate: moves / elapsed,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    cpuPerMove: cpu / Math.max(1, moves),
    mainCpuPerMove: (cpu1.main - cpu0.main) / Math.max(1, moves),
    serverCpu: cpu / 10 / elapsed,
    bytesToMover: moves ? bytesToMover / moves : NaN,
    bytesToOthers: moves ? bytesToOthers / moves : NaN,
    clientCpu: (mine.user + mine.system) / 1e4 / elapsed,
    problems,
  };
}

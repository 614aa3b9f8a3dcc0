// The `spectators:N` step: N spectators (from a worker thread, 20 handshakes in flight) join one coins duel of
// `ramparts serve`, watch its two players make moves, and leave (50 every 50 ms); a second worker thread asks
// `/healthz` every 50 ms throughout.
import { io } from 'socket.io-client';
import { Crowd, HealthWatch } from '../src/testing/crowd.ts';
import { post, sleep } from './system.ts';

const MOVES = 20;
const ACK_TIMEOUT_MS = 10_000;

export interface CrowdRow {
  connected: number;
  connectMs: number;
  moves: number;
  closeMs: number;
  /** The slowest `/healthz` answer per phase, ms. */
  healthz: { connect: number; play: number; close: number };
  problems: string[];
}

interface State {
  seq: number;
  status: string;
  moves: { move: unknown }[];
}

interface Seats {
  spectators: number;
}

/** Resolves when `check` holds, tested every 20 ms, or rejects after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  for (const end = Date.now() + ms; !check(); await sleep(20)) if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
}

export async function watch(url: string, n: number): Promise<CrowdRow> {
  const problems: string[] = [];
  const m = await post<{ id: string }>(`${url}/api/matches`, { game: 'coins', players: 2, visibility: 'public' });
  const credentials = await Promise.all([0, 1].map((seat) => post<{ credential: string }>(`${url}/api/matches/${m.id}/join`, { seat })));
  const latest: (State | null)[] = [null, null];
  let seats: Seats | null = null;
  const players = credentials.map((c, seat) => {
    const socket = io(url, { auth: { match: m.id, seat, credential: c.credential }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('state', (st: State) => (latest[seat] = !latest[seat] || st.seq >= latest[seat]!.seq ? st : latest[seat]));
    socket.on('seats', (list: Seats) => (seats = list));
    return socket;
  });
  const health = new HealthWatch(url);
  const crowd = new Crowd(url, m.id);
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

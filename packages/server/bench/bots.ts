// The `bots:N` step: N live matches of `ramparts serve` spread over the five games, two seats each (the smallest
// count with a person and a bot): seat 0 a simulated person who plays a random legal move about every 2 s, seat 1
// a bot at the step's level. A finished match is replaced through the lobby. After the warm-up, for the measured
// seconds:
//   think    the server's `ramparts_bot_think_seconds` (a job's running time on a worker, every outcome) between
//            two scrapes of `/metrics`, its percentiles estimated from the buckets (0.01 … 30 s);
//   wait     `ramparts_bot_wait_seconds` likewise (a job's time in the queue before a worker took it);
//   felt     what the person's client sees: from the last state in which the bot may act to the next state the
//            bot's move brings (a state the person did not cause), per bot move: queue, think, commit and wire;
//   fallbacks the difference of `ramparts_bot_fallbacks_total` (every game and reason);
//   server CPU the server process (every thread: the bot workers too), from /proc.
import { io, type Socket } from 'socket.io-client';
import { cpuOf, post, sleep } from './system.ts';
import { debug, deadline, seconds, warmup } from './config.ts';
import { bucketsBetween, counter, histogram, observations, quantile, quantileOf, type BotStep } from './bots-step.ts';

/** Every game, with the options GET /api/games gives by default (coins: a duel; tracks: co-op, 2 seats). */
export const BOT_GAMES = ['coins', 'cards', 'tracks', 'dice', 'crystal'];
const PERSON = 0;
const BOT = 1;
/** The person moves about this often (between half and one and a half of it). */
const PERSON_PACE_MS = 2000;
const SETUP_BATCH = 25;
const SETUP_MS = 120_000;
const ACK_TIMEOUT_MS = 10_000;

export interface BotRow {
  level: string;
  asked: number;
  setUp: number;
  botMoves: number;
  think: { p50: number; p95: number; p99: number };
  waitP95: number;
  felt: { p50: number; p95: number; p99: number; moves: number };
  /** The game whose felt p95 is the highest, with it (ms). */
  slowest: string;
  fallbacks: number;
  personMoves: number;
  serverCpu: number;
  problems: string[];
}

/** The part of the `state` event the person reads. */
interface WireState {
  seq: number;
  status: string;
  actors: number[];
  moves: { move: unknown }[];
}

type Ack = { ok: true; seq: number; state?: WireState } | { ok: false; code: string };

const scrape = async (url: string) => {
  const r = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (!r.ok) throw new Error(`${url}/metrics: HTTP ${r.status}`);
  return r.text();
};

export async function playBots(url: string, pid: number | undefined, step: BotStep & { matches: number }): Promise<BotRow> {
  const felt = new Map<string, number[]>(BOT_GAMES.map((g) => [g, []]));
  const refused = new Map<string, number>();
  const sockets = new Set<Socket>();
  let measuring = false;
  let stopped = false;
  let setUp = 0;
  let tableFailed = 0;
  let dropped = 0;
  let timeouts = 0;
  let personMoves = 0;

  /** One match: create, take the person's seat, connect; its person plays until it finishes, then a new one. */
  const table = async (game: string): Promise<void> => {
    const m = await post<{ id: string }>(`${url}/api/matches`, { game, players: 2, seats: ['human', step.level], visibility: 'public' });
    const { credential } = await post<{ credential: string }>(`${url}/api/matches/${m.id}/join`, { seat: PERSON });
    const socket = io(url, { auth: { match: m.id, seat: PERSON, credential }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000 });
    sockets.add(socket);
    let seq = -1;
    let latest: WireState | null = null;
    /** When the bot could first act in the latest state (null: it may not). */
    let botSince: number | null = null;
    let pending = false;
    let busy = false;
    let over = false;

    const see = (st: WireState, mine: boolean) => {
      if (stopped || over || st.seq <= seq) return;
      const now = performance.now();
      // A state the person did not cause is the bot's move (two seats, no clocks).
      if (!mine && botSince !== null && seq >= 0 && measuring) felt.get(game)!.push(now - botSince);
      seq = st.seq;
      latest = st;
      botSince = st.status === 'live' && st.actors.includes(BOT) ? now : null;
      if (st.status === 'finished') {
        over = true;
        sockets.delete(socket);
        socket.disconnect();
        if (!stopped) void table(game).catch(() => tableFailed++);
        return;
      }
      plan();
    };
    const plan = () => {
      if (pending || busy || !latest || latest.status !== 'live' || latest.moves.length === 0) return;
      pending = true;
      setTimeout(move, PERSON_PACE_MS * (0.5 + Math.random()));
    };
    const move = () => {
      pending = false;
      const st = latest;
      if (stopped || over || !st || st.status !== 'live' || st.moves.length === 0) return;
      busy = true;
      const choice = st.moves[Math.floor(Math.random() * st.moves.length)].move;
      socket.timeout(ACK_TIMEOUT_MS).emit('move', { move: choice, seq: st.seq }, (err: Error | null, r?: Ack) => {
        busy = false;
        if (err || !r) {
          if (measuring) timeouts++;
        } else if (r.ok) {
          if (measuring) personMoves++;
          if (r.state) see(r.state, true);
        } else if (measuring) refused.set(r.code, (refused.get(r.code) ?? 0) + 1);
        plan();
      });
    };
    socket.on('state', (st: WireState) => see(st, false));
    socket.on('disconnect', () => {
      if (!over && !stopped) dropped++;
      sockets.delete(socket);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (e) => reject(e));
    });
  };

  const setupEnd = Math.min(Date.now() + SETUP_MS, deadline - (seconds + warmup + 10) * 1000);
  for (let i = 0; i < step.matches && Date.now() < setupEnd; i += SETUP_BATCH) {
    const batch = Array.from({ length: Math.min(SETUP_BATCH, step.matches - i) }, (_, k) => BOT_GAMES[(i + k) % BOT_GAMES.length]);
    await Promise.all(batch.map((g) => table(g).then(() => setUp++, () => tableFailed++)));
    if (debug) console.error(`bots setup: ${setUp} matches`);
  }
  await sleep(warmup * 1000);

  const before = await scrape(url);
  const cpu0 = cpuOf(pid);
  measuring = true;
  const t0 = performance.now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuOf(pid) - cpu0;
  const after = await scrape(url);
  stopped = true;
  for (const s of [...sockets]) s.disconnect();

  const think = bucketsBetween(histogram(before, 'ramparts_bot_think_seconds'), histogram(after, 'ramparts_bot_think_seconds'));
  const wait = bucketsBetween(histogram(before, 'ramparts_bot_wait_seconds'), histogram(after, 'ramparts_bot_wait_seconds'));
  const ms = (q: number) => quantile(think, q) * 1000;
  const all = [...felt.values()].flat();
  let slowest = '—';
  let slowestP95 = -1;
  for (const [game, values] of felt) {
    const p95 = quantileOf(values, 0.95);
    if (p95 > slowestP95) [slowest, slowestP95] = [`${game} ${Math.round(p95)}`, p95];
  }
  const problems: string[] = [];
  if (tableFailed) problems.push(`${tableFailed} matches not set up`);
  if (dropped) problems.push(`${dropped} connections dropped`);
  if (timeouts) problems.push(`${timeouts} person moves unanswered`);
  for (const [code, n] of refused) problems.push(`${n} person moves refused (${code})`);
  return {
    level: step.level,
    asked: step.matches,
    setUp,
    botMoves: observations(think),
    think: { p50: ms(0.5), p95: ms(0.95), p99: ms(0.99) },
    waitP95: quantile(wait, 0.95) * 1000,
    felt: { p50: quantileOf(all, 0.5), p95: quantileOf(all, 0.95), p99: quantileOf(all, 0.99), moves: all.length },
    slowest,
    fallbacks: counter(after, 'ramparts_bot_fallbacks_total') - counter(before, 'ramparts_bot_fallbacks_total'),
    personMoves,
    serverCpu: cpu / 10 / elapsed,
    problems,
  };
}

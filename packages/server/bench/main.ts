// `npm run bench:server`: drives many concurrent two-seat matches (coins, tracks) through real Socket.IO clients on
// loopback against one server process at a time, and prints, per target and step, sustained answered moves per
// second and their latency, the server's CPU, the bytes each move costs on the wire, and the fraction of the echo
// ceiling; then, per game, the server CPU per move of `ramparts serve` (SQLite) ÷ the echo's with that game's states.
//
// Targets, in this order, each a fresh child process per step (its CPU, every thread, read from /proc):
//   echo                  a bare Socket.IO server (servers/echo.ts): each move acknowledged, one message relayed
//                         to the other seat, no game, no store, tiny payloads: the transport's ceiling here.
//   echo (coins states), echo (tracks states)
//                         the same echo carrying states taken from real games of each of BENCH_GAMES, as big as
//                         ours (servers/game-states.ts): the ceiling for that game's move bytes in this harness.
//   sqlite (coins), sqlite (tracks), postgres (…)
//                         `ramparts serve` over each store (BENCH_STORES), its clients playing each game.
//   boardgame.io (memory), boardgame.io (file)
//                         with BENCH_AGAINST=boardgame.io: boardgame.io 0.50.2's Server on our coins rules
//                         (servers/boardgameio-game.ts), its in-memory and its FlatFile storage. npm installs it
//                         into a cache folder outside the repository the first time (BENCH_BOARDGAMEIO_DIR).
//
// One driver for all (drive.ts): clients in pairs at tables, each playing a random legal move from the last state
// it received (in tracks, whose seats may act at once, the seats take turns by seq, as the echo's do); a finished
// match is replaced through that server's lobby; everyone is seated before anyone moves.
// A step is `clients` or `clients@think`: with a think time (ms) a client waits about that long before each move
// (people do), without one it moves as soon as it may (saturation). Warm-up, then the measured seconds.
//
//   moves/s           moves answered ok during the measured seconds, per second.
//   p50/p95/p99       from sending a move to receiving the answer that carries the mover's new state (Ramparts:
//                     the acknowledgement, sent after the commit; echo: the acknowledgement; boardgame.io: the
//                     `update` to the mover).
//   bytes/move        payload bytes of the engine.io packets the clients receive during the measured seconds
//                     (`Buffer.byteLength` of each packet's data: what Socket.IO encoded, without websocket frame
//                     or TCP headers). "To mover": bytes that reach the moving connection between sending its
//                     move and its answer (the answer included), ÷ moves. "To others": bytes that reach any
//                     connection of a table outside its own move's window (the other seat's copy of the new
//                     state, seat lists, …), ÷ moves.
//   fraction of echo  this row's moves/s ÷ the echo's at the same step.
//   main thread       the part of the server CPU per move its main thread (the event loop) used; the rest went to
//                     its other threads (the SQLite thread, V8's garbage-collection helpers), from /proc/<pid>/task.
//   ratio             (its own table) server CPU ms/move of `ramparts serve` over SQLite ÷ that of the echo
//                     carrying the same game's states, same step, same round; with BENCH_REPEAT rounds, the median
//                     of the rounds' ratios. Issue #28's target is at most 2.
//
// Then bytes per live match for each game (memory.ts: heap per cached match, live and finished, and idle live
// matches per GiB; BENCH_MEMORY_MATCHES, BENCH_MEMORY_GAMES), skipped when less than 3 minutes are left.
//
// A step `spectators:N` is a crowd instead (crowd.ts), against `ramparts serve` only: its own table gives the
// connect and close times and the slowest `/healthz` answer of each phase.
//
// A step `bots:N` (`bots:N@hard`, `bots-hard:N`) is N live bot matches instead (bots.ts), against `ramparts serve`
// only, five games in turn, a person moving every ~2 s against a bot at the level: its own table gives the bots'
// think time (server histogram), queue wait, the delay the person felt, fallbacks and server CPU. `bots:search`
// (`bots:search@hard`, or BENCH_BOTS_SEARCH=1 for both levels) tries 50, 100, 200, 400, 800 matches (BENCH_BOTS_SIZES), each on a
// fresh server, until one does not hold (p95 of think or felt ≥ 1 s, a fallback, or a match not set up) and
// prints the largest N that held. Without a moves step (only crowds or bots), the moves, ratio and memory tables
// are left out.
//
// Every client comes from 127.0.0.1: `ramparts serve` is started with per-address limits raised above what a
// step needs.
//
//   BENCH_STEPS     steps (default 100,500,1000,1000@200,1000@1000,spectators:2000); bots:N[@hard], bots:search[@hard]
//   BENCH_BOTS_SEARCH 1: search the largest bot match count at normal and at hard
//   BENCH_BOTS_SIZES the counts a search tries (default 50,100,200,400,800)
//   BENCH_CLIENTS   older spelling of the counts
//   BENCH_STORES    sqlite,postgres (default both)             BENCH_PG       the PostgreSQL server
//   BENCH_GAMES     coins,tracks (default both): the games the echo carries and `ramparts serve` is played
//   BENCH_AGAINST   boardgame.io: measure it too (opt-in: it downloads a package)
//   BENCH_SECONDS   measured seconds per step (default 10)     BENCH_WARMUP   seconds before measuring (2)
//   BENCH_REPEAT    rounds of the moves steps (default 1): every target again per round, the ratio their median
//   BENCH_DEADLINE  seconds for the whole run (default 900)    BENCH_PROF     directory: every server writes a .cpuprofile
//   BENCH_NODE_ARGS flags for every server's node (e.g. --max-semi-space-size=64)
import { botSearchSizes, botSteps, crowds, deadline, deadlineSeconds, games, repeats, rivals, seconds, steps, stores, warmup, type Step } from './config.ts';
import { drive, type Row } from './drive.ts';
import { watch, type CrowdRow } from './crowd.ts';
import { botsHeader, botsNote, botsRow, crowdHeader, crowdNote, crowdRow, movesHeader, movesNote, movesRow, ratioTable } from './report.ts';
import { playBots, BOT_GAMES, type BotRow } from './bots.ts';
import { holds, largestHeld, P95_LIMIT_MS, type BotStep } from './bots-step.ts';
import { memoryRows, memoryTable } from './memory.ts';
import { boardgameioTarget, echoStatesTarget, echoTarget, rampartsTarget, type Target } from './targets.ts';

const stepKey = (s: Step) => `${s.clients}@${s.think}`;

/** Starts the target's server, runs `step` against it, stops it whatever happens. */
async function against<T>(target: Target, step: (url: string, server: Awaited<ReturnType<Target['start']>>) => Promise<T>): Promise<T> {
  const server = await target.start();
  try {
    return await step(server.url, server);
  } finally {
    await server.stop();
  }
}

const failure = (e: unknown) => `failed: ${(e as Error).message.split('\n')[0]}`;

const targets: Target[] = [
  echoTarget,
  ...games.map(echoStatesTarget),
  ...stores.flatMap((store) => games.map((game) => rampartsTarget(store, game))),
  ...(rivals.includes('boardgame.io') ? [boardgameioTarget('memory'), boardgameioTarget('file')] : []),
];

console.log(`${seconds} s per step after ${warmup} s of warm-up; one server process at a time; clients: this process.`);
const timer = setTimeout(() => {
  console.log(`| (stopped: the ${deadlineSeconds} s deadline of the whole run passed) |`);
  process.exit(1);
}, deadline - Date.now());
timer.unref();

const echoRates = new Map<string, number>();
const rows: Row[] = [];
if (steps.length > 0) {
  console.log('');
  console.log(movesHeader());
}
// Round after round (BENCH_REPEAT), every target once per step: the echo and ours alternate in time, so a slow
// spell of the machine falls on both sides rather than on one.
for (let round = 1; round <= repeats; round++) {
  for (const target of targets) {
    for (const step of steps) {
      const name = repeats > 1 ? `${target.name}, round ${round}` : target.name;
      if (Date.now() > deadline - (seconds + warmup + 15) * 1000) {
        console.log(movesNote(name, step, 'skipped: not enough time before the deadline'));
        continue;
      }
      let r: Row;
      try {
        r = await against(target, (_url, server) => drive(target, server, step, round));
      } catch (e) {
        console.log(movesNote(name, step, failure(e)));
        continue;
      }
      if (target === echoTarget) echoRates.set(`${round}:${stepKey(step)}`, r.rate);
      rows.push(r);
      console.log(movesRow({ ...r, target: name }, echoRates.get(`${round}:${stepKey(step)}`)));
    }
  }
}

if (steps.length > 0 && stores.includes('sqlite')) {
  console.log('');
  console.log(`Server CPU per move of \`ramparts serve\` (SQLite) ÷ the echo carrying the same game's states, this run${repeats > 1 ? ` (medians of ${repeats} rounds)` : ''}:`);
  console.log('');
  console.log(ratioTable(rows, games));
}

/** memory.ts takes about a minute for the five games on this machine. */
const MEMORY_NEEDS_MS = 180_000;
console.log('');
if (steps.length === 0) console.log('Bytes per live match: skipped, no moves step in BENCH_STEPS.');
else if (Date.now() > deadline - MEMORY_NEEDS_MS) console.log('Bytes per live match: skipped, not enough time before the deadline.');
else {
  try {
    console.log(memoryTable(await memoryRows()));
  } catch (e) {
    console.log(`Bytes per live match: ${failure(e)}`);
  }
}

if (crowds.length > 0) {
  console.log('');
  console.log('Spectators of one coins duel (2 players making moves); `/healthz` asked every 50 ms from another thread, slowest answer per phase.');
  console.log('');
  console.log(crowdHeader());
  for (const store of stores) {
    for (const n of crowds) {
      if (Date.now() > deadline - 90_000) {
        console.log(crowdNote(store, n, 'skipped: not enough time before the deadline'));
        continue;
      }
      let r: CrowdRow;
      try {
        r = await against(rampartsTarget(store, 'coins'), (url) => watch(url, n));
      } catch (e) {
        console.log(crowdNote(store, n, failure(e)));
        continue;
      }
      console.log(crowdRow(store, n, r));
    }
  }
}
if (botSteps.length > 0) {
  console.log('');
  console.log(`Bots: live matches over ${BOT_GAMES.join(', ')} in turn (2 seats: a person moving every 2 s ±50 %, a bot at the level); think and wait from /metrics, felt by the person's client.`);
  console.log('');
  console.log(botsHeader());
  const BOTS_NEED_MS = (seconds + warmup + 60) * 1000;
  /** One size on a fresh server; null when it was skipped or failed (its row says why). */
  const botsStep = async (store: string, level: BotStep['level'], matches: number): Promise<BotRow | null> => {
    if (Date.now() > deadline - BOTS_NEED_MS) {
      console.log(botsNote(store, level, matches, 'skipped: not enough time before the deadline'));
      return null;
    }
    try {
      const r = await against(rampartsTarget(store, 'coins'), (url, server) => playBots(url, server.pid, { level, matches }));
      console.log(botsRow(store, r));
      return r;
    } catch (e) {
      console.log(botsNote(store, level, matches, failure(e)));
      return null;
    }
  };
  const found: string[] = [];
  for (const store of stores) {
    for (const step of botSteps) {
      if (step.matches !== null) {
        await botsStep(store, step.level, step.matches);
        continue;
      }
      const tried: { size: number; held: boolean }[] = [];
      for (const size of botSearchSizes) {
        const r = await botsStep(store, step.level, size);
        const held = r !== null && holds({ thinkP95: r.think.p95, feltP95: r.felt.p95, fallbacks: r.fallbacks, setUp: r.setUp, asked: r.asked });
        tried.push({ size, held });
        if (!held) break;
      }
      const best = largestHeld(tried);
      const last = tried.at(-1)!;
      found.push(`${store}, ${step.level}: ${best === 0 ? 'not even' : 'the largest N that held:'} ${best || botSearchSizes[0]}${last.held ? ` (the largest tried; it may hold more)` : ''}`);
    }
  }
  if (found.length) {
    console.log('');
    console.log(`Search (a size holds with every match set up, think and felt p95 under ${P95_LIMIT_MS} ms, no fallback):`);
    for (const f of found) console.log(`- ${f}`);
  }
}
process.exit(0);

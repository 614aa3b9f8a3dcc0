// Bytes per live match: for each game of the registry, in a process of its own, K matches are created and played
// through the real `MatchService` of an in-process server over SQLite (a temporary directory), with random legal
// moves and nobody connected. "Live" matches stop at the middle of a typical game (half the median length of random
// games of that game) and stay cached idle; K more are played to the end and stay cached (a finished match stays a
// minute for late readers).
//
// A match's bytes are what the heap gives back when it leaves memory, after a forced garbage collection: the live
// ones are dropped from the cache, the finished ones leave on the server's own timer a minute later. (The heap's
// growth while matches are played would count the code compiled meanwhile too: over a megabyte after a few dozen
// matches, a heap snapshot shows.) "engine Match" is the part that is the engine's `Match`, built from the same
// records the way the cache built them. One GiB divided by the bytes per live match is how many idle live matches
// fit in it. A process per game, games side by side (most of the time is the minute's wait).
//
// Alone: `node --import tsx packages/server/bench/memory.ts`.
//   BENCH_MEMORY_MATCHES  K, matches per game and phase (default 100)
//   BENCH_MEMORY_GAMES    games to measure (default every game of the registry)
import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRandom, Match, parseOptions, type AnyGame, type Random } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import type { MatchService } from '../src/matches/service.ts';
import { startTestServer } from '../src/testing/server.ts';

/** A usual table per game (every game at its default options). */
const PLAYERS: Record<string, number> = { coins: 2, cards: 4, tracks: 2, dice: 2, crystal: 2 };
/** Random games per game whose median length makes "a typical game". */
const LENGTH_SAMPLES = 15;
/** A random game longer than this is cut short (a game whose random play never ends). */
const MAX_MOVES = 2000;
/** Matches played before measuring: the code they compile stays out of the figures. */
const WARM_UP = 20;
/** What a match holds may be let go by a job still under way when it leaves the cache (its lease, its queue). */
const SETTLE_MS = 1000;
/** A finished match leaves the cache a minute after its last move (MatchService `finished`); waited for this long at most. */
const FINISHED_LEAVE_MS = 90_000;
const GIB = 1024 ** 3;

export interface MemoryRow {
  game: string;
  players: number;
  /** Matches measured per phase. */
  matches: number;
  /** Moves of a typical (median) random game of this game. */
  typicalMoves: number;
  /** Mean moves of the live (mid-game) matches. */
  liveMoves: number;
  liveBytes: number;
  /** Of `liveBytes`: the engine's `Match`. */
  liveMatchBytes: number;
  /** Mean moves of the finished matches. */
  finishedMoves: number;
  finishedBytes: number;
  finishedMatchBytes: number;
  /** Idle live matches in 1 GiB of heap. */
  perGiB: number;
  problems: string[];
}

/** The heap in use once garbage is gone (twice: what the first collection frees may free more). */
function heapUsed(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the memory bench measures in a process started with --expose-gc');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** A random legal move for one of the match's actors, or null when the game is over. */
function randomMove(match: Match, random: Random): { seat: number; move: unknown } | null {
  const actors = match.actors();
  if (actors.length === 0) return null;
  const seat = actors[random.int(actors.length)];
  const moves = match.legalMoves(seat);
  if (moves.length === 0) throw new Error(`${match.game.id}: seat ${seat} is to move but has no legal move`);
  return { seat, move: moves[random.int(moves.length)] };
}

/** The median length of random games of `game` (fixed seeds: the same every run). */
export function typicalLength(game: AnyGame, players: number): number {
  const lengths: number[] = [];
  for (let i = 0; i < LENGTH_SAMPLES; i++) {
    const match = Match.create(game, { players, seed: `memory-length-${i}` });
    const random = createRandom(`memory-length-moves-${i}`);
    for (let step = randomMove(match, random); step && match.moveCount < MAX_MOVES; step = randomMove(match, random)) match.play(step.seat, step.move);
    lengths.push(match.moveCount);
  }
  lengths.sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)];
}

/** Creates a public match of `game` with every seat a person's, takes every seat, and returns its id once live. */
async function liveMatch(service: MatchService, game: AnyGame, players: number): Promise<string> {
  const created = await service.create({ game: game.id, players, visibility: 'public' });
  for (let seat = 0; seat < players; seat++) await service.join(created.id, { seat });
  return created.id;
}

/** Plays random legal moves through the service until `moves` were played or the game is over. */
async function playOn(service: MatchService, id: string, moves: number, random: Random): Promise<number> {
  for (;;) {
    const lm = service.cache.get(id);
    if (!lm) throw new Error(`match ${id} is not cached`);
    const step = lm.match.moveCount < Math.min(moves, MAX_MOVES) ? randomMove(lm.match, random) : null;
    if (!step) return lm.match.moveCount;
    const result = await service.submit(id, step.seat, { type: 'move', move: step.move }, { by: 'human' });
    if (!result.ok) throw new Error(`match ${id}: a legal move was refused (${result.code}: ${result.message})`);
  }
}

/** Matches played at once: the store commits their moves together (group commit), which keeps the bench short. */
const LANES = 50;

/** K matches played to `moves` (Infinity: to the end): their ids and mean moves. */
async function phase(service: MatchService, game: AnyGame, players: number, count: number, moves: number, label: string): Promise<{ ids: string[]; moves: number }> {
  const ids: string[] = [];
  let played = 0;
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < count; i = next++) {
      const id = await liveMatch(service, game, players);
      ids[i] = id;
      const reached = await playOn(service, id, moves, createRandom(`memory-${label}-${game.id}-${i}`));
      played += reached;
    }
  };
  await Promise.all(Array.from({ length: Math.min(LANES, count) }, lane));
  return { ids, moves: played / count };
}

/** The heap the engine's `Match` of these cached matches takes, rebuilt as the cache built them (measured by letting them go). */
function matchBytes(service: MatchService, ids: string[]): number {
  const cached = ids.map((id) => service.cache.get(id)!.match);
  const records = cached.map((m) => ({ record: m.record(), keepLog: m.keepLog }));
  const held: { matches: Match[] | null } = { matches: records.map(({ record, keepLog }) => Match.replay(record, findGame, { keepLog })) };
  const withThem = heapUsed();
  held.matches = null;
  return (withThem - heapUsed()) / records.length;
}

/** Waits until none of these matches is cached, or `ms` have passed; how many are still there. */
async function leftCache(service: MatchService, ids: string[], ms: number): Promise<number> {
  const until = Date.now() + ms;
  const cached = () => ids.filter((id) => service.cache.get(id)).length;
  while (cached() > 0 && Date.now() < until) await sleep(500);
  return cached();
}

/** Measures one game (see the header). */
async function measureGame(game: AnyGame, count: number): Promise<MemoryRow> {
  const players = PLAYERS[game.id] ?? parseOptionsMin(game);
  const typicalMoves = typicalLength(game, players);
  const middle = Math.max(1, Math.floor(typicalMoves / 2));
  const problems: string[] = [];
  // Nobody is connected: no absence takeover, no idle eviction; bots are never asked for.
  const server = await startTestServer({ abandonMs: 0, idleMs: 0, botWorkers: 1 });
  try {
    const { service } = server;
    await phase(service, game, players, WARM_UP, middle, 'warm-up');
    const live = await phase(service, game, players, count, middle, 'mid');
    const finished = await phase(service, game, players, count, Infinity, 'end');
    const unfinished = finished.ids.filter((id) => service.cache.get(id)?.row.status !== 'finished').length;
    if (unfinished > 0) problems.push(`${unfinished} matches did not finish within ${MAX_MOVES} moves`);
    const liveMatchBytes = matchBytes(service, live.ids);
    const finishedMatchBytes = matchBytes(service, finished.ids.filter((id) => service.cache.get(id)));

    const all = heapUsed();
    if (finished.ids.some((id) => !service.cache.get(id))) problems.push('finished matches left the cache before they were measured (playing them took over a minute)');
    for (const id of live.ids) service.cache.drop(service.cache.get(id)!);
    await sleep(SETTLE_MS);
    const withoutLive = heapUsed();
    const stayed = await leftCache(service, finished.ids, FINISHED_LEAVE_MS);
    if (stayed > 0) problems.push(`${stayed} finished matches were still cached after ${FINISHED_LEAVE_MS / 1000} s`);
    await sleep(SETTLE_MS);
    const liveBytes = (all - withoutLive) / count;
    return {
      game: game.id,
      players,
      matches: count,
      typicalMoves,
      liveMoves: live.moves,
      liveBytes,
      liveMatchBytes,
      finishedMoves: finished.moves,
      finishedBytes: (withoutLive - heapUsed()) / count,
      finishedMatchBytes,
      perGiB: Math.floor(GIB / liveBytes),
      problems,
    };
  } finally {
    await server.close();
  }
}

/** The smallest table the game's default options allow, for a game this bench has no usual count for. */
function parseOptionsMin(game: AnyGame): number {
  return game.playerCounts(parseOptions(game, {})).min;
}

const CHILD_FLAG = '--memory-game';

/** Measures one game in a child process (with --expose-gc, through tsx like this one), or says why it could not. */
function measureInChild(game: AnyGame, count: number): Promise<MemoryRow> {
  const failed = (why: string): MemoryRow => ({ game: game.id, players: PLAYERS[game.id] ?? 0, matches: count, typicalMoves: 0, liveMoves: 0, liveBytes: NaN, liveMatchBytes: NaN, finishedMoves: 0, finishedBytes: NaN, finishedMatchBytes: NaN, perGiB: 0, problems: [why] });
  return new Promise((resolve) => {
    const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG, game.id, String(count)], { execArgv: ['--expose-gc', '--import', import.meta.resolve('tsx')], stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    let row: MemoryRow | undefined;
    let errors = '';
    child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
    child.on('message', (m) => (row = m as MemoryRow));
    child.on('exit', (code) => resolve(row ?? failed(`the measuring process exited with code ${String(code)}: ${errors.trim().split('\n').slice(-3).join(' ') || 'no message'}`)));
  });
}

/** One row per game of the registry (or BENCH_MEMORY_GAMES), K = BENCH_MEMORY_MATCHES matches per phase. */
export async function memoryRows(opts: { matches?: number; games?: string[] } = {}): Promise<MemoryRow[]> {
  const count = opts.matches ?? Number(process.env.BENCH_MEMORY_MATCHES ?? 100);
  if (!Number.isInteger(count) || count < 1) throw new Error(`BENCH_MEMORY_MATCHES must be a whole number of at least 1, not ${String(count)}`);
  const wanted = opts.games ?? process.env.BENCH_MEMORY_GAMES?.split(',') ?? games.map((g) => g.id);
  const chosen = wanted.map((id) => findGame(id) ?? fail(`BENCH_MEMORY_GAMES: there is no game "${id}" (games: ${games.map((g) => g.id).join(', ')})`));
  // All side by side: each spends most of its time waiting a minute for its finished matches to leave.
  return Promise.all(chosen.map((game) => measureInChild(game, count)));
}

function fail(message: string): never {
  throw new Error(message);
}

const kb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '—');

/** The rows as a markdown table, with a line that says what was measured. */
export function memoryTable(rows: MemoryRow[]): string {
  const lines = [
    'Heap per cached match, nobody connected (what leaving memory gives back): live = at the middle of a typical game (half the median length of random games), finished = played to the end and still cached. "engine Match" is the part that is the engine\'s `Match`.',
    '',
    '| game | players | matches | typical moves | live: moves | live KB/match | of which engine Match KB | finished: moves | finished KB/match | of which engine Match KB | idle live matches per GiB | problems |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.game} | ${r.players} | ${r.matches} | ${r.typicalMoves} | ${r.liveMoves.toFixed(0)} | ${kb(r.liveBytes)} | ${kb(r.liveMatchBytes)} | ${r.finishedMoves.toFixed(0)} | ${kb(r.finishedBytes)} | ${kb(r.finishedMatchBytes)} | ${r.perGiB.toLocaleString('en-US')} | ${r.problems.join('; ') || '—'} |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf(CHILD_FLAG);
  if (at >= 0) {
    const row = await measureGame(findGame(process.argv[at + 1])!, Number(process.argv[at + 2]));
    process.send!(row);
    process.disconnect();
  } else console.log(memoryTable(await memoryRows()));
}

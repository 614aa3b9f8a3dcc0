/**
 * Versus Sandbox tournament of two bots in alternating seats (A,B,A… and B,A,B…), as the README "Bots" measures
 * `hard` against `normal`. Not a test: run it by hand, e.g.
 *   npx tsx packages/games/src/tracks/scripts/versus-tournament.ts hard normal 2,3,4 40 t1
 * Arguments: bot A, bot B, player counts, games per count (half in each seat order), seed. A game's points go to
 * the bots of its winners (split when both bots win; a failed session, no winner, counts half to each).
 */
import { createBot, createRandom, type Bot } from '@ramparts/engine';
import { tracks } from '../index.ts';
import type { TracksMove } from '../moves.ts';
import type { TracksState } from '../state.ts';
import { ROLLOUT } from '../rollout.ts';
import { guidedBot } from '../guide.ts';

/** Bots under trial, before the game lists them. */
const trial: Record<string, (seed: string) => Bot> = {
  rollout: (seed) => guidedBot(seed, { iterations: 300, rollout: { samples: Number(process.env.SAMPLES ?? ROLLOUT.samples), horizon: Number(process.env.HORIZON ?? ROLLOUT.horizon), width: Number(process.env.WIDTH ?? ROLLOUT.width) } }),
};

const [a = 'hard', b = 'normal', countsArg = '2,3,4', gamesArg = '40', seed = 't1'] = process.argv.slice(2);
const counts = countsArg.split(',').map(Number);
const games = Number(gamesArg);

/** The Wilson score interval of `p` over `n` games (95%). */
function wilson(p: number, n: number): [number, number] {
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [mid - half, mid + half];
}

/** One session: who won, the bots' mean performance, and the CPU milliseconds bot A spent per move. */
function play(players: number, bots: string[], gameSeed: string) {
  const random = createRandom(gameSeed);
  const order = createRandom(`${gameSeed}:order`);
  const seats = bots.map((spec, i) => (trial[spec] ?? ((seed: string) => createBot(spec, seed, tracks)))(`${gameSeed}:${i}`));
  let state = tracks.setup(players, tracks.options.parse({ mode: 'versus' }), random);
  const times: number[] = [];
  for (let n = 0; n < 10_000; n++) {
    const actors = tracks.actors(state);
    if (actors.length === 0) break;
    const seat = actors.length > 1 ? order.pick(actors) : actors[0];
    const t = process.cpuUsage();
    const move = seats[seat].chooseMove(tracks, state, seat);
    if (bots[seat] === a) {
      const d = process.cpuUsage(t);
      times.push((d.user + d.system) / 1000);
    }
    state = tracks.play(state, seat, move as TracksMove, random);
  }
  const outcome = tracks.outcome(state);
  return { winners: outcome?.winners ?? [], score: (state as TracksState).versus!.score, times };
}

/** Mean / 90th percentile / max of per-move times. */
function spread(times: number[]): string {
  if (times.length === 0) return '-';
  const sorted = times.slice().sort((x, y) => x - y);
  const mean = times.reduce((x, y) => x + y, 0) / times.length;
  return `${mean.toFixed(0)} / ${sorted[Math.floor(0.9 * (sorted.length - 1))].toFixed(0)} / ${sorted[sorted.length - 1].toFixed(0)}`;
}

for (const players of counts) {
  let pointsA = 0;
  const times: number[] = [];
  let failed = 0;
  const perf = { a: 0, b: 0, na: 0, nb: 0 };
  for (let g = 0; g < games; g++) {
    const bots = Array.from({ length: players }, (_, i) => ((i + g) % 2 === 0 ? a : b));
    const r = play(players, bots, `${seed}:${players}:${g}`);
    times.push(...r.times);
    if (r.winners.length === 0) {
      failed++;
      pointsA += 0.5;
    } else pointsA += r.winners.filter((w) => bots[w] === a).length / r.winners.length;
    r.score.forEach((x, i) => {
      if (bots[i] === a) {
        perf.a += x;
        perf.na++;
      } else {
        perf.b += x;
        perf.nb++;
      }
    });
  }
  const share = pointsA / games;
  const [lo, hi] = wilson(share, games);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${players} players, ${games} games: ${a} ${pct(share)} (${pct(lo)} – ${pct(hi)}), failed ${failed}; mean performance ${a} ${(perf.a / perf.na).toFixed(1)}, ${b} ${(perf.b / perf.nb).toFixed(1)}; ${a} CPU ms per move ${spread(times)}`,
  );
}

/**
 * Bot ratings from a tournament's games: Bradley-Terry strengths fitted by the MM algorithm (Hunter 2004, "MM
 * algorithms for generalized Bradley-Terry models"), on an Elo-like scale centred on the bots' mean, with 95%
 * intervals from the Fisher information of the log-strengths. docs/lab.md ("Ratings") says the same in words.
 * Pure and browser-safe; the same lines give the same bits.
 */
import { Z95 } from './stats.ts';
import type { GameLine, Rating } from './types.ts';

/** Elo points per natural-log unit of strength: a 400-point gap is 10:1 odds. */
const ELO_PER_LOG = 400 / Math.LN10;
/** MM rounds before Newton takes over (MM is sure but slow when strengths spread far), and the final tolerance. */
const MM_ROUNDS = 2_000;
const MM_TOLERANCE = 1e-9;
const NEWTON_STEPS = 100;
const TOLERANCE = 1e-12;

/** Pairwise results: `wins[i][j]` how often bot i beat bot j (draws count a half each way), `meetings[i][j]` how often they met. */
interface Pairs {
  bots: string[];
  wins: number[][];
  meetings: number[][];
  games: number[];
  won: number[];
}

/**
 * Rates every bot that sat in the games, strongest first. In a game each winning seat beats each losing seat held
 * by a different bot; a game nobody won is a draw, half a win each way between every two different bots; seats of
 * the same bot never meet. Each bot also draws one virtual game against a fixed reference (strength 1), so a bot
 * that never loses or never wins still gets a finite rating and every bot is connected to every other.
 * `games` and `wins` count seats: a bot in two seats of a game played two seats' worth.
 */
export function rateBots(lines: GameLine[]): Rating[] {
  const pairs = tally(lines);
  const n = pairs.bots.length;
  if (n === 0) return [];
  const theta = polish(pairs, fitLogStrengths(pairs));
  const covariance = invert(fisherInformation(pairs, theta));
  let centre = 0;
  for (const t of theta) centre += t;
  centre /= n;
  const ratings = pairs.bots.map((bot, i): Rating => {
    const rating = ELO_PER_LOG * (theta[i] - centre);
    const half = Z95 * ELO_PER_LOG * Math.sqrt(Math.max(0, centredVariance(covariance, i)));
    return { bot, rating, low: rating - half, high: rating + half, games: pairs.games[i], wins: pairs.won[i] };
  });
  return ratings.sort((a, b) => b.rating - a.rating || (a.bot < b.bot ? -1 : a.bot > b.bot ? 1 : 0));
}

function tally(lines: readonly GameLine[]): Pairs {
  const index = new Map<string, number>();
  for (const line of lines) for (const bot of line.bots) if (!index.has(bot)) index.set(bot, index.size);
  const n = index.size;
  const square = () => Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const pairs: Pairs = { bots: [...index.keys()], wins: square(), meetings: square(), games: new Array<number>(n).fill(0), won: new Array<number>(n).fill(0) };
  for (const line of lines) {
    const seats = line.bots.map((bot) => index.get(bot) ?? 0);
    const won = seats.map((_, s) => line.winners.includes(s));
    const draw = line.winners.length === 0;
    seats.forEach((i, s) => {
      pairs.games[i]++;
      if (won[s]) pairs.won[i]++;
    });
    for (let s = 0; s < seats.length; s++) {
      for (let t = s + 1; t < seats.length; t++) {
        const [i, j] = [seats[s], seats[t]];
        if (i === j || (!draw && won[s] === won[t])) continue;
        pairs.meetings[i][j]++;
        pairs.meetings[j][i]++;
        if (draw) {
          pairs.wins[i][j] += 0.5;
          pairs.wins[j][i] += 0.5;
        } else if (won[s]) pairs.wins[i][j]++;
        else pairs.wins[j][i]++;
      }
    }
  }
  return pairs;
}

/**
 * Hunter's MM update γᵢ ← Wᵢ / Σⱼ nᵢⱼ / (γᵢ + γⱼ), with the reference as one more opponent of fixed strength 1 met
 * once and drawn (Wᵢ gains ½, the sum gains 1 / (γᵢ + 1)). All bots are updated from the previous round (Jacobi
 * order), so the result does not depend on the order of the bots. Returns the log-strengths θᵢ = ln γᵢ.
 */
function fitLogStrengths({ wins, meetings }: Pairs): number[] {
  const n = wins.length;
  const total = wins.map((row) => row.reduce((sum, w) => sum + w, 0.5));
  let gamma = new Array<number>(n).fill(1);
  for (let round = 0; round < MM_ROUNDS; round++) {
    const next = gamma.map((g, i) => {
      let denominator = 1 / (g + 1);
      for (let j = 0; j < n; j++) if (meetings[i][j] > 0) denominator += meetings[i][j] / (g + gamma[j]);
      return total[i] / denominator;
    });
    let change = 0;
    for (let i = 0; i < n; i++) change = Math.max(change, Math.abs(Math.log(next[i] / gamma[i])));
    gamma = next;
    if (change < MM_TOLERANCE) break;
  }
  return gamma.map((g) => Math.log(g));
}

/**
 * Newton steps on the same likelihood from MM's answer, θ ← θ + I(θ)⁻¹ ∇ℓ(θ), halving a step that would lower the
 * likelihood: MM crawls (tens of thousands of rounds) when strengths spread far, Newton ends it in a few steps.
 * The likelihood is strictly concave (the reference games see to it), so both reach the same single maximum.
 */
function polish(pairs: Pairs, start: number[]): number[] {
  let theta = start;
  let current = logLikelihood(pairs, theta);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = scoreOf(pairs, theta);
    const inverse = invert(fisherInformation(pairs, theta));
    const direction = inverse.map((row) => row.reduce((sum, v, j) => sum + v * gradient[j], 0));
    let scale = 1;
    let next = theta.map((t, i) => t + direction[i]);
    let value = logLikelihood(pairs, next);
    while (!(value >= current) && scale > 1e-6) {
      scale /= 2;
      next = theta.map((t, i) => t + scale * direction[i]);
      value = logLikelihood(pairs, next);
    }
    if (!(value >= current)) break;
    const moved = Math.max(0, ...direction.map((d) => Math.abs(scale * d)));
    theta = next;
    current = value;
    if (moved < TOLERANCE) break;
  }
  return theta;
}

/** ln P(results | θ) = Σ wᵢⱼ ln pᵢⱼ over ordered pairs, plus each bot's half win and half loss against the reference. */
function logLikelihood({ wins }: Pairs, theta: readonly number[]): number {
  const logP = (a: number, b: number) => -Math.log1p(Math.exp(b - a));
  let sum = 0;
  theta.forEach((t, i) => {
    sum += 0.5 * logP(t, 0) + 0.5 * logP(0, t);
    wins[i].forEach((w, j) => {
      if (w > 0) sum += w * logP(t, theta[j]);
    });
  });
  return sum;
}

/** ∂ℓ/∂θᵢ = Wᵢ − Σⱼ nᵢⱼ pᵢⱼ − p(i beats the reference): wins less expected wins. */
function scoreOf({ wins, meetings }: Pairs, theta: readonly number[]): number[] {
  return theta.map((t, i) => {
    let score = 0.5 - 1 / (1 + Math.exp(-t));
    for (let j = 0; j < theta.length; j++) if (meetings[i][j] > 0) score += wins[i][j] - meetings[i][j] / (1 + Math.exp(theta[j] - t));
    return score;
  });
}

/** The observed = expected information of θ: Σ over meetings of n·p·(1 − p), the reference's virtual game included. */
function fisherInformation({ meetings }: Pairs, theta: readonly number[]): number[][] {
  const n = theta.length;
  const info = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const pq = (a: number, b: number) => {
    const p = 1 / (1 + Math.exp(b - a));
    return p * (1 - p);
  };
  for (let i = 0; i < n; i++) {
    info[i][i] += pq(theta[i], 0);
    for (let j = 0; j < n; j++) {
      if (i === j || meetings[i][j] === 0) continue;
      const w = meetings[i][j] * pq(theta[i], theta[j]);
      info[i][i] += w;
      info[i][j] -= w;
    }
  }
  return info;
}

/** Var(θᵢ − mean θ) = cᵀ Σ c with c = eᵢ − 1/n: the interval of a rating on the centred scale. */
function centredVariance(covariance: readonly (readonly number[])[], i: number): number {
  const n = covariance.length;
  let variance = 0;
  for (let a = 0; a < n; a++) {
    const ca = (a === i ? 1 : 0) - 1 / n;
    for (let b = 0; b < n; b++) variance += ca * ((b === i ? 1 : 0) - 1 / n) * covariance[a][b];
  }
  return variance;
}

/** Gauss-Jordan inverse with partial pivoting; the information is positive definite thanks to the reference games. */
function invert(matrix: readonly (readonly number[])[]): number[][] {
  const n = matrix.length;
  const a = matrix.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    const p = a[col][col];
    for (let c = 0; c < 2 * n; c++) a[col][c] /= p;
    for (let r = 0; r < n; r++) {
      if (r === col || a[r][col] === 0) continue;
      const f = a[r][col];
      for (let c = 0; c < 2 * n; c++) a[r][c] -= f * a[col][c];
    }
  }
  return a.map((row) => row.slice(n));
}

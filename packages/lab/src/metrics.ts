/**
 * The measures of one cell (docs/lab.md, "Measures"): balance, completion, decisiveness, duration, branching, lead
 * changes, drama and skill, after Browne (2008) and the Ludii project's metrics, from the cell's game lines alone.
 * Pure and browser-safe; every sum runs in line order, so the same lines give the same bits.
 */
import type { DesignBand, GameKind } from '@ramparts/engine';
import { mean, quantile, rate, spread } from './stats.ts';
import type { Cell, CellMeasures, GameLine, Rate } from './types.ts';

/** How a cell is played, the engine's `GameKind['play']` (`playKindOf`): who wins with whom. */
export type PlayKind = GameKind['play'];

/** The normalized times trajectories are charted at: 0, 0.1, …, 1. */
export const TRAJECTORY_TIMES: readonly number[] = Array.from({ length: 11 }, (_, i) => i / 10);

/** Appended to a per-seat figure's label: its chart shows the mean over seats. */
export const MEAN_OVER_SEATS = ' (mean over seats)';

export function measureCell(cell: Cell, lines: GameLine[], kind: PlayKind): CellMeasures {
  const games = lines.length;
  const winRate = cellWinRate(cell, lines, kind);
  const seatWins = seatWinRates(cell.players, lines);
  const botWins = botWinRates(cell, lines);
  const finished = lines.filter((l) => l.finished);
  const lead = leadMeasures(cell, lines, kind);
  const measures: CellMeasures = {
    games,
    winRate,
    seatWins,
    botWins,
    balance: balance(seatWins),
    completion: games > 0 ? finished.length / games : 0,
    decisiveness: finished.length > 0 ? finished.filter(isDecided).length / finished.length : 0,
    duration: { moves: spread(lines.map((l) => l.moves)), turns: spread(lines.map((l) => l.turns)) },
    branching: branching(lines),
    leadChanges: lead.changes,
    drama: lead.drama,
    skill: skill(cell, botWins, games, kind),
    moveKinds: moveKindShares(lines),
    trajectories: trajectories(lines),
    lengths: lines.map((l) => l.moves),
  };
  const lost = lostTo(lines);
  if (lost) measures.lostTo = lost;
  if (cell.band) {
    measures.band = cell.band;
    // No games, no verdict: an empty cell is neither in nor out of its band.
    if (games > 0) measures.inBand = inDesignBand(cell.band, winRate.rate);
  }
  return measures;
}

/**
 * The cell's headline win rate: co-operative, the team's (a game with any winner); otherwise seat 0's, or with
 * rotated seats the first listed bot's (game i seats `cell.bots[0]` at seat (n − i mod n) mod n). The stop rule's rate.
 */
export function cellWinRate(cell: Cell, lines: readonly GameLine[], kind: PlayKind): Rate {
  let wins = 0;
  for (const line of lines) if (headlineWon(cell, line, kind)) wins++;
  return rate(wins, lines.length);
}

/** The design bands: easy at least 80% wins, normal 45% to 65%, hard at most 30%. */
export function inDesignBand(band: DesignBand, winRate: number): boolean {
  if (band === 'easy') return winRate >= 0.8;
  if (band === 'normal') return winRate >= 0.45 && winRate <= 0.65;
  return winRate <= 0.3;
}

function headlineWon(cell: Cell, line: GameLine, kind: PlayKind): boolean {
  if (kind === 'cooperative') return line.winners.length > 0;
  const seats = line.bots.length || cell.players;
  const seat = cell.rotateSeats ? (seats - (line.index % seats)) % seats : 0;
  return line.winners.includes(seat);
}

function isDecided(line: GameLine): boolean {
  return line.winners.length > 0 || line.automatonWon;
}

/** Per side the rules play, in name order: its share of the games; undefined when it never won. */
function lostTo(lines: readonly GameLine[]): Record<string, number> | undefined {
  const won = new Map<string, number>();
  for (const line of lines) if (line.automatonWinner !== undefined) won.set(line.automatonWinner, (won.get(line.automatonWinner) ?? 0) + 1);
  if (won.size === 0) return undefined;
  return Object.fromEntries([...won].sort(([a], [b]) => a.localeCompare(b)).map(([side, n]) => [side, n / lines.length]));
}

function seatWinRates(players: number, lines: readonly GameLine[]): Rate[] {
  return Array.from({ length: players }, (_, seat) => rate(lines.filter((l) => l.winners.includes(seat)).length, lines.length));
}

/** Per bot spec, seat by seat: a spec in two seats of a game played two seats' worth (and won each seat that won). */
function botWinRates(cell: Cell, lines: readonly GameLine[]): Record<string, Rate> {
  const played = new Map<string, number>();
  const won = new Map<string, number>();
  // The cell's own order first, so tables list bots as the experiment did.
  const order = [...new Set([...cell.bots, ...lines.flatMap((l) => l.bots)])];
  for (const line of lines) {
    line.bots.forEach((bot, seat) => {
      played.set(bot, (played.get(bot) ?? 0) + 1);
      if (line.winners.includes(seat)) won.set(bot, (won.get(bot) ?? 0) + 1);
    });
  }
  const out: Record<string, Rate> = {};
  for (const bot of order) if (played.has(bot)) out[bot] = rate(won.get(bot) ?? 0, played.get(bot) ?? 0);
  return out;
}

function balance(seatWins: readonly Rate[]): number {
  if (seatWins.length === 0) return 1;
  const shares = seatWins.map((r) => r.rate);
  const most = Math.max(...shares);
  // Nobody won anything: no seat is favoured.
  return most > 0 ? 1 - (most - Math.min(...shares)) / most : 1;
}

function branching(lines: readonly GameLine[]): number {
  let legal = 0;
  let decisions = 0;
  for (const line of lines) {
    legal += line.legalSum;
    decisions += line.decisions;
  }
  return decisions > 0 ? legal / decisions : 0;
}

/** Lead changes and drama from the standings; null where there is no lead to change (co-op, one seat, no standings). */
function leadMeasures(cell: Cell, lines: readonly GameLine[], kind: PlayKind): { changes: number | null; drama: number | null } {
  if (kind === 'cooperative' || cell.players < 2) return { changes: null, drama: null };
  const stories = lines.flatMap((l) => (l.trajectory?.standing?.length ? [leadStory(l.trajectory.standing)] : []));
  if (stories.length === 0) return { changes: null, drama: null };
  const changed = stories.filter((s) => s.changes > 0);
  return { changes: mean(stories.map((s) => s.changes)), drama: mean(changed.map((s) => s.last / (s.samples - 1))) };
}

/**
 * Walks one game's standings: the leader is the seat with the strictly highest standing; a tie keeps the previous
 * leader (so the setup's all-equal standing names nobody, and the first leader to emerge is not a change).
 */
export function leadStory(standing: readonly (readonly number[])[]): { changes: number; last: number; samples: number } {
  let leader = -1;
  let changes = 0;
  let last = -1;
  standing.forEach((row, k) => {
    const top = strictArgmax(row);
    if (top < 0 || top === leader) return;
    if (leader >= 0) {
      changes++;
      last = k;
    }
    leader = top;
  });
  return { changes, last, samples: standing.length };
}

function strictArgmax(row: readonly number[]): number {
  let best = -1;
  let tie = false;
  row.forEach((v, i) => {
    if (best < 0 || v > row[best]) {
      best = i;
      tie = false;
    } else if (v === row[best]) tie = true;
  });
  return tie ? -1 : best;
}

/** How far the stronger bot's win share lies above chance, scaled so that always winning is 1. */
function skill(cell: Cell, botWins: Record<string, Rate>, games: number, kind: PlayKind): number | null {
  const bots = Object.entries(botWins);
  if (kind === 'cooperative' || games === 0 || cell.players < 2 || bots.length < 2) return null;
  // Nobody ever won (all draws or all lost to the automaton): no evidence either way, not "worse than luck".
  if (bots.every(([, r]) => r.rate === 0)) return null;
  let stronger = bots[0][1];
  for (const [, r] of bots) if (r.rate > stronger.rate) stronger = r;
  const chance = 1 / cell.players;
  return Math.min(1, Math.max(-1, (stronger.rate - chance) / (1 - chance)));
}

/** Share of all moves played, per kind; most played first (ties by name), so tables and charts read the same. */
function moveKindShares(lines: readonly GameLine[]): Record<string, number> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const line of lines) {
    for (const [kind, n] of Object.entries(line.moveKinds)) {
      counts.set(kind, (counts.get(kind) ?? 0) + n);
      total += n;
    }
  }
  const sorted = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(sorted.map(([kind, n]) => [kind, total > 0 ? n / total : 0]));
}

/**
 * Per figure: each game's series resampled onto `TRAJECTORY_TIMES` (sample round(t·(samples − 1)), the nearest by
 * index), per-seat rows averaged over seats, then across games the mean and the 10th to 90th percentile band.
 */
function trajectories(lines: readonly GameLine[]): CellMeasures['trajectories'] {
  const ids = [...new Set(lines.flatMap((l) => Object.keys(l.trajectory?.figures ?? {})))];
  const out: CellMeasures['trajectories'] = {};
  for (const id of ids) {
    const series: number[][] = [];
    let perSeat = false;
    let label: string | undefined;
    for (const line of lines) {
      const rows = line.trajectory?.figures[id];
      if (!rows || rows.length === 0) continue;
      if (rows.some((row) => row.length > 1)) perSeat = true;
      label ??= line.figureLabels?.[id];
      series.push(TRAJECTORY_TIMES.map((t) => mean(rows[Math.round(t * (rows.length - 1))])));
    }
    if (series.length === 0) continue;
    const at = (k: number) => series.map((s) => s[k]);
    out[id] = {
      label: (label ?? id) + (perSeat ? MEAN_OVER_SEATS : ''),
      t: [...TRAJECTORY_TIMES],
      mean: TRAJECTORY_TIMES.map((_, k) => mean(at(k))),
      low: TRAJECTORY_TIMES.map((_, k) => quantile(at(k), 0.1)),
      high: TRAJECTORY_TIMES.map((_, k) => quantile(at(k), 0.9)),
    };
  }
  return out;
}

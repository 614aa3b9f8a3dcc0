/**
 * Hand-made run summaries for the chart and report tests (and the web Lab page's, if it wants one): a difficulty
 * ladder of a co-operative game and a seats experiment of a competitive one. Numbers are made up but consistent.
 */
import type { Cell, CellMeasures, Rate, RunSummary } from './types.ts';

/** Wilson 95% interval, enough for test data. */
function rate(wins: number, n: number): Rate {
  const z = 1.96;
  const p = n === 0 ? 0 : wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half), n };
}

function cell(index: number, label: string, values: Record<string, unknown>, players: number, extra: Partial<Cell> = {}): Cell {
  return { id: `c${index}`, index, values, label, game: 'dice', players, options: {}, bots: ['hard'], rotateSeats: false, content: {}, seed: `s:${index}`, maxMoves: 10_000, ...extra };
}

function measures(wins: number, n: number, seats: Rate[], lengths: number[], extra: Partial<CellMeasures> = {}): CellMeasures {
  const sorted = [...lengths].sort((a, b) => a - b);
  const mean = lengths.reduce((s, x) => s + x, 0) / lengths.length;
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const duration = { mean, median: at(0.5), p10: at(0.1), p90: at(0.9) };
  return {
    games: n,
    winRate: rate(wins, n),
    seatWins: seats,
    botWins: {},
    balance: 1,
    completion: 1,
    decisiveness: 1,
    duration: { moves: duration, turns: { ...duration, mean: mean / 2 } },
    branching: 7.5,
    leadChanges: null,
    drama: null,
    skill: null,
    moveKinds: { build: 0.4, pass: 0.35, upgrade: 0.25 },
    trajectories: {},
    lengths,
    ...extra,
  };
}

const t = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

/** A co-operative difficulty ladder: three steps with bands, one outside its band, castle HP trajectories. */
export function difficultySummary(): RunSummary {
  const steps = [
    { id: 'easy', label: 'Easy', band: 'easy' as const, wins: 18 },
    { id: 'normal', label: 'Normal', band: 'normal' as const, wins: 11 },
    { id: 'hard', label: 'Hard', band: 'hard' as const, wins: 9 },
  ];
  return {
    experiment: {
      name: 'Dice: difficulty ladder',
      game: 'dice',
      options: {},
      bots: 'hard',
      axes: [{ path: 'step', values: steps.map((s) => s.id), labels: steps.map((s) => s.label) }],
      stop: { games: 20 },
      seed: 'sample',
      kind: 'difficulty',
      bands: Object.fromEntries(steps.map((s) => [s.id, s.band])),
    },
    title: 'Dice: difficulty ladder',
    seatNames: ['Red', 'Blue'],
    cells: steps.map((s, i) => {
      const team = rate(s.wins, 20);
      const inBand = s.band === 'easy' ? team.rate >= 0.8 : s.band === 'normal' ? team.rate >= 0.45 && team.rate <= 0.65 : team.rate <= 0.3;
      const hp = t.map((x) => 20 - x * (6 + 4 * i));
      return {
        cell: cell(i, `step ${s.label}`, { step: s.id }, 2, { band: s.band }),
        measures: measures(s.wins, 20, [team, team], [40 + i, 44 + i, 50 + 2 * i, 52, 61 - i, 47, 45, 58, 49, 43], {
          band: s.band,
          inBand,
          trajectories: { castleHp: { label: 'Castle HP', t, mean: hp, low: hp.map((v) => v - 3), high: hp.map((v) => v + 2) } },
        }),
      };
    }),
    written: '2026-01-01T00:00:00.000Z',
  };
}

/** A competitive seats experiment over two player counts, with a rating table as a bots experiment would have. */
export function seatsSummary(): RunSummary {
  const counts = [2, 3];
  return {
    experiment: { name: 'Coins: seats', game: 'coins', options: {}, bots: 'heuristic', axes: [{ path: 'players', values: counts }], stop: { games: 30 }, seed: 'sample', kind: 'seats' },
    title: 'Coins: seats',
    seatNames: ['North', 'East', 'South'],
    cells: counts.map((players, i) => {
      const seatWins = players === 2 ? [rate(18, 30), rate(12, 30)] : [rate(12, 30), rate(10, 30), rate(8, 30)];
      return { cell: cell(i, `players ${players}`, { players }, players, { game: 'coins', bots: Array<string>(players).fill('heuristic') }), measures: measures(seatWins[0]!.rate * 30, 30, seatWins, [30, 31, 35, 29, 40, 33]) };
    }),
    ratings: [
      { bot: 'random', rating: 1100, low: 1020, high: 1180, games: 40, wins: 6 },
      { bot: 'mcts:20', rating: 1540, low: 1460, high: 1620, games: 40, wins: 31 },
      { bot: 'heuristic', rating: 1360, low: 1290, high: 1430, games: 40, wins: 23 },
    ],
    written: '2026-01-01T00:00:00.000Z',
  };
}

/**
 * Test helpers for the ready-made experiments: a game that has only what the builders read (no rules), and a
 * summary made by hand. Not for playing.
 */
import { z } from 'zod';
import type { AnyGame } from '@ramparts/engine';
import type { Cell, CellMeasures, Experiment, Rate, RunSummary } from '../types.ts';

const options = z.object({
  mode: z.enum(['duel', 'brawl', 'solo', 'team']).default('duel'),
  level: z.enum(['easy', 'normal', 'hard']).default('normal'),
});

/** "Towers": duel (2), brawl (2–4), solo (1) and team (2–3) modes; content with a list of towers by id. */
export function fakeGame(extra: Partial<AnyGame> = {}): AnyGame {
  const content = {
    'towers.json': { towers: [{ id: 'arrow', cost: 3, range: 2, name: 'Arrow' }, { id: 'cannon', cost: 5, range: 1, name: 'Cannon' }] },
    'rules.json': { lives: 10, waves: [4, 6, 8], start: { gold: 12 } },
  };
  const game = {
    id: 'towers',
    title: 'Towers',
    version: '1',
    kind: { turns: 'strict', chance: true, information: 'perfect', play: 'competitive', players: { min: 1, max: 4 } },
    options,
    playerCounts: (o: z.infer<typeof options>) =>
      o.mode === 'duel' ? { min: 2, max: 2 } : o.mode === 'brawl' ? { min: 2, max: 4 } : o.mode === 'solo' ? { min: 1, max: 1 } : { min: 2, max: 3 },
    seatName: (_players: number, _o: unknown, seat: number) => ['Red', 'Blue', 'Green', 'Gold'][seat],
    levels: { easy: 'mcts:30', normal: 'heuristic', hard: 'mcts:2000', expert: null },
    bots: { heuristic: () => ({ name: 'heuristic', chooseMove: () => null }) },
    difficultySteps: [
      { id: 'solo-easy', label: 'Solo (Easy)', options: { mode: 'solo', level: 'easy' }, band: 'easy' },
      { id: 'solo-normal', label: 'Solo (Normal)', options: { mode: 'solo', level: 'normal' }, band: 'normal' },
      { id: 'team-hard', label: 'Team (Hard)', options: { mode: 'team', level: 'hard' }, players: 2, band: 'hard' },
      { id: 'team-free', label: 'Team (Free play)', options: { mode: 'team' }, players: 3 },
    ],
    versusModes: [
      { id: 'duel', label: 'Duel', options: { mode: 'duel' } },
      { id: 'brawl', label: 'Brawl', options: { mode: 'brawl' } },
    ],
    content: { files: content, apply: () => () => undefined },
    ...extra,
  };
  return game as unknown as AnyGame;
}

export function rate(rate: number, n = 100, half = 0.05): Rate {
  return { rate, low: Math.max(0, rate - half), high: Math.min(1, rate + half), n };
}

/** Measures with every field filled; override what the test reads. */
export function measures(over: Partial<CellMeasures> = {}): CellMeasures {
  const length = { mean: 40, median: 40, p10: 30, p90: 50 };
  return {
    games: 100,
    winRate: rate(0.5),
    seatWins: [rate(0.5), rate(0.5)],
    botWins: {},
    balance: 1,
    completion: 1,
    decisiveness: 1,
    duration: { moves: length, turns: { mean: 12, median: 12, p10: 10, p90: 14 } },
    branching: 5,
    leadChanges: null,
    drama: null,
    skill: null,
    moveKinds: {},
    trajectories: {},
    lengths: [],
    ...over,
  };
}

export function cell(index: number, values: Record<string, unknown>, over: Partial<Cell> = {}): Cell {
  return { id: `c${index}`, index, values, label: JSON.stringify(values), game: 'towers', players: 2, options: {}, bots: ['normal', 'normal'], rotateSeats: false, content: {}, seed: `s/c${index}`, maxMoves: 10_000, ...over };
}

export function summary(experiment: Experiment, cells: RunSummary['cells'], over: Partial<RunSummary> = {}): RunSummary {
  return { experiment, title: 'Towers', seatNames: ['Red', 'Blue'], cells, written: '2026-01-01T00:00:00.000Z', ...over };
}

/**
 * The ready-made experiments, each one command: what it plans for a game (one or more experiments) and the tables
 * it reads from their summaries. The CLI and the docs script drive them through this one record.
 */
import type { AnyGame } from '@ramparts/engine';
import { botsExperiment, botsTable, isVersus, pairsTable } from './bots.ts';
import type { PlannedRun, ReadyFlags, ReadyKind, RunResult } from './common.ts';
import { difficultyExperiment, difficultyTable } from './difficulty.ts';
import { seatsExperiments, seatsTable } from './seats.ts';
import { sweepExperiment, sweepSetUp, sweepTable } from './sweep.ts';
import type { ResultTable } from './table.ts';

export interface ReadyExperiment {
  kind: ReadyKind;
  /** One sentence for the help. */
  description: string;
  plan(game: AnyGame, flags: ReadyFlags): PlannedRun[];
  tables(game: AnyGame, results: RunResult[]): ResultTable[];
}

const single = (experiment: PlannedRun['experiment']): PlannedRun[] => [{ name: '', label: '', experiment }];

export const READY_EXPERIMENTS: Readonly<Record<ReadyKind, ReadyExperiment>> = Object.freeze({
  difficulty: {
    kind: 'difficulty',
    description: "the strongest bot team's win rate at each step of the game's difficulty ladder, against the design bands",
    plan: (game, flags) => single(difficultyExperiment(game, flags)),
    tables: (_game, results) => results.map((r) => difficultyTable(r.summary)),
  },
  seats: {
    kind: 'seats',
    description: 'the advantage of each seat, and of going first, in every versus mode at every player count (the same bot in every seat)',
    plan: (game, flags) => seatsExperiments(game, flags),
    tables: (_game, results) => [seatsTable(results)],
  },
  bots: {
    kind: 'bots',
    description: "a round-robin of the game's bots with a rating table (co-operative games: each bot's team win rate)",
    plan: (game, flags) => single(botsExperiment(game, flags)),
    tables: (game, results) => results.flatMap((r) => (isVersus(game) ? [botsTable(r.summary), pairsTable(r.summary)] : [botsTable(r.summary)])),
  },
  sweep: {
    kind: 'sweep',
    description: 'how one content number moves the win rate and the length of the game',
    plan: (game, flags) => single(sweepExperiment(game, flags)),
    tables: (game, results) => results.map((r) => sweepTable(r.summary, !sweepSetUp(game).versus)),
  },
});

export { BAND_RANGES, bandWords, outOfBand, stepResults, verdict, type StepResult, type Verdict } from './difficulty.ts';
export { defaultBots } from './bots.ts';
export { parseVary, type Vary } from './sweep.ts';
export { seatResults, type SeatResult } from './seats.ts';
export type { PlannedRun, ReadyFlags, ReadyKind, RunResult } from './common.ts';
export { tableMarkdown, tableText, type ResultTable } from './table.ts';

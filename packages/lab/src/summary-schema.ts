import { parseShape, RuleError } from '@ramparts/engine';
import type { RunSummary } from './types.ts';
import { z } from 'zod';

/**
 * The shape of a run's `summary.json` (the lab's `RunSummary`), checked before anything draws it: a file that is not
 * a lab summary gets one sentence instead of a chart that throws halfway. Objects are loose so a summary written by
 * a newer lab (a measure added) still opens; what the page and the charts read must be there and be right.
 */
const rate = z.looseObject({ rate: z.number(), low: z.number(), high: z.number(), n: z.number() });
const spread = z.looseObject({ mean: z.number(), median: z.number(), p10: z.number(), p90: z.number() });
const band = z.enum(['easy', 'normal', 'hard']);
const share = z.number().min(0).max(1);

const axis = z.looseObject({ path: z.string(), values: z.array(z.unknown()), labels: z.array(z.string()).optional() });
const stop = z.union([z.looseObject({ games: z.number() }), z.looseObject({ width: z.number(), minGames: z.number().optional(), maxGames: z.number() })]);

const experiment = z.looseObject({
  name: z.string(),
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  players: z.number().optional(),
  bots: z.union([z.string(), z.array(z.string())]),
  rotateSeats: z.boolean().optional(),
  axes: z.array(axis),
  stop,
  chunk: z.number().optional(),
  seed: z.string(),
  maxMoves: z.number().optional(),
  kind: z.enum(['difficulty', 'seats', 'bots', 'sweep', 'custom']).optional(),
  bands: z.record(z.string(), band).optional(),
});

const cell = z.looseObject({
  id: z.string(),
  index: z.number(),
  values: z.record(z.string(), z.unknown()),
  label: z.string(),
  game: z.string(),
  players: z.number(),
  seatNames: z.array(z.string()).optional(),
  options: z.record(z.string(), z.unknown()),
  bots: z.array(z.string()),
  rotateSeats: z.boolean(),
  content: z.record(z.string(), z.unknown()),
  seed: z.string(),
  maxMoves: z.number(),
  band: band.optional(),
});

const trajectory = z.looseObject({ label: z.string(), t: z.array(z.number()), mean: z.array(z.number()), low: z.array(z.number()), high: z.array(z.number()) });

const measures = z.looseObject({
  games: z.number(),
  winRate: rate,
  seatWins: z.array(rate),
  botWins: z.record(z.string(), rate),
  balance: share,
  completion: share,
  decisiveness: share,
  lostTo: z.record(z.string(), share).optional(),
  duration: z.looseObject({ moves: spread, turns: spread }),
  branching: z.number(),
  leadChanges: z.number().nullable(),
  drama: z.number().nullable(),
  skill: z.number().nullable(),
  moveKinds: z.record(z.string(), z.number()),
  trajectories: z.record(z.string(), trajectory),
  lengths: z.array(z.number()),
  band: band.optional(),
  inBand: z.boolean().optional(),
});

const rating = z.looseObject({ bot: z.string(), rating: z.number(), low: z.number(), high: z.number(), games: z.number(), wins: z.number() });

export const runSummarySchema = z.looseObject({
  experiment,
  title: z.string(),
  seatNames: z.array(z.string()),
  cells: z.array(z.looseObject({ cell, measures })),
  ratings: z.array(rating).optional(),
  written: z.string(),
});

// The schema and the lab's type must agree: this stops compiling when one changes without the other.
const agrees: (parsed: z.infer<typeof runSummarySchema>) => RunSummary = (parsed) => parsed;
void agrees;

/**
 * The summary in a file's text, or a RuleError whose message is one sentence naming the file and the first problem
 * ("results.json is not a lab run summary (the summary.json of a run folder): cells.0.measures.winRate: expected an
 * object, got missing").
 */
export function readRunSummary(text: string, fileName: string): RunSummary {
  const intro = `${fileName} is not a lab run summary (the summary.json of a run folder)`;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RuleError('lab-summary', `${intro}: it is not JSON.`);
  }
  return parseShape(runSummarySchema, data, 'lab-summary', intro);
}

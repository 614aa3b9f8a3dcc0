import { createBot, RuleError, type Variant } from '@ramparts/engine';
import { DEFAULT_CHUNK, DEFAULT_MAX_MOVES, expandCells, parseExperiment } from '@ramparts/lab/experiment.ts';
import type { LabKit } from '@ramparts/lab/kit.ts';
import type { Experiment } from '@ramparts/lab/types.ts';
import { checkBotSpec } from '../bots/budget.ts';
import { HttpError } from '../http/errors.ts';
import type { Registry } from '../matches/types.ts';
import { checkVariant } from '../matches/variants.ts';

/*
 * What "Measure on the server" may ask for: the studio's experiment, checked again here as the lab checks a file, its
 * variant as a match's is, and held to what one server hands its lab workers (the queue's machines are shared).
 */

/** The most games one cell, and one whole run (the original and the variant together), may ask for. */
export const MAX_CELL_GAMES = 2000;
export const MAX_RUN_GAMES = 50_000;

/** A request checked: the experiment (without its variant), the variant, and how many games it may play in all. */
export interface CheckedRun {
  experiment: Experiment;
  variant: Variant | null;
  /** Games the original's run plays at most (the variant's plays as many again). */
  games: number;
}

/** The lab's kit over the server's registry: the coordinator only expands cells and checks bots; workers play. */
export function labKitOf(registry: Registry): LabKit {
  return { games: registry.games, findGame: (id) => registry.findGame(id), createBot, modules: { registry: '@ramparts/games', bots: '@ramparts/engine' } };
}

const count = (n: number) => n.toLocaleString('en-US');

/** Checks a run request; refusals are RuleErrors (or an HttpError for a game the server lacks), each one sentence. */
export function checkRunRequest(registry: Registry, kit: LabKit, body: { experiment: Record<string, unknown>; variant?: Record<string, unknown> }): CheckedRun {
  // The lab's own parser: the schema, and the checks a file gets (an axis named twice).
  const sent = parseExperiment(JSON.stringify(body.experiment), 'sent');
  // Chunks no smaller than the lab's own: a chunk of one game would mean a message and a summing-up per game. The games
  // and their numbers do not depend on the chunks.
  const experiment = { ...sent, chunk: Math.max(sent.chunk ?? DEFAULT_CHUNK, DEFAULT_CHUNK) };
  const game = registry.findGame(experiment.game);
  if (!game) throw new HttpError(404, 'unknown-game', `There is no game "${experiment.game}". Games: ${registry.games.map((g) => g.id).join(', ')}.`);
  if (experiment.variant) throw new RuleError('bad-experiment', 'Send the variant beside the experiment (the body\'s "variant"), not inside it.');
  if ((experiment.maxMoves ?? 0) > DEFAULT_MAX_MOVES) throw new RuleError('bad-experiment', `A game on this server plays at most ${count(DEFAULT_MAX_MOVES)} moves, not ${count(experiment.maxMoves!)}.`);
  const variant = body.variant === undefined ? null : checkVariant(registry, body.variant, game).variant;
  const cells = expandCells(variant ? { ...experiment, variant } : experiment, kit);
  for (const spec of new Set(cells.flatMap((c) => c.bots))) checkBotSpec(spec, game);
  const perCell = 'games' in experiment.stop ? experiment.stop.games : experiment.stop.maxGames;
  const more = 'run `ramparts lab … --queue` yourself for more';
  if (perCell > MAX_CELL_GAMES) throw new RuleError('too-many-games', `This server plays at most ${count(MAX_CELL_GAMES)} games a cell, not ${count(perCell)}: ${more}.`);
  const games = perCell * cells.length;
  const all = games * (variant ? 2 : 1);
  if (all > MAX_RUN_GAMES) throw new RuleError('too-many-games', `This server plays at most ${count(MAX_RUN_GAMES)} games a run; this one asks for ${count(all)}: ${more}.`);
  return { experiment, variant, games };
}

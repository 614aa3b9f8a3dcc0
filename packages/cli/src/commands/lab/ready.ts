import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { isRuleError, variantSlug } from '@ramparts/engine';
import { runProgress } from '@ramparts/lab/progress.ts';
import { READY_EXPERIMENTS, tableText, type ReadyFlags, type ReadyKind, type RunResult } from '@ramparts/lab/ready/index.ts';
import { runExperiment, runIdOf } from '@ramparts/lab/run.ts';
import type { Env } from '../../env.ts';
import { CliError, say, type Io } from '../../io.ts';
import { resolveGame } from '../../options.ts';
import { BOT_WORDS } from '../../seats.ts';
import { withVariantFile } from '../../variant-file.ts';

export interface ReadyCommandFlags extends ReadyFlags {
  workers?: number;
  out?: string;
  queue?: string;
  json?: boolean;
  /** A variant file every cell is played with. */
  variant?: string;
}

/** What a ready-made command ran: each run's folder and summary, and the tables it printed. */
export interface ReadyOutcome {
  kind: ReadyKind;
  game: string;
  folder: string;
  runs: (RunResult & { folder: string })[];
}

/**
 * Plans the experiment(s), runs each into its folder (resuming what is there), prints the tables and where the
 * results are. A RuleError from planning or running (a game without a ladder, a bad --vary) is the one-line CliError.
 */
export async function readyCommand(kind: ReadyKind, gameId: string, flags: ReadyCommandFlags, env: Env, io: Io): Promise<ReadyOutcome> {
  const ready = READY_EXPERIMENTS[kind];
  const original = resolveGame(env, gameId);
  // The variant is checked here (one line in words when the content refuses it); the plan is the original's (a variant
  // game offers no content to plan a sweep on), and every cell carries the variant's patch (`Experiment.variant`).
  const { game, variant } = await withVariantFile(original, flags.variant);
  const folder = flags.out ?? join('lab-runs', `${game.id}-${kind}${variant ? `-${variantSlug(variant.name)}` : ''}`);
  const runs: ReadyOutcome['runs'] = [];
  await asCliError(async () => {
    for (const planned of ready.plan(original, flags)) {
      const run = variant ? { ...planned, experiment: { ...planned.experiment, variant } } : planned;
      const runFolder = run.name ? join(folder, run.name) : folder;
      const executor = flags.queue ? await (await import('@ramparts/lab/queue.ts')).queueExecutor(flags.queue, runIdOf(runFolder, run.experiment)) : undefined;
      const progress = flags.json ? null : runProgress(io.stderr as NodeJS.WritableStream & { isTTY?: boolean });
      try {
        const summary = await runExperiment(run.experiment, runFolder, env, { workers: flags.workers, executor, onProgress: progress?.onProgress });
        runs.push({ run, summary, folder: runFolder });
      } finally {
        progress?.stop();
        await executor?.close();
      }
    }
  });
  const outcome: ReadyOutcome = { kind, game: game.id, folder, runs };
  if (flags.json) {
    say(io.stdout, JSON.stringify({ kind, game: game.id, runs: runs.map((r) => ({ folder: r.folder, summary: r.summary })) }, null, 2));
    return outcome;
  }
  const tables = ready.tables(game, runs);
  say(io.stdout, tables.map(tableText).join('\n\n'));
  say(io.stdout, '', ...runs.map((r) => `Results: ${r.folder} (charts: ramparts lab report ${r.folder})`));
  return outcome;
}

async function asCliError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isRuleError(e)) throw new CliError(e.message, 1, e.details ?? []);
    throw e;
  }
}

function wholeNumber(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of at least 1.');
  return n;
}

function share(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n >= 1) throw new InvalidArgumentError('expected a share between 0 and 1, e.g. 0.1 for ten points.');
  return n;
}

const EXAMPLES: Record<ReadyKind, string> = {
  difficulty: `
Examples:
  ramparts lab difficulty dice                       the expert team on every scenario and difficulty, 100 games each
  ramparts lab difficulty crystal --width 0.1        until each interval is narrower than ten points
  ramparts lab difficulty coins --bots hard --games 40 --seed 7`,
  seats: `
Examples:
  ramparts lab seats coins                           duel at 2 and crusade at 2 to 4 players, normal in every seat
  ramparts lab seats cards --players 4 --bots heuristic --games 400`,
  bots: `
Examples:
  ramparts lab bots coins                            every pair of coins' bots, 20 games each, seats rotated
  ramparts lab bots tracks --bots random,heuristic,mcts:100 --games 40
  ramparts lab bots dice                             a co-operative game: each bot's team win rate`,
  sweep: `
Examples:
  ramparts lab sweep coins --vary rules.json.attackerTosses=2..4
  ramparts lab sweep dice --vary towers.json.towers.archery.purchase=2..6 --games 60
  ramparts lab sweep dice --vary rules.json.difficulty.normal.horde=60..120:20 --step scenario-1-normal   which horde puts Normal in its band?`,
};

/** `ramparts lab difficulty|seats|bots|sweep`. */
export function registerLabReady(lab: Command, io: Io, env: () => Promise<Env>): void {
  for (const kind of ['difficulty', 'seats', 'bots', 'sweep'] as const) {
    const cmd = lab
      .command(kind)
      .description(`${READY_EXPERIMENTS[kind].description} (docs/lab.md)`)
      .argument('<game>', 'the game id, e.g. dice')
      .option('--games <n>', 'games per cell (with --width: the most a cell plays)', wholeNumber)
      .option('--width <w>', "play each cell until the 95% interval of its win rate is narrower than this share (0.1: ten points)", share)
      .option('--bots <list>', `the bots (${BOT_WORDS}); see docs/lab.md for what each experiment does with them`)
      .option('--players <n>', 'play only this number of seats', wholeNumber)
      .option('--seed <seed>', 'the seed (default: fixed per game and experiment, so running again resumes)')
      .option('--workers <k>', 'worker threads (default: one per CPU; 1 plays in this thread)', wholeNumber)
      .option('--out <folder>', `the run folder (default: lab-runs/<game>-${kind})`)
      .option('--queue <url>', 'play the games on BullMQ workers (redis://…) started with ramparts lab worker')
      .option('--json', 'print the run summaries as JSON')
      .option('--variant <file>', 'play every cell with this variant (a studio file); the same seeds as without, to compare');
    if (kind === 'sweep')
      cmd
        .requiredOption('--vary <path=from..to[:step]>', 'the content number to vary, e.g. rules.json.attackerTosses=2..4')
        .option('--step <id>', "play the sweep on this step of the difficulty ladder (e.g. normal) and mark each value in or out of its design band");
    cmd.addHelpText('after', EXAMPLES[kind]).action(async (game: string, flags: ReadyCommandFlags) => {
      await readyCommand(kind, game, flags, await env(), io);
    });
  }
}

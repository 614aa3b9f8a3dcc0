import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { isRuleError, playKindOf } from '@ramparts/engine';
import { parseExperiment } from '@ramparts/lab/experiment.ts';
import { runProgress } from '@ramparts/lab/progress.ts';
import { queueExecutor } from '@ramparts/lab/queue.ts';
import { LAB_QUEUE } from '@ramparts/lab/queue-url.ts';
import { runExperiment, runFiles, runIdOf } from '@ramparts/lab/run.ts';
import { percent } from '@ramparts/lab/stats.ts';
import type { RunSummary } from '@ramparts/lab/types.ts';
import { InvalidArgumentError, type Command } from 'commander';
import type { Env } from '../../env.ts';
import { CliError, say, type Io } from '../../io.ts';
import { formatTable } from '../../table.ts';
import { readVariant, variantWords } from '../../variant-file.ts';

export interface LabRunFlags {
  out?: string;
  workers?: number;
  queue?: string;
  queueName?: string;
  json?: boolean;
  /** A variant file every cell is played with (over the experiment's own `variant`). */
  variant?: string;
}

const wholeNumber = (value: string): number => {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of at least 1.');
  return n;
};

/** `ramparts lab run <experiment>`. */
export function registerLabRun(lab: Command, io: Io, env: () => Promise<Env>): void {
  lab
    .command('run <experiment>')
    .description('run an experiment file (.json or .yaml) into a run folder; running it again continues where it stopped')
    .option('--out <folder>', 'the run folder (default: lab-runs/<experiment file name>)')
    .option('--workers <k>', 'worker threads (default: one per CPU; 1 plays in this thread)', wholeNumber)
    .option('--queue <url>', 'hand the games to BullMQ on this Redis (redis://host:6379); `ramparts lab worker --queue <url>` plays them on any machine')
    .option('--queue-name <name>', 'with --queue: the BullMQ queue (the same as the workers\')', LAB_QUEUE)
    .option('--json', 'print the run summary as JSON')
    .option('--variant <file>', "play every cell with this variant (a studio file); run it again without to compare on the same seeds")
    .addHelpText(
      'after',
      `
The experiment file's fields are in docs/lab.md (Experiments). Examples:
  ramparts lab run packages/lab/experiments/dice-scenarios.yaml
  ramparts lab run packages/lab/experiments/coins-first-player.json --workers 2 --out lab-runs/coins
  ramparts lab run my-sweep.yaml --queue redis://127.0.0.1:6379
Then: ramparts lab report <run folder>`,
    )
    .action(async (file: string, flags: LabRunFlags) => {
      await labRunCommand(file, flags, await env(), io);
    });
}

/** Reads the experiment, runs it (or continues it), prints one row per cell and where the summary is. */
export async function labRunCommand(file: string, flags: LabRunFlags, env: Env, io: Io): Promise<RunSummary> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new CliError(`Cannot read the experiment ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}.`);
  }
  const folder = flags.out ?? defaultRunFolder(file);
  const progress = flags.json ? null : runProgress(io.stderr as NodeJS.WritableStream & { isTTY?: boolean });
  let summary: RunSummary;
  try {
    const variant = flags.variant === undefined ? undefined : await readVariant(flags.variant);
    const experiment = { ...parseExperiment(text, file), ...(variant ? { variant } : {}) };
    const executor = flags.queue ? await queueExecutor(flags.queue, runIdOf(folder, experiment), { queue: flags.queueName }) : undefined;
    try {
      summary = await runExperiment(experiment, folder, env, { workers: flags.workers, executor, onProgress: progress?.onProgress });
    } finally {
      await executor?.close();
    }
  } catch (e) {
    if (isRuleError(e)) throw new CliError(e.message, 1, e.details ?? []);
    throw e;
  } finally {
    progress?.stop();
  }
  const game = env.findGame(summary.experiment.game);
  const cooperative = game !== undefined && summary.cells.every(({ cell }) => playKindOf(game, cell.options) === 'cooperative');
  say(io.stdout, flags.json ? JSON.stringify(summary, null, 2) : formatRun(summary, folder, cooperative));
  return summary;
}

/** Where a run goes without --out: lab-runs/<the experiment file's name without its ending>. */
export const defaultRunFolder = (file: string) => join('lab-runs', basename(file, extname(file)));

/** One row per cell: games, win rate with its interval, mean length; then where the results are. */
export function formatRun(summary: RunSummary, folder: string, cooperative: boolean): string {
  const banded = summary.cells.some((c) => c.measures.band);
  const rows = summary.cells.map(({ cell, measures: m }) => [
    cell.id,
    cell.label,
    String(m.games),
    `${percent(m.winRate.rate)} (${percent(m.winRate.low)} – ${percent(m.winRate.high)})`,
    m.duration.moves.mean.toFixed(1),
    ...(banded ? [m.band ? `${m.band}: ${m.inBand ? 'in band' : 'OUT of band'}` : ''] : []),
  ]);
  const head = ['cell', 'label', 'games', cooperative ? 'team win rate (95%)' : rateHead(summary), 'mean moves', ...(banded ? ['band'] : [])];
  return [
    `${summary.experiment.name} (${summary.title}${summary.experiment.variant ? `, ${variantWords(summary.experiment.variant)}` : ''}, seed ${summary.experiment.seed})`,
    '',
    formatTable([head, ...rows], [2, 3, 4]),
    '',
    `Results: ${folder} (summary: ${runFiles(folder).summary})`,
    `Charts:  ramparts lab report ${folder}`,
  ].join('\n');
}

const rateHead = (summary: RunSummary) => (summary.experiment.rotateSeats ? `${summary.cells[0]?.cell.bots[0] ?? 'first bot'} win rate (95%)` : 'seat 1 win rate (95%)');

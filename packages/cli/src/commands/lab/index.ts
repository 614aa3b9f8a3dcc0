import type { Command } from 'commander';
import type { Env } from '../../env.ts';
import type { Io } from '../../io.ts';
import { registerLabReady } from './ready.ts';
import { registerLabReport } from './report.ts';
import { registerLabRun } from './run.ts';
import { registerLabWorker } from './worker.ts';

/** `ramparts lab …`: the balance lab (docs/lab.md). Each subcommand lives in its own file. */
export function registerLab(program: Command, io: Io, env: () => Promise<Env>): void {
  const lab = program.command('lab').description('the balance lab: experiments over many bot games, with charts (docs/lab.md)');
  registerLabRun(lab, io, env);
  registerLabReady(lab, io, env);
  registerLabReport(lab, io, env);
  registerLabWorker(lab, io, env);
}

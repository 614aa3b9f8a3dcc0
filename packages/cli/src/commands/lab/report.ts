import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { ReportFiles } from '@ramparts/lab/report.ts';
import type { Command } from 'commander';
import type { Env } from '../../env.ts';
import { CliError, oneLine, problemsOf, say, type Io } from '../../io.ts';

export interface LabReportFlags {
  out?: string;
  open?: boolean;
}

/** Opens a file in the system's browser; resolves to an error sentence when no opener could start. */
export type Opener = (file: string) => Promise<string | null>;

/** `ramparts lab report <run>`. */
export function registerLabReport(lab: Command, io: Io, env: () => Promise<Env>): void {
  void env; // the report reads only the run folder: no games, no bots
  lab
    .command('report <run>')
    .description("write a run's report: report.html (one self-contained page of tables and charts) and each chart as SVG and PNG")
    .option('--out <folder>', 'where the report goes (default: the run folder)')
    .option('--open', 'open the page in the browser once written')
    .action(async (run: string, flags: LabReportFlags) => {
      await labReportCommand(run, flags, io);
    });
}

/** Writes the report and lists the files written; a run folder without a readable summary is one line of error. */
export async function labReportCommand(run: string, flags: LabReportFlags, io: Io, open: Opener = openInBrowser): Promise<ReportFiles> {
  // Loaded here, not at start-up: Vega and the PNG renderer are heavy and only this command needs them.
  const { writeReport } = await import('@ramparts/lab/report.ts');
  let files: ReportFiles;
  try {
    files = await writeReport(run, flags.out ?? run);
  } catch (e) {
    if (e instanceof Error && e.name === 'RuleError') throw new CliError(oneLine(e), 1, problemsOf(e));
    throw e;
  }
  say(io.stdout, `Report written: ${files.html}`);
  say(io.stdout, `${files.svg.length} ${files.svg.length === 1 ? 'chart' : 'charts'}, as SVG and PNG:`, ...files.svg.flatMap((svg, i) => [`  ${svg}`, `  ${files.png[i]}`]));
  for (const note of files.notes ?? []) say(io.stderr, `note: ${note}`);
  if (flags.open) {
    const problem = await open(files.html);
    if (problem) say(io.stderr, `${problem} Open ${pathToFileURL(files.html).href} yourself.`);
  }
  return files;
}

/** The platform's "open this file" command, left running on its own. */
export const openInBrowser: Opener = (file) => {
  const [command, args] = process.platform === 'darwin' ? ['open', [file]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', file]] : ['xdg-open', [file]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.once('error', () => resolve(`Could not start ${command} to open the report.`));
    child.once('spawn', () => {
      child.unref();
      resolve(null);
    });
  });
};

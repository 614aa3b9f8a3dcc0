/**
 * `npm run lab:docs`: the ready-made experiments for every game, with small budgets, written into docs/lab.md (the
 * tables, the steps outside their band, links to the charts), docs/lab/runs/<run>/summary.json and
 * docs/lab/charts/<run>/*.svg. The games' results files stay in a cache folder, so a second run resumes.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { isRuleError, type AnyGame } from '@ramparts/engine';
import type { LabKit } from '../kit.ts';
import type { Experiment, RunSummary } from '../types.ts';
import { writeReport } from '../report.ts';
import { runExperiment } from '../run.ts';
import type { ReadyFlags, ReadyKind, RunResult } from './common.ts';
import { outOfBand, teamWords } from './difficulty.ts';
import { READY_EXPERIMENTS } from './index.ts';
import { tableMarkdown } from './table.ts';

export const RESULTS_BEGIN = /<!-- results:begin[^>]*-->/;
export const RESULTS_END = '<!-- results:end -->';

/** The flags each experiment runs with in the docs, per kind; `sweep` also per game (`vary`). */
export interface DocsBudgets {
  difficulty: ReadyFlags;
  seats: ReadyFlags;
  bots: ReadyFlags;
  sweep: ReadyFlags;
  /** Per game id: the content number its sweep varies (no entry: no sweep for that game). */
  vary: Record<string, string>;
  /** Per game id and experiment: flags that replace the kind's own (a team too slow for one game's ladder). */
  byGame?: Record<string, Partial<Record<ReadyKind, Partial<ReadyFlags>>>>;
}

/** The chart each experiment shows inline (the others are linked). */
const MAIN_CHART: Record<ReadyKind, string> = { difficulty: 'win-rate', seats: 'seat-advantage', bots: 'ratings', sweep: 'win-rate' };

export interface DocsPaths {
  /** docs/lab.md */
  doc: string;
  /** docs/lab: runs/ and charts/ go here. */
  assets: string;
  /** Where the games' results files are kept between runs. */
  cache: string;
}

export interface DocsOptions {
  kit: LabKit;
  games: readonly AnyGame[];
  paths: DocsPaths;
  budgets: DocsBudgets;
  /** Words for the budgets paragraph of the doc. */
  budgetWords: string;
  workers?: number;
  log?: (line: string) => void;
  /** false: run and keep the runs and charts, but leave the doc as it is (a trial on some games). Default true. */
  writeDoc?: boolean;
}

interface Section {
  game: AnyGame;
  kind: ReadyKind;
  results: RunResult[];
  /** Per run: the chart files, relative to the doc. */
  charts: { name: string; label: string; files: string[]; summary: string }[];
}

/** Which experiments apply to a game: a ladder for difficulty, versus modes for seats, a sweep when a path is given. */
export function experimentsFor(game: AnyGame, budgets: DocsBudgets): ReadyKind[] {
  const kinds: ReadyKind[] = [];
  if ((game.difficultySteps ?? []).length > 0) kinds.push('difficulty');
  if ((game.versusModes ?? []).length > 0) kinds.push('seats');
  kinds.push('bots');
  if (budgets.vary[game.id] !== undefined && game.content) kinds.push('sweep');
  return kinds;
}

/** Runs everything and rewrites the results region of the doc; returns the new doc's text (written or not). */
export async function writeLabDocs(o: DocsOptions): Promise<string> {
  const log = o.log ?? (() => {});
  const sections: Section[] = [];
  for (const game of o.games) {
    for (const kind of experimentsFor(game, o.budgets)) {
      const flags: ReadyFlags = { ...o.budgets[kind], ...o.budgets.byGame?.[game.id]?.[kind], ...(kind === 'sweep' ? { vary: o.budgets.vary[game.id] } : {}) };
      const section: Section = { game, kind, results: [], charts: [] };
      for (const run of READY_EXPERIMENTS[kind].plan(game, flags)) {
        const name = [game.id, kind, ...(run.name ? [run.name] : [])].join('-');
        log(`${name}: ${run.experiment.name}`);
        const folder = join(o.paths.cache, name);
        const summary = await runCached(run.experiment, folder, o);
        section.results.push({ run, summary });
        const kept = join(o.paths.assets, 'runs', name);
        await mkdir(kept, { recursive: true });
        await copyFile(join(folder, 'summary.json'), join(kept, 'summary.json'));
        const files = await chartFiles(folder, join(o.paths.assets, 'charts', name), o.paths.doc);
        section.charts.push({ name, label: run.label, files, summary: docLink(o.paths.doc, join(kept, 'summary.json')) });
      }
      sections.push(section);
    }
  }
  const doc = await readFile(o.paths.doc, 'utf8');
  const next = replaceResults(doc, resultsMarkdown(sections, o.budgetWords));
  if (o.writeDoc !== false) await writeFile(o.paths.doc, next);
  return next;
}

/** Runs into the cache, resuming; a folder left by other budgets (another experiment) is the script's own: start it over. */
async function runCached(experiment: Experiment, folder: string, o: DocsOptions): Promise<RunSummary> {
  try {
    return await runExperiment(experiment, folder, o.kit, { workers: o.workers });
  } catch (e) {
    if (!(isRuleError(e) && e.code === 'other-experiment')) throw e;
    await rm(folder, { recursive: true, force: true });
    return runExperiment(experiment, folder, o.kit, { workers: o.workers });
  }
}

/**
 * The charts the docs keep of a run: all but the per-turn trajectories, of which the first (one per figure, each a
 * large SVG) shows what they look like; `ramparts lab report docs/lab/runs/<run>` draws them all.
 */
export function keptCharts(svgs: string[]): string[] {
  const trajectories = svgs.filter((f) => basename(f).startsWith('trajectory-')).sort();
  return svgs.filter((f) => !basename(f).startsWith('trajectory-') || f === trajectories[0]);
}

/** Writes the run's report into the cache and keeps some of its SVGs; returns their paths relative to the doc. */
async function chartFiles(folder: string, into: string, doc: string): Promise<string[]> {
  const report = join(folder, 'report');
  const files = await writeReport(folder, report);
  await rm(into, { recursive: true, force: true });
  await mkdir(into, { recursive: true });
  const kept: string[] = [];
  for (const svg of keptCharts(files.svg)) {
    const target = join(into, basename(svg));
    await copyFile(svg, target);
    kept.push(docLink(doc, target));
  }
  return kept.sort();
}

/** A file's link from the doc: relative, with forward slashes. */
const docLink = (doc: string, file: string) => relative(dirname(doc), file).split('\\').join('/');

/** The doc with its results region replaced (the markers kept); a doc without the markers is an error. */
export function replaceResults(doc: string, body: string): string {
  const begin = RESULTS_BEGIN.exec(doc);
  const end = doc.indexOf(RESULTS_END);
  if (!begin || end < begin.index) throw new Error(`The doc has no results region (${RESULTS_BEGIN.source} … ${RESULTS_END}).`);
  return `${doc.slice(0, begin.index + begin[0].length)}\n${body.trim()}\n${doc.slice(end)}`;
}

const HEADINGS: Record<ReadyKind, string> = { difficulty: 'Difficulty ladder', seats: 'Seats', bots: 'Bots', sweep: 'Sweep' };

export function resultsMarkdown(sections: Section[], budgetWords: string): string {
  const out: string[] = [budgetWords, ''];
  const outside = sections
    .filter((s) => s.kind === 'difficulty')
    .flatMap((s) => s.results.flatMap((r) => outOfBand(r.summary).map((step) => ({ game: s.game, step, team: teamWords(r.summary.experiment.bots) }))));
  out.push('### Steps outside their band', '');
  if (outside.length === 0) out.push('Every difficulty step measured lies in its band.', '');
  else {
    out.push('Where the content may need tuning: each step’s win rate (its 95% interval), the team that played it, and its band.', '');
    for (const { game, step, team } of outside) out.push(`- ${game.title}, ${step.label}: ${(step.rate * 100).toFixed(0)}% (${(step.low * 100).toFixed(0)}–${(step.high * 100).toFixed(0)}%) for ${team}, band ${step.band}: **${step.verdict}**`);
    out.push('');
  }
  let title = '';
  for (const s of sections) {
    if (s.game.title !== title) {
      title = s.game.title;
      out.push(`### ${title} (\`${s.game.id}\`)`, '');
    }
    out.push(`#### ${HEADINGS[s.kind]}`, '');
    for (const table of READY_EXPERIMENTS[s.kind].tables(s.game, s.results)) out.push(tableMarkdown(table), '');
    for (const c of s.charts) {
      const main = c.files.find((f) => f.endsWith(`/${MAIN_CHART[s.kind]}.svg`));
      const heading = c.label ? `${c.label}: ` : '';
      if (main) out.push(`![${heading}${HEADINGS[s.kind]}, ${s.game.title}](${main})`, '');
      const others = c.files.filter((f) => f !== main);
      const more = others.length > 0 ? `more charts: ${others.map((f) => `[${basename(f, '.svg')}](${f})`).join(', ')}; ` : '';
      out.push(`${heading}${more}the run's summary: [summary.json](${c.summary}) (\`ramparts lab report ${dirname(c.summary)}\` draws every chart).`, '');
    }
  }
  return out.join('\n');
}

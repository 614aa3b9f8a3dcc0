/** `lab report`: one self-contained HTML page and each chart as SVG and PNG. PINNED API: report builds it. */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseShape, RuleError } from '@ramparts/engine';
import { runSummarySchema } from './summary-schema.ts';
import { chartSvg, svgToPng, systemFontsFound } from './chart-images.ts';
import { chartsFor } from './charts.ts';
import { reportHtml, type VegaScripts } from './report-html.ts';
import type { RunSummary } from './types.ts';

export interface ReportFiles {
  html: string;
  svg: string[];
  png: string[];
  /** What the reader should know about the files (no fonts for the PNGs' text); empty when all is well. */
  notes?: string[];
}

/** Writes `report.html` and `charts/<id>.svg|png` into the run folder (or `out`). */
export async function writeReport(folder: string, out: string = folder): Promise<ReportFiles> {
  const summary = await readSummary(folder);
  const charts = chartsFor(summary);
  await mkdir(join(out, 'charts'), { recursive: true });
  const files: ReportFiles = { html: join(out, 'report.html'), svg: [], png: [], notes: [] };
  for (const chart of charts) {
    const svg = await chartSvg(chart);
    const svgPath = join(out, 'charts', `${chart.id}.svg`);
    const pngPath = join(out, 'charts', `${chart.id}.png`);
    await writeFile(svgPath, svg);
    await writeFile(pngPath, svgToPng(svg));
    files.svg.push(svgPath);
    files.png.push(pngPath);
  }
  await writeFile(files.html, reportHtml(summary, charts, await vegaScripts()));
  if (charts.length > 0 && !systemFontsFound()) files.notes!.push('No system fonts were found, so the PNG charts have no text; the SVGs and the page are complete.');
  return files;
}

/** The run's `summary.json`, or a RuleError saying in one sentence why there is none to report. */
export async function readSummary(folder: string): Promise<RunSummary> {
  const path = join(folder, 'summary.json');
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    const inner = await runsInside(folder);
    if (inner.length > 0) throw new RuleError('lab-report', `${folder} holds several runs (${inner.join(', ')}): report each one, e.g. ramparts lab report ${join(folder, inner[0]!)}.`);
    throw new RuleError('lab-report', `There is no ${path}: give the folder of a lab run that has finished (ramparts lab run writes its summary.json at the end).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RuleError('lab-report', `${path} is not JSON: the run may have been cut off while writing it; run it again to rewrite the summary.`);
  }
  return parseShape(runSummarySchema, data, 'lab-report', `${path} is not a lab run summary`);
}

/** Folders inside `folder` that are finished runs (a seats experiment runs one per versus mode). */
async function runsInside(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    const runs = await Promise.all(entries.filter((e) => e.isDirectory()).map(async (e) => ((await stat(join(folder, e.name, 'summary.json')).catch(() => null)) ? e.name : null)));
    return runs.filter((name): name is string => name !== null).sort();
  } catch {
    return [];
  }
}

/** Vega, Vega-Lite and Vega-Embed's browser builds from node_modules, to inline (the page needs no network). */
async function vegaScripts(): Promise<VegaScripts> {
  const require = createRequire(import.meta.url);
  // Each package's main file sits in its build folder beside the minified browser bundle.
  const build = (name: string, file: string): Promise<string> => readFile(join(dirname(require.resolve(name)), file), 'utf8');
  const [vega, vegaLite, vegaEmbed] = await Promise.all([build('vega', 'vega.min.js'), build('vega-lite', 'vega-lite.min.js'), build('vega-embed', 'vega-embed.min.js')]);
  return { vega, vegaLite, vegaEmbed };
}

import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuleError } from '@ramparts/engine';
import { chartsFor } from './charts.ts';
import { difficultySummary, seatsSummary } from './charts.sample.ts';
import { systemFontsFound } from './chart-images.ts';
import { readSummary, writeReport, type ReportFiles } from './report.ts';

let dir: string;
let files: ReportFiles;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-lab-report-'));
  await writeFile(join(dir, 'summary.json'), JSON.stringify(difficultySummary()));
  files = await writeReport(dir);
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeReport', () => {
  it('writes one page holding the name, the measures, every chart spec and its caption, with no script from the network', async () => {
    expect(files.html).toBe(join(dir, 'report.html'));
    const html = await readFile(files.html, 'utf8');
    expect(html).toContain('<h1>Dice: difficulty ladder</h1>');
    for (const words of ['Win rate', 'Design band', 'Balance', 'Completion', 'Decisiveness', 'Length', 'Branching', 'Lead changes', 'Drama', 'Skill']) expect(html).toContain(`>${words}</th>`);
    expect(html).toContain('Out of band (hard, ≤ 30%)');
    expect(html).toContain('<summary>The experiment as run</summary><pre>{\n  &#34;name&#34;: &#34;Dice: difficulty ladder&#34;');
    for (const chart of chartsFor(difficultySummary())) {
      expect(html).toContain(`id="${chart.id}"`);
      expect(html).toContain(JSON.stringify(chart.spec.title));
    }
    expect(html).toContain('The shaded bars are the design bands');
    expect(html).not.toMatch(/<script[^>]+src=/i);
    expect(html).not.toMatch(/<link[^>]+href=["']?https?:/i);
    // The libraries themselves are inside: their globals are defined by the inlined bundles.
    expect(html).toMatch(/vegaEmbed/);
    expect(html.length).toBeGreaterThan(500_000);
  });

  it('writes each chart as SVG and PNG', async () => {
    const ids = chartsFor(difficultySummary()).map((c) => c.id);
    expect(files.svg).toEqual(ids.map((id) => join(dir, 'charts', `${id}.svg`)));
    expect(files.png).toEqual(ids.map((id) => join(dir, 'charts', `${id}.png`)));
    for (const path of files.svg) {
      const svg = await readFile(path, 'utf8');
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    }
    const win = await readFile(join(dir, 'charts', 'win-rate.svg'), 'utf8');
    expect(win).toContain('Team win rate, by difficulty step');
    for (const path of files.png) {
      const png = await readFile(path);
      expect(png.subarray(0, 8)).toEqual(PNG);
      expect((await stat(path)).size).toBeGreaterThan(2_000);
    }
    expect(files.notes).toEqual(systemFontsFound() ? [] : [expect.stringContaining('No system fonts')]);
  });

  it('writes into another folder when asked, the same bytes', async () => {
    const out = join(dir, 'elsewhere');
    const again = await writeReport(dir, out);
    expect(again.html).toBe(join(out, 'report.html'));
    expect(await readFile(again.html, 'utf8')).toBe(await readFile(files.html, 'utf8'));
    expect(await readFile(again.svg[0]!, 'utf8')).toBe(await readFile(files.svg[0]!, 'utf8'));
  }, 60_000);

  it('draws the ratings table of a bots run', async () => {
    const bots = join(dir, 'bots');
    await rm(bots, { recursive: true, force: true });
    await (await import('node:fs/promises')).mkdir(bots);
    await writeFile(join(bots, 'summary.json'), JSON.stringify(seatsSummary()));
    const report = await writeReport(bots);
    const html = await readFile(report.html, 'utf8');
    expect(html).toContain('<h2>Ratings</h2>');
    expect(html.indexOf('<th scope="row">mcts:20</th>')).toBeLessThan(html.indexOf('<th scope="row">random</th>'));
    expect(report.svg.map((p) => p.slice(bots.length + 8))).toContain('ratings.svg');
  }, 60_000);
});

describe('readSummary', () => {
  it('says in one sentence when the folder has no summary, a garbled one, or a wrong shape', async () => {
    const empty = join(dir, 'empty');
    await (await import('node:fs/promises')).mkdir(empty, { recursive: true });
    await expect(readSummary(empty)).rejects.toThrow(/^There is no .*summary\.json: give the folder of a lab run that has finished/);
    await writeFile(join(empty, 'summary.json'), '{"experiment": ');
    await expect(readSummary(empty)).rejects.toThrow(/summary\.json is not JSON/);
    const broken = difficultySummary() as unknown as { cells: { measures: Record<string, unknown> }[] };
    delete broken.cells[1]!.measures.winRate;
    await writeFile(join(empty, 'summary.json'), JSON.stringify(broken));
    const error = await readSummary(empty).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuleError);
    expect((error as Error).message).toMatch(/summary\.json is not a lab run summary: cells\.1\.measures\.winRate/);
    expect((error as Error).message).not.toContain('\n');
  });

  it('points into a folder of several runs (a seats experiment, one run per versus mode)', async () => {
    const seats = join(dir, 'seats');
    for (const mode of ['duel', 'crusade']) {
      await (await import('node:fs/promises')).mkdir(join(seats, mode), { recursive: true });
      await writeFile(join(seats, mode, 'summary.json'), JSON.stringify(seatsSummary()));
    }
    await expect(readSummary(seats)).rejects.toThrow(`${seats} holds several runs (crusade, duel): report each one, e.g. ramparts lab report ${join(seats, 'crusade')}.`);
  });
});

describe('systemFontsFound', () => {
  it('finds a font file in nested folders and none in empty ones', async () => {
    const fonts = join(dir, 'fonts');
    await (await import('node:fs/promises')).mkdir(join(fonts, 'truetype', 'dejavu'), { recursive: true });
    expect(systemFontsFound([fonts, join(dir, 'missing')])).toBe(false);
    await writeFile(join(fonts, 'truetype', 'dejavu', 'Sans.TTF'), '');
    expect(systemFontsFound([join(dir, 'missing'), fonts])).toBe(true);
  });
});

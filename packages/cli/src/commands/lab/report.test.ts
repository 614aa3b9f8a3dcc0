import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { difficultySummary } from '@ramparts/lab/charts.sample.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../main.ts';
import { fakeEnv } from '../../testing/fake-game.ts';
import { pipedIo } from '../../testing/streams.ts';
import { labReportCommand } from './report.ts';

let dir: string;
const run = async (...args: string[]) => {
  const io = pipedIo([]);
  const code = await main(['node', 'ramparts', 'lab', 'report', ...args], io, async () => fakeEnv);
  return { code, out: io.stdout.text, err: io.stderr.text };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-lab-report-cli-'));
  await writeFile(join(dir, 'summary.json'), JSON.stringify(difficultySummary()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('lab report', () => {
  it('writes the page and the charts into --out and lists every file', async () => {
    const out = join(dir, 'report');
    const { code, out: text, err } = await run(dir, '--out', out);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(text).toContain(`Report written: ${join(out, 'report.html')}`);
    expect(text).toContain('4 charts, as SVG and PNG:');
    for (const file of ['report.html', 'charts/win-rate.svg', 'charts/win-rate.png', 'charts/move-kinds.png']) {
      expect(text).toContain(join(out, file));
      expect((await stat(join(out, file))).size).toBeGreaterThan(0);
    }
    expect(await readFile(join(out, 'report.html'), 'utf8')).toContain('Dice: difficulty ladder');
  }, 60_000);

  it('says in one line when the folder is not a finished run', async () => {
    const empty = join(dir, 'not-a-run');
    await mkdir(empty, { recursive: true });
    const { code, err } = await run(empty);
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/^error: There is no .*summary\.json: give the folder of a lab run that has finished/);
  });

  it('--open hands the page to the browser, and says how to open it when none starts', async () => {
    const opened: string[] = [];
    const io = pipedIo([]);
    const files = await labReportCommand(dir, { open: true, out: join(dir, 'opened') }, io, async (file) => (opened.push(file), null));
    expect(opened).toEqual([files.html]);
    expect(io.stderr.text).toBe('');
    const failing = pipedIo([]);
    await labReportCommand(dir, { open: true, out: join(dir, 'opened') }, failing, async () => 'Could not start xdg-open to open the report.');
    expect(failing.stderr.text).toContain(`Could not start xdg-open to open the report. Open file://${join(dir, 'opened', 'report.html')} yourself.`);
  }, 60_000);
});

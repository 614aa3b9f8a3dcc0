import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../main.ts';
import { fakeEnv } from '../testing/fake-game.ts';
import { pipedIo } from '../testing/streams.ts';

let dir: string;
const run = async (...args: string[]) => {
  const io = pipedIo([]);
  const code = await main(['node', 'ramparts', ...args], io, async () => fakeEnv);
  return { code, out: io.stdout.text, err: io.stderr.text };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-print-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ramparts print', () => {
  it('writes the PDF and says how many sheets and how to print them', async () => {
    const out = join(dir, 'cards.pdf');
    const { code, out: said } = await run('print', 'cards', '--paper', 'letter', '--out', out);
    expect(code).toBe(0);
    expect(said).toMatch(/^Wrote .*cards\.pdf: \d+ sheets\.\nPrint it at actual size \(100%\), double-sided/);
    const pdf = await readFile(out);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(execFileSync('pdfinfo', [out], { encoding: 'utf8' })).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  });

  it("--variant prints the variant's name on every sheet and names the file after it", async () => {
    const file = join(dir, 'variant.json');
    await writeFile(file, JSON.stringify({ format: 1, game: 'cards', name: 'Short hands', note: 'Fewer cards in hand.', patch: {} }));
    const { code, out } = await run('print', 'cards', '--variant', file);
    expect(code, out).toBe(0);
    expect(out).toContain('of the variant "Short hands"');
    const written = 'cards-short-hands-a4.pdf';
    try {
      const text = execFileSync('pdftotext', [written, '-'], { encoding: 'utf8' });
      expect(text).toContain('Elemental Towers · Short hands · sheet 2 of');
    } finally {
      await rm(written, { force: true });
    }
  });

  it.each([
    [['print', 'chess'], /There is no game "chess" to print/],
    [['print', 'cards', '--paper', 'a3'], /argument 'a3' is invalid. Allowed choices are a4, letter/],
    [['print', 'cards', '--variant', '/nonexistent/v.json'], /Cannot read \/nonexistent\/v\.json: no such file/],
  ])('refuses %j in words and writes nothing', async (args, words) => {
    const { code, err } = await run(...(args as string[]));
    expect(code).not.toBe(0);
    expect(err).toMatch(words);
  });

  it('a variant of another game, or one the content refuses, is refused in words', async () => {
    const other = join(dir, 'other.json');
    await writeFile(other, JSON.stringify({ format: 1, game: 'dice', name: 'x', patch: {} }));
    expect((await run('print', 'cards', '--variant', other)).err).toMatch(/This variant is of dice, not of Elemental Towers/);
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ format: 1, game: 'cards', name: 'x', patch: { 'nope.json': {} } }));
    expect((await run('print', 'cards', '--variant', bad)).err).toMatch(/cards content has no file "nope.json"/);
    await expect(stat('cards-x-a4.pdf')).rejects.toThrow();
  });
});

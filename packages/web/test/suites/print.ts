import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, type Harness } from '../browser.ts';

/** Print and play (#33): the rules page's button fetches the game's PDF from the server and hands it over as a file. */
export function printTests(harness: () => Harness): void {
  it('print and play (#33): a game’s rules page offers its PDF on the chosen paper; the button says it is drawing, then the file comes', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(`${h.url}#/rules/coins`);
    const offer = page.locator('section.print-offer');
    await offer.getByRole('heading', { name: 'Print and play' }).waitFor();
    await offer.getByLabel('Paper').selectOption('letter');
    await offer.getByLabel('Bleed (for a print shop)').check();
    const asked = page.waitForRequest((r) => r.url().includes('/api/print/coins'));
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await offer.getByRole('button', { name: 'Print and play (PDF)' }).click();
    await expect.poll(() => offer.getByRole('status').textContent()).toMatch(/Drawing the sheets/);
    expect(new URL((await asked).url()).search).toBe('?paper=letter&bleed=1');
    const file = await download;
    expect(file.suggestedFilename()).toBe('coins-letter.pdf');
    const pdf = await readFile((await file.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => offer.getByRole('status').textContent()).toBe('');
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'print-offer');
  }, 120_000);
}

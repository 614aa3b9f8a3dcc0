import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, sidewaysScroll, type Harness } from '../browser.ts';

const fixture = join(import.meta.dirname, '..', 'fixtures', 'lab-summary.json');

/** The Lab page: a run's summary.json opened from the file input and by address, its table and its charts. */
export function labPageTests(harness: () => Harness): void {
  it('lab page: reached from home, refuses a garbled file in a sentence, shows the fixture’s cells and draws its charts as SVG under the CSP; axe clean', async () => {
    const h = harness();
    const dir = mkdtempSync(join(tmpdir(), 'ramparts-lab-'));
    const garbled = join(dir, 'garbled.json');
    writeFileSync(garbled, '{"cells": [1, 2');
    const page = await newPage(h);
    await page.goto(h.url);
    await page.getByRole('link', { name: 'Balance lab' }).click();
    await page.getByRole('heading', { name: 'Balance lab', level: 1 }).waitFor();
    const input = page.getByLabel('Open a run summary (summary.json)');

    await input.setInputFiles(garbled);
    await page.getByRole('alert').getByText('garbled.json is not a lab run summary (the summary.json of a run folder): it is not JSON.').waitFor();

    await input.setInputFiles(fixture);
    await page.getByRole('heading', { name: 'Gate Defense: easy and normal with one and two players', level: 2 }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.title()).toBe('Gate Defense: easy and normal with one and two players · Balance lab · Ramparts');
    // One row per cell, each measure in words with its definition as the header's description.
    const table = page.getByRole('region', { name: 'Cells' }).getByRole('table');
    expect(await table.locator('tbody tr').count()).toBe(4);
    await expect.poll(() => table.getByRole('row', { name: /difficulty normal · players 2/ }).textContent()).toContain('Out of band');
    expect(await page.getByRole('columnheader', { name: 'Balance' }).getAttribute('title')).toMatch(/How evenly the seats win/);
    expect(await page.getByRole('table').nth(1).locator('tbody tr').count()).toBe(3);

    // The win-rate chart drawn as SVG with marks, its caption its description.
    const winRate = page.locator('figure[data-chart="win-rate"]');
    // Data marks (not axes): at least one per cell.
    await expect.poll(() => winRate.locator('svg g.role-mark > *').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    const caption = await winRate.locator('figcaption').textContent();
    expect(caption?.length).toBeGreaterThan(20);
    expect(await page.getByRole('figure', { name: /win rate/i }).first().getAttribute('aria-describedby')).toBe('lab-chart-win-rate-caption');
    const drawing = winRate.locator('.chart-wrapper');
    expect(await drawing.getAttribute('role')).toBe('graphics-document');
    expect(await drawing.getAttribute('aria-label')).toBe(caption);
    // Text is drawn at the widths Vega measured: no label runs past the drawing's edge (the page's CSS stays out).
    const cutOff = await drawing.locator('svg').evaluate((svg) => {
      const right = svg.getBoundingClientRect().right;
      return [...svg.querySelectorAll('text')].filter((t) => t.getBoundingClientRect().right > right + 1).map((t) => t.textContent);
    });
    expect(cutOff).toEqual([]);
    // A point tells its numbers on hover (vega-tooltip, styled from lab.css).
    await winRate.locator('g.mark-symbol path').first().hover({ force: true });
    await expect.poll(() => page.locator('#vg-tooltip-element.visible').textContent()).toMatch(/\d+%/);
    // Every chart gets drawn.
    const figures = await page.locator('figure.lab-chart').count();
    expect(figures).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.locator('figure.lab-chart .chart-wrapper svg').count(), { timeout: 30_000 }).toBe(figures);

    // Saved as SVG from the keyboard: the menu opens with Enter and its link has the picture once focused.
    const menu = winRate.locator('details');
    await winRate.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('open')).not.toBeNull();
    const saveSvg = winRate.getByRole('link', { name: 'Save as SVG' });
    await saveSvg.focus();
    await expect.poll(() => saveSvg.getAttribute('href')).toMatch(/^(blob:|data:image\/svg)/);
    expect(await saveSvg.getAttribute('download')).toBe('win-rate.svg');

    expect(await accessibilityProblems(page)).toEqual([]);
    // A click elsewhere closes the menu (for the screenshot).
    await page.getByRole('heading', { name: 'Balance lab', level: 1 }).click();
    expect(await menu.getAttribute('open')).toBeNull();
    await shot(page, 'lab-page');
    await page.context().close();
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('lab page on a phone: #/lab?url= opens a summary of this site, another site’s address is refused, a dropped file opens; nothing scrolls sideways', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    const text = readFileSync(fixture, 'utf8');
    // The server serves no run folders; the test stands in for one that does.
    await page.route('**/runs/fixture/summary.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: text }));
    await page.goto(`${h.url}#/lab?url=${encodeURIComponent('/runs/fixture/summary.json')}`);
    await page.getByRole('heading', { name: 'Gate Defense: easy and normal with one and two players', level: 2 }).waitFor();
    await page.getByRole('status').getByText('Showing /runs/fixture/summary.json.').waitFor();
    await page.goto(`${h.url}#/lab?url=${encodeURIComponent('https://example.com/summary.json')}`);
    await page.getByRole('alert').getByText(/^Only a summary on this site can be opened by address/).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: /Gate Defense/ }).count()).toBe(0);

    // A file dropped on the page, as a file manager would.
    await page.locator('main').evaluate((main, body) => {
      const data = new DataTransfer();
      data.items.add(new File([body], 'dropped-summary.json', { type: 'application/json' }));
      main.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, text);
    await page.getByRole('status').getByText('Showing dropped-summary.json.').waitFor();
    await expect.poll(() => page.locator('figure.lab-chart .chart-wrapper svg').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect(await sidewaysScroll(page)).toBe(0);
    await shot(page, 'lab-page-phone');
    await page.context().close();
  }, 60_000);
}

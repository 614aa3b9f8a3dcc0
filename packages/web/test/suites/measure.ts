import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, type Harness } from '../browser.ts';

/**
 * The studio's Measure (#32): a dice variant measured against the original in the browser, on Web Workers: a sweep of
 * two values on the Normal step of Scenario 1, a few games each, the table and the win-rate chart of both side by
 * side, the band's answer in words, then saved and opened on the Lab page.
 */
export function measureTests(harness: () => Harness): void {
  it('studio measure (#32): a variant swept against the original on Web Workers, its chart drawn and its band answered, saved and opened on the Lab page', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    await page.goto(`${h.url}#/studio/dice`);
    await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    await page.locator('section.safe').getByLabel('Archery Tower purchase', { exact: true }).fill('2');
    await page.getByLabel('Variant name').fill('Cheap archery');
    const measure = page.locator('section.measure');
    await measure.getByRole('heading', { name: 'Measure against the original' }).waitFor();

    await measure.getByLabel('Experiment', { exact: true }).selectOption('sweep');
    await measure.getByLabel('Number to vary', { exact: true }).fill('heroes.json.heroes.keith.health');
    await measure.getByLabel('From', { exact: true }).fill('4');
    await measure.getByLabel('To', { exact: true }).fill('8');
    await measure.getByLabel('In steps of', { exact: true }).fill('4');
    await measure.getByLabel('On the ladder step', { exact: true }).selectOption('scenario-1-normal');
    await measure.getByLabel('Games per cell', { exact: true }).fill('2');
    await measure.getByLabel('Bots', { exact: true }).selectOption('easy');
    expect(await measure.locator('code').textContent()).toBe('ramparts lab sweep dice --vary heroes.json.heroes.keith.health=4..8:4 --step scenario-1-normal --games 2 --bots easy --variant cheap-archery.json');
    await measure.getByRole('button', { name: 'Measure' }).click();
    await measure.getByText(/^Measured\./).waitFor({ timeout: 120_000 });

    // Two values, the original's and the variant's: four cells, two games each.
    const rows = measure.getByRole('region', { name: 'Measured cells' }).locator('tbody tr');
    expect(await rows.count()).toBe(4);
    expect(await rows.first().locator('th').textContent()).toMatch(/^Original · /);
    expect(await rows.nth(2).locator('th').textContent()).toMatch(/^Cheap archery · /);
    for (let i = 0; i < 4; i++) expect(await rows.nth(i).locator('td').first().textContent()).toBe('2');
    expect(await measure.locator('.measure-answer').first().textContent()).toMatch(/^The original: The normal \(45%–65%\) band is met at /);
    expect(await measure.locator('progress').getAttribute('value')).toBe('8');
    const chart = measure.locator('figure[data-chart="win-rate"]');
    await expect.poll(() => chart.locator('svg g.role-mark > *').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'studio-measure');

    await measure.getByRole('button', { name: 'Save for the Lab page' }).click();
    await measure.getByText(/^Saved in this browser/).waitFor();
    await page.goto(`${h.url}#/lab`);
    await page.getByRole('heading', { name: 'Your saved runs' }).waitFor();
    await page.locator('button[data-saved]').first().click();
    const cells = page.getByRole('region', { name: 'Cells' }).getByRole('table');
    await cells.waitFor();
    expect(await cells.locator('tbody tr').count()).toBe(4);
    await page.close();
  });
}

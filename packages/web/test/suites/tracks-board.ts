import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, playByBoard, shot, startLocal, sidewaysScroll, type Harness } from '../browser.ts';

/**
 * A plain defender by board clicks: credits onto the Build stack, build on the first offered grass, attack with any
 * ready tower that has an enemy in Range (each tower tried once a turn; without a target: upgrade, boost, else sell),
 * then Done.
 */
function defender(): (keys: string[]) => string | undefined {
  let tried = new Set<string>();
  return (keys) => {
    const k =
      keys.find((x) => x === 'attack') ??
      keys.find((x) => /^wave:\d+$/.test(x)) ??
      keys.find((x) => x.startsWith('wave:')) ??
      keys.find((x) => x.startsWith('credit:')) ??
      keys.find((x) => x === 'stack:build') ??
      keys.find((x) => x.startsWith('build:')) ??
      keys.find((x) => x.startsWith('cell:')) ??
      keys.find((x) => x.startsWith('tower:') && !tried.has(x)) ??
      keys.find((x) => x === 'upgrade') ??
      keys.find((x) => x.startsWith('boost:')) ??
      keys.find((x) => x === 'sell') ??
      keys.find((x) => x === 'done') ??
      keys[0];
    if (k?.startsWith('tower:')) tried.add(k);
    if (k === 'done') tried = new Set();
    return k;
  };
}

/** A solo Cooperative Sandbox with a single wave (Difficulty "1"): a whole session in a few turns. */
async function startShort(page: Page, h: Harness): Promise<void> {
  await startLocal(page, h.url, 'tracks', async (p) => {
    await p.locator('details.advanced summary').click();
    await p.getByLabel('Waves and their strength').fill('1');
  });
  await page.locator('.tracks-board').waitFor();
}

export function tracksBoardTests(harness: () => Harness): void {
  it('tracks board: a one-wave solo sandbox is played to its end by clicking only the board and its action bar', async () => {
    const h = harness();
    const page = await newPage(h);
    await startShort(page, h);
    const prefer = defender();
    // On the way: the first ready tower is picked by hand, to show its own menu beside it (when it has two choices
    // or more; a tower that can only be sold is sold by the click).
    await playByBoard(page, { maxClicks: 200, prefer, stop: async () => (await page.locator('.board-area [data-key^="tower:"]').count()) > 0 });
    if (!(await page.locator('section.end').count()) && (await page.locator('.board-area [data-key^="tower:"]').count())) {
      await page.locator('.board-area [data-key^="tower:"]').first().click();
      if (await page.locator('.tower-menu').isVisible()) {
        expect(await page.locator('.tower-menu').textContent()).toMatch(/Upgrade to level|Sell \(\+\d Mk I\)|Fire|click an enemy/);
        await shot(page, 'tracks-board-tower-menu');
      }
    }
    await playByBoard(page, { maxClicks: 400, prefer });
    await page.locator('section.end').waitFor({ timeout: 10_000 });
    expect(await page.locator('section.end').textContent()).toMatch(/victory|fail|lost/i);
    await page.context().close();
  }, 240_000);

  it('tracks board mid-game: no accessibility problems, a tower tells in words what it is, the legend names every piece; desktop and phone screenshots', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startShort(page, h);
    // Play until a tower stands and a wave is on the field.
    await playByBoard(page, { maxClicks: 120, prefer: defender(), stop: async () => (await page.locator('.tracks-board .tower').count()) > 0 && (await page.locator('.tracks-board .unit').count()) > 0 });
    expect(await page.locator('.tracks-board .tower').count()).toBeGreaterThan(0);
    // The log's "more" toggle belongs to the table shell (LogPanel.tsx), reported to its owner; everything else must be clean.
    expect((await accessibilityProblems(page))).toEqual([]);

    await page.locator('.tracks-board .tower').first().hover();
    const tip = page.locator('.tip');
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(/Standard|Boost|Charge|Combine/);
    expect(await tip.textContent()).toMatch(/tower, level \d of 4: .*(range \d+, damage \d+|Combine)/);
    await page.locator('.tracks-board .unit').first().hover();
    await expect.poll(() => tip.textContent()).toMatch(/Wave \d+ .*\d+ HP, moving \d+ spaces a turn/);

    await page.locator('details.legend summary').click();
    const legend = (await page.locator('details.legend .legend-list li').allTextContents()).join('\n');
    for (const piece of ['Track tile', 'Lost track', 'Grass', 'Obstacle', 'Tower', 'Depletion marker', 'Enemy wave', 'Wave Modifier', 'Credit card', 'Skill Marker']) expect(legend).toContain(piece);
    await shot(page, 'tracks-board-mid');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.tracks-board').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    // Each space of the field stays a fair tap target on the phone.
    const cell = await page.locator('.tracks-board [data-ref="cell:0"]').boundingBox();
    expect(cell!.width).toBeGreaterThanOrEqual(24);
    await shot(page, 'tracks-board-phone');
    await page.context().close();
  }, 180_000);
}

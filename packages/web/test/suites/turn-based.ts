import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, playByClicking, shot, startLocal, TURN_HOUR_MS, type Harness } from '../browser.ts';
import { enter } from './accounts.ts';

/** When this browser was offered "your turn" notices (the notices module keeps it), or null. */
const offered = (page: Page) => page.evaluate(() => localStorage.getItem('ramparts:turn-notices-offered'));

const myTurn = async (page: Page) => (await page.locator('.status .your-turn').count()) > 0;

/** Plays `page`'s turn out: waits for it, then clicks until the turn is another's. */
async function playTurn(page: Page): Promise<void> {
  await page.locator('.status .your-turn').waitFor({ timeout: 15_000 });
  await playByClicking(page, { maxClicks: 60, idleMs: 3_000, stop: async () => !(await myTurn(page)) });
}

/**
 * Issue #30: a turn-based coins duel between two signed-in browsers, made from the new-game form with "24 hours per
 * move" (the test server's hour is TURN_HOUR_MS long, so a day passes in seconds). Both move; then one clock runs
 * out, the other person is offered the choice, ends the match, and the absent side reads that it lost.
 */
export function turnBasedTests(harness: () => Harness): void {
  it("#30 turn-based coins duel: made from the form with '24 hours per move', both move, a clock runs out, the other ends the match and the absent side loses", async () => {
    const h = harness();
    const suffix = Math.random().toString(36).slice(2, 7);
    const ann = await newPage(h);
    await enter(ann, h.url, 'up', `ann${suffix}`, 'ann password');
    await startLocal(ann, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
      await p.getByLabel('Your name').fill('Ann');
      // Turn-based is offered for a match on the server only (a seat by link puts it there).
      await p.getByRole('radio', { name: /Turn-based/ }).check();
      // Real time's clock choices give way to the speeds; "No limit" warns that nobody could skip an absent player.
      expect(await p.getByLabel('Time bank').count()).toBe(0);
      await p.getByRole('radio', { name: 'No limit (friends only)' }).check();
      await p.getByText('nobody can skip a player who stops coming').waitFor();
      await p.getByRole('radio', { name: '24 hours per move' }).check();
      expect(await p.getByText('nobody can skip a player who stops coming').count()).toBe(0);
      expect(await accessibilityProblems(p)).toEqual([]);
      await shot(p, 'turn-based-form');
    });
    const link = await ann.getByLabel('Link to this match').inputValue();
    const id = decodeURIComponent(new URL(link).hash.match(/^#\/match\/([^?]+)/)![1]);
    const summary = (await (await fetch(`${h.url}api/matches/${encodeURIComponent(id)}`)).json()) as { settings: { turnBased: unknown; clock: unknown } };
    expect(summary.settings.turnBased).toEqual({ hours: 24 });

    // Starting a turn-based match offered "your turn" notices to this browser (once).
    await expect.poll(() => offered(ann)).not.toBeNull();

    const bob = await newPage(h, 420, 860);
    await enter(bob, h.url, 'up', `bob${suffix}`, 'bob password');
    await bob.goto(link);
    await bob.getByText('Turn-based: 24 hours per move.').waitFor();
    // Never on a page load: only joining offers them.
    expect(await offered(bob)).toBeNull();
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByRole('button', { name: 'Take this seat' }).click();
    await bob.locator('.board-area svg.board').waitFor();
    await expect.poll(() => offered(bob)).not.toBeNull();
    // The clocks read in days, hours and minutes, never mm:ss.
    await ann.locator('.panel .clock').first().waitFor();
    for (const text of await ann.locator('.panel .clock').allTextContents()) expect(text).not.toMatch(/\d+:\d\d/);

    // Both move: whoever's turn it is plays it out, until each has played at least once.
    const moved = new Set<Page>();
    for (let turns = 0; moved.size < 2 && turns < 8; turns++) {
      await expect.poll(async () => (await myTurn(ann)) || (await myTurn(bob)), { timeout: 15_000 }).toBe(true);
      const mover = (await myTurn(ann)) ? ann : bob;
      const other = mover === ann ? bob : ann;
      // The other side reads whom the table waits for.
      await expect.poll(() => other.locator('.waiting-for').textContent()).toBe(`Waiting for ${mover === ann ? 'Ann' : 'Bob'}`);
      await playTurn(mover);
      moved.add(mover);
    }
    expect(moved.size).toBe(2);

    // The home page of the one whose turn it is lists the table first, with the time left, and counts it in the title.
    await expect.poll(async () => (await myTurn(ann)) || (await myTurn(bob)), { timeout: 15_000 }).toBe(true);
    const absent = (await myTurn(ann)) ? ann : bob;
    const present = absent === ann ? bob : ann;
    const absentName = absent === ann ? 'Ann' : 'Bob';
    const home = await absent.context().newPage();
    await home.goto(h.url);
    const first = home.locator('section.my-matches li.my-match').first();
    await expect.poll(() => first.locator('.your-turn').textContent()).toMatch(/^your turn — .* left$/);
    expect(await first.locator('a.my-title').getAttribute('href')).toBe(`#/match/${encodeURIComponent(id)}`);
    await expect.poll(() => home.title()).toBe('(1) Ramparts');
    await shot(home, 'turn-based-home');
    await home.close();

    // The absent side makes no move: its clock runs out (a day is 24 test hours), and only the other is offered the choice.
    const notice = present.getByRole('region', { name: `${absentName}’s time ran out` });
    await notice.waitFor({ timeout: 24 * TURN_HOUR_MS + 20_000 });
    expect(await notice.getByRole('button', { name: 'Play their turns with a bot' }).count()).toBe(1);
    expect(await absent.locator('section.out-of-time').count()).toBe(0);
    expect(await accessibilityProblems(present)).toEqual([]);
    await shot(present, 'turn-based-out-of-time');
    // Ending is asked first; "No, wait" changes nothing.
    await notice.getByRole('button', { name: `End the match: ${absentName} loses` }).click();
    await present.getByRole('button', { name: 'No, wait' }).click();
    expect(await present.locator('section.end').count()).toBe(0);
    await notice.getByRole('button', { name: `End the match: ${absentName} loses` }).click();
    await present.getByRole('button', { name: 'Yes, end it' }).click();

    await expect.poll(() => present.locator('section.end h2').textContent(), { timeout: 10_000 }).toBe('You win');
    await expect.poll(() => absent.locator('section.end h2').textContent(), { timeout: 10_000 }).toMatch(/^You lose/);
    await shot(absent, 'turn-based-lost');
    await ann.context().close();
    await bob.context().close();
  }, 180_000);

  it("#30 turn-based, guests by link: a clock runs out, the other lets a bot play that seat's turns, and its person takes the seat back", async () => {
    const h = harness();
    const alice = await newPage(h);
    await startLocal(alice, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
      await p.getByLabel('Your name').fill('Alice');
      await p.getByRole('radio', { name: /Turn-based/ }).check();
    });
    const bob = await newPage(h, 420, 860);
    await bob.goto(await alice.getByLabel('Link to this match').inputValue());
    await bob.getByLabel('Your name').fill('Bob');
    await bob.getByRole('button', { name: 'Take this seat' }).click();
    await bob.locator('.board-area svg.board').waitFor();

    // Whoever is to play first makes no move: their day runs out.
    await expect.poll(async () => (await myTurn(alice)) || (await myTurn(bob)), { timeout: 15_000 }).toBe(true);
    const absent = (await myTurn(alice)) ? alice : bob;
    const present = absent === alice ? bob : alice;
    const absentName = absent === alice ? 'Alice' : 'Bob';
    const notice = present.getByRole('region', { name: `${absentName}’s time ran out` });
    await notice.waitFor({ timeout: 24 * TURN_HOUR_MS + 20_000 });
    await notice.getByRole('button', { name: 'Play their turns with a bot' }).click();
    // The choice is made: the notice goes, a bot plays for the absent person, who may take the seat back.
    await expect.poll(() => present.locator('section.out-of-time').count()).toBe(0);
    await expect.poll(() => present.locator('.players').textContent()).toContain(`A bot is playing for ${absentName}`);
    const takeBack = absent.getByRole('region', { name: 'A bot plays for you' });
    await takeBack.waitFor();
    await shot(absent, 'turn-based-skipped');
    await takeBack.getByRole('button', { name: 'Take my seat back' }).click();
    await expect.poll(() => absent.locator('section.take-back').count()).toBe(0);
    await alice.context().close();
    await bob.context().close();
  }, 120_000);
}

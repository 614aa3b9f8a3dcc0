import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { localSave, newPage, shot, startLocal, type Harness } from '../browser.ts';

/** The log's lines as one text. */
const logText = async (page: Page) => (await page.locator('.log li').allTextContents()).join('\n');

/** Clicks Resign (or Leave), reads the question in words, and confirms. */
async function resign(page: Page, button: string, question: string, yes: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect.poll(() => dialog.textContent()).toContain(question);
  await page.getByRole('button', { name: yes }).click();
}

/** Issue #29: Resign and Leave on the table, asked to confirm, online and at one screen; the replay shows it. */
export function resignTests(harness: () => Harness): void {
  it('#29 online: a coins duel in two browsers, the Defender resigns (asked first); both see the result, the Attacker reads "You win", and the replay shows the resignation', async () => {
    const h = harness();
    const alice = await newPage(h);
    await startLocal(alice, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
    });
    const link = await alice.getByLabel('Link to this match').inputValue();
    const bob = await newPage(h, 420, 860);
    await bob.goto(link);
    await bob.getByRole('button', { name: 'Take this seat' }).click();
    await bob.locator('.board-area svg.board').waitFor();
    // Asked first: "No, play on" changes nothing.
    await bob.getByRole('button', { name: 'Resign', exact: true }).click();
    await expect.poll(() => bob.getByRole('alertdialog').textContent()).toContain('Resign this game? Attacker wins at once. This cannot be taken back.');
    await shot(bob, 'resign-question');
    await bob.getByRole('button', { name: 'No, play on' }).click();
    expect(await bob.locator('section.end').count()).toBe(0);
    await resign(bob, 'Resign', 'Attacker wins at once.', 'Yes, resign');

    const bobEnd = bob.locator('section.end');
    await expect.poll(() => bobEnd.locator('h2').textContent()).toBe('You lose: Attacker wins');
    // The seat that resigned is offered no Resign again.
    expect(await bob.getByRole('button', { name: 'Resign', exact: true }).count()).toBe(0);
    expect(await bobEnd.textContent()).toContain('Defender resigned.');
    const aliceEnd = alice.locator('section.end');
    await expect.poll(() => aliceEnd.locator('h2').textContent(), { timeout: 10_000 }).toBe('You win');
    expect(await aliceEnd.textContent()).toContain('Defender resigned.');
    await expect.poll(() => logText(alice)).toContain('Defender resigned: Attacker wins.');
    // Nothing is left to resign from.
    expect(await alice.getByRole('button', { name: 'Resign', exact: true }).count()).toBe(0);
    await shot(alice, 'resign-online-winner');

    await alice.getByRole('link', { name: 'Watch the replay' }).click();
    await alice.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    // A replay opens at the setup (#31.8): its result is at the last move.
    await alice.getByLabel('Last move').click();
    await expect.poll(() => alice.locator('section.end h2').textContent()).toBe('Attacker won');
    expect(await alice.locator('.status').textContent()).toContain('· Defender resigned');
    expect(await alice.locator('section.end').textContent()).toContain('Defender resigned.');
    expect(await logText(alice)).toContain('Defender resigned: Attacker wins.');
    await alice.context().close();
    await bob.context().close();
  }, 120_000);

  it('#29 at one screen against a bot: the Attacker resigns, reads "You lose: Defender wins" and why, and the local replay shows it', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
    });
    await page.locator('.board-area svg.board').waitFor();
    await resign(page, 'Resign', 'Defender wins at once.', 'Yes, resign');
    const end = page.locator('section.end');
    await expect.poll(() => end.locator('h2').textContent()).toBe('You lose: Defender wins');
    expect(await end.textContent()).toContain('Attacker resigned.');
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    // A replay opens at the setup (#31.8): its result is at the last move.
    await page.getByLabel('Last move').click();
    await expect.poll(() => page.locator('section.end h2').textContent()).toBe('Defender won');
    expect(await logText(page)).toContain('Attacker resigned: Defender wins.');
    await page.context().close();
  }, 60_000);

  it('#29 at one screen: the only person at a dice table leaves; the bots play on and the seat that left is offered no Leave again', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'dice', async (p) => {
      await p.getByLabel('Number of players').selectOption('2');
      await p.getByLabel('Who plays Player 2').selectOption('bot:random');
    });
    await page.locator('.board-area svg.board').waitFor();
    await resign(page, 'Leave the table', 'Leave the table?', 'Yes, leave');
    await expect.poll(() => page.locator('.players').textContent()).toContain('Left, a bot plays for them');
    expect(await page.getByRole('button', { name: 'Leave the table' }).count()).toBe(0);
    await expect.poll(() => page.locator('.log li').count()).toBeGreaterThan(1);
    expect(await page.getByRole('button', { name: 'Leave the table' }).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('#29 at one screen: dice for two, Player 2 leaves (asked first), the team is told and a bot plays on; the save keeps it', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'dice', async (p) => {
      await p.getByLabel('Number of players').selectOption('2');
      await p.getByLabel('Who plays Player 2').selectOption('hotseat');
    });
    await page.locator('.board-area svg.board').waitFor();
    const seat = (await page.getByRole('button', { name: 'Leave the table' }).count()) > 0;
    expect(seat).toBe(true);
    await resign(page, 'Leave the table', 'Leave the table? A bot plays for you to the end and the team goes on.', 'Yes, leave');
    await expect.poll(() => logText(page)).toMatch(/Player \d \(.*\) left the table; a bot plays for them\./);
    await expect.poll(() => page.locator('.players').textContent()).toContain('Left, a bot plays for them');
    const save = (await localSave(page)) as { resignations?: { seat: number; at: number }[] };
    expect(save.resignations).toHaveLength(1);
    await shot(page, 'leave-local');
    await page.context().close();
  }, 120_000);
}

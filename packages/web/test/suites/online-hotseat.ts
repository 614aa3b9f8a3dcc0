import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage, playByClicking, shot, startLocal, type Harness } from '../browser.ts';

/** The spectators' state of a match on the server (docs/protocol.md): how far it is and who acts (a private match: with its invitation). */
async function serverState(h: Harness, id: string, key: string): Promise<{ seq: number; actors: number[]; status: string }> {
  const res = await fetch(new URL(`api/matches/${encodeURIComponent(id)}/spectate`, h.url), { headers: { 'x-match-key': key } });
  expect(res.ok).toBe(true);
  return (await res.json()) as { seq: number; actors: number[]; status: string };
}

/** The invitation the page's browser kept for a private match it made. */
const invitationOf = async (page: Page, id: string): Promise<string> => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), `ramparts:invite:${id}`))!) as string;

/** The role of the seat the table shows (the players list marks it). */
const playingAs = (page: Page) => page.locator('.players li.me strong').textContent();

/** Plays by clicking until the table sits at `role` (it follows the acting seat among those held here). */
async function playUntil(page: Page, role: string, maxClicks = 120): Promise<void> {
  await playByClicking(page, { maxClicks, idleMs: 15_000, stop: async () => (await playingAs(page)) === role });
  await expect.poll(() => playingAs(page)).toBe(role);
}

/** An online match with both seats played at this screen: one connection per seat, the table following the acting one. */
export function onlineHotSeatTests(harness: () => Harness): void {
  it('online hot-seat: both seats of a server match played at one screen, each by its own seat, also after a reload', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('hotseat');
      await p.getByLabel('Play on the server').check();
    });
    expect(page.url()).toMatch(/#\/match\//);
    const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
    const key = await invitationOf(page, id);
    const creds = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), `ramparts:cred:${id}`))!) as { seat: number }[];
    expect(creds.map((c) => c.seat).sort()).toEqual([0, 1]);

    // Usually the Attacker acts first; sometimes the setup leaves the first toss to the Defender.
    const roles = ['Attacker', 'Defender'];
    const start = await serverState(h, id, key);
    expect(start.actors).toHaveLength(1);
    const first = start.actors[0];
    const other = 1 - first;
    await page.locator('.your-turn').waitFor();
    await expect.poll(() => playingAs(page)).toBe(roles[first]);
    // Both seats are connected from this screen.
    await expect.poll(() => page.locator('.players li .dot.on').count()).toBe(2);

    // The first seat's turn by clicking; the table then sits at the other seat by itself.
    await playUntil(page, roles[other]);
    const played = await serverState(h, id, key);
    expect(played.seq).toBeGreaterThan(start.seq);
    expect(played.actors).toEqual([other]);
    await page.locator('.your-turn').waitFor();
    await shot(page, 'online-hotseat-second-seat');

    // The other seat's moves go through that seat's own connection: the server accepts them.
    await playUntil(page, roles[first]);
    const answered = await serverState(h, id, key);
    expect(answered.seq).toBeGreaterThan(played.seq);
    expect(answered.actors).toEqual([first]);

    // A reload reconnects every seat held here, and both still play.
    await page.reload();
    await page.locator('.board-area svg.board').waitFor();
    await page.locator('.your-turn').waitFor();
    await expect.poll(() => page.locator('.players li .dot.on').count()).toBe(2);
    await expect.poll(() => playingAs(page)).toBe(roles[first]);
    await playUntil(page, roles[other]);
    const again = await serverState(h, id, key);
    expect(again.seq).toBeGreaterThan(answered.seq);
    expect(again.actors).toEqual([other]);
    await page.locator('.your-turn').waitFor();
    await playByClicking(page, { maxClicks: 10, stop: async () => (await serverState(h, id, key)).seq > again.seq });
    await expect.poll(async () => (await serverState(h, id, key)).seq).toBeGreaterThan(again.seq);
    await page.context().close();
  }, 180_000);

  it('online hot-seat with hidden hands: the screen is handed over before each seat’s hand is shown', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'cards', async (p) => {
      await p.getByLabel('Who plays Player 2').selectOption('hotseat');
      await p.getByLabel('Play on the server').check();
    });
    const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
    const key = await invitationOf(page, id);
    // Nothing of a hand before the person says who they are: no board, no moves.
    const first = page.getByRole('button', { name: 'I am Player 1: show my hand' });
    await first.waitFor();
    expect(await page.locator('.cards-board').count()).toBe(0);
    expect(await page.locator('.steps').count()).toBe(0);
    await first.click();
    await page.getByText('Your hand', { exact: true }).waitFor();
    const start = await serverState(h, id, key);
    // Player 1's turn by clicking, until the screen must go to Player 2.
    const prefer = (keys: string[]) => keys.find((k) => k === 'build') ?? keys.find((k) => k.startsWith('tower:'));
    await playByClicking(page, { maxClicks: 80, idleMs: 15_000, prefer, stop: async () => (await page.locator('.hand-over').count()) > 0 });
    const second = page.getByRole('button', { name: 'I am Player 2: show my hand' });
    await second.waitFor();
    expect(await page.locator('.cards-board').count()).toBe(0);
    expect(await page.locator('.steps').count()).toBe(0);
    const handed = await serverState(h, id, key);
    expect(handed.seq).toBeGreaterThan(start.seq);
    expect(handed.actors).toEqual([1]);
    await shot(page, 'online-hotseat-hand-over');
    await second.click();
    await page.getByText('Your hand', { exact: true }).waitFor();
    expect(await playingAs(page)).toBe('Player 2');
    // One whole move (a move may take several steps) as Player 2: the server accepts it from Player 2's seat.
    await playByClicking(page, { maxClicks: 10, prefer, stop: async () => (await serverState(h, id, key)).seq > handed.seq });
    await expect.poll(async () => (await serverState(h, id, key)).seq).toBeGreaterThan(handed.seq);
    await page.context().close();
  }, 120_000);
}

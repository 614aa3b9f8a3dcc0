import { expect, it } from 'vitest';
import { newPage, shot, startLocal, type Harness } from '../browser.ts';

const PRIVATE = 'This match is private: ask the person who made it for its invitation link.';

/** #14.5: a match for "a friend by link" is private: unlisted, and its free seat is taken only through the invitation in its link. */
export function privateMatchTests(harness: () => Harness): void {
  it('#14.5 private match: the creator shares the link with its invitation, a friend joins through it; without the invitation the seat is refused in words', async () => {
    const h = harness();
    const alice = await newPage(h);
    await startLocal(alice, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
      // Friends by link is the default.
      expect(await p.getByLabel('Friends I send the link to').isChecked()).toBe(true);
    });
    const link = await alice.getByLabel('Link to this match').inputValue();
    const url = new URL(link);
    const id = decodeURIComponent(url.hash.match(/^#\/match\/([^?]+)/)![1]);
    // The invitation is in the fragment, which no server and no Referer is sent.
    expect(url.hash).toMatch(/\?invite=[^&]+/);
    expect(url.search).toBe('');
    const invitation = new URLSearchParams(url.hash.split('?')[1]).get('invite')!;
    // The creator keeps it beside the seat's credential.
    expect(await alice.evaluate((k) => localStorage.getItem(k), `ramparts:invite:${id}`)).toBe(JSON.stringify(invitation));
    await shot(alice, 'private-match-link');

    // A stranger with the match's address but not its invitation: not in the open list, and refused the seat.
    const carol = await newPage(h);
    await carol.goto(h.url);
    await carol.getByRole('heading', { name: 'Open online matches' }).waitFor();
    await expect.poll(() => carol.locator('section', { hasText: 'Open online matches' }).textContent()).not.toContain('Looking');
    expect(await carol.locator(`a[href="#/match/${id}"]`).count()).toBe(0);
    await carol.goto(`${h.url}#/match/${encodeURIComponent(id)}`);
    await carol.getByRole('button', { name: 'Take this seat' }).click();
    await carol.getByText(PRIVATE).waitFor();
    await shot(carol, 'private-match-refused');

    // The friend with the link takes the seat, and both tables play.
    const bob = await newPage(h);
    await bob.goto(link);
    await bob.getByRole('button', { name: 'Take this seat' }).click();
    await bob.locator('.board-area svg.board').waitFor();
    await expect.poll(() => alice.locator('.players li .dot.on').count()).toBe(2);
    const summary = (await (await fetch(new URL(`api/matches/${encodeURIComponent(id)}`, h.url))).json()) as { status: string; visibility: string };
    expect(summary).toMatchObject({ status: 'live', visibility: 'private' });
    for (const p of [alice, bob, carol]) await p.context().close();
  }, 90_000);
}

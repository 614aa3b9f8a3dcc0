import { expect, it } from 'vitest';
import { accessibilityProblems, logLength, newPage, playByBoard, shot, startLocal, type Harness } from '../browser.ts';
import { enter } from './accounts.ts';

/** Issue #29's "Done means", as a person goes through it: two accounts, a rated duel to a resignation, a third device. */
export function accountJourneyTests(harness: () => Harness): void {
  it('#29 done means: A and B sign up, A starts a rated online duel and invites B by name, they play, B resigns (asked first); on a phone A finds the match, its replay with the resignation, and both new ratings; axe finds nothing on #/me', async () => {
    const h = harness();
    const rand = Math.random().toString(36).slice(2, 7);
    const nameA = `ada${rand}`;
    const nameB = `ben${rand}`;
    const a = await newPage(h);
    await enter(a, h.url, 'up', nameA, 'ada password');
    const b = await newPage(h, 420, 860);
    await enter(b, h.url, 'up', nameB, 'ben password');

    // A: a rated duel on the server from the new-game form, the other seat for a friend.
    await startLocal(a, h.url, 'coins', async (p) => {
      await p.getByLabel('Mode').selectOption('duel');
      await p.getByLabel('Rated (counts for the leaderboard').check();
      await p.getByLabel('Play on the server').check();
      await p.getByLabel('Who plays Defender').selectOption('link');
    });
    const id = decodeURIComponent(new URL(a.url()).hash.match(/^#\/match\/([^?]+)/)![1]);
    await a.getByLabel('Invite by name').fill(nameB);
    await a.getByRole('button', { name: 'Invite', exact: true }).click();
    await a.getByRole('status').getByText(`${nameB} is invited: they will see it on their home page.`).waitFor();

    // B finds the invitation on the home page and takes the seat.
    await b.goto(h.url);
    const invitations = b.locator('section', { has: b.getByRole('heading', { name: 'Invitations' }) });
    await invitations.getByRole('link', { name: 'Join' }).click();
    await b.getByRole('button', { name: 'Take this seat' }).click();
    await b.locator('.board-area svg.board').waitFor();

    // A couple of moves by clicking the board and its action bar, by whoever acts first; the other sees them.
    await Promise.race([a.locator('.your-turn').waitFor(), b.locator('.your-turn').waitFor()]);
    const [mover, watcher] = (await a.locator('.your-turn').count()) > 0 ? [a, b] : [b, a];
    const seen = await logLength(watcher);
    expect(await playByBoard(mover, { maxClicks: 3, idleMs: 3000 })).toBeGreaterThan(0);
    await expect.poll(() => logLength(watcher), { timeout: 10_000 }).toBeGreaterThan(seen);
    await shot(a, 'journey-rated-duel');

    // B resigns through the button, asked first.
    await b.getByRole('button', { name: 'Resign', exact: true }).click();
    await expect.poll(() => b.getByRole('alertdialog').textContent()).toContain('Attacker wins at once.');
    await b.getByRole('button', { name: 'Yes, resign' }).click();
    await expect.poll(() => b.locator('section.end h2').textContent()).toBe('You lose: Attacker wins');
    await expect.poll(() => a.locator('section.end h2').textContent(), { timeout: 10_000 }).toBe('You win');
    await a.context().close();
    await b.context().close();

    // The phone: A signs in there, finds the finished match on the home page and on #/me, with the new rating.
    const phone = await newPage(h, 390, 844);
    await enter(phone, h.url, 'in', nameA, 'ada password');
    await phone.goto(h.url);
    const mine = phone.locator('section.my-matches');
    await mine.locator(`a[href="#/replay/match/${id}"]`).first().waitFor();
    expect(await mine.locator('h3', { hasText: 'Finished' }).count()).toBe(1);
    await phone.goto(`${h.url}#/me`);
    await phone.getByRole('heading', { name: `${nameA} (you)` }).waitFor();
    const rating = phone.locator('[data-rating="coins/duel"]');
    await rating.waitFor({ timeout: 10_000 });
    expect(await rating.textContent()).toMatch(/Coin Siege, Duel: Attacker against Defender: rating -?\d+\.\d \(1 game played, 1 won\)/);
    const ratingA = Number(await rating.locator('.rating').textContent());
    const match = phone.locator(`[data-match="${id}"]`);
    expect(await match.textContent()).toMatch(/Coin Siege, Duel: Attacker against Defender \(rated\) — won\. Defender resigned\./);
    expect(await accessibilityProblems(phone)).toEqual([]);
    await shot(phone, 'journey-phone-me');

    // Its replay holds the resignation.
    await match.getByRole('link', { name: 'Replay' }).click();
    await phone.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    // A replay opens at the setup (#31.8): its result is at the last move.
    await phone.getByLabel('Last move').click();
    await expect.poll(() => phone.locator('section.end h2').textContent()).toBe('Attacker won');
    expect(await phone.locator('section.end').textContent()).toContain('Defender resigned.');
    // On a phone the log under the board is drawn once scrolled near.
    await phone.locator('.log').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await phone.locator('.log li').allTextContents()).join('\n')).toContain('Defender resigned: Attacker wins.');
    await shot(phone, 'journey-phone-replay');

    // B's new rating on B's profile: lower than the winner's.
    await phone.goto(`${h.url}#/player/${nameB}`);
    await phone.getByRole('heading', { name: nameB, exact: true }).waitFor();
    const theirs = phone.locator('[data-rating="coins/duel"]');
    await theirs.waitFor();
    expect(await theirs.textContent()).toMatch(/Coin Siege, Duel: Attacker against Defender: rating -?\d+\.\d \(1 game played, 0 won\)/);
    expect(Number(await theirs.locator('.rating').textContent())).toBeLessThan(ratingA);
    await phone.context().close();
  }, 90_000);
}

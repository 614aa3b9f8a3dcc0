import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, startLocal, type Harness } from '../browser.ts';

/** The home page's "Your matches": local ones (live and finished), online ones with a seat here, and invitations. */
export function homeMatchesTests(harness: () => Harness): void {
  it('home page lists your matches: a local one to continue, a finished one with its replay, an online seat and an invitation', async () => {
    const h = harness();
    const page = await newPage(h);
    // A local duel against a bot, left half-way.
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
    });
    const localId = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
    // A finished local match, as the table saves one.
    await page.evaluate(() =>
      localStorage.setItem('ramparts:local:done1', JSON.stringify({ id: 'done1', game: 'cards', players: 2, options: {}, seed: 's', seats: [{ kind: 'me', name: 'You' }, { kind: 'bot', bot: 'random', name: 'Player 2' }], moves: [], createdAt: Date.now() - 60_000, finished: true })),
    );
    // An online match with a seat held here (the form's "Play on the server").
    await startLocal(page, h.url, 'dice', async (p) => {
      await p.getByLabel('Play on the server').check();
    });
    const onlineId = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!.split('?')[0]);
    // A private match someone else made, whose invitation link was opened here.
    const other = await newPage(h);
    await startLocal(other, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
    });
    const link = await other.getByLabel('Link to this match').inputValue();
    await page.goto(link);
    await page.getByRole('button', { name: 'Take this seat' }).waitFor();

    await page.goto(h.url);
    const mine = page.locator('section.my-matches');
    await mine.getByText('online, you were invited').waitFor();
    const text = await mine.textContent();
    expect(text).toContain('Coin Siege');
    expect(text).toMatch(/Coin Siege\s*under way\s*2 players · in this browser · \d+ moves/);
    expect(text).toContain('Gate Defense');
    expect(text).toMatch(/Gate Defense\s*(under way|waiting for players)\s*1 player · online as Player 1/);
    expect(await mine.locator(`a[href="#/local/${localId}"]`).count()).toBeGreaterThan(0);
    expect(await mine.locator('a[href="#/replay/local/done1"]').count()).toBeGreaterThan(0);
    expect(await mine.locator(`a[href="#/match/${onlineId}"]`).count()).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'home-my-matches');
    // Its replay opens from the list.
    await mine.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: 'Replay: Elemental Towers' }).waitFor();
    await other.context().close();
    await page.context().close();
  }, 120_000);

  it('a rules page offers "Start a game" only for a game that can be played here', async () => {
    const h = harness();
    const page = await newPage(h);
    await page.goto(`${h.url}#/rules/coins`);
    await page.getByRole('heading', { name: 'How to play Coin Siege' }).waitFor();
    await page.getByRole('link', { name: 'Start a game' }).waitFor();
    await page.goto(`${h.url}#/rules/chess`);
    await page.getByText('cannot be played here yet').waitFor();
    expect(await page.getByRole('link', { name: 'Start a game' }).count()).toBe(0);
    await page.context().close();
  });
}

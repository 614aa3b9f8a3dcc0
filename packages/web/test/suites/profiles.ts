import { expect, it } from 'vitest';
import { signedUp, sit } from '@ramparts/server/testing/account-seats.ts';
import { accessibilityProblems, newPage, shot, type Harness } from '../browser.ts';
import { enter } from './accounts.ts';

/** Ratings and profiles (#29): a finished rated match shows on the player's own page with the new rating. */
export function profileTests(harness: () => Harness): void {
  it('#29 a rated coins duel between two accounts, won by resignation, shows on #/me with the new rating, its history and its replay; the leaderboard gives your place; axe finds nothing', async () => {
    const h = harness();
    const url = h.url.replace(/\/$/, '');
    const rand = Math.random().toString(36).slice(2, 7);
    const me = `me${rand}`;
    const page = await newPage(h);
    await page.goto(`${h.url}#/me`);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    // Signed up from the page itself (its cookie), the rival from outside; both take their seats as the web does when signed in.
    const signUp = await page.evaluate(async (name) => (await fetch('/api/account', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, password: 'a good password' }) })).status, me);
    expect(signUp).toBe(201);
    const rival = await signedUp(url, `rv${rand}`);
    const created = await fetch(`${url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'coins', options: { mode: 'duel' }, rated: true, visibility: 'public' }) });
    const { id } = (await created.json()) as { id: string };
    const mine = await page.evaluate(async (match) => {
      const joined = (await (await fetch(`/api/matches/${match}/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seat: 0 }) })).json()) as { credential: string };
      const who = (await (await fetch('/api/account')).json()) as { csrf: string };
      await fetch('/api/account/claim', { method: 'POST', headers: { 'content-type': 'application/json', 'x-ramparts-csrf': who.csrf }, body: JSON.stringify({ seats: [{ match, seat: 0, credential: joined.credential }] }) });
      return joined.credential;
    }, id);
    expect(mine).toBeTruthy();
    const theirs = await sit(rival, id, 1);
    // At the live table (watched: the page's own fetch kept no credential), both players link to their profiles.
    await page.goto(`${h.url}#/match/${id}`);
    await page.locator('.seat-profiles').getByRole('link', { name: `rv${rand}` }).waitFor();
    expect(await page.locator('.seat-profiles').textContent()).toMatch(new RegExp(`^Players with a profile: ${me} \\(\\w+\\), rv${rand} \\(\\w+\\)$`));
    expect((await fetch(`${url}/api/matches/${id}/resign`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seat: 1, credential: theirs }) })).status).toBe(200);

    await expect.poll(async () => (await (await fetch(`${url}/api/players/${me}`)).json()).ratings.length, { timeout: 10_000 }).toBe(1);
    // The page learns who is signed in when it loads (the sign-up above went around it).
    await page.goto(`${h.url}#/me`);
    await page.reload();
    await page.getByRole('heading', { name: `${me} (you)` }).waitFor();
    const rating = page.locator('[data-rating="coins/duel"]');
    await rating.waitFor();
    expect(await rating.textContent()).toMatch(/Coin Siege, Duel: Attacker against Defender: rating \d+\.\d \(1 game played, 1 won\)/);
    expect(Number(await rating.locator('.rating').textContent())).toBeGreaterThan(0);
    await page.locator('figure[data-chart="rating-coins-duel"] svg').first().waitFor();
    const match = page.locator(`[data-match="${id}"]`);
    expect(await match.textContent()).toMatch(/Coin Siege, Duel: Attacker against Defender \(rated\) — won\./);
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'profile-me');
    await match.getByRole('link', { name: 'Replay' }).click();
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    // The replay names the players who have a profile, and leads to it.
    await page.locator('.seat-profiles').getByRole('link', { name: `rv${rand}` }).waitFor();
    expect(await page.locator('.seat-profiles').textContent()).toMatch(new RegExp(`^Players with a profile: ${me} \\(\\w+\\), rv${rand} \\(\\w+\\)$`));

    // The board: both players, and this browser's own place.
    await page.goto(`${h.url}#/leaderboards/coins/duel`);
    // Other suites' rated duels share this server: one win ties with theirs, so the place is any.
    await page.getByText(/^You are \d+(st|nd|rd|th) of \d+, rating \S+ \(1 game played, 1 won\)/).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('link', { name: `rv${rand}` }).click();
    await page.getByRole('heading', { name: `rv${rand}` }).waitFor();

    // The new-game form offers Rated for a duel, and says what a bot seat counts as.
    await page.goto(`${h.url}#/new/coins`);
    await page.getByLabel('Mode').selectOption('duel');
    await page.getByLabel('Rated (counts for the leaderboard').check();
    await page.getByLabel('Who plays Defender').selectOption('bot:hard');
    await page.getByText('Rated against a hard bot (fixed rating).').waitFor();
    await shot(page, 'new-game-rated');
    expect(await page.getByLabel('Allow hints').isDisabled()).toBe(true);
    await page.context().close();
  }, 60_000);

  it('#29 a co-operative record appears in the hall: two accounts leave a dice table on the server to its bots, the game ends, and #/hall/dice lists the team with its replay; the player\'s #/me lists the record', async () => {
    const h = harness();
    const url = h.url.replace(/\/$/, '');
    const rand = Math.random().toString(36).slice(2, 7);
    const [one, two] = [`co${rand}`, `op${rand}`];
    const first = await signedUp(url, one);
    const second = await signedUp(url, two);
    // Both seats are people's; leaving hands each to the table's takeover bot (random: it plays the game out at once).
    const created = await fetch(`${url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'dice', players: 2, seats: ['human', 'human'], options: { scenario: '1', difficulty: 'easy' }, takeover: 'random', visibility: 'public' }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const credentials = [await sit(first, id, 0), await sit(second, id, 1)];
    for (const [seat, credential] of credentials.entries()) {
      const left = await fetch(`${url}/api/matches/${id}/resign`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seat, credential }) });
      expect(left.status).toBe(200);
    }
    await expect.poll(async () => ((await (await fetch(`${url}/api/players/${one}`)).json()) as { records: unknown[] }).records.length, { timeout: 40_000, interval: 500 }).toBe(1);

    const page = await newPage(h);
    await enter(page, h.url, 'in', one, 'a good password');
    await page.goto(`${h.url}#/hall/dice`);
    await page.getByRole('heading', { name: /^Hall of / }).waitFor();
    const scenario = page.locator('section.hall-scenario', { has: page.getByRole('heading', { name: 'Scenario 1, easy' }) });
    const entry = scenario.locator('li', { has: page.locator(`a[href="#/replay/match/${id}"]`) });
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(new RegExp(`^${one}, ${two}: (won|lost) with \\d+ gate health left in \\d+ moves, `));
    expect(await entry.getByRole('link', { name: two }).getAttribute('href')).toBe(`#/player/${two}`);
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'hall-dice');

    await page.goto(`${h.url}#/me`);
    await page.getByRole('heading', { name: `${one} (you)` }).waitFor();
    const records = page.locator('section', { has: page.getByRole('heading', { name: 'Co-operative records' }) });
    await records.waitFor();
    expect(await records.locator('li').first().textContent()).toMatch(/^Gate Defense, Scenario 1, easy: (1 win, 0 losses|0 wins, 1 loss); best (win|try): \d+ gate health left in \d+ moves\. Hall$/);
    await page.context().close();
  }, 60_000);
}

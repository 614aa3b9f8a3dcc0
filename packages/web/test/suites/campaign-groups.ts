import { diceCampaign as C } from '@ramparts/games';
import { expect, it } from 'vitest';
import { chooseBotProgram, finishLocalMatch, localSave, newPage, shot, type Harness } from '../browser.ts';
import { playOutChapter } from './dice-campaign.ts';

const SHARE = 'Share this secret with your group; it will not be shown again.';
const BAD_SECRET = 'No campaign group answers to this id and secret: ask whoever started the campaign for them.';

/** #14.6: a campaign group kept on the server: its secret shown once, joined from another browser with it, its save shared. */
export function campaignGroupTests(harness: () => Harness): void {
  it('#14.6 campaign group on the server: kept there with a secret shown once, joined from another browser with the secret (a wrong one refused in words), a chapter saved for both', async () => {
    const h = harness();
    const group = `west-${Date.now().toString(36)}`;
    const ann = await newPage(h);
    await ann.goto(`${h.url}#/campaign/dice/${group}`);
    await ann.getByRole('heading', { name: `Gate Defense campaign: ${group}` }).waitFor();
    await ann.getByRole('button', { name: 'Keep this campaign on the server' }).click();
    await ann.getByText(SHARE).waitFor();
    const secret = await ann.getByLabel('Group secret').inputValue();
    expect(secret.length).toBeGreaterThan(10);
    await shot(ann, 'campaign-group-secret');
    // Kept by the browser beside the save (the key shown is the group's id and its secret), and never shown again.
    expect(JSON.parse((await ann.evaluate((k) => localStorage.getItem(k), `ramparts:group:dice:${group}`))!)).toEqual({ id: secret.split('.')[0], secret: secret.slice(secret.indexOf('.') + 1), version: 1 });
    await ann.reload();
    await ann.getByText('This campaign is kept on the server').waitFor();
    expect(await ann.getByText(SHARE).count()).toBe(0);
    expect(await ann.locator('main').textContent()).not.toContain(secret);

    // Another browser joins the group by name and key (its id and secret); a wrong one is refused with the server's sentence.
    const ben = await newPage(h);
    await ben.goto(`${h.url}#/campaign/dice`);
    await ben.getByLabel('Name of the group to join').fill(group);
    await ben.getByLabel("The group's secret").fill('not-the-secret');
    await ben.getByRole('button', { name: 'Join', exact: true }).click();
    await ben.getByText(BAD_SECRET).waitFor();
    await ben.getByLabel("The group's secret").fill(secret);
    await ben.getByRole('button', { name: 'Join', exact: true }).click();
    await ben.getByRole('heading', { name: `Gate Defense campaign: ${group}` }).waitFor();
    await ben.getByText('This campaign is kept on the server').waitFor();

    // Ann plays chapter 1 (played out in Node, as the dice campaign test does); its end is saved to the server.
    await chooseBotProgram(ann, 'Player 1', 'heuristic');
    await ann.getByRole('button', { name: 'Play chapter 1' }).click();
    await ann.locator('.dice-board').waitFor();
    const { moves } = playOutChapter((await localSave(ann)).options, 'dg1');
    await finishLocalMatch(ann, 'dg1', moves);
    await ann.locator('section[aria-label="What carries forward"]').waitFor();
    await ann.getByRole('link', { name: `Back to the campaign of ${group}` }).click();
    await ann.getByRole('heading', { name: `Gate Defense campaign: ${group}` }).waitFor();
    await expect.poll(() => ann.locator('main').textContent()).toContain('Chapters played: 1.');
    expect(await ann.locator('.error').count()).toBe(0);
    // Ben's page, opened again, reads the group's save from the server.
    await ben.reload();
    await ben.getByRole('heading', { name: `Gate Defense campaign: ${group}` }).waitFor();
    await expect.poll(() => ben.locator('section[aria-label="Chapters played"]').textContent()).toContain(`Chapter 1, ${C.chapterById(1)!.title}`);
    await shot(ben, 'campaign-group-joined');
    for (const p of [ann, ben]) await p.context().close();
  }, 120_000);
}

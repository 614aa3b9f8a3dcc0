import { expect, it } from 'vitest';
import { tracksCampaign as C } from '@ramparts/games';
import { chooseBotProgram, finishLocalMatch, localSave, newPage, playOutTracks, shot, type Harness } from '../browser.ts';
import { measure } from './phone.ts';

/** A group's Cooperative Sandbox session started from its campaign page, its Sandbox EXP step, and the group's page after it. */
export function campaignSandboxTests(harness: () => Harness): void {
  it('tracks campaign: a Cooperative Sandbox session for the group with bots in every seat, its Sandbox EXP spent on a Sandbox Lock', async () => {
    const h = harness();
    const page = await newPage(h);
    await page.goto(`${h.url}#/campaign/tracks/west`);
    await page.getByRole('heading', { name: 'Tracks & Waves campaign: west' }).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('terminal');
    await page.getByLabel('Number of players').selectOption('2');
    await chooseBotProgram(page, 'Player 1', 'heuristic');
    await chooseBotProgram(page, 'Player 2', 'heuristic');
    // The Sandbox options are the new-game form's fields; the mode is chosen by the select, Versus needs 2 players.
    await page.getByLabel('Sandbox mode').selectOption('versus');
    await page.getByRole('button', { name: 'Start a Versus Sandbox session' }).waitFor();
    await page.getByLabel('Sandbox mode').selectOption('cooperative');
    await page.getByLabel('Layout').selectOption('meadow');
    await page.getByRole('button', { name: 'Start a Cooperative Sandbox session' }).click();
    await page.locator('.tracks-board').waitFor();
    await expect.poll(() => page.locator('.status').textContent()).toContain('Turn');
    const save = (await localSave(page)) as Awaited<ReturnType<typeof localSave>> & { campaign?: unknown };
    expect(save.campaign).toEqual({ group: 'west', sandbox: 'cooperative' });
    expect(save.options).toMatchObject({ mode: 'cooperative-sandbox', layout: 'meadow', unlocked: [] });
    // Played to its end by the same bots in Node (they play at a person's pace here), then replayed by the table.
    const { moves, outcome } = playOutTracks(save.options, 'sb2');
    expect(outcome.winners).toEqual([0, 1]);
    await finishLocalMatch(page, 'sb2', moves);
    await page.locator('section.campaign-exp').waitFor();
    expect(await page.locator('section.end').textContent()).toContain('Victory: Sandbox EXP earned 1 B (Battle), 1 U (Unlock).');
    await page.getByRole('button', { name: /Level-4 Wave Modifiers in Sandbox: cross out 1 B \(3 of 3 left\)/ }).click();
    await page.getByText('Crossed out 1 B on Level-4 Wave Modifiers in Sandbox.').waitFor();
    await shot(page, 'campaign-sandbox');
    await page.getByRole('button', { name: 'Forfeit the rest and save' }).click();
    await page.getByRole('heading', { name: 'Tracks & Waves campaign: west' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Sessions played: 1.');
    expect(await page.locator('[data-lock="sandbox:level-4"]').textContent()).toContain('1 crossed out');
    expect(await page.locator('[data-condition="win"]').textContent()).toContain('1 of 1 earned');
    expect(await page.locator('[data-condition="intact"]').textContent()).toContain('0 of 1 earned');
    await shot(page, 'campaign-sandbox-after');
    await page.context().close();
  }, 90_000);

  it('tracks campaign: a Versus Sandbox session for the group, each player\u2019s Versus EXP in turn, saved per player', async () => {
    const h = harness();
    const page = await newPage(h);
    await page.goto(`${h.url}#/campaign/tracks/south`);
    await page.getByRole('heading', { name: 'Tracks & Waves campaign: south' }).waitFor();
    await page.getByLabel('Number of players').selectOption('2');
    await chooseBotProgram(page, 'Player 1', 'heuristic');
    await chooseBotProgram(page, 'Player 2', 'heuristic');
    await page.getByLabel('Sandbox mode').selectOption('versus');
    await page.getByRole('button', { name: 'Start a Versus Sandbox session' }).click();
    await page.locator('.tracks-board').waitFor();
    const save = (await localSave(page)) as Awaited<ReturnType<typeof localSave>> & { campaign?: unknown };
    expect(save.campaign).toEqual({ group: 'south', sandbox: 'versus' });
    expect(save.options).toMatchObject({ mode: 'versus', unlocked: [] });
    const { moves } = playOutTracks(save.options, 'sb3');
    await finishLocalMatch(page, 'sb3', moves);
    await page.locator('section.campaign-exp[aria-label="Versus EXP of Player 1"]').waitFor();
    expect(await page.locator('section.end').textContent()).toContain('Player 1 earns 3 V (Versus) EXP.');
    await page.getByRole('button', { name: /Versus Energy: Overload: cross out 1 V \(2 of 2 left\)/ }).click();
    await page.getByText('Crossed out 1 V on Versus Energy: Overload.').waitFor();
    await page.getByRole('button', { name: "Forfeit the rest: Player 2's Versus EXP" }).click();
    await page.locator('section.campaign-exp[aria-label="Versus EXP of Player 2"]').waitFor();
    expect(await page.locator('section.end').textContent()).toContain('Player 2 earns 2 V (Versus) EXP.');
    await page.getByRole('button', { name: /Versus Energy: Overload: cross out 1 V \(1 of 2 left\)/ }).click();
    await page.getByText('Unlocked for good: Versus Energy: Overload!').waitFor();
    await shot(page, 'campaign-versus');
    await page.getByRole('button', { name: 'Forfeit the rest and save' }).click();
    await page.getByRole('heading', { name: 'Tracks & Waves campaign: south' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Sessions played: 1.');
    const players = await page.locator('.versus-players').textContent();
    expect(players).toContain('Player 1: 1 Versus EXP mark earned');
    expect(players).toContain('Player 2: 1 Versus EXP mark earned');
    expect(await page.locator('section[aria-label="Versus experience"]').textContent()).toContain('Unlocked in Versus: Versus Energy: Overload.');
    await page.context().close();
  }, 60_000);

  it('phone width: a campaign page\u2019s Special Objectives on the board\u2019s panel, with their progress, legible and within the screen', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    await page.goto(h.url);
    const save: C.CampaignSave = { ...C.newSave('east'), unlocked: ['page:L1M2', 'page:L2M1', 'page:L3M1'] };
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), ['ramparts:campaign:tracks:east', JSON.stringify(save)] as const);
    await page.goto(`${h.url}#/campaign/tracks/east`);
    await page.getByRole('button', { name: 'Play L3M1 Tier I', exact: true }).click();
    await page.locator('.tracks-board').waitFor();
    const objectives = page.locator('.tracks-board [aria-label="Special Objectives"]');
    await expect.poll(() => objectives.textContent()).toContain('Break the banners: in progress');
    expect(await objectives.textContent()).toContain('0 of 3 Wave Modifiers defeated');
    expect(await objectives.textContent()).toContain('Hold the keep: in progress');
    await objectives.scrollIntoViewIfNeeded();
    await shot(page, 'phone-tracks-objectives');
    const m = await measure(page);
    expect(m.scrollWidth).toBeLessThanOrEqual(m.clientWidth);
    expect(m.boardRight).toBeLessThanOrEqual(390);
    expect(m.smallestText).toBeGreaterThanOrEqual(8);
    // Each objective's lines stay inside the board's width.
    const right = await objectives.evaluate((g) => g.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(390);
    await page.context().close();
  }, 60_000);
}

import { createBot, Match, type RecordedMove } from '@ramparts/engine';
import { diceCampaign as C, findGame } from '@ramparts/games';
import { expect, it } from 'vitest';
import { chooseBotProgram, finishLocalMatch, localSave, newPage, shot, type Harness } from '../browser.ts';

/** A chapter played to its end by the heuristic bot in Node (a bot plays at a person's pace in the page). */
export function playOutChapter(options: unknown, seed: string): { moves: RecordedMove[]; state: unknown } {
  const game = findGame('dice')!;
  const match = Match.create(game, { players: 1, options, seed });
  while (!match.outcome()) match.play(0, createBot('heuristic', `${seed}:${match.moveCount}`, game).chooseMove(game, match.state, 0));
  return { moves: match.moves().map((m) => ({ ...m })), state: match.state };
}

/** The Gate Defense campaign (issue #12's legacy layer): a chapter begun from the group's page, its end screen, and the page after it. */
export function diceCampaignTests(harness: () => Harness): void {
  it('dice campaign: chapter 1 begun from the group\u2019s page, played out, folded into the save, and the page moves on', async () => {
    const h = harness();
    const page = await newPage(h);
    await page.goto(`${h.url}#/campaign/dice/east`);
    await page.getByRole('heading', { name: 'Gate Defense campaign: east' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(C.chapterById(1)!.before);
    await chooseBotProgram(page, 'Player 1', 'heuristic');
    await shot(page, 'dice-campaign');
    await page.getByRole('button', { name: 'Play chapter 1' }).click();
    await page.locator('.dice-board').waitFor();
    const save = (await localSave(page)) as Awaited<ReturnType<typeof localSave>> & { diceCampaign?: unknown };
    expect(save.diceCampaign).toEqual({ group: 'east', chapter: 1, played: 0 });
    expect(save.options).toMatchObject({ scenario: '1', heroes: ['keith', 'glorbud'], campaign: { chapter: 1, gold: 12 } });
    const { moves, state } = playOutChapter(save.options, 'dc1');
    const expected = C.foldChapter(C.newSave('east'), { options: save.options as never, state: state as never });
    await finishLocalMatch(page, 'dc1', moves);
    await page.locator('section[aria-label="What carries forward"]').waitFor();
    const end = await page.locator('section[aria-label="What carries forward"]').textContent();
    for (const line of expected.news) expect(end).toContain(line);
    await shot(page, 'dice-campaign-end');
    await page.getByRole('link', { name: 'Back to the campaign of east' }).click();
    await page.getByRole('heading', { name: 'Gate Defense campaign: east' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('ramparts:campaign:dice:east'));
    expect(C.loadSave(JSON.parse(stored!))).toEqual(expected.save);
    expect(await page.locator('section[aria-label="Chapters played"]').textContent()).toContain('Chapter 1, The Meadow Road');
    await page.context().close();
  }, 90_000);
}

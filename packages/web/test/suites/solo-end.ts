import { Match, type RecordedMove } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { expect, it } from 'vitest';
import { finishLocalMatch, localSave, newPage, shot, startLocal, type Harness } from '../browser.ts';

/** The end of a solo game lost to the rules' automaton (issue #11): the rules' side wins, the player loses. */
export function soloEndTests(harness: () => Harness): void {
  it('coins solo as the Defender, lost to the rules: the end screen reads "You lose: the Attacker wins", and the replay "The Attacker won"', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Mode').selectOption('solo-defender');
    });
    await page.locator('.your-turn').waitFor();
    // A Defender who never tosses again loses the castle: played out in Node, then written into the page's save.
    const { seed, moves } = soloLoss((await localSave(page)).options);
    await finishLocalMatch(page, seed, moves);
    const end = page.locator('section.end');
    await end.waitFor();
    expect(await end.locator('h2').textContent()).toBe('You lose: the Attacker wins');
    expect(await end.textContent()).toContain('The castle has fallen');
    expect(await end.textContent()).not.toContain('Nobody');
    await shot(page, 'coins-solo-lost');
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    // A replay opens at the setup (#31.8): its result is at the last move.
    await page.getByLabel('Last move').click();
    await expect.poll(() => end.locator('h2').textContent()).toBe('The Attacker won');
    await page.context().close();
  }, 60_000);
}

/** A solo-defender game the rules' Attacker wins: the Defender stops after each first toss. */
function soloLoss(options: unknown): { seed: string; moves: RecordedMove[] } {
  const game = findGame('coins')!;
  for (let i = 0; i < 20; i++) {
    const seed = `solo-loss-${i}`;
    const match = Match.create(game, { players: 1, options, seed });
    while (!match.outcome()) {
      const legal = match.legalMoves(0) as { type: string }[];
      match.play(0, legal.find((m) => m.type === 'stop') ?? legal[0]);
    }
    if (match.outcome()!.automatonWinner === 'the Attacker') return { seed, moves: match.moves().map((m) => ({ ...m })) };
  }
  throw new Error('the Defender held the castle in every seed tried');
}

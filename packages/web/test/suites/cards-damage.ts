import { expect, it } from 'vitest';
import { newPage, openKeptMatch, randomGameUntil, shot, type Harness } from '../browser.ts';

/** The cards board with damaged levels (turned aside): their words stay inside their boxes. */
export function cardsDamageTests(harness: () => Harness): void {
  it('cards: damaged levels are drawn turned, and their words fit inside the level’s box', async () => {
    const h = harness();
    const { seed, moves } = gameWithDamage();
    const page = await newPage(h);
    // A match kept in this browser, at a position with damaged levels (played out by bots in Node).
    await openKeptMatch(page, h.url, { id: 'damaged-levels', game: 'cards', players: 2, seed, moves, seats: [{ kind: 'me', name: 'You' }, { kind: 'hotseat', name: 'Friend' }] });
    await page.getByRole('button', { name: /show my hand/ }).click();
    await page.locator('.cards-board').waitFor();
    const boxes = await page.locator('.cards-board g[transform^="rotate"]').evaluateAll((groups) =>
      groups.map((g) => {
        const rect = g.querySelector('rect')!.getBBox();
        const texts = [...g.querySelectorAll('text')].map((t) => t.getBBox());
        return { rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height], texts: texts.map((t) => [t.x, t.y, t.x + t.width, t.y + t.height]) };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const b of boxes)
      for (const t of b.texts) {
        expect(t[0]).toBeGreaterThanOrEqual(b.rect[0]);
        expect(t[1]).toBeGreaterThanOrEqual(b.rect[1]);
        expect(t[2]).toBeLessThanOrEqual(b.rect[2]);
        expect(t[3]).toBeLessThanOrEqual(b.rect[3]);
      }
    await shot(page, 'cards-damaged');
    await page.context().close();
  }, 60_000);
}

/** Random bots play a two-player game until towers stand with damaged levels (at least two) on Player 1's turn. */
function gameWithDamage() {
  return randomGameUntil(
    'cards',
    2,
    'damage',
    (match) => {
      const view = match.view(null) as { players: { tower: ({ damaged: boolean } | null)[] | null }[] };
      return view.players.flatMap((p) => p.tower ?? []).filter((l) => l?.damaged).length >= 2 && match.actors().includes(0);
    },
    400,
  );
}

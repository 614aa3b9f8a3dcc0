import { Match, variantGame, type AnyGame, type Variant } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { content } from '@ramparts/games/dice/content/index.ts';
import type { CrystalView } from '@ramparts/games/crystal/state.ts';
import type { DiceView } from '@ramparts/games/dice/view.ts';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { crystalUi } from '../crystal/ui.tsx';
import { diceUi } from '../dice/ui.tsx';
import { tracksUi } from '../tracks/ui.tsx';
import type { BoardProps } from '../types.ts';
import { BoardInContent, contentRunOf, TableContent, uiInContent } from './content-run.tsx';

const dice = findGame('dice')!;

/** Meadow Road with one more fork: a second road from the spawn runs south by Q2 and joins at S4. */
const moreForks: Variant = {
  format: 1,
  game: 'dice',
  name: 'Meadow with a south road',
  patch: {
    'maps/meadow.json': {
      spaces: [{ id: 'P1', x: 0, y: 2, next: ['P2', 'Q2'] }, ...content.map('meadow').spaces.slice(1), { id: 'Q2', x: 1, y: 3, next: ['S4'] }],
      sites: { '2': { adjacent: ['P3', 'S4', 'Q2'] } },
    },
  },
};

function boardHtml(game: AnyGame, withContent: boolean): string {
  const view = Match.create(game, { players: 1, seed: 'content-run' }).view(0) as DiceView;
  const props: BoardProps<DiceView> = { view, seat: 0, seatNames: ['Player 1'], next: new Set(), chosen: [], onPick: () => {}, narrow: false };
  return renderToStaticMarkup(
    <TableContent.Provider value={withContent ? contentRunOf(game) : null}>
      <BoardInContent Board={diceUi.Board} {...props} />
    </TableContent.Provider>,
  );
}

describe('a board drawn with the table’s content', () => {
  it('draws a dice variant’s redrawn road: the new space and the spawn as a fork; the rulebook’s map outside it', () => {
    const game = variantGame(dice, moreForks);
    const html = boardHtml(game, true);
    expect(html).toContain('data-space="Q2"');
    expect(html).toMatch(/Space P1, the spawn[^"]*a crossroads: groups split towards P2 and Q2/);
    // The same view without the variant's content draws the rulebook's road, and the content is put back after.
    expect(boardHtml(game, false)).not.toContain('data-space="Q2"');
    expect(content.map('meadow').spaces.map((s) => s.id)).not.toContain('Q2');
  });

  it('a game with no variant draws its board as it is', () => {
    expect(contentRunOf(dice)).toBeNull();
    expect(boardHtml(dice, true)).toContain('data-space="P1"');
  });

  it('draws a crystal variant’s map: a hex blacked out and a wall added are on its board, not on the rulebook’s', () => {
    const crystal = findGame('crystal')!;
    const keep = crystal.content!.files['maps/keep.json'] as { rows: string[]; walls: [string, string][] };
    const rows = [...keep.rows];
    rows[3] = '....#......';
    const variant: Variant = { format: 1, game: 'crystal', name: 'A rock in the keep', patch: { 'maps/keep.json': { rows, walls: [...keep.walls, ['E5', 'F5']] } } };
    const game = variantGame(crystal, variant);
    const html = (withContent: boolean) => {
      const match = Match.create(game, { players: 1, options: { map: 'keep' }, seed: 'content-run' });
      const props: BoardProps<CrystalView> = { view: match.view(0) as CrystalView, seat: 0, seatNames: ['Player 1'], next: new Set(), chosen: [], onPick: () => {}, narrow: false };
      return renderToStaticMarkup(
        <TableContent.Provider value={withContent ? contentRunOf(game) : null}>
          <BoardInContent Board={crystalUi.Board} {...props} />
        </TableContent.Provider>,
      );
    };
    expect(html(true)).toMatch(/E4: blacked out/);
    expect(html(true)).toContain('A wall between E5 and F5');
    expect(html(false)).not.toMatch(/E4: blacked out/);
    expect(html(false)).not.toContain('A wall between E5 and F5');
  });

  it('the step buttons’ words of a variant table read its content: an Archery Tower at its new price', () => {
    const cheap = variantGame(dice, { format: 1, game: 'dice', name: 'Cheap archery', patch: { 'towers.json': { towers: { '0': { purchase: 2 } } } } });
    const view = Match.create(cheap, { players: 1, seed: 'content-run' }).view(0) as DiceView;
    const price = (label: string) => Number(/\((\d+) gold\)/.exec(label)?.[1]);
    const plain = diceUi.label('build:archery', view);
    const variant = uiInContent(diceUi, contentRunOf(cheap)).label('build:archery', view);
    expect(price(plain)).toBeGreaterThan(2);
    expect(price(variant)).toBe(price(plain) - 2);
    expect(uiInContent(diceUi, null)).toBe(diceUi);
    // The panels and the status read the same way; the components and the moves' clicks are the game's own.
    expect(uiInContent(diceUi, contentRunOf(cheap)).Board).toBe(diceUi.Board);
    expect(uiInContent(diceUi, contentRunOf(cheap)).path).toBe(diceUi.path);
  });

  it('the pieces a board renders read the variant too: a tracks tower menu’s sell and upgrade prices', () => {
    const tracks = findGame('tracks')!;
    const dear = variantGame(tracks, { format: 1, game: 'tracks', name: 'Dear S1', patch: { 'towers.json': { towers: { '0': { sell: 4, upgrade: 5 } } } } });
    const html = (game: AnyGame) => {
      const view = Match.create(game, { players: 1, options: {}, seed: 'content-run' }).view(0) as TracksView;
      view.towers.push({ id: 7, card: 'S1', owner: 0, level: 1, cell: view.layout.rows[0].split(' ').length * 2, depletion: 0, boost: [], charge: 0 });
      const props: BoardProps<TracksView> = { view, seat: 0, seatNames: ['Player 1'], next: new Set(['upgrade', 'sell']), chosen: ['tower:7'], onPick: () => {}, narrow: false };
      return renderToStaticMarkup(
        <TableContent.Provider value={contentRunOf(game)}>
          <BoardInContent Board={tracksUi.Board} {...props} />
        </TableContent.Provider>,
      );
    };
    expect(html(dear)).toContain('Sell (+4 Mk I)');
    expect(html(dear)).toMatch(/Upgrade this tower to level 2 for 5 from your Build stack/);
    expect(html(tracks)).toContain('Sell (+1 Mk I)');
    expect(html(tracks)).toMatch(/Upgrade this tower to level 2 for 1 from your Build stack/);
  });

  it('a crystal variant’s defense spread and flying enemy show on their tokens', () => {
    const crystal = findGame('crystal')!;
    const variant: Variant = {
      format: 1,
      game: 'crystal',
      name: 'Wide walls, flying goblins',
      patch: { 'defenses.json': { defenses: { '0': { spread: [0, 1, 2] } } }, 'enemies.json': { enemies: { '0': { abilities: ['flying'] } } } },
    };
    const game = variantGame(crystal, variant);
    const html = (g: AnyGame) => {
      const view = Match.create(g, { players: 1, options: { map: 'keep' }, seed: 'content-run' }).view(0) as CrystalView;
      view.defenses.push({ id: 90, defense: 'bouncer-blockade', owner: 0, at: 'E5', facing: 0, health: 10, cooldown: 0 });
      view.enemies.push({ id: 91, enemy: 'goblin', at: 'F5', health: 2, flipped: false, damagedBy: [], aggro: null, stunned: 0, weakened: false, confused: false, calmed: false });
      const props: BoardProps<CrystalView> = { view, seat: 0, seatNames: ['Player 1'], next: new Set(), chosen: [], onPick: () => {}, narrow: false };
      return renderToStaticMarkup(
        <TableContent.Provider value={contentRunOf(g)}>
          <BoardInContent Board={crystalUi.Board} {...props} />
        </TableContent.Provider>,
      );
    };
    // A token's own drawing: from its group's start to its picture (the spread's sides and the fill come first).
    const token = (h: string, kind: string) => new RegExp(`-token" data-kind="${kind}">(.*?)<g class="icon"`).exec(h)?.[1] ?? '';
    const spread = (h: string) => token(h, 'bouncer-blockade').match(/stroke="#facc15"/g)?.length ?? 0;
    expect(spread(html(game))).toBe(3);
    expect(spread(html(crystal))).toBe(1);
    expect(token(html(game), 'goblin')).toContain('fill="#1e40af"');
    expect(token(html(crystal), 'goblin')).not.toContain('fill="#1e40af"');
  });
});

import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { describe, expect, it } from 'vitest';
import { CELL, layout } from './cards/layout.ts';
import { tracksUi } from './tracks/ui.tsx';

/** The board's drawing box (its viewBox's width and height) as rendered for a desktop (not narrow). */
function viewBox(html: string): { w: number; h: number } {
  const [, , w, h] = /viewBox="([^"]+)"/.exec(html)![1].split(' ').map(Number);
  return { w, h };
}

/**
 * #31.1 on a desktop: the boards are drawn in the shape of a landscape screen, so that fitted to the height left under
 * the table's head they stay large (the browser test fit-desktop measures them on the page).
 */
describe('boards shaped for a desktop screen (#31.1)', () => {
  it('cards: at eight players the seven rivals share one row, drawn smaller; the own corner and hand keep their size; the table is wider than tall', () => {
    const L = layout(8, 0, false);
    const rivals = L.cells.slice(1);
    expect(new Set(rivals.map((c) => c.y)).size).toBe(1);
    for (const c of rivals) expect(c.s).toBeLessThan(1);
    // Side by side, none overlapping, all on the table.
    const xs = rivals.map((c) => c.x).sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(CELL.w * rivals[0].s!);
    expect(xs[xs.length - 1] + CELL.w * rivals[0].s!).toBeLessThanOrEqual(L.width);
    expect(L.cells[0].s).toBeUndefined();
    expect(L.height).toBeLessThan(L.width * 0.7);
    // Two players: as before, full size.
    expect(layout(2, 0, false).cells.every((c) => !c.s)).toBe(true);
  });

  it('cards: a phone keeps its rows of two', () => {
    const L = layout(8, 0, true);
    expect(new Set(L.cells.slice(1).map((c) => c.y)).size).toBe(4);
  });

  it('tracks: four players — the mats stand beside the field, the board is about half again as wide as tall (it was taller than wide)', () => {
    const game = findGame('tracks')!;
    const match = Match.create(game, { players: 4, options: {}, seed: 'fit' });
    const view = match.view(0) as TracksView;
    const html = renderToStaticMarkup(<tracksUi.Board view={view} seat={0} seatNames={['Player 1', 'Player 2', 'Player 3', 'Player 4']} next={new Set()} chosen={[]} onPick={() => {}} narrow={false} />);
    const { w, h } = viewBox(html);
    expect(w / h).toBeGreaterThan(1.45);
    // Everyone else's mat is its title bar alone, its Stacks in the tooltip (and in its player panel).
    expect(html).toContain('Player 2&#x27;s Stacks. Build / Upgrade: empty');
    // Drawn this wide, a desktop shows it at about 0.65 px a unit: every word and number is set at 16 units or more,
    // so none comes out under 10 CSS px (#31; the smallest was 9.5 units).
    const sizes = [...html.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
  });
});

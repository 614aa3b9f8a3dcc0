import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawings } from '../common/markup.ts';
import { coinsUi } from './ui.tsx';

const game = findGame('coins')!;

function board(narrow: boolean, next: string[]): string {
  const view = Match.create(game, { players: 2, options: {}, seed: 'board-test' }).view(0) as CoinsView;
  return renderToStaticMarkup(<coinsUi.Board view={view} seat={0} seatNames={['Ann', 'Bo']} next={new Set(next)} chosen={[]} onPick={() => {}} narrow={narrow} />);
}

describe('coins board', () => {
  it('on a phone the roads are one drawing (the one that zooms) and the toss, coins and supply another, its buttons a finger high (#31.2)', () => {
    const [roads, tray, ...more] = drawings(board(true, ['endToss', 'tossAgain', 'place:1']));
    expect(more).toEqual([]);
    expect(roads).toMatch(/^<svg[^>]*class="board coins-roads"/);
    expect(roads).toContain('The road to the castle');
    expect(roads).not.toContain('Supply');
    expect(tray).toMatch(/^<svg[^>]*class="board-panel coins-tray"/);
    for (const words of ['Supply', 'Reinforcements']) expect(tray).toContain(words);
    // Drawn about 1 CSS px a unit at a phone's width: a command button is at least 44 units high.
    const heights = [...tray.matchAll(/data-key="(?:endToss|tossAgain)"[^>]*><rect[^>]*height="(\d+)"/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(2);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
  });

  it('on a desktop the roads and the tray stay one drawing', () => {
    const all = drawings(board(false, ['endToss']));
    expect(all).toHaveLength(1);
    expect(all[0]).toContain('Supply');
    expect(all[0]).toContain('The road to the castle');
  });
});

import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { tracksUi } from './ui.tsx';

const game = findGame('tracks')!;

function start(players = 1): TracksView {
  const match = Match.create(game, { players, options: {}, seed: 'board-test' });
  return match.view(0) as TracksView;
}

const board = (view: TracksView, next: string[], chosen: string[] = []) =>
  renderToStaticMarkup(<tracksUi.Board view={view} seat={0} seatNames={['Ann', 'Bo']} next={new Set(next)} chosen={chosen} onPick={() => {}} />);

describe('tracks board', () => {
  it('a picked tower gets its own menu beside it: upgrade and sell in words, each a button of the board', () => {
    const v = start();
    v.towers.push({ id: 7, card: 'S1', owner: 0, level: 1, cell: v.layout.rows[0].split(' ').length * 2, depletion: 0, boost: [], charge: 0 });
    const html = board(v, ['upgrade', 'sell'], ['tower:7']);
    expect(html).toContain('data-key="upgrade"');
    expect(html).toContain('data-key="sell"');
    expect(html).toContain('Upgrade to level 2');
    expect(html).toMatch(/Sell \(\+1 Mk I\)/);
  });

  it('towers and waves carry tooltips in words with their numbers, not codes', () => {
    const v = start();
    v.towers.push({ id: 7, card: 'S1', owner: 0, level: 2, cell: v.layout.rows[0].split(' ').length * 2, depletion: 1, boost: [], charge: 0 });
    const html = board(v, []);
    expect(html).toMatch(/Ann&#x27;s Mk I Standard tower, level 2 of 4: range \d+, damage \d+; 1 Depletion marker/);
  });

  it('the team’s lives are shown once, as the table’s, never per seat', () => {
    const v = start(2);
    const p = tracksUi.panels!(v, ['Ann', 'Bo']);
    expect(p.shared?.some((f) => f.label.startsWith('Lives'))).toBe(true);
    for (const seat of p.seats) expect(seat.some((f) => /lives/i.test(f.label))).toBe(false);
    expect(p.seats).toHaveLength(2);
  });

  it('every pure command has a short plain label, and the log’s combat filter knows attacks', () => {
    const v = start();
    expect(tracksUi.label('done', v)).toBe('Done for this turn');
    expect(tracksUi.combat!('4 damage defeats unit 1 (4 HP) of wave 1.')).toBe(true);
    expect(tracksUi.combat!('Player 1 takes S1 onto their Build/Upgrade stack.')).toBe(false);
  });
});

import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { drawings } from '../common/markup.ts';
import { tracksUi } from './ui.tsx';

const game = findGame('tracks')!;

function start(players = 1): TracksView {
  const match = Match.create(game, { players, options: {}, seed: 'board-test' });
  return match.view(0) as TracksView;
}

const board = (view: TracksView, next: string[], chosen: string[] = [], narrow?: boolean) =>
  renderToStaticMarkup(<tracksUi.Board view={view} seat={0} seatNames={['Ann', 'Bo']} next={new Set(next)} chosen={chosen} onPick={() => {}} narrow={narrow} />);

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

  it('on a phone the Playing Field is one drawing (the one that zooms) and the panel, mats and Skills another, a Skill slot a finger wide (#31.2)', () => {
    const v = start();
    const skill = content.matSkills[0].id;
    const [field, panels, ...more] = drawings(board(v, [`skill:${skill}:0`, 'stack:build'], [], true));
    expect(more).toEqual([]);
    expect(field).toMatch(/^<svg[^>]*class="board tracks-field"/);
    expect(field).toContain('data-ref="cell:0"');
    expect(field).not.toContain('Next waves');
    expect(panels).toMatch(/^<svg[^>]*class="board-panel tracks-panels"/);
    for (const words of ['Next waves', 'Game Condition', 'Build / Upgrade']) expect(panels).toContain(words);
    // Drawn about 1 CSS px a unit at a phone's width: the slot to pick is at least 44 units across.
    const slot = panels.match(new RegExp(`data-key="skill:${skill}:0"[^>]*><circle[^>]*r="([\\d.]+)"`));
    expect(Number(slot?.[1]) * 2).toBeGreaterThanOrEqual(44);
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

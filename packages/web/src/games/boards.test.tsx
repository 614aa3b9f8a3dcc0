import { Match } from '@ramparts/engine';
import { findGame, tracksCampaign as C } from '@ramparts/games';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { narrow, nextKeys, pick } from '../app/picker.ts';
import { cardsUi } from './cards/ui.tsx';
import { coinsUi } from './coins/ui.tsx';
import { crystalUi } from './crystal/ui.tsx';
import { diceUi } from './dice/ui.tsx';
import { objectiveLines } from './tracks/Objectives.tsx';
import { tracksUi } from './tracks/ui.tsx';
import type { GameUi } from './types.ts';

const uis: Record<string, GameUi> = { coins: coinsUi as GameUi, cards: cardsUi as GameUi, tracks: tracksUi as GameUi, dice: diceUi as GameUi, crystal: crystalUi as GameUi };

function setup(id: string, players: number, options: unknown = {}) {
  const game = findGame(id)!;
  const match = Match.create(game, { players, options, seed: 'web-test' });
  return { game, match };
}

/** Renders a board from a seat's view with the first step of its legal moves highlighted. */
function render(id: string, match: Match, seat: number | null, phone?: boolean) {
  const ui = uis[id];
  const view = match.view(seat);
  const moves = seat === null ? [] : match.legalMoves(seat).map((move) => ({ move, text: '', path: ui.path(move, view) }));
  const next = new Set(nextKeys(moves, 0));
  const html = renderToStaticMarkup(<ui.Board view={view} seat={seat} seatNames={Array.from({ length: match.players }, (_, i) => match.seatName(i))} next={next} chosen={[]} onPick={() => {}} narrow={phone} />);
  return { html, moves, next };
}

describe('boards render from a view', () => {
  it('coins: the pathway, castle HP, coins in hand, and clickable first steps', () => {
    const { match } = setup('coins', 2);
    const seat = match.actors()[0];
    const { html, next } = render('coins', match, seat);
    expect(html).toContain('Coin Siege board');
    expect(html).toMatch(/HP/);
    expect(html).toContain('Reinforcements (tossed each toss)');
    expect(html).toContain('Garrison tower with a 1c coin');
    expect(next.size).toBeGreaterThan(0);
    for (const k of next) if (k.startsWith('soldier:') || k.startsWith('place:')) expect(html).toContain(`data-key="${k}"`);
    expect(coinsUi.status(match.view(seat) as never, ['Attacker', 'Defender'])).toContain('Turn 1');
    // A spectator can pick nothing, yet every piece still names itself on hover.
    expect(render('coins', match, null).html).toMatch(/data-tip="×\d+: \d+ coins of 1c in the supply/);
  });

  it('every legal move has a distinct click path, and clicking it through plays exactly that move', () => {
    for (const [id, players] of [
      ['coins', 2],
      ['cards', 3],
      ['tracks', 2],
      ['dice', 2],
      ['crystal', 2],
    ] as const) {
      const { match } = setup(id, players);
      for (let step = 0; step < 40 && !match.outcome(); step++) {
        const seat = match.actors()[0];
        const view = match.view(seat);
        const moves = match.legalMoves(seat).map((move) => ({ move, text: '', path: uis[id].path(move, view) }));
        const paths = new Set(moves.map((m) => m.path.join('|')));
        expect(paths.size, `${id}: two moves share a path`).toBe(moves.length);
        const target = moves[step % moves.length];
        let chosen: string[] = [];
        let played = null;
        for (const key of target.path) {
          const r = pick(moves, chosen, key);
          if (r.play) {
            played = r.play;
            break;
          }
          chosen = r.chosen;
          expect(narrow(moves, chosen).length).toBeGreaterThan(1);
        }
        expect(played?.move).toEqual(target.move);
        for (const k of target.path) expect(uis[id].label(k, view)).toBeTruthy();
        match.play(seat, target.move);
      }
    }
  });

  it('coins: a soldier that cannot be picked lets a click through to the square it stands on', () => {
    const { match } = setup('coins', 2);
    // Play until the Attacker may place a coin on a square that already holds a soldier.
    for (let step = 0; step < 400 && !match.outcome(); step++) {
      const seat = match.actors()[0];
      const view = match.view(seat);
      const moves = match.legalMoves(seat).map((move) => ({ move, text: '', path: coinsUi.path(move as never, view as never) }));
      const squares = (view as { maps: { squares: unknown[][] }[] }).maps[0].squares;
      const onStack = moves.find((m) => m.path.length > 1 && m.path[1].startsWith('sq:') && squares[Number(m.path[1].split(':')[2]) - 1].length > 0);
      if (onStack) {
        const chosen = [onStack.path[0]];
        const next = new Set(nextKeys(narrow(moves, chosen), 1));
        const html = renderToStaticMarkup(<coinsUi.Board view={view as never} seat={seat} seatNames={['Attacker', 'Defender']} next={next} chosen={chosen} onPick={() => {}} />);
        const square = onStack.path[1];
        expect(html).toContain(`data-key="${square}"`);
        const soldier = new RegExp(`<g pointer-events="none"><g role="img" aria-label="[^"]*soldier on square ${square.split(':')[2]}\\b`);
        expect(html).toMatch(soldier);
        return;
      }
      match.play(seat, moves[step % moves.length].move);
    }
    throw new Error('no position with a soldier on a square the Attacker may place on');
  });

  it('cards: towers, piles, the own hand face up and others only as counts', () => {
    const { match } = setup('cards', 3);
    const { html } = render('cards', match, 0);
    const hand = (match.view(0) as { players: { hand: string[] | null }[] }).players[0].hand!;
    expect(html).toContain('Your hand');
    expect(html).toContain('Draw pile');
    expect(html).toContain('Rubble');
    expect(html).toContain('5 cards in hand');
    for (const c of hand) expect(html).toContain(`data-key="hand:${c}"`);
    const spectator = render('cards', match, null).html;
    expect(spectator).toContain('cards in hand');
    for (const c of hand) expect(spectator).not.toContain(`hand:${c}`);
  });

  it('tracks: the grid with both tracks, the credits on offer, each player’s stacks and the counters', () => {
    const { match } = setup('tracks', 2);
    const { html, next } = render('tracks', match, match.actors()[0]);
    expect(html).toContain('Track A, space 1');
    expect(html).toContain('Track B, space 1');
    expect(html).toContain('Lives');
    expect(html).toContain('Next waves');
    expect(html).toContain('Game Condition');
    expect(html).toContain('Player 2');
    expect([...next].some((k) => k.startsWith('credit:'))).toBe(true);
  });

  it('phone layout: each board is drawn narrower (about a phone’s width) with the same things to click', () => {
    const width = (html: string) => Number(html.match(/viewBox="0 0 ([\d.]+) /)![1]);
    const keys = (html: string) => [...html.matchAll(/data-key="([^"]+)"/g)].map((m) => m[1]).sort();
    for (const [id, players, most] of [
      ['coins', 2, 500],
      ['cards', 2, 400],
      ['tracks', 2, 700],
      ['dice', 2, 420],
      ['crystal', 2, 400],
    ] as const) {
      const { match } = setup(id, players);
      const seat = match.actors()[0];
      const wide = render(id, match, seat).html;
      const phone = render(id, match, seat, true).html;
      expect(width(phone), id).toBeLessThanOrEqual(most);
      expect(width(phone), id).toBeLessThan(width(wide));
      expect(keys(phone), id).toEqual(keys(wide));
    }
  });

  it('tracks: a campaign page\u2019s Special Objectives in the panel, with their progress and met or failed, at phone width too', () => {
    const { match } = setup('tracks', 1, C.pageOptions(C.newSave('north'), 'L3M1', 1));
    const seat = match.actors()[0];
    const view = match.view(seat) as TracksView;
    expect(objectiveLines(view).map((o) => [o.name, o.progress, o.status])).toEqual([
      ['Break the banners', '0 of 3 Wave Modifiers defeated', 'open'],
      ['Hold the keep', '0 towers sold', 'open'],
    ]);
    const board = (v: TracksView, phone?: boolean) =>
      renderToStaticMarkup(<tracksUi.Board view={v} seat={seat} seatNames={['Player 1']} next={new Set()} chosen={[]} onPick={() => {}} narrow={phone} />);
    const html = board(view);
    expect(html).toContain('aria-label="Special Objectives"');
    expect(html).toContain('○ Break the banners: in progress');
    expect(html).toContain('0 of 3 Wave Modifiers defeated');
    expect(html).toContain('Hold the keep: in progress');
    // Three modifiers defeated: met; a tower sold: failed (the session then ends, the board still says why).
    const later: TracksView = { ...view, objectives: { ...view.objectives!, modifiers: 3, sold: 1 } };
    const after = board(later);
    expect(after).toMatch(/data-objective="modifiers-3" data-status="met"/);
    expect(after).toContain('✓ Break the banners: met');
    expect(after).toContain('3 of 3 Wave Modifiers defeated');
    expect(after).toContain('✗ Hold the keep: failed');
    expect(after).toContain('1 tower sold');
    // On a phone: the same lines.
    const phone = board(later, true);
    expect(phone).toContain('✗ Hold the keep: failed');
    // Without objectives (a sandbox), nothing of it.
    expect(render('tracks', setup('tracks', 2).match, 0).html).not.toContain('Special Objectives');
  });
});

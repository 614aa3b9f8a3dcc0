import { createBot, Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardsMove } from '@ramparts/games/cards/moves.ts';
import type { CardsView } from '@ramparts/games/cards/view.ts';
import { CardsRules } from './Rules.tsx';
import { cardsUi } from './ui.tsx';

const game = findGame('cards')!;
const names = ['Ann', 'Bob', 'Cy'];

/** Random bots play a game of `players` until `until` holds for the view of seat 0 (or to the end). */
function playUntil(players: number, until: (v: CardsView) => boolean, seed = 'ui'): { match: Match; view: CardsView } {
  const match = Match.create(game, { players, options: {}, seed });
  const bots = [...Array(players).keys()].map((s) => createBot('random', `${seed}:${s}`));
  while (!match.outcome()) {
    const v = match.view(0) as CardsView;
    if (until(v)) return { match, view: v };
    const seat = match.actors()[0];
    match.play(seat, bots[seat].chooseMove(game, match.state, seat));
  }
  return { match, view: match.view(0) as CardsView };
}

const render = (v: CardsView, seat: number | null, next: string[] = []) =>
  renderToStaticMarkup(<cardsUi.Board view={v} seat={seat} seatNames={names} next={new Set(next)} chosen={[]} onPick={() => {}} narrow={false} />);

describe('Elemental Towers in the browser (cards ui)', () => {
  it('after the end the status says who won and never whose turn it is; the board says so too', () => {
    const { view } = playUntil(2, () => false);
    expect(view.winners).not.toBeNull();
    const status = cardsUi.status(view, names);
    expect(status).toMatch(/Game over: (you|Bob) won|nobody wins/);
    expect(status).not.toMatch(/turn/);
    expect(render(view, 0)).toMatch(/You won|You lost: Bob won|Nobody won/);
  });

  it('the board of a finished game tells its seat their own result first: the loser reads "You lost" and who won (issue #27)', () => {
    // The first of a few seeded games that someone won (both towers may fall).
    const match = [...Array(10).keys()].map((i) => playUntil(2, () => false, `won-${i}`).match).find((m) => m.outcome()!.winners.length > 0)!;
    const [winner] = match.outcome()!.winners;
    const loser = 1 - winner;
    const band = (seat: number | null) => render(match.view(seat) as CardsView, seat).match(/class="turn-line"[^>]*>(.*?)<\/text>/)![1];
    expect(band(winner)).toBe('You won');
    expect(band(loser)).toBe(`You lost: ${names[winner]} won`);
    expect(band(null)).toBe(`${names[winner]} won`);
  });

  it('on a phone the turn’s words are a line over the table, not drawn in the table the phone zooms (where they were cut at its edge)', () => {
    const { view } = playUntil(3, (v) => v.step === 'land' && v.turn === 0);
    const html = renderToStaticMarkup(<cardsUi.Board view={view} seat={0} seatNames={names} next={new Set()} chosen={[]} onPick={() => {}} narrow />);
    const table = html.slice(html.indexOf('<svg'));
    expect(html.slice(0, html.indexOf('<svg'))).toMatch(/class="cards-turn-line"[^>]*><b>Your turn<\/b> · last turn’s attacks land: pick the level each hits/);
    expect(table).not.toContain('turn-line');
    expect(table).not.toContain('attacks land');
    // A desktop keeps its banner inside the table.
    expect(render(view, 0)).toMatch(/class="turn-line"[^>]*>Your turn</);
  });

  it('every click of every legal move is drawn on the board where it belongs, and has a plain label (no raw key)', () => {
    const m = Match.create(game, { players: 3, options: { jokers: true }, seed: 'keys' });
    const bots = [0, 1, 2].map((s) => createBot('random', `keys:${s}`));
    for (let i = 0; i < 160 && !m.outcome(); i++) {
      const seat = m.actors()[0];
      const v = m.view(seat) as CardsView;
      const paths = (m.legalMoves(seat) as CardsMove[]).map((move) => cardsUi.path(move, v));
      // Each step of the moves (first click, second, third), as the board would offer it.
      for (let d = 0; d < 3; d++) {
        const keys = [...new Set(paths.flatMap((p) => (p[d] ? [p[d]] : [])))];
        if (keys.length === 0) continue;
        const html = render(v, seat, keys);
        for (const k of keys) {
          expect(html, `${k} at ${v.step}`).toContain(`data-key="${k}"`);
          expect(cardsUi.label(k, v)).not.toBe(k);
        }
      }
      m.play(seat, bots[seat].chooseMove(game, m.state, seat));
    }
  }, 60_000);

  it('another seat’s hand is drawn as backs only, with its count; the seat’s own hand face up', () => {
    const { view } = playUntil(3, (v) => v.players[0].tower !== null);
    const html = render(view, 0);
    const other = /data-seat-hand="1".*?<\/g><text[^>]*>(\d+) cards? in hand/.exec(html);
    expect(other?.[1]).toBe(String(view.players[1].handCount));
    for (const c of view.players[0].hand!) expect(html).toContain(`data-piece="card:${c}"`);
  });

  it('the panels give each seat its cards in hand and its tower; the piles are shared, not repeated per seat', () => {
    const { view } = playUntil(2, (v) => v.players.every((p) => p.tower !== null));
    const p = cardsUi.panels!(view, names);
    expect(p.seats).toHaveLength(2);
    for (const facts of p.seats) expect(facts.map((f) => f.label)).toEqual(expect.arrayContaining(['Cards in hand', 'Tower levels', 'Tower health']));
    expect(p.shared!.map((f) => f.label)).toEqual(['Draw pile', 'Discard pile', 'Rubble']);
    // While a tower waits, our stall rule's count joins the piles once a card has been taken from the discard.
    const { view: waiting } = playUntil(2, (v) => v.takes > 0 && v.players.some((q) => !q.tower && !q.mustBuild), 'stall');
    const stall = cardsUi.panels!(waiting, names).shared!.find((f) => f.label === 'Taken from the discard');
    expect(stall?.value).toBe(`${waiting.takes} of 30`);
  });

  it('the rules page teaches the whole game, with pictures drawn by the board’s cards', () => {
    const html = renderToStaticMarkup(<CardsRules />);
    for (const part of ['Part 1', 'Attacking', 'Defending', 'Repairing and rebuilding', 'The end', 'Rock</b> beats Scissors and Lizard']) expect(html).toContain(part);
    // Our stall rule, with the game's own number: 15 cards for each player.
    expect(html).toContain('Waiting too long');
    expect(html).toMatch(/At (<!-- -->)?15(<!-- -->)? for each player at the table/);
    expect((html.match(/role="img"/g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect(html).toContain('class="card-face"');
  });
});

import type { CardsView } from '@ramparts/games/cards/view.ts';
import { describe, expect, it } from 'vitest';
import { scriptMatchAfter } from '../../common/tutorial/match.ts';
import { playScriptThrough } from '../../common/tutorial/testing.tsx';
import { cardsUi } from '../ui.tsx';
import { cardsTutorial } from './script.ts';

const after = (title: string) => {
  const n = cardsTutorial.steps.findIndex((s) => s.title === title);
  expect(n).toBeGreaterThanOrEqual(0);
  return scriptMatchAfter(cardsTutorial, n + 1);
};
const view = (title: string) => after(title).view(0) as CardsView;
const tower = (v: CardsView, seat: number) => v.players[seat].tower?.map((l) => (l ? `${l.card}${l.damaged ? '*' : ''}` : '-'));

describe('cards tutorial script', () => {
  it('every step is a legal move of its seat when it comes, offered click by click on the board', () => {
    const match = playScriptThrough(cardsTutorial, cardsUi);
    expect(cardsTutorial.steps.length).toBeGreaterThanOrEqual(6);
    expect(cardsTutorial.steps.length).toBeLessThanOrEqual(10);
    expect(match.outcome()).toBeNull();
  });

  it('what the texts say is what the engine did', () => {
    const start = scriptMatchAfter(cardsTutorial, 0).view(0) as CardsView;
    expect([...start.players[0].hand!].sort()).toEqual(['L8', 'P6', 'R4', 'SA', 'W4']);
    let v = view('Lay your tower down');
    expect(tower(v, 0)).toEqual(['R4', 'P6', 'SA', 'W4', 'L8']);
    expect([...v.players[0].hand!].sort()).toEqual(['P9', 'PA', 'PQ']);
    expect(v.players[1].tower).toBeNull();
    expect(v.discard).toEqual(['P5']);
    v = view('Nothing to attack yet');
    expect([...v.players[0].hand!].sort()).toEqual(['PA', 'S4', 'W2', 'WQ']);
    expect(tower(v, 1)).toEqual(['RJ', 'PJ', 'S9', 'W3', 'LK']);
    expect(v.discard).not.toContain('PQ');
    v = view('The Dragon’s second shot');
    expect(v.flight.map((f) => [f.card, f.to])).toEqual([
      ['WQ', 1],
      ['S4', 1],
    ]);
    v = view('Draw to end your turn');
    expect([...v.players[0].hand!].sort()).toEqual(['LA', 'P7', 'PA', 'RA', 'W2']);
    expect(v.flight.map((f) => [f.id, f.card, f.from, f.to])).toEqual([
      [2, 'S4', 0, 1],
      [3, 'L10', 1, 0],
    ]);
    v = view('Land your attack');
    expect(tower(v, 1)).toEqual(['RJ', 'PJ*', 'S9', 'W3', 'LK']);
    v = view('Deflect');
    expect(v.flight).toEqual([]);
    expect(tower(v, 0)).toEqual(['R4', 'P6', 'SA', 'W4', 'L8']);
    const end = after('Aim at the damaged level');
    v = end.view(0) as CardsView;
    expect(tower(v, 1)).toEqual(['RJ', 'PJ', 'S9', 'W3', 'LK']);
    expect([...v.players[0].hand!].sort()).toEqual(['P7', 'PA', 'R6', 'W2', 'W8']);
    expect(end.log(0).join('\n')).toContain('repairs their Government');
  });
});

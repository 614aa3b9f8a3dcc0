import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { describe, expect, it } from 'vitest';
import { scriptMatchAfter } from '../../common/tutorial/match.ts';
import { playScriptThrough } from '../../common/tutorial/testing.tsx';
import { coinsUi } from '../ui.tsx';
import { coinsTutorial } from './script.ts';

const after = (title: string) => {
  const n = coinsTutorial.steps.findIndex((s) => s.title === title);
  expect(n).toBeGreaterThanOrEqual(0);
  return scriptMatchAfter(coinsTutorial, n + 1);
};
const view = (title: string) => after(title).view(0) as CoinsView;
/** The soldiers on each square, bottom first, as "2c" / "1c*" (wounded). */
const road = (v: CoinsView) => v.maps[0].squares.map((s) => s.map((x) => `${x.value}c${x.wounded ? '*' : ''}`).join('+'));

describe('coins tutorial script', () => {
  it('every step is a legal move of its seat when it comes, offered click by click on the board', () => {
    const match = playScriptThrough(coinsTutorial, coinsUi);
    expect(coinsTutorial.steps.length).toBeGreaterThanOrEqual(6);
    expect(coinsTutorial.steps.length).toBeLessThanOrEqual(10);
    expect(match.outcome()).toBeNull();
  });

  it('what the texts say is what the engine did', () => {
    const start = scriptMatchAfter(coinsTutorial, 0).view(0) as CoinsView;
    expect(start.toss.map((c) => c.face)).toEqual(['tails', 'tails', 'tails']);
    expect(start.maps[0].garrison).toEqual([1, 1, 1]);
    let v = view('Pair two coins');
    expect(road(v)[4]).toBe('2c');
    expect(v.toss.map((c) => `${c.value}${c.face[0]}`)).toEqual(['1t', '2h', '5t']);
    v = view('Move a soldier');
    // After the march: the moved 1c on 9, the 1c on top of the 2c on 6; four reinforcement coins.
    expect(road(v)[8]).toBe('1c');
    expect(road(v)[5]).toBe('2c+1c');
    expect(v.maps[0].reinforcements).toHaveLength(4);
    expect(v.phase).toBe('defend');
    expect(v.damage).toBe(1);
    v = view('Toss again, or stop?');
    expect([v.defenderTosses, v.damage, v.phase]).toEqual([3, 4, 'damage']);
    v = view('Wound a soldier');
    expect([road(v)[8], v.damage]).toEqual(['1c*', 3]);
    v = view('A kill makes your garrison stronger');
    expect(road(v)[8]).toBe('');
    expect(road(v)[5]).toBe('2c');
    expect(v.maps[0].garrison).toEqual([1, 2, 2]);
    expect([v.turn, v.phase]).toEqual([2, 'attack']);
    expect(v.free).toEqual([1, 5]);
    v = view('More coins every turn');
    expect(road(v)[0]).toBe('5c');
    expect(v.tossNumber).toBe(3);
    expect(v.toss.every((c) => c.face === 'tails')).toBe(true);
    expect(v.toss).toHaveLength(4);
    const race = after('Race for the Castle');
    v = race.view(1) as CoinsView;
    expect(road(v)[11]).toBe('2c');
    expect(v.maps[0].reinforcements).toHaveLength(5);
    expect(v.maps[0].castle).toBe(9);
    expect([v.phase, v.damage]).toEqual(['damage', 5]);
    expect(race.log(1).join('\n')).toContain('Critical success');
    v = view('Protect the Castle');
    expect(road(v)[11]).toBe('');
    expect(road(v)[1]).toBe('5c+1c*');
    expect(v.maps[0].garrison).toEqual([2, 2, 2]);
  });
});

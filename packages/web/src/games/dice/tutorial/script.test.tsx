import type { DiceView } from '@ramparts/games/dice/view.ts';
import { describe, expect, it } from 'vitest';
import { scriptMatchAfter } from '../../common/tutorial/match.ts';
import { playScriptThrough } from '../../common/tutorial/testing.tsx';
import { diceUi } from '../ui.tsx';
import { diceTutorial } from './script.ts';

const after = (title: string) => {
  const n = diceTutorial.steps.findIndex((s) => s.title === title);
  expect(n).toBeGreaterThanOrEqual(0);
  return scriptMatchAfter(diceTutorial, n + 1);
};
const view = (title: string) => after(title).view(0) as DiceView;
const on = (v: DiceView, space: string) => v.minions.filter((m) => m.space === space).reduce((n, m) => n + m.count, 0);
const hero = (v: DiceView, id: string) => v.heroes.find((h) => h.id === id)!;

describe('dice tutorial script', () => {
  it('every step is a legal move when it comes, offered click by click on the board', () => {
    const match = playScriptThrough(diceTutorial, diceUi, (key) => key === 'rest');
    expect(diceTutorial.steps.length).toBeGreaterThanOrEqual(6);
    expect(diceTutorial.steps.length).toBeLessThanOrEqual(10);
    expect(match.outcome()).toBeNull();
  });

  it('what the texts say is what the engine did', () => {
    const start = scriptMatchAfter(diceTutorial, 0).view(0) as DiceView;
    expect([start.gold, on(start, 'P2'), hero(start, 'keith').space]).toEqual([12, 4, 'G']);
    let v = view('Build a tower');
    expect(v.towers).toEqual([{ site: 'T7', tower: 'archery', level: 1 }]);
    expect(v.gold).toBe(9);
    v = view('Upgrade it');
    expect([v.towers[0].level, v.gold]).toEqual([2, 6]);
    v = view('Glorbud’s Bombers');
    expect([v.round, v.gold, on(v, 'P3'), on(v, 'P2')]).toEqual([2, 2, 4, 4]);
    v = view('Meet them on the road');
    expect([v.round, hero(v, 'keith').space, on(v, 'N4'), on(v, 'S4')]).toEqual([3, 'N4', 2, 2]);
    const attacked = after('Attack');
    v = attacked.view(0) as DiceView;
    expect(attacked.log(0).join('\n')).toMatch(/Keith attacks the Gremlins on N4, rolls 3: kills 1 Gremlin[^\n]*\n[^\n]*rolls 5: kills 1 Gremlin/);
    expect([v.round, v.gold, on(v, 'P5'), on(v, 'N4')]).toEqual([4, 4, 2, 2]);
    const towers = after('The Tower phase');
    v = towers.view(0) as DiceView;
    expect(towers.log(0).join('\n')).toContain('rolls 4, 6: kills 2 Gremlins on P5');
    expect(towers.log(0).join('\n')).toContain('Glorbud claims 2 gold');
    expect([v.round, v.gold, hero(v, 'keith').health]).toEqual([5, 6, 4]);
    const end = after('Build where the fight is');
    v = end.view(0) as DiceView;
    expect(v.towers.filter((t) => t.tower === 'archery').map((t) => t.site).sort()).toEqual(['T4', 'T7']);
    expect(end.log(0).join('\n')).toContain('Archery Tower on T7 (level 2) rolls 1, 6: kills 1 Gremlin');
  });
});

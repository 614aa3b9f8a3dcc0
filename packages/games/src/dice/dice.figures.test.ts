import { describe, expect, it } from 'vitest';
import { figures } from './figures.ts';
import { emptyBoard } from './testing.ts';

const value = (s: Parameters<typeof figures>[0], id: string) => figures(s).find((f) => f.id === id)!.values;

describe('Gate Defense figures', () => {
  it('count the gate by its dice, the enemies on the road (tokens and bosses), gold, cards and bosses slain for the table', () => {
    const s = emptyBoard(2);
    s.gate = [6, 4, 1];
    s.minions = [
      { enemy: 'gremlin', space: 'P2', count: 3 },
      { enemy: 'golem', space: 'P5', count: 2 },
    ];
    s.bosses = [{ boss: 'morgu', space: 'P3', health: 5 }];
    s.gold = 17;
    s.slain = ['dragon'];
    expect(value(s, 'gate-health')).toEqual([11]);
    expect(value(s, 'gate-dice')).toEqual([3]);
    expect(value(s, 'enemies-on-road')).toEqual([6]);
    expect(value(s, 'gold')).toEqual([17]);
    expect(value(s, 'cards-drawn')).toEqual([s.discard.length]);
    expect(value(s, 'bosses-slain')).toEqual([1]);
  });

  it('sum each seat’s heroes’ health and kills (a seat may play two heroes)', () => {
    const s = emptyBoard(1);
    expect(s.heroes.length).toBe(2);
    s.heroes[0].health = 3;
    s.heroes[1].health = 2;
    s.heroes[0].kills = 4;
    expect(value(s, 'hero-health')).toEqual([5]);
    expect(value(s, 'hero-kills')).toEqual([4]);
  });

  it('keep the same ids and sizes when the gate has fallen', () => {
    const s = emptyBoard(3);
    const shape = (f: ReturnType<typeof figures>) => f.map((x) => [x.id, x.values.length]);
    const before = shape(figures(s));
    s.gate = [];
    expect(shape(figures(s))).toEqual(before);
    expect(value(s, 'gate-health')).toEqual([0]);
  });
});

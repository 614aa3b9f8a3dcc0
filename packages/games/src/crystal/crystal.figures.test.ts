import { describe, expect, it } from 'vitest';
import { figures } from './figures.ts';
import { fresh, ready } from './testing.ts';

const value = (s: Parameters<typeof figures>[0], id: string) => figures(s).find((f) => f.id === id)!.values;

describe('Crystal Defenders figures', () => {
  it('say the crystal stands until an enemy attack loses it, with the wave, mana and the tokens on the board', () => {
    const s = ready(1);
    s.mana = 9;
    expect(value(s, 'crystal-standing')).toEqual([1]);
    expect(value(s, 'wave')).toEqual([1]);
    expect(value(s, 'mana')).toEqual([9]);
    expect(value(s, 'enemies-on-board')).toEqual([s.enemies.length]);
    expect(value(s, 'defenses-on-board')).toEqual([0]);
    s.result = { won: false, reason: 'A Goblin attacked the crystal: the crystal is lost.' };
    expect(value(s, 'crystal-standing')).toEqual([0]);
    s.result = { won: true, reason: 'Survived.' };
    expect(value(s, 'crystal-standing')).toEqual([1]);
  });

  it('sum each seat’s heroes’ health, one value per seat', () => {
    const s = fresh(2, { heroes: 4 });
    s.heroes.forEach((h, i) => (h.health = i + 1));
    const bySeat = [0, 1].map((seat) => s.heroes.reduce((n, h, i) => n + (h.seat === seat ? i + 1 : 0), 0));
    expect(value(s, 'hero-health')).toEqual(bySeat);
    expect(value(s, 'hero-health').length).toBe(2);
  });
});

import { createRandom, type LogLine } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { dice } from './index.ts';
import { emptyBoard } from './testing.ts';

describe('the log', () => {
  it('a hero action is one headline; when it ends the round, one more headline sums the round up and every step is a detail', () => {
    let s = emptyBoard();
    s.towers = [{ site: 'T4', tower: 'archery', level: 1 }];
    s.minions = [{ enemy: 'gremlin', space: 'P5', count: 2 }];
    s.supply.gremlin -= 2;
    const first: LogLine[] = [];
    s = dice.play(s, 0, { type: 'rest' }, createRandom('log'), first);
    expect(first).toEqual([{ text: 'Keith does nothing this phase.' }]);
    const log: LogLine[] = [];
    dice.play(s, 0, { type: 'rest' }, createRandom('log'), log);
    const heads = log.filter((l) => !l.detail).map((l) => l.text);
    expect(heads).toHaveLength(2);
    expect(heads[0]).toBe('Glorbud does nothing this phase.');
    expect(heads[1]).toMatch(/^The towers kill \d+\. Round 2: "Gremlin x 4" drawn; .*\d+ enem(y|ies) on the map\.$/);
    expect(log.filter((l) => l.detail).map((l) => l.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Archery Tower on T4 \(level 1\) rolls \d/), 'Round 2: the event card is "Gremlin x 4": 4 Gremlins appear at the spawn P1.']),
    );
  });
  it('the headline names the gate\'s loss and a severely wounded hero', () => {
    const s = emptyBoard();
    s.minions = [
      { enemy: 'golem', space: 'G', count: 1 },
      { enemy: 'gremlin', space: 'P6', count: 1 },
    ];
    Object.assign(s.heroes[1], { space: 'P6', health: 1 });
    // Keith stands off the gate, so the Golem there strikes the gate rather than him.
    Object.assign(s.heroes[0], { space: 'P1', actions: 0 });
    s.current = 1;
    const log: LogLine[] = [];
    dice.play(s, 0, { type: 'rest' }, createRandom('log'), log);
    expect(log.filter((l) => !l.detail).at(-1)?.text).toMatch(/the gate takes 2 \(dice 1, 3, 3\); Glorbud severely wounded; /);
  });
});

describe('undo', () => {
  it('a move that draws the next event card cannot be taken back, even without a die rolled (it showed the card)', () => {
    const s = emptyBoard();
    const after = dice.play(s, 0, { type: 'rest' }, createRandom('u'));
    expect(dice.isFinal!(s, 0, { type: 'rest' }, after)).toBe(false);
    const end = dice.play(after, 0, { type: 'rest' }, createRandom('u'));
    expect(dice.isFinal!(after, 0, { type: 'rest' }, end)).toBe(true);
  });
});

import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { cards } from './index.ts';
import { attackRank, towerRank } from './rules/cards.ts';

describe('Elemental Towers lab hooks', () => {
  it('a patched rank is read at call time, and undo restores it', () => {
    const seven = content.deck.ranks.findIndex((r) => r.id === '7');
    expect(towerRank('R7')).toBe(7);
    const undo = cards.content!.apply({ 'deck.json': { ranks: { [seven]: { tower: 20, attack: 1 } } } });
    expect(towerRank('R7')).toBe(20);
    expect(towerRank('L7b')).toBe(20);
    expect(attackRank('S7')).toBe(1);
    undo();
    expect(towerRank('R7')).toBe(7);
    expect(attackRank('S7')).toBe(7);
  });

  it('a patched deal changes the hands dealt', () => {
    const hand = () => cards.setup(3, cards.options.parse({}), createRandom('lab')).players[0]!.hand.length;
    expect(hand()).toBe(5);
    const undo = cards.content!.apply({ 'rules.json': { deal: 7 } });
    expect(hand()).toBe(7);
    undo();
    expect(hand()).toBe(5);
  });

  it('a patch the schema refuses changes nothing', () => {
    expect(() => cards.content!.apply({ 'rules.json': { deal: 0, handLimit: 9 } })).toThrow(/^cards content rules\.json: deal: /);
    expect(content.rules.handLimit).toBe(3);
  });

  it('the versus mode plays every count from 2 to 8', () => {
    const [mode] = cards.versusModes!;
    expect(cards.playerCounts(cards.options.parse(mode!.options))).toMatchObject({ min: 2, max: 8 });
  });
});

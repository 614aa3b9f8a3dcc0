import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { dice } from './index.ts';
import type { Move } from './moves.ts';

const setup = () => dice.setup(1, dice.options.parse({}), createRandom('lab'));
/** The towers the first hero may build at the start of Scenario 1 (one person). */
const buildable = () => new Set((dice.legalMoves(setup(), 0) as Move[]).flatMap((m) => (m.type === 'build' ? [m.tower] : [])));
const towerAt = (id: string) => content.towers.findIndex((t) => t.id === id);

describe('Gate Defense lab hooks', () => {
  it('a patched tower price changes what the heroes can build, and undo restores it', () => {
    expect(buildable().has('trebuchet')).toBe(true);
    const undo = dice.content!.apply({ 'towers.json': { towers: { [towerAt('trebuchet')]: { purchase: 40 } } } });
    expect(content.tower('trebuchet').purchase).toBe(40);
    expect(buildable().has('trebuchet')).toBe(false);
    undo();
    expect(buildable().has('trebuchet')).toBe(true);
  });

  it('a patched scenario changes the setup: its gold and its gate', () => {
    const before = setup();
    const undo = dice.content!.apply({ 'scenarios.json': { scenarios: { 0: { gold: 20, gate: [2, 2] } } } });
    const after = setup();
    expect(after.gold).toBe(20);
    expect(after.gate).toHaveLength(2);
    undo();
    expect(setup()).toEqual(before);
  });

  it('a scenario’s cards are patched as parsed faces; the printed text is refused and changes nothing', () => {
    const cards = content.scenario('1').waves[0]!.cards;
    const before = structuredClone(cards);
    expect(() => dice.content!.apply({ 'scenarios.json': { scenarios: { 0: { waves: { 0: { cards: ['Gremlin x 4'] } } } } } })).toThrow(/^dice content scenarios\.json: scenarios\.0\.waves\.0\.cards\.0: /);
    expect(content.scenario('1').waves[0]!.cards).toEqual(before);
    const undo = dice.content!.apply({ 'scenarios.json': { scenarios: { 0: { waves: { 0: { cards: [{ kind: 'wait' }] } } } } } });
    expect(content.scenario('1').waves[0]!.cards).toEqual([{ kind: 'wait' }]);
    undo();
    expect(content.scenario('1').waves[0]!.cards).toEqual(before);
  });

  it('the ladder runs every scenario from easy to hard, one person each', () => {
    const steps = dice.difficultySteps!;
    expect(steps.map((s) => s.id).slice(0, 4)).toEqual(['scenario-1-easy', 'scenario-1-normal', 'scenario-1-hard', 'scenario-2-easy']);
    expect(steps).toHaveLength(content.scenarios.length * 3);
  });
});

import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { crystal } from './index.ts';
import type { Move } from './moves.ts';
import type { CrystalState } from './state.ts';

/** How many build moves of each defense the first hero has after placing itself (one person, the defaults). */
function builds(): Record<string, number> {
  let s: CrystalState = crystal.setup(1, crystal.options.parse({}), createRandom('lab'));
  s = crystal.play(s, 0, crystal.legalMoves(s, 0)[0]!, createRandom('lab-0'));
  const out: Record<string, number> = {};
  for (const m of crystal.legalMoves(s, 0) as Move[]) if (m.type === 'build') out[m.defense] = (out[m.defense] ?? 0) + 1;
  return out;
}

const index = (id: string) => content.defenses.findIndex((d) => d.id === id);

describe('Crystal Defenders lab hooks', () => {
  it('a patched cost changes what the team can afford, and undo restores it', () => {
    const before = builds();
    expect(before['harpoon-turret']).toBeGreaterThan(0);
    // One more than the team has at the start: no longer affordable.
    const cost = crystal.setup(1, crystal.options.parse({}), createRandom('lab')).mana + 1;
    const undo = crystal.content!.apply({ 'defenses.json': { defenses: { [index('harpoon-turret')]: { cost } } } });
    expect(content.defense('harpoon-turret').cost).toBe(cost);
    expect(builds()['harpoon-turret']).toBeUndefined();
    undo();
    expect(builds()).toEqual(before);
  });

  it('a patched spread is not answered from the facings worked out before', () => {
    const before = builds();
    const undo = crystal.content!.apply({ 'defenses.json': { defenses: { [index('slice-n-dice')]: { spread: [0] } } } });
    expect(builds()['slice-n-dice']).toBe(before['slice-n-dice']! * 6);
    undo();
    expect(builds()).toEqual(before);
  });

  it('a patched starting mana changes the setup', () => {
    const mana = () => crystal.setup(1, crystal.options.parse({}), createRandom('lab')).mana;
    const before = mana();
    const undo = crystal.content!.apply({ 'rules.json': { startingMana: content.rules.startingMana + 5 } });
    expect(mana()).toBe(before + 5);
    undo();
    expect(mana()).toBe(before);
  });

  it('the ladder walks every map from easy to hard', () => {
    const steps = crystal.difficultySteps!;
    expect(steps).toHaveLength(content.maps.length * 3);
    expect(steps.slice(0, 3).map((s) => s.band)).toEqual(['easy', 'normal', 'hard']);
    expect(new Set(steps.map((s) => s.options.map))).toEqual(new Set(content.maps.map((m) => m.id)));
  });
});

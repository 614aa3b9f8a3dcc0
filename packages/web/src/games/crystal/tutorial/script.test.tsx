import type { CrystalView } from '@ramparts/games/crystal/state.ts';
import { describe, expect, it } from 'vitest';
import { scriptMatchAfter } from '../../common/tutorial/match.ts';
import { playScriptThrough } from '../../common/tutorial/testing.tsx';
import { crystalUi } from '../ui.tsx';
import { crystalTutorial } from './script.ts';

const after = (title: string) => {
  const n = crystalTutorial.steps.findIndex((s) => s.title === title);
  expect(n).toBeGreaterThanOrEqual(0);
  return scriptMatchAfter(crystalTutorial, n + 1);
};
const view = (title: string) => after(title).view(0) as CrystalView;
const enemies = (v: CrystalView) => v.enemies.map((e) => `${e.enemy} ${e.id} ${e.at}`);

describe('crystal tutorial script', () => {
  it('every step is a legal move when it comes, offered click by click on the board, and the game ends in a victory', () => {
    const match = playScriptThrough(crystalTutorial, crystalUi, (key) => key === 'done' || key === 'move');
    expect(crystalTutorial.steps.length).toBeGreaterThanOrEqual(6);
    expect(crystalTutorial.steps.length).toBeLessThanOrEqual(10);
    expect(match.outcome()?.winners).toEqual([0]);
  });

  it('what the texts say is what the engine did', () => {
    const start = scriptMatchAfter(crystalTutorial, 0).view(0) as CrystalView;
    expect(start.mana).toBe(15);
    let v = view('Enter the board');
    expect(v.heroes.map((h) => h.at)).toEqual(['D6', 'H6']);
    expect(v.wave).toBe(1);
    v = view('Build a blockade');
    expect(v.defenses.map((d) => `${d.defense} ${d.at}`)).toEqual(['spike-wall E5', 'bowling-ball-turret D5']);
    expect(v.heroes[0].at).toBe('C6');
    const built = after('A tower that chains');
    v = built.view(0) as CrystalView;
    expect(v.mana).toBe(1);
    expect(v.heroes[1].at).toBe('E6');
    expect(built.log(0).join('\n')).toContain('Spawn at F1: 2 Goblins; at G1: 2 Goblins');
    v = view('The Board phase');
    expect(enemies(v)).toEqual(['goblin 5 D4', 'goblin 6 D3', 'goblin 7 H4', 'goblin 8 I2']);
    v = view('Move');
    expect(v.heroes[0].at).toBe('C4');
    const attack = after('Attack');
    v = attack.view(0) as CrystalView;
    expect(attack.log(0).join('\n')).toMatch(/Squire hits Goblin 5 for 2: it falls \(\+1 mana\)/);
    expect(enemies(v)).toEqual(['goblin 8 J5']);
    const lightning = (w: CrystalView) => w.defenses.find((d) => d.defense === 'lightning-tower')!;
    expect(lightning(v).health).toBe(3);
    v = view('Cooldown');
    expect(lightning(v).health).toBe(1);
    const end = after('Hold the wave');
    expect(end.log(0).join('\n')).toContain('hits Goblin 8 for 2: it falls');
    expect(end.outcome()?.reason).toContain('Wave 1 is beaten');
  });
});

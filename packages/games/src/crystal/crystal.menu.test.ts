import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { crystal } from './index.ts';
import { describeMove, menuPath } from './menu.ts';
import type { Move } from './moves.ts';
import { coverage } from './rules/coverage.ts';
import type { CrystalState } from './state.ts';
import { addDefense, addEnemy, fresh, ready } from './testing.ts';

// The Old Keep (map "keep"): player spawns D6 H6 E7 G7, the crystal F7, the enemy spawn F1, a rampart of walls
// between rows 4 and 5 from C to I.

const countessAt = (at: string) => ready(1, { heroes: ['countess'] }, [at]);
const paths = (s: CrystalState, seat = 0) => crystal.legalMoves(s, seat).map((m) => ({ m, path: menuPath(s, seat, m) }));

/** The menu's rules of shape: every legal move has its own path, no path is the start of another, no level is a wall of lines. */
function checkShape(s: CrystalState, seat: number): void {
  const all = paths(s, seat).map((p) => p.path);
  const keys = all.map((p) => p.join(' › '));
  expect(new Set(keys).size, keys.join('\n')).toBe(keys.length);
  for (const k of keys) expect(keys.some((o) => o !== k && o.startsWith(`${k} › `)), k).toBe(false);
  const levels = new Map<string, Set<string>>();
  for (const p of all) p.forEach((step, i) => levels.set(p.slice(0, i).join(' › '), (levels.get(p.slice(0, i).join(' › ')) ?? new Set()).add(step)));
  for (const [prefix, steps] of levels) expect(steps.size, `${prefix}: ${[...steps].join(', ')}`).toBeLessThanOrEqual(24);
}

describe('move words', () => {
  it('Build names the hero, the defense and its cost, the hex, the facing and the hexes it would cover (its own left out)', () => {
    const s = countessAt('E6');
    const spike = content.defense('spike-wall');
    const m: Move = { type: 'build', hero: 0, defense: 'spike-wall', at: 'F6', facing: 0 };
    const covered = coverage(s, { id: -1, defense: 'spike-wall', owner: 0, at: 'F6', facing: 0, health: spike.health, cooldown: 0 }).filter((x) => x !== 'F6');
    expect(covered.length).toBeGreaterThan(0);
    expect(describeMove(s, 0, m)).toMatch(new RegExp(`^Countess: build a Spike Wall \\(${spike.cost} mana\\) at F6 facing E — covers `));
    for (const hex of covered) expect(describeMove(s, 0, m)).toContain(hex);
    expect(menuPath(s, 0, m).slice(0, 4)).toEqual(['Countess', 'Build', `Spike Wall (${spike.cost} mana)`, 'at F6']);
    expect(menuPath(s, 0, m)[4]).toMatch(/^facing E — covers /);
  });

  it('a defense whose every facing covers the same hexes is built "all around", one move per hex', () => {
    const s = countessAt('E6');
    const around = content.hero('countess').kit.defenses.find((d) => new Set(content.defense(d).spread).size === 6)!;
    const builds = crystal.legalMoves(s, 0).filter((m) => m.type === 'build' && m.defense === around && m.at === 'F6');
    expect(builds).toHaveLength(1);
    expect(menuPath(s, 0, builds[0])[4]).toMatch(/^all around — covers /);
  });

  it('Move says how many steps; Attack the enemy, its hex and health, and whether the blow kills', () => {
    const s = countessAt('E6');
    const goblin = addEnemy(s, 'goblin', 'F5', { health: 2 });
    expect(describeMove(s, 0, { type: 'move', hero: 0, to: 'F6' })).toBe('Countess: move to F6 (1 step)');
    const attack = content.hero('countess').kit.attack;
    expect(describeMove(s, 0, { type: 'attack', hero: 0, enemy: goblin.id })).toBe(`Countess: attack Goblin ${goblin.id} at F5 (2 health; ${attack} damage${attack >= 2 ? ' kills it' : ''})`);
    expect(menuPath(s, 0, { type: 'attack', hero: 0, enemy: goblin.id })).toEqual(['Countess', 'Attack', `Goblin ${goblin.id} at F5 (2 health)`]);
  });

  it('Repair and Heal say the Cast health they restore, up to full', () => {
    const s = countessAt('E6');
    const cast = content.hero('countess').kit.cast;
    const full = content.defense('spike-wall').health;
    const wall = addDefense(s, 'spike-wall', 'F6', 0, { health: full - 1 });
    expect(describeMove(s, 0, { type: 'repair', hero: 0, defense: wall.id })).toBe(`Countess: repair the Spike Wall ${wall.id} at F6 (+1 health, to ${full}/${full})`);
    s.heroes[0].health = 1;
    const max = content.hero('countess').kit.health;
    const healed = Math.min(max, 1 + cast);
    expect(describeMove(s, 0, { type: 'heal', hero: 0 })).toBe(`Countess: heal (+${healed - 1} health, to ${healed}/${max})`);
  });

  it('Place names the player spawn; Done ends the hero\'s phase', () => {
    const s = fresh(1, { heroes: ['countess'] });
    const all = paths(s);
    expect(all.length).toBeGreaterThan(0);
    for (const { m, path } of all) expect(m.type === 'place' && path).toEqual(['Countess', 'Enter the board', `on the player spawn ${m.type === 'place' ? m.at : ''}`]);
    expect(describeMove(s, 0, { type: 'done', hero: 0 })).toBe('Countess: done for this Hero phase');
  });
});

describe('menu paths', () => {
  it('Build goes hero › Build › defense › hex › facing: a handful of lines at each step', () => {
    const s = countessAt('E6');
    const builds = paths(s).filter((p) => p.m.type === 'build');
    const kit = content.hero('countess').kit.defenses;
    expect(new Set(builds.map((p) => p.path[2])).size).toBe(kit.length);
    expect(builds.every((p) => p.path.length === 5 && p.path[0] === 'Countess' && p.path[1] === 'Build')).toBe(true);
    for (const p of builds) expect(p.path[3]).toMatch(/^at [A-Z]\d+$/);
  });

  it('a hero with more than 15 hexes in reach picks how far first, then where; with few, where at once', () => {
    const open = countessAt('E6');
    const far = paths(open).filter((p) => p.m.type === 'move');
    expect(far.length).toBeGreaterThan(15);
    expect(far.every((p) => p.path.length === 4 && /^\d+ steps? away$/.test(p.path[2]))).toBe(true);
    const boxed = countessAt('E6');
    boxed.heroes[0].steps = 1;
    const near = paths(boxed).filter((p) => p.m.type === 'move');
    expect(near.length).toBeLessThanOrEqual(15);
    expect(near.every((p) => p.path.length === 3 && /^to [A-Z]\d+ \(1 step\)$/.test(p.path[2]))).toBe(true);
  });

  it('two heroes of one seat: the hero is the first choice', () => {
    const s = ready(1, { heroes: ['countess', 'monk'] });
    const first = new Set(paths(s).map((p) => p.path[0]));
    expect(first).toEqual(new Set(['Countess', 'Monk']));
  });

  it('through a game of random moves every position\'s menus keep their shape', () => {
    const random = createRandom('menu-shape');
    let s = crystal.setup(2, crystal.options.parse({ heroes: ['huntress', 'apprentice', 'monk'] }), random);
    for (let i = 0; i < 250 && !crystal.outcome(s); i++) {
      const seat = crystal.actors(s)[0];
      checkShape(s, seat);
      const legal = crystal.legalMoves(s, seat);
      // Mostly actions, so the board fills; "done" a fifth of the time, so phases pass.
      const pick = random.float() < 0.2 ? (legal.find((m) => m.type === 'done') ?? legal[0]) : random.pick(legal);
      for (const m of legal) expect(describeMove(s, seat, m)).toMatch(/^(Countess|Huntress|Apprentice|Monk): /);
      s = crystal.play(s, seat, pick, random);
    }
  });
});

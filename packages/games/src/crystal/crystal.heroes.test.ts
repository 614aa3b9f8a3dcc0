import { createRandom, RuleError } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { crystal } from './index.ts';
import type { Move } from './moves.ts';
import { endHeroPhase } from './rules/waves.ts';
import type { CrystalState } from './state.ts';
import { addDefense, addEnemy, fresh, play, ready } from './testing.ts';

// The Old Keep (map "keep"): player spawns D6 H6 E7 G7, the crystal F7, the enemy spawn F1, a rampart of walls
// between rows 4 and 5 from C to I. E6's neighbours: F6 (E), F7 (SE, crystal), E7 (SW, spawn), D6 (W, spawn), E5
// (NW), F5 (NE).

/** The move is refused with this code, and the state is left exactly as it was. */
function refused(s: CrystalState, seat: number, move: Move, code: string): string {
  const before = JSON.stringify(s);
  let error: unknown;
  try {
    crystal.play(s, seat, move, undefined as never);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RuleError);
  expect((error as RuleError).code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
  return (error as RuleError).message;
}

const squireAt = (at: string) => ready(1, { heroes: ['squire'] }, [at]);

describe('Hero phase: respawn and placing', () => {
  it('"Place your hero token on one of the blue spaces with a +": the first move is place, on a free player spawn', () => {
    const s = fresh(2, { heroes: ['squire', 'monk'] });
    expect(refused(s, 0, { type: 'move', hero: 0, to: 'E6' }, 'must-place-first')).toMatch(/must first enter the board on a free player spawn \(D6, H6, E7, G7\)/);
    refused(s, 0, { type: 'place', hero: 0, at: 'E6' }, 'not-a-spawn');
    const { state, log } = play(s, 0, { type: 'place', hero: 0, at: 'D6' });
    expect(state.heroes[0]).toMatchObject({ at: 'D6', out: null });
    expect(log[0]).toBe('Squire enters the board at D6.');
    refused(state, 1, { type: 'place', hero: 1, at: 'D6' }, 'occupied');
    expect(crystal.legalMoves(state, 1).map((m) => (m.type === 'place' ? m.at : m.type))).toEqual(['H6', 'E7', 'G7']);
    refused(state, 0, { type: 'place', hero: 0, at: 'H6' }, 'already-placed');
  });

  it('"That player skips the next Player Phase. Respawn the hero … at the beginning of the Player Phase after that"', () => {
    let s = ready(2, { heroes: ['squire', 'monk'] });
    // The Monk fell in the last Board phase: off the board, sitting the next Hero phase out.
    Object.assign(s.heroes[1], { at: null, out: 'skip', done: true, health: 0 });
    s = play(s, 0, { type: 'done', hero: 0 }).state;
    expect(s.turn).toBe(2);
    expect(s.heroes[1]).toMatchObject({ done: true, out: 'place', at: null });
    expect(crystal.actors(s)).toEqual([0]);
    refused(s, 1, { type: 'place', hero: 1, at: 'H6' }, 'hero-done');
    s = play(s, 0, { type: 'done', hero: 0 }).state;
    expect(crystal.actors(s)).toEqual([0, 1]);
    expect(crystal.legalMoves(s, 1).every((m) => m.type === 'place')).toBe(true);
    s = play(s, 1, { type: 'place', hero: 1, at: 'H6' }).state;
    expect(s.heroes[1]).toMatchObject({ at: 'H6', health: content.hero('monk').kit.health });
  });

  it('a solo hero who fell sits one Hero phase out: the Board phases run on by themselves until it may place again', () => {
    const s = squireAt('E6');
    Object.assign(s.heroes[0], { at: null, out: 'skip', done: true, health: 0 });
    endHeroPhase(s, null, createRandom('down'));
    expect(s.turn).toBe(3);
    expect(s.heroes[0]).toMatchObject({ at: null, out: 'place', done: false });
  });

  it('a hero felled in a Board phase is off the board, sits the next Hero phase out (it passes by itself when no one else can act), then places', () => {
    const s = squireAt('B8');
    s.heroes[0].health = 1;
    addEnemy(s, 'goblin', 'A8');
    const { state, log } = play(s, 0, { type: 'done', hero: 0 });
    expect(log.some((l) => /Squire falls/.test(l))).toBe(true);
    expect(log).toContain('Squire is still down and sits this Hero phase out.');
    expect(state).toMatchObject({ turn: 3, result: null });
    expect(state.heroes[0]).toMatchObject({ at: null, out: 'place', done: false });
    expect(crystal.legalMoves(state, 0).every((m) => m.type === 'place')).toBe(true);
  });

  it('when every player spawn is taken, a hero that must place may only be done (it tries again next Hero phase)', () => {
    const s = fresh(2, { heroes: ['squire', 'monk'] });
    for (const at of ['D6', 'H6', 'E7', 'G7']) addEnemy(s, 'goblin', at);
    expect(crystal.legalMoves(s, 0)).toEqual([{ type: 'done', hero: 0 }]);
    expect(refused(s, 0, { type: 'heal', hero: 0 }, 'must-place-first')).toMatch(/every player spawn is taken: be done/);
    const after = play(s, 0, { type: 'done', hero: 0 }).state;
    expect(after.heroes[0]).toMatchObject({ at: null, out: 'place', done: true });
  });
});

describe('Hero phase: free order', () => {
  it('"All players take their actions" in any order: any seat with a hero not done may act; the Board phase runs when the last is done', () => {
    let s = ready(2, { heroes: ['squire', 'monk'] });
    expect(crystal.actors(s)).toEqual([0, 1]);
    s = play(s, 1, { type: 'done', hero: 1 }).state;
    expect(crystal.actors(s)).toEqual([0]);
    refused(s, 1, { type: 'heal', hero: 1 }, 'hero-done');
    s = play(s, 0, { type: 'move', hero: 0, to: 'E6' }).state;
    expect(s).toMatchObject({ turn: 1, wave: 1 });
    const r = play(s, 0, { type: 'done', hero: 0 });
    // Step 0 of the Board phase: no enemy and nothing left to spawn: the wave counter goes up, a new Hero phase begins.
    expect(r.state).toMatchObject({ turn: 2, wave: 2, spawnsLeft: 2 });
    expect(r.log).toEqual(['Squire is done.', 'Wave 2 begins: enemies will spawn at the end of the next 2 Board phases.']);
    expect(r.state.heroes.map((h) => [h.done, h.steps, h.actions])).toEqual([
      [false, 3, 2],
      [false, 3, 2],
    ]);
  });

  it('a seat plays only its own heroes', () => {
    const s = ready(2, { heroes: ['squire', 'monk', 'huntress'] });
    expect(refused(s, 1, { type: 'done', hero: 0 }, 'not-your-hero')).toBe('Squire is not your hero.');
    refused(s, 0, { type: 'done', hero: 5 }, 'no-such-hero');
    expect(new Set(crystal.legalMoves(s, 0).map((m) => m.hero))).toEqual(new Set([0, 2]));
  });
});

describe('Hero phase: Move up to [SPEED] spaces', () => {
  it('steps are spent by the length of the shortest path, in one or several moves', () => {
    let s = squireAt('E6');
    s = play(s, 0, { type: 'move', hero: 0, to: 'G6' }).state;
    expect(s.heroes[0]).toMatchObject({ at: 'G6', steps: 1 });
    s = play(s, 0, { type: 'move', hero: 0, to: 'G5' }).state;
    expect(s.heroes[0]).toMatchObject({ at: 'G5', steps: 0 });
    refused(s, 0, { type: 'move', hero: 0, to: 'F5' }, 'no-steps');
  });

  it('walls block: the rampart between rows 4 and 5 is walked round, not crossed', () => {
    const s = squireAt('E5');
    expect(refused(s, 0, { type: 'move', hero: 0, to: 'E4' }, 'too-far')).toMatch(/cannot reach E4 with 3 steps/);
  });

  it('the crystal, enemy spawns and blacked-out hexes are never entered', () => {
    const s = squireAt('E6');
    refused(s, 0, { type: 'move', hero: 0, to: 'F7' }, 'not-walkable');
    refused(s, 0, { type: 'move', hero: 0, to: 'F1' }, 'not-walkable');
    refused(s, 0, { type: 'move', hero: 0, to: 'A1' }, 'not-walkable');
  });

  it('heroes pass over heroes and traps but not enemies or blockades; they end on an empty hex or a trap', () => {
    const cost = (s: CrystalState, to: string) => play(s, 0, { type: 'move', hero: 0, to }).state.heroes[0].steps;
    const s = ready(2, { heroes: ['squire', 'huntress'] }, ['E6', 'F6']);
    expect(cost(s, 'G6')).toBe(1); // over the Huntress: 2 steps
    refused(s, 0, { type: 'move', hero: 0, to: 'F6' }, 'occupied');
    const e = squireAt('E6');
    addEnemy(e, 'goblin', 'F6');
    expect(cost(e, 'G6')).toBe(0); // round the Goblin by F5 and G5: 3 steps
    const b = squireAt('E6');
    addDefense(b, 'spike-wall', 'F6');
    expect(cost(b, 'G6')).toBe(0);
    const t = squireAt('E6');
    addDefense(t, 'gas-trap', 'F6');
    expect(cost(t, 'G6')).toBe(1);
    expect(cost(t, 'F6')).toBe(2);
  });
});

describe('Hero phase: Build a defense in an empty adjacent space', () => {
  it('pays the cost from the team\'s mana, face up, at full health, turned to its facing; one action', () => {
    const s = squireAt('E6');
    const { state, log } = play(s, 0, { type: 'build', hero: 0, defense: 'spike-wall', at: 'F6', facing: 5 });
    const def = content.defense('spike-wall');
    expect(state.mana).toBe(s.mana - def.cost);
    expect(state.defenses).toEqual([{ id: s.nextId, defense: 'spike-wall', owner: 0, at: 'F6', facing: 5, health: def.health, cooldown: 0 }]);
    expect(state.heroes[0].actions).toBe(1);
    expect(log[0]).toBe(`Squire builds a Spike Wall at F6 facing NE (${def.cost} mana; ${state.mana} left).`);
  });

  it('"Towers may not be built on player/enemy spawn points, crystal spaces, blacked out spaces, or spaces with a token"', () => {
    const s = squireAt('E6');
    const build = (at: string, defense = 'spike-wall'): Move => ({ type: 'build', hero: 0, defense, at, facing: 0 });
    refused(s, 0, build('F7'), 'not-buildable');
    refused(s, 0, build('D6'), 'not-buildable');
    refused(s, 0, build('G6'), 'not-adjacent');
    addEnemy(s, 'goblin', 'F6');
    refused(s, 0, build('F6'), 'occupied');
    addDefense(s, 'gas-trap', 'F5');
    refused(s, 0, build('F5'), 'occupied');
    expect(refused(s, 0, build('E5', 'ensnare-aura'), 'not-in-kit')).toMatch(/Squire builds only Bouncer Blockade, Spike Wall/);
  });

  it('no building or repairing across a wall: the rampart between rows 4 and 5 keeps E4 out of reach from E5', () => {
    const s = squireAt('E5');
    expect(refused(s, 0, { type: 'build', hero: 0, defense: 'spike-wall', at: 'E4', facing: 0 }, 'across-wall')).toMatch(/a wall stands between it and E5/);
    expect(crystal.legalMoves(s, 0).some((m) => m.type === 'build' && m.at === 'E4')).toBe(false);
    const d = addDefense(s, 'spike-wall', 'E4', 0, { health: 2 });
    refused(s, 0, { type: 'repair', hero: 0, defense: d.id }, 'not-adjacent');
    expect(crystal.legalMoves(s, 0).some((m) => m.type === 'repair')).toBe(false);
  });

  it('mana, the bag (tokens) and the two actions limit building', () => {
    const s = squireAt('E6');
    s.mana = content.defense('spike-wall').cost - 1;
    refused(s, 0, { type: 'build', hero: 0, defense: 'spike-wall', at: 'F6', facing: 0 }, 'no-mana');
    const bag = squireAt('E6');
    for (let i = 0; i < content.defense('slice-n-dice').tokens; i++) addDefense(bag, 'slice-n-dice', `B${i + 2}`);
    refused(bag, 0, { type: 'build', hero: 0, defense: 'slice-n-dice', at: 'F6', facing: 0 }, 'bag-empty');
    const tired = squireAt('E6');
    tired.heroes[0].actions = 0;
    refused(tired, 0, { type: 'build', hero: 0, defense: 'spike-wall', at: 'F6', facing: 0 }, 'no-actions');
  });

  it('"Cannot be placed within the range of another trap/aura of the same type"', () => {
    const s = ready(1, { heroes: ['monk'] }, ['E6']);
    addDefense(s, 'ensnare-aura', 'G5');
    refused(s, 0, { type: 'build', hero: 0, defense: 'ensnare-aura', at: 'F6', facing: 0 }, 'trap-spacing');
    refused(s, 0, { type: 'build', hero: 0, defense: 'ensnare-aura', at: 'F5', facing: 0 }, 'trap-spacing');
    expect(play(s, 0, { type: 'build', hero: 0, defense: 'ensnare-aura', at: 'E5', facing: 0 }).state.defenses).toHaveLength(2);
    expect(play(s, 0, { type: 'build', hero: 0, defense: 'electric-aura', at: 'F6', facing: 0 }).state.defenses).toHaveLength(2);
  });

  it('legal builds list each different spread once: a defense covering all six sides has one facing, a two-sided one six', () => {
    const s = squireAt('E6');
    const builds = (defense: string) => crystal.legalMoves(s, 0).filter((m) => m.type === 'build' && m.defense === defense && m.at === 'F6');
    expect(builds('slice-n-dice')).toHaveLength(1);
    expect(builds('spike-wall')).toHaveLength(6);
  });
});

describe('Hero phase: Repair, Heal, Attack', () => {
  it('"Repair a defense in current or adjacent space [CAST] Health", up to its full health', () => {
    let s = squireAt('E6');
    const d = addDefense(s, 'spike-wall', 'F6', 0, { health: 2 });
    const far = addDefense(s, 'spike-wall', 'H5', 0, { health: 2 });
    refused(s, 0, { type: 'repair', hero: 0, defense: far.id }, 'not-adjacent');
    s = play(s, 0, { type: 'repair', hero: 0, defense: d.id }).state;
    expect(s.defenses[0].health).toBe(2 + content.hero('squire').kit.cast);
    s = play(s, 0, { type: 'repair', hero: 0, defense: d.id }).state;
    expect(s.defenses[0].health).toBe(content.defense('spike-wall').health);
    s.heroes[0].actions = 2;
    refused(s, 0, { type: 'repair', hero: 0, defense: d.id }, 'full-health');
  });

  it('"Heal hero [CAST] Health", up to full; refused at full health', () => {
    const s = squireAt('E6');
    refused(s, 0, { type: 'heal', hero: 0 }, 'full-health');
    s.heroes[0].health = 1;
    const { state, log } = play(s, 0, { type: 'heal', hero: 0 });
    expect(state.heroes[0].health).toBe(1 + content.hero('squire').kit.cast);
    expect(log[0]).toMatch(/^Squire heals \(\+3: 4\/6\)\.$/);
  });

  it('"Attack enemy": one within the hero\'s range and sight, not on an enemy spawn; a kill gives its bounty in mana', () => {
    const s = squireAt('E6');
    const goblin = addEnemy(s, 'goblin', 'F6');
    const orc = addEnemy(s, 'orc', 'F5');
    const far = addEnemy(s, 'goblin', 'H6');
    const spawned = addEnemy(s, 'goblin', 'F1');
    refused(s, 0, { type: 'attack', hero: 0, enemy: far.id }, 'out-of-range');
    refused(s, 0, { type: 'attack', hero: 0, enemy: spawned.id }, 'on-spawn');
    refused(s, 0, { type: 'attack', hero: 0, enemy: 999 }, 'no-such-enemy');
    const hit = play(s, 0, { type: 'attack', hero: 0, enemy: orc.id });
    expect(hit.state.enemies.find((e) => e.id === orc.id)!.health).toBe(content.enemy('orc').health - 2);
    const kill = play(s, 0, { type: 'attack', hero: 0, enemy: goblin.id });
    expect(kill.state.enemies.some((e) => e.id === goblin.id)).toBe(false);
    expect(kill.state.mana).toBe(s.mana + content.enemy('goblin').bounty);
    expect(kill.log[0]).toBe(`Squire hits Goblin ${goblin.id} for 2: it falls (+${content.enemy('goblin').bounty} mana).`);
  });

  it('walls block a hero\'s shot: "Black lines denote walls, which most things cannot attack through"', () => {
    const s = ready(1, { heroes: ['apprentice'] }, ['E5']);
    const e = addEnemy(s, 'goblin', 'E4');
    refused(s, 0, { type: 'attack', hero: 0, enemy: e.id }, 'no-line-of-sight');
  });

  it('after two actions only moving and done are left; done ends the hero\'s phase', () => {
    let s = squireAt('E6');
    s.heroes[0].health = 1;
    s = play(s, 0, { type: 'heal', hero: 0 }).state;
    s = play(s, 0, { type: 'build', hero: 0, defense: 'spike-wall', at: 'F6', facing: 0 }).state;
    expect(new Set(crystal.legalMoves(s, 0).map((m) => m.type))).toEqual(new Set(['move', 'done']));
    refused(s, 0, { type: 'heal', hero: 0 }, 'no-actions');
  });
});

describe('Hero phase: facings', () => {
  it('a facing that covers the same sides as an earlier one is refused, naming the one to use', () => {
    const s = squireAt('E6');
    expect(refused(s, 0, { type: 'build', hero: 0, defense: 'slice-n-dice', at: 'F6', facing: 3 }, 'same-facing')).toBe(
      `Turned W, a ${content.defense('slice-n-dice').name} covers the same sides as turned E: build it facing E.`,
    );
    expect(play(s, 0, { type: 'build', hero: 0, defense: 'spike-wall', at: 'F6', facing: 3 }).state.defenses[0].facing).toBe(3);
  });
});

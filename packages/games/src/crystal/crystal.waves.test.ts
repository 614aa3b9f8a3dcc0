import { createRandom, type LogLine } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { SECTIONS } from './content/schema.ts';
import { crystal } from './index.ts';
import { sectionFor, spawn } from './rules/waves.ts';
import type { CrystalState } from './state.ts';
import { addEnemy, allDone, boardFor, fresh, play, ready } from './testing.ts';

/** The enemies a card puts on a spawn for this table, as [enemy, count] sorted. */
const cardEnemies = (s: CrystalState, card: string) => Object.entries(content.card(card)[sectionFor(s)]).sort();
/** The enemies standing on a hex, as [enemy, count] sorted. */
function standing(s: CrystalState, at: string, fromId = 0): [string, number][] {
  const counts: Record<string, number> = {};
  for (const e of s.enemies) if (e.at === at && e.id >= fromId) counts[e.enemy] = (counts[e.enemy] ?? 0) + 1;
  return Object.entries(counts).sort();
}

describe('Waves and enemy spawning', () => {
  it('"When there are no enemies on the board during the start of a Board Phase, continue to a Player Phase and increase the Wave Counter"', () => {
    let s = fresh(1, { heroes: ['squire'] });
    s = play(s, 0, { type: 'place', hero: 0, at: 'D6' }).state;
    const { state, log } = play(s, 0, { type: 'done', hero: 0 });
    expect(state).toMatchObject({ wave: 1, spawnsLeft: 1, turn: 2, enemies: [] });
    expect(state.deck).toEqual(s.deck);
    expect(log).toContain('Wave 1 begins: enemies will spawn at the end of the next Board phase.');
  });

  it('"For the next X Board Phases … end the phase by spawning enemies at each Enemy Spawn"; after the wave the used cards go back', () => {
    const s = ready(1, { heroes: ['squire'] }, ['A8']);
    s.spawnsLeft = 1;
    const top = s.deck[0];
    const next = s.nextId;
    const { state, log } = allDone(s);
    expect(standing(state, 'F1', next)).toEqual(cardEnemies(s, top));
    expect(state.spawnsLeft).toBe(0);
    // The wave's spawning is over: its card is shuffled back, the deck is whole again.
    expect(state.used).toEqual([]);
    expect([...state.deck].sort()).toEqual(content.cards.map((c) => c.id).sort());
    expect(log.find((l) => l.startsWith('Spawn at F1: '))).toMatch(/the last of this wave; the spawn deck is reshuffled/);
    // No undrawn card is named: the log says enemies, not cards.
    for (const line of log) for (const c of state.deck) expect(line).not.toContain(`"${c}"`);
  });

  it('"start with one Enemy Spawn and, going clockwise through each one … Draw a card": one card a spawn, in order, each wave\'s X phases', () => {
    let s = ready(1, { heroes: ['squire'], map: 'twin-gates' }, ['C4']);
    Object.assign(s, { wave: 2, spawnsLeft: 2 });
    const spawns = boardFor(s).enemySpawns;
    expect(spawns).toEqual(['L1', 'M6', 'L11']);
    const top = s.deck.slice(0, 3);
    const next = s.nextId;
    s = allDone(s).state;
    spawns.forEach((at, i) => expect(standing(s, at, next)).toEqual(cardEnemies(s, top[i])));
    expect(s).toMatchObject({ spawnsLeft: 1, used: top });
    expect(s.deck).toHaveLength(content.cards.length - 3);
    s.enemies = [];
    s = allDone(s).state;
    expect(s).toMatchObject({ spawnsLeft: 0, used: [] });
    expect(s.deck).toHaveLength(content.cards.length);
  });

  it('spawned enemies are numbered in order from nextId, at full health (plus the difficulty\'s extra health)', () => {
    const s = ready(1, { heroes: ['squire'], difficulty: 'hard' });
    s.spawnsLeft = 1;
    const next = s.nextId;
    spawn(s, null, createRandom('spawn'));
    expect(s.enemies.map((e) => e.id)).toEqual(s.enemies.map((_, i) => next + i));
    for (const e of s.enemies) expect(e.health).toBe(content.enemy(e.enemy).health + content.rules.difficulty.hard.enemyHealth);
    expect(s.nextId).toBe(next + s.enemies.length);
  });

  it('"Which section you should use for spawning is based on the number of players": 1-2 green, 3-4 orange, 5-6 red, 7-8 purple; hard shifts one up', () => {
    const section = (heroes: number, difficulty = 'normal') => sectionFor(fresh(1, { heroes, difficulty }));
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => section(n))).toEqual(['green', 'green', 'orange', 'orange', 'red', 'red', 'purple', 'purple']);
    expect(section(1, 'hard')).toBe(SECTIONS[content.rules.difficulty.hard.sectionShift]);
    expect(section(8, 'hard')).toBe('purple');
  });

  it('a deck that runs out in the middle of a wave is reshuffled from the used cards before the next draw', () => {
    const s = ready(1, { heroes: ['squire'], map: 'twin-gates' });
    s.used = s.deck.slice(1);
    s.deck = s.deck.slice(0, 1);
    s.spawnsLeft = 2;
    spawn(s, null, createRandom('short'));
    // The first spawn took the last card; the other two drew from the used cards shuffled back (that last one too).
    expect(s.used).toHaveLength(2);
    expect(s.deck).toHaveLength(content.cards.length - 2);
    expect(s.deck.length + s.used.length).toBe(content.cards.length);
  });
});

describe('The end of the game', () => {
  it('"Winning: Players have completed 4 waves": wave 4 over (no enemy, no spawning left) at a Board phase', () => {
    const s = ready(2, { heroes: ['squire', 'monk'] });
    Object.assign(s, { wave: 4, spawnsLeft: 0 });
    const { state, log } = allDone(s);
    expect(state).toMatchObject({ phase: 'over', result: { won: true } });
    expect(crystal.outcome(state)).toMatchObject({ winners: [0, 1] });
    expect(crystal.actors(state)).toEqual([]);
    expect(log).toContain('Wave 4 is beaten and the crystal stands: the heroes win after 4 waves.');
    // Not one wave earlier, nor with spawning left.
    expect(allDone(Object.assign(ready(1), { wave: 3 })).state.phase).toBe('hero');
    expect(allDone(Object.assign(ready(1), { wave: 4, spawnsLeft: 1 })).state.phase).toBe('hero');
  });

  it('the waves option sets the waves to win', () => {
    const s = Object.assign(ready(1, { waves: 2 }), { wave: 2 });
    expect(allDone(s).state.result).toMatchObject({ won: true });
  });

  it('"Losing: The crystal is attacked by an enemy"', () => {
    const s = ready(1, { heroes: ['squire'] }, ['A8']);
    addEnemy(s, 'goblin', 'F6');
    const { state } = allDone(s);
    expect(state).toMatchObject({ phase: 'over', result: { won: false } });
    expect(crystal.outcome(state)).toMatchObject({ winners: [], automatonWinner: 'the horde' });
    expect(crystal.actors(state)).toEqual([]);
  });

  it('the safety net: after rules.maxTurns Hero phases the siege is lost, so every game ends', () => {
    const s = Object.assign(ready(1), { turn: content.rules.maxTurns, spawnsLeft: 1 });
    const { state } = allDone(s);
    expect(state.result).toEqual({ won: false, reason: `The siege outlasted the heroes: ${content.rules.maxTurns} Hero phases have passed and the crystal is lost.` });
    expect(allDone(Object.assign(ready(1), { turn: content.rules.maxTurns - 1, spawnsLeft: 1 })).state.phase).toBe('hero');
  });

  it('a move whose Board phase drew spawn cards cannot be taken back; a hero\'s own action can', () => {
    const s = ready(1, { heroes: ['squire'] }, ['A8']);
    s.spawnsLeft = 2;
    const moved = play(s, 0, { type: 'move', hero: 0, to: 'B8' }).state;
    expect(crystal.isFinal!(s, 0, { type: 'move', hero: 0, to: 'B8' }, moved)).toBe(false);
    const after = play(moved, 0, { type: 'done', hero: 0 }).state;
    expect(crystal.isFinal!(moved, 0, { type: 'done', hero: 0 }, after)).toBe(true);
  });
});

describe('The log', () => {
  it('headlines: the hero\'s move, the Board phase\'s summary and the spawn; every step of the phase as a detail line', () => {
    const s = ready(1, { heroes: ['squire'] }, ['A8']);
    s.spawnsLeft = 1;
    addEnemy(s, 'goblin', 'F3');
    const log: LogLine[] = [];
    crystal.play(s, 0, { type: 'done', hero: 0 }, createRandom('log'), log);
    const heads = log.filter((l) => !l.detail).map((l) => l.text);
    expect(heads).toHaveLength(3);
    expect(heads[0]).toBe('Squire is done.');
    expect(heads[1]).toMatch(/^Board phase 1: 1 enemy moved/);
    expect(heads[2]).toMatch(/^Spawn at F1: /);
    expect(log.some((l) => l.detail && /Goblin \d+ moves from F3/.test(l.text))).toBe(true);
  });
});

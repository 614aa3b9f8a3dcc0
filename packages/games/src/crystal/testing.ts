import { createRandom, type LogLine, type Random } from '@ramparts/engine';
import { boardOf, type Board } from './board.ts';
import { content } from './content/index.ts';
import type { Move } from './moves.ts';
import { optionsSchema } from './options.ts';
import { setupGame } from './rules/setup.ts';
import { newEnemy } from './rules/waves.ts';
import type { CrystalState, DefenseState, EnemyState, HexName } from './state.ts';
import { crystal } from './index.ts';

// Helpers to build positions for tests (shared by the rules-flow and rules-board tests).

/** A game just set up (heroes off the board, wave 0), with a fixed seed. */
export function fresh(players = 1, options: Record<string, unknown> = {}, seed = 'test'): CrystalState {
  return setupGame(players, optionsSchema.parse(options), createRandom(seed));
}

export const boardFor = (s: CrystalState): Board => boardOf(content.map(s.map));

/**
 * A game set up and laid out for a test: every hero on the board (on `at`, in hero order, else on the player spawns
 * in order) with its full steps and actions, wave 1 under way with no spawning left unless the test says so.
 */
export function ready(players = 1, options: Record<string, unknown> = {}, at: HexName[] = []): CrystalState {
  const s = fresh(players, options);
  const spawns = boardFor(s).playerSpawns;
  s.heroes.forEach((h, i) => {
    h.at = at[i] ?? spawns[i];
    h.out = null;
  });
  s.wave = 1;
  return s;
}

/** Puts a hero on a hex (off the board's rules: the test says where). */
export function placeHero(s: CrystalState, hero: number, at: HexName | null): void {
  s.heroes[hero].at = at;
  s.heroes[hero].out = at ? null : 'place';
}

/** Adds an enemy token at full health (plus any fields the test sets). */
export function addEnemy(s: CrystalState, enemy: string, at: HexName, extra: Partial<EnemyState> = {}): EnemyState {
  const e = { ...newEnemy(s, enemy, at, content.enemy(enemy).health), ...extra };
  s.enemies.push(e);
  return e;
}

/** Adds a defense token, face up, at full health (plus any fields the test sets). */
export function addDefense(s: CrystalState, defense: string, at: HexName, facing = 0, extra: Partial<DefenseState> = {}): DefenseState {
  const d: DefenseState = { id: s.nextId++, defense, owner: 0, at, facing, health: content.defense(defense).health, cooldown: 0, ...extra };
  s.defenses.push(d);
  return d;
}

/** Plays a move through the Game's `play` (shape check, problem, clone, apply) and returns the new state and its log. */
export function play(s: CrystalState, seat: number, move: Move, random: Random = createRandom('play')): { state: CrystalState; log: string[] } {
  const log: LogLine[] = [];
  const state = crystal.play(s, seat, move, random, log);
  return { state, log: log.map((l) => l.text) };
}

/** Every hero of the state done, in order (the last one runs the Board phase). */
export function allDone(s: CrystalState, random: Random = createRandom('done')): { state: CrystalState; log: string[] } {
  let state = s;
  const log: string[] = [];
  for (let i = 0; i < state.heroes.length; i++) {
    if (state.heroes[i].done) continue;
    const r = play(state, state.heroes[i].seat, { type: 'done', hero: i }, random);
    state = r.state;
    log.push(...r.log);
  }
  return { state, log };
}

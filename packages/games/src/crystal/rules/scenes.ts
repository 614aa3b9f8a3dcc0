import { createRandom } from '@ramparts/engine';
import { content, type MapData } from '../content/index.ts';
import type { CrystalEvent } from '../events.ts';
import type { CrystalState, DefenseState, EnemyState, HexName } from '../state.ts';
import { fresh } from '../testing.ts';
import { boardPhase } from './board.ts';
import { levelOf } from './level.ts';

// Test scenes on small boards drawn in the test itself (the seed's clarifying scenarios, one keyword at a time).
// A scene's map is not content: it is made known to `content.map` for the tests that draw it.

const sceneMaps = new Map<string, MapData>();
const contentMap = content.map;
content.map = (id: string): MapData => sceneMaps.get(id) ?? contentMap(id);

let made = 0;

/** An open room: walls all round, the crystal on the west side (A4), eight columns of floor. */
export const OPEN_ROOM = [
  '##########', //
  '#........#',
  '#........#',
  'C........#',
  '#........#',
  '#........#',
  '##########',
];

/**
 * A game on a board drawn as rows (the content's map format: '.' floor, '#' blacked out, 'C' crystal, '+' player
 * spawn, '!' enemy spawn) with walls, the heroes named off the board, wave 1 under way, nothing spawning.
 */
export function scene(rows: string[], walls: [HexName, HexName][] = [], heroes: string[] = ['squire']): CrystalState {
  const id = `scene-${++made}`;
  sceneMaps.set(id, { id, name: id, difficulty: 1, description: 'a test scene', rows, walls });
  const s = fresh(1, { heroes });
  s.map = id;
  // The scene is its own map: the default map's modifiers (rules.json maps) do not come with it.
  s.mana = content.rules.startingMana + levelOf(id, s.difficulty).manaBonus;
  s.wave = 1;
  s.spawnsLeft = 0;
  s.deck = [];
  for (const h of s.heroes) {
    h.at = null;
    h.out = null;
  }
  return s;
}

/** Puts a hero on the board. */
export function hero(s: CrystalState, index: number, at: HexName): void {
  s.heroes[index].at = at;
  s.heroes[index].out = null;
}

/** An enemy token at full health (plus any fields the test sets). */
export function enemy(s: CrystalState, id: string, at: HexName, extra: Partial<EnemyState> = {}): EnemyState {
  const e: EnemyState = { id: s.nextId++, enemy: id, at, health: content.enemy(id).health, flipped: false, damagedBy: [], aggro: null, stunned: 0, weakened: false, confused: false, calmed: false, ...extra };
  s.enemies.push(e);
  return e;
}

/** A defense token, face up at full health unless the test says otherwise. */
export function defense(s: CrystalState, id: string, at: HexName, facing = 0, extra: Partial<DefenseState> = {}): DefenseState {
  const d: DefenseState = { id: s.nextId++, defense: id, owner: 0, at, facing, health: content.defense(id).health, cooldown: 0, ...extra };
  s.defenses.push(d);
  return d;
}

/** Runs one Board phase (steps 1-4) and returns its log lines. */
export function runBoard(s: CrystalState): string[] {
  const ev: CrystalEvent[] = [];
  boardPhase(s, ev, createRandom('scene'));
  return ev.map((e) => e.text);
}

/** Where each token stands, by its number: a compact picture to compare. */
export const where = (s: CrystalState, ...tokens: { id: number }[]): (HexName | null)[] =>
  tokens.map((t) => s.enemies.find((e) => e.id === t.id)?.at ?? s.defenses.find((d) => d.id === t.id)?.at ?? null);

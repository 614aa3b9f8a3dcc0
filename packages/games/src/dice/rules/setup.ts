import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { Events } from '../events.ts';
import { boardOf } from '../map.ts';
import { heroesFor, type Options } from '../options.ts';
import type { Card, DiceState, Face } from '../state.ts';
import { GOLD_CAP } from './common.ts';
import { startRound } from './round.ts';

/** Faces as the content prints them ("Gremlin", "Flood") turned into ids; a spawn card grows (or shrinks) by `horde` percent. */
function faceOf(face: Face, scenario: string, horde: number): Face {
  switch (face.kind) {
    case 'spawn':
      return { kind: 'spawn', enemy: content.enemy(face.enemy).id, count: Math.max(1, Math.round((face.count * (100 + horde)) / 100)) };
    case 'boss':
      return { kind: 'boss', boss: content.enemy(face.boss).id };
    case 'event': {
      const events = content.scenario(scenario).events;
      return { kind: 'event', event: Object.keys(events).find((k) => events[k].name === face.event)! };
    }
    case 'wait':
      return face;
  }
}

/**
 * The event deck of a scenario: its waves in order, each shuffled within itself when the scenario says so; the
 * difficulty's `horde` percent more enemies on each spawn card.
 */
export function buildDeck(scenario: string, random: Random, horde = 0): Card[] {
  const deck: Card[] = [];
  for (const wave of content.scenario(scenario).waves) {
    const faces = wave.cards.map((c) => faceOf(c, scenario, horde));
    for (const face of wave.shuffle ? random.shuffle(faces) : faces) deck.push({ id: deck.length + 1, back: wave.back, face });
  }
  return deck;
}

/** Lays out the scenario (heroes at the gate, gate dice, gold, deck) and plays round 1's Event and Enemy phases. */
export function setupGame(players: number, o: Options, random: Random, ev: Events = null): DiceState {
  const sc = content.scenario(o.scenario);
  const map = o.map ?? sc.map;
  const board = boardOf(map);
  const diff = content.rules.difficulty[o.difficulty];
  const carry = o.campaign;
  const heroes = heroesFor(players, o);
  if (heroes.length < players) throw new Error(`${players} people need at least ${players} heroes; the options name ${heroes.length}.`);
  const gate = carry?.gate ?? sc.gate.map((d) => Math.min(6, Math.max(1, d + diff.gateDice)));
  const s: DiceState = {
    scenario: sc.id,
    map,
    players,
    difficulty: o.difficulty,
    round: 1,
    phase: 'players',
    result: null,
    heroes: heroes.map((id, i) => {
      const max = Math.max(1, content.hero(id).health - (carry?.scars?.[id] ?? 0));
      return { id, seat: i % players, space: board.data.gate, tower: null, health: max, maxHealth: max, actions: 0, skip: false };
    }),
    current: 0,
    gold: Math.min(GOLD_CAP, Math.max(0, (carry?.gold ?? sc.gold) + diff.gold)),
    gate,
    towers: (carry?.towers ?? []).filter((t) => board.site[t.site]).map((t) => ({ ...t })),
    piles: {},
    minions: [],
    bosses: [],
    supply: Object.fromEntries(content.minions.map((m) => [m.id, content.rules.limits.tokensPerMinion])),
    deck: buildDeck(sc.id, random, diff.horde),
    discard: [],
    waiting: false,
    slain: [],
    wounded: false,
  };
  startRound(s, random, ev);
  return s;
}

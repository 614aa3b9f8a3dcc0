import { createBot, Match } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { dice } from './index.ts';
import type { Move } from './moves.ts';
import type { DiceState } from './state.ts';
import { emptyBoard } from './testing.ts';

const heuristic = (seed = 'h') => dice.bots!.heuristic(seed);

/** Plays a whole game with one bot for every seat; checks each move is legal. */
function playOut(seed: string, bot: string, options: Record<string, unknown> = {}, players = 1): { state: DiceState; moves: Move[]; ms: number[] } {
  const m = Match.create(dice, { players, seed, options });
  const bots = Array.from({ length: players }, (_, i) => createBot(bot, `${seed}/bot/${i}`, dice));
  const moves: Move[] = [];
  const ms: number[] = [];
  for (let n = 0; m.actors().length && n < 3000; n++) {
    const seat = m.actors()[0];
    const t = performance.now();
    const move = bots[seat].chooseMove(dice, m.state, seat) as Move;
    ms.push(performance.now() - t);
    expect(m.legalMoves(seat)).toContainEqual(move);
    moves.push(move);
    m.play(seat, move);
  }
  return { state: m.state as DiceState, moves, ms };
}

const wins = (bot: string, games: number, options: Record<string, unknown> = {}) =>
  Array.from({ length: games }, (_, g) => playOut(`team-${g}`, bot, options).state.result?.won).filter(Boolean).length;

describe('Gate Defense heuristic bot', () => {
  it('beats the random team by a wide margin on Scenario 1 (the rulebook\'s numbers), playing only legal moves', () => {
    const games = 20;
    const good = wins('heuristic', games, { difficulty: 'rulebook' });
    const random = wins('random', games, { difficulty: 'rulebook' });
    expect(good).toBeGreaterThanOrEqual(14);
    expect(good - random).toBeGreaterThanOrEqual(8);
  }, 120_000);

  it('is deterministic for a seed and quick (well under 50 ms a move)', () => {
    const a = playOut('same', 'heuristic', { scenario: '2' });
    const b = playOut('same', 'heuristic', { scenario: '2' });
    expect(a.moves).toEqual(b.moves);
    const mean = a.ms.reduce((x, y) => x + y, 0) / a.ms.length;
    expect(mean).toBeLessThan(10);
  }, 60_000);

  it('never reads hidden information: the same view with the deck shuffled otherwise gets the same move', () => {
    // Scenario 2 shuffles each wave: the order inside a wave is hidden, so reordering it must change nothing.
    const m = Match.create(dice, { players: 1, seed: 'hidden', options: { scenario: '2' } });
    const a = heuristic('same-seed');
    const b = heuristic('same-seed');
    let checked = 0;
    for (let n = 0; m.actors().length && n < 3000; n++) {
      const s = m.state as DiceState;
      const other: DiceState = { ...s, deck: scrambleWaves(s.deck) };
      expect(JSON.stringify(dice.view(other, 0))).toEqual(JSON.stringify(dice.view(s, 0)));
      const move = a.chooseMove(dice, s, 0);
      expect(b.chooseMove(dice, other, 0)).toEqual(move);
      if (JSON.stringify(other.deck) !== JSON.stringify(s.deck)) checked++;
      m.play(0, move);
    }
    expect(checked).toBeGreaterThan(10);
  }, 60_000);

  it('repairs a gate die at 1 when the gold allows ("you can spend 20 gold to increase one of the gate dice by 1 pip")', () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    s.gate = [1, 3, 3];
    s.gold = 20;
    expect(heuristic().chooseMove(dice, s, 0)).toEqual({ type: 'repair' });
    s.gold = 19;
    expect(heuristic().chooseMove(dice, s, 0)).not.toEqual({ type: 'repair' });
  });

  it("uses Edward's repair from anywhere (\"Can spend 10 gold to increase gate health by 1\")", () => {
    const s = emptyBoard(1, { heroes: ['edward', 'keith'] });
    s.heroes[0].space = 'P3';
    s.gate = [1, 2];
    s.gold = 10;
    expect(heuristic().chooseMove(dice, s, 0)).toEqual({ type: 'repair' });
  });

  it('claims a pile it can walk past ("can automatically claim all the rewards … even when passing through")', () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    // Every site but T4's has a tower at level 6 and there is no gold: nothing to buy, only T4's pile to fetch.
    s.towers = ['T1', 'T2', 'T3', 'T5', 'T6', 'T7'].map((site) => ({ site, tower: 'archery', level: 6 }));
    s.towers.push({ site: 'T4', tower: 'archery', level: 6 });
    s.gold = 0;
    s.piles = { T4: 6 };
    // Keith (movement 2) walks G → P6 → P5, beside T4.
    expect(heuristic().chooseMove(dice, s, 0)).toEqual({ type: 'move', to: 'P5' });
  });

  it('builds first where the whole horde passes next to the gate (Scenario 1: T6 or T7, beside the gate)', () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    s.gold = 12;
    const move = heuristic().chooseMove(dice, s, 0) as Move;
    expect(move.type).toBe('build');
    expect(['T6', 'T7']).toContain((move as { site: string }).site);
  });

  it('picks a tower that can shoot what is coming: a Mage Tower when only Dark Wizards are left', () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    s.gold = 12;
    s.deck = [{ id: 99, back: s.deck[0].back, face: { kind: 'spawn', enemy: 'dark-wizard', count: 8 } }];
    s.minions = [{ enemy: 'dark-wizard', space: 'P2', count: 4 }];
    s.supply['dark-wizard'] -= 4;
    expect(heuristic().chooseMove(dice, s, 0)).toMatchObject({ type: 'build', tower: 'mage' });
  });

  it('attacks what stands at the gate before it strikes ("If an enemy is in the gate space … minus that from the gate dice")', () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    s.gold = 12;
    s.minions = [{ enemy: 'gremlin', space: 'G', count: 2 }];
    s.supply.gremlin -= 2;
    expect(heuristic().chooseMove(dice, s, 0)).toEqual({ type: 'attack', enemy: 'gremlin' });
  });

  it('with every hero to protect, never ends its actions beside an enemy (Scenario 3: "no hero severely wounded")', () => {
    const s = emptyBoard(1, { scenario: '3', heroes: ['keith', 'glorbud'] });
    const keith = s.heroes[0];
    expect(s.map).toBe('gorge');
    keith.space = 'P3';
    keith.actions = 1;
    s.gold = 0;
    s.minions = [{ enemy: 'golem', space: 'P3', count: 1 }];
    s.supply.golem -= 1;
    const move = heuristic().chooseMove(dice, s, 0) as Move;
    expect(['move', 'mount']).toContain(move.type);
    if (move.type === 'move') expect(move.to).not.toBe('P3');
  });

  it('spends gold on the gate rather than let rewards fall off full gold dice (at 44 gold or more)', () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    s.gate = [3, 3, 3];
    s.gold = 50;
    expect(heuristic().chooseMove(dice, s, 0)).toEqual({ type: 'repair' });
  });

  it('steps in front of a boss near the gate with its last action ("If the enemy is in the same space as a hero … minus that from the hero\'s health")', () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    s.gold = 0;
    s.heroes[0].actions = 1;
    s.bosses = [{ boss: 'morgu', space: 'P6', health: 10 }];
    expect(heuristic().chooseMove(dice, s, 0)).toEqual({ type: 'move', to: 'P6' });
  });

  it('never wastes an action: with nothing to buy, fetch or fight it rests at the gate instead of wandering', () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    s.gold = 0;
    expect(heuristic().chooseMove(dice, s, 0)).toEqual({ type: 'rest' });
  });
});

/** The deck with each wave's cards in another order (same backs in the same places). */
function scrambleWaves(deck: DiceState['deck']): DiceState['deck'] {
  const out: DiceState['deck'] = [];
  let i = 0;
  while (i < deck.length) {
    let j = i;
    while (j < deck.length && deck[j].back === deck[i].back) j++;
    const wave = deck.slice(i, j);
    // Rotate the faces by one, keeping the ids in place: the view shows neither ids nor the order.
    const faces = wave.map((c) => c.face);
    faces.push(faces.shift()!);
    wave.forEach((c, k) => out.push({ ...c, face: faces[k] }));
    i = j;
  }
  return out;
}

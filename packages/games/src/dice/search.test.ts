import { botLevels, createBot, createRandom, Match, type LevelBot } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from './bot.ts';
import { candidateMoves, heuristicMove, playoutMove } from './guide.ts';
import { dice } from './index.ts';
import type { Move } from './moves.ts';
import { legalMoves } from './rules/players.ts';
import { EXPERT, guidedBot, HARD } from './search.ts';
import type { DiceState } from './state.ts';
import { emptyBoard } from './testing.ts';

/** Positions met in heuristic games of every scenario, every few moves. */
function positions(): DiceState[] {
  const out: DiceState[] = [];
  for (const scenario of ['1', '2', '3', '4']) {
    const m = Match.create(dice, { players: 1, seed: `pos-${scenario}`, options: { scenario } });
    const bot = heuristicBot('pos');
    for (let n = 0; m.actors().length && n < 200; n++) {
      if (n % 7 === 3) out.push(structuredClone(m.state as DiceState));
      m.play(0, bot.chooseMove(dice, m.state, 0));
    }
  }
  return out;
}

describe('Gate Defense levels and guided search', () => {
  it('every level makes a bot: easy a short plain search, normal the heuristic team, hard and expert the guided search', () => {
    expect(botLevels(dice)).toEqual([
      { level: 'easy', spec: 'plain-30' },
      { level: 'normal', spec: 'heuristic' },
      { level: 'hard', spec: 'guided' },
      { level: 'expert', spec: 'guided-expert' },
    ]);
    for (const [level, inner] of [['easy', 'plain-30'], ['normal', 'heuristic'], ['hard', 'guided'], ['expert', 'guided-expert']]) {
      const bot = createBot(level, 'seed', dice) as LevelBot;
      expect(bot.name).toBe(level);
      expect(bot.inner.name).toBe(inner);
    }
    // Expert searches four times as much as hard, with the same guides.
    expect(EXPERT.iterations).toBe(4 * HARD.iterations);
  });

  it("the shortlist always starts with the heuristic team's own choice, holds only legal moves and never a build nobody's enemies pass", () => {
    const all = positions();
    expect(all.length).toBeGreaterThan(20);
    for (const s of all) {
      const seat = s.heroes[s.current].seat;
      const shortlist = candidateMoves(s, seat);
      const legal = legalMoves(s, seat).map((m) => JSON.stringify(m));
      expect(shortlist[0]).toEqual(heuristicBot('any').chooseMove(dice, s, seat));
      for (const m of shortlist) expect(legal).toContain(JSON.stringify(m));
      expect(new Set(shortlist.map((m) => JSON.stringify(m))).size).toBe(shortlist.length);
    }
  });

  it('drops wasteful builds: with the deck spent and the last enemies next to the gate, no tower is offered far up the path', () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    s.gold = 30;
    s.deck = [];
    s.minions = [{ enemy: 'gremlin', space: 'P6', count: 2 }];
    s.supply.gremlin -= 2;
    s.heroes[0].space = 'P3';
    const shortlist = candidateMoves(s, 0);
    // From P3 Keith could build anything on T2 and T3, but only a Trebuchet's long reach gets to P6 from there: the
    // other towers would shoot at spaces behind every enemy left.
    expect(legalMoves(s, 0).some((m) => m.type === 'build' && m.site === 'T2' && m.tower === 'archery')).toBe(true);
    const builds = shortlist.filter((m) => m.type === 'build');
    for (const m of builds) expect(m).toMatchObject({ tower: 'trebuchet' });
  });

  it("playouts follow the heuristic's pick most of the time and stay varied", () => {
    const s = emptyBoard(1, { heroes: ['keith', 'glorbud'] });
    s.gold = 12;
    const legal = legalMoves(s, 0);
    const pick = heuristicMove(s, legal);
    const random = createRandom('playouts');
    let same = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const m = playoutMove(s, 0, legal, random);
      seen.add(JSON.stringify(m));
      if (JSON.stringify(m) === JSON.stringify(pick)) same++;
    }
    expect(same).toBeGreaterThan(160);
    expect(seen.size).toBeGreaterThan(3);
  });

  it('with no clear evidence against it (an unreachable margin), the guided search plays exactly the heuristic team', () => {
    const m = Match.create(dice, { players: 1, seed: 'trust', options: { scenario: '2' } });
    const guided = guidedBot('g', { ...HARD, iterations: 20, margin: 2 }, 'guided');
    const heuristic = heuristicBot('h');
    for (let n = 0; m.actors().length && n < 24; n++) {
      const move = guided.chooseMove(dice, m.state, 0) as Move;
      expect(move).toEqual(heuristic.chooseMove(dice, m.state, 0));
      m.play(0, move);
    }
  });

  it('with the heroes shared among people, the shared margin decides: unreachable, the search plays exactly the heuristic team; alone it may not', () => {
    const m = Match.create(dice, { players: 2, seed: 'trust', options: { scenario: '2' } });
    const guided = guidedBot('g', { ...HARD, iterations: 20, margin: -1, sharedMargin: 2 }, 'guided');
    const heuristic = heuristicBot('h');
    for (let n = 0; m.actors().length && n < 24; n++) {
      const seat = m.actors()[0];
      const move = guided.chooseMove(dice, m.state, seat) as Move;
      expect(move).toEqual(heuristic.chooseMove(dice, m.state, seat));
      m.play(seat, move);
    }
    expect(HARD.sharedMargin).toBeGreaterThan(HARD.margin);
    // A margin of -1 plays the search's favourite whatever it is: alone at the table, it leaves the heuristic.
    const solo = guidedBot('g', { ...HARD, iterations: 20, margin: -1, sharedMargin: 2 }, 'guided');
    const one = Match.create(dice, { players: 1, seed: 'trust', options: { scenario: '2' } });
    for (let n = 0; one.actors().length && n < 24; n++) one.play(0, solo.chooseMove(dice, one.state, 0));
    expect(solo.changed).toBeGreaterThan(0);
  });
});

describe('Gate Defense: the levels on a rule of the seed', () => {
  // Scenario 3: "defeat every enemy without a hero ever being severely wounded". Keith (2 health) ends his actions
  // on P3 beside a Golem (damage 2): staying, resting or swinging at it (a 4+ kills it, half the time) loses the game
  // in the Enemy phase; stepping away down the gorge keeps every hero whole.
  const position = (): DiceState => {
    const s = emptyBoard(1, { scenario: '3', heroes: ['keith', 'glorbud'] });
    const keith = s.heroes[0];
    keith.space = 'P3';
    keith.health = 2;
    keith.actions = 1;
    s.gold = 0;
    s.minions = [{ enemy: 'golem', space: 'P3', count: 1 }];
    s.supply.golem -= 1;
    return s;
  };
  const safe = (m: Move) => m.type === 'move' && m.to !== 'P3';
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('a protected hero beside a Golem with his last action: hard always steps away, easy and random play do not', () => {
    const s = position();
    for (const seed of seeds) expect(safe(createBot('hard', seed, dice).chooseMove(dice, s, 0) as Move)).toBe(true);
    for (const level of ['easy', 'random']) {
      const found = seeds.map((seed) => safe(createBot(level, seed, dice).chooseMove(dice, s, 0) as Move));
      expect(found).toContain(false);
    }
  });
});

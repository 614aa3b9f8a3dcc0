import { botLevels, createBot, createRandom, LevelBot, Match } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { boardOf } from './board.ts';
import { heuristicBot } from './bot.ts';
import { content } from './content/index.ts';
import { crystal } from './index.ts';
import type { Move } from './moves.ts';
import { candidateMoves, playoutMove, searchBot } from './search.ts';
import type { CrystalState, EnemyState, HexName } from './state.ts';

const FIRST_MAP = content.maps[0].id;

/** Positions of a heuristic two-seat game, every few moves, with the seat to move. */
function positions(map: string, seed: string, every = 5): { s: CrystalState; seat: number }[] {
  const m = Match.create(crystal, { players: 2, seed, options: { map, difficulty: 'hard' } });
  const bot = heuristicBot('h');
  const out: { s: CrystalState; seat: number }[] = [];
  for (let n = 0; m.actors().length && n < 600; n++) {
    const seat = m.actors()[0];
    if (n % every === 0) out.push({ s: structuredClone(m.state as CrystalState), seat });
    m.play(seat, bot.chooseMove(crystal, m.state, seat));
  }
  return out;
}

function enemy(s: CrystalState, id: string, at: HexName, health = content.enemy(id).health): EnemyState {
  const e: EnemyState = { id: s.nextId++, enemy: id, at, health, flipped: false, damagedBy: [], aggro: null, stunned: 0, weakened: false, confused: false, calmed: false };
  s.enemies.push(e);
  return e;
}

describe('Crystal Defenders levels', () => {
  it('easy is the careless heuristic, normal the heuristic, hard the guided search; no expert', () => {
    expect(botLevels(crystal)).toEqual([
      { level: 'easy', spec: 'casual' },
      { level: 'normal', spec: 'heuristic' },
      { level: 'hard', spec: 'search' },
    ]);
    for (const [level, inner] of [['easy', 'casual'], ['normal', 'heuristic'], ['hard', 'search']]) {
      const bot = createBot(level, 'seed', crystal);
      expect(bot).toBeInstanceOf(LevelBot);
      expect((bot as LevelBot).inner.name).toBe(inner);
    }
    expect(() => createBot('expert', 'seed', crystal)).toThrow(/offers no expert/);
  });
});

describe('Crystal Defenders search guides', () => {
  it("the shortlist always starts with the heuristic's own move, and holds distinct legal moves of that hero", () => {
    for (const map of content.maps)
      for (const { s, seat } of positions(map.id, `short-${map.id}`)) {
        const legal = crystal.legalMoves(s, seat);
        const list = candidateMoves(s, seat);
        expect(list[0]).toEqual(heuristicBot('fresh').chooseMove(crystal, s, seat));
        expect(new Set(list.map((m) => JSON.stringify(m))).size).toBe(list.length);
        for (const m of list) {
          expect(legal).toContainEqual(m);
          expect(m.hero).toBe(list[0].hero);
        }
      }
  }, 60_000);

  it('the shortlist leaves out aimless walks: the only walk on it is the heuristic’s', () => {
    let walks = 0;
    for (const { s, seat } of positions('crossroads', 'walks')) {
      const list = candidateMoves(s, seat);
      walks += list.filter((m) => m.type === 'move').length;
      expect(list.slice(1).some((m) => m.type === 'move')).toBe(false);
    }
    expect(walks).toBeGreaterThan(0);
  }, 60_000);

  it('playouts never walk or build (they weigh the board as built) and stay among the legal moves', () => {
    const random = createRandom('p');
    for (const { s, seat } of positions('twin-gates', 'playout', 3)) {
      const legal = crystal.legalMoves(s, seat);
      const m = playoutMove(s, seat, legal, random);
      expect(legal).toContainEqual(m);
      if (legal.length > 1 && s.heroes[legal[0].hero].at) expect(['move', 'build']).not.toContain(m.type);
    }
  }, 60_000);

  it('the guided search is deterministic for a seed', () => {
    const [{ s, seat }] = positions(FIRST_MAP, 'det', 1000).slice(0, 1);
    const a = searchBot('x', { samples: 4, phases: 1, margin: 2 }).chooseMove(crystal, s, seat);
    expect(searchBot('x', { samples: 4, phases: 1, margin: 2 }).chooseMove(crystal, s, seat)).toEqual(a);
  });
});

describe('Crystal Defenders guided search (hard)', () => {
  it('"The first enemy to attack the crystal loses the game": hard strikes down the wounded Orc beside the crystal, random does not', () => {
    const board = boardOf(content.map(FIRST_MAP));
    const s = crystal.setup(1, crystal.options.parse({ map: FIRST_MAP, heroes: ['squire'], difficulty: 'normal' }), createRandom('c'));
    // The Orc stands next to the crystal with 1 health left; the Squire stands next to the Orc.
    const orcAt = board.neighbors(board.crystal[0]).find((n) => n && board.hex(n)!.kind === 'floor')!;
    const heroAt = board.neighbors(orcAt).find((n) => n && board.hex(n)!.kind === 'floor' && !board.crystal.includes(n))!;
    Object.assign(s.heroes[0], { at: heroAt, out: null });
    s.mana = 20;
    const orc = enemy(s, 'orc', orcAt, 1);
    const strike: Move = { type: 'attack', hero: 0, enemy: orc.id };
    const hard = createBot('hard', 'hard', crystal);
    expect(hard.chooseMove(crystal, s, 0)).toEqual(strike);
    // Random play has dozens of walks and builds to choose from: over ten seeds it strikes the Orc at most twice.
    const strikes = Array.from({ length: 10 }, (_, i) => createBot('random', `r${i}`, crystal).chooseMove(crystal, s, 0)).filter((m) => JSON.stringify(m) === JSON.stringify(strike)).length;
    expect(crystal.legalMoves(s, 0).length).toBeGreaterThan(20);
    expect(strikes).toBeLessThanOrEqual(2);
  });

  it('searches: when a candidate is clearly better on the same sampled futures it leaves the heuristic, and reports every candidate', () => {
    let searched = 0;
    let left = 0;
    const bot = searchBot('s', { samples: 6, phases: 1, margin: 2 });
    for (const { s, seat } of positions('twin-gates', 'deviate', 7)) {
      bot.chooseMove(crystal, s, seat);
      const report = bot.last!;
      if (report.samples === 0) continue;
      searched++;
      expect(report.candidates.length).toBeGreaterThan(1);
      if (JSON.stringify(report.chosen) !== JSON.stringify(report.candidates[0].move)) {
        left++;
        const chosen = report.candidates.find((c) => c.move === report.chosen)!;
        expect(chosen.mean).toBeGreaterThan(report.candidates[0].mean);
      }
    }
    expect(searched).toBeGreaterThan(5);
    expect(left).toBeGreaterThan(0);
  }, 120_000);
});

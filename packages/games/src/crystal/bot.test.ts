import { createBot, createRandom, Match } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { boardOf } from './board.ts';
import { heuristicBot } from './bot.ts';
import { content } from './content/index.ts';
import { evaluate } from './evaluate.ts';
import { distance as hexDistance } from './hex.ts';
import { crystal } from './index.ts';
import type { Move } from './moves.ts';
import { searchBot } from './search.ts';
import type { CrystalState, EnemyState, HexName } from './state.ts';

const FIRST_MAP = content.maps[0].id;
const bot = (seed = 'h') => heuristicBot(seed);
const botFor = (spec: string, seed: string) => (spec === 'heuristic' ? heuristicBot(seed) : createBot(spec, seed, crystal));

/** A fresh game on a map, its heroes still to enter. */
function fresh(heroes: string[], map = FIRST_MAP, players = 1): CrystalState {
  return crystal.setup(players, crystal.options.parse({ map, heroes, difficulty: 'normal' }), createRandom('fresh'));
}

/** A game with the first hero standing at `at`, its steps spent, two actions left. */
function standing(hero: string, at: HexName, map = FIRST_MAP): CrystalState {
  const s = fresh([hero], map);
  Object.assign(s.heroes[0], { at, out: null, steps: 0 });
  return s;
}

function enemy(s: CrystalState, id: string, at: HexName, health = content.enemy(id).health): EnemyState {
  const e: EnemyState = { id: s.nextId++, enemy: id, at, health, flipped: false, damagedBy: [], aggro: null, stunned: 0, weakened: false, confused: false, calmed: false };
  s.enemies.push(e);
  return e;
}

/** Walking distances from the crystal (walls block): the enemies' shortest routes run down them. */
function toCrystal(map: string): Map<HexName, number> {
  const b = boardOf(content.map(map));
  const dist = new Map<HexName, number>(b.crystal.map((c) => [c, 0]));
  let frontier = b.crystal;
  for (let d = 1; frontier.length; d++) {
    const next: HexName[] = [];
    for (const x of frontier)
      for (const n of b.neighbors(x)) {
        const k = n && b.hex(n)!.kind;
        if (!n || dist.has(n) || k === 'blocked' || k === 'crystal' || b.wall(x, n)) continue;
        dist.set(n, d);
        next.push(n);
      }
    frontier = next;
  }
  return dist;
}

/** Plays a whole game with one bot a seat, checking every move it picks is among the legal ones. */
function playOut(seed: string, spec: string, options: Record<string, unknown>, players = 1): { state: CrystalState; moves: number } {
  const m = Match.create(crystal, { players, seed, options });
  const bots = Array.from({ length: players }, (_, i) => botFor(spec, `${seed}/bot/${i}`));
  let moves = 0;
  for (; m.actors().length && moves < 20_000; moves++) {
    const seat = m.actors()[moves % m.actors().length];
    const move = bots[seat].chooseMove(crystal, m.state, seat) as Move;
    expect(m.legalMoves(seat)).toContainEqual(move);
    m.play(seat, move);
  }
  return { state: m.state as CrystalState, moves };
}

const wins = (spec: string, games: number, options: Record<string, unknown>) =>
  Array.from({ length: games }, (_, g) => playOut(`team-${g}`, spec, options).state.result?.won).filter(Boolean).length;

describe('Crystal Defenders heuristic bot', () => {
  it('plays only legal moves through whole games: every map, 1, 2 and 4 seats, several seeds', () => {
    for (const map of content.maps)
      for (const players of [1, 2, 4]) {
        const { state } = playOut(`legal-${map.id}-${players}`, 'heuristic', { map: map.id, difficulty: 'normal' }, players);
        expect(state.phase).toBe('over');
      }
  }, 120_000);

  it('wins the first map on easy far more often than the random team', () => {
    const games = 12;
    const good = wins('heuristic', games, { map: FIRST_MAP, difficulty: 'easy' });
    const random = wins('random', games, { map: FIRST_MAP, difficulty: 'easy' });
    expect(good).toBeGreaterThanOrEqual(games / 2);
    expect(good - random).toBeGreaterThanOrEqual(games / 3);
  }, 120_000);

  it('is deterministic for a seed and never reads the spawn deck ("the deck order is hidden"): another order, the same move', () => {
    const m = Match.create(crystal, { players: 2, seed: 'hidden', options: { map: FIRST_MAP } });
    const a = bot('same');
    const b = bot('same');
    for (let n = 0; m.actors().length && n < 400; n++) {
      const s = m.state as CrystalState;
      const seat = m.actors()[0];
      const other: CrystalState = { ...s, deck: s.deck.slice().reverse() };
      const move = a.chooseMove(crystal, s, seat);
      expect(b.chooseMove(crystal, other, seat)).toEqual(move);
      m.play(seat, move);
    }
  }, 60_000);

  it('enters on a player spawn first ("Place your hero token on one of the blue spaces")', () => {
    const s = fresh(['squire']);
    const move = bot().chooseMove(crystal, s, 0) as Move;
    expect(move.type).toBe('place');
    expect(boardOf(content.map(FIRST_MAP)).playerSpawns).toContain((move as Extract<Move, { type: 'place' }>).at);
  });

  it('builds a defense enemies will go for across their route to the crystal when nothing watches it ("Closest tower" before "The crystal")', () => {
    const dist = toCrystal(FIRST_MAP);
    const board = boardOf(content.map(FIRST_MAP));
    // The hero stands on a player spawn, next to the crystal, with mana for anything.
    const s = standing('squire', board.playerSpawns[0]);
    s.mana = 20;
    const move = bot().chooseMove(crystal, s, 0) as Move;
    expect(move.type).toBe('build');
    const built = move as Extract<Move, { type: 'build' }>;
    expect(['blockade', 'turret']).toContain(content.defense(built.defense).kind);
    // Within the enemies' sight of towers of a hex an enemy walks on its way in (a shortest route from a spawn).
    const spawn = board.enemySpawns[0];
    const route: HexName[] = [spawn];
    while (dist.get(route[route.length - 1])! > 1) {
      const x = route[route.length - 1];
      route.push(board.neighbors(x).find((n) => n && !board.wall(x, n) && dist.get(n) === dist.get(x)! - 1)!);
    }
    const near = route.some((x) => board.hex(x) && Math.abs(dist.get(x)! - dist.get(built.at)!) <= 1 && walk(FIRST_MAP, built.at, x) <= (content.rules.towerSight ?? 99));
    expect(near).toBe(true);
  });

  it('repairs a badly damaged blockade next to it ("Repair a defense in current or adjacent space [CAST] Health")', () => {
    const board = boardOf(content.map(FIRST_MAP));
    const at = board.playerSpawns[0];
    const s = standing('squire', at);
    s.mana = 0;
    const site = board.neighbors(at).find((n) => n && board.hex(n)!.kind === 'floor')!;
    s.defenses.push({ id: s.nextId++, defense: 'spike-wall', owner: 0, at: site, facing: 0, health: 2, cooldown: 0 });
    expect(bot().chooseMove(crystal, s, 0)).toEqual({ type: 'repair', hero: 0, defense: s.defenses[0].id });
  });

  it('heals when the enemies around would fell it ("Heal hero [CAST] Health")', () => {
    const board = boardOf(content.map(FIRST_MAP));
    const at = board.playerSpawns[0];
    const s = standing('squire', at);
    s.heroes[0].health = 2;
    s.mana = 0;
    const foe = board.neighbors(at).find((n) => n && board.hex(n)!.kind === 'floor')!;
    enemy(s, 'orc', foe);
    expect(bot().chooseMove(crystal, s, 0)).toEqual({ type: 'heal', hero: 0 });
  });

  it('strikes an enemy it can kill in reach ("Attack enemy on adjacent space")', () => {
    const board = boardOf(content.map(FIRST_MAP));
    const at = board.playerSpawns[0];
    const s = standing('squire', at);
    s.mana = 0;
    const foe = board.neighbors(at).find((n) => n && board.hex(n)!.kind === 'floor')!;
    const goblin = enemy(s, 'goblin', foe);
    expect(bot().chooseMove(crystal, s, 0)).toEqual({ type: 'attack', hero: 0, enemy: goblin.id });
  });

  it('does not spend its second action healing while an enemy is in reach: it strikes ("Heal hero" cannot outlast a siege)', () => {
    const board = boardOf(content.map(FIRST_MAP));
    const at = board.playerSpawns[0];
    const s = standing('squire', at);
    s.mana = 0;
    s.heroes[0].health = 2;
    s.heroes[0].actions = 1;
    const foe = board.neighbors(at).find((n) => n && board.hex(n)!.kind === 'floor')!;
    const orc = enemy(s, 'orc', foe);
    expect(bot().chooseMove(crystal, s, 0)).toEqual({ type: 'attack', hero: 0, enemy: orc.id });
    s.heroes[0].actions = 2;
    expect(bot().chooseMove(crystal, s, 0)).toEqual({ type: 'heal', hero: 0 });
  });

  it('walks out of the shots of an Archer on its spawn ("while on this space they cannot be targeted or damaged")', () => {
    const board = boardOf(content.map(FIRST_MAP));
    const spawn = board.enemySpawns[0];
    // A hex two steps from the spawn, in the Archer's range.
    const near = board.hexes.find((h) => h.kind === 'floor' && walk(FIRST_MAP, spawn, h.name) === 2)!;
    const s = standing('squire', near.name);
    s.heroes[0].steps = content.hero('squire').kit.speed;
    s.mana = 0;
    enemy(s, 'archer', spawn);
    const move = bot().chooseMove(crystal, s, 0) as Move;
    expect(move.type).toBe('move');
    const to = board.hex((move as Extract<Move, { type: 'move' }>).to)!;
    expect(hexDistance(to, board.hex(spawn)!)).toBeGreaterThan(hexDistance(near, board.hex(spawn)!));
  });

  /** A hurt Squire with no mana, an Archer two hexes off: heal, heal, … until the standoff rule sends him at it. */
  function standoff(): CrystalState {
    const board = boardOf(content.map(FIRST_MAP));
    const at = board.playerSpawns[0];
    const s = standing('squire', at);
    s.mana = 0;
    s.heroes[0].health = 2;
    s.heroes[0].steps = content.hero('squire').kit.speed;
    const far = board.hexes.find((h) => h.kind === 'floor' && hexDistance(h, board.hex(at)!) === 2 && walk(FIRST_MAP, at, h.name) === 2)!;
    enemy(s, 'archer', far.name);
    return s;
  }

  it('breaks a standoff: after 8 Hero phases with the same enemies it stops healing and goes for them (no 200-phase siege)', () => {
    const s = standoff();
    const b = bot();
    const moves: Move[] = [];
    for (let turn = 1; turn <= 10; turn++) moves.push(b.chooseMove(crystal, { ...s, turn }, 0) as Move);
    expect(moves.slice(0, 8).every((m) => m.type === 'heal')).toBe(true);
    expect(moves[9].type).toBe('move');
  });

  it('hard in a standoff plays the heuristic’s move unsearched (its short samples would mend on until the siege runs out)', () => {
    const s = standoff();
    const hard = searchBot('standoff', { samples: 4, phases: 2, margin: 2 });
    const heuristic = bot();
    for (let turn = 1; turn <= 10; turn++) {
      const move = hard.chooseMove(crystal, { ...s, turn }, 0);
      expect(move).toEqual(heuristic.chooseMove(crystal, { ...s, turn }, 0));
      // Searched before the standoff, not during it.
      if (turn === 1) expect(hard.last!.samples).toBeGreaterThan(0);
      if (turn === 10) expect(hard.last!.samples).toBe(0);
    }
  });

  it('ends its phase with done when nothing is worth doing', () => {
    const board = boardOf(content.map(FIRST_MAP));
    const s = standing('squire', board.playerSpawns[0]);
    s.mana = 0;
    expect(bot().chooseMove(crystal, s, 0)).toEqual({ type: 'done', hero: 0 });
  });

  it('evaluates a won game 1, a lost one 0, and a crystal with enemies at it lower than one without', () => {
    const s = standing('squire', boardOf(content.map(FIRST_MAP)).playerSpawns[0]);
    expect(evaluate({ ...s, result: { won: true, reason: 'won' } })).toEqual([1]);
    expect(evaluate({ ...s, result: { won: false, reason: 'lost' } })).toEqual([0]);
    const calm = evaluate(s)[0];
    const board = boardOf(content.map(FIRST_MAP));
    const next = board.neighbors(board.crystal[0]).find((n) => n && board.hex(n)!.kind === 'floor')!;
    enemy(s, 'orc', next);
    expect(evaluate(s)[0]).toBeLessThan(calm);
    expect(calm).toBeGreaterThan(0);
    expect(calm).toBeLessThan(1);
  });
});

/** Walking distance between two hexes for an enemy (walls block, tokens ignored). */
function walk(map: string, a: HexName, b: HexName): number {
  const board = boardOf(content.map(map));
  const dist = new Map<HexName, number>([[a, 0]]);
  let frontier = [a];
  for (let d = 1; frontier.length; d++) {
    const next: HexName[] = [];
    for (const x of frontier)
      for (const n of board.neighbors(x)) {
        const k = n && board.hex(n)!.kind;
        if (!n || dist.has(n) || k === 'blocked' || k === 'crystal' || board.wall(x, n)) continue;
        if (n === b) return d;
        dist.set(n, d);
        next.push(n);
      }
    frontier = next;
  }
  return Infinity;
}

import { createBot, createRandom, LevelBot, Match, type AnyGame } from '@ramparts/engine';
import { conformance } from '@ramparts/engine/testkit';
import { describe, expect, it } from 'vitest';
import { heuristicMove } from './bot.ts';
import { table } from './fixtures.ts';
import { candidateMoves, guidedGame, playoutMove } from './guide.ts';
import { tracks } from './index.ts';
import type { TracksMove } from './moves.ts';
import type { TracksState } from './state.ts';

const first = <T>(xs: T[]): T => xs[0];

/** Every position (seat to act, its legal moves) of a heuristic session, in order. */
function positions(seed: string, options: Record<string, unknown>, players = 2): { s: TracksState; seat: number }[] {
  const m = Match.create(tracks, { players, seed, options });
  const bots = Array.from({ length: players }, (_, i) => createBot('heuristic', `${seed}/${i}`, tracks));
  const out: { s: TracksState; seat: number }[] = [];
  for (let n = 0; m.actors().length && n < 3000; n++) {
    const seat = m.actors()[0];
    out.push({ s: structuredClone(m.state) as TracksState, seat });
    m.play(seat, bots[seat].chooseMove(tracks, m.state, seat));
  }
  return out;
}

describe('Tracks & Waves levels', () => {
  it('easy, normal and hard make bots (plain MCTS, the heuristic, the guided search); no expert is offered', () => {
    const inner = (level: string) => {
      const bot = createBot(level, 'levels', tracks);
      expect(bot).toBeInstanceOf(LevelBot);
      expect(bot.name).toBe(level);
      return (bot as LevelBot).inner.name;
    };
    expect(inner('easy')).toBe('plain-30');
    expect(inner('normal')).toBe('heuristic');
    expect(inner('hard')).toBe('guided-300');
    expect(() => createBot('expert', 'levels', tracks)).toThrow(/offers no expert bot/);
  });

  it("hard's shortlist starts with the heuristic's own move and never offers a sale, in Cooperative and Versus Sandbox", () => {
    for (const [seed, options] of [
      ['short-coop', {}],
      ['short-versus', { mode: 'versus' }],
    ] as const) {
      let sells = 0;
      for (const { s, seat } of positions(seed, options)) {
        const legal = tracks.legalMoves(s, seat);
        const list = candidateMoves(s, seat);
        expect(list[0]).toEqual(heuristicMove(s, seat, legal, first));
        expect(list.some((m) => m.type === 'sell')).toBe(false);
        sells += legal.filter((m) => m.type === 'sell').length;
      }
      expect(sells).toBeGreaterThan(0); // sales were legal all along: the shortlist left them out
    }
  });

  it('a playout never sells a tower: the heuristic (which never sells) stands in for a random sale', () => {
    const s = table({ towers: [{ card: 'S1', at: 'e3' }, { card: 'S1', at: 'g3' }], waves: [{ card: 'A01a', pos: 5 }] });
    const moves = tracks.legalMoves(s, 0);
    expect(moves.filter((m) => m.type === 'sell')).toHaveLength(2);
    const sale = moves.findIndex((m) => m.type === 'sell');
    // A draw past the greedy share (0.99) whose random pick lands on a sale plays the heuristic's move instead.
    const random = { float: () => 0.99, int: () => sale } as unknown as Parameters<typeof playoutMove>[3];
    expect(playoutMove(s, 0, moves, random)).toEqual(heuristicMove(s, 0, moves, first));
    expect(playoutMove(s, 0, moves, random).type).not.toBe('sell');
  });

  it('the last life: a unit one space from the end of Track A must be shot before Phase 6 ends, and only a Boost makes the shot kill; hard boosts and shoots and the session goes on, a random player lets it through', () => {
    // S1 on b3 reaches A24 (b4) but deals the unit's HP only with the B1 of its Boost stack; Build holds credits
    // for some eighty builds, and selling the tower is legal too.
    const start = table({ players: 1, towers: [{ card: 'S1', at: 'b3' }], waves: [{ card: 'A01a', pos: 24 }], stacks: [{ build: ['S1', 'C1', 'B1', 'S1'], boost: ['B1'] }], lives: 1 });
    start.markers = [0];
    expect(tracks.legalMoves(start, 0).length).toBeGreaterThan(80);
    // The bot plays until the turn ends (the waves walk on) or the session ends.
    const session = (spec: string) => {
      const bot = createBot(spec, 'last-life', tracks);
      const random = createRandom('last-life');
      const moves: string[] = [];
      let s = start;
      for (let n = 0; n < 40 && !s.result && s.turn === start.turn && tracks.actors(s).length; n++) {
        const move = bot.chooseMove(tracks, s, 0) as TracksMove;
        moves.push(move.type);
        s = tracks.play(s, 0, move, random);
      }
      return { moves, result: s.result, lives: s.lives };
    };
    const hard = session('hard');
    expect(hard).toMatchObject({ result: null, lives: 1 });
    expect(hard.moves.slice(0, 2)).toEqual(['boost', 'attack']);
    expect(session('random')).toMatchObject({ result: 'lives', lives: 0 });
  });
});

describe('Tracks & Waves guided search: the conformance kit on the game as the guided bots see it', () => {
  const guided: AnyGame = guidedGame(tracks);
  const setups = [
    { players: 2, options: {} },
    { players: 3, options: { mode: 'versus' } },
  ];
  const checks = conformance({ ...guided, outcome: tracks.outcome }, setups, { playouts: 4, checkPlayouts: 2 }).filter((c) => /candidate moves|strength level/.test(c.name));
  it('the kit checks the guides', () => expect(checks.length).toBe(2));
  for (const c of checks) it(c.name, c.run, 180_000);
});

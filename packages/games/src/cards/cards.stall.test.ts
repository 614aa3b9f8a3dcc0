import { createRandom, type Seat } from '@ramparts/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { play, playLogged, table } from './fixtures.ts';
import { bestMove } from './guide.ts';
import { cards } from './index.ts';
import type { CardsMove } from './moves.ts';
import { problem } from './rules/legal.ts';
import type { CardsState } from './state.ts';

const PER_PLAYER = content.rules.stallTakesPerPlayer;

/**
 * An adversarial staller: never lays a tower down by choice, swaps with the discard's top whenever it can, and once
 * built (forced) takes every card it draws from the discard pile; otherwise it plays as the heuristic.
 */
function stallerMove(s: CardsState, seat: Seat, legal: CardsMove[], pick: (n: number) => number): CardsMove {
  if (s.step === 'build') {
    const swaps = legal.filter((m) => m.type === 'swap');
    if (swaps.length === 0) return legal[0];
    const fromDiscard = swaps.filter((m) => m.from === 'discard');
    const pool = fromDiscard.length > 0 ? fromDiscard : swaps;
    return pool[pick(pool.length)];
  }
  if (s.step === 'draw') {
    const take = legal.find((m) => m.type === 'draw' && m.from === 'discard');
    if (take) return take;
  }
  return bestMove(s, seat, legal);
}

/** Plays a game of stallers (by seat) and heuristic players to its end or `maxMoves`; how many moves it took. */
function playOut(players: number, seed: string, stallers: readonly boolean[], endStalls: boolean, maxMoves: number): { over: boolean; moves: number } {
  const random = createRandom(seed);
  const picks = createRandom(`${seed}/stallers`);
  let s = cards.setup(players, cards.options.parse({ endStalls }), random);
  let moves = 0;
  while (s.step !== 'over' && moves < maxMoves) {
    const seat = s.turn;
    const legal = cards.legalMoves(s, seat);
    const move = stallers[seat] ? stallerMove(s, seat, legal, (n) => picks.int(n)) : bestMove(s, seat, legal);
    s = cards.play(s, seat, move, random);
    moves++;
  }
  return { over: s.step === 'over', moves };
}

describe('Elemental Towers: a table that stalls (our rule, option endStalls)', () => {
  // Seat 0 still builds; seat 1 has built and is drawing at the end of its turn.
  const stalling = (takes: number, endStalls = true) =>
    table({ towers: [null, 'R5 P5 S5 W5 L5'], hands: [['R2', 'R3', 'P4', 'S5', 'W6'], ['L2']], discard: ['P9', 'SK'], step: 'draw', turn: 1, turnState: { plays: 2, mustDraw: 2 }, endStalls, takes });

  it(`"to discourage players from waiting too long to build": at ${PER_PLAYER} cards per player taken from the discard pile while a tower waits, everyone still building must build, as when the draw pile runs out`, () => {
    const limit = PER_PLAYER * 2;
    const log: Parameters<typeof playLogged>[0] = [];
    const after = playLogged(log, stalling(limit - 1), [1, { type: 'draw', from: 'discard' }]);
    expect(after.takes).toBe(limit);
    expect(after.players[0].mustBuild).toBe(true);
    expect(log.map((l) => l.text)).toContain(`${limit} cards have been taken from the discard pile while towers waited: as when the draw pile runs out, everyone still building must build.`);
    // Seat 0's next turn lays the best tower it can, gaps and all, and says why.
    const next = play(after, [1, { type: 'draw', from: 'pile' }]);
    expect(cards.legalMoves(next, 0)).toEqual([{ type: 'build' }]);
    expect(problem(next, 0, { type: 'swap', card: 'R2', from: 'pile' })).toEqual([
      'must-build',
      'You must lay down the best tower you can now: too many cards were taken from the discard pile while towers waited.',
    ]);
    expect(cards.describeMove(next, 0, { type: 'build' })).toBe('Lay down the best tower your hand makes (too many cards were taken from the discard pile while towers waited)');
  });

  it('only cards taken from the discard pile while a tower waits count, and only with the option (the rulebook alone: endStalls false)', () => {
    expect(play(stalling(3), [1, { type: 'draw', from: 'pile' }]).takes).toBe(3);
    expect(play(stalling(3), [1, { type: 'draw', from: 'discard' }]).takes).toBe(4);
    const off = play(stalling(PER_PLAYER * 2 - 1, false), [1, { type: 'draw', from: 'discard' }]);
    expect([off.takes, off.players[0].mustBuild]).toEqual([PER_PLAYER * 2 - 1, false]);
    // A builder's own swap with the discard counts too.
    const swap = play(table({ towers: [null, null], hands: [['R2', 'R3', 'P4', 'S5', 'W6'], ['L2', 'L3', 'L4', 'L5', 'L6']], discard: ['P9'] }), [0, { type: 'swap', card: 'R2', from: 'discard' }]);
    expect(swap.takes).toBe(1);
    // Once every tower stands, nothing counts.
    const built = table({ towers: ['R9 P9 S9 W9 L9', 'R5 P5 S5 W5 L5'], hands: [['R2'], ['L2']], discard: ['P9', 'SK'], step: 'draw', turn: 1, turnState: { plays: 2, mustDraw: 2 }, takes: 5 });
    expect(play(built, [1, { type: 'draw', from: 'discard' }]).takes).toBe(5);
  });

  it('the board counts the cards taken while towers wait, and the rules explain it', () => {
    const v = cards.view(stalling(7), 0);
    expect(cards.renderText(v, 0)).toContain(`Taken from the discard 7 of ${PER_PLAYER * 2}`);
    expect(cards.terms!(v).find((t) => t.name === 'Waiting too long')?.text).toContain(`(7 of ${PER_PLAYER * 2} so far`);
    expect(cards.terms!(cards.view(stalling(7, false), 0)).some((t) => t.name === 'Waiting too long')).toBe(false);
  });

  it('without the rule a builder who never builds, helped by a player who keeps taking the discard, stalls the game for ever; with it the game ends', () => {
    const stalled = playOut(2, 'stall/duel', [true, true], false, 3000);
    expect(stalled.over).toBe(false);
    expect(playOut(2, 'stall/duel', [true, true], true, 3000).over).toBe(true);
  });

  it('property: adversarial stallers mixed with ordinary players, at 2 to 8 players, always finish within 3000 moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((players) => fc.tuple(fc.constant(players), fc.array(fc.boolean(), { minLength: players, maxLength: players }), fc.string({ maxLength: 8 }))),
        ([players, stallers, seed]) => {
          const r = playOut(players, `stall/${seed}`, stallers, true, 3000);
          expect(r.over).toBe(true);
        },
      ),
      { numRuns: 40, seed: 27 },
    );
  });
});

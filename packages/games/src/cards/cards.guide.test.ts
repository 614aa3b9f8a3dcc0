import { botLevels, createBot, createRandom, LevelBot, type Bot } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { table } from './fixtures.ts';
import { bestMove, rankedMoves, SHORTLIST } from './guide.ts';
import { cards } from './index.ts';
import { ROLLOUT_FROM, rolloutBot } from './rollout.ts';
import { guidedBot } from './search.ts';
import type { CardsMove } from './moves.ts';
import type { CardsState } from './state.ts';

/** Seeded positions from games the heuristic plays against a random player, at several table sizes. */
function positions(): CardsState[] {
  const out: CardsState[] = [];
  for (const players of [2, 3, 5, 8]) {
    const random = createRandom(`positions/${players}`);
    let s = cards.setup(players, { jokers: false, endStalls: true }, random);
    const bots: Bot[] = [createBot('heuristic', 'h', cards), createBot('random', 'r', cards)];
    for (let i = 0; i < 600 && cards.actors(s).length > 0; i++) {
      const seat = s.turn;
      if (i % 7 === 0) out.push(s);
      s = cards.play(s, seat, bots[seat % 2].chooseMove(cards, s, seat) as CardsMove, random);
    }
  }
  return out;
}

describe('Elemental Towers: levels, the guided search and its shortlist', () => {
  it('every level makes a bot: easy and normal the heuristic (easy with random slips), hard a search (guided-rollout); no expert', () => {
    expect(botLevels(cards).map((l) => l.level)).toEqual(['easy', 'normal', 'hard']);
    for (const { level, spec } of botLevels(cards)) {
      const bot = createBot(level, 'seed', cards);
      expect(bot).toBeInstanceOf(LevelBot);
      expect((bot as LevelBot).inner.name).toBe(spec);
    }
    expect(() => createBot('expert', 'seed', cards)).toThrow(/no expert/);
  });

  it('the shortlist keeps the heuristic’s own pick first, holds only legal moves, and never more than SHORTLIST', () => {
    const all = positions();
    expect(all.length).toBeGreaterThan(100);
    let plays = 0;
    for (const s of all) {
      const legal = cards.legalMoves(s, s.turn);
      const list = cards.candidateMoves!(s, s.turn);
      expect(list[0]).toEqual(bestMove(s, s.turn, legal));
      expect(list.length).toBeLessThanOrEqual(SHORTLIST);
      for (const m of list) expect(legal).toContainEqual(m);
      if (s.step === 'play') plays++;
    }
    expect(plays).toBeGreaterThan(20);
  });

  it('while another player still builds, the shortlist leaves out taking the discard’s top (the pile must run out to force their tower)', () => {
    const s = table({ towers: ['R5 P5 S5 W5 L5', null], hands: [['R2'], ['P2', 'P3', 'S4', 'W5', 'W6']], discard: ['LA'], step: 'draw', turnState: { plays: 2, mustDraw: 2 } });
    const legal = cards.legalMoves(s, 0);
    expect(legal).toContainEqual({ type: 'draw', from: 'discard' });
    expect(rankedMoves(s, 0, legal)).toEqual([{ type: 'draw', from: 'pile' }]);
  });

  it('Part 1: with one card of every suit in hand the heuristic lays the tower down at once (an MCTS may swap on for 80 moves)', () => {
    const s = table({ towers: [null, null], hands: [['R2', 'P3', 'S4', 'W5', 'L6'], ['P2']], discard: ['LA'] });
    expect(createBot('normal', 'n', cards).chooseMove(cards, s, 0)).toEqual({ type: 'build' });
    expect(createBot('hard', 'h', cards).chooseMove(cards, s, 0)).toEqual({ type: 'build' });
  });

  it('who wins by seat: among towers an attack would harm alike, the heuristic aims at the strongest, then the nearest seat clockwise, never by seat number', () => {
    const full = 'R5 P5 S5 W5 L5';
    // The 9 of Lizard destroys a Government or a Moat of 5 on any of the four towers alike.
    const aim = (towers: string[], seat: number) => {
      const hands = towers.map((_, i) => (i === seat ? ['L9'] : ['R2']));
      const move = bestMove(table({ towers, hands, turn: seat }), seat, cards.legalMoves(table({ towers, hands, turn: seat }), seat));
      return move.type === 'attack' ? move.target : null;
    };
    // Equal towers: the next seat clockwise (seat 3 from seat 2, seat 0 from seat 3), not the lowest seat number.
    expect(aim([full, full, full, full], 2)).toBe(3);
    expect(aim([full, full, full, full], 3)).toBe(0);
    // A damaged Foundation (which Lizard cannot reach) makes a tower weaker: the strongest is aimed at first.
    expect(aim(['R5* P5 S5 W5 L5', full, full, 'R5* P5 S5 W5 L5'], 2)).toBe(1);
  });

  it('Part 3, defending the last level: hard deflects the Rock attack that would destroy its only level with the one card strong enough; a random player mostly does not', () => {
    // Player 1 has only the Dragon (9 of Lizard) left; Player 2's 10 of Rock is on its way and would destroy it.
    // Only the Queen of Water is a stronger suit (Water beats Rock) of a rank high enough to deflect it.
    const s = table({ towers: ['- - - - L9', 'R5 P5 S5 W5 L5'], hands: [['P2', 'S3', 'WQ'], ['R3', 'P4', 'S6']], flight: [{ from: 1, to: 0, card: 'R10', suit: 'R' }] });
    const deflect: CardsMove = { type: 'deflect', card: 'WQ', attack: 1 };
    expect(cards.legalMoves(s, 0)).toContainEqual(deflect);
    expect(createBot('hard', 'hard', cards).chooseMove(cards, s, 0)).toEqual(deflect);
    let found = 0;
    for (let k = 0; k < 20; k++) if (JSON.stringify(createBot('random', `r${k}`, cards).chooseMove(cards, s, 0)) === JSON.stringify(deflect)) found++;
    expect(found).toBeLessThan(10);
  });

  it('hard searches by the guided MCTS up to 6 players and by rollouts from 7 (the tree spread over six rivals did no better than the heuristic)', () => {
    expect(ROLLOUT_FROM).toBe(7);
    for (const players of [2, 6, 7, 8]) {
      let s = cards.setup(players, { jokers: false, endStalls: true }, createRandom(`hard/${players}`));
      const random = createRandom(`hard/${players}/play`);
      // On to the first turn with a choice worth searching.
      for (let i = 0; i < 400 && cards.legalMoves(s, s.turn).length < 4; i++) s = cards.play(s, s.turn, cards.legalMoves(s, s.turn)[0], random);
      const hard = createBot('hard', 'x', cards).chooseMove(cards, s, s.turn);
      const inner = players >= ROLLOUT_FROM ? rolloutBot(cards, 'x') : guidedBot(cards, 'x', 2000);
      expect(hard, `${players} players`).toEqual(inner.chooseMove(cards, s, s.turn));
    }
  });

  it('the rollouts read only the seat’s view: other hands and the draw pile dealt differently give the same pick', () => {
    const full = 'R5 P5 S5 W5 L5';
    const spec = { players: 7, towers: ['R2 P2 S2* W2 -', full, 'R9 - S9 W9 L9', full, full, full, full], discard: ['S4'] };
    const a = table({ ...spec, hands: [['SK', 'W3', 'L4', 'R8'], ['R3', 'P4'], ['LA', 'WK'], ['P6'], ['S7'], ['W7'], ['L7']] });
    const b = table({ ...spec, hands: [['SK', 'W3', 'L4', 'R8'], ['P9', 'S10'], ['R6', 'R7'], ['L8'], ['W10'], ['PJ'], ['SQ']] });
    expect(cards.view(a, 0)).toEqual(cards.view(b, 0));
    expect(a.players[1].hand).not.toEqual(b.players[1].hand);
    expect(rolloutBot(cards, 'same').chooseMove(cards, a, 0)).toEqual(rolloutBot(cards, 'same').chooseMove(cards, b, 0));
  });
});

import { createRandom, Match, RuleError, type LogLine } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { drawAll, play, playLogged, table, towerText } from './fixtures.ts';
import { cards } from './index.ts';
import { problem } from './rules/legal.ts';
import { deckCards } from './rules/cards.ts';
import type { CardsState } from './state.ts';

const code = (s: CardsState, seat: number, move: Parameters<typeof problem>[2]) => problem(s, seat, move)?.[0] ?? null;
const defaults = cards.options.parse({});

describe('Elemental Towers: the deck and the deal', () => {
  it('the deck: five suits, ranks 2 to Ace, Jokers only with the option (two a deck), two decks for 5 to 8 players', () => {
    expect(deckCards(1, false)).toHaveLength(65);
    expect(deckCards(1, true).filter((c) => c.startsWith('J') && c.length === 2)).toEqual(['J1', 'J2']);
    const two = deckCards(2, true);
    expect(two).toHaveLength(134);
    expect(new Set(two).size).toBe(134);
    // No card id is part of another, so a view can be searched for one.
    for (const a of two) for (const b of two) if (a !== b) expect(b.includes(a)).toBe(false);
    expect(cards.playerCounts(cards.options.parse({ decks: 1 }))).toMatchObject({ min: 2, max: 4 });
    expect(cards.playerCounts(cards.options.parse({ decks: 2 }))).toMatchObject({ min: 2, max: 8 });
    expect(() => Match.create(cards, { players: 5, seed: 'x', options: { decks: 1 } })).toThrow(RuleError);
    expect(Match.create(cards, { players: 8, seed: 'x', options: { decks: 2 } }).actors()).toEqual([0]);
  });

  it('the deal: five cards each, the rest is the draw pile, the discard and Rubble piles start empty', () => {
    const s = cards.setup(4, defaults, createRandom('deal'));
    expect(s.players.map((p) => p.hand.length)).toEqual([5, 5, 5, 5]);
    expect(s.pile).toHaveLength(45);
    expect([s.discard, s.rubble, s.turn, s.step]).toEqual([[], [], 0, 'build']);
  });
});

describe('Elemental Towers: Part 1, building', () => {
  const hands = [['R5', 'R9', 'P3', 'S4', 'W6'], ['P2', 'P4', 'P5', 'P6', 'P7']];

  it('Part 1: a turn discards one card, then draws one from the draw pile', () => {
    const s = play(table({ towers: [null, null], hands, pileTop: ['L8'] }), [0, { type: 'swap', card: 'R5', from: 'pile' }]);
    expect(s.players[0].hand).toEqual(['R9', 'P3', 'S4', 'W6', 'L8']);
    expect(s.discard).toEqual(['R5']);
    expect(s.turn).toBe(1);
  });

  it('Part 1: taking from the discard pile takes the card that was on top before your discard', () => {
    const s = play(table({ towers: [null, null], hands, discard: ['L2', 'LK'] }), [0, { type: 'swap', card: 'R5', from: 'discard' }]);
    expect(s.players[0].hand).toContain('LK');
    expect(s.discard).toEqual(['L2', 'R5']);
  });

  it('Part 1: the tower may be laid only with one card of every suit', () => {
    const s = table({ towers: [null, null], hands });
    expect(cards.legalMoves(s, 0)).not.toContainEqual({ type: 'build' });
    expect(code(s, 0, { type: 'build' })).toBe('incomplete-tower');
  });

  it('Part 1: laying the tower down is a choice; a player holding a full tower may keep swapping to improve it', () => {
    const s = table({ towers: [null, null], hands: [['R5', 'P3', 'S4', 'W6', 'L2'], hands[1]], pileTop: ['LK'] });
    const legal = cards.legalMoves(s, 0);
    expect(legal).toContainEqual({ type: 'build' });
    expect(legal).toContainEqual({ type: 'swap', card: 'L2', from: 'pile' });
    const improved = play(s, [0, { type: 'swap', card: 'L2', from: 'pile' }], [1, { type: 'swap', card: 'P2', from: 'pile' }], [0, { type: 'build' }]);
    expect(towerText(improved, 0)).toBe('R5 P3 S4 W6 LK');
  });

  it('Part 1: the tower is laid Rock, Paper, Scissors, Water, Lizard from the bottom, then three cards are drawn', () => {
    const s = play(table({ towers: [null, null], hands: [['L2', 'W6', 'S4', 'P3', 'R5'], hands[1]] }), [0, { type: 'build' }]);
    expect(towerText(s, 0)).toBe('R5 P3 S4 W6 L2');
    expect([s.step, s.mustDraw, s.mayDraw]).toEqual(['draw', 3, 0]);
    expect(drawAll(s).players[0].hand).toHaveLength(3);
  });

  it('Part 1: you may not attack until you have laid down your tower, and a tower not laid down cannot be attacked', () => {
    const s = table({ towers: [null, 'R5 P5 S5 W5 L5'], hands });
    expect(code(s, 0, { type: 'attack', card: 'R5', target: 1 })).toBe('tower-not-built');
    const t = table({ towers: ['R5 P5 S5 W5 L5', null], hands: [['R2'], hands[1]] });
    expect(code(t, 0, { type: 'attack', card: 'R2', target: 1 })).toBe('bad-target');
  });

  it('When the draw pile runs out, players who have not built must lay the best tower they can, even with missing levels', () => {
    const s = table({ players: 3, towers: [null, null, 'R5 P5 S5 W5 L5'], hands: [['R5', 'R9', 'P3', 'S4', 'S2'], ['P2', 'P4', 'P5', 'P6', 'W7'], ['L2']], discard: ['WA', 'W10'], rubble: ['R2'] });
    s.pile = ['LQ'];
    const after = play(s, [0, { type: 'swap', card: 'S2', from: 'pile' }]);
    expect(after.players.map((p) => p.mustBuild)).toEqual([true, true, false]);
    // The discard pile (with the card just discarded) and the Rubble make the new draw pile.
    expect(after.pile.slice().sort()).toEqual(['R2', 'S2', 'W10', 'WA']);
    expect([after.discard, after.rubble]).toEqual([[], []]);
    expect(cards.legalMoves(after, 1)).toEqual([{ type: 'build' }]);
    expect(code(after, 1, { type: 'swap', card: 'P2', from: 'pile' })).toBe('must-build');
    const built = play(after, [1, { type: 'build' }]);
    expect(towerText(built, 1)).toBe('- P6 - W7 -');
    expect(built.players[1].hand).toEqual(['P2', 'P4', 'P5']);
    // Three cards after building, but never above the hand limit: five with the undamaged Moat, so two.
    expect([built.step, built.mustDraw, built.mayDraw]).toEqual(['draw', 2, 0]);
  });
});

describe('Elemental Towers: Part 2, attacking', () => {
  const full = 'R5 P5 S5 W5 L5';

  it('Part 2: two plays a turn, then the end-of-turn draws', () => {
    let s = table({ towers: [full, full], hands: [['R2', 'R3', 'R4'], ['P2']] });
    s = play(s, [0, { type: 'attack', card: 'R2', target: 1 }]);
    expect(s.step).toBe('play');
    s = play(s, [0, { type: 'attack', card: 'R3', target: 1 }]);
    expect(s.step).toBe('draw');
    expect(code(s, 0, { type: 'discard', card: 'R4' })).toBe('plays-done');
  });

  it('Level Bonuses, Dragon: one attack a turn, two while the Dragon is undamaged', () => {
    const hands = [['R2', 'R3', 'R4'], ['P2']];
    const once = play(table({ towers: ['R5 P5 S5 W5 L5*', full], hands }), [0, { type: 'attack', card: 'R2', target: 1 }]);
    expect(code(once, 0, { type: 'attack', card: 'R3', target: 1 })).toBe('attack-limit');
    expect(cards.legalMoves(once, 0).every((m) => m.type !== 'attack')).toBe(true);
    const twice = play(table({ towers: [full, full], hands }), [0, { type: 'attack', card: 'R2', target: 1 }]);
    expect(code(twice, 0, { type: 'attack', card: 'R3', target: 1 })).toBeNull();
  });

  it('an attack travels face up and lands at the start of the attacker’s next turn, when the attacker picks the level it hits', () => {
    let s = table({ towers: [full, full], hands: [['W9', 'R3', 'R4'], ['P2', 'P3', 'P4']] });
    s = drawAll(play(s, [0, { type: 'attack', card: 'W9', target: 1 }], [0, { type: 'discard', card: 'R3' }]));
    expect(s.flight).toEqual([{ id: 1, from: 0, to: 1, card: 'W9', suit: 'W' }]);
    expect(cards.view(s, 1).flight).toEqual(s.flight);
    s = drawAll(play(s, [1, { type: 'discard', card: 'P2' }], [1, { type: 'attack', card: 'P3', target: 0 }]));
    expect([s.turn, s.step]).toEqual([0, 'land']);
    expect(cards.legalMoves(s, 0)).toEqual([
      { type: 'land', attack: 1, level: 'R' },
      { type: 'land', attack: 1, level: 'S' },
    ]);
    s = play(s, [0, { type: 'land', attack: 1, level: 'S' }]);
    expect(towerText(s, 1)).toBe('R5 P5 - W5 L5');
    expect(s.step).toBe('play');
  });

  it('an attack that can harm only one level lands there by itself; one that can harm none falls into the Rubble', () => {
    const one = play(table({ towers: [full, 'R5 P5 - W5 -'], hands: [['R2'], ['P2']], flight: [{ from: 1, to: 0, card: 'W9', suit: 'W' }], turn: 0, step: 'draw', turnState: { mustDraw: 1 } }), [0, { type: 'draw', from: 'pile' }]);
    expect(towerText(one, 0)).toBe('R5 P5 S5 W5 L5');
    const s = table({ towers: ['R5 P5 - W5 -', full], hands: [['R2'], ['P2']], flight: [{ from: 1, to: 0, card: 'W9', suit: 'W' }], turn: 0, step: 'draw', turnState: { mustDraw: 1 } });
    const auto = play(s, [0, { type: 'draw', from: 'pile' }]);
    expect(towerText(auto, 0)).toBe('- P5 - W5 -');
    const none = play(table({ towers: ['- P5 - W5 -', full], hands: [['R2'], ['P2']], flight: [{ from: 1, to: 0, card: 'W9', suit: 'W' }], turn: 0, step: 'draw', turnState: { mustDraw: 1 } }), [0, { type: 'draw', from: 'pile' }]);
    expect(towerText(none, 0)).toBe('- P5 - W5 -');
    expect(none.rubble).toEqual(['W9']);
  });

  it('a stronger suit is needed to harm a level; a higher rank destroys it, an equal or lower rank damages it, and a damaged level falls to any stronger-suit hit (ties go to the defender)', () => {
    const hit = (tower: string, card: string, level: 'R' | 'P' | 'S' | 'W' | 'L') => {
      const s = table({ towers: [tower, full], flight: [{ from: 1, to: 0, card, suit: card[0] as 'R' }], turn: 1, step: 'land' });
      return problem(s, 1, { type: 'land', attack: 1, level }) ?? towerText(play(s, [1, { type: 'land', attack: 1, level }]), 0);
    };
    expect(hit('R7 P5 S5 W5 L5', 'P8', 'R')).toBe('- P5 S5 W5 L5');
    expect(hit('R7 P5 S5 W5 L5', 'P7', 'R')).toBe('R7* P5 S5 W5 L5');
    expect(hit('R7 P5 S5 W5 L5', 'P2', 'R')).toBe('R7* P5 S5 W5 L5');
    expect(hit('R7* P5 S5 W5 L5', 'P2', 'R')).toBe('- P5 S5 W5 L5');
    expect(hit('R7 P5 S5 W5 L5', 'SK', 'R')?.[0]).toBe('level-not-harmed');
  });

  it('discarding: one play and one discard are always allowed; two discards only when no other play is possible', () => {
    const s = play(table({ towers: [full, full], hands: [['R2', 'R3', 'R4'], ['P2']] }), [0, { type: 'discard', card: 'R2' }]);
    expect(code(s, 0, { type: 'discard', card: 'R3' })).toBe('play-available');
    expect(cards.legalMoves(s, 0).some((m) => m.type === 'discard')).toBe(false);
    const alone = play(table({ towers: [full, null], hands: [['R2', 'R3', 'R4'], ['P2']] }), [0, { type: 'discard', card: 'R2' }]);
    expect(code(alone, 0, { type: 'discard', card: 'R3' })).toBeNull();
  });
});

describe('Elemental Towers: Part 3, defending', () => {
  const full = 'R5 P5 S5 W5 L5';

  it('Part 3: a card of a stronger suit and an equal or higher rank deflects an attack; both cards go to the Rubble', () => {
    const s = table({ towers: [full, full], hands: [['R7', 'RA', 'P9', 'S6'], ['P2']], flight: [{ from: 1, to: 0, card: 'S7', suit: 'S' }] });
    expect(code(s, 0, { type: 'deflect', card: 'R7', attack: 1 })).toBeNull();
    expect(code(s, 0, { type: 'deflect', card: 'RA', attack: 1 })).toBeNull();
    expect(code(s, 0, { type: 'deflect', card: 'S6', attack: 1 })).toBe('suit-too-weak');
    expect(code(s, 0, { type: 'deflect', card: 'P9', attack: 1 })).toBe('suit-too-weak');
    const low = table({ towers: [full, full], hands: [['R6'], ['P2']], flight: [{ from: 1, to: 0, card: 'S7', suit: 'S' }] });
    expect(code(low, 0, { type: 'deflect', card: 'R6', attack: 1 })).toBe('rank-too-low');
    const after = play(s, [0, { type: 'deflect', card: 'R7', attack: 1 }]);
    expect(after.rubble).toEqual(['S7', 'R7']);
  });

  it('Part 3: you may deflect attacks on other players during your turn, but never your own attack', () => {
    const s = table({
      players: 3,
      towers: [full, full, full],
      hands: [['R9', 'R8'], ['P2'], ['P3']],
      flight: [
        { from: 1, to: 2, card: 'L4', suit: 'L' },
        { from: 0, to: 2, card: 'L5', suit: 'L' },
      ],
    });
    expect(code(s, 0, { type: 'deflect', card: 'R9', attack: 1 })).toBeNull();
    expect(code(s, 0, { type: 'deflect', card: 'R9', attack: 2 })).toBe('own-attack');
    expect(play(s, [0, { type: 'deflect', card: 'R9', attack: 1 }]).flight.map((a) => a.id)).toEqual([2]);
  });

  it('Level Bonuses, Soldiers: one deflection a turn, two while the Soldiers are undamaged', () => {
    const flight = [
      { from: 1, to: 0, card: 'L4', suit: 'L' as const },
      { from: 1, to: 0, card: 'L3', suit: 'L' as const },
    ];
    const weak = play(table({ towers: ['R5 P5 S5* W5 L5', full], hands: [['R9', 'R8', 'R7'], ['P2']], flight }), [0, { type: 'deflect', card: 'R9', attack: 1 }]);
    expect(code(weak, 0, { type: 'deflect', card: 'R8', attack: 2 })).toBe('deflect-limit');
    const strong = play(table({ towers: [full, full], hands: [['R9', 'R8', 'R7'], ['P2']], flight }), [0, { type: 'deflect', card: 'R9', attack: 1 }]);
    expect(code(strong, 0, { type: 'deflect', card: 'R8', attack: 2 })).toBeNull();
  });
});

describe('Elemental Towers: Part 4, repairing and rebuilding', () => {
  const other = 'R5 P5 S5 W5 L5';

  it('Part 4: repairing needs an undamaged Government and a card of the level’s suit; the level keeps its rank', () => {
    const s = table({ towers: ['R8 P9 S6* W7 L5', other], hands: [['S2', 'R3'], ['P2']] });
    expect(code(s, 0, { type: 'repair', card: 'R3', level: 'S' })).toBe('wrong-suit');
    expect(towerText(play(s, [0, { type: 'repair', card: 'S2', level: 'S' }]), 0)).toBe('R8 P9 S6 W7 L5');
    expect(code(s, 0, { type: 'repair', card: 'R3', level: 'R' })).toBe('level-not-damaged');
  });

  it('Part 4: a damaged Government must be repaired before any other level', () => {
    const s = table({ towers: ['R8 P9* S6* W7 L5', other], hands: [['S2', 'P3'], ['P2']] });
    expect(code(s, 0, { type: 'repair', card: 'S2', level: 'S' })).toBe('government-damaged');
    expect(towerText(play(s, [0, { type: 'repair', card: 'P3', level: 'P' }]), 0)).toBe('R8 P9 S6* W7 L5');
  });

  it('Part 4: once the Government has been destroyed it can not be repaired or rebuilt, and nothing else can be repaired', () => {
    const s = table({ towers: ['R8 - S6* W7 L5', other], hands: [['S2', 'P3'], ['P2']] });
    expect(code(s, 0, { type: 'rebuild', card: 'P3', level: 'P' })).toBe('government-gone');
    expect(code(s, 0, { type: 'repair', card: 'S2', level: 'S' })).toBe('government-gone');
  });

  it('Part 4: rebuilding a destroyed level needs an undamaged Foundation and Government; the new card brings its rank', () => {
    const hands = [['L2', 'R3'], ['P2']];
    expect(code(table({ towers: ['R8* P9 S6 W7 -', other], hands }), 0, { type: 'rebuild', card: 'L2', level: 'L' })).toBe('foundation-needed');
    expect(code(table({ towers: ['R8 P9* S6 W7 -', other], hands }), 0, { type: 'rebuild', card: 'L2', level: 'L' })).toBe('government-needed');
    expect(code(table({ towers: ['- P9 S6 W7 -', other], hands }), 0, { type: 'rebuild', card: 'R3', level: 'R' })).toBe('foundation-needed');
    expect(code(table({ towers: ['R8 P9 S6 W7 L5*', other], hands }), 0, { type: 'rebuild', card: 'L2', level: 'L' })).toBe('level-standing');
    expect(towerText(play(table({ towers: ['R8 P9 S6 W7 -', other], hands }), [0, { type: 'rebuild', card: 'L2', level: 'L' }]), 0)).toBe('R8 P9 S6 W7 L2');
  });

  it('Part 4: you can not repair and/or rebuild more than one level in the same turn', () => {
    const s = play(table({ towers: ['R8 P9 S6* W7 -', other], hands: [['S2', 'L3', 'W4'], ['P2']] }), [0, { type: 'rebuild', card: 'L3', level: 'L' }]);
    expect(code(s, 0, { type: 'repair', card: 'S2', level: 'S' })).toBe('mend-limit');
  });
});

describe('Elemental Towers: the Moat and the draws', () => {
  const other = 'R5 P5 S5 W5 L5';

  it('End of turn: draw two cards; with an undamaged Moat and fewer than five cards a third card may be drawn (never more than three)', () => {
    const noMoat = play(table({ towers: ['R5 P5 S5 - L5', other], hands: [['R2', 'R3', 'R4'], ['P2']] }), [0, { type: 'discard', card: 'R2' }], [0, { type: 'attack', card: 'R3', target: 1 }]);
    expect([noMoat.mustDraw, noMoat.mayDraw]).toEqual([2, 0]);
    const moat = play(table({ towers: [other, other], hands: [['R2', 'R3'], ['P2']] }), [0, { type: 'discard', card: 'R2' }], [0, { type: 'attack', card: 'R3', target: 1 }]);
    expect([moat.mustDraw, moat.mayDraw]).toEqual([2, 1]);
    expect(code(moat, 0, { type: 'stop' })).toBe('must-draw');
    const two = play(moat, [0, { type: 'draw', from: 'pile' }], [0, { type: 'draw', from: 'pile' }]);
    expect(cards.legalMoves(two, 0)).toContainEqual({ type: 'stop' });
    const stopped = play(two, [0, { type: 'stop' }]);
    expect([stopped.turn, stopped.players[0].hand.length]).toEqual([1, 2]);
  });

  it('End of turn: after building, cards may be drawn from the top of the discard pile', () => {
    const s = play(table({ towers: [other, other], hands: [['R2', 'R3', 'R4'], ['P2']], discard: ['W2', 'WK'] }), [0, { type: 'discard', card: 'R2' }], [0, { type: 'attack', card: 'R3', target: 1 }]);
    const after = play(s, [0, { type: 'draw', from: 'discard' }], [0, { type: 'draw', from: 'discard' }]);
    expect(after.players[0].hand).toEqual(['R4', 'R2', 'WK']);
  });

  it('Moat: while the Moat is damaged, a hand of five is kept until the next turn, and that turn ends without drawing unless the Moat is repaired', () => {
    const hand = ['R2', 'R3', 'R4', 'W6', 'P7'];
    const kept = play(table({ towers: ['R5 P5 S5 W5* L5', other], hands: [hand, ['P2']] }), [0, { type: 'discard', card: 'R2' }], [0, { type: 'attack', card: 'R3', target: 1 }]);
    expect([kept.turn, kept.players[0].hand.length]).toEqual([1, 3]);
    const repaired = play(table({ towers: ['R5 P5 S5 W5* L5', other], hands: [hand, ['P2']] }), [0, { type: 'repair', card: 'W6', level: 'W' }], [0, { type: 'attack', card: 'R3', target: 1 }]);
    expect([repaired.step, repaired.mustDraw, repaired.mayDraw]).toEqual(['draw', 2, 0]);
  });

  it('If you run out of cards in the Draw pile, shuffle the discard pile with the Rubble pile to make a new draw pile', () => {
    const s = table({ towers: [other, other], hands: [['R2', 'R3', 'R4'], ['P2']], discard: ['W2'], rubble: ['WK', 'S3'] });
    s.pile = ['L7'];
    const log: LogLine[] = [];
    const after = playLogged(log, play(s, [0, { type: 'discard', card: 'R2' }], [0, { type: 'attack', card: 'R3', target: 1 }]), [0, { type: 'draw', from: 'pile' }]);
    expect(after.players[0].hand).toEqual(['R4', 'L7']);
    expect(after.pile.slice().sort()).toEqual(['R2', 'S3', 'W2', 'WK']);
    expect([after.discard, after.rubble]).toEqual([[], []]);
    // The draw is told first, then the reshuffle it caused (4 cards: the discard pile and the Rubble).
    expect(log.slice(0, 3).map((l) => l.text)).toEqual([
      'Player 1 draws a card from the draw pile.',
      'You drew the 7 of Lizard.',
      'The draw pile ran out: the discard pile and the Rubble (4 cards) are shuffled into a new draw pile.',
    ]);
  });
});

describe('Elemental Towers: the end', () => {
  it('The winner is the last player left standing after all others have been eliminated', () => {
    const s = table({
      players: 3,
      towers: ['R5 P5 S5 W5 L5', '- - - W2 -', '- - - W3 -'],
      hands: [['R2'], ['P2'], ['P3']],
      flight: [{ from: 1, to: 2, card: 'L4', suit: 'L' }],
      turn: 0,
      step: 'draw',
      turnState: { mustDraw: 1 },
    });
    const after = play(s, [0, { type: 'draw', from: 'pile' }]);
    expect(after.players[2].out).toBe(true);
    expect(cards.outcome(after)).toBeNull();
    expect(cards.actors(after)).toEqual([1]);
    const last = play(table({ towers: ['R5 P5 S5 W5 L5', '- - - W2 -'], hands: [['R2'], ['P2']], flight: [{ from: 0, to: 1, card: 'L4', suit: 'L' }], turn: 1, step: 'draw', turnState: { mustDraw: 1 } }), [1, { type: 'draw', from: 'pile' }]);
    expect(cards.outcome(last)).toMatchObject({ winners: [0], reason: 'Player 1’s tower is the last one standing.'.replace('’', "'") });
    expect(cards.actors(last)).toEqual([]);
  });
});

describe('Elemental Towers: Jokers (option)', () => {
  const full = 'R5 P5 S5 W5 L5';

  it('Jokers: a Joker stands in for any one missing suit of a tower, at the lowest rank', () => {
    const s = play(table({ jokers: true, towers: [null, null], hands: [['R5', 'P3', 'J1', 'W6', 'L2'], ['P2']] }), [0, { type: 'build' }]);
    expect(towerText(s, 0)).toBe('R5 P3 J1 W6 L2');
  });

  it('Jokers: an attacking Joker plays as the suit its player names, at rank 0: it damages, and destroys only damaged levels', () => {
    const s = table({ jokers: true, towers: [full, 'R5 P5* S5 W5 L5'], hands: [['J1', 'R2'], ['P2']] });
    expect(code(s, 0, { type: 'attack', card: 'J1', target: 1 })).toBe('joker-needs-suit');
    expect(code(s, 0, { type: 'attack', card: 'R2', target: 1, as: 'P' })).toBe('not-a-joker');
    const sent = play(s, [0, { type: 'attack', card: 'J1', target: 1, as: 'L' }]);
    expect(sent.flight[0]).toMatchObject({ card: 'J1', suit: 'L' });
    const landP = table({ jokers: true, towers: [full, 'R5 P5* S5 W5 L5'], flight: [{ from: 0, to: 1, card: 'J1', suit: 'L' }], step: 'land' });
    expect(towerText(play(landP, [0, { type: 'land', attack: 1, level: 'P' }]), 1)).toBe('R5 - S5 W5 L5');
    expect(towerText(play(landP, [0, { type: 'land', attack: 1, level: 'W' }]), 1)).toBe('R5 P5* S5 W5* L5');
  });

  it('Jokers: a Joker repairs or rebuilds any level, and deflects only another Joker', () => {
    const s = table({ jokers: true, towers: ['R5 P5 S5* W5 -', full], hands: [['J1', 'J2'], ['P2']], flight: [{ from: 1, to: 0, card: 'R2', suit: 'R' }] });
    expect(code(s, 0, { type: 'repair', card: 'J1', level: 'S' })).toBeNull();
    expect(code(s, 0, { type: 'rebuild', card: 'J1', level: 'L' })).toBeNull();
    expect(code(s, 0, { type: 'deflect', card: 'J1', attack: 1, as: 'P' })).toBe('rank-too-low');
    const joker = table({ jokers: true, towers: [full, full], hands: [['J1'], ['P2']], flight: [{ from: 1, to: 0, card: 'J2', suit: 'R' }] });
    expect(code(joker, 0, { type: 'deflect', card: 'J1', attack: 1, as: 'P' })).toBeNull();
    expect(code(joker, 0, { type: 'deflect', card: 'J1', attack: 1, as: 'S' })).toBe('suit-too-weak');
  });
});

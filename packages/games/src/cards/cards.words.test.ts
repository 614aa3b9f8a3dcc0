import { createRandom, RuleError, type LogLine } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { playLogged, table } from './fixtures.ts';
import { cards } from './index.ts';
import type { CardsMove } from './moves.ts';
import type { CardsState } from './state.ts';

const full = 'R5 P5 S5 W5 L5';
const paths = (s: CardsState) => cards.legalMoves(s, s.turn).map((m) => cards.menuPath!(s, s.turn, m));
const pathOf = (s: CardsState, m: CardsMove) => cards.menuPath!(s, s.turn, m);
const termsOf = (s: CardsState, seat: number | null) => cards.terms!(cards.view(s, seat));
const term = (s: CardsState, seat: number | null, name: string) => termsOf(s, seat).find((t) => t.name === name)?.text;
const board = (s: CardsState, seat: number | null) => cards.renderText(cards.view(s, seat), seat);

describe('Elemental Towers: one rules path (defineRules)', () => {
  it('garbage of any shape is a RuleError, never a TypeError, and changes nothing', () => {
    const s = table({ towers: [full, full], hands: [['R2', 'R3'], ['P2']] });
    const before = JSON.stringify(s);
    for (const garbage of [null, 42, 'attack', [], {}, { type: 'attack' }, { type: 'attack', card: 'R2' }, { type: 'attack', card: 'R2', target: 'Player 2' }, { type: 'land', attack: 1, level: 'X' }, { type: 'swap', card: 'Z9', from: 'pile' }]) {
      expect(() => cards.play(s, 0, garbage as never, createRandom('garbage'))).toThrow(RuleError);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the state keeps no log: the bots’ path and play without a log give the same state as play with one', () => {
    const s = table({ towers: [full, full], hands: [['R2', 'R3'], ['P2']] });
    const move: CardsMove = { type: 'attack', card: 'R2', target: 1 };
    const quiet = cards.play(s, 0, move, createRandom('same'));
    const log: LogLine[] = [];
    const loud = cards.play(s, 0, move, createRandom('same'), log);
    const fast = cards.fast!.apply(cards.fast!.clone(s), 0, move, createRandom('same'));
    expect(loud).toEqual(quiet);
    expect(fast).toEqual(quiet);
    expect('events' in quiet).toBe(false);
    expect(log.map((l) => l.text)).toEqual(["Player 1 sends the 2 of Rock toward Player 2's tower (attack #1)."]);
  });
});

describe('Elemental Towers: the log, headline first', () => {
  it('a swap from the pile: the public headline, the drawn card named only to its drawer, the turn passing as detail', () => {
    const log: LogLine[] = [];
    playLogged(log, table({ towers: [null, null], hands: [['R5', 'P3'], ['P2']], pileTop: ['L8'] }), [0, { type: 'swap', card: 'R5', from: 'pile' }]);
    expect(log).toEqual([
      { text: 'Player 1 discards the 5 of Rock and draws a card from the draw pile.' },
      { text: 'You drew the 8 of Lizard.', to: [0] },
      { text: "Player 2's turn.", detail: true },
    ]);
  });

  it('laying a tower down: one headline, the levels one by one as detail', () => {
    const log: LogLine[] = [];
    playLogged(log, table({ towers: [null, null], hands: [['R5', 'P3', 'S4', 'W6', 'L7'], ['P2']] }), [0, { type: 'build' }]);
    expect(log.slice(0, 2)).toEqual([
      { text: 'Player 1 lays a tower down.' },
      { text: "Player 1's tower: Foundation 5 of Rock, Government 3 of Paper, Soldiers 4 of Scissors, Moat 6 of Water, Dragon 7 of Lizard.", detail: true },
    ]);
  });

  it('an attack landing by itself as its sender’s turn begins is a headline; a harmless one is detail; a fallen tower and the end are headlines', () => {
    // Player 2 ends the turn; Player 1's 9 of Lizard can harm only Player 2's Water level and lands there, destroying the last level.
    const s = table({ towers: [full, '- - - W5 -'], hands: [['R2'], []], flight: [{ from: 0, to: 1, card: 'L9', suit: 'L' }], turn: 1, step: 'draw', turnState: { mustDraw: 1 } });
    const log: LogLine[] = [];
    const after = playLogged(log, s, [1, { type: 'draw', from: 'pile' }]);
    expect(after.step).toBe('over');
    expect(log.filter((l) => !l.detail && !l.to).map((l) => l.text)).toEqual([
      'Player 2 draws a card from the draw pile.',
      "Player 1's 9 of Lizard hits Player 2's Moat (Water): destroyed.",
      "Player 2's tower has fallen: Player 2 is out.",
      'Player 1 is the last player standing and wins.',
    ]);
    const harmless = table({ towers: [full, 'R5 - S5 - -'], hands: [['R2'], ['P2']], flight: [{ from: 0, to: 1, card: 'L9', suit: 'L' }], turn: 1, step: 'draw', turnState: { mustDraw: 1 } });
    const quiet: LogLine[] = [];
    playLogged(quiet, harmless, [1, { type: 'draw', from: 'pile' }]);
    expect(quiet.find((l) => l.text.includes('harms nothing'))).toEqual({ text: "Player 1's 9 of Lizard lands on Player 2's tower and harms nothing.", detail: true });
  });
});

describe('Elemental Towers: menu paths', () => {
  it('paths read as the terminal groups them: action, then target or level, then the card', () => {
    const s = table({
      players: 3,
      towers: ['R5 P5* S5 W5 L5', full, full],
      hands: [['R7', 'P3', 'S9'], ['P2'], ['S2']],
      flight: [{ from: 2, to: 0, card: 'W9', suit: 'W' }],
    });
    expect(pathOf(s, { type: 'attack', card: 'R7', target: 1 })).toEqual(['Attack', 'Player 2', 'with the 7 of Rock']);
    expect(pathOf(s, { type: 'repair', card: 'P3', level: 'P' })).toEqual(['Repair', 'your Government (Paper)', 'with the 3 of Paper']);
    expect(pathOf(s, { type: 'deflect', card: 'S9', attack: 1 })).toEqual(['Deflect', "Player 3's 9 of Water at you (#1)", 'with the 9 of Scissors']);
    expect(pathOf(s, { type: 'discard', card: 'R7' })).toEqual(['Discard', 'the 7 of Rock']);
    const building = table({ towers: [null, null], hands: [['L4', 'R6'], ['P2']], discard: ['W9'] });
    expect(pathOf(building, { type: 'swap', card: 'L4', from: 'pile' })).toEqual(['Swap', 'discard the 4 of Lizard', 'draw from the pile']);
    expect(pathOf(building, { type: 'swap', card: 'L4', from: 'discard' })).toEqual(['Swap', 'discard the 4 of Lizard', 'take the 9 of Water from the discard pile']);
    const drawing = table({ towers: [full, full], hands: [['R2'], ['P2']], discard: ['W9'], step: 'draw', turnState: { mayDraw: 1 } });
    expect(paths(drawing)).toEqual([['Draw from the draw pile'], ['Take the 9 of Water from the discard pile'], ['Stop drawing']]);
    const landing = table({ towers: [full, full], hands: [['R2'], ['P2']], flight: [{ from: 0, to: 1, card: 'L8', suit: 'L' }], step: 'land' });
    expect(paths(landing)).toEqual([
      ['Land your 8 of Lizard', "on Player 2's Government (Paper)"],
      ['Land your 8 of Lizard', "on Player 2's Moat (Water)"],
    ]);
  });

  it('twin cards (two decks, two Jokers) are told apart by their codes', () => {
    const s = table({ decks: 2, jokers: true, towers: [full.replace(/5/g, '5a'), full.replace(/5/g, '5b')], hands: [['R7a', 'R7b', 'J1', 'J2'], ['P2a']] });
    expect(pathOf(s, { type: 'attack', card: 'R7a', target: 1 })).toEqual(['Attack', 'Player 2', 'with the 7 of Rock (R7a)']);
    expect(pathOf(s, { type: 'attack', card: 'J2', target: 1, as: 'S' })).toEqual(['Attack', 'Player 2', 'with a Joker J2 (as Scissors)']);
    expect(cards.describeMove(s, 0, { type: 'discard', card: 'R7b' })).toBe('Discard the 7 of Rock (R7b)');
  });

  it('every legal move of thousands of positions has its own full path, none the beginning of another', () => {
    const setups = [
      { players: 2, options: {} },
      { players: 3, options: { jokers: true } },
      { players: 6, options: { jokers: true } },
      { players: 3, options: { decks: 2, jokers: true } },
    ];
    let positions = 0;
    for (let g = 0; g < 24; g++) {
      const { players, options } = setups[g % setups.length];
      const random = createRandom(`paths/${g}`);
      let s = cards.setup(players, cards.options.parse(options), random);
      for (let step = 0; step < 3000 && s.step !== 'over'; step++) {
        const moves = cards.legalMoves(s, s.turn);
        const keys = moves.map((m) => cards.menuPath!(s, s.turn, m).join('\u0001'));
        expect(new Set(keys).size).toBe(keys.length);
        for (const a of keys) for (const b of keys) if (a !== b && b.startsWith(`${a}\u0001`)) throw new Error(`${a} begins ${b}`);
        positions++;
        s = cards.fast!.apply(s, s.turn, moves[random.int(moves.length)], random);
      }
    }
    expect(positions).toBeGreaterThan(3000);
  });
});

describe('Elemental Towers: the board and its words', () => {
  it('the board ends with a legend of its codes, says "1 card", and shows an attacking Ace’s rank of 1', () => {
    const s = table({ towers: ['R5 P5* S5 W5 -', null], hands: [['R2', 'R3'], ['P2']], flight: [{ from: 0, to: 1, card: 'LA', suit: 'L' }] });
    const text = board(s, 0).split('\n');
    expect(text).toContain('Player 2: building · 1 card');
    expect(text).toContain('In flight #1 Player 1 → Player 2: LA (attacks as 1)');
    expect(text).toContain('Player 1 (you): R:R5 P:P5(dmg) S:S5 W:W5 L:-- · hand R2 R3 · hand limit 5');
    expect(text).toContain('This turn: attacks 0 of 1 · deflections 0 of 2 · repairs or rebuilds 0 of 1');
    expect(text.slice(-2)).toEqual([
      'Cards: a suit letter (R Rock, P Paper, S Scissors, W Water, L Lizard) then a rank (2 to 10, J Jack, Q Queen, K King, A Ace).',
      'Towers bottom to top: R: Foundation, P: Government, S: Soldiers, W: Moat, L: Dragon; (dmg) damaged; -- destroyed or never built; #n an attack in flight, sender → target, landing at the start of the sender’s next turn.',
    ]);
    const early = board(table({ decks: 2, jokers: true, towers: [null, null], hands: [['R2a'], ['P2a']] }), 0).split('\n');
    expect(early.at(-1)).toBe('Cards: a suit letter (R Rock, P Paper, S Scissors, W Water, L Lizard) then a rank (2 to 10, J Jack, Q Queen, K King, A Ace); then a or b: which deck; J and a number: a Joker.');
  });

  it('the board says whose turn and the piles in one line, the other players and the attacks in flight share lines while short', () => {
    const s = table({ players: 3, towers: ['R5 P5 S5 W5 L5', null, null], hands: [['R2'], ['P2'], ['S2']], flight: [{ from: 0, to: 1, card: 'L9', suit: 'L' }, { from: 0, to: 2, card: 'W9', suit: 'W' }] });
    const text = board(s, 0).split('\n');
    expect(text[0]).toMatch(/^Elemental Towers: Player 1 to .*\. Draw pile \d+ · Discard 0 · Rubble 0$/);
    expect(text).toContain('Player 2: building · 1 card  │  Player 3: building · 1 card');
    expect(text).toContain('In flight #1 Player 1 → Player 2: L9 · #2 Player 1 → Player 3: W9');
  });

  it('terms: the suits, the five levels with this seat’s numbers now, and every card code the board draws', () => {
    const s = table({ jokers: true, towers: ['R5 P5 S5* W5* L5', 'RK P9 S2 W3 L4'], hands: [['RA', 'J1'], ['P2']], discard: ['W9'], flight: [{ from: 1, to: 0, card: 'PA', suit: 'P' }] });
    expect(term(s, 0, 'Rock')).toBe('Rock (R) beats Scissors and Lizard; Paper and Water beat it. A stronger suit harms a level and deflects an attack of a weaker one. Its level is the Foundation.');
    expect(term(s, 0, 'Moat')).toContain('You may hold 3 now. Yours is damaged.');
    expect(term(s, 0, 'Dragon')).toContain('You may attack twice a turn now.');
    expect(term(s, 0, 'Soldiers')).toContain('You may deflect 1 a turn now.');
    expect(term(s, null, 'Moat')).not.toContain('Yours');
    expect(term(s, 0, 'Joker')).toContain('lowest in rank (0)');
    expect(term(s, 0, 'RA')).toBe('In your hand: the Ace of Rock, rank 14 in a tower or deflecting, 1 attacking. Rock beats Scissors and Lizard: it harms those levels and deflects those attacks ranked 14 or lower. It repairs or rebuilds the Foundation.');
    expect(term(s, 0, 'RK')).toBe("The King of Rock, rank 13, Player 2's Foundation: no attack outranks it: a Paper or Water attack only damages it.");
    expect(term(s, 0, 'S5')).toBe("The 5 of Scissors, rank 5, Player 1's Soldiers: damaged, it gives no bonus and any Rock or Water attack destroys it.");
    expect(term(s, 0, 'PA')).toBe(
      "Attack #1, Player 2's Ace of Paper at Player 1, attacking as rank 1. It lands at the start of Player 2's next turn on a Rock or Water level. A Scissors or Lizard card ranked 1 or higher deflects it.",
    );
    expect(term(s, 0, 'W9')).toContain('on top of the discard pile');
    // Every code the board draws is a term, and no term names a card this seat cannot see.
    const names = new Set(termsOf(s, 0).map((t) => t.name));
    for (const code of ['RA', 'J1', 'R5', 'P5', 'S5', 'W5', 'L5', 'RK', 'P9', 'S2', 'W3', 'L4', 'W9', 'PA', '(dmg)', 'R: P: S: W: L:', 'In flight', 'Card codes']) expect(names).toContain(code);
    expect(names.has('P2')).toBe(false);
    expect(termsOf(s, 1).some((t) => t.name === 'RA' || t.name === 'J1')).toBe(false);
  });
});

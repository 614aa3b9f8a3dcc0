import { createRandom, isRuleError, Match, type RuleError } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { coins } from './index.ts';
import type { Move } from './moves.ts';
import { N } from './rules/settings.ts';
import type { CoinsState } from './state.ts';
import { makeState, scripted, playLogged } from './testing.ts';

const r0 = () => scripted('');

describe('options and seats', () => {
  it('{} parses to the duel at normal difficulty', () => {
    expect(coins.options.parse({})).toEqual(coins.options.parse({ mode: 'duel', difficulty: 'normal' }));
  });

  it('player counts and seat names follow the mode', () => {
    expect(coins.playerCounts(coins.options.parse({ mode: 'duel', difficulty: 'normal' }))).toEqual({ min: 2, max: 2 });
    expect(coins.playerCounts(coins.options.parse({ mode: 'solo-attacker', difficulty: 'easy' }))).toEqual({ min: 1, max: 1 });
    expect(coins.playerCounts(coins.options.parse({ mode: 'crusade', difficulty: 'normal' }))).toEqual({ min: 2, max: 4 });
    expect(coins.seatName(2, coins.options.parse({ mode: 'duel', difficulty: 'normal' }), 0)).toBe('Attacker');
    expect(coins.seatName(2, coins.options.parse({ mode: 'duel', difficulty: 'normal' }), 1)).toBe('Defender');
    expect(coins.seatName(1, coins.options.parse({ mode: 'solo-defender', difficulty: 'normal' }), 0)).toBe('Defender');
    expect(coins.seatName(3, coins.options.parse({ mode: 'crusade', difficulty: 'normal' }), 2)).toBe('Player 3');
  });

  it('the duel starts with the seed\'s setup and the Attacker\'s first toss', () => {
    const s = coins.setup(2, coins.options.parse({}), scripted('TTT'));
    const r = s.realms[0];
    expect([r.castle, r.garrison, r.reinforcements, r.supply, r.lap, r.turn]).toEqual([8, [3, 0, 0], [1, 1, 1], [2, 5, 5], 0, 1]);
    expect(r.path.slice(0, 3)).toEqual([[5], [2], [1]]);
    expect(r.path).toHaveLength(N);
    expect([s.seat, s.phase, s.toss]).toEqual([0, 'attack', [1, 2, 5]]);
  });
});

describe('illegal moves', () => {
  const cases: [string, CoinsState, number, Move, string][] = [
    ['not-your-turn', makeState({ free: [1, 5] }), 1, { type: 'endToss' }, 'not-your-turn'],
    ['wrong phase', makeState({ free: [1, 5] }), 0, { type: 'stop' }, 'wrong-phase'],
    ['no soldier there', makeState({ free: [1, 5] }), 0, { type: 'advance', map: 0, square: 4, level: 0, steps: 1 }, 'no-such-soldier'],
    ['no such square', makeState({ free: [1, 5] }), 0, { type: 'advance', map: 0, square: N + 1, level: 0, steps: 1 }, 'no-such-square'],
    ['no such map', makeState({ free: [1, 5], path: { 4: '1' } }), 0, { type: 'advance', map: 3, square: 4, level: 0, steps: 5 }, 'no-such-square'],
    ['blocked', makeState({ free: [2, 2], path: { 2: '2' } }), 0, { type: 'place', value: 2, square: 2 }, 'square-blocked'],
    ['coins missing', makeState({ free: [1, 5], path: { 4: '2' } }), 0, { type: 'advance', map: 0, square: 4, level: 0, steps: 5 }, 'no-matching-coins'],
    ['one coin for two', makeState({ free: [5, 1] }), 0, { type: 'place', value: 5, square: 5 }, 'no-matching-coins'],
    ['supply empty', makeState({ free: [1, 5], supply: [5, 5, 0] }), 0, { type: 'place', value: 5, square: 1 }, 'supply-empty'],
    ['not enough damage', makeState({ phase: 'damage', seat: 1, damage: 4, path: { 3: '5', 6: '2' } }), 1, { type: 'hit', map: 0, square: 3 }, 'not-enough-damage'],
    ['hit an empty square', makeState({ phase: 'damage', seat: 1, damage: 4, path: { 6: '2' } }), 1, { type: 'hit', map: 0, square: 3 }, 'no-such-soldier'],
    ['after turn 7', makeState({ turn: 8, free: [1, 5], path: { 6: '2' } }), 0, { type: 'place', value: 1, square: 5 }, 'no-new-soldiers-after-turn-7'],
    ['moved already', makeState({ free: [1, 5], path: { 6: '1m' } }), 0, { type: 'advance', map: 0, square: 6, level: 0, steps: 5 }, 'already-moved'],
    ['role outside Crusade', makeState({ free: [1, 5] }), 0, { type: 'role', role: 'attacker' }, 'wrong-phase'],
    ['another player\'s soldier', makeState({ mode: 'crusade', free: [2, 1], realms: [{}, { path: { 3: '2@1' } }] }), 0, { type: 'advance', map: 1, square: 3, level: 0, steps: 1 }, 'not-your-soldier'],
    ['game over', { ...makeState({}), phase: 'over', seat: -1, winners: [0], ending: 'castle' }, 0, { type: 'endToss' }, 'game-over'],
  ];
  for (const [name, state, seat, move, code] of cases) {
    it(`${name}: RuleError ${code}, state unchanged`, () => {
      const before = JSON.stringify(state);
      let error: unknown;
      try {
        coins.play(state, seat, move, r0());
      } catch (e) {
        error = e;
      }
      expect(isRuleError(error)).toBe(true);
      expect((error as RuleError).code).toBe(code);
      expect((error as RuleError).message).toMatch(/^[A-Z].*[.)]$/);
      expect(JSON.stringify(state)).toBe(before);
    });
  }
});

describe('garbage', () => {
  it('play refuses anything that is not a move with RuleError bad-move, never a TypeError, and changes nothing', () => {
    const s = makeState({ free: [1, 5], path: { 4: '1' } });
    const before = JSON.stringify(s);
    for (const junk of [null, 42, 'endToss', [], {}, { type: 'advance' }, { type: 'advance', map: 0, square: 4, level: 0, steps: 3 }, { type: 'hit', map: 'x', square: 1 }]) {
      let error: unknown;
      try {
        coins.play(s, 0, junk as Move, r0());
      } catch (e) {
        error = e;
      }
      expect(isRuleError(error), JSON.stringify(junk)).toBe(true);
      expect((error as RuleError).code).toBe('bad-move');
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});

/** A random game through `play`, and the same choices through `fast`, compared at every step. */
function agreement(players: number, options: unknown, seed: string): number {
  const o = coins.options.parse(options);
  const start = coins.setup(players, o, createRandom(seed));
  let pure = start;
  let own = coins.fast!.clone(start);
  const rp = createRandom(`${seed}/moves`);
  const rf = createRandom(`${seed}/moves`);
  const chooser = createRandom(`${seed}/choices`);
  let steps = 0;
  while (coins.actors(pure).length > 0) {
    const seat = coins.actors(pure)[0];
    const legal = coins.legalMoves(pure, seat);
    expect(coins.fast!.legalMoves(own, seat)).toEqual(legal);
    // Deduplicated, and every listed move is one play accepts.
    expect(new Set(legal.map((m) => JSON.stringify(m))).size).toBe(legal.length);
    for (const m of legal) expect(() => coins.play(pure, seat, m, createRandom('try'))).not.toThrow();
    const move = legal[chooser.int(legal.length)];
    pure = coins.play(pure, seat, move, rp);
    own = coins.fast!.apply(own, seat, move, rf);
    expect(own).toEqual(pure);
    steps++;
  }
  return steps;
}

describe('the fast path', () => {
  it('fast and play agree move by move in every mode', () => {
    const tables: [number, unknown][] = [
      [2, {}],
      [1, coins.options.parse({ mode: 'solo-defender', difficulty: 'easy' })],
      [1, coins.options.parse({ mode: 'solo-attacker', difficulty: 'heroic' })],
      [2, { mode: 'crusade' }],
      [4, { mode: 'crusade' }],
    ];
    for (const [players, options] of tables) for (let i = 0; i < 4; i++) expect(agreement(players, options, `agree-${i}`)).toBeGreaterThan(0);
  });

  it('same seed and moves give identical states', () => {
    const play = () => {
      const m = Match.create(coins, { players: 3, options: { mode: 'crusade' }, seed: 'same' });
      const chooser = createRandom('same-choices');
      while (!m.outcome()) {
        const seat = m.actors()[0];
        const legal = m.legalMoves(seat);
        m.play(seat, legal[chooser.int(legal.length)]);
      }
      return JSON.stringify(m.state);
    };
    expect(play()).toBe(play());
  });
});

describe('evaluate', () => {
  it('gives each seat a value in [0, 1], and the winners 1 at the end', () => {
    for (const [players, options] of [
      [2, {}],
      [1, { mode: 'solo-defender' }],
      [1, { mode: 'solo-attacker' }],
      [3, { mode: 'crusade' }],
    ] as const) {
      const m = Match.create(coins, { players, options, seed: 'evaluate' });
      const chooser = createRandom('evaluate-choices');
      while (!m.outcome()) {
        const values = coins.evaluate!(m.state as CoinsState);
        expect(values).toHaveLength(players);
        for (const v of values) expect(v >= 0 && v <= 1).toBe(true);
        const seat = m.actors()[0];
        const legal = m.legalMoves(seat);
        m.play(seat, legal[chooser.int(legal.length)]);
      }
      const end = coins.evaluate!(m.state as CoinsState);
      for (let seat = 0; seat < players; seat++) expect(end[seat]).toBe(m.outcome()!.winners.includes(seat) ? 1 : 0);
    }
  });

  it('a soldier next to a weak castle favours the Attacker', () => {
    const near = coins.evaluate!(makeState({ castle: 3, path: { [N]: '5' } }));
    const far = coins.evaluate!(makeState({ castle: 8, turn: 8, path: { 1: '1' } }));
    expect(near[0]).toBeGreaterThan(0.5);
    expect(far[1]).toBeGreaterThan(0.5);
  });
});

describe('words', () => {
  it('describeMove says what a move does', () => {
    const attack = makeState({ free: [5, 1, 2, 5], path: { 3: '2' } });
    expect(coins.describeMove(attack, 0, { type: 'place', value: 5, square: 1 })).toBe('Place a new 5c soldier on square 1 (coins 5 + 1)');
    expect(coins.describeMove(attack, 0, { type: 'advance', map: 0, square: 3, level: 0, steps: 5 })).toBe('Move the 2c soldier on square 3 forward 5 squares (coins 2 + 5)');
    const carry = makeState({ free: [5, 1], path: { [N]: '5 1' } });
    expect(coins.describeMove(carry, 0, { type: 'advance', map: 0, square: N, level: 0, steps: 1 })).toBe(
      `Move the 5c soldier at the bottom of square ${N} forward 1 square, carrying 1 soldier (coins 5 + 1): it reaches the castle`,
    );
    const defend = makeState({ phase: 'defend', seat: 1, damage: 4, tosses: 2 });
    expect(coins.describeMove(defend, 1, { type: 'tossAgain' })).toBe('Toss the garrison a last time (total so far 4)');
    expect(coins.describeMove({ ...defend, tosses: 1 }, 1, { type: 'tossAgain' })).toBe('Toss the garrison again (total so far 4)');
    expect(coins.describeMove(defend, 1, { type: 'stop' })).toBe('Stop tossing and inflict 4 damage');
    const damage = makeState({ phase: 'damage', seat: 1, damage: 4, path: { 7: '2 1' } });
    expect(coins.describeMove(damage, 1, { type: 'hit', map: 0, square: 7 })).toBe('Wound the 1c soldier on top of square 7 (costs 1, 3 damage left)');
  });

  it('the log: a headline for the move, one for what followed, then every automatic step as detail', () => {
    const s = makeState({ free: [], tossesLeft: 0, castle: 8, path: { [N]: '2', 3: '1' } });
    const { lines } = playLogged(s, 0, { type: 'endToss' }, scripted('THT'));
    expect(lines).toEqual([
      { text: 'Attacker ends the last toss of the turn' },
      { text: "The castle 8 → 6 HP; Defender's garrison toss 1: 1c tails, 1c heads, 1c tails (2 damage)" },
      { text: 'The Attacker takes a 1c coin from the lap counter: 4 reinforcement coins now.', detail: true },
      { text: 'Every soldier marches 1 square.', detail: true },
      { text: 'The 2c soldier reaches the castle: 2 damage (6 HP left).', detail: true },
      { text: 'The Defender tosses the garrison (toss 1): 1c tails, 1c heads, 1c tails: +2 (total 2).', detail: true },
    ]);
  });

  it('headlines say what moved and what it hit', () => {
    const place = playLogged(makeState({ free: [5, 2, 1, 1] }), 0, { type: 'place', value: 5, square: 2 }, scripted(''));
    expect(place.lines[0]).toEqual({ text: 'Attacker places a 5c soldier on square 2 (coins 5 + 2)' });
    const strike = playLogged(makeState({ free: [5, 2, 1, 1], castle: 8, path: { [N - 1]: '5' } }), 0, { type: 'advance', map: 0, square: N - 1, level: 0, steps: 2 }, scripted(''));
    expect(strike.lines[0]).toEqual({ text: `Attacker moves the 5c on square ${N - 1} forward 2 and strikes the castle 8 → 3 HP` });
    const shot = playLogged(makeState({ phase: 'damage', seat: 1, damage: 4, path: { 5: '2', 8: '1' } }), 1, { type: 'hit', map: 0, square: 5 }, scripted(''));
    expect(shot.lines.filter((l) => !l.detail).map((l) => l.text)).toEqual(['Defender wounds the 2c on square 5']);
  });

  it('menu paths: the action, then each choice, in words', () => {
    const attack = makeState({ free: [5, 1, 2, 5], path: { 4: '5 5m' } });
    expect(coins.menuPath!(attack, 0, { type: 'place', value: 5, square: 1 })).toEqual(['Place a new soldier', '5c', 'on square 1']);
    expect(coins.menuPath!(attack, 0, { type: 'advance', map: 0, square: 4, level: 0, steps: 2 })).toEqual(['Move a soldier', 'the 5c at the bottom of square 4', 'forward 2']);
    expect(coins.menuPath!(attack, 0, { type: 'endToss' })).toEqual(['End this toss']);
    const damage = makeState({ phase: 'damage', seat: 1, damage: 4, path: { 7: '2 1w', 3: '1' } });
    expect(coins.menuPath!(damage, 1, { type: 'hit', map: 0, square: 7 })).toEqual(['Kill', 'the wounded 1c on square 7']);
    expect(coins.menuPath!(damage, 1, { type: 'hit', map: 0, square: 3 })).toEqual(['Wound', 'the 1c on square 3']);
    const defend = makeState({ phase: 'defend', seat: 1, damage: 4, tosses: 1 });
    expect(coins.legalMoves(defend, 1).map((m) => coins.menuPath!(defend, 1, m))).toEqual([['Toss the garrison again'], ['Stop with 4 damage']]);
  });

  it('terms explain every word and code of the board with the numbers of the position', () => {
    const defend = makeState({ phase: 'defend', seat: 1, damage: 4, tosses: 1, castle: 6, garrison: [1, 2, 2] });
    const terms = coins.terms!(coins.view(defend, 1));
    const text = (name: string) => terms.find((t) => t.name === name)?.text ?? '';
    for (const name of ['Attacker', 'Defender', 'Garrison', 'Reinforcement', 'Lap Counter', 'Supply', 'critical failure', 'critical success', 'wound', 'evolve', 'march', '5c', '(5c)', '▸', 'HP', '(used)']) {
      expect(text(name), name).not.toBe('');
    }
    expect(text('Defender')).toContain('2 tosses left this turn');
    expect(text('Garrison')).toContain('1c 2c 2c');
    expect(text('HP')).toContain('6 now');
    const unlimited = coins.terms!(coins.view(makeState({ garrisonTosses: 'unlimited' }), 0));
    expect(unlimited.find((t) => t.name === 'Defender')!.text).toContain('no limit on tosses');
  });

  it('the board ends with a key of its codes, and says "no new soldiers since turn 8" from turn 8', () => {
    const early = coins.renderText(coins.view(makeState({ free: [1, 5] }), 0), 0).split('\n');
    expect(early.at(-2)).toMatch(/^Key: 5c .*\(5c\) wounded.*▸/);
    expect(early.join('\n')).toContain('new soldiers until turn 7');
    const late = coins.renderText(coins.view(makeState({ turn: 10, free: [1, 5], path: { 3: '2' } }), 0), 0);
    expect(late).toContain('no new soldiers since turn 8');
    expect(late).not.toContain('until turn 7');
  });

  it('solo lost to the rules: no seat wins and the outcome names the side that did', () => {
    const fallen = { ...makeState({ mode: 'solo-defender' }), phase: 'over' as const, seat: -1, ending: 'castle' as const };
    expect(coins.outcome(fallen)).toEqual({ winners: [], reason: 'The castle has fallen: the Attacker wins.', automatonWinner: 'the Attacker' });
    const cleared = { ...makeState({ mode: 'solo-attacker' }), phase: 'over' as const, seat: -1, ending: 'cleared' as const };
    expect(coins.outcome(cleared)).toMatchObject({ winners: [], automatonWinner: 'the Defender' });
    const won = { ...makeState({ mode: 'solo-attacker' }), phase: 'over' as const, seat: -1, ending: 'castle' as const, winners: [0] };
    expect(coins.outcome(won)).toEqual({ winners: [0], reason: 'The castle has fallen: the Attacker wins.' });
  });

  it('the board draws the pathway in one line from the start to the castle: stacks bottom first, empty runs as one', () => {
    const text = coins.renderText(coins.view(makeState({ path: { 2: '5 2w', 3: '1', 7: '2' } }), 0), 0).split('\n');
    expect(text[1]).toBe('start · 1 · 2:5c▸(2c) · 3:1c · 4…6 · 7:2c · 8…12 · castle 8 HP');
    expect(text.at(-1)).toContain('4…9 empty squares');
  });

  it('the board fits a terminal: under 25 lines per map', () => {
    const duel = coins.setup(2, coins.options.parse({}), createRandom('board'));
    const text = coins.renderText(coins.view(duel, 0), 0);
    expect(text.split('\n').length).toBeLessThanOrEqual(25);
    expect(text).toContain('castle 8 HP');
    expect(text).toContain('Now: Attacker pairs two free tails-up coins');
    const ring = coins.setup(4, coins.options.parse({ mode: 'crusade' }), createRandom('board'));
    expect(coins.renderText(coins.view(ring, null), null).split('\n').length).toBeLessThanOrEqual(25);
  });

  it('the view tells whose turn, the phase, the toss coin by coin and the damage', () => {
    const s = makeState({ free: [1], toss: [1, 5, -2], path: { 3: '2' } });
    s.free = [1, 0, 0]; // the 5c and another coin were used
    const v = coins.view(s, 1);
    expect([v.toAct, v.phase, v.role, v.turn, v.you]).toEqual([0, 'attack', 'attacker', 1, 1]);
    expect(v.toss).toEqual([
      { value: 1, face: 'tails', used: false },
      { value: 5, face: 'tails', used: true },
      { value: 2, face: 'heads', used: false },
    ]);
    expect(v.maps[0].squares[2]).toEqual([{ value: 2, wounded: false, owner: 0, moved: false }]);
  });
});

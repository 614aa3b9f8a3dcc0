import { describe, expect, it } from 'vitest';
// The games of Ramparts, for tests only: the engine itself depends on no game.
import { findGame as findRegistryGame, games as registry } from '@ramparts/games';
import { RuleError, ensure, isRuleError } from './errors.ts';
import type { AnyGame, Game, Seat } from './game.ts';
import { Match, parseOptions } from './match.ts';
import { createRandom, type Random } from './random.ts';
import { loadRecord, RECORD_FORMAT } from './record.ts';
import { defineRules } from './rules.ts';
import { coinCall, diceNim, hiddenHands, nimRules, type NimMove, type NimOptions, type NimState } from './testkit/toys.ts';

const games: AnyGame[] = [diceNim, coinCall, hiddenHands];
const find = (id: string) => games.find((g) => g.id === id);
const nim = (seed = 'm', options: Partial<NimOptions> = {}, players = 2) => Match.create(diceNim, { players, options, seed });

/** Expects a RuleError with this code, and the match exactly as it was. */
function refuses(match: Match, code: string, act: () => unknown): void {
  const before = JSON.stringify(match.state);
  const moves = match.moveCount;
  let error: unknown;
  try {
    act();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RuleError);
  expect((error as RuleError).code).toBe(code);
  expect(JSON.stringify(match.state)).toBe(before);
  expect(match.moveCount).toBe(moves);
}

describe('RuleError', () => {
  it('carries a code and a message, and ensure throws it', () => {
    const e = new RuleError('bad-move', 'No.');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('RuleError');
    expect(isRuleError(e)).toBe(true);
    expect(isRuleError(new TypeError('x'))).toBe(false);
    expect(() => ensure(false, 'nope', 'Not allowed.')).toThrow(RuleError);
    expect(() => ensure(1, 'nope', 'Fine.')).not.toThrow();
  });
});

describe('Match: refused requests change nothing', () => {
  it('refuses a seat that is not to move', () => {
    const m = nim();
    refuses(m, 'not-your-turn', () => m.play(1, { type: 'take', n: 1 }));
  });

  it('refuses malformed and illegal moves', () => {
    const m = nim('m', { stones: 2 });
    refuses(m, 'bad-move', () => m.play(0, { type: 'take', n: 'two' }));
    refuses(m, 'bad-move', () => m.play(0, null));
    refuses(m, 'bad-move', () => m.play(0, { type: 'fly' }));
    refuses(m, 'bad-move', () => m.play(0, { type: 'take', n: 3 }));
    refuses(m, 'bad-move', () => m.play(0, { type: 'take', n: 0 }));
  });

  it('refuses seats that do not exist', () => {
    const m = nim();
    for (const seat of [2, -1, 0.5, NaN]) refuses(m, 'no-such-seat', () => m.play(seat, { type: 'take', n: 1 }));
    refuses(m, 'no-such-seat', () => m.view(7));
    refuses(m, 'no-such-seat', () => m.legalMoves(-1));
    refuses(m, 'no-such-seat', () => m.undo(3));
  });

  it('refuses every move once the game is over', () => {
    const m = nim('m', { stones: 3, dice: false });
    m.play(0, { type: 'take', n: 3 });
    expect(m.outcome()?.winners).toEqual([0]);
    expect(m.actors()).toEqual([]);
    expect(m.legalMoves(1)).toEqual([]);
    refuses(m, 'game-over', () => m.play(1, { type: 'take', n: 1 }));
    refuses(m, 'game-over', () => m.play(0, { type: 'take', n: 1 }));
  });

  it('refuses bad setups', () => {
    expect(() => Match.create(diceNim, { players: 1, seed: 's' })).toThrow(expect.objectContaining({ code: 'bad-player-count' }));
    expect(() => Match.create(diceNim, { players: 2.5, seed: 's' })).toThrow(expect.objectContaining({ code: 'bad-player-count' }));
    expect(() => Match.create(diceNim, { players: 2, options: { stones: 0 }, seed: 's' })).toThrow(expect.objectContaining({ code: 'bad-options' }));
  });

  it('rewinds the generator when play throws after drawing', () => {
    // A variant that rolls first and then finds the roll not allowed on a pile of one.
    const picky: Game<NimState, NimMove, NimOptions, NimState> = {
      ...diceNim,
      play(s, seat, move, random) {
        if (move.type === 'roll' && s.pile === 1) {
          random.die(6);
          throw new RuleError('bad-move', 'No rolling for the last stone.');
        }
        return diceNim.play(s, seat, move, random);
      },
    };
    const a = Match.create(picky, { players: 2, options: { stones: 8 }, seed: 'rewind' });
    const b = Match.create(picky, { players: 2, options: { stones: 8 }, seed: 'rewind' });
    a.play(0, { type: 'take', n: 3 });
    a.play(1, { type: 'take', n: 3 });
    a.play(0, { type: 'take', n: 1 });
    b.play(0, { type: 'take', n: 3 });
    b.play(1, { type: 'take', n: 3 });
    b.play(0, { type: 'take', n: 1 });
    refuses(a, 'bad-move', () => a.play(1, { type: 'roll' }));
    a.play(1, { type: 'take', n: 1 });
    b.play(1, { type: 'take', n: 1 });
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(a.record()).toEqual(b.record());
  });
});

describe('Match: a game that throws halfway through a move leaves the match as it was', () => {
  /** A bug the test sets off once: the next call of the broken part throws. */
  const trap = { armed: false };
  const spring = (message: string) => {
    if (!trap.armed) return;
    trap.armed = false;
    throw new Error(message);
  };

  /** `game` and the sound Dice Nim play the same moves; after `game` throws on `move`, both go on identically. */
  function untouched(game: AnyGame, move: NimMove, message: RegExp): void {
    const a = Match.create(game, { players: 2, options: { stones: 12 }, seed: 'half' });
    const b = Match.create(diceNim, { players: 2, options: { stones: 12 }, seed: 'half' });
    for (const m of [a, b]) {
      m.play(0, { type: 'roll' });
      m.play(1, { type: 'take', n: 1 });
    }
    trap.armed = true;
    expect(() => a.play(0, move)).toThrow(message);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(a.moveCount).toBe(2);
    expect(a.log(null)).toEqual(b.log(null));
    expect(a.canUndo(1)).toBe(true);
    // The generator was rewound: a roll after the throw rolls the same in both.
    a.play(0, move);
    b.play(0, move);
    a.play(1, { type: 'roll' });
    b.play(1, { type: 'roll' });
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(a.record()).toEqual(b.record());
    expect(a.log(null)).toEqual(b.log(null));
  }

  it('when the words of the move throw (after the rules drew the die)', () => {
    const wordless: AnyGame = {
      ...diceNim,
      ...defineRules({
        ...nimRules,
        words: (events, before, seat, move, after) => {
          spring('no words for this roll');
          return nimRules.words(events, before, seat, move, after);
        },
      }),
    };
    untouched(wordless, { type: 'roll' }, /no words for this roll/);
  });

  it('when isFinal throws (asked only of moves that drew nothing)', () => {
    const undecided: AnyGame = {
      ...diceNim,
      isFinal: () => {
        spring('cannot tell');
        return false;
      },
    };
    untouched(undecided, { type: 'take', n: 2 }, /cannot tell/);
  });
});

describe('Match: one shape parse per move', () => {
  it('parses a move once when defineRules built play, and twice when the game swapped the schema', () => {
    let parses = 0;
    const counted = nimRules.moveSchema.refine(() => ++parses > 0);
    const rules = defineRules({ ...nimRules, moveSchema: counted });
    const m = Match.create({ ...diceNim, moveSchema: counted, ...rules }, { players: 2, seed: 'parse' });
    m.play(0, { type: 'take', n: 1 });
    m.play(1, { type: 'roll' });
    expect(parses).toBe(2);
    // play called directly checks the shape itself.
    expect(() => rules.play(m.state as NimState, 0, { type: 'take', n: 'one' } as never, undefined as never)).toThrow(expect.objectContaining({ code: 'bad-move' }));
    // A game whose schema is not the one its play was built with gets both checks.
    parses = 0;
    const other = Match.create({ ...diceNim, ...rules, moveSchema: nimRules.moveSchema }, { players: 2, seed: 'parse' });
    other.play(0, { type: 'take', n: 1 });
    expect(parses).toBe(1);
  });
});

describe('Match: undo', () => {
  it('takes back a move that drew nothing and revealed nothing', () => {
    const m = nim();
    const start = JSON.stringify(m.state);
    m.play(0, { type: 'take', n: 2 });
    expect(m.canUndo(0)).toBe(true);
    expect(m.canUndo(1)).toBe(false);
    m.undo(0);
    expect(JSON.stringify(m.state)).toBe(start);
    expect(m.moveCount).toBe(0);
    expect(m.canUndo(0)).toBe(false);
  });

  it('cannot take back a move that used chance', () => {
    const m = nim();
    m.play(0, { type: 'roll' });
    expect(m.canUndo(0)).toBe(false);
    refuses(m, 'cannot-undo', () => m.undo(0));
  });

  it('cannot take back a move once someone else has acted', () => {
    const m = nim();
    m.play(0, { type: 'take', n: 1 });
    m.play(1, { type: 'take', n: 1 });
    expect(m.canUndo(0)).toBe(false);
    refuses(m, 'cannot-undo', () => m.undo(0));
    expect(m.canUndo(1)).toBe(true);
  });

  it('cannot take back a move the game marks final', () => {
    const m = Match.create(hiddenHands, { players: 2, seed: 'final' });
    m.play(0, m.legalMoves(0)[0]);
    expect(m.canUndo(0)).toBe(false);
    refuses(m, 'cannot-undo', () => m.undo(0));
  });

  it('cannot take back the move that ended the game', () => {
    const m = nim('m', { stones: 2, dice: false });
    m.play(0, { type: 'take', n: 2 });
    expect(m.canUndo(0)).toBe(false);
  });

  it('keeps the generator where it was, so the game goes on as if the move never happened', () => {
    const a = nim('undo-rng');
    const b = nim('undo-rng');
    a.play(0, { type: 'roll' });
    a.play(1, { type: 'take', n: 1 });
    a.undo(1);
    a.play(1, { type: 'roll' });
    b.play(0, { type: 'roll' });
    b.play(1, { type: 'roll' });
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  });
});

describe('Match: log', () => {
  it('shows each seat only its share', () => {
    const m = Match.create(hiddenHands, { players: 2, seed: 'log' });
    m.play(0, m.legalMoves(0)[0]);
    m.play(1, m.legalMoves(1)[0]);
    const all = m.log(null);
    expect(all.some((l) => l.startsWith('You keep'))).toBe(false);
    const mine = m.log(0);
    const theirs = m.log(1);
    const keep0 = mine.filter((l) => l.startsWith('You keep'));
    const keep1 = theirs.filter((l) => l.startsWith('You keep'));
    expect(keep0).toHaveLength(1);
    expect(keep1).toHaveLength(1);
    expect(keep0[0]).not.toBe(keep1[0]);
    expect(theirs).not.toContain(keep0[0]);
    expect(all.every((l) => mine.includes(l) && theirs.includes(l))).toBe(true);
  });
});

describe('Match: a match that keeps no log builds it when asked', () => {
  /** Every seat's share and the spectators'. */
  const logs = (m: Match) => [null, ...Array.from({ length: m.players }, (_, s) => s)].map((seat) => m.log(seat));

  /** Everything but the log, as the other methods tell it. */
  const rest = (m: Match) => ({
    state: JSON.stringify(m.state),
    record: m.record(),
    moves: m.moves(),
    actors: m.actors(),
    canUndo: Array.from({ length: m.players }, (_, s) => m.canUndo(s)),
  });

  /**
   * Plays the same random game (random legal moves, and up to `MAX_UNDOS` undos where the rules allow one) on a
   * match that keeps its log and one that does not, and returns the undos. Every `EVERY` moves, after each undo
   * and at the end, the lazy match's log (built again, or added to since it was last built) equals the kept one for
   * every seat, and so do the other methods; after each undo and at the end, so does the log of a lazy match
   * replayed afresh from the record.
   */
  function sameGame(game: AnyGame, players: number, seed: string, find: (id: string) => AnyGame | undefined): number {
    const MAX_MOVES = 400;
    const MAX_UNDOS = 4;
    const EVERY = 20;
    const kept = Match.create(game, { players, seed });
    const lazy = Match.create(game, { players, seed }, { keepLog: false });
    const chooser: Random = createRandom(`${seed}/choices`);
    let undos = 0;
    const compare = (afresh: boolean) => {
      const expected = logs(kept);
      expect(logs(lazy)).toEqual(expected);
      if (afresh) expect(logs(Match.replay(lazy.record(), find, { keepLog: false }))).toEqual(expected);
      expect(rest(lazy)).toEqual(rest(kept));
    };
    compare(false);
    for (let n = 1; n <= MAX_MOVES && kept.actors().length > 0; n++) {
      const last = kept.moves().at(-1);
      if (last && undos < MAX_UNDOS && kept.canUndo(last.seat) && chooser.int(3) === 0) {
        kept.undo(last.seat);
        lazy.undo(last.seat);
        undos++;
        compare(true);
        continue;
      }
      const actors = kept.actors();
      const seat: Seat = actors[chooser.int(actors.length)];
      const moves = kept.legalMoves(seat);
      const move = moves[chooser.int(moves.length)];
      expect(lazy.play(seat, move).log).toEqual(kept.play(seat, move).log);
      if (n % EVERY === 0) compare(false);
    }
    compare(true);
    return undos;
  }

  const tables = (game: AnyGame) => {
    const { min, max } = game.playerCounts(parseOptions(game, {}));
    return [...new Set([min, Math.min(max, min + 2)])];
  };

  for (const game of registry) {
    it(`${game.id}: the same log as a match that keeps it, for every seat, over random games with undos`, () => {
      let undos = 0;
      for (const players of tables(game)) for (let i = 0; i < 2; i++) undos += sameGame(game, players, `lazy-${game.id}-${players}-${i}`, findRegistryGame);
      // Every game of Ramparts has moves that can be taken back: the random games took some.
      expect(undos).toBeGreaterThan(0);
    });
  }

  it('the toy games, with lines addressed to one seat and undos', () => {
    let undos = 0;
    for (const game of games) for (const players of tables(game)) for (let i = 0; i < 5; i++) undos += sameGame(game, players, `lazy-${game.id}-${i}`, find);
    expect(undos).toBeGreaterThan(0);
  });

  it('replays the moves to build the log, once for every seat in turn, and on an undo', () => {
    let plays = 0;
    const counted: AnyGame = { ...diceNim, play: (...args: Parameters<AnyGame['play']>) => (plays++, diceNim.play(...args)) };
    const lazy = Match.create(counted, { players: 2, options: { stones: 20 }, seed: 'count' }, { keepLog: false });
    lazy.play(0, { type: 'take', n: 1 });
    lazy.play(1, { type: 'roll' });
    lazy.play(0, { type: 'take', n: 2 });
    expect(plays).toBe(3);
    const spectator = lazy.log(null);
    expect(plays).toBe(6);
    expect(lazy.log(0)).toEqual(spectator);
    expect(lazy.log(1)).toEqual(spectator);
    expect(plays).toBe(6);
    // A move adds its lines to the log built before.
    const applied = lazy.play(1, { type: 'take', n: 1 });
    expect(plays).toBe(7);
    expect(lazy.log(null)).toEqual([...spectator, ...applied.log.map((l) => l.text)]);
    expect(plays).toBe(7);
    // An undo replays the match without its last move, and builds the log on the way.
    lazy.undo(1);
    expect(plays).toBe(10);
    expect(lazy.log(null)).toEqual(spectator);
    expect(plays).toBe(10);
    // A match that keeps its log never replays for it.
    plays = 0;
    const kept = Match.create(counted, { players: 2, options: { stones: 20 }, seed: 'count' });
    kept.play(0, { type: 'take', n: 1 });
    kept.log(null);
    expect(plays).toBe(1);
  });
});

describe('records', () => {
  const played = () => {
    const m = nim('record', { stones: 15 });
    m.play(0, { type: 'roll' });
    m.play(1, { type: 'take', n: 2 });
    m.play(0, { type: 'roll' });
    return m;
  };

  it('round-trips through JSON and replays exactly', () => {
    const m = played();
    const record = JSON.parse(JSON.stringify(m.record(['human', 'mcts'])));
    expect(record.format).toBe(RECORD_FORMAT);
    expect(record.seats).toEqual(['human', 'mcts']);
    const again = Match.replay(record, find);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(m.state));
    expect(again.log(null)).toEqual(m.log(null));
    expect(again.record()).toEqual(m.record());
  });

  it('loads a format-0 record through the migration', () => {
    const m = played();
    const old = {
      gameId: 'dice-nim',
      gameVersion: '1',
      seed: 'record',
      numPlayers: 2,
      setup: { stones: 15 },
      actions: m.moves().map(({ seat, move }) => [seat, move]),
    };
    const again = Match.replay(old, find);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(m.state));
    expect(again.record().format).toBe(RECORD_FORMAT);
    // Without a game version it counts as version "0", which needs a game migration.
    const { gameVersion: _v, ...unversioned } = old;
    expect(() => Match.replay(unversioned, find)).toThrow(expect.objectContaining({ code: 'bad-record' }));
  });

  it('runs the game’s own migrations on an older version’s record', () => {
    // Version 2 renamed `{ type: 'grab', count }` to `{ type: 'take', n }`.
    const v2: AnyGame = {
      ...diceNim,
      version: '2',
      migrations: [
        {
          from: '1',
          to: '2',
          up: ({ options, moves }) => ({
            options,
            moves: moves.map(({ seat, move }) => {
              const m = move as { type: string; count?: number };
              return { seat, move: m.type === 'grab' ? { type: 'take', n: m.count } : m };
            }),
          }),
        },
      ],
    };
    const record = {
      format: 1,
      game: 'dice-nim',
      gameVersion: '1',
      seed: 'migrate',
      players: 2,
      options: { stones: 10 },
      moves: [
        { seat: 0, move: { type: 'grab', count: 2 } },
        { seat: 1, move: { type: 'grab', count: 3 } },
      ],
    };
    const m = Match.replay(record, (id) => (id === 'dice-nim' ? v2 : undefined));
    expect((m.state as NimState).pile).toBe(5);
    expect(m.record().gameVersion).toBe('2');
    expect(() => Match.replay({ ...record, gameVersion: '0.9' }, () => v2)).toThrow(expect.objectContaining({ code: 'bad-record' }));
  });

  it('refuses records it cannot read, with a reason', () => {
    const good = played().record();
    expect(() => loadRecord('nope', find)).toThrow(expect.objectContaining({ code: 'bad-record' }));
    expect(() => loadRecord({ ...good, format: 99 }, find)).toThrow(expect.objectContaining({ code: 'bad-record' }));
    expect(() => loadRecord({ ...good, players: 'two' }, find)).toThrow(expect.objectContaining({ code: 'bad-record' }));
    expect(() => loadRecord({ ...good, game: 'chess' }, find)).toThrow(expect.objectContaining({ code: 'unknown-game' }));
    const cheat = { ...good, moves: [...good.moves, { seat: 0, move: { type: 'take', n: 3 } }, { seat: 0, move: { type: 'take', n: 1 } }] };
    expect(() => Match.replay(cheat, find)).toThrow(expect.objectContaining({ code: 'bad-record' }));
  });
});

import { describe, expect, it } from 'vitest';
import { analyseMatch } from './bots/analysis.ts';
import { RuleError } from './errors.ts';
import type { AnyGame, LogLine, Seat } from './game.ts';
import { Match } from './match.ts';
import { loadRecord, RECORD_FORMAT } from './record.ts';
import { resignedScoreLast } from './resignation.ts';
import { diceNim, exactTen, type NimState } from './testkit/toys.ts';

/**
 * Dice Nim whose rules put a resigning seat out: its turn passes on, as a beaten player's would (the `out` path).
 */
const outNim: AnyGame = {
  ...diceNim,
  id: 'out-nim',
  resign(s: NimState, seat: Seat, log?: LogLine[]) {
    log?.push({ text: `Player ${seat + 1}'s stones go back to the pile.` });
    return { ...s, pile: s.pile + 1, turn: s.turn === seat ? (seat + 1) % s.players : s.turn };
  },
};
const games: AnyGame[] = [diceNim, outNim, exactTen];
const find = (id: string) => games.find((g) => g.id === id);

function refused(act: () => unknown): string {
  try {
    act();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return (e as RuleError).code;
  }
  throw new Error('not refused');
}

describe('Resign: two sides', () => {
  it('with two sides the other side wins at once, and the log says who resigned', () => {
    const m = Match.create(diceNim, { players: 2, options: { stones: 20 }, seed: 'r' });
    m.play(0, { type: 'take', n: 2 });
    const r = m.resign(0);
    expect(r.effect).toBe('ends');
    expect(m.outcome()).toEqual({ winners: [1], reason: 'Player 1 resigned.' });
    expect(m.actors()).toEqual([]);
    expect(m.log(null).at(-1)).toBe('Player 1 resigned: Player 2 wins.');
    expect(refused(() => m.play(1, { type: 'take', n: 1 }))).toBe('game-over');
  });

  it('a resignation may come when it is not the seat’s turn', () => {
    const m = Match.create(diceNim, { players: 2, seed: 'r' });
    m.resign(1);
    expect(m.outcome()?.winners).toEqual([0]);
  });

  it('a game for one player has nobody to resign to (one-player), and nothing changes', () => {
    const solo = Match.create({ ...diceNim, playerCounts: () => ({ min: 1, max: 4 }) }, { players: 1, seed: 'one' });
    const before = JSON.stringify(solo.state);
    expect(refused(() => solo.resign(0))).toBe('one-player');
    expect(JSON.stringify(solo.state)).toBe(before);
    expect(solo.resignations()).toEqual([]);
  });

  it('nothing to resign from once the game is over; a seat that does not exist is refused; nothing changes', () => {
    const m = Match.create(diceNim, { players: 2, options: { stones: 2, dice: false }, seed: 'r' });
    expect(refused(() => m.resign(2))).toBe('no-such-seat');
    m.play(0, { type: 'take', n: 2 });
    expect(refused(() => m.resign(1))).toBe('game-over');
    expect(m.resignations()).toEqual([]);
    expect(m.outcome()?.winners).toEqual([0]);
  });
});

describe('Resign: three or more', () => {
  it('without an out-state in the rules a bot plays the seat: its own moves are refused (resigned), a stand-in’s accepted', () => {
    const m = Match.create(diceNim, { players: 3, options: { stones: 20, dice: false }, seed: 'r' });
    const r = m.resign(0);
    expect(r.effect).toBe('stand-in');
    expect(m.outcome()).toBeNull();
    expect(m.actors()).toEqual([0]);
    const before = JSON.stringify(m.state);
    expect(refused(() => m.play(0, { type: 'take', n: 1 }))).toBe('resigned');
    expect(JSON.stringify(m.state)).toBe(before);
    m.play(0, { type: 'take', n: 1 }, 'stand-in');
    expect(m.moveCount).toBe(1);
    expect(refused(() => m.resign(0))).toBe('resigned');
  });

  it('a resigned seat scores last: it never wins, even taking the last stone', () => {
    const m = Match.create(diceNim, { players: 3, options: { stones: 1, dice: false }, seed: 'r' });
    m.resign(0);
    m.play(0, { type: 'take', n: 1 }, 'stand-in');
    const o = m.outcome()!;
    expect(o.winners).not.toContain(0);
    expect(o.reason).toContain('Player 1 resigned, so scores last.');
  });

  it('a resigned seat that would have won by score places last: the best of the others by score wins', () => {
    const o = resignedScoreLast({ winners: [0], reason: 'Red reached the top.', scores: [11, 5, 9] }, [0], 'competitive', 3, ['Red']);
    expect(o).toEqual({ winners: [2], reason: 'Red reached the top. Red resigned, so scores last.', scores: [11, 5, 9] });
    // A co-operative team wins or loses together: leaving changes nothing.
    const team = { winners: [0, 1], reason: 'The gate holds.' };
    expect(resignedScoreLast(team, [1], 'cooperative', 2, ['Player 2'])).toBe(team);
  });

  it('the rules’ out-state when the game has one (Game.resign), with its lines in the log', () => {
    const m = Match.create(outNim, { players: 3, options: { stones: 20, dice: false }, seed: 'r' });
    const r = m.resign(0);
    expect(r.effect).toBe('out');
    expect((m.state as NimState).pile).toBe(21);
    expect(m.actors()).toEqual([1]);
    expect(m.log(null).slice(-2)).toEqual(['Player 1 resigned.', "Player 1's stones go back to the pile."]);
  });

  it('when all but one have resigned, the last one wins at once', () => {
    const m = Match.create(diceNim, { players: 3, options: { stones: 20 }, seed: 'r' });
    m.resign(1);
    m.resign(0);
    expect(m.outcome()).toEqual({ winners: [2], reason: 'Player 2 and Player 1 resigned.' });
  });
});

describe('Leave: co-operative games', () => {
  it('a seat that leaves is played by a bot, the team goes on, and the log tells the teammates', () => {
    const m = Match.create(exactTen, { players: 2, seed: 'l' });
    const r = m.resign(1);
    expect(r.effect).toBe('leave');
    expect(m.outcome()).toBeNull();
    expect(m.log(0).at(-1)).toBe('Player 2 left the table; a bot plays for them.');
    const card = (m.state as { hands: number[][] }).hands[1][0];
    expect(refused(() => m.play(1, { type: 'play', card }))).toBe('resigned');
    m.play(1, { type: 'play', card }, 'stand-in');
    expect(m.moveCount).toBe(1);
  });
});

describe('Resign: undo and records', () => {
  it('undo cannot take back a resignation, nor the move before it', () => {
    const m = Match.create(diceNim, { players: 3, options: { stones: 20, dice: false }, seed: 'u' });
    m.play(0, { type: 'take', n: 1 });
    expect(m.canUndo(0)).toBe(true);
    m.resign(2);
    expect(m.canUndo(0)).toBe(false);
    expect(refused(() => m.undo(0))).toBe('cannot-undo');
    expect(m.resignations()).toEqual([{ seat: 2, at: 1 }]);
  });

  it('an undo after a resignation keeps the resignation at its place', () => {
    const m = Match.create(diceNim, { players: 3, options: { stones: 20, dice: false }, seed: 'u' });
    m.play(0, { type: 'take', n: 1 });
    m.resign(2);
    m.play(1, { type: 'take', n: 2 });
    m.undo(1);
    expect(m.resignations()).toEqual([{ seat: 2, at: 1 }]);
    expect(m.log(null).at(-1)).toContain('Player 3 resigned');
  });

  it('a record with a resignation replays to the same state, log and outcome byte for byte (format 2)', () => {
    for (const game of [diceNim, outNim]) {
      const m = Match.create(game, { players: 3, options: { stones: 12, dice: true }, seed: 'rec' }, { keepLog: false });
      m.play(0, { type: 'roll' });
      m.resign(1);
      while (m.actors().length > 0) {
        const seat = m.actors()[0];
        m.play(seat, m.legalMoves(seat)[0], 'stand-in');
      }
      const record = JSON.parse(JSON.stringify(m.record()));
      expect(record.format).toBe(RECORD_FORMAT);
      expect(record.resignations).toEqual([{ seat: 1, at: 1 }]);
      const again = Match.replay(record, find);
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(m.state));
      expect(again.log(null)).toEqual(m.log(null));
      expect(again.outcome()).toEqual(m.outcome());
      expect(again.record()).toEqual(m.record());
    }
  });

  it('a two-sided resignation at the end of the record replays as the same win', () => {
    const m = Match.create(diceNim, { players: 2, seed: 'end' });
    m.play(0, { type: 'take', n: 1 });
    m.resign(1);
    const again = Match.replay(JSON.parse(JSON.stringify(m.record())), find);
    expect(again.outcome()).toEqual({ winners: [0], reason: 'Player 2 resigned.' });
  });

  it('a replay’s analysis counts the resignation at its place: after it the resigned side’s chance is 0', () => {
    const m = Match.create(diceNim, { players: 2, options: { stones: 9 }, seed: 'an' });
    m.play(0, { type: 'take', n: 1 });
    m.resign(0);
    const { chances } = analyseMatch(diceNim, m.record(), { iterations: 20 });
    expect(chances.at(-1)).toEqual([0, 1]);
  });

  it('old records (format 1, no resignations) load and replay unchanged', () => {
    const m = Match.create(diceNim, { players: 2, options: { stones: 9 }, seed: 'old' });
    m.play(0, { type: 'roll' });
    m.play(1, { type: 'take', n: 1 });
    const v1 = { ...JSON.parse(JSON.stringify(m.record())), format: 1 };
    const again = Match.replay(v1, find);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(m.state));
    expect(again.record()).toEqual(m.record());
    expect(again.record().resignations).toBeUndefined();
  });

  it('a damaged resignation (after the last move, or a seat resigned twice) is a bad record', () => {
    const m = Match.create(diceNim, { players: 3, seed: 'bad' });
    m.play(0, { type: 'take', n: 1 });
    const good = m.record();
    expect(() => Match.replay({ ...good, resignations: [{ seat: 1, at: 5 }] }, find)).toThrow(expect.objectContaining({ code: 'bad-record' }));
    expect(() => Match.replay({ ...good, resignations: [{ seat: 1, at: 0 }, { seat: 1, at: 1 }] }, find)).toThrow(expect.objectContaining({ code: 'bad-record' }));
    expect(() => Match.replay({ ...good, resignations: [{ seat: 1.5, at: 0 }] }, find)).toThrow(expect.objectContaining({ code: 'bad-record' }));
  });
});

describe('#30 a turn-based clock ran out: the table chooses', () => {
  it('end: the match ends at once, the absent seat loses and every other seat still playing wins; the log says who chose', () => {
    const m = Match.create(diceNim, { players: 3, options: { stones: 20, dice: false }, seed: 't' });
    m.play(0, { type: 'take', n: 1 });
    m.timeOut(1, 2, 'end');
    expect(m.outcome()).toEqual({ winners: [0, 2], reason: 'Player 2 ran out of time and the match was ended.' });
    expect(m.actors()).toEqual([]);
    expect(m.log(null).at(-1)).toBe("Player 2's time ran out: Player 3 ended the match; Player 1 and Player 3 win.");
    expect(refused(() => m.play(1, { type: 'take', n: 1 }))).toBe('game-over');
  });

  it('skip changes nothing in the game and stays in the log; it cannot be taken back by an undo', () => {
    const m = Match.create(diceNim, { players: 2, options: { stones: 20, dice: false }, seed: 't' });
    m.play(0, { type: 'take', n: 1 });
    const before = JSON.stringify(m.state);
    m.timeOut(1, 0, 'skip');
    expect(JSON.stringify(m.state)).toBe(before);
    expect(m.outcome()).toBeNull();
    expect(m.log(null).at(-1)).toBe("Player 2's time ran out: Player 1 let a bot play Player 2's turns until they return.");
    expect(m.canUndo(0)).toBe(false);
  });

  it('bot (co-operative): a bot plays for the absent person; the team is told; ending or skipping is refused (wrong-choice)', () => {
    const m = Match.create(exactTen, { players: 2, seed: 't' });
    expect(refused(() => m.timeOut(1, 0, 'end'))).toBe('wrong-choice');
    m.timeOut(1, 0, 'bot');
    expect(m.outcome()).toBeNull();
    expect(m.log(null).at(-1)).toBe("Player 2's time ran out: Player 1 let a bot play for Player 2 until they return.");
  });

  it('a choice that does not fit is refused and changes nothing: own seat, bot in a competitive game, a finished game', () => {
    const m = Match.create(diceNim, { players: 2, options: { stones: 20, dice: false }, seed: 't' });
    expect(refused(() => m.timeOut(1, 1, 'end'))).toBe('own-seat');
    expect(refused(() => m.timeOut(1, 0, 'bot'))).toBe('wrong-choice');
    expect(refused(() => m.timeOut(5, 0, 'end'))).toBe('no-such-seat');
    expect(m.timeOuts()).toEqual([]);
    m.timeOut(1, 0, 'end');
    expect(refused(() => m.timeOut(1, 0, 'end'))).toBe('game-over');
  });

  it('the record keeps the choices (format 3 and later) and replays them at their place, byte for byte; a format-2 record still loads', () => {
    const m = Match.create(diceNim, { players: 3, options: { stones: 20, dice: false }, seed: 't' });
    m.play(0, { type: 'take', n: 2 });
    m.timeOut(1, 0, 'skip');
    m.play(1, { type: 'take', n: 1 }, 'stand-in');
    m.timeOut(2, 1, 'end');
    const record = m.record();
    expect(record.format).toBe(RECORD_FORMAT);
    expect(record.timeouts).toEqual([
      { seat: 1, at: 1, by: 0, choice: 'skip' },
      { seat: 2, at: 2, by: 1, choice: 'end' },
    ]);
    const again = Match.replay(JSON.parse(JSON.stringify(record)), find);
    expect(JSON.stringify(again.record())).toBe(JSON.stringify(record));
    expect(again.log(null)).toEqual(m.log(null));
    const old = { ...record, format: 2, timeouts: undefined, resignations: undefined, outcome: undefined };
    expect(loadRecord(JSON.parse(JSON.stringify(old)), find).record.format).toBe(RECORD_FORMAT);
  });
});

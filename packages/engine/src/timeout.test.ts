import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.ts';
import type { AnyGame } from './game.ts';
import { Match } from './match.ts';
import { loadRecord, RECORD_FORMAT } from './record.ts';
import { diceNim, exactTen } from './testkit/toys.ts';

const find = (id: string): AnyGame | undefined => (id === diceNim.id ? diceNim : undefined);

function refused(act: () => unknown): string {
  try {
    act();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return (e as RuleError).code;
  }
  throw new Error('not refused');
}

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

  it('the record keeps the choices (format 3) and replays them at their place, byte for byte; a format-2 record still loads', () => {
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
    expect(loadRecord(JSON.parse(JSON.stringify(old)), find).record.format).toBe(3);
  });
});

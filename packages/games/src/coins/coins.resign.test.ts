import { Match } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { coins, type CoinsState } from './index.ts';

/** A match played `moves` moves deep, each seat taking its first legal move. */
function played(options: object, players: number, moves: number): Match {
  const m = Match.create(coins, { players, options, seed: 'resign' });
  for (let i = 0; i < moves && m.actors().length > 0; i++) {
    const seat = m.actors()[0];
    m.play(seat, m.legalMoves(seat)[0]);
  }
  return m;
}

describe('Coin Siege: resigning', () => {
  it('duel (two sides): the other side wins at once, "Defender resigned."', () => {
    const m = played({ mode: 'duel' }, 2, 6);
    expect(m.resign(1).effect).toBe('ends');
    expect(m.outcome()).toEqual({ winners: [0], reason: `${m.seatName(1)} resigned.` });
  });

  it('Crusade for 2 is two sides: the other player wins at once', () => {
    const m = played({ mode: 'crusade' }, 2, 4);
    m.resign(0);
    expect(m.outcome()?.winners).toEqual([1]);
  });

  it('Crusade for 3-4: the resigning player’s castle falls as a beaten player’s (its soldiers go home, the ring closes), the others play on', () => {
    const m = played({ mode: 'crusade' }, 3, 12);
    const before = m.state as CoinsState;
    const seat = before.seat;
    const r = m.resign(seat);
    expect(r.effect).toBe('out');
    const after = m.state as CoinsState;
    expect(after.realms[seat].out).toBe(true);
    expect(after.realms[seat].castle).toBe(0);
    expect(after.realms[seat].path.every((stack) => stack.length === 0)).toBe(true);
    // It was their turn: the next player in the ring begins theirs.
    expect(m.actors()).toHaveLength(1);
    expect(m.actors()[0]).not.toBe(seat);
    expect(after.phase).toBe('role');
    expect(m.outcome()).toBeNull();
    expect(m.log(null).join('\n')).toContain(`${m.seatName(seat)} resigned.\nPlayer ${seat + 1}'s castle falls: Player ${seat + 1} is out.`);
  });

  it('Crusade for 3: when the second resigns, the last player standing wins', () => {
    const m = played({ mode: 'crusade' }, 3, 5);
    const [a, b, c] = [0, 1, 2];
    m.resign(a);
    m.resign(b);
    expect(m.outcome()?.winners).toEqual([c]);
    expect(m.actors()).toEqual([]);
  });

  it('a Crusade with a resignation replays to the same state byte for byte', () => {
    const m = played({ mode: 'crusade' }, 4, 10);
    m.resign(2);
    for (let i = 0; i < 30 && m.actors().length > 0; i++) m.play(m.actors()[0], m.legalMoves(m.actors()[0])[0]);
    const again = Match.replay(JSON.parse(JSON.stringify(m.record())), (id) => (id === 'coins' ? coins : undefined));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(m.state));
    expect(again.log(null)).toEqual(m.log(null));
  });

  it('a seat whose castle already fell cannot resign (already-out), and nothing changes', () => {
    const m = played({ mode: 'crusade' }, 4, 3);
    m.resign(1);
    const state = JSON.stringify(m.state);
    expect(() => m.resign(1)).toThrow(expect.objectContaining({ code: 'resigned' }));
    expect(() => coins.resign!(m.state as CoinsState, 1)).toThrow(expect.objectContaining({ code: 'already-out' }));
    expect(JSON.stringify(m.state)).toBe(state);
  });
});

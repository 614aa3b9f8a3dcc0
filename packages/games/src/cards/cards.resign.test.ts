import { Match } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { cards, type CardsState } from './index.ts';

/** A match played `moves` moves deep, each seat taking its first legal move. */
function played(players: number, moves: number, seed = 'resign'): Match {
  const m = Match.create(cards, { players, seed });
  for (let i = 0; i < moves && m.actors().length > 0; i++) {
    const seat = m.actors()[0];
    m.play(seat, m.legalMoves(seat)[0]);
  }
  return m;
}

describe('Elemental Towers: resigning', () => {
  it('two players: the other wins at once', () => {
    const m = played(2, 10);
    m.resign(0);
    expect(m.outcome()).toEqual({ winners: [1], reason: 'Player 1 resigned.' });
  });

  it('3-8 players: the resigning player’s tower falls (levels and hand face down to the Rubble) and they are out, the others play on', () => {
    const m = played(4, 40);
    const before = m.state as CardsState;
    const seat = before.turn;
    const rubble = before.rubble.length + before.players[seat].hand.length + (before.players[seat].tower ?? []).filter(Boolean).length;
    expect(m.resign(seat).effect).toBe('out');
    const after = m.state as CardsState;
    expect(after.players[seat].out).toBe(true);
    expect(after.players[seat].hand).toEqual([]);
    expect(after.rubble.length).toBeGreaterThanOrEqual(rubble);
    expect(m.outcome()).toBeNull();
    expect(m.actors()).not.toContain(seat);
    expect(m.log(null)).toContain(`Player ${seat + 1}'s tower has fallen: Player ${seat + 1} is out.`);
  });

  it('The End: when all but one are out, the last player standing wins (a resignation counts as a fallen tower)', () => {
    const m = played(3, 12);
    m.resign(1);
    m.resign(2);
    expect(m.outcome()?.winners).toEqual([0]);
  });

  it('a resignation before building: the player is out even without a tower, and the game goes on', () => {
    const m = played(3, 0);
    m.resign(m.actors()[0]);
    expect(m.outcome()).toBeNull();
    for (let i = 0; i < 20 && m.actors().length > 0; i++) m.play(m.actors()[0], m.legalMoves(m.actors()[0])[0], 'stand-in');
  });

  it('a game with a resignation replays to the same state byte for byte', () => {
    const m = played(5, 30, 'replay');
    m.resign(3);
    for (let i = 0; i < 60 && m.actors().length > 0; i++) m.play(m.actors()[0], m.legalMoves(m.actors()[0])[0], 'stand-in');
    const again = Match.replay(JSON.parse(JSON.stringify(m.record())), (id) => (id === 'cards' ? cards : undefined));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(m.state));
    for (const seat of [null, 0, 3]) expect(again.log(seat)).toEqual(m.log(seat));
  });
});

import { Match } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { tracks } from './index.ts';

describe('Tracks & Waves: resigning and leaving', () => {
  it('Versus Sandbox for 3-4: the rules put nobody out, so a bot plays the resigned seat to the end and it scores last', () => {
    const m = Match.create(tracks, { players: 3, options: { mode: 'versus' }, seed: 'resign' });
    expect(m.resign(1).effect).toBe('stand-in');
    expect(m.outcome()).toBeNull();
    expect(m.log(null).at(-1)).toBe(`${m.seatName(1)} resigned; a bot plays their seat to the end, and it scores last.`);
  });

  it('Versus Sandbox for 2: the other side wins at once', () => {
    const m = Match.create(tracks, { players: 2, options: { mode: 'versus' }, seed: 'resign' });
    m.resign(0);
    expect(m.outcome()?.winners).toEqual([1]);
  });

  it('co-op: a player who leaves hands their seat to a bot; the team goes on and is told', () => {
    const m = Match.create(tracks, { players: 2, seed: 'leave' });
    expect(m.resign(1).effect).toBe('leave');
    expect(m.outcome()).toBeNull();
    expect(m.log(0).at(-1)).toBe(`${m.seatName(1)} left the table; a bot plays for them.`);
  });
});

import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { diceNim, type NimMove, type NimState } from '../testkit/toys.ts';
import { rolloutMove, type RolloutGuide } from './rollout.ts';

const nim = (pile: number, players = 2, dice = false): NimState => ({ players, pile, turn: 0, winner: null, last: null, dice });
const take = (n: number): NimMove => ({ type: 'take', n });

/** Every seat plays Nim perfectly (leave a multiple of four when it can): the rollouts' model of the rivals. */
function perfect(worlds: NimState[] = []): RolloutGuide<NimState, NimMove> {
  return {
    world: () => {
      const w = nim(9);
      worlds.push(w);
      return w;
    },
    policy: (s, _seat, moves) => moves.find((m) => m.type === 'take' && (s.pile - m.n) % 4 === 0) ?? moves[0],
    worth: (s, seat) => (s.winner === null ? 0.5 : s.winner === seat ? 1 : 0),
  };
}

describe('policy rollouts', () => {
  it('plays the shortlisted move whose futures the policy wins: from 9 stones, take 1 (leave a multiple of four)', () => {
    const pick = rolloutMove(diceNim, 0, [take(3), take(2), take(1)], perfect(), createRandom('f'), { samples: 4, horizon: 50, width: 3 });
    expect(pick).toEqual(take(1));
  });

  it('tries only the first `width` candidates of the shortlist', () => {
    const pick = rolloutMove(diceNim, 0, [take(3), take(2), take(1)], perfect(), createRandom('f'), { samples: 4, horizon: 50, width: 2 });
    expect([take(3), take(2)]).toContainEqual(pick);
  });

  it('draws one world per sample and never changes it (each candidate plays on a copy)', () => {
    const worlds: NimState[] = [];
    rolloutMove(diceNim, 0, [take(3), take(2), take(1)], perfect(worlds), createRandom('f'), { samples: 5, horizon: 50, width: 3 });
    expect(worlds).toHaveLength(5);
    for (const w of worlds) expect(w).toEqual(nim(9));
  });

  it('a future cut at the horizon is scored as it stands; a lone candidate is played without a rollout', () => {
    const seen: number[] = [];
    const guide: RolloutGuide<NimState, NimMove> = { ...perfect(), worth: (s) => (seen.push(s.pile), 0.5) };
    rolloutMove(diceNim, 0, [take(1), take(2)], guide, createRandom('f'), { samples: 1, horizon: 2, width: 2 });
    // 9 stones, the candidate, then two moves of the policy: nobody has taken the last stone yet.
    expect(seen.every((p) => p > 0)).toBe(true);
    expect(rolloutMove(diceNim, 0, [take(2)], { ...guide, worth: () => { throw new Error('no rollout expected'); } }, createRandom('f'), { samples: 3, horizon: 2, width: 3 })).toEqual(take(2));
  });

  it('is repeatable: the same seed of futures gives the same pick, with dice in the futures', () => {
    const guide: RolloutGuide<NimState, NimMove> = { ...perfect(), world: () => nim(14, 3, true), policy: (_s, _seat, moves) => moves[moves.length - 1] };
    const list = [take(1), take(2), take(3), { type: 'roll' } as NimMove];
    const picks = ['a', 'a'].map((seed) => JSON.stringify(rolloutMove(diceNim, 0, list, guide, createRandom(seed), { samples: 8, horizon: 30, width: 4 })));
    expect(picks[0]).toBe(picks[1]);
  });
});

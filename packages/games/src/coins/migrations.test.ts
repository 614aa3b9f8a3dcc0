import { Match, type MatchRecord } from '@ramparts/engine';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame } from '../index.ts';
import { coins } from './index.ts';
import type { CoinsState } from './state.ts';

/** Games played and recorded by version 1 of Coin Siege (random bots), with the state and outcome they ended on. */
interface Played {
  record: MatchRecord;
  after: Pick<CoinsState, 'realms' | 'winners' | 'ending' | 'step'>;
  outcome: unknown;
}
const v1: Record<string, Played> = JSON.parse(readFileSync(new URL('./golden/v1-records.json', import.meta.url), 'utf8'));

describe('records of version 1 replay as they were played', () => {
  it('the records are version 1 and the game is version 2', () => {
    expect(coins.version).toBe('2');
    for (const p of Object.values(v1)) expect(p.record.gameVersion).toBe('1');
  });

  for (const [name, played] of Object.entries(v1)) {
    it(`${name}: every move is legal again and the game ends in the same state`, () => {
      const match = Match.replay(played.record, findGame);
      const s = match.state as CoinsState;
      expect({ realms: s.realms, winners: s.winners, ending: s.ending, step: s.step }).toEqual(played.after);
      expect(match.outcome()).toMatchObject(played.outcome as object);
      // Version 1 had no toss limit and a fixed rule chose for the solo Defender.
      expect(match.options).toMatchObject({ garrisonTosses: 'unlimited', soloChoice: 'fixed' });
    });
  }

  it('without the migration a version 1 solo-attacker game would not replay: the player\'s choice is a move it lacks', () => {
    const { record } = v1['solo-attacker'];
    expect(() => Match.replay({ ...record, gameVersion: '2' }, findGame)).toThrow(/not legal here/);
  });
});

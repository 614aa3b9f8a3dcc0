import { Match, RuleError } from '@ramparts/engine';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tracks } from './index.ts';
import type { TracksState } from './state.ts';

/**
 * Records written by version 1 (`golden/v1-records.json`, played by the heuristic and random bots with the code of
 * commit d112e49: sessions with Charge towers that charged and Mender
 * kills, with the final state version 1 reached) replay under version 2 through the migration, move for move.
 */
const file = fileURLToPath(new URL('./golden/v1-records.json', import.meta.url));
const v1 = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { record: { options: object; moves: unknown[] }; final: TracksState }>;
const find = (id: string) => (id === 'tracks' ? tracks : undefined);

/** What both versions' states hold alike (version 2 dropped `actions` and `events`, and keeps `conditionMet` as a list). */
const essence = (s: TracksState) => ({ turn: s.turn, lives: s.lives, result: s.result, discarded: s.discarded, rows: s.layout.rows, towers: s.towers, waves: s.waves, stacks: s.stacks, defeatedUnits: s.defeatedUnits, skills: s.skills });

describe('records of version 1', () => {
  it('has Charge towers and Mender kills to replay', () => {
    expect(Object.keys(v1).some((k) => k.startsWith('mender-'))).toBe(true);
    for (const { final } of Object.values(v1)) expect(final.towers.some((t) => t.card[0] === 'C')).toBe(true);
  });
  for (const [name, { record, final }] of Object.entries(v1)) {
    it(`${name}: the migration keeps version 1's Charge and restore readings, and the record replays to the same end`, () => {
      const match = Match.replay(record, find);
      expect(match.options).toMatchObject({ legacy: ['charge-at-rest', 'restore-in-place'] });
      expect(essence(match.state as TracksState)).toEqual(essence(final));
      expect(tracks.outcome(match.state as TracksState)).toEqual(tracks.outcome({ ...final, conditionMet: [] } as TracksState));
    });
  }
  it('without the migration the same moves do not replay as played (the readings changed)', () => {
    const differs = Object.values(v1).map(({ record, final }) => {
      try {
        const match = Match.replay({ ...record, gameVersion: '2' }, find);
        return JSON.stringify(essence(match.state as TracksState)) !== JSON.stringify(essence(final));
      } catch (e) {
        return e instanceof RuleError;
      }
    });
    expect(differs).toContain(true);
  });
});

/**
 * Records written by version 2 (`golden/v2-records.json`, heuristic sessions played with the code of commit 7ce23d1
 * on the presets and pages version 3 recalibrated: Sandbox Levels 1 and 2, L1M1 Tier II, L1M2 Tier III) replay under
 * version 3 through the migration 2 → 3, move for move, with the numbers they were played with.
 */
const v2 = JSON.parse(readFileSync(fileURLToPath(new URL('./golden/v2-records.json', import.meta.url)), 'utf8')) as Record<string, { record: { options: object; moves: unknown[] }; final: TracksState }>;

describe('records of version 2 (issue #27: presets and pages recalibrated for one player)', () => {
  for (const [name, { record, final }] of Object.entries(v2)) {
    it(`${name}: replays to the same end with the numbers it was played with`, () => {
      const match = Match.replay(record, find);
      expect(essence(match.state as TracksState)).toEqual(essence(final));
      expect(tracks.outcome(match.state as TracksState)).toEqual(tracks.outcome(final));
    });
  }
  it('a Sandbox record gets its old preset numbers written out; a campaign record reads its page as version 2 had it', () => {
    expect(Match.replay(v2['sandbox-level-2']!.record, find).options).toMatchObject({ level: 2, income: 4 });
    expect(Match.replay(v2['campaign-L1M1-tier-2']!.record, find).options).toMatchObject({ legacy: ['pages-v2'], difficulty: '1/1/2/2/2/2/2/2', income: 4 });
  });
  it('without the migration every one of them plays otherwise or is refused', () => {
    for (const { record, final } of Object.values(v2)) {
      let same = false;
      try {
        const match = Match.replay({ ...record, gameVersion: '3' }, find);
        same = JSON.stringify(essence(match.state as TracksState)) === JSON.stringify(essence(final));
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
      }
      expect(same).toBe(false);
    }
  });
});

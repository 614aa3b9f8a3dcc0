import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { table } from './fixtures.ts';
import { tracks } from './index.ts';
import { skillSlots } from './rules/economy.ts';

describe('Skill slot Locks (Skills: "a slot is empty if all Locks have been opened")', () => {
  it('locked Skill Board slots stay closed until a campaign save opens them; mat skills are always open', () => {
    const locked = content.boards.flatMap((b) => [...b.a, ...b.b]).filter((k) => k.locks?.some((n) => n > 0));
    expect(locked.length).toBeGreaterThan(5);
    expect(content.matSkills.every((k) => !k.locks?.some((n) => n > 0))).toBe(true);
    const s = table({ stacks: [{ build: ['S3', 'S3'] }] });
    const open = skillSlots(s, 0).map((k) => `${k.skill}/${k.slot}`);
    expect(open).toContain('architect/0');
    expect(open).not.toContain('architect/1');
    expect(open).toContain('sharpshooter/0');
    const u = table({ stacks: [{ build: ['S3', 'S3'] }], options: { unlocked: ['architect/1'] } });
    expect(skillSlots(u, 0).map((k) => `${k.skill}/${k.slot}`)).toContain('architect/1');
    expect(tracks.legalMoves(u, 0)).toContainEqual({ type: 'skill', skill: 'architect', slot: 1 });
    expect(tracks.legalMoves(s, 0)).not.toContainEqual({ type: 'skill', skill: 'architect', slot: 1 });
  });
});

describe('choosing the waves to fight (2: "Players may pick Waves to fight in any manner of their choosing")', () => {
  it('the chosen tiles are the waves, in order; the other copies are the track', () => {
    const waves = [['A01a'], ['B03b', 'B04a'], ['A05b'], ['B07a', 'B08a'], ['A09a'], ['B10b', 'B11b']];
    const s = tracks.setup(2, tracks.options.parse({ difficulty: '1/1/1/1/1/1', waves }), createRandom('w'));
    expect(s.queue).toEqual(waves);
  });
  it('refuses lists that break the seed: counts, tracks, pairs and one copy per number', () => {
    const bad = (waves: string[][], difficulty = '1/1') => tracks.options.safeParse({ difficulty, waves }).success;
    expect(bad([['A01a'], ['B02a', 'B03a']])).toBe(true);
    expect(bad([['A01a']])).toBe(false); // two difficulty levels: two waves
    expect(bad([['B01a'], ['B02a', 'B03a']])).toBe(false); // wave 1 is on Track A
    expect(bad([['A01a'], ['B02a']])).toBe(false); // even waves come in pairs
    expect(bad([['A01a'], ['B02a', 'B02b']])).toBe(false); // one copy of B02 must stay track
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '@ramparts/engine';
import { createBot, sprint } from '@ramparts/lab/testing/fake-kit.ts';
import type { Env } from '../../env.ts';
import { main } from '../../main.ts';
import { pipedIo } from '../../testing/streams.ts';

/** Sprint, with a versus mode (the lab's own fake has only its solo ladder) and with no ladder at all. */
const race = { ...sprint, versusModes: [{ id: 'race', label: 'Race', options: { mode: 'race' } }] } as AnyGame;
const flat = { ...sprint, id: 'flat', title: 'Flat', difficultySteps: undefined, content: undefined } as AnyGame;
const games = [race, flat];
const env: Env = {
  games,
  findGame: (id) => games.find((g) => g.id === id),
  createBot,
  playout: () => {
    throw new Error('not used');
  },
  modules: { registry: '', bots: '' },
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-lab-ready-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lab = async (...args: string[]) => {
  const io = pipedIo([]);
  const code = await main(['node', 'ramparts', 'lab', ...args, '--workers', '1'], io, async () => env);
  return { code, out: io.stdout.text, err: io.stderr.text };
};

describe('lab difficulty|seats|bots|sweep', () => {
  it('difficulty: a row per step against its band, then where the results are; running again resumes the same run', async () => {
    const out = join(dir, 'difficulty');
    const first = await lab('difficulty', 'sprint', '--bots', 'first', '--games', '10', '--out', out);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    // "first" always steps twice a turn: 12 squares in 6 turns, inside 10 turns but not 4.
    expect(first.out).toMatch(/Solo, 10 turns\s+1\s+easy \(at least 80%\)\s+100\.0% \(72\.2%–100\.0%\)\s+in band\s+10/);
    expect(first.out).toMatch(/Solo, 4 turns\s+1\s+hard \(at most 30%\)\s+0\.0% \(0\.0%–27\.8%\)\s+in band\s+10/);
    expect(first.out).toContain(`Results: ${out} (charts: ramparts lab report ${out})`);
    expect((await readdir(join(out, 'cells'))).length).toBe(2);
    const again = await lab('difficulty', 'sprint', '--bots', 'first', '--games', '10', '--out', out);
    expect(again.out).toBe(first.out);
  });

  it('seats: every seat count of the versus mode, same bot in every seat', async () => {
    const { code, out } = await lab('seats', 'sprint', '--bots', 'random', '--games', '12', '--out', join(dir, 'seats'), '--seed', 's');
    expect(code).toBe(0);
    expect(out).toContain('seat 4 wins');
    for (const players of [2, 3, 4]) expect(out).toMatch(new RegExp(`\\nRace\\s+${players}\\s`));
    expect(out).toContain(`Results: ${join(dir, 'seats', 'race')}`);
  });

  it('bots: a rating table and the pairs', async () => {
    const { code, out } = await lab('bots', 'sprint', '--bots', 'first,random', '--games', '10', '--out', join(dir, 'bots'));
    expect(code).toBe(0);
    expect(out).toMatch(/rank\s+bot\s+rating/);
    expect(out).toMatch(/\n\s*1\s+first\s/);
    expect(out).toContain('first vs random');
  });

  it('sweep: a row per value', async () => {
    const { code, out } = await lab('sweep', 'sprint', '--vary', 'sprint.json.track.length=6..8', '--bots', 'random', '--games', '10', '--out', join(dir, 'sweep'), '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out) as { runs: { summary: { cells: { cell: { content: unknown } }[] } }[] };
    expect(json.runs[0].summary.cells.map((c) => c.cell.content)).toEqual([6, 7, 8].map((length) => ({ 'sprint.json': { track: { length } } })));
  });

  it('says in one line what is wrong', async () => {
    const noLadder = await lab('difficulty', 'flat', '--out', join(dir, 'x'));
    expect(noLadder.code).toBe(1);
    expect(noLadder.err).toBe('error: Flat has no difficulty ladder (no difficulty steps), so there is nothing for lab difficulty to walk.\n');
    const badPath = await lab('sweep', 'sprint', '--vary', 'sprint.json.track.lenght=6..8', '--out', join(dir, 'x'));
    expect(badPath.err).toBe('error: sprint.json.track has no "lenght"; nearest: length.\n');
    const noGame = await lab('seats', 'nope');
    expect(noGame.err).toMatch(/^error: There is no game "nope"/);
    const badWidth = await lab('seats', 'sprint', '--width', '3');
    expect(badWidth.code).not.toBe(0);
    expect(badWidth.err).toContain('expected a share between 0 and 1');
    expect(await readFile(join(dir, 'difficulty', 'experiment.json'), 'utf8')).toContain('"kind": "difficulty"');
  });
});

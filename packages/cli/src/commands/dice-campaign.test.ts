import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from '@ramparts/engine';
import { diceCampaign as C } from '@ramparts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../env.ts';
import { main } from '../main.ts';
import { pipedIo } from '../testing/streams.ts';
import { diceCampaignCommand } from './dice-campaign.ts';

let dir: string;
let env: Env;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-dice-campaign-'));
  env = await loadEnv();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const chapter = (n: number) => C.chapterById(n)!;

describe('play dice --mode campaign --save G', () => {
  it('tells the story, plays chapter 1 with a bot, folds the record into the save and says what carries forward; the next run continues it', async () => {
    const saves = join(dir, 'saves');
    const records = join(dir, 'records');
    const io = pipedIo([]);
    const result = await diceCampaignCommand({ save: 'my-group', saves, records, seats: 'random', seed: 'dc1' }, env, io);
    const out = io.stdout.text;
    expect(result.status).toBe('finished');
    expect(out).toContain('Gate Defense: a new campaign for my-group. The Long Road to the Gate.');
    expect(out).toContain(C.campaign.intro);
    expect(out).toContain(`Chapter 1: ${chapter(1).title}\n${chapter(1).before}`);
    expect(out).toContain("Gate: 3, 3, 3 (the scenario's); gold at the start: 12.");
    expect(result.savePath).toBe(join(saves, 'dice', 'my-group.json'));
    expect(out).toContain(`Campaign saved to ${result.savePath}`);
    for (const line of result.news!) expect(out).toContain(line);

    // The save is the fold of the recorded game: replaying the record gives the same save.
    const saved = JSON.parse(await readFile(result.savePath, 'utf8'));
    const record = JSON.parse(await readFile(result.play!.recordPath!, 'utf8'));
    const replayed = Match.replay(record, (id) => env.findGame(id));
    const folded = C.foldChapter(C.newSave('my-group'), { options: replayed.options as never, state: replayed.state as never });
    expect(saved).toEqual(folded.save);
    const won = saved.history[0].won as boolean;
    expect(out).toContain(won ? `${chapter(1).title}: won. ${chapter(1).won}` : `${chapter(1).title}: lost`);

    // A second run continues the same save: the chapter it is at, told again, then left at once (q) changes nothing.
    const again = pipedIo(['q']);
    const second = await diceCampaignCommand({ save: 'my-group', saves, records }, env, again);
    expect(second.status).toBe('quit');
    expect(again.stdout.text).toContain('Gate Defense campaign of my-group, continued.');
    expect(again.stdout.text).toContain(won ? `Chapter 2 of 5: ${chapter(2).title}.` : `Chapter 1 of 5: ${chapter(1).title} (lost 1 time: played at easy).`);
    expect(again.stdout.text).toContain('The campaign is unchanged');
    expect(JSON.parse(await readFile(result.savePath, 'utf8'))).toEqual(saved);
  });

  it('the group chooses heroes it has unlocked; a locked hero, a missing --save or another option is one line', async () => {
    const saves = join(dir, 'choices');
    const run = async (...extra: string[]) => {
      const io = pipedIo(['q']);
      const code = await main(['node', 'ramparts', 'play', 'dice', '--mode', 'campaign', '--saves', saves, ...extra], io);
      return { code, out: io.stdout.text, err: io.stderr.text };
    };
    const locked = await run('--save', 'g', '--option', 'heroes=keith,mongo');
    expect(locked.code).toBe(1);
    expect(locked.err).toBe('error: Mongo the Mage has not joined this campaign yet (unlocked: Keith the Crazed Archer, Glorbud the Huge).\n');
    expect((await run()).err).toContain('add --save <group>');
    expect((await run('--save', 'g', '--option', 'scenario=3')).err).toContain('fixes its options');
    const chosen = await run('--save', 'g', '--option', 'heroes=glorbud,keith', '--players', '2');
    expect(chosen.out).toContain('Heroes: Glorbud the Huge, Keith the Crazed Archer; difficulty normal.');
    await expect(stat(join(saves, 'dice', 'g.json'))).rejects.toThrow();
  });

  it('a damaged save is refused in one line naming where; --verbose lists every problem; a won campaign has nothing left', async () => {
    const saves = join(dir, 'broken');
    await mkdir(join(saves, 'dice'), { recursive: true });
    await writeFile(join(saves, 'dice', 'broken.json'), JSON.stringify({ ...C.newSave('broken'), bank: 'lots', chapter: -1 }));
    const io = pipedIo([]);
    expect(await main(['node', 'ramparts', 'play', 'dice', '--mode', 'campaign', '--save', 'broken', '--saves', saves, '--verbose'], io)).toBe(1);
    const [first, ...details] = io.stderr.text.trim().split('\n');
    expect(first).toBe(`error: The save ${join(saves, 'dice', 'broken.json')} cannot be read: The Gate Defense campaign save is damaged: chapter: expected at least 1, got -1 (and 1 more problem)`);
    expect(details).toContain('  bank: expected a number, got "lots"');

    await writeFile(join(saves, 'dice', 'done.json'), JSON.stringify({ ...C.newSave('done'), chapter: C.campaign.chapters.length + 1 }));
    const done = await diceCampaignCommand({ save: 'done', saves }, env, pipedIo([]));
    expect(done.status).toBe('won');

    // A later chapter: the gate as left, the bank, scars, perks and towers of the map are told before it starts.
    const later = { ...C.newSave('later'), chapter: 5, gate: [2, 4], bank: 20, unlocked: ['keith', 'glorbud', 'edward', 'henry', 'mongo'], heroes: { keith: { scars: 1, kills: 9, bosses: ['morgu'], perks: ['veteran', 'boss-slayer'] } }, maps: { meadow: [{ site: 'T6', tower: 'archery', level: 4 }] } };
    await writeFile(join(saves, 'dice', 'later.json'), JSON.stringify(later));
    const io2 = pipedIo(['q']);
    await diceCampaignCommand({ save: 'later', saves }, env, io2);
    const told = io2.stdout.text;
    expect(told).toContain(`Chapter 5: ${chapter(5).title}`);
    expect(told).toContain('Heroes: Keith the Crazed Archer, Glorbud the Huge; difficulty hard.');
    expect(told).toContain('Gate: 3, 4 (as the last chapter left it); gold at the start: 34.');
    expect(told).toContain('Keith the Crazed Archer carries 1 scar: max health 4.');
    expect(told).toContain('Keith the Crazed Archer is a Veteran: +2 gold (included above).');
    expect(told).toContain('Keith the Crazed Archer is a Boss-slayer: +1 on the weakest gate die (included above).');
    expect(told).toContain('Still standing here: Archery Tower 4 on T6.');
  });
});

import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../env.ts';
import { main } from '../main.ts';
import { pipedIo } from '../testing/streams.ts';
import { campaignCommand, sandboxCommand } from './campaign.ts';

let dir: string;
let env: Env;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-campaign-'));
  env = await loadEnv();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const BIN = fileURLToPath(new URL('../../bin/ramparts.js', import.meta.url));

describe('play tracks --mode campaign', () => {
  it('plays a page with bots in every seat, awards EXP by the seed’s rules, spends it, and saves; the save survives a restart', async () => {
    const saves = join(dir, 'saves');
    // Page 1 (L1M1), Tier II; the heuristic bot wins with 3 lives: band (1-3) of Tier II (2 U) and of the
    // easier Tier I (1 B). Both U go to "Page Level 1, Mode 2" (the first Lock listed); then the input ends,
    // so the B left is forfeit.
    const io = pipedIo(['1', '2', '1', '1']);
    const result = await campaignCommand({ save: 'my-group', saves, seats: 'heuristic', seed: 'c403', records: join(dir, 'records') }, env, io);
    const out = io.stdout.text;
    expect(result.status).toBe('finished');
    expect(out).toContain('Tracks & Waves: a new campaign for my-group.');
    expect(out).toContain('Tier III: 8 waves (2/2/2/2/3/3/3/3), 1 S EXP per band of lives: locked');
    expect(out).toContain('Page Level 1, Mode 2: 2 U (Unlock) EXP, 0 crossed out');
    expect(out).toContain('Page Level 3, Mode 1: 4 U (Unlock) EXP, 0 crossed out, after Page Level 2, Mode 1');
    expect(out).toContain('Level 1, Mode 1: Meadow, Tier II');
    expect(out).toContain('Victory with 3 lives: EXP earned 1 B (Battle), 2 U (Unlock).');
    expect(out).toContain('Crossed out 1 U on Page Level 1, Mode 2.');
    expect(out).toContain('Unlocked for good: Page Level 1, Mode 2!');
    expect(out).toContain('The EXP left is forfeit');
    expect(result.savePath).toBe(join(saves, 'tracks', 'my-group.json'));
    expect(out).toContain(`Campaign saved to ${result.savePath}`);

    const saved = JSON.parse(await readFile(result.savePath, 'utf8'));
    expect(saved).toEqual({ version: 2, group: 'my-group', earned: ['L1M1/2/0/0', 'L1M1/2/0/1'], spent: { 'page:L1M2': 2 }, unlocked: ['page:L1M2'], sandbox: { earned: [] }, versus: {}, sessions: 1 });

    // A fresh process (the real `ramparts` command) continues the same save and shows the earned state.
    const again = execFileSync(process.execPath, [BIN, 'play', 'tracks', '--mode', 'campaign', '--save', 'my-group', '--saves', saves], { input: 'q\n', encoding: 'utf8' });
    expect(again).toContain('Tracks & Waves campaign of my-group, continued.');
    expect(again).toContain('  2. L1M2 Level 1, Mode 2: Meadow Rush');
    expect(again).toContain('Tier II: 8 waves (1/1/1/1/1/1/2/2), 2 U EXP per band of lives: 2 of 6 U EXP earned');
    expect(again).toContain('Tier I: 6 waves (1/1/1/1/2/2), 1 B EXP per band of lives: 0 of 3 B EXP earned');
    expect(again).toContain('Unlocked: Page Level 1, Mode 2.');
    expect(again).toContain('Sessions played: 1.');
    expect(again).toContain('The campaign is unchanged.');
    expect(JSON.parse(await readFile(result.savePath, 'utf8'))).toEqual(saved);
  });

  it('leaving before the page is played writes nothing; a campaign needs --save and takes no other options', async () => {
    const saves = join(dir, 'none');
    const result = await campaignCommand({ save: 'quitters', saves }, env, pipedIo(['1', 'q']));
    expect(result.status).toBe('eof');
    await expect(stat(saves)).rejects.toThrow();
    await expect(campaignCommand({ saves }, env, pipedIo([]))).rejects.toThrow(/--save <group>/);
    await expect(campaignCommand({ save: 'g', saves, option: ['lives=9'] }, env, pipedIo([]))).rejects.toThrow(/fixes its options/);
    const io = pipedIo([]);
    expect(await main(['node', 'ramparts', 'play', 'coins', '--save', 'g'], io)).toBe(1);
    expect(io.stderr.text).toContain('--save is for Tracks & Waves');
  });
});

describe('play tracks --save G: Sandbox and Versus EXP in a group\'s save', () => {
  it('a save of the wrong shape is refused in one line naming where; --verbose lists every problem', async () => {
    const saves = join(dir, 'broken-saves');
    await mkdir(join(saves, 'tracks'), { recursive: true });
    await writeFile(join(saves, 'tracks', 'broken.json'), JSON.stringify({ version: 2, group: 'broken', earned: 5, spent: [], unlocked: 'x', sandbox: {}, versus: {}, sessions: 'two' }));
    const run = async (...extra: string[]) => {
      const io = pipedIo([]);
      const code = await main(['node', 'ramparts', 'play', 'tracks', '--mode', 'campaign', '--save', 'broken', '--saves', saves, ...extra], io, async () => env);
      return { code, err: io.stderr.text.trimEnd().split('\n') };
    };
    const short = await run();
    expect(short.code).toBe(1);
    expect(short.err[0]).toMatch(/^error: The save .*broken\.json cannot be read: (the campaign save is damaged: )?earned: .+ \(and \d+ more problems\)$/);
    expect(short.err).toHaveLength(1);
    const long = await run('--verbose');
    expect(long.err.length).toBeGreaterThan(3);
    expect(long.err.slice(1).every((line) => /^ {2}[\w.()]+: /.test(line))).toBe(true);
  });

  it('1.B: a Cooperative Sandbox session earns Sandbox EXP, spent on Sandbox Locks, and the save is written (version 2)', async () => {
    const saves = join(dir, 'sandbox');
    // Two heuristic bots win Level 1, Mode 1 with 5 lives and no track lost: "Win" (1 B) and "Win losing no track" (1 U).
    const piped = pipedIo(['1', '1']);
    const result = await sandboxCommand({ save: 'sb', saves, seats: 'heuristic,heuristic', seed: 's1', records: join(dir, 'records') }, env, piped);
    const out = piped.stdout.text;
    expect(result.status).toBe('finished');
    expect(out).toContain('Tracks & Waves: a new save for sb.');
    expect(out).toContain('  Win losing no track: 1 U (Unlock) EXP, 0 of 1 earned');
    expect(out).toContain('  Level-4 Wave Modifiers in Sandbox: 3 B (Battle) EXP, 0 crossed out');
    expect(out).toContain('Victory: Sandbox EXP earned 1 B (Battle), 1 U (Unlock).');
    expect(out).toContain('Crossed out 1 B on Level-4 Wave Modifiers in Sandbox.');
    expect(out).toContain('Crossed out 1 U on Quartermaster.');
    expect(out).toContain('Continue with: npx ramparts play tracks --save sb --saves');
    const saved = JSON.parse(await readFile(result.savePath, 'utf8'));
    expect(saved).toMatchObject({ version: 2, spent: { 'sandbox:level-4': 1, 'slot:quartermaster/0': 1 }, sandbox: { earned: ['sandbox/win/0', 'sandbox/intact/0'] }, sessions: 1 });
    // Level-4 Wave Modifiers stay locked for this group until the packet opens.
    await expect(sandboxCommand({ save: 'sb', saves, difficulty: '4/4/4/4/4/4', seats: 'heuristic' }, env, pipedIo([]))).rejects.toThrow(/Level-4 Wave Modifiers are locked/);
    await expect(sandboxCommand({ save: 'sb', saves, option: ['unlocked=["sandbox/level-4"]'] }, env, pipedIo([]))).rejects.toThrow(/comes from the save/);
  });

  it('1.C: --mode versus --save G records each player\'s Versus EXP by seat name and spends it on Versus Locks', async () => {
    const saves = join(dir, 'versus');
    const piped = pipedIo(['1', '1', '1']);
    const result = await sandboxCommand({ mode: 'versus', save: 'vs', saves, seats: 'heuristic,heuristic', seed: 'v409', records: join(dir, 'records') }, env, piped);
    const out = piped.stdout.text;
    expect(out).toContain('Versus EXP earned: none yet.');
    expect(out).toContain('Tower Modification: Overdrive: 3 V (Versus) EXP, 0 crossed out, after Versus Energy: Overload');
    expect(out).toContain('victory with 3 lives left. Performance: Player 1 27, Player 2 24.');
    expect(out).toContain('Player 1 earns 2 V (Versus) EXP.');
    expect(out).toContain('Player 2 earns 1 V (Versus) EXP.');
    expect(out).toContain('Unlocked for good: Versus Energy: Overload!');
    expect(out).toContain('Spend Player 1\'s EXP (1 V left):');
    expect(out).toContain('Crossed out 1 V on Versus Energy: Jackpot.');
    const saved = JSON.parse(await readFile(result.savePath, 'utf8'));
    expect(saved.versus).toEqual({ 'Player 1': { earned: ['versus/meadow/L1/0', 'versus/meadow/L1/best'] }, 'Player 2': { earned: ['versus/meadow/L1/0'] } });
    expect(saved.unlocked).toEqual(['versus:energy/overload']);
    // The next session of this group may choose Overload.
    const again = execFileSync(process.execPath, [BIN, 'play', 'tracks', '--mode', 'versus', '--save', 'vs', '--saves', saves], { input: '', encoding: 'utf8' });
    expect(again).toContain('Versus EXP earned: Player 1 2, Player 2 1.');
    expect(again).toContain('Unlocked: Versus Energy: Overload.');
  });
});


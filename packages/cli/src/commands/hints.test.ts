import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBot, playout, type AnyGame } from '@ramparts/engine';
import { main } from '../main.ts';
import { menuLevel, menuMoves } from '../menu.ts';
import { fakeEnv } from '../testing/fake-game.ts';
import { interactiveIo, pipedIo } from '../testing/streams.ts';
import { answersFrom, HINTS_OFF } from '../turn.ts';
import type { Env } from '../env.ts';
import { playCommand } from './play.ts';
import { simulateCommand } from './simulate.ts';

// The fake game with the engine's real bots: levels resolve as in the real games (climb keeps the engine's defaults).
const env: Env = { ...fakeEnv, createBot, playout };
const [climb] = fakeEnv.games;
// A game that offers no expert bot.
const noExpert = { ...climb, id: 'climb-no-expert', title: 'Short Climb', levels: { expert: null } } as AnyGame;
const envNoExpert: Env = { ...env, games: [...env.games, noExpert], findGame: (id) => (id === noExpert.id ? noExpert : env.findGame(id)) };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-hints-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bot levels in the terminal', () => {
  it('--vs hard seats the hard level against you and plays the game to its end', async () => {
    const io = interactiveIo(() => '4'); // Red always passes
    const result = await playCommand('climb', { vs: 'hard', option: ['target=5'], seed: 'lv', records: dir }, env, io);
    expect(result.status).toBe('finished');
    const out = io.stdout.text;
    expect(out).toContain('Seats: Red (you), Blue (bot hard).');
    expect(out).toMatch(/^Blue \(hard\): Blue climbs/m);
    expect(result.match.outcome()!.winners).toEqual([1]);
    const record = JSON.parse(await readFile(result.recordPath!, 'utf8'));
    expect(record.seats).toEqual(['human', 'hard']);
  });

  it('--seats mixes levels and specs', async () => {
    const result = await playCommand('climb', { seats: 'easy,normal,random', option: ['target=5'], seed: 'mix', records: dir }, env, pipedIo([]));
    expect(result.status).toBe('finished');
    expect(JSON.parse(await readFile(result.recordPath!, 'utf8')).seats).toEqual(['easy', 'normal', 'random']);
  });

  it('simulate --bots hard,normal names the levels in its report', async () => {
    const report = await simulateCommand('climb', { bots: 'hard,normal', games: 2, workers: 1, seed: 'sim', option: ['target=5'] }, env, pipedIo([]), false);
    expect(report.seats.map((s) => s.bot)).toEqual(['hard', 'normal']);
    expect(report.unfinished).toBe(0);
  });

  it('a level the game does not offer is refused with the engine\'s sentence and exit code 1', async () => {
    const io = pipedIo([]);
    const code = await main(['node', 'ramparts', 'play', noExpert.id, '--vs', 'expert', '--records', dir], io, async () => envNoExpert);
    expect(code).toBe(1);
    expect(io.stderr.text).toBe('error: Short Climb offers no expert bot: its levels are easy, normal, hard.\n');
    const sim = pipedIo([]);
    expect(await main(['node', 'ramparts', 'simulate', noExpert.id, '--bots', 'hard,expert', '--workers', '1'], sim, async () => envNoExpert)).toBe(1);
    expect(sim.stderr.text).toBe('error: Short Climb offers no expert bot: its levels are easy, normal, hard.\n');
  });

  it('the help names the levels first', async () => {
    const io = pipedIo([]);
    await main(['node', 'ramparts', 'play', '--help'], io, async () => env);
    expect(io.stdout.text.replace(/\s+/g, ' ')).toContain('--vs <bot> every seat but the first is this bot: easy, normal, hard, expert');
    expect(io.stdout.text).toContain('--hints');
  });
});

describe('hints in the terminal', () => {
  it('hint prints the three best moves with their chances and menu numbers, once searched per position, and the record keeps it', async () => {
    // Climb to 3: Red asks twice, then climbs 2 + 2 and wins.
    const io = pipedIo(['hint', 'hint', '2', '2']);
    const result = await playCommand('climb', { option: ['target=3'], seed: 'h', records: dir, hints: true }, env, io);
    expect(result.status).toBe('finished');
    const out = io.stdout.text;
    expect(out).toContain('Type help at a prompt for the commands, ? for the words of the game, hint for a hint.');
    const lines = out.split('\n').filter((l) => l.startsWith('Hint '));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(lines[0]);
    expect(out.match(/Thinking…/g)).toHaveLength(1);
    const m = /^Hint \(the bot's 3 best moves, estimated chance of winning\): (.*)$/.exec(lines[0]);
    expect(m).not.toBeNull();
    const parts = m![1].split('  ·  ');
    expect(parts).toHaveLength(3);
    for (const part of parts) {
      const p = /^(\d)\) (.+) (\d{1,3})%$/.exec(part);
      expect(p, part).not.toBeNull();
      // The number is the one the menu shows for that move.
      expect(out).toContain(`  ${p![1]}. ${p![2]}`);
      expect(Number(p![3])).toBeLessThanOrEqual(100);
    }
    // Climbing 2 of 3 steps now is the search's favourite.
    expect(parts[0]).toMatch(/^2\) Climb 2 steps \d+%$/);
    const record = JSON.parse(await readFile(result.recordPath!, 'utf8'));
    expect(record.hints).toEqual([{ seat: 0, at: 0 }]);

    // The replay says where the hint was asked.
    const replay = pipedIo([]);
    expect(await main(['node', 'ramparts', 'replay', result.recordPath!], replay, async () => env)).toBe(0);
    expect(replay.stdout.text).toMatch(/^Red asked for a hint here\.\nMove 1 of 2: Red \(human\)/m);
    expect(replay.stdout.text.match(/asked for a hint/g)).toHaveLength(1);
  });

  it('without --hints, hint says how to turn them on and nothing is recorded', async () => {
    const io = pipedIo(['hint', '2', '2']);
    const result = await playCommand('climb', { option: ['target=3'], seed: 'h', records: dir }, env, io);
    expect(io.stdout.text).toContain(HINTS_OFF);
    expect(io.stdout.text).toContain('--hints');
    expect(io.stdout.text).not.toContain('Hint (');
    const record = JSON.parse(await readFile(result.recordPath!, 'utf8'));
    expect(record.hints ?? []).toEqual([]);
  });

  it('a hinted move inside a group is reached by its numbers through the menus', () => {
    const game = { describeMove: (_s: unknown, _seat: number, m: string) => m, menuPath: (_s: unknown, _seat: number, m: string) => m.split(' ') } as unknown as AnyGame;
    const moves = menuMoves(game, null, 0, ['Build A 1', 'Build A 2', 'Build B 1', 'Pass']);
    const level = menuLevel(moves, 0);
    expect(level.items.map((i) => i.label)).toEqual(['Build', 'Pass']);
    expect(answersFrom(level, 2)).toEqual(['1', '2']);
    expect(answersFrom(level, 3)).toEqual(['2']);
    // A menu narrowed to Build A does not hold Build B 1.
    expect(answersFrom(menuLevel(moves.slice(0, 2), 1, ['Build']), 2)).toBeNull();
  });
});

/**
 * The CLI against the real registry, Coin Siege and the engine's bots: play through piped input to the end,
 * replay the record, simulate across workers, and the bin's exit codes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { playCommand } from './commands/play.ts';
import { replayCommand } from './commands/replay.ts';
import { simulateCommand, type SimulationReport } from './commands/simulate.ts';
import { loadEnv, type Env } from './env.ts';
import { firstMenu, menuLevel, menuMoves, type MenuLevel } from './menu.ts';
import { interactiveIo, quietIo } from './testing/streams.ts';

const BIN = resolve(import.meta.dirname, '../bin/ramparts.js');
let env: Env;
let dir: string;
beforeAll(async () => {
  env = await loadEnv();
  dir = await mkdtemp(join(tmpdir(), 'ramparts-coins-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A human who types `first` answers, then picks moves at random (seeded); gives up after `cap` prompts. */
function randomHuman(seed: string, first: string[] = [], cap = 20_000) {
  const random = createRandom(seed);
  return interactiveIo((prompt, _t, n) => {
    if (n < first.length) return first[n];
    if (n >= cap) return 'q';
    if (prompt.startsWith('Press Enter')) return '';
    const count = Number(/choose 1-(\d+) \(/.exec(prompt)?.[1] ?? 1);
    return String(random.int(count) + 1);
  });
}

describe('coins in the terminal', () => {
  it('plays a duel against a bot to the end from piped input, then replays it to the same state', async () => {
    const io = randomHuman('duel', ['abc', '0', '99999']);
    const played = await playCommand('coins', { vs: 'random', seed: 'duel-1', records: dir }, env, io);
    const out = io.stdout.text;
    expect(played.status).toBe('finished');
    expect(played.match.players).toBe(2);
    expect(out).toContain('Seats: Attacker (you), Defender (bot random).');
    expect(out).toMatch(/Nothing here matches "abc"\. Type a number from 1 to \d+, or other words\./);
    expect(out).toContain('This is the first menu.');
    expect(out).toMatch(/There is no 99999 here: /);
    expect(out).toMatch(/^Defender \(random\): \S/m);
    expect(out).not.toContain(': moves.');
    expect(out).toMatch(/(Winner|Nobody|wins)/);
    expect(out).toContain(`Record saved to ${played.recordPath}`);

    const replayIo = quietIo();
    await replayCommand(played.recordPath!, { json: true }, env, replayIo);
    const json = JSON.parse(replayIo.stdout.text);
    expect(json.state).toEqual(JSON.parse(JSON.stringify(played.match.state)));
    expect(json.outcome).toEqual(played.match.outcome());

    const text = quietIo();
    await replayCommand(played.recordPath!, {}, env, text);
    expect(text.stdout.text).toContain(`Move ${played.match.moveCount} of ${played.match.moveCount}: `);
  });

  it('#29 after a resignation the final board says who won and that the other resigned, not whose turn it is', async () => {
    const io = interactiveIo((prompt) => (prompt.startsWith('Resign?') ? 'yes' : 'resign'));
    const played = await playCommand('coins', { vs: 'random', seed: 'resign-board', records: dir }, env, io);
    expect(played.status).toBe('finished');
    const out = io.stdout.text;
    const board = out.slice(out.lastIndexOf('\nCoin Siege · '));
    const status = board.split('\n')[1];
    expect(status).toMatch(/^Coin Siege · duel · turn \d+ · game over$/);
    expect(board).not.toContain('to play');
    expect(board).toContain('Game over: Defender wins. Attacker resigned.');
    expect(board).not.toContain('Now: ');
    // The board says why already: the result's line is not followed by the reason again.
    expect(out).toContain('You lose: Defender (random) wins.\nThe seed was');
  });

  it('#29 the menus list each distinct move once: soldiers stacked on one square are told apart by their place in the stack', () => {
    const game = findGame('coins')!;
    let stacked = 0;
    // Every menu of the turn, and every menu below it, as the terminal would show them.
    const walk = (level: MenuLevel, where: string) => {
      const lines = level.items.map((item) => `${item.label} (${item.moves.length})`);
      expect(new Set(lines).size, `${where}: ${lines.join(' | ')}`).toBe(lines.length);
      // A soldier under others, named by its place in the stack (moving it carries those above).
      if (lines.some((l) => /(at the bottom|from the bottom) of square \d+/.test(l))) stacked++;
      for (const item of level.items) if (item.moves.length > 1) walk(menuLevel(item.moves, level.depth + 1, [...level.title, item.label]), where);
    };
    for (const [mode, players] of [['duel', 2], ['crusade', 3]] as const)
      for (let k = 0; k < 4; k++) {
        const match = Match.create(game, { players, options: { mode }, seed: `stacks-${k}` });
        const random = createRandom(`stacks-${k}`);
        for (let i = 0; i < 400 && !match.outcome(); i++) {
          const seat = match.actors()[0];
          const legal = match.legalMoves(seat);
          walk(firstMenu(menuMoves(game, match.state, seat, legal)), `${mode} ${k} move ${i}`);
          match.play(seat, legal[random.int(legal.length)]);
        }
      }
    // The games above did stack soldiers: the check saw such menus.
    expect(stacked).toBeGreaterThan(5);
  });

  it('plays solo against the rules with --mode and --difficulty (one player)', async () => {
    const io = randomHuman('solo');
    const played = await playCommand('coins', { mode: 'solo-defender', difficulty: 'heroic', seed: 'solo-1', records: dir }, env, io);
    expect(played.status).toBe('finished');
    expect(played.match.players).toBe(1);
    expect(played.match.options).toMatchObject({ mode: 'solo-defender', difficulty: 'heroic' });
  });

  it('plays a Crusade for three with any mix of seats', async () => {
    const io = randomHuman('crusade');
    const played = await playCommand('coins', { mode: 'crusade', players: 3, seats: 'human,mcts:20,random', seed: 'crusade-1', records: dir }, env, io);
    expect(played.status).toBe('finished');
    expect(played.match.players).toBe(3);
  });

  it('explains bad options', async () => {
    await expect(playCommand('coins', { difficulty: 'nightmare', records: dir }, env, quietIo())).rejects.toThrow(/Invalid options for .*difficulty/);
    await expect(playCommand('coins', { mode: 'solo-attacker', players: 2, records: dir }, env, quietIo())).rejects.toThrow(/takes 1 player, not 2/);
  });

  it('an unknown --vs lists the levels Coin Siege offers, so the next try is not refused again (issue #27)', async () => {
    const unknown = playCommand('coins', { vs: 'nightmare', records: dir }, env, quietIo());
    await expect(unknown).rejects.toThrow(/Unknown bot "nightmare"\. Bots for Coin Siege: easy, normal, hard, random, /);
    await expect(playCommand('coins', { vs: 'nightmare', records: dir }, env, quietIo())).rejects.not.toThrow(/expert/);
    await expect(playCommand('coins', { vs: 'expert', records: dir }, env, quietIo())).rejects.toThrow('Coin Siege offers no expert bot: its levels are easy, normal, hard.');
  });
});

describe('coins simulations', () => {
  it('give the same numbers with 1 and 2 workers', async () => {
    const strip = ({ seconds: _s, workers: _w, ...rest }: SimulationReport) => rest;
    const flags = { games: 8, bots: 'random', seed: 'sim', json: true };
    const one = await simulateCommand('coins', { ...flags, workers: 1 }, env, quietIo());
    const two = await simulateCommand('coins', { ...flags, workers: 2 }, env, quietIo());
    expect(strip(two)).toEqual(strip(one));
    expect(one.seats.map((s) => s.name)).toEqual(['Attacker', 'Defender']);
    expect(one.unfinished).toBe(0);
  });
});

describe('the ramparts bin', () => {
  const run = promisify(execFile);
  it('exits 1 with one clear line on a bad record', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, JSON.stringify({ format: 1, game: 'coins' }));
    const err = await run('node', [BIN, 'replay', file]).catch((e: { code: number; stderr: string }) => e);
    expect(err).toMatchObject({ code: 1 });
    expect((err as { stderr: string }).stderr.trim().split('\n')).toHaveLength(1);
    expect((err as { stderr: string }).stderr).toMatch(/^error: .*broken\.json: This match record is damaged/);
  });

  it('runs as a command of its own, node started by its first line with its flags (npm start runs it so)', async () => {
    expect((await readFile(BIN, 'utf8')).split('\n')[0]).toBe('#!/usr/bin/env -S node --max-semi-space-size=64');
    const { stdout } = await run(BIN, ['--help']);
    expect(stdout).toContain('Usage: ramparts');
  });

  it('simulates in worker threads from the bin', async () => {
    const { stdout } = await run('node', [BIN, 'simulate', 'coins', '--games', '4', '--workers', '2', '--seed', 'bin', '--json']);
    expect(JSON.parse(stdout)).toMatchObject({ game: 'coins', games: 4, workers: 2 });
  });
});

/** The terminal against the real Crystal Defenders: the command lines reach the game and its menus. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRandom } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from './env.ts';
import { main } from './main.ts';
import { firstMenu, menuLevel, menuLines, menuMoves } from './menu.ts';
import { interactiveIo, quietIo } from './testing/streams.ts';

let env: Env;
let dir: string;
beforeAll(async () => {
  env = await loadEnv();
  dir = await mkdtemp(join(tmpdir(), 'ramparts-crystal-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('play crystal', () => {
  it('--players 1 --heroes squire: the hex board, the menus of a turn down to a build, and the Board phase the last done runs', async () => {
    // Answers: enter on the first spawn, then Build › the first defense › the first hex › the first facing, then Done.
    const script = ['1', 'build', '1', '1', '1', 'done', '1'];
    const io = interactiveIo((_prompt, _text, n) => script[n] ?? null);
    const code = await main(['node', 'ramparts', 'play', 'crystal', '--players', '1', '--heroes', 'squire', '--seed', 'cli', '--records', dir], io, async () => env);
    expect(code).toBe(0);
    const out = io.stdout.text;
    expect(out).toContain('Crystal Defenders on');
    expect(out).toMatch(/Legend: /);
    // The board: row numbers and cells, the crystal among them.
    expect(out).toMatch(/^ *\d+ .*<C>/m);
    // A seat with one hero is not asked which hero: the question names it, then the steps to a build.
    expect(out).toMatch(/Player 1 \(Squire\) › Squire › "build" › Build › [^,]+ \(\d+ mana\) › at [A-Z]\d+, choose 1-\d/);
    expect(out).toMatch(/Player 1 \(Squire\) \(you\): Squire builds an? /);
    // The last hero done runs the Board phase, and the wave counter moves on.
    expect(out).toMatch(/Wave 1 begins/);
    // Alone at the table, the board comes back after the Board phase the Done ran (no other seat's move would redraw it).
    expect(out).toMatch(/Wave 1 begins[^\n]*\n(Changed on the board|\nCrystal Defenders on)/);
    expect(out).toContain('Input ended');
  });

  it('--players 2 --vs heuristic: a heuristic partner acts, and the board comes back with what changed', async () => {
    const script = ['1', 'done', '1', '1'];
    const io = interactiveIo((_prompt, _text, n) => script[n] ?? null);
    const code = await main(['node', 'ramparts', 'play', 'crystal', '--players', '2', '--vs', 'heuristic', '--seed', 'cli', '--records', dir], io, async () => env);
    expect(code).toBe(0);
    const out = io.stdout.text;
    expect(out).toMatch(/Player 2 \([^)]+\) \(bot heuristic\)/);
    expect(out).toMatch(/Player 2 \([^)]+\) \(heuristic\): /);
    expect(out).toMatch(/Hero phase 2, wave 1 of 4/);
    expect(out).toContain('Input ended');
  });

  it('? lists the words of the position and explains one: the board\'s codes, the hero\'s defenses and their keywords', async () => {
    const script = ['?', '? wall', '? spike', 'q'];
    const io = interactiveIo((_prompt, _text, n) => script[n] ?? null);
    const code = await main(['node', 'ramparts', 'play', 'crystal', '--players', '1', '--seed', 'cli', '--records', dir], io, async () => env);
    expect(code).toBe(0);
    const out = io.stdout.text;
    // One person plays two heroes unless told otherwise (a lone hero cannot hold two gates).
    expect(out).toContain('Player 1 (Squire & Apprentice) (you)');
    expect(out).toMatch(/Words of this game: Crystal, Player spawn, Enemy spawn, Blacked out, Wall, .*Squire, .*Spike Wall/);
    expect(out).toMatch(/^Wall: .*│.*─/m);
    expect(out).toMatch(/^Spike Wall: Blockade \(SW\): health \d+/m);
  });

  it('simulate --players 2 --bots heuristic plays whole games to their end', async () => {
    const io = quietIo();
    const code = await main(['node', 'ramparts', 'simulate', 'crystal', '--players', '2', '--bots', 'heuristic', '--games', '2', '--seed', 's', '--workers', '1', '--json'], io, async () => env);
    expect(code).toBe(0);
    const summary = JSON.parse(io.stdout.text) as { games: number; unfinished: number };
    expect(summary.games).toBe(2);
    expect(summary.unfinished).toBe(0);
  });
});

describe('crystal menus in the terminal', () => {
  it('a hero on the board is offered a few actions first, and no menu on the way to a build is longer than a screen', () => {
    const game = findGame('crystal')!;
    const random = createRandom('menus');
    let s = game.setup(1, game.options.parse({ heroes: ['countess'] }), random);
    s = game.play(s, 0, game.legalMoves(s, 0)[0], random);
    const moves = menuMoves(game, s, 0, game.legalMoves(s, 0));
    const first = firstMenu(moves);
    // Countess is the only hero: the hero step is no question; Move, Build, Done (and the like) are.
    expect(first.title).toEqual(['Countess']);
    expect(first.items.map((i) => i.label)).toEqual(expect.arrayContaining(['Move', 'Build']));
    expect(first.items.length).toBeLessThanOrEqual(6);
    let level = first;
    for (const label of ['Build', undefined, undefined]) {
      const item = label ? level.items.find((i) => i.label.startsWith(label))! : level.items[0];
      expect(item.moves.length).toBeGreaterThan(1);
      level = menuLevel(item.moves, level.depth + 1, [...level.title, item.label]);
      expect(menuLines(level, 0).length).toBeLessThanOrEqual(8);
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '@ramparts/engine';
import { CLEAR, playCommand, type PlayFlags } from './commands/play.ts';
import type { Env } from './env.ts';
import { pipedIo } from './testing/streams.ts';
import { climbPlus, variantsEnv } from './testing/variants.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-terminal-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const play = (game: string, flags: PlayFlags, lines: string[], env: Env = variantsEnv) => {
  const io = pipedIo(lines);
  return playCommand(game, { records: dir, seed: 's', ...flags }, env, io).then((result) => ({ result, out: io.stdout.text, io }));
};

/** A climb where passing is the only move: every turn is a menu of one. */
const lazy: AnyGame = { ...climbPlus, id: 'climb-lazy', legalMoves: (s, seat) => climbPlus.legalMoves(s, seat).filter((m: { type: string }) => m.type === 'pass') };
const lazyEnv: Env = { ...variantsEnv, games: [lazy], findGame: (id) => (id === lazy.id ? lazy : undefined) };

describe('the terminal: menus', () => {
  it('a short list is shown whole, each move in its own words, in columns as wide as their items', async () => {
    const { out } = await play('climb-plus', { option: ['target=3'] }, ['q']);
    expect(out).toContain('  1. Climb 1 step    3. Roll the die (1 to 3 steps, ends your turn)\n  2. Climb 2 steps   4. Pass (end your turn)\nRed, choose 1-4 (? help, q quit): ');
  });

  it('a long list is grouped by the menu path: the action, then each choice; b goes back a level', async () => {
    // Build → back → Build → Cannon → plot 3.
    const { result, out } = await play('plots', {}, ['1', 'b', '1', '2', '3', 'q']);
    expect(out).toContain('  1. Build (18 choices)   2. Pass\nPlayer 1, choose 1-2 (? help, q quit): 1\n');
    expect(out).toContain('  1. Archer (6 choices)   2. Cannon (6 choices)   3. Mage (6 choices)\nPlayer 1 › Build, choose 1-3 (b back, ? help, q quit): b\n');
    expect(out).toContain('  1. plot 1   2. plot 2   3. plot 3   4. plot 4   5. plot 5   6. plot 6\nPlayer 1 › Build › Cannon, choose 1-6 (b back, ? help, q quit): 3\n');
    expect(out).toContain('Player 1: Player 1 builds a Cannon on plot 3.');
    expect(result.match.moves()[0].move).toEqual({ type: 'build', tower: 'Cannon', plot: 3 });
  });

  it('text that is not a number narrows the menu by its words; a word nothing has says so', async () => {
    const { result, out } = await play('plots', {}, ['mage 4', '1', 'zebra', 'q']);
    expect(out).toContain('  1. Build, Mage, plot 4\nPlayer 1 › "mage 4", choose 1 (b back, ? help, q quit): 1\n');
    expect(out).toContain('Nothing here matches "zebra".');
    expect(result.match.moves()[0].move).toEqual({ type: 'build', tower: 'Mage', plot: 4 });
  });

  it('a menu with a single choice goes on by itself, in one line saying so (--confirm asks anyway)', async () => {
    const { result, out } = await play('climb-lazy', { mode: 'solo' }, [], lazyEnv);
    expect(result.status).toBe('finished');
    expect(out.match(/^Climber's only move: Climber passes\.$/gm)!.length).toBe(6);
    expect(out).not.toContain('choose a move');
    const asked = await play('climb-lazy', { mode: 'solo', confirm: true }, ['1'], lazyEnv);
    expect(asked.out).toContain('  1. Pass (end your turn)\nClimber, choose 1 (? help, q quit): 1\n');
    expect(asked.result.status).toBe('eof');
  });
});

describe('the terminal: what happened', () => {
  it("a bot's move is one line of its headline log lines; details only with --verbose", async () => {
    const { out } = await play('climb-plus', { vs: 'first', option: ['target=5'] }, ['4', '4', '4']);
    expect(out).toMatch(/^Blue \(first\): Blue climbs 1\.$/m);
    expect(out).not.toContain('stands on step');
    expect(out).not.toContain('moves.');
    const verbose = await play('climb-plus', { vs: 'first', option: ['target=5'], verbose: true }, ['4', '4', '4']);
    expect(verbose.out).toMatch(/^Blue \(first\): Blue climbs 1\.\n {4}Blue stands on step 1\.$/m);
  });

  it('with hidden information a reader sees only the lines meant for them, never the move in its own words', async () => {
    const { out } = await play('climb-secret', { seats: 'human,random', option: ['target=9'] }, ['3', '3', '3', '3', '3', '3']);
    expect(out).toMatch(/^Blue \(random\): Blue rolls the die\.$/m);
    expect(out).not.toContain('Blue rolled');
    expect(out).not.toMatch(/^Blue \(random\): Roll the die/m);
  });

  it("the board is drawn when a human is to move after someone else moved, not after each of their own moves", async () => {
    // Red climbs 1 (the turn goes on), climbs 1 again (Blue's turn), then Blue (a bot) moves and Red sees the board.
    const { out } = await play('climb-plus', { vs: 'first', option: ['target=9'] }, ['1', '1', 'l', 'q']);
    const boards = (text: string) => text.match(/^Turn \d+: Red to climb\.$/gm)?.length ?? 0;
    const firstTurn = out.slice(0, out.indexOf('Blue (first)'));
    expect(boards(firstTurn)).toBe(1);
    // After Blue's move the board again, and once more when asked with l.
    expect(boards(out.slice(out.indexOf('Blue (first)')))).toBe(2);
  });

  it('hot-seat with hidden hands: a separator where a terminal is cleared, and the clear codes on a terminal', async () => {
    const piped = await play('climb-secret', {}, ['3', '', '3', '', 'q']);
    expect(piped.out).toContain("──────── the screen is cleared: Blue's turn ────────\nPass the device to Blue.");
    expect(piped.out).not.toContain(CLEAR);
    const io = pipedIo(['3', '', 'q']);
    (io.stdout as unknown as { isTTY: boolean }).isTTY = true;
    await playCommand('climb-secret', { records: dir, seed: 's' }, variantsEnv, io);
    expect(io.stdout.text).toContain(`${CLEAR}Pass the device to Blue.`);
    // Red's secret roll is not in what Blue reads after the clear.
    expect(io.stdout.text.slice(io.stdout.text.indexOf(CLEAR))).not.toContain('Red rolled');
  });

  it('after a hand-over the board is drawn whole (the screen was cleared), elsewhere only what changed', async () => {
    const hidden = await play('plots-secret', {}, ['archer 1', '1', '', 'archer 2', '1', '', 'q']);
    const back = hidden.out.slice(hidden.out.lastIndexOf('Pass the device to Player 1.'));
    expect(back).toContain('Plots\n  plot 1: Player 1\n  plot 2: Player 2\n');
    expect(hidden.out).not.toContain('Changed on the board');
    const open = await play('plots', { vs: 'first' }, ['archer 1', '1', 'q']);
    expect(open.out).toContain('Changed on the board (l shows all of it):\n  plot 1: Player 1\n  plot 2: Player 2\n');
  });
});

describe('the terminal: words and endings', () => {
  it('? lists the words of the game, ? <word> explains one (any case, a prefix is enough), help the commands', async () => {
    const { out } = await play('climb-plus', {}, ['?', '? ro', '? ROP', '? roll', '? zz', 'help', 'q']);
    expect(out).toContain('Words of this game: Roll, Rope, Step.');
    expect(out).toContain('"ro" may be: Roll, Rope.');
    expect(out).toContain('Rope: The ladder’s rope: it holds 10 steps.');
    expect(out).toContain('Roll: Roll the die: 1 to 3 steps, and your turn ends.');
    expect(out).toContain('No word "zz" here. Words: Roll, Rope, Step.');
    expect(out).toContain('  b  back to the menu before (0 too)');
  });

  // Issue #27: every person at a finished table reads their own result first, then who won and why.
  const ending = (out: string) => out.slice(out.lastIndexOf('The climb is over.\n\n') + 'The climb is over.\n\n'.length).split('\n').slice(0, 2);

  it('a duel lost to a bot: the first line after the board is "You lose", then who won and why (issue #27)', async () => {
    const { result, out } = await play('climb-plus', { vs: 'first', option: ['target=3'] }, Array(10).fill('4'));
    expect(result.status).toBe('finished');
    expect(ending(out)).toEqual(['You lose: Blue (first) wins.', 'Game over: Blue reached the top.']);
  });

  it('a duel won against a bot: "You win" first (issue #27)', async () => {
    const { out } = await play('climb-plus', { vs: 'first', option: ['target=3'] }, ['2', '2']);
    expect(ending(out)).toEqual(['You win.', 'Game over: Red reached the top.']);
  });

  it('people sharing the keyboard each read their seat’s result, then who won from elsewhere (issue #27)', async () => {
    const { out } = await play('climb-plus', { seats: 'human,human,first', option: ['target=3'] }, Array(10).fill('4'));
    expect(ending(out)).toEqual(['Red and Blue lose: Green (first) wins.', 'Game over: Green reached the top.']);
  });

  it('a solo game lost to the rules says you lose and the automaton wins, not "Nobody won."', async () => {
    const { out } = await play('climb-lazy', { mode: 'solo' }, [], lazyEnv);
    expect(ending(out)).toEqual(['You lose: the Mountain wins.', 'Game over: Nobody reached the top in time.']);
    expect(out).not.toContain('Nobody won');
  });

  it('a cooperative loss at a hot seat is the team’s', async () => {
    const { out } = await play('climb-together', {}, Array(40).fill('4'));
    expect(ending(out)).toEqual(['Your team loses.', 'Game over: Nobody reached the top in time.']);
    expect(out).not.toContain('Nobody won');
  });
});

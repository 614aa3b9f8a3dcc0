import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECORD_FORMAT } from '@ramparts/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CliError } from '../io.ts';
import { fakeEnv } from '../testing/fake-game.ts';
import { interactiveIo, pipedIo } from '../testing/streams.ts';
import { playCommand } from './play.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-play-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('play', () => {
  it('plays a hot-seat game from piped input, re-prompting after bad input, and saves the record', async () => {
    // Climb to 3: Red tries nonsense, then an undo, then climbs 2 + 2 and wins in its first turn.
    const io = pipedIo(['abc', '9', '0', '', '?', 'u', '1', 'u', '2', '2']);
    const result = await playCommand('climb', { option: ['target=3'], seed: 's1', records: dir }, fakeEnv, io);
    const out = io.stdout.text;
    expect(result.status).toBe('finished');
    expect(out).toContain('Nothing here matches "abc". Type a number from 1 to 4, or other words.');
    expect(out).toContain('There is no 9 here: type a number from 1 to 4.');
    expect(out).toContain('This is the first menu.');
    expect(out).toContain('Type the number of a choice, from 1 to 4.');
    expect(out).toContain('This game explains no words of its own here.');
    expect(out).toContain('There is no move of yours to take back now');
    expect(out).toContain('Took back: Climb 1 step.');
    expect(out).toContain('  1. Climb 1 step');
    expect(out).toContain('Red: Red climbs 2 (now on step 2).');
    expect(out).toContain('Red: Red climbs 2 (now on step 4).');
    // Two people at one keyboard: each seat's result first (issue #27), then why.
    expect(out).toContain('Red wins · Blue loses.\nGame over: Red reached the top.');
    expect(out).not.toMatch(/Game over[^]*Game over/);
    // Every bad answer is followed by the prompt again.
    expect(out.match(/Red, choose 1-4 \(.*q quit\): /g)!.length).toBe(10);

    expect(result.recordPath).toMatch(/climb-\d{8}-\d{6}-s1\.json$/);
    expect(out).toContain(`Record saved to ${result.recordPath}`);
    const record = JSON.parse(await readFile(result.recordPath!, 'utf8'));
    expect(record).toMatchObject({ format: RECORD_FORMAT, game: 'climb', seed: 's1', players: 2, options: { mode: 'race', target: 3, endless: false }, seats: ['human', 'human'] });
    expect(record.moves).toEqual([
      { seat: 0, move: { type: 'climb', steps: 2 } },
      { seat: 0, move: { type: 'climb', steps: 2 } },
    ]);
    expect(record.outcome.winners).toEqual([0]);
  });

  it('quits cleanly at the end of input and saves nothing', async () => {
    const io = pipedIo(['4']);
    const result = await playCommand('climb', { seed: 'eof', records: dir }, fakeEnv, io);
    expect(result.status).toBe('eof');
    expect(io.stdout.text).toContain('Input ended');
    expect(await readdir(dir)).toEqual([]);
  });

  it('quits on q', async () => {
    const io = pipedIo(['q', '1']);
    const result = await playCommand('climb', { records: dir }, fakeEnv, io);
    expect(result.status).toBe('quit');
    expect(result.match.moveCount).toBe(0);
    expect(await readdir(dir)).toEqual([]);
  });

  it('plays against bots: --vs makes every other seat a bot, whose moves are printed in words', async () => {
    const io = interactiveIo(() => '4'); // Red always passes
    const result = await playCommand('climb', { vs: 'random', players: 3, seed: 'bots', records: dir }, fakeEnv, io);
    expect(result.status).toBe('finished');
    const out = io.stdout.text;
    expect(out).toContain('Seats: Red (you), Blue (bot random), Green (bot random).');
    // A bot's move is its log's headline, on one line.
    expect(out).toMatch(/^Blue \(random\): Blue (climbs|rolls|passes)/m);
    expect(out).toMatch(/^Green \(random\): Green (climbs|rolls|passes)/m);
    expect(out).not.toContain(': moves.');
    const record = JSON.parse(await readFile(result.recordPath!, 'utf8'));
    expect(record.seats).toEqual(['human', 'random', 'random']);
    // The same seed and answers give the same game.
    const again = await playCommand('climb', { vs: 'random', players: 3, seed: 'bots', records: dir }, fakeEnv, interactiveIo(() => '4'));
    expect(again.match.state).toEqual(result.match.state);
  });

  it('seats any mix with --seats, and all-bot tables need no input', async () => {
    const result = await playCommand('climb', { seats: 'first,random,first', seed: 'x', records: dir }, fakeEnv, pipedIo([]));
    expect(result.status).toBe('finished');
    expect(result.match.players).toBe(3);
  });

  it('takes the fewest players the options allow', async () => {
    const io = pipedIo(['1', '2', '2', '2']);
    const result = await playCommand('climb', { mode: 'solo', option: ['target=5'], records: dir }, fakeEnv, io);
    expect(result.match.players).toBe(1);
    expect(result.status).toBe('finished');
    expect(io.stdout.text).toContain('Climber (you)');
  });

  it('asks to pass the device between humans when information is hidden', async () => {
    const io = pipedIo(['4', '', '4', '', 'q']);
    await playCommand('climb-hidden', { records: dir }, fakeEnv, io);
    const out = io.stdout.text;
    expect(out).toContain('Pass the device to Blue.');
    expect(out).toContain('Pass the device to Red.');
    // The board is shown only after Enter.
    expect(out.indexOf('Pass the device to Blue.')).toBeLessThan(out.indexOf('(you)', out.indexOf('Pass the device to Blue.')));
  });

  it('#29 resign at the prompt: asked to confirm (no plays on), then two sides end at once; the record keeps the resignation', async () => {
    const io = pipedIo(['resign', 'no', '4', 'resign', 'yes']);
    const result = await playCommand('climb', { seed: 'r1', records: dir }, fakeEnv, io);
    const out = io.stdout.text;
    expect(result.status).toBe('finished');
    expect(out).toContain('Resign? Red wins at once. Type yes to resign: ');
    expect(out).toContain('You play on.');
    expect(out).toContain('Resign? Blue wins at once. Type yes to resign: ');
    expect(out).toContain('Red passes.');
    expect(out).toContain('Blue resigned: Red wins.');
    expect(out).toContain('Red wins · Blue loses.\nGame over: Blue resigned.');
    const record = JSON.parse(await readFile(result.recordPath!, 'utf8'));
    expect(record.resignations).toEqual([{ seat: 1, at: 1 }]);
    expect(record.outcome).toEqual({ winners: [0], reason: 'Blue resigned.' });
  });

  it('#29 resign with three or more: the seat places last and a bot of the table plays it to the end', async () => {
    const io = interactiveIo((q) => (q.includes('Resign?') ? 'yes' : 'resign'));
    const result = await playCommand('climb', { vs: 'random', players: 3, seed: 'r3', records: dir }, fakeEnv, io);
    expect(result.status).toBe('finished');
    expect(io.stdout.text).toContain('Resign? You are out of the game and place last; the others play on. Type yes to resign: ');
    expect(io.stdout.text).toContain('Red resigned; a bot plays their seat to the end, and it scores last.');
    expect(result.match.outcome()!.winners).not.toContain(0);
    // Red's bot reached the top first (seed r3), yet Red places last.
    expect(io.stdout.text).toMatch(/^Red \(bot, for whoever resigned\): Red climbs/m);
    expect(io.stdout.text).toContain('You lose: Green (random) wins.\nGame over: Red reached the top. Red resigned, so scores last.');
    // The bot played Red's seat after the resignation: Red's moves follow it in the record.
    const record = JSON.parse(await readFile(result.recordPath!, 'utf8'));
    expect(record.resignations).toEqual([{ seat: 0, at: 0 }]);
    expect(record.moves.some((m: { seat: number }) => m.seat === 0)).toBe(true);
  });

  it('#29 alone at the table there is nobody to resign to: said, and the game goes on', async () => {
    const io = pipedIo(['resign', 'q']);
    const result = await playCommand('climb', { mode: 'solo', records: dir }, fakeEnv, io);
    expect(io.stdout.text).toContain('A game for one player has nobody to resign to: type q to stop.');
    expect(io.stdout.text).not.toContain('Resign?');
    expect(result.status).toBe('quit');
  });

  it('rejects bad setups with one clear sentence', async () => {
    const run = (flags: Parameters<typeof playCommand>[1], game = 'climb') => playCommand(game, { records: dir, ...flags }, fakeEnv, pipedIo([]));
    await expect(run({}, 'chess')).rejects.toThrow('There is no game "chess". Games: climb, climb-hidden.');
    await expect(run({ mode: 'nope' })).rejects.toThrow(/Invalid options for Climb: mode/);
    await expect(run({ option: ['colour=red'] })).rejects.toThrow('Climb has no option "colour".');
    await expect(run({ players: 5 })).rejects.toThrow('Climb with these options takes 2 to 4 players, not 5.');
    await expect(run({ mode: 'solo', players: 2 })).rejects.toThrow('takes 1 player, not 2');
    await expect(run({ seats: 'human,wizard' })).rejects.toThrow(CliError);
    await expect(run({ seats: 'human,wizard' })).rejects.toThrow(/Seat 2 \(Blue\): Unknown bot "wizard"/);
  });
});

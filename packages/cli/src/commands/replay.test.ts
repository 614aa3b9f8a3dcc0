import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../main.ts';
import { fakeEnv } from '../testing/fake-game.ts';
import { interactiveIo, pipedIo } from '../testing/streams.ts';
import { playCommand, type PlayResult } from './play.ts';

let dir: string;
let played: PlayResult;
const run = async (...args: string[]) => {
  const io = pipedIo([]);
  const code = await main(['node', 'ramparts', ...args], io, async () => fakeEnv);
  return { code, out: io.stdout.text, err: io.stderr.text };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-replay-'));
  played = await playCommand('climb', { vs: 'random', seed: 'replay-me', records: dir }, fakeEnv, interactiveIo((_p, _t, n) => String((n % 4) + 1)));
  expect(played.status).toBe('finished');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('replay', () => {
  it('--json reproduces the final state and outcome of the game played', async () => {
    const { code, out } = await run('replay', played.recordPath!, '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.state).toEqual(played.match.state);
    expect(json.outcome).toEqual(played.match.outcome());
  });

  it('#29 a record with a resignation replays it at its place: its line, then the resigned seat played by its bot, and the same ending', async () => {
    const resigned = await playCommand('climb', { vs: 'random', players: 3, seed: 'r3', records: dir }, fakeEnv, interactiveIo((q) => (q.includes('Resign?') ? 'yes' : 'resign')));
    const { code, out } = await run('replay', resigned.recordPath!);
    expect(code).toBe(0);
    expect(out).toMatch(/Red resigned; a bot plays their seat to the end, and it scores last\.\nMove 1 of \d+: Red \(human\): Red climbs/);
    expect(out).toContain('Red resigned, so scores last.');
    const json = JSON.parse((await run('replay', resigned.recordPath!, '--json')).out);
    expect(json.outcome).toEqual(resigned.match.outcome());
  });

  it('prints the game move by move with the board after each (what changed of it)', async () => {
    const { code, out } = await run('replay', played.recordPath!);
    expect(code).toBe(0);
    const n = played.match.moveCount;
    expect(out).toContain('Seats: Red (human), Blue (random)');
    expect(out).toContain(`Move 1 of ${n}: Red (human): `);
    expect(out).toContain(`Move ${n} of ${n}: `);
    expect(out.match(/^Move \d+ of \d+: /gm)!.length).toBe(n);
    // The board after each move, or what changed of it: the climbers' steps are never out of date.
    for (let i = 1; i < n; i++) {
      const after = out.slice(out.indexOf(`Move ${i} of ${n}: `), out.indexOf(`Move ${i + 1} of ${n}: `));
      expect(after).toMatch(/^(Red|Blue) +\|[#.]+\| \d+\/\d+$/m);
    }
    expect(out).toContain(`Game over: ${played.match.outcome()!.reason}`);
  });

  it('--step waits for Enter between moves and stops on q', async () => {
    const io = pipedIo(['', 'q']);
    expect(await main(['node', 'ramparts', 'replay', played.recordPath!, '--step'], io, async () => fakeEnv)).toBe(0);
    expect(io.stdout.text).toContain('Move 2 of');
    expect(io.stdout.text).not.toContain('Move 3 of');
  });

  it('--step goes back one move with b', async () => {
    const io = pipedIo(['', 'b', 'b', '', '', 'q']);
    expect(await main(['node', 'ramparts', 'replay', played.recordPath!, '--step'], io, async () => fakeEnv)).toBe(0);
    const shown = io.stdout.text.match(/^Move \d+ of/gm)!.map((m) => Number(m.split(' ')[1]));
    expect(shown).toEqual([1, 2, 1, 1, 2, 3]);
    expect(io.stdout.text).toContain('This is the first move.');
    expect(io.stdout.text).toContain('Enter for the next move, b back, q to stop: ');
  });

  it('reads the pre-release record format', async () => {
    const record = JSON.parse(await readFile(played.recordPath!, 'utf8'));
    const old = { gameId: record.game, gameVersion: record.gameVersion, seed: record.seed, numPlayers: record.players, setup: record.options, actions: record.moves.map((m: { seat: number; move: unknown }) => [m.seat, m.move]) };
    const file = join(dir, 'old.json');
    await writeFile(file, JSON.stringify(old));
    const { code, out } = await run('replay', file, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out).state).toEqual(played.match.state);
  });

  it('fails with exit code 1 and one clear line on a bad file', async () => {
    const missing = await run('replay', join(dir, 'nope.json'));
    expect(missing.code).toBe(1);
    expect(missing.err).toBe(`error: Cannot read ${join(dir, 'nope.json')}: no such file.\n`);

    const notJson = join(dir, 'bad.json');
    await writeFile(notJson, '{ "format": 1, ');
    const bad = await run('replay', notJson);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^error: .*bad\.json is not valid JSON: .*\n$/);

    const notRecord = join(dir, 'list.json');
    await writeFile(notRecord, '[1, 2, 3]');
    const list = await run('replay', notRecord);
    expect(list.code).toBe(1);
    expect(list.err).toMatch(/^error: .*list\.json: This is not a match record: expected a JSON object\.\n$/);

    const record = JSON.parse(await readFile(played.recordPath!, 'utf8'));
    record.moves[0].seat = 1; // Blue cannot move first
    const illegal = join(dir, 'illegal.json');
    await writeFile(illegal, JSON.stringify(record));
    const wrong = await run('replay', illegal);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/^error: .*illegal\.json: Move 1 of this record is not legal here: .*\n$/);

    // A damaged record: one line naming where the first problem is; --verbose lists every problem under it.
    const damaged = join(dir, 'damaged.json');
    await writeFile(damaged, JSON.stringify({ format: 1, game: 'climb', players: 'two' }));
    const short = await run('replay', damaged);
    expect(short.code).toBe(1);
    expect(short.err).toMatch(/^error: .*damaged\.json: This match record is damaged: \w+: .* \(and \d+ more problems\)\n$/);
    const long = await run('replay', damaged, '--verbose');
    const lines = long.err.trimEnd().split('\n');
    expect(lines[0]).toBe(short.err.trimEnd());
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(1)).toContain('  players: expected a number, got "two"');

    const unknown = join(dir, 'unknown.json');
    await writeFile(unknown, JSON.stringify({ ...record, game: 'chess' }));
    expect((await run('replay', unknown)).err).toContain('a game this version does not know: "chess"');
  });
});

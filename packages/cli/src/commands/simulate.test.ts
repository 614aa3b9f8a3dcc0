import { describe, expect, it } from 'vitest';
import { createBot as engineBot, playout as enginePlayout } from '@ramparts/engine';
import { crystalContent } from '@ramparts/games';
import { loadEnv, type Env } from '../env.ts';
import { main } from '../main.ts';
import { fakeEnv } from '../testing/fake-game.ts';
import { quietIo } from '../testing/streams.ts';
import { variantsEnv } from '../testing/variants.ts';
import { simulateCommand, simulateEach, type EachReport, type SimulationReport } from './simulate.ts';

const withoutTiming = ({ seconds: _s, workers: _w, ...rest }: SimulationReport) => rest;

describe('simulate', () => {
  it('gives the same numbers for the same seed with 1 and 2 workers', async () => {
    const flags = { games: 40, bots: 'random', players: 3, seed: 'same', json: true };
    const one = await simulateCommand('climb', { ...flags, workers: 1 }, fakeEnv, quietIo());
    const io = quietIo();
    const two = await simulateCommand('climb', { ...flags, workers: 2 }, fakeEnv, io);
    expect(two.workers).toBe(2);
    expect(withoutTiming(two)).toEqual(withoutTiming(one));
    expect(JSON.parse(io.stdout.text)).toMatchObject({ game: 'climb', games: 40, seed: 'same', players: 3 });
    // and a different seed gives different games
    const other = await simulateCommand('climb', { ...flags, seed: 'other', workers: 1 }, fakeEnv, quietIo());
    expect(withoutTiming(other)).not.toEqual(withoutTiming(one));
  });

  it('counts wins, games without a winner and lengths; repeats the last bot', async () => {
    const r = await simulateCommand('climb', { games: 60, bots: 'first,random', players: 3, seed: '7', workers: 1 }, fakeEnv, quietIo());
    expect(r.seats.map((s) => s.bot)).toEqual(['first', 'random', 'random']);
    expect(r.seats.map((s) => s.name)).toEqual(['Red', 'Blue', 'Green']);
    const wins = r.seats.reduce((n, s) => n + s.wins, 0);
    expect(wins + r.noWinner + r.unfinished).toBe(60);
    expect(r.unfinished).toBe(0);
    for (const s of r.seats) {
      expect(s.rate).toBeCloseTo(s.wins / 60, 12);
      expect(s.ci95[0]).toBeLessThanOrEqual(s.rate);
      expect(s.ci95[1]).toBeGreaterThanOrEqual(s.rate);
    }
  });

  it('reports exact numbers when the game is decided', async () => {
    // "first" always climbs 1 step, twice a turn: Red reaches step 10 on its 5th turn, after 18 moves.
    const r = await simulateCommand('climb', { games: 10, bots: 'first', seed: 'fixed', workers: 1 }, fakeEnv, quietIo());
    expect(r.seats.map((s) => s.wins)).toEqual([10, 0]);
    expect(r.seats[0].ci95).toEqual([expect.closeTo(0.7225, 4), 1]);
    expect(r.length).toEqual({ count: 10, mean: 18, sd: 0, min: 18, max: 18 });
    expect(r.noWinner).toBe(0);
  });

  it('names the side the rules play when it wins ("Lost to the Mountain"), not "No winner"', async () => {
    const io = quietIo();
    const r = await simulateCommand('climb-plus', { games: 30, option: ['mode=solo'], seed: 'mountain', workers: 1 }, variantsEnv, io);
    const lost = r.noWinner;
    // random climbers lose some solo climbs and win others: both kinds are in the 30 games
    expect(lost).toBeGreaterThan(0);
    expect(r.seats[0].wins).toBeGreaterThan(0);
    expect(r.lostTo).toEqual({ 'the Mountain': lost });
    expect(io.stdout.text).toContain(`Lost to the Mountain: ${lost}\n`);
    expect(io.stdout.text).not.toContain('No winner');
    // the other lines keep one column with it
    expect(io.stdout.text).toMatch(/\nUnfinished: {11}0 \(still going/);
  });

  it('keeps "No winner" for games nobody won at all (a race without an automaton)', async () => {
    const io = quietIo();
    const r = await simulateCommand('climb', { games: 5, seed: 'race', workers: 1 }, fakeEnv, io);
    expect(r.lostTo).toEqual({});
    expect(io.stdout.text).toContain(`No winner:  ${r.noWinner}\n`);
  });

  it('reports games that pass the move cap as unfinished', async () => {
    const io = quietIo();
    const r = await simulateCommand('climb', { games: 5, option: ['endless=true'], maxMoves: 50, seed: 'cap', workers: 1 }, fakeEnv, io);
    expect(r.unfinished).toBe(5);
    expect(r.length.count).toBe(0);
    expect(io.stdout.text).toContain('Unfinished: 5 (still going after 50 moves)');
    expect(io.stdout.text).toContain('no game finished');
  });

  it('prints a table with the seat, the bot and the interval', async () => {
    const io = quietIo();
    await simulateCommand('climb', { games: 20, seed: 'table', workers: 1 }, fakeEnv, io);
    const out = io.stdout.text;
    expect(out).toMatch(/seat\s+name\s+bot\s+wins\s+win rate\s+95% interval/);
    expect(out).toMatch(/1\s+Red\s+random\s+\d+\s+[\d.]+%\s+[\d.]+% – [\d.]+%/);
    expect(out).toMatch(/Length: +mean [\d.]+ moves, sd [\d.]+/);
  });

  it('works with the engine bots, in worker threads too', async () => {
    // Workers import the registry and the bots by module name: here the test game, and the engine's bots.
    const env: Env = { ...fakeEnv, createBot: engineBot, playout: enginePlayout, modules: { registry: fakeEnv.modules.registry, bots: '@ramparts/engine' } };
    const flags = { games: 4, bots: 'mcts:20,random', seed: 'engine', json: true };
    const one = await simulateCommand('climb', { ...flags, workers: 1 }, env, quietIo());
    const two = await simulateCommand('climb', { ...flags, workers: 2 }, env, quietIo());
    expect(withoutTiming(two)).toEqual(withoutTiming(one));
  });

  it('simulates each seat count of a range (--players 2..3), as one JSON array with --json', async () => {
    const io = quietIo();
    const code = await main(['node', 'ramparts', 'simulate', 'climb', '--players', '2..3', '--games', '6', '--seed', 'r', '--workers', '1', '--json'], io, async () => fakeEnv);
    expect(code).toBe(0);
    const reports = JSON.parse(io.stdout.text) as SimulationReport[];
    expect(reports.map((r) => [r.players, r.games, r.seats.length])).toEqual([
      [2, 6, 2],
      [3, 6, 3],
    ]);
    const bad = quietIo();
    expect(await main(['node', 'ramparts', 'simulate', 'climb', '--players', '3..2'], bad, async () => fakeEnv)).toBe(1);
    expect(bad.stderr.text).toContain('a range like 2..4');
  });

  it('rejects bad flags with a clear line (exit code 1)', async () => {
    const run = async (...args: string[]) => {
      const io = quietIo();
      const code = await main(['node', 'ramparts', 'simulate', ...args], io, async () => fakeEnv);
      return { code, err: io.stderr.text };
    };
    expect(await run('climb', '--bots', 'random,wizard')).toEqual({ code: 1, err: expect.stringContaining('Seat 2: Unknown bot "wizard"') });
    expect(await run('climb', '--bots', 'random,random,random', '--players', '2')).toEqual({ code: 1, err: expect.stringContaining('--bots lists 3 bots') });
    expect(await run('climb', '--games', 'lots')).toEqual({ code: 1, err: expect.stringContaining("option '--games <n>' argument 'lots' is invalid") });
    expect(await run('nothing')).toEqual({ code: 1, err: 'error: There is no game "nothing". Games: climb, climb-hidden.\n' });
  });
});

describe('simulate --each', () => {
  const eachFlags = { games: 12, seed: 'each', workers: 1 };

  it('plays one row per value, each the same as simulating that value alone with the same seed', async () => {
    const io = quietIo();
    const r = await simulateEach('climb', [undefined], { ...eachFlags, each: ['mode'] }, fakeEnv, io);
    expect(r.rows.map((row) => [row.combination, row.report.players, row.report.games])).toEqual([
      [{ mode: 'race' }, 2, 12],
      [{ mode: 'solo' }, 1, 12],
    ]);
    const solo = await simulateCommand('climb', { ...eachFlags, mode: 'solo' }, fakeEnv, quietIo(), false);
    expect(withoutTiming(r.rows[1].report)).toEqual(withoutTiming(solo));
    // Climb is competitive: the overall counts each seat's wins over the games it sat in.
    expect(r.cooperative).toBe(false);
    expect(r.overall.games).toBe(24);
    expect(r.overall.seats[0]).toEqual({ wins: r.rows[0].report.seats[0].wins + solo.seats[0].wins, games: 24 });
    expect(r.overall.seats[1]).toEqual({ wins: r.rows[0].report.seats[1].wins, games: 12 });
  });

  it('prints a row per combination with its win rates, mean moves and unfinished games, then all of them', async () => {
    const io = quietIo();
    await simulateEach('climb', [undefined], { ...eachFlags, each: ['mode', 'endless'], maxMoves: 60 }, fakeEnv, io);
    const out = io.stdout.text;
    expect(out).toContain('Climb: 12 games for each of 4 rows (players × mode × endless), bots random, seed each (the same for every row)');
    expect(out).toMatch(/players\s+mode\s+endless\s+games\s+seat 1 wins \(95% interval\)\s+seat 2 wins \(95% interval\)\s+mean moves\s+unfinished/);
    expect(out).toMatch(/\n2\s+race\s+false\s+12\s+[\d.]+% \([\d.]+% – [\d.]+%\)\s+[\d.]+% \([\d.]+% – [\d.]+%\)\s+[\d.]+\s+0\n/);
    // Endless games never finish: no mean length, every game unfinished.
    expect(out).toMatch(/\n1\s+solo\s+true\s+12\s+0\.0% \(0\.0% – [\d.]+%\)\s+-\s+12\n/);
    expect(out).toMatch(/\nall\s+48\s+.*\s24\n/);
  });

  it('gives the same rows with 1 and 2 worker threads (one pool for every row)', async () => {
    const flags = { ...eachFlags, games: 20, each: ['endless'], maxMoves: 80, json: true };
    const one = await simulateEach('climb', [2, 3], { ...flags, workers: 1 }, fakeEnv, quietIo());
    const io = quietIo();
    const two = await simulateEach('climb', [2, 3], { ...flags, workers: 2 }, fakeEnv, io);
    expect(two.rows.map((r) => r.report.workers)).toEqual([2, 2, 2, 2]);
    expect(two.rows.map((r) => withoutTiming(r.report))).toEqual(one.rows.map((r) => withoutTiming(r.report)));
    expect(two.rows.map((r) => [r.report.players, r.combination.endless])).toEqual([
      [2, false],
      [2, true],
      [3, false],
      [3, true],
    ]);
    const json = JSON.parse(io.stdout.text) as EachReport;
    expect(json).toMatchObject({ game: 'climb', each: ['endless'], seed: 'each', overall: { games: 80, unfinished: 40 } });
  });

  it('gives a co-operative game one win rate: the games the team won', async () => {
    const climb = fakeEnv.findGame('climb')!;
    const team = { ...climb, id: 'team-climb', title: 'Team Climb', kind: { ...climb.kind, play: 'cooperative' as const } };
    const env: Env = { ...fakeEnv, games: [team], findGame: (id) => (id === team.id ? team : undefined) };
    const io = quietIo();
    const r = await simulateEach('team-climb', [undefined], { ...eachFlags, each: ['mode'] }, env, io);
    expect(r.cooperative).toBe(true);
    const won = r.rows.map(({ report }) => report.games - report.noWinner - report.unfinished);
    expect(r.overall.won).toBe(won[0] + won[1]);
    expect(io.stdout.text).toMatch(/mode\s+games\s+win rate \(95% interval\)\s+mean moves\s+unfinished\n/);
    expect(io.stdout.text).not.toContain('seat 1 wins');
  });

  it('is the --each flag of the command line, repeatable; a row that cannot be played names itself', async () => {
    const io = quietIo();
    const code = await main(['node', 'ramparts', 'simulate', 'climb', '--each', 'mode', '--each', 'endless', '--games', '3', '--max-moves', '30', '--workers', '1', '--json'], io, async () => fakeEnv);
    expect(code).toBe(0);
    expect((JSON.parse(io.stdout.text) as EachReport).rows).toHaveLength(4);
    const bad = quietIo();
    expect(await main(['node', 'ramparts', 'simulate', 'climb', '--each', 'mode', '--players', '2', '--workers', '1'], bad, async () => fakeEnv)).toBe(1);
    expect(bad.stderr.text).toBe('error: mode solo: Climb with these options takes 1 player, not 2.\n');
  });

  it("the issue's command: Crystal Defenders per map and difficulty (every map of the content, each difficulty)", async () => {
    const io = quietIo();
    const r = await simulateEach('crystal', [2], { games: 1, bots: 'random', seed: 'crystal', workers: 1, maxMoves: 150, each: ['map', 'difficulty'] }, await loadEnv(), io);
    expect(r.rows.map((row) => row.combination)).toEqual(crystalContent.maps.flatMap((m) => ['rulebook', 'easy', 'normal', 'hard'].map((difficulty) => ({ map: m.id, difficulty }))));
    expect(r.rows.every((row) => row.report.players === 2 && row.report.games === 1)).toBe(true);
    expect(r.cooperative).toBe(true);
    expect(io.stdout.text).toMatch(/map\s+difficulty\s+games\s+win rate \(95% interval\)/);
  });
});

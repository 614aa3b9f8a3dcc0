/** `--variant <file>` wherever a command sets a game up (#32): play, simulate, replay, lab run and the ready-made experiments. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from './env.ts';
import { main } from './main.ts';
import { pipedIo, quietIo } from './testing/streams.ts';

let env: Env;
let dir: string;
let busy: string;
let other: string;
const run = async (...args: string[]) => {
  const io = quietIo();
  const code = await main(['node', 'ramparts', ...args], io, async () => env);
  return { code, out: io.stdout.text, err: io.stderr.text };
};

const busyHeroes = { format: 1, game: 'dice', name: 'Busy heroes', note: 'Three actions a turn.', patch: { 'rules.json': { actionsPerHero: 3 } } };

beforeAll(async () => {
  env = await loadEnv();
  dir = await mkdtemp(join(tmpdir(), 'ramparts-variants-'));
  busy = join(dir, 'busy.json');
  other = join(dir, 'other.json');
  await writeFile(busy, JSON.stringify(busyHeroes));
  await writeFile(other, JSON.stringify({ ...busyHeroes, name: 'Other', patch: { 'rules.json': { actionsPerHero: 1 } } }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const simulate = async (...extra: string[]) => {
  const { code, out, err } = await run('simulate', 'dice', '--scenario', '1', '--heroes', '2', '--bots', 'heuristic', '--games', '4', '--seed', 'v', '--json', ...extra);
  expect(err).toBe('');
  expect(code).toBe(0);
  const { seconds: _s, workers: _w, ...report } = JSON.parse(out) as Record<string, unknown>;
  return report;
};

describe('--variant', () => {
  it('simulate plays the variant in every worker: the same report on one thread and on two, named, and not the original’s', async () => {
    const one = await simulate('--variant', busy, '--workers', '1');
    expect(one.variant).toBe('Busy heroes');
    expect(await simulate('--variant', busy, '--workers', '2')).toEqual(one);
    const original = await simulate('--workers', '1');
    expect(original.variant).toBeUndefined();
    expect(original.length).not.toEqual(one.length);
  });

  it('play says the variant, its record carries it, and replay plays it back and says so', async () => {
    const records = join(dir, 'records');
    const io = pipedIo([]);
    const code = await main(['node', 'ramparts', 'play', 'dice', '--heroes', '2', '--seats', 'heuristic,heuristic', '--seed', 'p', '--records', records, '--variant', busy], io, async () => env);
    expect(code).toBe(0);
    expect(io.stdout.text).toContain('Playing the variant "Busy heroes": Three actions a turn.');
    const [file] = await readdir(records);
    const record = JSON.parse(await readFile(join(records, file!), 'utf8'));
    expect(record.variant).toEqual(busyHeroes);
    const replayed = await run('replay', join(records, file!));
    expect(replayed.code).toBe(0);
    expect(replayed.out).toContain('Played with the variant "Busy heroes"');
    const refused = await run('replay', join(records, file!), '--variant', other);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/was played with the variant "Busy heroes" and replays with it; leave out --variant/);
  });

  it('lab run --variant plays every cell with the variant’s patch and names it; the same folder never mixes it with the original', async () => {
    const experiment = join(dir, 'exp.json');
    await writeFile(experiment, JSON.stringify({ name: 'Actions', game: 'dice', options: { scenario: 1, heroes: 2 }, bots: 'heuristic', stop: { games: 2 }, seed: 'l' }));
    const out = join(dir, 'lab');
    const ran = await run('lab', 'run', experiment, '--variant', busy, '--workers', '1', '--out', out);
    expect(ran.err).toBe('');
    expect(ran.out).toContain('the variant "Busy heroes"');
    const summary = JSON.parse(await readFile(join(out, 'summary.json'), 'utf8'));
    expect(summary.cells[0].cell.content).toEqual(busyHeroes.patch);
    const mixed = await run('lab', 'run', experiment, '--workers', '1', '--out', out);
    expect(mixed.code).toBe(1);
    expect(mixed.err).toMatch(/holds the results of a different experiment/);
  });

  it('lab sweep --variant sweeps over the variant and keeps its run apart from the original’s', async () => {
    const ran = await run('lab', 'sweep', 'dice', '--vary', 'rules.json.gateRepairCost=10..20:10', '--games', '1', '--bots', 'heuristic', '--workers', '1', '--variant', busy, '--out', join(dir, 'sweep'), '--json');
    expect(ran.err).toBe('');
    const { runs } = JSON.parse(ran.out) as { runs: { summary: { cells: { cell: { content: Record<string, Record<string, unknown>> } }[] } }[] };
    expect(runs[0]!.summary.cells.map((c) => c.cell.content['rules.json'])).toEqual([
      { actionsPerHero: 3, gateRepairCost: 10 },
      { actionsPerHero: 3, gateRepairCost: 20 },
    ]);
  });

  it.each([
    ['a file that is not there', ['play', 'dice', '--variant', '/nonexistent/v.json'], /Cannot read \/nonexistent\/v\.json: no such file/],
    ['a variant of another game', ['simulate', 'coins', '--variant', 'BUSY'], /This variant is of dice, not of Coin Siege/],
  ])('%s is refused in one line', async (_, args, words) => {
    const { code, err } = await run(...args.map((a) => (a === 'BUSY' ? busy : a)));
    expect(code).toBe(1);
    expect(err).toMatch(words);
  });

  it('a variant the content refuses is refused in words naming the file and the field', async () => {
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...busyHeroes, patch: { 'rules.json': { actionsPerHero: -1 } } }));
    const { code, err } = await run('simulate', 'dice', '--variant', bad);
    expect(code).toBe(1);
    expect(err).toMatch(/bad\.json: .*rules\.json.*actionsPerHero/);
  });
});

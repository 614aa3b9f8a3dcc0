import type { AnyGame, Variant } from '@ramparts/engine';
import { sideBySide } from '@ramparts/lab/compare.ts';
import type { Experiment, RunSummary } from '@ramparts/lab/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureOnServer, serverMeasures } from './server-measure.ts';

/* The page's side of "Measure on the server": what it sends, how it polls and stops, what it hands on (a fake server). */

const experiment = { name: 'Sweep', game: 'dice', options: {}, bots: 'easy', axes: [{ path: 'content.towers.json.towers.0.purchase', values: [2, 3] }], stop: { games: 2 }, seed: 's', band: 'normal', chunk: 2 } as Experiment;
const variant = { format: 1, game: 'dice', name: 'Cheap archery', note: '', patch: {} } as Variant;
const half = (rate: number): RunSummary => ({
  experiment,
  title: 'Gate Defense',
  seatNames: ['Defender'],
  cells: [2, 3].map((v) => ({ cell: { id: `c${v}`, label: `${v}`, values: { 'content.towers.json.towers.0.purchase': v } }, measures: { games: 2, winRate: { rate, low: 0, high: 1 } } })) as never,
  written: '2026-01-01T00:00:00.000Z',
});
const both = sideBySide(half(0.5), half(1), variant.name);

type Call = { method: string; path: string; body?: unknown };
function fakeServer(answers: Record<string, (n: number) => unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, ...(init.body ? { body: JSON.parse(init.body as string) as unknown } : {}) });
    const answer = answers[`${method} ${path}`];
    const n = calls.filter((c) => c.method === method && c.path === path).length;
    return answer ? new Response(JSON.stringify(answer(n)), { status: method === 'POST' ? 202 : 200 }) : new Response(JSON.stringify({ error: { code: 'lab-off', message: 'No queue.' } }), { status: 404 });
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const run = (signal = new AbortController().signal) => {
  const seen: { progress: [number, number][]; summaries: RunSummary[] } = { progress: [], summaries: [] };
  return { seen, run: { signal, onProgress: (d: number, t: number) => seen.progress.push([d, t]), onSummary: (s: RunSummary) => seen.summaries.push(s) } };
};

describe('Measure on the server (the page)', () => {
  it('offers the server only when it says it has a lab queue', async () => {
    fakeServer({ 'GET /api/lab/queue': () => ({ available: true }) });
    expect(await serverMeasures()).toBe(true);
    fakeServer({});
    expect(await serverMeasures()).toBe(false);
  });

  it('sends the experiment and the variant, polls until done, and hands on both sides', async () => {
    const calls = fakeServer({
      'POST /api/lab/runs': () => ({ id: 'r1' }),
      'GET /api/lab/runs/r1': (n) => (n === 1 ? { state: 'running', done: 4, total: 8, summary: half(0.5) } : { state: 'done', done: 8, total: 8, summary: both }),
    });
    const { seen, run: r } = run();
    const measured = await measureOnServer({} as AnyGame, variant, experiment, null as never, r);
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/lab/runs', body: { experiment, variant } });
    expect(seen.progress).toEqual([
      [4, 8],
      [8, 8],
      [8, 8],
    ]);
    expect(seen.summaries.at(-1)).toEqual(both);
    expect(measured.summary).toEqual(both);
    expect(measured.original?.cells.map((c) => c.measures.winRate.rate)).toEqual([0.5, 0.5]);
    expect(measured.variant?.cells.map((c) => c.measures.winRate.rate)).toEqual([1, 1]);
    expect(measured.variant?.experiment.axes).toEqual(experiment.axes);
  }, 10_000);

  it('Stop sends DELETE and ends with what the server kept; a failed run says why', async () => {
    const calls = fakeServer({ 'POST /api/lab/runs': () => ({ id: 'r2' }), 'DELETE /api/lab/runs/r2': () => ({ state: 'stopped', done: 2, total: 8, summary: half(0.5) }) });
    const stop = new AbortController();
    const { run: r } = run(stop.signal);
    const going = measureOnServer({} as AnyGame, variant, experiment, null as never, r);
    stop.abort();
    const measured = await going;
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
    expect(measured).toMatchObject({ summary: half(0.5), variant: null });

    fakeServer({ 'POST /api/lab/runs': () => ({ id: 'r3' }), 'GET /api/lab/runs/r3': () => ({ state: 'failed', done: 0, total: 8, summary: null, error: 'A chunk failed.' }) });
    await expect(measureOnServer({} as AnyGame, variant, experiment, null as never, run().run)).rejects.toThrow('A chunk failed.');
  }, 10_000);
});

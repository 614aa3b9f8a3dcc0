import { describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import { chartsFor, slug, type LabChart } from './charts.ts';
import { difficultySummary, seatsSummary } from './charts.sample.ts';
import type { RunSummary } from './types.ts';

/** Compiles a chart, failing on any Vega-Lite warning (a dropped channel or a bad scale is a silent wrong chart). */
function compiled(chart: LabChart): { warnings: string[] } {
  const warnings: string[] = [];
  const logger = {
    level: () => logger,
    error: (...m: unknown[]) => (warnings.push(`error: ${m.join(' ')}`), logger),
    warn: (...m: unknown[]) => (warnings.push(m.join(' ')), logger),
    info: () => logger,
    debug: () => logger,
  };
  compile(chart.spec as unknown as TopLevelSpec, { logger: logger as never });
  return { warnings };
}

function values(chart: LabChart): Record<string, unknown>[] {
  const data = (chart.spec.data as { values: Record<string, unknown>[] }).values;
  return data;
}

function byId(charts: LabChart[], id: string): LabChart {
  const found = charts.find((c) => c.id === id);
  if (!found) throw new Error(`no chart ${id} among ${charts.map((c) => c.id).join(', ')}`);
  return found;
}

describe('chartsFor', () => {
  it('draws a difficulty ladder: win rate with bands, lengths, trajectories and move kinds, no seat chart for a team', () => {
    const charts = chartsFor(difficultySummary());
    expect(charts.map((c) => c.id)).toEqual(['win-rate', 'length-histogram', 'trajectory-castle-hp', 'move-kinds']);
    for (const chart of charts) {
      expect(compiled(chart).warnings, chart.id).toEqual([]);
      expect(chart.caption).toMatch(/\.$/);
      expect(chart.title.length).toBeGreaterThan(3);
    }
    const win = byId(charts, 'win-rate');
    expect(values(win).map((r) => [r.x, r.inBand])).toEqual([
      ['Easy', 'In its band'],
      ['Normal', 'In its band'],
      ['Hard', 'Outside its band'],
    ]);
    const layers = win.spec.layer as { mark: { type: string }; data?: { values: Record<string, unknown>[] } }[];
    const band = layers.find((l) => l.mark.type === 'rect');
    expect(band?.data?.values.map((r) => [r.x, r.bandLow, r.bandHigh])).toEqual([
      ['Easy', 0.8, 1],
      ['Normal', 0.45, 0.65],
      ['Hard', 0, 0.3],
    ]);
    expect(values(byId(charts, 'length-histogram'))).toHaveLength(30);
    expect(values(byId(charts, 'trajectory-castle-hp'))).toHaveLength(33);
  });

  it('draws seats and ratings for a competitive run, ratings strongest first', () => {
    const charts = chartsFor(seatsSummary());
    expect(charts.map((c) => c.id)).toEqual(['win-rate', 'length-histogram', 'seat-advantage', 'move-kinds', 'ratings']);
    for (const chart of charts) expect(compiled(chart).warnings, chart.id).toEqual([]);
    const seats = values(byId(charts, 'seat-advantage'));
    expect(seats.map((r) => [r.cell, r.seat, r.fair])).toEqual([
      ['players 2', '1. North', 0.5],
      ['players 2', '2. East', 0.5],
      ['players 3', '1. North', 1 / 3],
      ['players 3', '2. East', 1 / 3],
      ['players 3', '3. South', 1 / 3],
    ]);
    expect(values(byId(charts, 'ratings')).map((r) => r.bot)).toEqual(['mcts:20', 'heuristic', 'random']);
    // A few player counts read as categories, not as a number line with 2.5 players on it.
    const win = byId(charts, 'win-rate');
    expect(values(win).map((r) => r.x)).toEqual(['2', '3']);
    expect((win.spec.layer as { encoding: { x: { type: string } } }[])[0]!.encoding.x.type).toBe('ordinal');
  });

  it('draws one line per value of a second axis and a bar per cell without axes', () => {
    const two = seatsSummary();
    two.experiment.axes = [
      { path: 'players', values: [2, 3] },
      { path: 'options.map', values: ['river'] },
    ];
    for (const { cell } of two.cells) cell.values['options.map'] = 'river';
    const win = byId(chartsFor(two), 'win-rate');
    expect(compiled(win).warnings).toEqual([]);
    expect(values(win).map((r) => r.series)).toEqual(['river', 'river']);
    // Categories: each series side by side, so their intervals do not hide each other.
    const point = (win.spec.layer as { mark: { type: string }; encoding: Record<string, { field?: string }> }[]).find((l) => l.mark.type === 'point')!;
    expect(point.encoding.xOffset?.field).toBe('series');
    expect(point.encoding.color?.field).toBe('series');
    // And the win rate against the other axis, the first in colours.
    const byMap = byId(chartsFor(two), 'win-rate-by-map');
    expect(compiled(byMap).warnings).toEqual([]);
    expect(values(byMap).map((r) => [r.x, r.series])).toEqual([
      ['river', '2'],
      ['river', '3'],
    ]);

    // Steps by player counts: the bands are shaded under the steps, and only marked against the player counts.
    const ladder = difficultySummary();
    ladder.experiment.axes = [
      { path: 'players', values: [1, 2] },
      { path: 'step', values: ['easy', 'normal'] },
    ];
    ladder.cells = ladder.cells.slice(0, 2).flatMap((entry) =>
      [1, 2].map((players) => {
        const copy = structuredClone(entry);
        copy.cell.values = { players, step: entry.cell.values.step };
        return copy;
      }),
    );
    const charts = chartsFor(ladder);
    const layerTypes = (c: LabChart) => (c.spec.layer as { mark: { type: string } }[]).map((l) => l.mark.type);
    expect(layerTypes(byId(charts, 'win-rate'))).toContain('rect');
    expect(byId(charts, 'win-rate').title).toBe('Team win rate, by difficulty step');
    expect(layerTypes(byId(charts, 'win-rate-by-players'))).not.toContain('rect');
    expect(byId(charts, 'win-rate-by-players').caption).toContain('A diamond marks a step');

    const none = seatsSummary();
    none.experiment.axes = [];
    const bar = byId(chartsFor(none), 'win-rate');
    expect(compiled(bar).warnings).toEqual([]);
    expect((bar.spec.layer as { mark: { type: string } }[]).map((l) => l.mark.type)).toContain('bar');
  });

  it('puts a numeric sweep on a number line', () => {
    const sweep = seatsSummary();
    const costs = [3, 4, 5, 6, 7];
    sweep.experiment.axes = [{ path: 'content.towers.json.mk1.cost', values: costs }];
    sweep.cells = costs.map((cost, i) => {
      const entry = structuredClone(seatsSummary().cells[0]!);
      entry.cell.values = { 'content.towers.json.mk1.cost': cost };
      entry.cell.label = `cost ${cost}`;
      entry.cell.index = i;
      return entry;
    });
    const win = byId(chartsFor(sweep), 'win-rate');
    expect(compiled(win).warnings).toEqual([]);
    expect(win.title).toBe('First seat’s win rate, by towers mk1 cost');
    const x = (win.spec.layer as { encoding: { x: { type: string } } }[])[0]!.encoding.x;
    expect(x.type).toBe('quantitative');
    expect(values(win).map((r) => r.x)).toEqual(costs);
  });

  it('reads a sweep of a list varied whole by its numeric labels, under the axis title the experiment gives', () => {
    const sweep = seatsSummary();
    const lists = [2, 3, 4, 5, 6].map((cost) => [{ id: 'archery', purchase: cost }]);
    sweep.experiment.axes = [{ path: 'content.towers.json.towers', values: lists, labels: lists.map((l) => String(l[0]!.purchase)), title: 'archery purchase' }];
    sweep.cells = lists.map((list, i) => {
      const entry = structuredClone(seatsSummary().cells[0]!);
      entry.cell.values = { 'content.towers.json.towers': list };
      entry.cell.label = `towers ${i}`;
      return entry;
    });
    const win = byId(chartsFor(sweep), 'win-rate');
    expect(compiled(win).warnings).toEqual([]);
    expect(win.title).toBe('First seat’s win rate, by archery purchase');
    expect(values(win).map((r) => r.x)).toEqual([2, 3, 4, 5, 6]);
    delete sweep.experiment.axes[0]!.title;
    expect(byId(chartsFor(sweep), 'win-rate').title).toBe('First seat’s win rate, by towers');
  });

  it('reads a long ladder down the page and draws many cells’ figures as small multiples', () => {
    const ladder = difficultySummary();
    const base = ladder.cells;
    ladder.cells = Array.from({ length: 12 }, (_, i) => {
      const entry = structuredClone(base[i % 3]!);
      entry.cell.label = `Scenario ${Math.floor(i / 3) + 1}: The Long Name (${['Easy', 'Normal', 'Hard'][i % 3]})`;
      entry.cell.values = { step: `s${i}` };
      return entry;
    });
    ladder.experiment.axes = [{ path: 'step', values: ladder.cells.map((c) => c.cell.values.step), labels: ladder.cells.map((c) => c.cell.label) }];
    const charts = chartsFor(ladder);
    for (const chart of charts) expect(compiled(chart).warnings, chart.id).toEqual([]);
    const win = byId(charts, 'win-rate');
    const points = (win.spec.layer as { mark: { type: string }; encoding: Record<string, { field?: string }> }[]).find((l) => l.mark.type === 'point')!;
    expect(points.encoding.y!.field).toBe('x');
    expect(points.encoding.x!.field).toBe('rate');
    const trajectory = byId(charts, 'trajectory-castle-hp');
    expect(trajectory.spec.facet).toMatchObject({ field: 'cell' });
    expect(trajectory.spec.columns).toBe(2);
  });

  it('marks a fair share in a competitive run and names seats the game’s way only when the names fit the count', () => {
    const charts = chartsFor(seatsSummary());
    const win = byId(charts, 'win-rate');
    expect((win.spec.layer as { mark: { type: string } }[]).some((l) => l.mark.type === 'tick')).toBe(true);
    expect(win.caption).toContain('fair share');
    const team = byId(chartsFor(difficultySummary()), 'win-rate');
    expect((team.spec.layer as { mark: { type: string } }[]).some((l) => l.mark.type === 'tick')).toBe(false);
    const names = seatsSummary();
    names.seatNames = ['Attacker', 'Defender'];
    const seats = values(byId(chartsFor(names), 'seat-advantage')).map((r) => r.seat);
    expect(seats).toEqual(['1. Attacker', '2. Defender', 'Seat 1', 'Seat 2', 'Seat 3']);
  });

  it('skips charts without data', () => {
    const empty: RunSummary = { ...seatsSummary(), cells: [], ratings: undefined };
    expect(chartsFor(empty)).toEqual([]);
  });

  it('makes file-safe ids', () => {
    expect(slug('castleHP')).toBe('castle-hp');
    expect(slug('Gate health!')).toBe('gate-health');
    expect(slug('***')).toBe('figure');
  });
});

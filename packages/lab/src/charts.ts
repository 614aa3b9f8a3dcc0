/**
 * The lab's charts as Vega-Lite specs, built from a run's summary. Pure and browser-safe: `lab report` (Node) and the
 * web Lab page draw the same specs. PINNED API: report builds it.
 */
import type { DesignBand } from '@ramparts/engine';
import type { Axis, Cell, CellMeasures, RunSummary } from './types.ts';

export interface LabChart {
  /** Stable, file-safe: "win-rate", "length-histogram", "trajectory-castle-hp". */
  id: string;
  title: string;
  /** One or two sentences under the chart: what it shows and how to read it. */
  caption: string;
  /** A complete Vega-Lite spec with its data inline. */
  spec: Record<string, unknown>;
}

/** The design bands a difficulty step's team win rate should fall in (docs/lab.md). */
export const BAND_RANGES: Record<DesignBand, { low: number; high: number; words: string }> = {
  easy: { low: 0.8, high: 1, words: 'at least 80%' },
  normal: { low: 0.45, high: 0.65, words: '45% to 65%' },
  hard: { low: 0, high: 0.3, words: 'at most 30%' },
};

const WIDTH = 520;
const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/** Shared look: white background (PNG export), a colour-blind-safe palette, readable text. */
const CONFIG = {
  background: 'white',
  font: 'DejaVu Sans, Liberation Sans, Arial, sans-serif',
  range: { category: { scheme: 'tableau10' } },
  axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 220 },
  legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 260 },
  title: { fontSize: 14, anchor: 'start' },
  header: { labelFontSize: 11, titleFontSize: 12 },
};

type Row = Record<string, unknown>;
type Entry = RunSummary['cells'][number];

/** Every chart that has data for this summary, in reading order. */
export function chartsFor(summary: RunSummary): LabChart[] {
  const charts = [winRateChart(summary), lengthHistogram(summary), seatChart(summary), ...trajectoryCharts(summary), moveKindsChart(summary), ratingsChart(summary)];
  return charts.filter((c): c is LabChart => c !== null);
}

function chart(id: string, title: string, caption: string, body: Row): LabChart {
  return { id, title, caption, spec: { $schema: SCHEMA, title, config: CONFIG, ...body } };
}

// ---- win rate ----------------------------------------------------------------------------------------------------

/** How an axis value reads: its label, or the value as text. */
function valueLabel(axis: Axis, value: unknown): string {
  const index = axis.values.findIndex((v) => sameValue(v, value));
  const label = index >= 0 ? axis.labels?.[index] : undefined;
  if (label !== undefined) return label;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return JSON.stringify(value) ?? String(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** An axis path in words: "options.difficulty" → "difficulty", "content.towers.json.mk1.cost" → "mk1 cost". */
export function axisTitle(path: string): string {
  if (path === 'players') return 'Players';
  if (path === 'step') return 'Difficulty step';
  if (path === 'bots') return 'Bots';
  if (path.startsWith('bots.')) return `Bot in seat ${Number(path.slice(5)) + 1}`;
  if (path.startsWith('options.')) return path.slice(8).split('.').join(' ');
  if (path.startsWith('content.')) return path.slice(8).replace(/\.json\b/, '').split('.').join(' ');
  return path;
}

/** The axis that decides a cell's design band goes on x, so the shaded band sits under its own points. */
function orderedAxes(axes: Axis[]): Axis[] {
  return [...axes].sort((a, b) => Number(b.path === 'step') - Number(a.path === 'step'));
}

/** A numeric sweep reads best on a number line; a few whole numbers (player counts) read best as categories. */
function isNumeric(axis: Axis): boolean {
  if (axis.labels || axis.values.length < 2 || !axis.values.every((v) => typeof v === 'number')) return false;
  return axis.values.length > 4 || !axis.values.every((v) => Number.isInteger(v));
}

function wholeNumbers(axis: Axis): boolean {
  return axis.values.every((v) => Number.isInteger(v));
}

function pct(n: number): string {
  return `${Math.round(n * 100)}%`;
}

function rateRow(cell: Cell, m: CellMeasures): Row {
  return {
    cell: cell.label,
    rate: m.winRate.rate,
    low: m.winRate.low,
    high: m.winRate.high,
    games: m.winRate.n,
    band: m.band ?? null,
    inBand: m.inBand === undefined ? 'No band' : m.inBand ? 'In its band' : 'Outside its band',
    text: `${pct(m.winRate.rate)} (${pct(m.winRate.low)}–${pct(m.winRate.high)}, ${m.winRate.n} games)`,
  };
}

function winRateTitle(summary: RunSummary): string {
  const e = summary.experiment;
  if (e.kind === 'difficulty') return 'Team win rate';
  if (e.rotateSeats) return `Win rate of ${Array.isArray(e.bots) ? e.bots[0] : e.bots}`;
  return 'Win rate';
}

function winRateCaption(summary: RunSummary, banded: boolean): string {
  const e = summary.experiment;
  const whose =
    e.kind === 'difficulty'
      ? 'the team’s win rate'
      : e.rotateSeats
        ? `the share of games won by ${Array.isArray(e.bots) ? e.bots[0] : e.bots}`
        : 'the win rate (the team’s in a co-operative game, the first seat’s in a competitive one)';
  const band = banded
    ? ' The shaded bars are the design bands (easy at least 80%, normal 45–65%, hard at most 30%); a diamond marks a step outside its band.'
    : '';
  return `Each point is ${whose} in one cell, with its 95% Wilson interval as a vertical line: the narrower the line, the surer the number.${band}`;
}

function winRateChart(summary: RunSummary): LabChart | null {
  const cells = summary.cells.filter((c) => c.measures.games > 0);
  if (cells.length === 0) return null;
  const yTitle = winRateTitle(summary);
  const y = { field: 'rate', type: 'quantitative', title: `${yTitle} (95% interval)`, scale: { domain: [0, 1] }, axis: { format: '%' } };
  const tooltip = [
    { field: 'cell', title: 'Cell' },
    { field: 'text', title: yTitle },
    { field: 'inBand', title: 'Design band' },
  ];
  const axes = orderedAxes(summary.experiment.axes);
  const banded = cells.some((c) => c.measures.band !== undefined);

  if (axes.length === 0) {
    const rows = cells.map((c) => rateRow(c.cell, c.measures));
    const x = { field: 'cell', type: 'nominal', title: 'Cell', sort: rows.map((r) => r.cell), axis: { labelAngle: 0 } };
    return chart('win-rate', yTitle, winRateCaption(summary, banded), {
      width: WIDTH,
      height: 300,
      data: { values: rows },
      layer: [
        ...bandLayers(rows, x, banded),
        { mark: { type: 'bar', opacity: 0.75, width: { band: 0.5 } }, encoding: { x, y, tooltip } },
        { mark: { type: 'rule', strokeWidth: 2 }, encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } } },
      ],
    });
  }

  const [first, ...rest] = axes as [Axis, ...Axis[]];
  const rows = cells.map(({ cell, measures }) => ({
    ...rateRow(cell, measures),
    x: isNumeric(first) ? cell.values[first.path] : valueLabel(first, cell.values[first.path]),
    series: rest.map((a) => `${axisTitle(a.path)} ${valueLabel(a, cell.values[a.path])}`).join(' · '),
  }));
  const numeric = isNumeric(first) && !banded;
  const x = numeric
    ? { field: 'x', type: 'quantitative', title: axisTitle(first.path), scale: { zero: false, padding: 16 }, axis: wholeNumbers(first) ? { tickMinStep: 1, format: 'd' } : {} }
    : { field: 'x', type: 'ordinal', title: axisTitle(first.path), sort: first.values.map((v) => valueLabel(first, v)), scale: { type: 'band', paddingInner: 0.25 }, axis: { labelAngle: 0, labelLimit: 160 } };
  const seriesCount = new Set(rows.map((r) => r.series)).size;
  const color = rest.length > 0 ? { color: { field: 'series', type: 'nominal', title: rest.map((a) => axisTitle(a.path)).join(' · '), ...manyColours(seriesCount) } } : {};
  const marks = (['In its band', 'Outside its band', 'No band'] as const).filter((m) => rows.some((r) => r.inBand === m));
  const shapes = { 'In its band': 'circle', 'Outside its band': 'diamond', 'No band': 'square' };
  const shape = banded ? { shape: { field: 'inBand', type: 'nominal', title: 'Win rate', scale: { domain: marks, range: marks.map((m) => shapes[m]) } } } : {};
  return chart('win-rate', `${yTitle} by ${axisTitle(first.path).toLowerCase()}`, winRateCaption(summary, banded), {
    width: WIDTH,
    height: 300,
    data: { values: rows },
    layer: [
      ...bandLayers(rows, x, banded),
      { mark: { type: 'line', strokeWidth: 1.5, opacity: 0.7 }, encoding: { x, y, ...color } },
      { mark: { type: 'rule', strokeWidth: 2, opacity: 0.8 }, encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' }, ...color } },
      { mark: { type: 'point', filled: true, size: 70, opacity: 1 }, encoding: { x, y, ...color, ...shape, tooltip } },
    ],
  });
}

const BAND_ORDER: DesignBand[] = ['easy', 'normal', 'hard'];
const bandName = (band: DesignBand): string => `${band} (${BAND_RANGES[band].words})`;

/** The design band of each x position as a shaded rectangle behind the points. */
function bandLayers(rows: Row[], x: { field: string }, banded: boolean): Row[] {
  if (!banded) return [];
  const xField = x.field;
  const seen = new Set<string>();
  const bands: Row[] = [];
  for (const row of rows) {
    const band = row.band as DesignBand | null;
    const key = `${String(row[xField])}|${band}`;
    if (!band || seen.has(key)) continue;
    seen.add(key);
    const range = BAND_RANGES[band];
    bands.push({ [xField]: row[xField], band: bandName(band), bandLow: range.low, bandHigh: range.high });
  }
  return [
    {
      data: { values: bands },
      mark: { type: 'rect', opacity: 0.18 },
      encoding: {
        x,
        y: { field: 'bandLow', type: 'quantitative' },
        y2: { field: 'bandHigh' },
        fill: { field: 'band', type: 'nominal', title: 'Design band', scale: { domain: BAND_ORDER.map(bandName), range: ['#59a14f', '#edc948', '#e15759'] } },
      },
    },
  ];
}

// ---- game length -------------------------------------------------------------------------------------------------

function lengthHistogram(summary: RunSummary): LabChart | null {
  const rows = summary.cells.flatMap(({ cell, measures }) => measures.lengths.map((moves) => ({ cell: cell.label, moves })));
  if (rows.length === 0) return null;
  const order = summary.cells.map((c) => c.cell.label);
  const columns = Math.min(order.length, 3);
  const histogram = {
    mark: { type: 'bar', tooltip: true },
    encoding: {
      x: { field: 'moves', type: 'quantitative', bin: { maxbins: 20 }, title: 'Game length (moves)' },
      y: { aggregate: 'count', type: 'quantitative', title: 'Games', axis: { tickMinStep: 1, format: 'd' } },
      color: { field: 'cell', type: 'nominal', title: 'Cell', sort: order, legend: null },
    },
  };
  const caption =
    'How many moves the games lasted, one histogram per cell: a tall narrow peak means games of a steady length, a long tail to the right means some games drag on.';
  if (order.length === 1) return chart('length-histogram', 'Game length', caption, { width: WIDTH, height: 220, data: { values: rows }, ...histogram });
  return chart('length-histogram', 'Game length by cell', caption, {
    data: { values: rows },
    columns,
    facet: { field: 'cell', type: 'nominal', title: null, sort: order, header: { labelLimit: 200 } },
    spec: { width: Math.floor(WIDTH / columns) - 20, height: 140, ...histogram },
    resolve: { axis: { x: 'independent' } },
  });
}

// ---- seats -------------------------------------------------------------------------------------------------------

/** In a co-operative game every seat wins together, so a per-seat chart says nothing: skipped. */
function hasSeatDifferences(entry: Entry): boolean {
  const wins = entry.measures.seatWins;
  return wins.length > 1 && wins.some((w) => w.rate !== wins[0]!.rate);
}

function seatChart(summary: RunSummary): LabChart | null {
  const cells = summary.cells.filter((c) => c.measures.games > 0 && c.measures.seatWins.length > 1);
  if (cells.length === 0 || !cells.some(hasSeatDifferences)) return null;
  const rows = cells.flatMap(({ cell, measures }) =>
    measures.seatWins.map((w, seat) => ({
      cell: cell.label,
      seat: `${seat + 1}. ${summary.seatNames[seat] ?? `Seat ${seat + 1}`}`,
      rate: w.rate,
      low: w.low,
      high: w.high,
      fair: 1 / measures.seatWins.length,
      text: `${pct(w.rate)} (${pct(w.low)}–${pct(w.high)}, ${w.n} games)`,
    })),
  );
  const seats = Math.max(...cells.map((c) => c.measures.seatWins.length));
  const columns = Math.min(cells.length, Math.max(1, Math.floor(WIDTH / Math.max(120, seats * 45))));
  const x = { field: 'seat', type: 'ordinal', title: 'Seat', axis: { labelAngle: -30, labelLimit: 120 } };
  const y = { field: 'rate', type: 'quantitative', title: 'Share of games won', scale: { domain: [0, 1] }, axis: { format: '%' } };
  return chart('seat-advantage', 'Seat advantage', 'Each seat’s share of the games it won, with its 95% interval (seat 1 moves first); the dashed line is a fair share (one game in as many as there are players). A seat well above the line, the first one above all, has an edge.', {
    data: { values: rows },
    columns,
    facet: { field: 'cell', type: 'nominal', title: null, sort: cells.map((c) => c.cell.label), header: { labelLimit: 200 } },
    resolve: { scale: { x: 'independent' } },
    spec: {
      width: Math.max(100, seats * 40),
      height: 200,
      layer: [
        { mark: { type: 'rule', strokeDash: [4, 3], color: '#555' }, encoding: { y: { field: 'fair', type: 'quantitative', aggregate: 'mean' } } },
        { mark: { type: 'rule', strokeWidth: 2 }, encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' }, color: { field: 'seat', type: 'nominal', legend: null } } },
        { mark: { type: 'point', filled: true, size: 70 }, encoding: { x, y, color: { field: 'seat', type: 'nominal', legend: null }, tooltip: [{ field: 'seat', title: 'Seat' }, { field: 'text', title: 'Won' }] } },
      ],
    },
  });
}

/** Past ten series the palette would repeat: twenty paired hues tell them apart. */
function manyColours(series: number): Row {
  return series > 10 ? { scale: { scheme: 'tableau20' } } : {};
}

// ---- trajectories ------------------------------------------------------------------------------------------------

/** A file-safe id part: "castle-hp" from "castleHP" or "castle hp". */
export function slug(text: string): string {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'figure'
  );
}

function trajectoryCharts(summary: RunSummary): LabChart[] {
  const ids: string[] = [];
  for (const { measures } of summary.cells) for (const id of Object.keys(measures.trajectories)) if (!ids.includes(id)) ids.push(id);
  const order = summary.cells.map((c) => c.cell.label);
  const used = new Set<string>();
  return ids.flatMap((id) => {
    let label = id;
    const rows: Row[] = [];
    for (const { cell, measures } of summary.cells) {
      const t = measures.trajectories[id];
      if (!t) continue;
      label = t.label || id;
      t.t.forEach((time, i) => rows.push({ cell: cell.label, t: time, mean: t.mean[i], low: t.low[i], high: t.high[i] }));
    }
    if (rows.length === 0) return [];
    let chartId = `trajectory-${slug(id)}`;
    while (used.has(chartId)) chartId += '-x';
    used.add(chartId);
    const x = { field: 't', type: 'quantitative', title: 'Share of the game played', axis: { format: '%' }, scale: { domain: [0, 1] } };
    const color = { field: 'cell', type: 'nominal', title: 'Cell', sort: order, ...manyColours(order.length) };
    return [
      chart(chartId, `${label} over the game`, `${label} from the setup (left) to the end (right) of each game: the line is the mean over the cell’s games, the shaded band holds the middle 80% of them (10th to 90th percentile).`, {
        width: WIDTH,
        height: 240,
        data: { values: rows },
        layer: [
          { mark: { type: 'area', opacity: 0.18 }, encoding: { x, y: { field: 'low', type: 'quantitative', title: label }, y2: { field: 'high' }, color } },
          { mark: { type: 'line', strokeWidth: 2, point: { size: 20 } }, encoding: { x, y: { field: 'mean', type: 'quantitative' }, color, tooltip: [{ field: 'cell', title: 'Cell' }, { field: 't', title: 'Share played', format: '.0%' }, { field: 'mean', title: 'Mean', format: '.2f' }] } },
        ],
      }),
    ];
  });
}

// ---- move kinds --------------------------------------------------------------------------------------------------

function moveKindsChart(summary: RunSummary): LabChart | null {
  const rows = summary.cells.flatMap(({ cell, measures }) => Object.entries(measures.moveKinds).map(([kind, share]) => ({ cell: cell.label, kind, share })));
  if (rows.length === 0) return null;
  const order = summary.cells.map((c) => c.cell.label);
  return chart('move-kinds', 'Kinds of move played', 'Each bar splits the moves played in one cell by their kind: a kind that grows or shrinks from cell to cell shows what the players do differently there.', {
    width: WIDTH,
    height: Math.max(60, 26 * order.length),
    data: { values: rows },
    mark: { type: 'bar', tooltip: true },
    encoding: {
      y: { field: 'cell', type: 'nominal', title: null, sort: order, axis: { labelLimit: 200 } },
      x: { field: 'share', type: 'quantitative', stack: 'normalize', title: 'Share of moves', axis: { format: '%' } },
      color: { field: 'kind', type: 'nominal', title: 'Kind of move', scale: { scheme: 'tableau20' } },
      order: { field: 'kind' },
    },
  });
}

// ---- ratings -----------------------------------------------------------------------------------------------------

function ratingsChart(summary: RunSummary): LabChart | null {
  const ratings = summary.ratings ?? [];
  if (ratings.length === 0) return null;
  const sorted = [...ratings].sort((a, b) => b.rating - a.rating);
  const rows = sorted.map((r) => ({ ...r, text: `${Math.round(r.rating)} (${Math.round(r.low)} to ${Math.round(r.high)}), won ${r.wins} of ${r.games}` }));
  const y = { field: 'bot', type: 'nominal', title: 'Bot', sort: sorted.map((r) => r.bot) };
  return chart('ratings', 'Bot ratings', 'Each bot’s strength from the round-robin (Bradley–Terry on an Elo-like scale), strongest first, with its 95% interval: two bots whose intervals overlap may be equally strong; 400 points apart, the stronger wins about ten games in eleven.', {
    width: WIDTH,
    height: Math.max(80, 28 * rows.length),
    data: { values: rows },
    layer: [
      { mark: { type: 'rule', strokeWidth: 2 }, encoding: { y, x: { field: 'low', type: 'quantitative', title: 'Rating', scale: { zero: false } }, x2: { field: 'high' } } },
      { mark: { type: 'point', filled: true, size: 80 }, encoding: { y, x: { field: 'rating', type: 'quantitative' }, tooltip: [{ field: 'bot', title: 'Bot' }, { field: 'text', title: 'Rating' }] } },
    ],
  });
}

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
  const charts = [...winRateCharts(summary), lengthHistogram(summary), seatChart(summary), ...trajectoryCharts(summary), moveKindsChart(summary), ratingsChart(summary)];
  return charts.filter((c): c is LabChart => c !== null);
}

function chart(id: string, title: string, caption: string, body: Row): LabChart {
  // The caption is also the spec's description: Vega gives it to screen readers as the chart's ARIA description.
  return { id, title, caption, spec: { $schema: SCHEMA, title, description: caption, config: CONFIG, ...body } };
}

// ---- axes and cells ----------------------------------------------------------------------------------------------

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

/** An axis path in words: "options.difficulty" → "difficulty", "content.towers.json.mk1.cost" → "towers mk1 cost". */
export function axisTitle(path: string): string {
  if (path === 'players') return 'Players';
  if (path === 'step') return 'Difficulty step';
  if (path === 'bots') return 'Bots';
  if (path.startsWith('bots.')) return `Bot in seat ${Number(path.slice(5)) + 1}`;
  const words = path.startsWith('options.') ? path.slice(8).split('.') : path.startsWith('content.') ? path.slice(8).replace(/\.json\b/, '').split('.') : [path];
  // A list varied whole sits under a file of the same name (towers.json → towers): say it once.
  return words.filter((w, i) => w !== words[i - 1]).join(' ');
}

/** The axis's own words when the experiment gives them (a sweep names the number it varies), else its path's. */
function titleOf(axis: Axis): string {
  return axis.title?.trim() ? axis.title : axisTitle(axis.path);
}

/** The axis that decides a cell's design band goes first, so the shaded band sits under its own points. */
function orderedAxes(axes: Axis[]): Axis[] {
  return [...axes].sort((a, b) => Number(b.path === 'step') - Number(a.path === 'step'));
}

/** Where a value sits on a number line: the value, or its label when the label is a number (a list varied whole). */
function numberOf(axis: Axis, value: unknown): number | null {
  if (typeof value === 'number') return value;
  const label = Number(valueLabel(axis, value));
  return valueLabel(axis, value).trim() !== '' && Number.isFinite(label) ? label : null;
}

/** A numeric sweep reads best on a number line; a few whole numbers (player counts) read best as categories. */
function isNumeric(axis: Axis): boolean {
  if (axis.path === 'players') return false;
  const numbers = axis.values.map((v) => numberOf(axis, v));
  if (numbers.length < 2 || numbers.some((n) => n === null)) return false;
  return numbers.length > 4 || !numbers.every((n) => Number.isInteger(n));
}

function pct(n: number): string {
  return `${Math.round(n * 100)}%`;
}

/** In a co-operative game every seat wins together: no cell shows a seat winning more than another. */
function hasSeatDifferences(entry: Entry): boolean {
  const wins = entry.measures.seatWins;
  return wins.length > 1 && wins.some((w) => w.rate !== wins[0]!.rate);
}

function isCompetitive(summary: RunSummary): boolean {
  return summary.cells.some(hasSeatDifferences);
}

/** Past ten series the palette would repeat: twenty paired hues tell them apart. */
function manyColours(series: number): Row {
  return series > 10 ? { scale: { scheme: 'tableau20' } } : {};
}

/** Long category names (difficulty steps) are read down a column, not squeezed along the bottom. */
function readsDown(labels: string[]): boolean {
  return labels.length > 12 || labels.some((l) => l.length > 14);
}

/** Small multiples: columns that leave each header room to be read. */
function facetLayout(labels: string[]): { columns: number; width: number; header: Row } {
  const longest = Math.max(0, ...labels.map((l) => l.length));
  const columns = Math.min(labels.length, longest > 24 ? 2 : 3);
  const width = Math.floor(WIDTH / columns) - 24;
  return { columns, width, header: { labelLimit: 0, labelExpr: wrapExpr(Math.max(12, Math.floor(width / 7))) } };
}

/** A Vega expression breaking a header into lines of at most `n` characters, at spaces. */
function wrapExpr(n: number): string {
  return `split(trim(replace(datum.label, regexp('(.{1,${n}})(\\\\s+|$)', 'g'), '$1\\n')), '\\n')`;
}

// ---- win rate ----------------------------------------------------------------------------------------------------

function rateRow(cell: Cell, m: CellMeasures): Row {
  return {
    cell: cell.label,
    rate: m.winRate.rate,
    low: m.winRate.low,
    high: m.winRate.high,
    games: m.winRate.n,
    fair: 1 / Math.max(1, m.seatWins.length || cell.players),
    band: m.band ?? null,
    inBand: m.inBand === undefined ? 'No band' : m.inBand ? 'In its band' : 'Outside its band',
    text: `${pct(m.winRate.rate)} (${pct(m.winRate.low)}–${pct(m.winRate.high)}, ${m.winRate.n} games)`,
  };
}

/** Whose wins the win rate counts, as a title and as words for the caption. */
function whoseWins(summary: RunSummary): { title: string; words: string } {
  const e = summary.experiment;
  const first = Array.isArray(e.bots) ? e.bots[0] : e.bots;
  if (e.kind === 'difficulty') return { title: 'Team win rate', words: 'the team’s win rate' };
  if (e.rotateSeats && e.axes.some((a) => a.path === 'bots')) return { title: 'Win rate of the first bot named', words: 'the share of games won by the first bot named in the cell (seats turn, so each bot sits in every seat equally often)' };
  if (e.rotateSeats) return { title: `Win rate of ${first}`, words: `the share of games won by ${first}` };
  if (!isCompetitive(summary)) return { title: 'Team win rate', words: 'the team’s win rate' };
  return { title: 'First seat’s win rate', words: 'the share of games the first seat won' };
}

function winRateCaption(words: string, banded: 'shaded' | 'marked' | null, fair: 'line' | 'ticks' | null): string {
  const band =
    banded === 'shaded'
      ? ' The shaded bars are the design bands (easy at least 80%, normal 45–65%, hard at most 30%); a diamond marks a step outside its band.'
      : banded === 'marked'
        ? ' A diamond marks a step whose win rate lies outside its design band (easy at least 80%, normal 45–65%, hard at most 30%).'
        : '';
  const fairly = fair === 'line' ? ' The dashed line is a fair share: one game in as many as there are players.' : fair === 'ticks' ? ' The grey ticks mark a fair share: one game in as many as there are players.' : '';
  return `Each point is ${words} in one cell, with its 95% Wilson interval as a line through it: the shorter the line, the surer the number.${band}${fairly}`;
}

/** Encodings for a chart whose category runs along x (reads across) or down y (reads down). */
interface Frame {
  cat: 'x' | 'y';
  val: 'x' | 'y';
}

/** The win rate against each axis in turn (the others as colours); a bar per cell when the experiment has none. */
function winRateCharts(summary: RunSummary): LabChart[] {
  const cells = summary.cells.filter((c) => c.measures.games > 0);
  if (cells.length === 0) return [];
  const axes = orderedAxes(summary.experiment.axes);
  if (axes.length === 0) return [winRateByCell(summary, cells)];
  return axes.map((axis, i) => winRateAgainst(summary, cells, axis, axes.filter((a) => a !== axis), i === 0 ? 'win-rate' : `win-rate-by-${slug(titleOf(axis))}`));
}

/** What every win-rate chart shares: whose rate it is, the value scale, the tooltip, and whether bands or a fair share apply. */
function winRateParts(summary: RunSummary, cells: Entry[]) {
  const whose = whoseWins(summary);
  const banded = cells.some((c) => c.measures.band !== undefined);
  const fair = isCompetitive(summary);
  const value = { field: 'rate', type: 'quantitative', title: `${whose.title} (95% interval)`, scale: { domain: [0, 1] }, axis: { format: '%' } };
  const tooltip = [
    { field: 'cell', title: 'Cell' },
    { field: 'text', title: whose.title },
    ...(banded ? [{ field: 'inBand', title: 'Design band' }] : []),
  ];
  return { whose, banded, fair, value, tooltip };
}

function winRateByCell(summary: RunSummary, cells: Entry[]): LabChart {
  const { whose, banded, fair, value, tooltip } = winRateParts(summary, cells);
  const rows = cells.map((c) => ({ ...rateRow(c.cell, c.measures), x: c.cell.label }));
  const labels = rows.map((r) => r.x);
  const frame: Frame = readsDown(labels) ? { cat: 'y', val: 'x' } : { cat: 'x', val: 'y' };
  const cat = categoryEncoding('Cell', labels, frame);
  return chart('win-rate', whose.title, winRateCaption(whose.words, banded ? 'shaded' : null, fair ? 'ticks' : null), {
    ...frameSize(frame, labels.length),
    data: { values: rows },
    layer: [
      ...bandLayers(rows, cat, frame, banded),
      { mark: { type: 'bar', opacity: 0.75, [frame.cat === 'x' ? 'width' : 'height']: { band: 0.5 } }, encoding: { [frame.cat]: cat, [frame.val]: value, tooltip } },
      intervalLayer(cat, frame, {}),
      ...fairLayers(cat, frame, fair, false),
    ],
  });
}

function winRateAgainst(summary: RunSummary, cells: Entry[], first: Axis, rest: Axis[], id: string): LabChart {
  const { whose, banded, fair, value, tooltip } = winRateParts(summary, cells);
  const numeric = isNumeric(first) && !banded;
  const rows: Row[] = cells.map(({ cell, measures }) => ({
    ...rateRow(cell, measures),
    x: numeric ? numberOf(first, cell.values[first.path]) : valueLabel(first, cell.values[first.path]),
    // One other axis: its value alone (the legend's title names the axis); several: each named.
    series: rest.length === 1 ? valueLabel(rest[0]!, cell.values[rest[0]!.path]) : rest.map((a) => `${titleOf(a)} ${valueLabel(a, cell.values[a.path])}`).join(' · '),
  }));
  const labels = first.values.map((v) => valueLabel(first, v));
  const frame: Frame = !numeric && readsDown(labels) ? { cat: 'y', val: 'x' } : { cat: 'x', val: 'y' };
  const cat = numeric
    ? { field: 'x', type: 'quantitative', title: titleOf(first), scale: { zero: false, padding: 16 }, axis: first.values.every((v) => Number.isInteger(numberOf(first, v))) ? { tickMinStep: 1, format: 'd' } : {} }
    : categoryEncoding(titleOf(first), labels, frame);
  const seriesCount = new Set(rows.map((r) => r.series)).size;
  const seriesTitle = rest.map(titleOf).join(' · ');
  const seriesOrder = [...new Set(rows.map((r) => String(r.series)))];
  const color = rest.length > 0 ? { color: { field: 'series', type: 'nominal', title: seriesTitle, sort: seriesOrder, ...manyColours(seriesCount) } } : {};
  // Series side by side within a category, so their intervals do not hide each other (a number line keeps positions).
  const offset = rest.length > 0 && !numeric ? { [`${frame.cat}Offset`]: { field: 'series', type: 'nominal', title: seriesTitle, sort: seriesOrder } } : {};
  const marks = (['In its band', 'Outside its band', 'No band'] as const).filter((m) => rows.some((r) => r.inBand === m));
  const shapes = { 'In its band': 'circle', 'Outside its band': 'diamond', 'No band': 'square' };
  // The band is shaded only where each position has one (steps on this axis); else the marks alone say in or out.
  const bandsAt = new Map<unknown, Set<unknown>>();
  for (const r of rows) bandsAt.set(r.x, (bandsAt.get(r.x) ?? new Set()).add(r.band));
  const shaded = banded && [...bandsAt.values()].every((b) => b.size === 1);
  const shape = banded ? { shape: { field: 'inBand', type: 'nominal', title: 'Win rate', scale: { domain: marks, range: marks.map((m) => shapes[m]) } } } : {};
  return chart(id, `${whose.title}, by ${titleOf(first).toLowerCase()}`, winRateCaption(whose.words, shaded ? 'shaded' : banded ? 'marked' : null, fair ? (numeric ? 'line' : 'ticks') : null), {
    ...frameSize(frame, labels.length),
    data: { values: rows },
    layer: [
      ...bandLayers(rows, cat, frame, shaded),
      ...fairLayers(cat, frame, fair, numeric),
      // A line joins the points of a sweep or a short ladder, one per series on a number line; down a long list of
      // steps it would only zigzag, and Vega-Lite draws no line through points set side by side.
      ...(frame.cat === 'x' && Object.keys(offset).length === 0 ? [{ mark: { type: 'line', strokeWidth: 1.5, opacity: 0.7 }, encoding: { [frame.cat]: cat, [frame.val]: value, ...color } }] : []),
      intervalLayer(cat, frame, { ...color, ...offset }),
      { mark: { type: 'point', filled: true, size: 70, opacity: 1 }, encoding: { [frame.cat]: cat, [frame.val]: value, ...color, ...offset, ...shape, tooltip } },
    ],
  });
}

function categoryEncoding(title: string, labels: string[], frame: Frame): Row {
  const across = frame.cat === 'x';
  // Read down, the labels say what they are and the chart's title names the axis: a title beside them only crowds them.
  return { field: 'x', type: 'ordinal', title: across ? title : null, sort: labels, scale: { type: 'band', paddingInner: 0.25 }, axis: across ? { labelAngle: 0, labelLimit: 160 } : { labelLimit: 360 } };
}

function frameSize(frame: Frame, categories: number): Row {
  return frame.cat === 'x' ? { width: WIDTH, height: 300 } : { width: 360, height: Math.max(120, 26 * categories) };
}

function intervalLayer(cat: Row, frame: Frame, color: Row): Row {
  return { mark: { type: 'rule', strokeWidth: 2, opacity: 0.8 }, encoding: { [frame.cat]: cat, [frame.val]: { field: 'low', type: 'quantitative' }, [`${frame.val}2`]: { field: 'high' }, ...color } };
}

/** A fair share (1 / players) per cell, dashed, for competitive runs. */
function fairLayers(cat: Row, frame: Frame, fair: boolean, numeric: boolean): Row[] {
  if (!fair) return [];
  const encoding = { [frame.cat]: cat, [frame.val]: { field: 'fair', type: 'quantitative' } };
  if (numeric) return [{ mark: { type: 'line', strokeDash: [4, 3], color: '#555', strokeWidth: 1 }, encoding }];
  return [{ mark: { type: 'tick', color: '#777', thickness: 2, orient: frame.cat === 'x' ? 'horizontal' : 'vertical' }, encoding }];
}

const BAND_ORDER: DesignBand[] = ['easy', 'normal', 'hard'];
const bandName = (band: DesignBand): string => `${band} (${BAND_RANGES[band].words})`;

/** The design band of each category as a shaded rectangle behind the points. */
function bandLayers(rows: Row[], cat: Row, frame: Frame, banded: boolean): Row[] {
  if (!banded) return [];
  const seen = new Set<string>();
  const bands: Row[] = [];
  for (const row of rows) {
    const band = row.band as DesignBand | null;
    const key = `${String(row.x)}|${band}`;
    if (!band || seen.has(key)) continue;
    seen.add(key);
    bands.push({ x: row.x, band: bandName(band), bandLow: BAND_RANGES[band].low, bandHigh: BAND_RANGES[band].high });
  }
  return [
    {
      data: { values: bands },
      mark: { type: 'rect', opacity: 0.18 },
      encoding: {
        [frame.cat]: cat,
        [frame.val]: { field: 'bandLow', type: 'quantitative' },
        [`${frame.val}2`]: { field: 'bandHigh' },
        fill: { field: 'band', type: 'nominal', title: 'Design band', scale: { domain: BAND_ORDER.map(bandName), range: ['#59a14f', '#edc948', '#e15759'] } },
      },
    },
  ];
}

// ---- game length -------------------------------------------------------------------------------------------------

function lengthHistogram(summary: RunSummary): LabChart | null {
  const rows = summary.cells.flatMap(({ cell, measures }) => measures.lengths.map((moves) => ({ cell: cell.label, moves })));
  if (rows.length === 0) return null;
  const order = summary.cells.filter((c) => c.measures.lengths.length > 0).map((c) => c.cell.label);
  const histogram = (height: number) => ({
    height,
    mark: { type: 'bar', tooltip: true },
    encoding: {
      x: { field: 'moves', type: 'quantitative', bin: { maxbins: 20 }, title: 'Game length (moves)' },
      y: { aggregate: 'count', type: 'quantitative', title: 'Games', axis: { tickMinStep: 1, format: 'd' } },
      color: { field: 'cell', type: 'nominal', title: 'Cell', sort: order, legend: null, ...manyColours(order.length) },
    },
  });
  const caption =
    'How many moves the games lasted, one histogram per cell: a tall narrow peak means games of a steady length, a long tail to the right means some games drag on.';
  if (order.length === 1) return chart('length-histogram', 'Game length', caption, { width: WIDTH, data: { values: rows }, ...histogram(220) });
  const layout = facetLayout(order);
  return chart('length-histogram', 'Game length by cell', caption, {
    data: { values: rows },
    columns: layout.columns,
    facet: { field: 'cell', type: 'nominal', title: null, sort: order, header: layout.header },
    spec: { width: layout.width, ...histogram(120) },
    resolve: { axis: { x: 'independent' } },
  });
}

// ---- seats -------------------------------------------------------------------------------------------------------

/** A seat as charts name it: its number (seat 1 moves first) and the game's name for it when that name applies. */
function seatLabel(summary: RunSummary, seat: number, players: number): string {
  const name = summary.seatNames.length >= players ? summary.seatNames[seat] : undefined;
  if (!name) return `Seat ${seat + 1}`;
  return /\d/.test(name) ? name : `${seat + 1}. ${name}`;
}

function seatChart(summary: RunSummary): LabChart | null {
  const cells = summary.cells.filter((c) => c.measures.games > 0 && c.measures.seatWins.length > 1);
  if (cells.length === 0 || !cells.some(hasSeatDifferences)) return null;
  const rows = cells.flatMap(({ cell, measures }) =>
    measures.seatWins.map((w, seat) => ({
      cell: cell.label,
      seat: seatLabel(summary, seat, measures.seatWins.length),
      rate: w.rate,
      low: w.low,
      high: w.high,
      fair: 1 / measures.seatWins.length,
      text: `${pct(w.rate)} (${pct(w.low)}–${pct(w.high)}, ${w.n} games)`,
    })),
  );
  const seats = Math.max(...cells.map((c) => c.measures.seatWins.length));
  // A few seats have room for their names level; many are slanted to fit.
  const longest = Math.max(...rows.map((r) => r.seat.length));
  const level = seats <= 3;
  const facetWidth = Math.max(110, seats * (level ? Math.min(100, Math.max(40, 7 * longest + 10)) : 32));
  // Two columns even of eight seats each: a page of one narrow column per player count is too long to compare.
  const columns = Math.min(cells.length, Math.max(1, Math.floor(700 / (facetWidth + 60))));
  const x = { field: 'seat', type: 'ordinal', title: null, axis: { labelAngle: level ? 0 : -35, labelLimit: 110 } };
  const y = { field: 'rate', type: 'quantitative', title: 'Share of games won', scale: { domain: [0, 1] }, axis: { format: '%', tickCount: 5 } };
  const color = { field: 'seat', type: 'nominal', legend: null, ...manyColours(seats) };
  return chart('seat-advantage', 'Seat advantage', 'Each seat’s share of the games it won, with its 95% interval (seat 1 moves first); the dashed line is a fair share (one game in as many as there are players). A seat whose interval lies above the line has an edge.', {
    data: { values: rows },
    columns,
    facet: { field: 'cell', type: 'nominal', title: null, sort: cells.map((c) => c.cell.label), header: { labelLimit: facetWidth } },
    resolve: { scale: { x: 'independent' } },
    spec: {
      width: facetWidth,
      height: 130,
      layer: [
        { mark: { type: 'rule', strokeDash: [4, 3], color: '#555' }, encoding: { y: { field: 'fair', type: 'quantitative', aggregate: 'mean' } } },
        { mark: { type: 'rule', strokeWidth: 2 }, encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' }, color } },
        { mark: { type: 'point', filled: true, size: 70 }, encoding: { x, y, color, tooltip: [{ field: 'seat', title: 'Seat' }, { field: 'text', title: 'Won' }] } },
      ],
    },
  });
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

/** Up to this many cells share one chart in colours; more get a small chart each. */
const OVERLAID_CELLS = 6;

function trajectoryCharts(summary: RunSummary): LabChart[] {
  const ids: string[] = [];
  for (const { measures } of summary.cells) for (const id of Object.keys(measures.trajectories)) if (!ids.includes(id)) ids.push(id);
  const used = new Set<string>();
  return ids.flatMap((id) => {
    let label = id;
    const rows: Row[] = [];
    const order: string[] = [];
    for (const { cell, measures } of summary.cells) {
      const t = measures.trajectories[id];
      if (!t || t.t.length === 0) continue;
      label = t.label || id;
      order.push(cell.label);
      t.t.forEach((time, i) => rows.push({ cell: cell.label, t: time, mean: t.mean[i], low: t.low[i], high: t.high[i] }));
    }
    if (rows.length === 0) return [];
    let chartId = `trajectory-${slug(id)}`;
    while (used.has(chartId)) chartId += '-x';
    used.add(chartId);
    const x = { field: 't', type: 'quantitative', title: 'Share of the game played', axis: { format: '%', tickCount: 5 }, scale: { domain: [0, 1] } };
    // No legend for one cell (nothing to tell apart) nor for small multiples (each is titled).
    const color = { field: 'cell', type: 'nominal', title: 'Cell', sort: order, ...manyColours(order.length), ...(order.length === 1 || order.length > OVERLAID_CELLS ? { legend: null } : {}) };
    const tooltip = [{ field: 'cell', title: 'Cell' }, { field: 't', title: 'Share played', format: '.0%' }, { field: 'mean', title: 'Mean', format: '.2f' }, { field: 'low', title: '10th percentile', format: '.2f' }, { field: 'high', title: '90th percentile', format: '.2f' }];
    const small = order.length > OVERLAID_CELLS;
    const layer = [
      // Small multiples leave the figure's name to the chart's title: a long axis title would run into the next row.
      { mark: { type: 'area', opacity: 0.18 }, encoding: { x, y: { field: 'low', type: 'quantitative', title: small ? null : label }, y2: { field: 'high' }, color } },
      { mark: { type: 'line', strokeWidth: 2, point: { size: 20 } }, encoding: { x, y: { field: 'mean', type: 'quantitative' }, color, tooltip } },
    ];
    const title = `${label} over the game`;
    const caption = `${label} from the setup (left) to the end (right) of each game: the line is the mean over the cell’s games, the shaded band holds the middle 80% of them (10th to 90th percentile).`;
    if (!small) return [chart(chartId, title, caption, { width: WIDTH, height: 240, data: { values: rows }, layer })];
    const layout = facetLayout(order);
    return [
      chart(chartId, title, caption, {
        data: { values: rows },
        columns: layout.columns,
        facet: { field: 'cell', type: 'nominal', title: null, sort: order, header: layout.header },
        spec: { width: layout.width, height: 110, layer },
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
      y: { field: 'cell', type: 'nominal', title: null, sort: order, axis: { labelLimit: 320 } },
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

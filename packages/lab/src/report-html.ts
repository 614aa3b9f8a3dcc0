/**
 * The report's page: one self-contained HTML file (styles, data, and the Vega libraries inline), readable offline
 * and mailable. Pure: the caller reads the libraries and writes the file.
 */
import type { LabChart } from './charts.ts';
import type { Cell, CellMeasures, Rate, RunSummary } from './types.ts';

/** The minified Vega, Vega-Lite and Vega-Embed builds, in that order of loading. */
export interface VegaScripts {
  vega: string;
  vegaLite: string;
  vegaEmbed: string;
}

interface Column {
  words: string;
  definition: string;
  text(m: CellMeasures, summary: RunSummary, cell?: Cell): string;
}

const percent = (x: number): string => `${Math.round(x * 100)}%`;
const rateText = (r: Rate): string => `${percent(r.rate)} (${percent(r.low)}–${percent(r.high)})`;
const number = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const maybe = (x: number | null, show: (x: number) => string): string => (x === null ? '—' : show(x));
const BAND_WORDS = { easy: 'easy (≥ 80%)', normal: 'normal (45–65%)', hard: 'hard (≤ 30%)' } as const;

/** Every measure of a cell, in words, with its one-line definition (docs/lab.md has the long form). */
export const MEASURE_COLUMNS: Column[] = [
  { words: 'Games', definition: 'games the cell played', text: (m) => String(m.games) },
  { words: 'Win rate', definition: 'the team’s wins (co-operative) or the first seat’s or first listed bot’s (competitive), with the 95% Wilson interval', text: (m) => rateText(m.winRate) },
  { words: 'Design band', definition: 'the band the step’s win rate should fall in, and whether it does', text: (m) => (m.band ? `${BAND_WORDS[m.band]}: ${m.inBand ? 'in' : 'OUT'}` : '—') },
  { words: 'Wins by seat', definition: 'share of the games each seat won', text: (m, s, cell) => m.seatWins.map((r, i) => `${(cell?.seatNames ?? s.seatNames)[i] ?? `Seat ${i + 1}`} ${percent(r.rate)}`).join(' · ') },
  { words: 'Balance', definition: '1 − (most winning seat − least winning seat) / most winning seat; 100% is even', text: (m) => percent(m.balance) },
  { words: 'Completion', definition: 'games that ended before the move cap', text: (m) => percent(m.completion) },
  { words: 'Decisiveness', definition: 'finished games someone (a seat or the game’s automaton) won', text: (m) => percent(m.decisiveness) },
  { words: 'Length', definition: 'moves per game: mean (10th–90th percentile), then mean turns', text: (m) => `${number(m.duration.moves.mean)} (${number(m.duration.moves.p10)}–${number(m.duration.moves.p90)}) · ${number(m.duration.turns.mean)} turns` },
  { words: 'Branching', definition: 'mean legal moves at a real decision', text: (m) => number(m.branching) },
  { words: 'Lead changes', definition: 'times per game the leading seat changed (by the game’s standing)', text: (m) => maybe(m.leadChanges, number) },
  { words: 'Drama', definition: 'how far into the game the lead last changed, on average; late is dramatic', text: (m) => maybe(m.drama, percent) },
  { words: 'Skill', definition: 'how much more often the stronger bot wins than chance gives: 0 luck, 100% skill', text: (m) => maybe(m.skill, percent) },
];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a <script>: no "</script>", no HTML comment openers. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function inlineScript(code: string): string {
  return `<script>${code.replace(/<\/script/gi, '<\\/script')}</script>`;
}

function measuresTable(summary: RunSummary): string {
  const head = MEASURE_COLUMNS.map((c) => `<th title="${escapeHtml(c.definition)}">${escapeHtml(c.words)}</th>`).join('');
  const rows = summary.cells
    .map(({ cell, measures }) => {
      const out = measures.inBand === false ? ' class="out"' : '';
      return `<tr${out}><th scope="row">${escapeHtml(cell.label)}</th>${MEASURE_COLUMNS.map((c) => `<td>${escapeHtml(c.text(measures, summary, cell))}</td>`).join('')}</tr>`;
    })
    .join('\n');
  const definitions = MEASURE_COLUMNS.map((c) => `<dt>${escapeHtml(c.words)}</dt><dd>${escapeHtml(c.definition)}</dd>`).join('');
  return `<div class="scroll"><table><thead><tr><th>Cell</th>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>\n<dl class="definitions">${definitions}</dl>`;
}

function ratingsTable(summary: RunSummary): string {
  if (!summary.ratings?.length) return '';
  const rows = [...summary.ratings]
    .sort((a, b) => b.rating - a.rating)
    .map((r) => `<tr><th scope="row">${escapeHtml(r.bot)}</th><td>${Math.round(r.rating)}</td><td>${Math.round(r.low)} to ${Math.round(r.high)}</td><td>${r.wins} of ${r.games}</td></tr>`)
    .join('\n');
  return `<h2>Ratings</h2>\n<table><thead><tr><th>Bot</th><th>Rating</th><th>95% interval</th><th>Won</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

function aboutLine(summary: RunSummary): string {
  const e = summary.experiment;
  const games = summary.cells.reduce((n, c) => n + c.measures.games, 0);
  const bots = Array.isArray(e.bots) ? e.bots.join(', ') : e.bots;
  const parts = [`game ${e.game}`, e.kind ? `${e.kind} experiment` : null, `${summary.cells.length} ${summary.cells.length === 1 ? 'cell' : 'cells'}`, `${games} games`, `bots ${bots}`, `seed ${e.seed}`, `written ${summary.written}`];
  return parts.filter((p) => p !== null).join(' · ');
}

const STYLE = `
body{font-family:system-ui,"DejaVu Sans",Arial,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#222;line-height:1.4}
h1{font-size:1.6rem;margin-bottom:.2rem}.about{color:#555;margin-top:0}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-size:.9rem;margin:.5rem 0}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}td{white-space:nowrap}tbody th{min-width:12rem;max-width:22rem}thead th{background:#f3f3f3;cursor:help}
tr.out th,tr.out td{background:#fdecea}
.definitions{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .8rem;font-size:.85rem;color:#444}.definitions dt{font-weight:600}.definitions dd{margin:0}
figure{margin:2rem 0;break-inside:avoid}figcaption{max-width:680px;color:#333;margin-top:.4rem}figcaption a{color:#555;font-size:.85rem}
.chart{min-height:120px}details{margin:1rem 0}pre{background:#f6f6f6;padding:.6rem;overflow-x:auto;font-size:.8rem}`;

/** The whole page: title, what ran, the measures table, the ratings, and each chart with its caption and its files. */
export function reportHtml(summary: RunSummary, charts: LabChart[], scripts: VegaScripts): string {
  const figures = charts
    .map(
      (c, i) =>
        `<figure id="${escapeHtml(c.id)}"><h2>${escapeHtml(c.title)}</h2><div class="chart" id="chart-${i}"></div>` +
        `<figcaption>${escapeHtml(c.caption)} <a href="charts/${escapeHtml(c.id)}.svg">SVG</a> · <a href="charts/${escapeHtml(c.id)}.png">PNG</a></figcaption></figure>`,
    )
    .join('\n');
  const draw = `const specs=${scriptJson(charts.map((c) => c.spec))};
// The page heads each chart already; the title stays in the SVG and PNG files, which stand alone.
specs.forEach(function(spec,i){delete spec.title;vegaEmbed('#chart-'+i,spec,{actions:false,renderer:'svg'}).catch(function(e){document.getElementById('chart-'+i).textContent='This chart could not be drawn: '+e.message;});});`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(summary.experiment.name)} · Ramparts lab</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(summary.experiment.name)}</h1>
<p class="about">${escapeHtml(aboutLine(summary))}</p>
<h2>Cells and measures</h2>
${measuresTable(summary)}
${ratingsTable(summary)}
<details><summary>The experiment as run</summary><pre>${escapeHtml(JSON.stringify(summary.experiment, null, 2))}</pre></details>
${figures}
${inlineScript(scripts.vega)}
${inlineScript(scripts.vegaLite)}
${inlineScript(scripts.vegaEmbed)}
${inlineScript(draw)}
</body>
</html>
`;
}

/**
 * The report's page: one self-contained HTML file (styles, data, and the Vega libraries inline), readable offline
 * and mailable. Pure: the caller reads the libraries and writes the file.
 */
import type { LabChart } from './charts.ts';
import { MEASURES } from './measure-words.ts';
import type { RunSummary } from './types.ts';

/** The minified Vega, Vega-Lite and Vega-Embed builds, in that order of loading. */
export interface VegaScripts {
  vega: string;
  vegaLite: string;
  vegaEmbed: string;
}

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
  const head = MEASURES.map((c) => `<th title="${escapeHtml(c.definition)}">${escapeHtml(c.words)}</th>`).join('');
  const rows = summary.cells
    .map(({ cell, measures }) => {
      const out = measures.inBand === false ? ' class="out"' : '';
      return `<tr${out}><th scope="row">${escapeHtml(cell.label)}</th>${MEASURES.map((c) => `<td>${escapeHtml(c.text(measures, summary, cell))}</td>`).join('')}</tr>`;
    })
    .join('\n');
  const definitions = MEASURES.map((c) => `<dt>${escapeHtml(c.words)}</dt><dd>${escapeHtml(c.definition)}</dd>`).join('');
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

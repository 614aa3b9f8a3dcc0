import type { GameInfo } from './catalog.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]);
}

function players({ min, max }: { min: number; max: number }): string {
  if (min === max) return `${min} ${min === 1 ? 'player' : 'players'}`;
  return `${min}–${max} players`;
}

/** The styles of the server's own pages, served at `/page.css` (the CSP allows no inline style). */
export const PAGE_CSS = `body { font-family: system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #222; }
ul { list-style: none; padding: 0; }
li { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem; margin: 1rem 0; }
h2 { font-size: 1.2rem; margin-bottom: 0; }
h2 code { font-size: 0.8rem; color: #666; }
.meta { color: #555; font-size: 0.9rem; }
pre { background: #f4f4f4; padding: 0.5rem 1rem; border-radius: 4px; }
.not-found { margin-top: 4rem; }
table { border-collapse: collapse; margin: 0.5rem 0; }
td, th { text-align: left; padding: 0.2rem 0.6rem 0.2rem 0; vertical-align: top; }
section.route { border-top: 1px solid #ddd; margin-top: 1.5rem; }
.method { font-weight: bold; font-family: monospace; }
ul.index li { border: none; padding: 0; margin: 0.2rem 0; }
pre { overflow-x: auto; font-size: 0.85rem; }
`;

/** A page of the server's own: the shared head (styles from /page.css), then `body`. */
export function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="stylesheet" href="/page.css">
</head>
<body>
${body}
</body>
</html>
`;
}

/** The answer to a path nobody serves. */
export function notFoundPage(path: string): string {
  return shell('Not found · Ramparts', `  <main class="not-found">
    <h1>Not found</h1>
    <p>There is nothing at <code>${escapeHtml(path)}</code>.</p>
    <p><a href="/">Ramparts</a> · <a href="/docs">the API</a></p>
  </main>`);
}

/** The home page: the games on the table, and how to play them today (in the terminal). */
export function homePage(catalog: readonly GameInfo[]): string {
  const first = catalog[0]?.id ?? 'coins';
  const rows = catalog
    .map(
      (g) => `      <li>
        <h2>${escapeHtml(g.title)} <code>${escapeHtml(g.id)}</code></h2>
        <p>${escapeHtml(g.pitch)}</p>
        <p class="meta">${players(g.players)} · about ${g.minutes} minutes</p>
      </li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Ramparts</title>
  <link rel="stylesheet" href="/page.css">
</head>
<body>
  <h1>Ramparts</h1>
  <p>A digital table for turn-based tower-defense board and card games.</p>
  <section>
    <h2>Games</h2>
    <ul>
${rows || '      <li><p>No games are registered yet.</p></li>'}
    </ul>
  </section>
  <section>
    <h2>Play</h2>
    <p>The web client is coming. Meanwhile, play in the terminal:</p>
    <pre>npx ramparts play ${escapeHtml(first)}</pre>
    <p>Try <code>--vs mcts</code> to play against the computer, or <code>npx ramparts --help</code> for everything else.
    The list of games is also at <a href="/api/games"><code>/api/games</code></a>.</p>
  </section>
</body>
</html>
`;
}

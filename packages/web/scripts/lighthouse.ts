// `npm run lighthouse`: Lighthouse 12.2.3 (the last on Node 20) on the home page and on a table mid-game, with the
// desktop and the mobile presets, against the real server (built client, a temporary SQLite store, a free port) in
// Debian's Chromium (CHROME_PATH, else CHROMIUM, else /usr/bin/chromium). Prints the four categories' scores and
// writes them to docs/lighthouse.json, docs/lighthouse.md and the README's Lighthouse table. Performance figures move
// with the machine's load: run it on an otherwise idle machine (the browser tests hold /tmp/browser.lock).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from '@ramparts/server';
import { findGame } from '@ramparts/games';
import { ensureBuilt, WEB } from '../test/browser.ts';
import { playScene, SCENES, SEED } from './scenes.ts';

const ROOT = join(WEB, '..', '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TITLES: Record<(typeof CATEGORIES)[number], string> = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
/** The table measured: the coins scene of the screenshots (a duel, 24 moves in, your turn), a local table. */
const TABLE = SCENES.find((s) => s.game === 'coins')!;
const TABLE_ID = 'lighthouse-coins';
/** `--reports <dir>`: each run's full report there too (JSON, for Lighthouse's viewer); `--only table:mobile`: that run only, nothing written. */
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const REPORTS = arg('--reports');
const ONLY = arg('--only');

interface Row {
  page: 'home' | 'table';
  preset: 'desktop' | 'mobile';
  url: string;
  scores: Record<string, number>;
  /** The audits of a category below 100 that failed, by id and title (performance: its opportunities). */
  findings: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/** A local table in the middle of a game, as the browser keeps one (the table replays its moves on opening). */
function tableSave(): string {
  const game = findGame(TABLE.game)!;
  const { options, moves } = playScene(TABLE);
  const seats = Array.from({ length: TABLE.players }, (_, i) => (i === 0 ? { kind: 'me', name: 'You' } : { kind: 'bot', bot: 'normal', name: game.seatName(TABLE.players, options, i) }));
  return JSON.stringify({ id: TABLE_ID, game: TABLE.game, players: TABLE.players, options, seed: SEED, seats, moves, createdAt: Date.now() });
}

/** The audits that cost points, in a line each. */
function findings(lhr: Result): string[] {
  const out: string[] = [];
  for (const id of CATEGORIES) {
    const cat = lhr.categories[id];
    if (!cat) continue;
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9 || (ref.weight === 0 && id !== 'performance')) continue;
      if (id === 'performance' && ref.group !== 'metrics' && a.details?.type !== 'opportunity') continue;
      out.push(`${id}: ${a.id} (${a.title})${a.displayValue ? ` — ${a.displayValue}` : ''}`);
    }
  }
  return out;
}

async function main(): Promise<void> {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-lighthouse-'));
  const profile = mkdtempSync(join(tmpdir(), 'ramparts-lighthouse-chrome-'));
  const app = await startServer({ port: 0, host: '127.0.0.1', logger: false, handleSignals: false, dataDir, web: process.env.RAMPARTS_WEB_DIST ?? join(WEB, 'dist'), botWorkers: 1 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  const port = await freePort();
  // One Chromium for every run: Playwright writes the table into its storage, Lighthouse drives it by its debugging port.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  const rows: Row[] = [];
  try {
    const save = tableSave();
    const seeder = browser.pages()[0] ?? (await browser.newPage());
    for (const preset of ['desktop', 'mobile'] as const) {
      for (const page of ['home', 'table'] as const) {
        if (ONLY && ONLY !== `${page}:${preset}`) continue;
        const url = page === 'home' ? origin : `${origin}#/local/${TABLE_ID}`;
        // The home page as a first visit (storage cleared); the table needs its save, so that run keeps the storage.
        if (page === 'table') {
          await seeder.goto(origin);
          await seeder.evaluate(([k, v]) => localStorage.setItem(k, v), [`ramparts:local:${TABLE_ID}`, save] as const);
          await seeder.goto('about:blank');
        }
        const flags: Flags = { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], disableStorageReset: page === 'table' };
        const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
        const result = await lighthouse(url, flags, config);
        if (!result) throw new Error(`Lighthouse gave no result for ${url} (${preset}).`);
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url} (${preset}): ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
        if (REPORTS) writeFileSync(join(REPORTS, `${page}-${preset}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
        const row: Row = { page, preset, url: url.replace(origin, '/'), scores, findings: findings(lhr) };
        rows.push(row);
        console.log(`${page} (${preset}): ${CATEGORIES.map((c) => `${TITLES[c]} ${scores[c]}`).join(', ')}`);
        for (const f of row.findings) console.log(`  ${f}`);
      }
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
  if (!ONLY) write(rows);
}

/** docs/lighthouse.json, docs/lighthouse.md, and the table in the README between its Lighthouse markers. */
function write(rows: Row[]): void {
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(join(ROOT, 'docs', 'lighthouse.json'), `${JSON.stringify({ date, lighthouse: '12.2.3', chromium: process.env.CHROME_PATH ?? process.env.CHROMIUM ?? '/usr/bin/chromium', table: `${TABLE.game}, ${TABLE.players} players, ${TABLE.moves} moves in`, rows }, null, 2)}\n`);
  const table = [
    `| page | preset | ${CATEGORIES.map((c) => TITLES[c]).join(' | ')} |`,
    `|---|---|${CATEGORIES.map(() => '---:').join('|')}|`,
    ...rows.map((r) => `| ${r.page === 'home' ? 'home page' : `table mid-game (${TABLE.game})`} | ${r.preset} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} |`),
  ].join('\n');
  const md = `Measured ${date} with \`npm run lighthouse\` (Lighthouse 12.2.3, headless Chromium; performance moves with the machine's load).\n\n${table}\n`;
  writeFileSync(join(ROOT, 'docs', 'lighthouse.md'), `# Lighthouse\n\n${md}`);
  const readme = join(ROOT, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  if (text.includes(start) && text.includes(end)) writeFileSync(readme, `${text.slice(0, text.indexOf(start) + start.length)}\n${md}${text.slice(text.indexOf(end))}`);
  console.log(`\n${table}\n\nWritten to docs/lighthouse.json, docs/lighthouse.md${text.includes(start) ? ' and the README' : ''}.`);
}

await main();

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBot, Match, type Outcome, type RecordedMove } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer } from '@ramparts/server';
import type { FastifyInstance } from 'fastify';

const here = dirname(fileURLToPath(import.meta.url));
export const WEB = dirname(here);
export const OUT = join(WEB, '..', '..', 'test-output', 'web');

/** Builds the client when it is missing or stale (the same check as `npm start`). */
export function ensureBuilt(): void {
  execFileSync(process.execPath, [join(WEB, 'scripts', 'build-if-stale.js')], { stdio: 'inherit' });
}

/** The Chromium the browser tests drive (Debian's package unless CHROMIUM names another). */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env): string => env.CHROMIUM ?? '/usr/bin/chromium';

/**
 * Why the browser tests cannot run here (no Chromium), in one line, or null when they can. A machine without it
 * skips them with that line (`npm test` still passes); under CI=true they must run, so it throws instead.
 */
export function chromiumMissing(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): string | null {
  const path = chromiumPath(env);
  if (exists(path)) return null;
  const get = 'Get it with `sudo apt-get install chromium` (or set CHROMIUM to one).';
  if (env.CI === 'true') throw new Error(`No Chromium at ${path}: the browser tests must run under CI=true. ${get}`);
  return `Browser tests skipped: no Chromium at ${path}. ${get}`;
}

/**
 * How long a turn-based match's "hour" lasts on the test server (ms): "24 hours per move" is 12 s, so a clock runs out
 * within a test (#30). Real-time matches are not affected.
 */
export const TURN_HOUR_MS = 500;

export interface Harness {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/** The real server on a free port (serving the built client) and a headless Debian Chromium. */
export async function startHarness(): Promise<Harness> {
  ensureBuilt();
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-web-'));
  // Every browser here is one client (127.0.0.1): its limits per client are set for a crowd, not one person.
  const limits = { botMatchesPerClient: 1000, rateLimitPerMinute: 100_000, createLimitPerMinute: 1000 };
  const app: FastifyInstance = await startServer({ port: 0, host: '127.0.0.1', logger: false, handleSignals: false, dataDir, web: process.env.RAMPARTS_WEB_DIST ?? join(WEB, 'dist'), botWorkers: 1, turnHourMs: TURN_HOUR_MS, ...limits });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync', '--disable-dev-shm-usage'],
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    browser,
    close: async () => {
      await browser.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Content-Security-Policy violations reported by any page since `takeViolations` was last called. */
const violations: string[] = [];

/** The violations seen so far (and forgets them): the suites assert none after every test, so the client works under the server's CSP. */
export function takeViolations(): string[] {
  return violations.splice(0);
}

export async function newPage(h: Harness, width = 1280, height = 900): Promise<Page> {
  const context = await h.browser.newContext({ viewport: { width, height } });
  // Every page reports what the server's Content-Security-Policy blocked (an inline script or style, eval …).
  await context.exposeBinding('__rampartsCspViolation', (_source, v: string) => void violations.push(v));
  // The tests run with animations off (the speed setting a person can choose), so a click never lands mid-glide.
  await context.addInitScript(() => localStorage.getItem('ramparts:motion') ?? localStorage.setItem('ramparts:motion', 'off'));
  await context.addInitScript(() => {
    const report = (window as unknown as { __rampartsCspViolation(v: string): void }).__rampartsCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile || e.documentURI}:${e.lineNumber} (${e.sample})`));
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return page;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page's accessibility problems found by axe-core (WCAG 2.x A and AA rules), as one line each: "rule: what (where)".
 * The suites expect none on the home page, each new-game page and each board mid-game. `rules`: only these rules
 * instead, by id (axe's best practices, such as `landmark-one-main` and `region`, are not among the WCAG tags).
 */
export async function accessibilityProblems(page: Page, rules?: string[]): Promise<string[]> {
  // Injected through the page's own script channel (evaluate), which the server's CSP does not govern.
  await page.evaluate(axeSource);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] };
  const found = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; help: string; nodes: { target: string[]; html: string }[] }[] }> } }).axe;
    const r = await axe.run(document, { runOnly: only });
    // Each node by its selector and the start of its markup, so a failure says which piece it was (inline: code
    // sent to the page may not call helpers of this file).
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join('; ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''})`);
  }, runOnly);
  return found;
}

/**
 * Plays the seat's turns by clicking the board and the action bar attached to it only (never the move list), until
 * the game is over, `stop` says so, or nothing was offered for `idleMs`. Fails when a move is offered that the
 * board does not offer: every action must be reachable from the board.
 */
export async function playByBoard(page: Page, opts: { maxClicks: number; idleMs?: number; stop?: () => Promise<boolean>; prefer?: (keys: string[]) => string | undefined }): Promise<number> {
  let clicks = 0;
  let idleSince = Date.now();
  while (clicks < opts.maxClicks) {
    if (await page.locator('section.end').count()) return clicks;
    if (opts.stop && (await opts.stop())) return clicks;
    const keys = await page.locator('.board-area [data-key]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-key') ?? ''))].filter(Boolean));
    if (keys.length === 0) {
      if ((await page.locator('.steps .moves button').count()) > 0 && Date.now() - idleSince > 3000) throw new Error('Moves are offered in the list but nothing on the board or its action bar can be clicked.');
      if (Date.now() - idleSince > (opts.idleMs ?? 8000)) return clicks;
      await page.waitForTimeout(100);
      continue;
    }
    idleSince = Date.now();
    const key = opts.prefer?.(keys) ?? keys[0];
    // A piece that just moved draws its trail inside its button, so the button's box (whose centre a click aims at)
    // may reach over a neighbouring space: aim at the piece itself when the button holds one.
    const target = page.locator(`.board-area [data-key="${key}"]`).first();
    const piece = target.locator('[data-piece]').first();
    await ((await piece.count()) ? piece : target).click();
    clicks++;
    await page.waitForTimeout(30);
  }
  return clicks;
}

/**
 * The log's lines as a reader sees them. On a phone the log under the board is drawn once scrolled near, so it is
 * brought into view first, as a reader does.
 */
export async function logLength(page: Page): Promise<number> {
  await page.locator('.log').first().scrollIntoViewIfNeeded();
  return page.locator('.log li').count();
}

/** How far the page scrolls sideways (0 when everything fits the window's width). */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true });
}

/** Starts a local game from the home page's form: options by label, then seats. */
/** Picks one of the game's own bots (by its spec, e.g. `heuristic`) for a seat: the new-game form offers them under "Advanced settings" (#31.9). */
export async function chooseBotProgram(page: Page, seat: string, spec: string): Promise<void> {
  const fold = page.locator('details.bot-programs');
  if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
  await page.getByLabel(`Bot program for ${seat}`).selectOption(`bot:${spec}`);
}

export async function startLocal(page: Page, url: string, game: string, setup?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(url);
  await page.locator(`a[href="#/new/${game}"]`).click();
  await page.getByRole('heading', { name: /New game of/ }).waitFor();
  if (setup) await setup(page);
  await page.getByRole('button', { name: 'Start the game' }).click();
  try {
    await page.locator('.board-area').waitFor({ timeout: 15_000 });
  } catch (e) {
    await shot(page, `failed-start-${game}`);
    throw e;
  }
}

/** The local match on the page as kept in its save (`#/local/<id>`): enough to rebuild it in Node. */
export async function localSave(page: Page): Promise<{ game: string; players: number; options: unknown; seed: string; moves: { seat: number; move: unknown }[] }> {
  const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
  const save = await page.evaluate((k) => localStorage.getItem(k), `ramparts:local:${id}`);
  if (!save) throw new Error(`No local match ${id} in this browser.`);
  return JSON.parse(save) as Awaited<ReturnType<typeof localSave>>;
}

export const localMoves = async (page: Page) => (await localSave(page)).moves;

/**
 * Plays the seat's turns by clicking until the game is over or `stop` says so: the highlighted things on the board
 * first (the first one, to make progress), else the first step button, else the first move of the list.
 */
export async function playByClicking(page: Page, opts: { maxClicks: number; idleMs?: number; stop?: () => Promise<boolean>; prefer?: (keys: string[]) => string | undefined }): Promise<number> {
  let clicks = 0;
  let idleSince = Date.now();
  while (clicks < opts.maxClicks) {
    if (await page.locator('section.end').count()) return clicks;
    if (opts.stop && (await opts.stop())) return clicks;
    const keys = await page.locator('.steps .step-keys button').evaluateAll((els) => els.map((e) => e.getAttribute('data-key') ?? ''));
    if (keys.length === 0 && (await page.locator('.steps .moves button').count()) === 0) {
      // Nothing to click for a while: the turn is someone else's (a person's, online).
      if (Date.now() - idleSince > (opts.idleMs ?? 8000)) return clicks;
      await page.waitForTimeout(100);
      continue;
    }
    idleSince = Date.now();
    const key = opts.prefer?.(keys) ?? keys[0];
    const onBoard = key ? page.locator(`.board .pickable[data-key="${key}"]`) : null;
    if (onBoard && (await onBoard.count())) await onBoard.first().click();
    else if (key) await page.locator(`.steps .step-keys button[data-key="${key}"]`).click();
    else {
      await page.locator('.steps details').evaluate((d) => ((d as HTMLDetailsElement).open = true));
      await page.locator('.steps .moves button').first().click();
    }
    clicks++;
    await page.waitForTimeout(30);
  }
  return clicks;
}

/**
 * A position reached by random bots in Node, the same every run: games seeded `${prefix}-0`, `${prefix}-1` … are
 * played until `reached(match)` holds before a move (at most `cap` moves a game); its seed and moves, for a kept save.
 */
export function randomGameUntil(gameId: string, players: number, prefix: string, reached: (match: Match) => boolean, cap = 600): { seed: string; moves: RecordedMove[] } {
  const game = findGame(gameId)!;
  for (let n = 0; n < 50; n++) {
    const seed = `${prefix}-${n}`;
    const match = Match.create(game, { players, options: {}, seed });
    const bots = Array.from({ length: players }, (_, s) => createBot('random', `${seed}:${s}`));
    while (!match.outcome() && match.moveCount < cap) {
      if (reached(match)) return { seed, moves: match.moves().map((m) => ({ ...m })) };
      const seat = match.actors()[0]!;
      match.play(seat, bots[seat]!.chooseMove(game, match.state, seat));
    }
  }
  throw new Error(`No game of ${gameId} by random bots reached the position asked for.`);
}

/** A match kept in this browser as the local table saves one. */
export interface KeptMatch {
  id: string;
  game: string;
  players: number;
  seed: string;
  moves: RecordedMove[];
  seats: ({ kind: 'me' | 'hotseat'; name: string } | { kind: 'bot'; bot: string; name: string })[];
}

/** Puts `kept` in this browser's saved matches and opens it at its table, as if it had been played here. */
export async function openKeptMatch(page: Page, url: string, kept: KeptMatch): Promise<void> {
  const save = { ...kept, options: {}, createdAt: Date.now() };
  await page.goto(url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`ramparts:local:${kept.id}`, JSON.stringify(save)] as const);
  await page.goto(`${url}#/local/${kept.id}`);
}

/**
 * A tracks game of the options played to its end by the heuristic bots in Node, as the local driver would ask them
 * (the bots play at a person's pace in the browser: minutes for a whole session).
 */
export function playOutTracks(options: unknown, seed: string, players = 2): { moves: RecordedMove[]; outcome: Outcome } {
  const game = findGame('tracks')!;
  const match = Match.create(game, { players, options, seed });
  while (!match.outcome()) {
    const seat = match.actors()[0];
    match.play(seat, createBot('heuristic', `${seed}:${seat}:${match.moveCount}`, game).chooseMove(game, match.state, seat));
  }
  return { moves: match.moves().map((m) => ({ ...m })), outcome: match.outcome()! };
}

/**
 * Writes a played-out game into the local match on the page (`#/local/<id>`) and opens it again: the table replays it
 * to its end screen. The table is left first (a page of its own), so a bot's move still arriving there cannot
 * overwrite the save between the write and the reload.
 */
export async function finishLocalMatch(page: Page, seed: string, moves: RecordedMove[]): Promise<void> {
  const table = page.url();
  const id = decodeURIComponent(new URL(table).hash.split('/').pop()!);
  await page.goto(`${new URL(table).origin}/?finishing`);
  await page.evaluate(
    ([k, s, played]) => {
      const save = JSON.parse(localStorage.getItem(k)!);
      localStorage.setItem(k, JSON.stringify({ ...save, seed: s, moves: played, finished: true }));
    },
    [`ramparts:local:${id}`, seed, moves] as const,
  );
  await page.goto(table);
}

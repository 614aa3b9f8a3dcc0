import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { games } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { gameTitle, loadGame, onlyGame } from './rules.ts';

const SRC = join(import.meta.dirname, '..');
/** The web workers run off the page's thread: they may hold every game. */
const WORKERS = new Set(['local/bots.ts', 'local/bot-worker.ts', 'local/analysis-worker.ts', 'lab/measure/chunk-worker.ts']);
/** Print and play runs in Node (the CLI, the server's print worker), never in a page. */
const NODE_ONLY = /^print\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.startsWith('testing') ? [path] : [];
  });
}

describe('#31 Lighthouse: each game in a chunk of its own', () => {
  it('loads each game by its id, the same promise each time; an unknown id is undefined', async () => {
    for (const g of games) {
      expect((await loadGame(g.id))?.id).toBe(g.id);
      expect(loadGame(g.id)).toBe(loadGame(g.id));
      expect(gameTitle(g.id)).toBe(g.title);
    }
    expect(await loadGame('chess')).toBeUndefined();
    expect(await loadGame('__proto__')).toBeUndefined();
    expect(gameTitle('chess')).toBe('chess');
    const coins = await loadGame('coins');
    expect(onlyGame(coins)('coins')).toBe(coins);
    expect(onlyGame(coins)('cards')).toBeUndefined();
  });

  it("no page imports every game's rules at once (the registry): only the workers do", () => {
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !WORKERS.has(path) && !NODE_ONLY.test(path) && /from '@ramparts\/games'/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('no page imports the printer (it runs in Node: PDFKit, fonts from disk); the page asks the server', () => {
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !NODE_ONLY.test(path) && /from '[./]*\/print\//.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

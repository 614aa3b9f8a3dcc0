// boardgame.io is measured only when asked (BENCH_AGAINST=boardgame.io): npm installs it into a cache folder
// outside the repository, reused while it holds the pinned version; the project's package files never name it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BOARDGAMEIO_VERSION = '0.50.2';
/** FlatFile storage requires node-persist, which boardgame.io leaves to its users. */
const NODE_PERSIST_VERSION = '3.1.3';
/**
 * koa-compose 4.2 copies the middleware list when koa builds its request handler; boardgame.io 0.50.2's socket
 * layer (koa-socket-2) builds it before the lobby's routes are added, so with 4.2 every lobby request is a 404.
 * 4.1.0, what boardgame.io was released against, keeps the list by reference.
 */
const KOA_COMPOSE_VERSION = '4.1.0';
const MANIFEST = `${JSON.stringify({ private: true, overrides: { 'koa-compose': KOA_COMPOSE_VERSION } }, null, 2)}\n`;

export const boardgameioCache = process.env.BENCH_BOARDGAMEIO_DIR ?? join(tmpdir(), 'ramparts-bench-boardgameio');

function installedVersion(name: string): string | null {
  try {
    return (JSON.parse(readFileSync(join(boardgameioCache, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/** The cache folder, boardgame.io installed in it (npm, a minute the first time). */
export function ensureBoardgameio(): string {
  const ready = () => installedVersion('boardgame.io') === BOARDGAMEIO_VERSION && installedVersion('node-persist') === NODE_PERSIST_VERSION && installedVersion('koa-compose') === KOA_COMPOSE_VERSION;
  if (ready()) return boardgameioCache;
  mkdirSync(boardgameioCache, { recursive: true });
  writeFileSync(join(boardgameioCache, 'package.json'), MANIFEST);
  // A lock from an earlier install would keep its koa-compose: the cache is ours, resolve afresh.
  rmSync(join(boardgameioCache, 'package-lock.json'), { force: true });
  console.error(`installing boardgame.io@${BOARDGAMEIO_VERSION} into ${boardgameioCache} …`);
  execFileSync('npm', ['install', '--save-exact', '--no-audit', '--no-fund', '--loglevel=error', `boardgame.io@${BOARDGAMEIO_VERSION}`, `node-persist@${NODE_PERSIST_VERSION}`, `koa-compose@${KOA_COMPOSE_VERSION}`], {
    cwd: boardgameioCache,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 300_000,
  });
  if (!ready()) throw new Error(`npm did not install boardgame.io@${BOARDGAMEIO_VERSION} into ${boardgameioCache}`);
  return boardgameioCache;
}

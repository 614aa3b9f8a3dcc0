// boardgame.io's own server (koa, Socket.IO) with our coins rules (boardgameio-game.ts), as a child process.
// BENCH_BOARDGAMEIO_DIR: the cache folder it is loaded from; STORAGE: `memory` (its default InMemory) or
// `file` (FlatFile in DATA_DIR). NODE_ENV=production, as a deployment would run it (no per-move info logging).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Server as HttpServer } from 'node:http';
import { exitOnSigterm } from './child.ts';
import { coinsGame, type BoardgameioCore } from './boardgameio-game.ts';

interface BoardgameioServer {
  run(port: number): Promise<{ appServer: HttpServer; apiServer?: HttpServer }>;
  kill(servers: { appServer: HttpServer; apiServer?: HttpServer }): void;
}

interface ServerModule {
  Server(options: { games: unknown[]; origins: string[]; db?: unknown }): BoardgameioServer;
  FlatFile: new (options: { dir: string; logging?: boolean }) => unknown;
}

const dir = process.env.BENCH_BOARDGAMEIO_DIR;
const storage = process.env.STORAGE;
if (!dir) throw new Error('BENCH_BOARDGAMEIO_DIR must name the folder boardgame.io is installed in');
if (storage !== 'memory' && storage !== 'file') throw new Error(`STORAGE must be memory or file, not ${storage}`);
if (storage === 'file' && !process.env.DATA_DIR) throw new Error('STORAGE=file needs DATA_DIR');

const load = createRequire(join(dir, 'package.json'));
const core = { ...(load('boardgame.io/core') as Omit<BoardgameioCore, 'original'>), original: (load('immer') as Pick<BoardgameioCore, 'original'>).original };
const { Server, FlatFile } = load('boardgame.io/server') as ServerModule;

const server = Server({
  games: [coinsGame(core)],
  origins: ['http://127.0.0.1'],
  ...(storage === 'file' ? { db: new FlatFile({ dir: process.env.DATA_DIR!, logging: false }) } : {}),
});
const running = await server.run(0);
const address = running.appServer.address();
console.log(`listening on ${typeof address === 'object' && address ? address.port : '?'}`);
exitOnSigterm(() => server.kill(running));

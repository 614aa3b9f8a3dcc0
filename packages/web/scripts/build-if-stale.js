#!/usr/bin/env node
// Builds the web client (vite build) when packages/web/dist is missing or older than any source it is made from:
// the client itself, the games, the engine, the lab (its charts) and the lab runs the Lab page lists. `npm start` runs it first (prestart); the browser tests too.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = dirname(dirname(fileURLToPath(import.meta.url)));
const packages = dirname(web);
// RAMPARTS_WEB_DIST: build elsewhere (several people testing in one tree must not build into one folder at once).
export const outDir = process.env.RAMPARTS_WEB_DIST ?? join(web, 'dist');
const built = join(outDir, 'index.html');

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    t = Math.max(t, newest(join(path, name)));
  }
  return t;
}

export function isStale() {
  if (!existsSync(built)) return true;
  const sources = [join(web, 'src'), join(web, 'public'), join(web, 'index.html'), join(web, 'vite.config.ts'), join(packages, 'games', 'src'), join(packages, 'engine', 'src'), join(packages, 'lab', 'src'), join(packages, '..', 'docs', 'lab', 'runs')];
  const at = statSync(built).mtimeMs;
  return sources.some((s) => newest(s) > at);
}

export function buildIfStale({ quiet = false } = {}) {
  if (!isStale()) return false;
  if (!quiet) console.log(`Building the web client (${outDir}) …`);
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', quiet ? 'error' : 'warn'], { cwd: web, stdio: 'inherit' });
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildIfStale();

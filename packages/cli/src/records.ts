import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MatchRecord } from '@ramparts/engine';

/** A fresh seed for a game nobody asked to reproduce: short, readable, safe in a file name. */
export function randomSeed(): string {
  return randomBytes(5).toString('hex');
}

function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}-${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}`;
}

/** Saves a record as `<dir>/<game>-<timestamp>-<seed>.json` (never overwriting) and returns the path. */
export async function saveRecord(record: MatchRecord, dir: string, now = new Date()): Promise<string> {
  await mkdir(dir, { recursive: true });
  const safeSeed = record.seed.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 64);
  const base = `${record.game}-${stamp(now)}-${safeSeed}`;
  const text = JSON.stringify(record, null, 2) + '\n';
  for (let n = 1; ; n++) {
    const path = join(dir, `${base}${n === 1 ? '' : `-${n}`}.json`);
    try {
      await writeFile(path, text, { flag: 'wx' });
      return path;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
}

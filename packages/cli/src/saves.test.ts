import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CliError } from './io.ts';
import { saveStore } from './saves.ts';

const dir = mkdtempSync(join(tmpdir(), 'ramparts-saves-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the save store', () => {
  it('writes atomically and reads back through the caller’s loader; a missing save is null', async () => {
    const store = saveStore(dir);
    expect(await store.read('tracks', 'nobody', (d) => d)).toBeNull();
    await store.write('tracks', 'Friends', { version: 1, n: 1 });
    await store.write('tracks', 'friends', { version: 1, n: 2 });
    expect(await store.read('tracks', 'FRIENDS', (d) => d)).toEqual({ version: 1, n: 2 });
    expect(readdirSync(join(dir, 'tracks'))).toEqual(['friends.json']);
    await expect(store.read('tracks', 'friends', () => { throw new Error('bad version'); })).rejects.toThrow(/bad version/);
    await expect(store.write('tracks', '../evil', {})).rejects.toThrow(/save name/);
  });

  it('a save of the wrong shape is one line naming where the first problem is; every problem is kept for --verbose', async () => {
    const store = saveStore(dir);
    await store.write('tracks', 'broken', { version: 2, group: 7, earned: 'none', sessions: -1 });
    const schema = z.object({ version: z.literal(2), group: z.string(), earned: z.array(z.string()), sessions: z.number().int().min(0) });
    const error = await store.read('tracks', 'broken', (d) => schema.parse(d)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    const { message, details } = error as CliError;
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^The save .*broken\.json cannot be read: group: .+ \(and 2 more problems\)$/);
    expect(details).toHaveLength(3);
    expect(details[1]).toMatch(/^earned: /);
  });

  it('a save survives a restart of the process', async () => {
    const module = fileURLToPath(new URL('./saves.ts', import.meta.url));
    const script = `import { saveStore } from ${JSON.stringify(module)}; await saveStore(${JSON.stringify(dir)}).write('tracks', 'restart', { version: 1, earned: ['L1M1/1/0/0'] });`;
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'pipe' });
    expect(await saveStore(dir).read('tracks', 'restart', (d) => d)).toEqual({ version: 1, earned: ['L1M1/1/0/0'] });
  });
});

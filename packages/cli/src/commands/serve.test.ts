import { describe, expect, it } from 'vitest';
import { CliError } from '../io.ts';
import { pipedIo } from '../testing/streams.ts';
import { serveCommand, type ServeDeps } from './serve.ts';

describe('serve (#14 operator: settings from the environment)', () => {
  it('a wrong setting stops the start with one sentence naming it, not a stack', async () => {
    const io = pipedIo([]);
    const start = serveCommand({ port: 0, host: '127.0.0.1' }, io, { ...process.env, PG_POOL_SIZE: 'lots' });
    await expect(start).rejects.toBeInstanceOf(CliError);
    await expect(start).rejects.toThrow(/^The setting PG_POOL_SIZE is wrong: .*\.$/);
    expect(io.stdout.text).toBe('');
  });
});

describe('serve builds a missing or stale web client first (#16, as npm start does)', () => {
  const listening = { server: { address: () => ({ port: 4321 }) } } as unknown as Awaited<ReturnType<ServeDeps['start']>>;

  it('asks for the build before it starts the server, then serves the build folder', async () => {
    const io = pipedIo([]);
    const order: string[] = [];
    await serveCommand({ port: 0, host: '127.0.0.1' }, io, { ...process.env, RAMPARTS_WEB_DIST: '/tmp/some-dist' }, {
      buildClient: async () => void order.push('build'),
      start: async (opts) => {
        order.push(`start ${opts.web}`);
        return listening;
      },
    });
    expect(order).toEqual(['build', 'start /tmp/some-dist']);
    expect(io.stdout.text).toContain('http://127.0.0.1:4321');
  });

  it('a build that fails is said in one line and the server starts anyway; a wrong setting stops before any build', async () => {
    const io = pipedIo([]);
    let started = false;
    const deps: ServeDeps = {
      buildClient: async () => {
        throw new Error('vite is not installed');
      },
      start: async () => ((started = true), listening),
    };
    await serveCommand({ port: 0, host: '127.0.0.1' }, io, process.env, deps);
    expect(started).toBe(true);
    expect(io.stderr.text).toMatch(/^The web client could not be built \(vite is not installed\): .*\.\n$/);
    let built = false;
    const refused = serveCommand({ port: 0 }, pipedIo([]), { ...process.env, PG_POOL_SIZE: 'lots' }, { ...deps, buildClient: async () => void (built = true) });
    await expect(refused).rejects.toBeInstanceOf(CliError);
    expect(built).toBe(false);
  });
});

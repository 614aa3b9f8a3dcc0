import { describe, expect, it } from 'vitest';
import { CliError } from '../io.ts';
import { pipedIo } from '../testing/streams.ts';
import { serveCommand } from './serve.ts';

describe('serve (#14 operator: settings from the environment)', () => {
  it('a wrong setting stops the start with one sentence naming it, not a stack', async () => {
    const io = pipedIo([]);
    const start = serveCommand({ port: 0, host: '127.0.0.1' }, io, { ...process.env, PG_POOL_SIZE: 'lots' });
    await expect(start).rejects.toBeInstanceOf(CliError);
    await expect(start).rejects.toThrow(/^The setting PG_POOL_SIZE is wrong: .*\.$/);
    expect(io.stdout.text).toBe('');
  });
});

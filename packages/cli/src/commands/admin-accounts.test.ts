import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '@ramparts/server/testing/server.ts';
import { main } from '../main.ts';
import { pipedIo } from '../testing/streams.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-admin-accounts-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = async (stdin: string[], ...args: string[]) => {
  const io = pipedIo(stdin);
  const code = await main(['node', 'ramparts', ...args], io);
  return { code, out: io.stdout.text, err: io.stderr.text };
};

/** Signs in over HTTP on a server over `dir`'s database: the status, and the session cookie if any. */
async function signIn(url: string, name: string, password: string): Promise<{ status: number; cookie: string | null }> {
  const res = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, password }) });
  return { status: res.status, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? null };
}

describe('#29 ramparts admin: accounts', () => {
  it('reset-password prints a new password once (the old one stops working, every session is signed out); --stdin takes one; accounts lists them', async () => {
    const server = await startTestServer({ dataDir: dir });
    let cookie: string | null;
    try {
      for (const name of ['Ann', 'Bob']) {
        const res = await fetch(`${server.url}/api/account`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, password: 'old password' }) });
        expect(res.status).toBe(201);
      }
      cookie = (await signIn(server.url, 'ann', 'old password')).cookie;
      expect(cookie).toMatch(/^ramparts_session=/);
    } finally {
      await server.close();
    }

    const listed = await run([], 'admin', 'accounts', '--data-dir', dir);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^2 accounts:\n {2}Ann {2}since \d{4}-\d\d-\d\d {2}2 open sessions\n {2}Bob {2}since \d{4}-\d\d-\d\d {2}1 open session\n$/);

    const reset = await run([], 'admin', 'reset-password', 'ANN', '--data-dir', dir);
    expect(reset.code).toBe(0);
    const password = /New password for Ann \(shown once[^)]*\): (\S+)/.exec(reset.out)?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(reset.out).toContain('2 sessions signed out.');

    const piped = await run(['piped password'], 'admin', 'reset-password', 'Bob', '--stdin', '--data-dir', dir);
    expect(piped.out).toBe('The password of Bob is set; 1 session signed out.\n');
    expect((await run(['short'], 'admin', 'reset-password', 'Bob', '--stdin', '--data-dir', dir)).err).toContain('A password is at least 8 characters long.');
    const nobody = await run([], 'admin', 'reset-password', 'Cy', '--data-dir', dir);
    expect(nobody.code).toBe(1);
    expect(nobody.err).toContain('There is no account named "Cy".');

    const again = await startTestServer({ dataDir: dir });
    try {
      expect((await signIn(again.url, 'Ann', 'old password')).status).toBe(401);
      expect((await signIn(again.url, 'Ann', password!)).status).toBe(200);
      expect((await signIn(again.url, 'Bob', 'piped password')).status).toBe(200);
      // The session signed in before the reset is over.
      const me = await fetch(`${again.url}/api/account`, { headers: { cookie: cookie! } });
      expect(await me.json()).toEqual({ account: null });
    } finally {
      await again.close();
    }
  });

  it('refuses a data directory without a database instead of making one', async () => {
    const r = await run([], 'admin', 'accounts', '--data-dir', join(dir, 'nothing'));
    expect(r.code).toBe(1);
    expect(r.err).toContain('There is no database at');
  });
});

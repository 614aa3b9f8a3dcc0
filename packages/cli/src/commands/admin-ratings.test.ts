import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '@ramparts/server/testing/server.ts';
import { signedUp, sit } from '@ramparts/server/testing/account-seats.ts';
import { main } from '../main.ts';
import { pipedIo } from '../testing/streams.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-admin-ratings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = async (...args: string[]) => {
  const io = pipedIo([]);
  const code = await main(['node', 'ramparts', ...args], io);
  return { code, out: io.stdout.text, err: io.stderr.text };
};

describe('#29 ramparts admin ratings', () => {
  it('--rebuild counts the finished matches again and gives the same ratings (rule: ratings come from finished records only)', async () => {
    const server = await startTestServer({ dataDir: dir });
    let before: unknown;
    try {
      const [a, b] = [await signedUp(server.url, 'Ann'), await signedUp(server.url, 'Bob')];
      // A private rated duel (the default): its seats need the invitation.
      const made = await fetch(`${server.url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'coins', options: { mode: 'duel' }, rated: true }) });
      const match = (await made.json()) as { id: string; invitation: string };
      await sit(a, match.id, 0, match.invitation);
      const cred = await sit(b, match.id, 1, match.invitation);
      await fetch(`${server.url}/api/matches/${match.id}/resign`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seat: 1, credential: cred }) });
      for (let i = 0; i < 200 && (await server.store.db.selectFrom('ratings').selectAll().execute()).length < 2; i++) await new Promise((r) => setTimeout(r, 25));
      before = await server.store.db.selectFrom('ratings').selectAll().orderBy('account_id').execute();
      expect(before).toHaveLength(2);
    } finally {
      await server.close();
    }
    const told = await run('admin', 'ratings', '--data-dir', dir);
    expect(told.out).toContain('ramparts admin ratings --rebuild');
    const rebuilt = await run('admin', 'ratings', '--rebuild', '--data-dir', dir);
    expect(rebuilt).toMatchObject({ code: 0, out: 'Ratings and records rebuilt from the finished matches: 1 rated match, 0 co-operative matches.\n' });
    const again = await startTestServer({ dataDir: dir });
    try {
      expect(await again.store.db.selectFrom('ratings').selectAll().orderBy('account_id').execute()).toEqual(before);
    } finally {
      await again.close();
    }
  });
});

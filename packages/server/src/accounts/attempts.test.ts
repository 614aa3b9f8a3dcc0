import { describe, expect, it } from 'vitest';
import { migrationStore } from '../testing/migration-store.ts';
import { needServices } from '../testing/services.ts';
import { SignInAttempts, waitInWords } from './attempts.ts';

const withPg = (await needServices(['postgres'], "the sign-in attempts' PostgreSQL tests")) === null;

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 sign-in attempts kept on %s', (dialect) => {
  const fixture = migrationStore(dialect, 'attempts');

  it('lock a name after too many failures until the oldest counted leaves the window; a success clears the name', async () => {
    let t = 1_000_000;
    const a = new SignInAttempts(fixture.store.db, { perName: 3, perAddress: 100, windowMs: 60_000 }, () => t);
    for (let i = 0; i < 3; i++) {
      expect((await a.check('bob', 'x')).ok).toBe(true);
      await a.failed('bob', 'x');
      t += 1000;
    }
    expect(await a.check('bob', 'y')).toEqual({ ok: false, retryAfterSeconds: 57, who: 'name' });
    expect((await a.check('ann', 'y')).ok).toBe(true);
    t = 1_060_001;
    expect((await a.check('bob', 'y')).ok).toBe(true);
    await a.failed('bob', 'x');
    await a.succeeded('bob');
    expect((await a.check('bob', 'x')).ok).toBe(true);
  });

  it('lock an address after too many failures over any names', async () => {
    const a = new SignInAttempts(fixture.store.db, { perName: 100, perAddress: 2, windowMs: 60_000 }, () => 2_000_000);
    await a.failed('a', 'addr-x');
    await a.failed('b', 'addr-x');
    expect(await a.check('c', 'addr-x')).toMatchObject({ ok: false, who: 'address' });
    expect((await a.check('c', 'addr-z')).ok).toBe(true);
  });

  it('two instances on one store count the same failures; failures that left the window are deleted, and names are not kept in clear', async () => {
    let t = 3_000_000;
    const limits = { perName: 4, perAddress: 100, windowMs: 60_000 };
    const one = new SignInAttempts(fixture.store.db, limits, () => t);
    const two = new SignInAttempts(fixture.store.db, limits, () => t);
    await one.failed('cal', 'p');
    await two.failed('cal', 'q');
    await one.failed('cal', 'r');
    t += 10_000;
    await two.failed('cal', 's');
    expect(await one.check('cal', 't')).toEqual({ ok: false, retryAfterSeconds: 50, who: 'name' });
    expect(await two.check('cal', 't')).toEqual({ ok: false, retryAfterSeconds: 50, who: 'name' });
    const rows = await fixture.store.db.selectFrom('sign_in_attempts').selectAll().execute();
    expect(rows.some((r) => r.key.includes('cal') || r.key.includes('addr'))).toBe(false);
    // A minute and more later, the next failure recorded deletes those older than the window.
    t += 120_000;
    await one.failed('dee', 'u');
    expect(await fixture.store.db.selectFrom('sign_in_attempts').select('at').where('at', '<', t).execute()).toEqual([]);
  });

  it('say the wait in words', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(40)).toBe('40 seconds');
    expect(waitInWords(600)).toBe('10 minutes');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptAccountTables, attachHeld, held, heldCount } from './tables.ts';

const mem = new Map<string, string>();
const sent: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  vi.stubGlobal('localStorage', {
    get length() {
      return mem.size;
    },
    key: (i: number) => [...mem.keys()][i] ?? null,
    getItem: (k: string) => mem.get(k) ?? null,
    setItem: (k: string, v: string) => void mem.set(k, v),
    removeItem: (k: string) => void mem.delete(k),
  });
});
afterEach(() => {
  mem.clear();
  sent.length = 0;
  vi.unstubAllGlobals();
});

/** Answers each request in turn, noting it. */
function serve(...answers: { status: number; body: unknown }[]): void {
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    sent.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(init.body as string) : undefined });
    const a = answers.shift()!;
    return Promise.resolve(new Response(JSON.stringify(a.body), { status: a.status }));
  });
}

const set = (k: string, v: unknown) => mem.set(k, JSON.stringify(v));

describe("#29 this browser's tables and the account's", () => {
  it('what this browser holds: every seat with its credential (and the match key), server groups with an id; damaged keys are skipped', () => {
    set('ramparts:cred:m1', [
      { seat: 0, credential: 'c0' },
      { seat: 1, credential: 'c1' },
    ]);
    set('ramparts:invite:m1', 'inv');
    set('ramparts:cred:m2', [{ seat: 0, credential: 'd0' }]);
    mem.set('ramparts:cred:bad', '{');
    set('ramparts:group:dice:North', { id: 'G1', secret: 's', version: 2 });
    set('ramparts:group:tracks:old', { secret: 's', version: 1 });
    set('ramparts:local:x', { id: 'x' });
    expect(held()).toEqual({
      seats: [
        { match: 'm1', seat: 0, credential: 'c0', key: 'inv' },
        { match: 'm1', seat: 1, credential: 'c1', key: 'inv' },
        { match: 'm2', seat: 0, credential: 'd0' },
      ],
      groups: [{ game: 'dice', group: 'G1', name: 'North', secret: 's' }],
    });
    expect(heldCount()).toBe(3);
  });

  it('attaching: one refused credential refuses the claim, then each is tried alone and those that answer are attached', async () => {
    set('ramparts:cred:m1', [{ seat: 0, credential: 'c0' }]);
    set('ramparts:cred:gone', [{ seat: 0, credential: 'old' }]);
    const refused = { status: 403, body: { error: { code: 'bad-credential', message: 'no' } } };
    serve(refused, { status: 200, body: { seats: 1, groups: 0 } }, refused);
    expect(await attachHeld()).toBe(1);
    expect(sent.map((r) => (r.body as { seats: unknown[] }).seats.length)).toEqual([2, 1, 1]);
  });

  it("the account's tables are kept here beside this browser's own seats, and its groups where this browser has none of that name", async () => {
    set('ramparts:cred:m1', [{ seat: 1, credential: 'mine' }]);
    set('ramparts:group:dice:North', { id: 'Mine', secret: 'x', version: 3 });
    serve({
      status: 200,
      body: {
        matches: [
          { match: { id: 'm1', status: 'live' }, seats: [{ seat: 0, credential: 'acc0' }], key: 'k1', yourTurn: true },
          { match: { id: 'm2', status: 'finished' }, seats: [{ seat: 2, credential: 'acc2' }], key: null, yourTurn: false },
        ],
        groups: [
          { game: 'dice', group: 'Other', name: 'North', secret: 'y' },
          { game: 'tracks', group: 'T1', name: 'West', secret: 'z' },
        ],
      },
    });
    expect([...(await adoptAccountTables())]).toEqual(['m1']);
    expect(JSON.parse(mem.get('ramparts:cred:m1')!)).toEqual([
      { seat: 1, credential: 'mine' },
      { seat: 0, credential: 'acc0' },
    ]);
    expect(JSON.parse(mem.get('ramparts:watch:m1')!)).toBe('k1');
    expect(JSON.parse(mem.get('ramparts:cred:m2')!)).toEqual([{ seat: 2, credential: 'acc2' }]);
    expect(JSON.parse(mem.get('ramparts:group:dice:North')!)).toEqual({ id: 'Mine', secret: 'x', version: 3 });
    expect(JSON.parse(mem.get('ramparts:group:tracks:West')!)).toEqual({ id: 'T1', secret: 'z', version: 0 });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLocal, forgetOnline, localMatches, onlineIds, onlineMatches } from './myMatches.ts';

/** A Storage over a Map, as the browser's localStorage. */
function fakeStorage(entries: Record<string, unknown>): Storage {
  const m = new Map(Object.entries(entries).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return {
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
  };
}

const save = (id: string, createdAt: number, finished?: boolean) => ({ id, game: 'coins', players: 2, options: {}, seed: 's', seats: [], moves: [{ seat: 0, move: 'x' }], createdAt, ...(finished ? { finished } : {}) });

describe("the home page's list of your matches", () => {
  beforeEach(() => {
    vi.stubGlobal(
      'localStorage',
      fakeStorage({
        'ramparts:local:old': save('old', 1, true),
        'ramparts:local:new': save('new', 2),
        'ramparts:local:broken': '{not json',
        'ramparts:local:wrong': { id: 'wrong' },
        'ramparts:cred:m1': [{ seat: 1, credential: 'c' }],
        'ramparts:cred:m2': [],
        'ramparts:invite:m1': 'inv',
        'ramparts:invite:m3': 'inv3',
        'ramparts:name': 'Ada',
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists local matches newest first, finished ones with their replay, and skips damaged saves', () => {
    const list = localMatches();
    expect(list.map((m) => [m.id, m.status, m.replay ?? null, m.moves])).toEqual([
      ['new', 'live', null, 1],
      ['old', 'finished', '#/replay/local/old', 1],
    ]);
    forgetLocal('new');
    expect(localMatches().map((m) => m.id)).toEqual(['old']);
  });

  it('knows the online matches with a seat held here, and those only invited to', () => {
    expect(onlineIds()).toEqual([
      { id: 'm1', role: 'seat', seats: [1] },
      { id: 'm3', role: 'invited', seats: [] },
    ]);
  });

  it("asks the server for each one's status: a finished one links to its replay, a missing one is gone (and can be forgotten), a wrong answer unknown", async () => {
    const answers: Record<string, Response> = {
      '/api/matches/m1': Response.json({ id: 'm1', game: 'cards', players: 2, status: 'finished', seats: [{ seat: 0, name: 'Bo' }, { seat: 1, name: 'Ada' }], createdAt: 5 }),
      '/api/matches/m3': new Response('{}', { status: 404 }),
    };
    const list = await onlineMatches((async (url: string) => answers[url]) as unknown as typeof fetch);
    expect(list.map((m) => [m.id, m.status, m.seats ?? null, m.replay ?? null])).toEqual([
      ['m1', 'finished', ['Ada'], '#/replay/match/m1'],
      ['m3', 'gone', null, null],
    ]);
    forgetOnline('m3');
    expect(onlineIds().map((m) => m.id)).toEqual(['m1']);
    const odd = await onlineMatches((async () => Response.json({ nonsense: true })) as unknown as typeof fetch);
    expect(odd.map((m) => m.status)).toEqual(['unknown']);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatInfo, TableState } from '../driver.ts';
import { waitingFor, type MyMatch } from './myMatches.ts';
import { sortMine, waitingWords as homeWords } from './MyMatchesList.tsx';
import { PaceField } from './PaceField.tsx';
import { OutOfTimeNotice, outOfTimeSeats, waitingLine } from './OutOfTime.tsx';
import { absentButtons, timeLeftText, titleWithCount, turnPaceWords, waitingWords } from './turnBased.ts';

const H = 3_600_000;
const MIN = 60_000;

describe('#30 a turn-based clock reads in days and hours, not minutes and seconds', () => {
  it.each([
    [2 * 24 * H + 5 * H + 20 * MIN, '2 d 5 h left'],
    [3 * 24 * H, '3 d left'],
    [24 * H - 1, '23 h 59 min left'],
    [3 * H + 10 * MIN + 59_000, '3 h 10 min left'],
    [20 * H, '20 h left'],
    [45 * MIN + 30_000, '45 min left'],
    [59_000, 'under a minute left'],
    [0, 'no time left'],
    [-5, 'no time left'],
  ])('%d ms: %s', (ms, words) => expect(timeLeftText(ms)).toBe(words));

  it('names the pace in players’ words', () => {
    expect([24, 72, 168, null, 48, 5].map((hours) => turnPaceWords({ hours }))).toEqual(['24 hours per move', '3 days per move', 'A week per move', 'no time limit', '2 days per move', '5 hours per move']);
  });
});

describe('#30 the choices when a clock ran out follow the kind of game', () => {
  it('competitive: a bot plays their turns, or the match ends with them as the loser (asked first)', () => {
    expect(absentButtons('competitive', 'Ann')).toEqual([
      { choice: 'skip', text: 'Play their turns with a bot' },
      { choice: 'end', text: 'End the match: Ann loses', confirm: 'End the match now with Ann as the loser? This cannot be taken back.' },
    ]);
  });
  it('co-operative: only a bot playing their heroes, never ending the match', () => {
    expect(absentButtons('cooperative', 'Ann')).toEqual([{ choice: 'bot', text: 'Let a bot play Ann’s heroes' }]);
  });
});

/** A live turn-based table seen by seat `me`; `seats`: who sits where and how. */
function table(seats: Partial<SeatInfo>[], more: Partial<TableState> = {}): TableState {
  return {
    game: 'coins',
    seq: 4,
    status: 'live',
    seat: 0,
    view: null,
    moves: [],
    actors: [1],
    sittable: [],
    outcome: null,
    canUndo: false,
    log: [],
    seats: seats.map((s, i) => ({ seat: i, role: `Seat ${i + 1}`, name: `P${i}`, kind: 'human', connected: true, ...s })),
    clocks: null,
    notice: null,
    handOver: null,
    replay: null,
    turnBased: { hours: 24 },
    ...more,
  };
}

describe('#30 the table offers the choice to the others only', () => {
  const ann = { name: 'Ann', kind: 'human' as const, outOfTime: true };
  const me = { name: 'You (Bob)', kind: 'me' as const };

  it('shows "<name>’s time ran out" with the competitive buttons to a seat held here', () => {
    const state = table([me, ann]);
    expect(outOfTimeSeats(state, 'competitive').map((s) => [s.seat, s.name, s.buttons.map((b) => b.choice)])).toEqual([[1, 'Ann', ['skip', 'end']]]);
    const html = renderToStaticMarkup(<OutOfTimeNotice state={state} play="competitive" onChoose={async () => undefined} />);
    expect(html).toContain('Ann’s time ran out.');
    expect(html).toContain('Play their turns with a bot');
    expect(html).toContain('End the match: Ann loses');
    const coop = renderToStaticMarkup(<OutOfTimeNotice state={state} play="cooperative" onChoose={async () => undefined} />);
    expect(coop).toContain('Let a bot play Ann’s heroes');
    expect(coop).not.toContain('End the match');
  });

  it('offers nothing to the seat that ran out, to a spectator, once a bot plays it, in real time or when over', () => {
    expect(outOfTimeSeats(table([{ ...ann, kind: 'me' }, { name: 'Bob' }]), 'competitive')).toEqual([]);
    expect(outOfTimeSeats(table([{ name: 'Bob' }, ann], { seat: null }), 'competitive')).toEqual([]);
    expect(outOfTimeSeats(table([me, { ...ann, away: true }]), 'competitive')).toEqual([]);
    expect(outOfTimeSeats(table([me, ann], { turnBased: null }), 'competitive')).toEqual([]);
    expect(outOfTimeSeats(table([me, ann], { outcome: { winners: [0], reason: 'x' } as TableState['outcome'] }), 'competitive')).toEqual([]);
  });

  it('says who the table still waits for, several in a simultaneous phase', () => {
    expect(waitingLine(table([me, { name: 'Ann' }, { name: 'Bob' }], { actors: [0, 1, 2] }))).toBe('Waiting for Ann and Bob');
    expect(waitingLine(table([me, { name: 'Ann' }, { name: 'Cy' }], { actors: [1] }))).toBe('Waiting for Ann');
    expect(waitingLine(table([me, { name: 'Ann' }], { actors: [0] }))).toBeNull();
    expect(waitingLine(table([me, { name: 'Ann' }], { actors: [1], turnBased: null }))).toBeNull();
    expect(waitingWords(['Ann', 'Bob', 'Cy'])).toBe('Waiting for Ann, Bob and Cy');
  });
});

describe('#30 the new-game form’s pace', () => {
  it('offers turn-based speeds in players’ words, and warns under "No limit"', () => {
    const speeds = renderToStaticMarkup(<PaceField pace={{ kind: 'turn', hours: 24 }} onChange={() => undefined} />);
    for (const w of ['Real time', 'Turn-based', '24 hours per move', '3 days per move', 'A week per move', 'No limit (friends only)']) expect(speeds).toContain(w);
    expect(speeds).not.toContain('nobody can skip');
    expect(renderToStaticMarkup(<PaceField pace={{ kind: 'turn', hours: null }} onChange={() => undefined} />)).toContain('nobody can skip a player who stops coming');
    expect(renderToStaticMarkup(<PaceField pace={{ kind: 'real' }} onChange={() => undefined} />)).not.toContain('per move');
  });
});

describe('#30 the home page: turn-based tables waiting for you first, counted in the title', () => {
  const mine = (id: string, more: Partial<MyMatch>): MyMatch => ({ id, game: 'coins', where: 'online', role: 'seat', status: 'live', players: 2, createdAt: 1, href: `#/match/${id}`, ...more });

  it('puts waiting tables first, the least time left first, and says how long is left', () => {
    const list = [mine('old-live', { createdAt: 9 }), mine('done', { status: 'finished', createdAt: 10 }), mine('week', { waiting: { left: 100 * H } }), mine('soon', { waiting: { left: 3 * H } }), mine('free', { waiting: { left: null } }), mine('rt-turn', { createdAt: 2 })];
    expect(sortMine(list, new Set(['rt-turn'])).map((m) => m.id)).toEqual(['soon', 'week', 'free', 'rt-turn', 'old-live', 'done']);
    expect(homeWords({ left: 20 * H + 5 * MIN })).toBe('your turn — 20 h 5 min left');
    expect(homeWords({ left: null })).toBe('your turn');
    expect([0, 1, 3].map((n) => titleWithCount(n))).toEqual(['Ramparts', '(1) Ramparts', '(3) Ramparts']);
  });

  describe('asks the spectators’ view whose turn it is and the clock', () => {
    beforeEach(() => {
      const m = new Map<string, string>([['ramparts:watch:m1', JSON.stringify('key1')]]);
      vi.stubGlobal('localStorage', { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), key: () => null, length: m.size });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('your seat acts: the time left, less what ran since it was measured; another acts: null', async () => {
      const asked: { url: string; key: string | null }[] = [];
      const answer = (body: unknown) =>
        (async (url: string, init?: RequestInit) => {
          asked.push({ url, key: new Headers(init?.headers).get('x-match-key') });
          return Response.json(body);
        }) as unknown as typeof fetch;
      const view = { actors: [1], clocks: { remaining: [5 * H, 20 * H], running: [1], at: 1_000 } };
      expect(await waitingFor('m1', [1], answer(view), 1_000 + 60_000)).toEqual({ left: 20 * H - 60_000 });
      expect(asked[0]).toEqual({ url: '/api/matches/m1/spectate', key: 'key1' });
      expect(await waitingFor('m1', [0], answer(view), 1_000)).toBeNull();
      expect(await waitingFor('m1', [1], answer({ actors: [1], clocks: null }))).toEqual({ left: null });
      expect(await waitingFor('m1', [1], answer({ nonsense: true }))).toBeNull();
    });
  });
});

import { findGame } from '@ramparts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../testing/fake-browser.ts';
import type { MatchSummary } from './api.ts';

/** The sockets the driver opened, each answering `hint` as the test says and recording what it was sent. */
const sockets: { handlers: Map<string, (d: unknown) => void>; sent: { event: string; payload: unknown }[]; answer: unknown }[] = [];

vi.mock('socket.io-client', () => ({
  io: () => {
    const s = { handlers: new Map<string, (d: unknown) => void>(), sent: [] as { event: string; payload: unknown }[], answer: null as unknown };
    sockets.push(s);
    return {
      on: (event: string, fn: (d: unknown) => void) => void s.handlers.set(event, fn),
      timeout: () => ({
        emit: (event: string, payload: unknown, ack: (err: Error | null, r: unknown) => void) => {
          s.sent.push({ event, payload });
          queueMicrotask(() => ack(null, s.answer));
        },
      }),
      close: () => undefined,
    };
  },
}));

const { OnlineDriver } = await import('./driver.ts');

const browser = fakeBrowser();
beforeEach(() => {
  browser.install();
  sockets.length = 0;
});
afterEach(() => browser.reset());

function summary(hints: boolean): MatchSummary {
  return {
    id: 'm1',
    game: 'coins',
    players: 2,
    options: {},
    status: 'live',
    seats: [
      { seat: 0, name: 'Ann', kind: 'human', bot: null, taken: true, away: false },
      { seat: 1, name: '', kind: 'bot', bot: 'normal', taken: true, away: false },
    ],
    outcome: null,
    createdAt: 0,
    settings: { hints },
  };
}

/** The server's state for seat 0 at its turn, with the hints used so far. */
const state = (hintsUsed: { seat: number; at: number }[]) => ({ match: 'm1', seq: 3, status: 'live', seat: 0, view: {}, moves: [{ move: { type: 'toss' }, text: 'Toss' }], actors: [0], outcome: null, canUndo: false, log: { from: 0, lines: [] }, clocks: null, hintsUsed });

function connected(hints: boolean) {
  const d = new OnlineDriver(summary(hints), findGame('coins')!, [{ seat: 0, credential: 'c0' }], 'http://server');
  const s = sockets[0];
  s.handlers.get('connect')!(undefined);
  s.handlers.get('state')!(state([]));
  return { d, s };
}

describe('#17 hints online: the `hint` event on the seat’s connection', () => {
  it('sends `hint` with {} and shows the three moves the ack brings; the state’s hintsUsed is the table’s', async () => {
    const { d, s } = connected(true);
    expect(d.get().hintsAllowed).toBe(true);
    s.answer = { ok: true, hints: [{ move: { type: 'toss' }, chance: 0.62, text: 'Toss' }, { move: { type: 'stop' }, chance: 0.4, text: 'Stop' }, { move: { type: 'x' }, chance: 0.1, text: 'X' }] };
    const hints = await d.hint();
    expect(s.sent).toEqual([{ event: 'hint', payload: {} }]);
    expect(hints.map((h) => `${h.text} ${h.chance}`)).toEqual(['Toss 0.62', 'Stop 0.4', 'X 0.1']);
    s.handlers.get('state')!({ ...state([{ seat: 0, at: 3 }]), seq: 4 });
    expect(d.get().hintsUsed).toEqual([{ seat: 0, at: 3 }]);
    d.close();
  });

  it('a refusal is said in the server’s words (hints-off, busy, rate-limited …)', async () => {
    const { d, s } = connected(false);
    expect(d.get().hintsAllowed).toBe(false);
    s.answer = { ok: false, code: 'hints-off', message: 'Hints are off at this table: the host did not allow them.' };
    await expect(d.hint()).rejects.toThrow('Hints are off at this table: the host did not allow them.');
    s.answer = { ok: false, code: 'busy', message: 'A hint is being worked out for this seat.' };
    await expect(d.hint()).rejects.toThrow('A hint is being worked out for this seat.');
    d.close();
  });
});

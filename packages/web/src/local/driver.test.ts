import { describe, expect, it } from 'vitest';
import { LocalDriver } from './driver.ts';
import type { LocalSave } from './store.ts';

const never = () => Promise.reject(new Error('no bot in this match'));

function tracksHotSeat(seats: LocalSave['seats']): LocalDriver {
  const save: LocalSave = { id: 't', game: 'tracks', players: 2, options: {}, seed: 'sit', seats, moves: [], createdAt: 0 };
  return new LocalDriver(save, { run: never });
}

/** Plays the viewer's first move until two seats may act at once (the free-order phase). */
async function toFreeOrder(d: LocalDriver): Promise<void> {
  for (let i = 0; i < 40 && d.get().actors.length < 2; i++) await d.play(d.get().moves[0].move);
  expect(d.get().actors).toEqual([0, 1]);
}

describe('local driver: hot-seat seats in a free-order phase', () => {
  it('offers every acting person’s seat, and sitting at one shows and plays that seat’s moves', async () => {
    const d = tracksHotSeat([
      { kind: 'me', name: 'You' },
      { kind: 'hotseat', name: 'Friend' },
    ]);
    expect(d.get().sittable).toEqual([]);
    await toFreeOrder(d);
    expect(d.get().sittable).toEqual([0, 1]);
    const other = 1 - d.get().seat!;
    d.sitAt(other);
    expect(d.get().seat).toBe(other);
    expect(d.get().moves.length).toBeGreaterThan(0);
    const done = d.get().moves.find((m) => (m.move as { type: string }).type === 'done')!;
    await d.play(done.move);
    // That seat is done: the table follows the one still acting, and there is nothing to switch.
    expect(d.get().actors).toEqual([1 - other]);
    expect(d.get().seat).toBe(1 - other);
    expect(d.get().sittable).toEqual([]);
  });

  it('never offers a bot’s seat', async () => {
    const d = tracksHotSeat([
      { kind: 'me', name: 'You' },
      { kind: 'bot', bot: 'random', name: 'Bot' },
    ]);
    expect(d.get().sittable).toEqual([]);
    d.sitAt(1);
    expect(d.get().seat).toBe(0);
    d.close();
  });
});

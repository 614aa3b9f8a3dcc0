import { findGame } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { BotBrain } from './bots.ts';
import { LocalDriver } from './driver.ts';
import type { LocalSave } from './store.ts';

const never = () => Promise.reject(new Error('no bot in this match'));

function tracksHotSeat(seats: LocalSave['seats']): LocalDriver {
  const save: LocalSave = { id: 't', game: 'tracks', players: 2, options: {}, seed: 'sit', seats, moves: [], createdAt: 0 };
  return new LocalDriver(save, findGame(save.game)!, { run: never });
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

describe('#31 local driver: a table of bots only', () => {
  it('is watched: no seat of its own, no moves offered, and a move sent anyway is refused', async () => {
    const d = tracksHotSeat([
      { kind: 'bot', bot: 'random', name: 'Bot' },
      { kind: 'bot', bot: 'random', name: 'Bot' },
    ]);
    const s = d.get();
    expect(s.seat).toBeNull();
    expect(s.moves).toEqual([]);
    expect(s.canUndo).toBe(false);
    expect(s.resign).toBeNull();
    await expect(d.play({ type: 'done' })).rejects.toThrow('It is not your seat.');
    d.close();
  });
});

describe('#29 local driver: resign and leave', () => {
  const until = async (check: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 5));
    }
  };

  it('#29 two sides (a coins duel at one screen): the seat shown resigns, the other wins at once; the save reopens to the same end', async () => {
    const save: LocalSave = { id: 'r2', game: 'coins', players: 2, options: {}, seed: 'resign', seats: [{ kind: 'me', name: 'You' }, { kind: 'hotseat', name: 'Friend' }], moves: [], createdAt: 0 };
    const d = new LocalDriver(save, findGame(save.game)!, { run: never });
    await d.play(d.get().moves[0].move);
    const seat = d.get().seat!;
    expect(d.get().resign).toEqual({ leave: false, consequence: `${d.get().seats[1 - seat].role} wins at once.` });
    await d.resign();
    const s = d.get();
    expect(s.outcome).toEqual({ winners: [1 - seat], reason: `${s.seats[seat].role} resigned.` });
    expect(s.resigned).toEqual([seat]);
    expect(s.cooperative).toBe(false);
    expect(s.resign).toBeNull();
    expect(s.log.at(-1)?.text).toBe(`${s.seats[seat].role} resigned: ${s.seats[1 - seat].role} wins.`);
    expect(save.resignations).toEqual([{ seat, at: 1 }]);
    const again = new LocalDriver(save, findGame(save.game)!, { run: never });
    expect(again.get().outcome).toEqual(s.outcome);
    expect(again.get().log.map((l) => l.text)).toEqual(s.log.map((l) => l.text));
  });

  it('#29 more sides without an out-state (tracks Versus for 3): a bot of the table plays the resigned seat, whose own moves are gone', async () => {
    const save: LocalSave = {
      id: 'r3',
      game: 'tracks',
      players: 3,
      options: { mode: 'versus' },
      seed: 'resign',
      seats: [{ kind: 'me', name: 'You' }, { kind: 'bot', bot: 'random', name: 'Bot' }, { kind: 'bot', bot: 'random', name: 'Bot' }],
      moves: [],
      createdAt: 0,
    };
    const asked: { seat: number; bot: string; resignations?: unknown }[] = [];
    const brain = new BotBrain();
    const d = new LocalDriver(save, findGame(save.game)!, { run: async (req) => (asked.push(req), brain.choose(req)), botPace: 0 });
    await until(() => d.get().actors.includes(0));
    expect(d.get().resign?.consequence).toBe('You are out of the game and place last; the others play on.');
    await d.resign();
    expect(d.get().moves).toEqual([]);
    expect(d.get().resign).toBeNull();
    await until(() => asked.some((r) => r.seat === 0));
    expect(asked.find((r) => r.seat === 0)).toMatchObject({ bot: 'random', resignations: [{ seat: 0, at: expect.any(Number) }] });
    await expect(d.play({ type: 'done' })).rejects.toMatchObject({ code: 'resigned' });
    d.close();
  });

  it('#29 co-operative (dice at one screen): Leave, and the team is told in the log; the seat’s part is a bot’s', async () => {
    const save: LocalSave = { id: 'l2', game: 'dice', players: 2, options: {}, seed: 'leave', seats: [{ kind: 'me', name: 'You' }, { kind: 'hotseat', name: 'Friend' }], moves: [], createdAt: 0 };
    const d = new LocalDriver(save, findGame(save.game)!, { run: never });
    const seat = d.get().seat!;
    expect(d.get().resign).toEqual({ leave: true, consequence: 'A bot plays for you to the end and the team goes on.' });
    await d.resign();
    expect(d.get().outcome).toBeNull();
    expect(d.get().log.at(-1)?.text).toBe(`${d.get().seats[seat].role} left the table; a bot plays for them.`);
    // The panels say "Left" at a co-operative table, whoever's seat is shown.
    expect(d.get().cooperative).toBe(true);
    expect(d.get().resigned).toEqual([seat]);
    d.close();
  });
});

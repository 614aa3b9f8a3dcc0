import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

interface J {
  client: string;
  match: string;
  name: string;
}
const j = (client: string, match: string, name: string): J => ({ client, match, name });

/** Takes every job allowed to start now, by name. */
function takeAll(q: FairQueue<J>): string[] {
  const out: string[] = [];
  for (let job = q.take(); job; job = q.take()) out.push(job.name);
  return out;
}

describe('#28.1 the bot queue is fair between clients, then between matches', () => {
  it('clients take turns, whoever queued more: one client with two busy matches does not go before another client', () => {
    const q = new FairQueue<J>(1);
    // The load: one client's two crystal matches queue first, another client's coins bot after them.
    for (const n of [1, 2, 3, 4]) q.push(j('heavy', 'crystal-1', `h1.${n}`));
    for (const n of [1, 2, 3, 4]) q.push(j('heavy', 'crystal-2', `h2.${n}`));
    q.push(j('light', 'coins', 'l1'));
    const order: string[] = [];
    for (let job = q.take(); job; job = q.take()) {
      order.push(job.name);
      q.done(job);
      if (job.name === 'l1') q.push(j('light', 'coins', 'l2'));
    }
    // Heavy, light, heavy (its other match), light, then heavy's matches in turn.
    expect(order.slice(0, 4)).toEqual(['h1.1', 'l1', 'h2.1', 'l2']);
    expect(order.slice(4)).toEqual(['h1.2', 'h2.2', 'h1.3', 'h2.3', 'h1.4', 'h2.4']);
  });

  it('a newcomer goes before the client served last, but light clients coming and going never starve a busy one', () => {
    const q = new FairQueue<J>(1);
    for (const n of [1, 2, 3]) q.push(j('busy', 'm', `busy${n}`));
    const next = (): string => {
      const job = q.take()!;
      q.done(job);
      return job.name;
    };
    expect(q.take()!.name).toBe('busy1');
    q.push(j('a', 'ma', 'a1'));
    q.done(j('busy', 'm', 'busy1'));
    // a arrived after busy was served: it goes first.
    expect(next()).toBe('a1');
    // b and a (back again) arrive after busy's wait began: busy goes before both.
    q.push(j('b', 'mb', 'b1'));
    q.push(j('a', 'ma', 'a2'));
    expect([next(), next(), next(), next()]).toEqual(['busy2', 'b1', 'a2', 'busy3']);
  });

  it('a client alone holds at most half the workers; with more clients, its equal share (at least one)', () => {
    const q = new FairQueue<J>(4);
    for (const m of ['a', 'b', 'c', 'd']) q.push(j('one', m, `one-${m}`));
    expect(takeAll(q)).toEqual(['one-a', 'one-b']);
    expect(q.share()).toBe(2);
    // A newcomer finds the two free workers.
    q.push(j('two', 'x', 'two-x'));
    q.push(j('two', 'y', 'two-y'));
    q.push(j('two', 'z', 'two-z'));
    expect(takeAll(q)).toEqual(['two-x', 'two-y']);
    expect(q.running).toBe(4);
    // A third client: shares of ceil(4/3) = 2; each of the first two finishing frees a worker for whoever is under it.
    q.push(j('three', 'p', 'three-p'));
    expect(takeAll(q)).toEqual([]);
    q.done(j('one', 'a', ''));
    expect(takeAll(q)).toEqual(['three-p']);
    expect(new FairQueue<J>(1).share()).toBe(1);
  });

  it('one job per match runs at a time; the match waits its turn behind its client\'s other matches', () => {
    const q = new FairQueue<J>(8);
    q.push(j('c', 'm1', 'm1.1'));
    q.push(j('c', 'm1', 'm1.2'));
    q.push(j('c', 'm2', 'm2.1'));
    expect(takeAll(q)).toEqual(['m1.1', 'm2.1']);
    expect(q.waiting).toBe(1);
    q.done(j('c', 'm1', 'm1.1'));
    expect(takeAll(q)).toEqual(['m1.2']);
  });

  it('remove takes a waiting job out; drain empties the line; finished clients leave no trace', () => {
    const q = new FairQueue<J>(1);
    const a = j('c', 'm', 'a');
    const b = j('c', 'm', 'b');
    const c = j('d', 'n', 'c');
    q.push(a);
    q.push(b);
    q.push(c);
    expect(q.take()).toBe(a);
    expect(q.remove(b)).toBe(true);
    expect(q.remove(b)).toBe(false);
    expect(q.drain()).toEqual([c]);
    expect([q.waiting, q.running]).toEqual([0, 1]);
    q.done(a);
    expect([q.waiting, q.running, q.share()]).toEqual([0, 0, 1]);
    // done for a job not running changes nothing.
    q.done(a);
    expect(q.running).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { GroupCommit } from './commit.ts';

/** A writer whose batches finish when the test says so. */
function gatedWriter() {
  const batches: { items: number[]; finish: () => void }[] = [];
  let writing = 0;
  let most = 0;
  const write = (items: number[]) =>
    new Promise<number[]>((resolve) => {
      most = Math.max(most, ++writing);
      batches.push({ items, finish: () => (writing--, resolve(items.map((x) => x * 10))) });
    });
  return { write, batches, most: () => most };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('group commit', () => {
  it('batches one event-loop turn of requests into one write and answers each caller after it', async () => {
    const w = gatedWriter();
    const commits = new GroupCommit(w.write);
    const answers: number[] = [];
    const all = [1, 2, 3].map((x) => commits.add(x).then((r) => answers.push(r)));
    await turn();
    expect(w.batches.map((b) => b.items)).toEqual([[1, 2, 3]]);
    expect(answers).toEqual([]);
    w.batches[0].finish();
    await Promise.all(all);
    expect(answers).toEqual([10, 20, 30]);
  });

  it('writes at most `inFlight` batches at once; later requests wait for the next batch', async () => {
    const w = gatedWriter();
    const commits = new GroupCommit(w.write, { inFlight: 2 });
    const done: Promise<number>[] = [];
    for (let round = 0; round < 3; round++) {
      done.push(commits.add(round));
      await turn();
    }
    expect(w.batches.map((b) => b.items)).toEqual([[0], [1]]); // the third waits: two are in flight
    let drained = false;
    const draining = commits.drain().then(() => (drained = true));
    w.batches[0].finish();
    await turn();
    await turn();
    expect(w.batches.map((b) => b.items)).toEqual([[0], [1], [2]]);
    expect(drained).toBe(false);
    w.batches[1].finish();
    w.batches[2].finish();
    expect(await Promise.all(done)).toEqual([0, 10, 20]);
    await draining;
    expect(drained).toBe(true);
    expect(w.most()).toBe(2);
  });

  it('a failed write rejects the callers of that batch only', async () => {
    let calls = 0;
    const commits = new GroupCommit(async (items: number[]) => {
      if (calls++ === 0) throw new Error('disk full');
      return items;
    });
    const first = commits.add(1);
    await expect(first).rejects.toThrow('disk full');
    await expect(commits.add(2)).resolves.toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../matches/chat.ts';
import { ChatHistoryReads } from './chat-history.ts';

const line = (seq: number): ChatLine => ({ match: 'm', seq, seat: 0, name: 'Ann', watching: false, text: `line ${seq}`, at: seq });

describe('chat history for new connections', () => {
  it('a crowd asking at once shares reads: one under way, the askers since then share the next, which starts after they asked', async () => {
    let kept = [line(1)];
    const reads: { started: ChatLine[]; finish: () => void }[] = [];
    const histories = new ChatHistoryReads(
      () =>
        new Promise((resolve) => {
          const snapshot = [...kept];
          reads.push({ started: snapshot, finish: () => resolve(snapshot) });
        }),
    );
    const first = histories.get('m');
    kept = [line(1), line(2)]; // said while the first read is under way
    const later = Array.from({ length: 100 }, () => histories.get('m'));
    expect(reads.length).toBe(1);
    reads[0].finish();
    expect((await first).map((l) => l.seq)).toEqual([1]);
    await new Promise((r) => setImmediate(r));
    expect(reads.length).toBe(2);
    reads[1].finish();
    for (const p of later) expect((await p).map((l) => l.seq)).toEqual([1, 2]);
  });

  it('a failed read fails its askers only; the next ask reads again', async () => {
    let fail = true;
    const histories = new ChatHistoryReads(async () => {
      if (fail) throw new Error('store down');
      return [line(1)];
    });
    await expect(histories.get('m')).rejects.toThrow('store down');
    fail = false;
    expect(await histories.get('m')).toHaveLength(1);
  });
});

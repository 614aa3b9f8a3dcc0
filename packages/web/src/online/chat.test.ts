import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { fakeBrowser } from '../testing/fake-browser.ts';
import { ChatChannel, muteSpectators, spectatorsMuted } from './chat.ts';

const browser = fakeBrowser();
beforeEach(() => browser.install());
afterEach(() => browser.reset());

/** A socket stand-in: the handlers the channel registers, to call as the server would. */
function fakeSocket() {
  const handlers = new Map<string, (data: unknown) => void>();
  const socket = { on: (event: string, fn: (data: unknown) => void) => void handlers.set(event, fn), connected: true } as unknown as Socket;
  return { socket, hear: (event: string, data: unknown) => handlers.get(event)?.(data) };
}

const line = (seq: number, extra: Record<string, unknown> = {}) => ({ match: 'm1', seq, seat: 0, name: 'Ann', watching: false, text: `line ${seq}`, at: seq, ...extra });

describe('the table chat channel', () => {
  it('keeps each line once, in seq order, whichever connection or event brought it; drops other matches and malformed lines', () => {
    const chat = new ChatChannel('m1', () => undefined);
    const a = fakeSocket();
    const b = fakeSocket();
    chat.listen(a.socket);
    chat.listen(b.socket);
    let told = 0;
    chat.subscribe(() => told++);
    a.hear('chat', line(2));
    b.hear('chat', line(2));
    a.hear('chat-history', { match: 'm1', lines: [line(1), line(2)] });
    a.hear('chat', line(3, { match: 'm2' }));
    a.hear('chat', { ...line(4), text: 42 });
    a.hear('chat', line(5, { text: '<b>x</b>' }));
    expect(chat.get().map((l) => l.seq)).toEqual([1, 2, 5]);
    expect(chat.get()[2].text).toBe('<b>x</b>');
    expect(told).toBe(3);
  });

  it('refuses to send without a connection, in words', async () => {
    const chat = new ChatChannel('m1', () => undefined);
    await expect(chat.send('hi')).rejects.toThrow(/Not connected/);
  });

  it('the mute of spectators is remembered per match', () => {
    expect(spectatorsMuted('m1')).toBe(false);
    muteSpectators('m1', true);
    expect(spectatorsMuted('m1')).toBe(true);
    expect(spectatorsMuted('m2')).toBe(false);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatLine } from '../matches/chat.ts';
import { findGame, games } from '../testing/cards-registry.ts';
import { TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

const registry = { registry: { games, findGame }, registryModule: new URL('../testing/cards-registry.ts', import.meta.url).href, rate: { perSecond: 1000, burst: 1000 } };
type Ack = { ok: boolean; code?: string; message?: string; seq?: number };

async function table(server: TestServer, name?: string): Promise<{ id: string; credentials: string[] }> {
  const created = await api<{ id: string; name: string | null }>(server.url, 'POST', '/api/matches', { game: 'cards', players: 2, visibility: 'public', ...(name ? { name } : {}) });
  expect(created.status).toBe(201);
  const credentials: string[] = [];
  for (const [seat, who] of ['Ann', 'Bob'].entries()) credentials.push((await api<{ credential: string }>(server.url, 'POST', `/api/matches/${created.body.id}/join`, { seat, name: who })).body.credential);
  return { id: created.body.id, credentials };
}

const chatLines = (c: TestClient): ChatLine[] => c.messages.filter((m) => m.event === 'chat').map((m) => m.data as ChatLine);
const history = (c: TestClient): ChatLine[] | undefined => (c.messages.find((m) => m.event === 'chat-history')?.data as { lines: ChatLine[] } | undefined)?.lines;

describe('table chat', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...registry, chatRate: { perSecond: 0.001, burst: 3 } });
  });
  afterAll(() => server?.close());

  it('a seat and a spectator chat: everyone connected hears each line, the spectator marked as watching, markup kept as text', async () => {
    const { id, credentials } = await table(server);
    const ann = new TestClient(server.url, { match: id, seat: 0, credential: credentials[0] });
    const bob = new TestClient(server.url, { match: id, seat: 1, credential: credentials[1] });
    const eve = new TestClient(server.url, { match: id });
    await Promise.all([ann, bob, eve].map((c) => c.connected()));
    await Promise.all([ann, bob, eve].map((c) => c.until(() => history(c) !== undefined, 5000, 'the chat history')));
    expect(await ann.request<Ack>('chat', { text: '  <b>hi</b>\u0007 <script>alert(1)</script>\u202e ' })).toMatchObject({ ok: true, seq: 1 });
    expect(await eve.request<Ack>('chat', { text: 'good luck' })).toMatchObject({ ok: true, seq: 2 });
    for (const c of [ann, bob, eve]) await c.until(() => chatLines(c).length === 2, 5000, 'both lines');
    const [first, second] = chatLines(bob);
    expect(first).toMatchObject({ match: id, seq: 1, seat: 0, name: 'Ann', watching: false, text: '<b>hi</b> <script>alert(1)</script>' });
    expect(second).toMatchObject({ seq: 2, seat: null, name: 'Spectator', watching: true, text: 'good luck' });
    // Chat carries no state: no state was sent because of it.
    expect(bob.messages.filter((m) => m.event === 'chat').every((m) => Object.keys(m.data as object).sort().join() === 'at,match,name,seat,seq,text,watching')).toBe(true);
    [ann, bob, eve].forEach((c) => c.close());
  });

  it('refuses a line too long (chat-too-long), an empty or malformed one (bad-request), and a fourth in a row (chat-rate-limited), each with a sentence', async () => {
    const { id, credentials } = await table(server);
    const ann = new TestClient(server.url, { match: id, seat: 0, credential: credentials[0] });
    await ann.connected();
    expect(await ann.request<Ack>('chat', { text: 'x'.repeat(301) })).toMatchObject({ ok: false, code: 'chat-too-long', message: expect.stringMatching(/300 characters/) });
    expect(await ann.request<Ack>('chat', { text: 'x'.repeat(300) })).toMatchObject({ ok: true });
    expect(await ann.request<Ack>('chat', { text: ' \u0000\n ' })).toMatchObject({ ok: false, code: 'bad-request', message: expect.stringMatching(/Write something/) });
    expect(await ann.request<Ack>('chat', { text: 42 })).toMatchObject({ ok: false, code: 'bad-request' });
    expect(await ann.request<Ack>('chat', { text: 'hi', html: true })).toMatchObject({ ok: false, code: 'bad-request' });
    expect(await ann.request<Ack>('chat', { text: 'two' })).toMatchObject({ ok: true });
    expect(await ann.request<Ack>('chat', { text: 'three' })).toMatchObject({ ok: true });
    expect(await ann.request<Ack>('chat', { text: 'four' })).toMatchObject({ ok: false, code: 'chat-rate-limited', message: expect.stringMatching(/too fast/) });
    // Nothing refused was kept.
    const kept = await api<{ lines: ChatLine[] }>(server.url, 'GET', `/api/matches/${id}/chat`);
    expect(kept.body.lines.map((l) => l.text)).toEqual(['x'.repeat(300), 'two', 'three']);
    ann.close();
  });

  it('a host may name the table: the lobby and every seat see the name, as plain text', async () => {
    const { id } = await table(server, "Ann's\u0000 table  <i>");
    const listed = await api<{ id: string; name: string | null }[]>(server.url, 'GET', '/api/matches?status=live');
    expect(listed.body.find((m) => m.id === id)?.name).toBe("Ann's table <i>");
    expect((await api<{ name: string | null }>(server.url, 'GET', `/api/matches/${id}`)).body.name).toBe("Ann's table <i>");
    const unnamed = await api<{ name: string | null }>(server.url, 'POST', '/api/matches', { game: 'cards', players: 2 });
    expect(unnamed.body.name).toBeNull();
  });

  it('answers 404 for the chat of a match that does not exist', async () => {
    expect((await api(server.url, 'GET', '/api/matches/nope/chat')).status).toBe(404);
  });
});

describe('table chat is kept with the match', () => {
  it('lines acknowledged before a restart are sent to a new connection and by the chat endpoint after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-chat-'));
    try {
      let server = await startTestServer({ ...registry, dataDir });
      const { id, credentials } = await table(server);
      const ann = new TestClient(server.url, { match: id, seat: 0, credential: credentials[0] });
      await ann.connected();
      for (const text of ['one', 'two', 'three']) expect(await ann.request<Ack>('chat', { text })).toMatchObject({ ok: true });
      ann.close();
      await server.close();
      server = await startTestServer({ ...registry, dataDir });
      const bob = new TestClient(server.url, { match: id, seat: 1, credential: credentials[1] });
      await bob.connected();
      await bob.until(() => history(bob) !== undefined, 5000, 'the chat history');
      expect(history(bob)!.map((l) => [l.seq, l.name, l.text])).toEqual([
        [1, 'Ann', 'one'],
        [2, 'Ann', 'two'],
        [3, 'Ann', 'three'],
      ]);
      // The next line follows on.
      expect(await bob.request<Ack>('chat', { text: 'four' })).toMatchObject({ ok: true, seq: 4 });
      const kept = await api<{ lines: ChatLine[] }>(server.url, 'GET', `/api/matches/${id}/chat`);
      expect(kept.body.lines.map((l) => l.text)).toEqual(['one', 'two', 'three', 'four']);
      bob.close();
      await server.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

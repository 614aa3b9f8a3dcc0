import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Err = { error: { code: string; message: string } };

/** A raw request: the body as given, with its own content type. */
async function send(method: string, path: string, body: string | undefined, contentType = 'application/json'): Promise<{ status: number; body: unknown }> {
  const res = await fetch(server.url + path, { method, headers: body === undefined ? {} : { 'content-type': contentType }, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the test says so
  }
  return { status: res.status, body: parsed };
}

describe('#14.8 every refusal answers { error: { code, message } }, Fastify\'s own included', () => {
  const shape = { error: { code: expect.stringMatching(/^[a-z]+(-[a-z]+)*$/), message: expect.stringMatching(/^[A-Z].*[.!?]$/) } };

  it.each([
    ['invalid JSON', 'POST', '/api/matches', '[1,2', 'application/json', 400, 'bad-json'],
    ['an empty JSON body', 'POST', '/api/matches', '', 'application/json', 400, 'bad-json'],
    ['a body over 16 KiB', 'POST', '/api/matches', JSON.stringify({ game: 'coins', options: { x: 'z'.repeat(20_000) } }), 'application/json', 413, 'too-large'],
    ['a body that is not JSON (text/plain)', 'POST', '/api/matches', '{"game":"coins"}', 'text/plain', 415, 'unsupported-media-type'],
    ['a body that is not JSON (XML)', 'POST', '/api/matches', '<match/>', 'application/xml', 415, 'unsupported-media-type'],
    ['a field of the wrong type', 'POST', '/api/matches', '{"game":7}', 'application/json', 400, 'bad-request'],
    ['an unknown path under /api', 'GET', '/api/nothing-here', undefined, 'application/json', 404, 'not-found'],
    ['a bad query', 'GET', '/api/matches?status=weird', undefined, 'application/json', 400, 'bad-request'],
  ])('%s', async (_what, method, path, body, type, status, code) => {
    const r = await send(method, path, body, type);
    expect(r.status).toBe(status);
    expect(r.body).toEqual(shape);
    expect((r.body as Err).error.code).toBe(code);
  });

  it('a __proto__ key is refused by name, anywhere in the body, and so is constructor.prototype', async () => {
    for (const body of ['{"game":"coins","__proto__":{"admin":true}}', '{"game":"coins","options":{"a":[{"__proto__":1}]}}']) {
      const r = await send('POST', '/api/matches', body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: { code: 'bad-request', message: expect.stringContaining('"__proto__"') } });
    }
    const ctor = await send('POST', '/api/matches', '{"game":"coins","options":{"constructor":{"prototype":{}}}}');
    expect((ctor.body as Err).error).toMatchObject({ code: 'bad-request', message: expect.stringContaining('constructor.prototype') });
    // The word in a value is no key: this is an ordinary bad-options refusal.
    const value = await send('POST', '/api/matches', '{"game":"coins","options":{"mode":"__proto__"}}');
    expect((value.body as Err).error.code).toBe('bad-options');
  });

  it('validation names the field in a sentence', async () => {
    const r = await api<Err>(server.url, 'POST', '/api/matches', { game: 'coins', players: 99 });
    expect(r.body.error).toEqual({ code: 'bad-request', message: expect.stringMatching(/^Invalid match: players: Too big.*\.$/) });
    const join = await api<Err>(server.url, 'POST', '/api/matches/x/join', { seat: -1 });
    expect(join.body.error.message).toMatch(/^Invalid join request: seat: /);
  });
});

describe('#14.16 the API description', () => {
  it('/openapi.json is a valid OpenAPI 3 document', async () => {
    const doc = (await api<Record<string, unknown>>(server.url, 'GET', '/openapi.json')).body;
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('every route documents its answers: 201 for create and join, each error in our shape, nothing left as "Default Response"', async () => {
    type Op = { responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }> };
    const doc = (await api<{ paths: Record<string, Record<string, Op>> }>(server.url, 'GET', '/openapi.json')).body;
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/account',
        '/api/account/claim',
        '/api/account/email',
        '/api/account/email/verify',
        '/api/account/export',
        '/api/account/invitations',
        '/api/account/invitations/{id}',
        '/api/account/matches',
        '/api/account/passkey',
        '/api/account/passkey/options',
        '/api/account/passkeys',
        '/api/account/passkeys/options',
        '/api/account/passkeys/{id}',
        '/api/account/password',
        '/api/account/reset',
        '/api/account/reset/confirm',
        '/api/account/sessions',
        '/api/account/sessions/{id}',
        '/api/account/notices',
        '/api/account/push',
        '/api/notices/unsubscribe',
        '/api/notices/vapid',
        '/api/session',
        '/api/session/passkey',
        '/api/session/passkey/options',
        '/api/games',
        '/api/games/{id}',
        '/api/halls/{game}',
        '/api/lab/queue',
        '/api/lab/runs',
        '/api/lab/runs/{id}',
        '/api/leaderboards',
        '/api/leaderboards/{game}/{mode}',
        '/api/players/{name}',
        '/api/matches',
        '/api/matches/{id}',
        '/api/matches/{id}/chat',
        '/api/matches/{id}/invitations',
        '/api/matches/{id}/join',
        '/api/matches/{id}/absent',
        '/api/matches/{id}/leave',
        '/api/matches/{id}/players',
        '/api/matches/{id}/push',
        '/api/matches/{id}/record',
        '/api/matches/{id}/resign',
        '/api/matches/{id}/spectate',
        '/api/print/{id}',
        '/api/saves/{game}',
        '/api/saves/{game}/{group}',
        '/api/variants',
        '/api/variants/{digest}',
        '/healthz',
        '/metrics',
        '/readyz',
      ].sort(),
    );
    expect(Object.keys(doc.paths['/api/matches'].post.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '413', '415', '429']));
    expect(Object.keys(doc.paths['/api/matches/{id}/join'].post.responses)).toEqual(expect.arrayContaining(['201', '403', '404', '409', '410']));
    expect(doc.paths['/api/matches'].post.responses['200']).toBeUndefined();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [code, res] of Object.entries(op.responses)) {
          expect(res.description, `${method} ${path} ${code}`).not.toBe('Default Response');
          // /readyz's 503 is its own answer (`{ ok: false, checks }`), not a refusal; a page opened from an email
          // link answers a person with a page (HTML), not a program.
          const page = res.content?.['text/html'] !== undefined && res.content?.['application/json'] === undefined;
          if (Number(code) >= 400 && path !== '/readyz' && !page) expect(res.content?.['application/json']?.schema, `${method} ${path} ${code}`).toMatchObject({ properties: { error: { properties: { code: {}, message: {} } } } });
        }
      }
    }
  });

  it('/docs is a reference page that works under the CSP: no script at all, styles from a file', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('/api/matches/{id}/join');
    expect(html).toContain('Take a free seat');
  });
});

describe('#14.5 match creation is rate-limited per client', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ createLimitPerMinute: 20 });
  });
  afterAll(() => limited?.close());

  it('the 21st creation in a minute answers 429 rate-limited; other routes still answer', async () => {
    for (let i = 0; i < 20; i++) expect((await api(limited.url, 'POST', '/api/matches', { game: 'coins', players: 2 })).status).toBe(201);
    const refused = await fetch(`${limited.url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'coins', players: 2 }) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as Err).error.code).toBe('rate-limited');
    expect((await api(limited.url, 'GET', '/api/games')).status).toBe(200);
  });
});

describe('#28.7 only matches created use up the creation budget', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ createLimitPerMinute: 2 });
  });
  afterAll(() => limited?.close());

  it('refused creations (bad options, unknown game) cost nothing; the third match made in a minute is refused', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await api(limited.url, 'POST', '/api/matches', { game: 'coins', options: { mode: 'nonsense' } })).status).toBe(400);
      expect((await api(limited.url, 'POST', '/api/matches', { game: 'nope' })).status).toBe(404);
    }
    for (let i = 0; i < 2; i++) expect((await api(limited.url, 'POST', '/api/matches', { game: 'coins', players: 2 })).status).toBe(201);
    const refused = await api<Err>(limited.url, 'POST', '/api/matches', { game: 'coins', players: 2 });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'rate-limited', message: expect.stringMatching(/^You started too many matches in a minute: try again in \d+ seconds\.$/) });
  });
});

describe('compression leaves Socket.IO alone', () => {
  it('a polling handshake asking for gzip still opens a session', async () => {
    const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^0\{"sid":/);
  });
});

describe('#14.3 /healthz says the process is alive and never waits on the store', () => {
  it('answers while the store hangs (it used to await store.ping)', async () => {
    const ping = server.store.ping.bind(server.store);
    server.store.ping = () => new Promise<boolean>(() => {});
    try {
      const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    } finally {
      server.store.ping = ping;
    }
  });
});

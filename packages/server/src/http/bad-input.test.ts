import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { campaignSaves } from './saves-schemas.ts';

/** Every log line the server writes (pino JSON): nothing a client sends may log an error or a stack. */
const lines: { level: number; msg: string; err?: { stack?: string } }[] = [];
const ERROR = 50;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) } } });
});
afterAll(() => server?.close());

type Err = { error: { code: string; message: string } };

async function post(path: string, body: string): Promise<{ status: number; body: Err }> {
  const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as Err };
}

const deep = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('#28.8 nesting is bounded before anything walks a body', () => {
  it.each([
    ['a 7,000-deep option (it answered 500 with a RangeError stack in the log)', '/api/matches', `{"game":"coins","options":{"mode":${deep(7000)}}}`],
    ['a 4,000-deep option', '/api/matches', `{"game":"coins","options":{"mode":${deep(4000)}}}`],
    ['33 levels in all', '/api/matches', `{"game":"coins","options":{"mode":${deep(31, '0')}}}`],
    ["a save's data nested 30,000 deep (it answered bad-save: \"Maximum call stack size exceeded.\")", '/api/saves/tracks', `{"data":{"version":2,"group":${deep(30_000)}}}`],
  ])('%s: 400 bad-request naming the limit, no error logged', async (_what, path, body) => {
    const before = lines.length;
    const r = await post(path, body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: { code: 'bad-request', message: 'The body cannot be read: it nests deeper than 32 levels.' } });
    expect(lines.slice(before).filter((l) => l.level >= ERROR)).toEqual([]);
  });

  it('32 levels are read: the options are then refused by the game in words', async () => {
    const r = await post('/api/matches', `{"game":"coins","options":{"mode":${deep(30, '0')}}}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: 'bad-options', message: expect.stringMatching(/^Invalid options for Coin Siege: mode: expected one of "duel", .*, got \[\[\[/) });
  });
});

describe('#28.8 no exception message reaches a client', () => {
  it("a save parser's own failure (not a RuleError) answers 500 internal in our words, and is logged", async () => {
    const parsers = campaignSaves as Record<string, (data: unknown) => unknown>;
    const real = parsers.tracks;
    parsers.tracks = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    try {
      const before = lines.length;
      const r = await post('/api/saves/tracks', '{"data":{"version":2}}');
      expect(r).toEqual({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong on the server; try again.' } } });
      expect(lines.slice(before).filter((l) => l.level >= ERROR).map((l) => l.msg)).toEqual(['request failed']);
    } finally {
      parsers.tracks = real;
    }
  });

  it("the game's own refusal of a save is still its sentence", async () => {
    const r = await post('/api/saves/tracks', '{"data":{"group":"old"}}');
    expect(r).toEqual({ status: 400, body: { error: { code: 'bad-save', message: 'Not a campaign save (no version).' } } });
  });
});

/** Writes `request` as is on a raw connection and reads the whole answer (the server closes after a refusal). */
function raw(request: string): Promise<{ status: number; headers: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0);
      let body: unknown = rest.join('\r\n\r\n');
      try {
        body = JSON.parse(body as string);
      } catch {
        // not JSON: the test says so
      }
      resolve({ status, headers: head, body });
    });
    socket.write(request);
  });
}

describe('#28.9 every answer the server writes is { error: { code, message } }, even before routing', () => {
  const shape = { error: { code: 'bad-request', message: expect.stringMatching(/^[A-Z].*\.$/) } };

  it('a path that does not decode (it answered Fastify\'s own { error, code: FST_ERR_BAD_URL, statusCode })', async () => {
    const res = await fetch(`${server.url}/api/matches/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad-request', message: 'The address is not valid: check the link.' } });
  });

  it.each([
    ['a Content-Length that is no number', 'POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}'],
    ['two different Content-Lengths', 'POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}'],
    ['a NUL in a header', 'GET /api/games HTTP/1.1\r\nHost: x\r\nX-Name: a\u0000b\r\n\r\n'],
    ['garbage', 'HELLO THERE\r\n\r\n'],
  ])('%s: 400 in our shape (it answered { error: "Bad Request", message: "Client Error", statusCode })', async (_what, request) => {
    const r = await raw(request);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(shape);
    expect(r.headers).toMatch(/content-type: application\/json/i);
  });
});

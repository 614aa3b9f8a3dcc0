import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findGame } from '@ramparts/games';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../index.ts';
import { Printer } from './printer.ts';

let app: FastifyInstance;
beforeAll(() => {
  app = buildServer({ logger: false, printer: new Printer() });
});
afterAll(async () => {
  await app.close();
});

const textOf = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'ramparts-print-route-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const variant = (patch: object, name = 'Bigger hands') => ({ format: 1, game: 'cards', name, note: 'Six cards in hand.', patch });

describe('print and play over HTTP', () => {
  it("GET /api/print/:game answers the game's PDF, as a file to keep, and the same bytes when asked again", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/print/cards?paper=letter' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cards-letter.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['x-sheets'])).toBeGreaterThan(10);
    const again = await app.inject({ method: 'GET', url: '/api/print/cards?paper=letter' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it.each([
    ['/api/print/chess', 404, 'unknown-game'],
    ['/api/print/cards?paper=a3', 400, 'bad-request'],
    ['/api/print/cards?bleed=yes', 400, 'bad-request'],
    ['/api/print/cards?colour=red', 400, 'bad-request'],
  ])('GET %s is refused (%i %s) in our shape', async (url, status, code) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code, message: expect.any(String) } });
  });

  it("POST /api/print/:game prints a variant: its name on every sheet, and the server's own content untouched", async () => {
    const before = JSON.stringify(findGame('cards')!.content!.files);
    const patch = { 'rules.json': {} };
    const res = await app.inject({ method: 'POST', url: '/api/print/cards', payload: { paper: 'a4', variant: variant(patch) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="cards-bigger-hands-a4.pdf"');
    const text = textOf(res.rawPayload);
    expect(text).toContain('Elemental Towers · Bigger hands · sheet 1 of');
    expect(text).toContain('Six cards in hand.');
    expect(JSON.stringify(findGame('cards')!.content!.files)).toBe(before);
  });

  it('a variant’s name with control characters and direction overrides prints as plain words', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/print/cards', payload: { paper: 'a4', variant: variant({}, 'Big\u0000 hands\u001b\u202e') } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="cards-big-hands-a4.pdf"');
    expect(textOf(res.rawPayload)).toContain('Elemental Towers · Big hands · sheet 1 of');
  });

  it('asked twenty times at once by one client, it draws at most ten a minute; every other answer is 429 in our shape', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/print/coins', remoteAddress: '10.9.9.9' })));
    expect(answers.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(10);
    for (const r of answers) {
      if (r.statusCode === 200) expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      else expect([r.statusCode, r.json()]).toMatchObject([429, { error: { code: 'rate-limited', message: expect.stringMatching(/try again/) } }]);
    }
  });

  it.each([
    ['a change the game refuses', { paper: 'a4', variant: variant({ 'nope.json': {} }) }, 'bad-content'],
    ['a variant of another game', { paper: 'a4', variant: { ...variant({}), game: 'dice' } }, 'bad-variant'],
    ['no variant', { paper: 'a4' }, 'bad-request'],
    ['an unknown key', { paper: 'a4', variant: variant({}), colour: 'red' }, 'bad-request'],
  ])('POST with %s is refused in words', async (_, payload, code) => {
    const res = await app.inject({ method: 'POST', url: '/api/print/cards', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code } });
  });
});

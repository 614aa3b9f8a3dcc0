import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBot, createRandom, Match, variantDigest, variantGame, type MatchRecord } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser } from '../testing/account-browser.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';
import { needServices, pgSchema, TEST_PG, type TestSchema } from '../testing/services.ts';
import type { StartOptions } from '../index.ts';
import { jobVariant } from '../bots/pool.ts';
import { prune } from '../store/maintenance.ts';

// Variant matches online, stored once by digest, and shared (#32), on both stores.
const withPg = (await needServices(['postgres'], "the variants' PostgreSQL tests")) === null;

const cheapArchery = { format: 1, game: 'dice', name: 'Cheap archery', patch: { 'towers.json': { towers: { '0': { purchase: 1 } } } } };
const diceMatch = (extra: Record<string, unknown> = {}) => ({ game: 'dice', players: 2, visibility: 'public', ...extra });

/** A store that outlives its servers (a restart is a new server on it): a SQLite folder, or a PostgreSQL schema. */
async function keptStore(dialect: string): Promise<{ options: StartOptions; remove(): Promise<void> }> {
  if (dialect === 'PostgreSQL') {
    const schema: TestSchema = await pgSchema('ramparts_variants');
    return { options: { databaseUrl: TEST_PG, databaseSchema: schema.name }, remove: schema.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-variants-'));
  return { options: { dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The words of seat 0's legal Archery Tower builds now, as the seat's state says them. */
async function archeryPrices(server: TestServer, id: string): Promise<string[]> {
  const state = await server.service.snapshot(id, 0);
  const texts = (state?.moves ?? []).map((m) => m.text).filter((t) => /build an Archery Tower/.test(t));
  return [...new Set(texts.map((t) => /\((\d+) gold\)/.exec(t)?.[1] ?? '?'))];
}

async function count(server: TestServer, table: 'variants' | 'matches'): Promise<number> {
  return (await server.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n * 1;
}

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#32 variant matches on %s', (dialect) => {
  let store: Awaited<ReturnType<typeof keptStore>>;
  let server: TestServer;
  beforeAll(async () => {
    store = await keptStore(dialect);
    server = await startTestServer(store.options);
  });
  afterAll(async () => {
    await server?.close();
    await store?.remove();
  });

  it("a variant match plays with the variant's numbers while an original match beside it does not; its summary names the variant; the variant is stored once for two matches", async () => {
    const variantMade = await api<{ id: string; variant: { name: string; digest: string } | null }>(server.url, 'POST', '/api/matches', diceMatch({ variant: cheapArchery }));
    expect(variantMade.status).toBe(201);
    expect(variantMade.body.variant).toEqual({ name: 'Cheap archery', digest: variantDigest(cheapArchery as never) });
    const plain = await api<{ id: string; variant: unknown }>(server.url, 'POST', '/api/matches', diceMatch());
    expect(plain.body.variant).toBeNull();
    const again = await api<{ id: string }>(server.url, 'POST', '/api/matches', diceMatch({ variant: cheapArchery }));
    for (const m of [variantMade.body, plain.body, again.body]) for (let seat = 0; seat < 2; seat++) expect((await api(server.url, 'POST', `/api/matches/${m.id}/join`, { seat })).status).toBe(201);

    expect(await archeryPrices(server, variantMade.body.id)).toEqual(['1']);
    expect(await archeryPrices(server, plain.body.id)).toEqual(['3']);
    expect(await archeryPrices(server, again.body.id)).toEqual(['1']);
    expect(await count(server, 'variants')).toBe(1);
    // What the lobby and the table read say which variant it is.
    const listed = await api<{ id: string; variant: { name: string } | null }[]>(server.url, 'GET', '/api/matches?status=live&game=dice');
    expect(listed.body.find((m) => m.id === variantMade.body.id)?.variant?.name).toBe('Cheap archery');
    expect(listed.body.find((m) => m.id === plain.body.id)?.variant).toBeNull();
    expect((await api<{ variant: unknown }>(server.url, 'GET', `/api/matches/${again.body.id}`)).body.variant).toEqual(variantMade.body.variant);
  });

  it('a bad variant is refused with its code and a sentence, and nothing is stored', async () => {
    const before = { variants: await count(server, 'variants'), matches: await count(server, 'matches') };
    const towers = (patch: unknown) => ({ ...cheapArchery, name: 'Bad', patch: { 'towers.json': { towers: { '0': patch } } } });
    // [what, the variant, the code creating a dice match with it, its words, the code sharing it when that differs]
    const cases: [string, unknown, string, RegExp, string?][] = [
      ['a negative cost', towers({ purchase: -1 }), 'bad-content', /towers\.json/],
      // Shared alone, it is a coins variant whose changes coins does not have.
      ['another game', { ...cheapArchery, game: 'coins' }, 'bad-variant', /coins/, 'bad-content'],
      ['a game nobody has', { ...cheapArchery, game: 'chess' }, 'bad-variant', /chess/],
      ['too large', { ...cheapArchery, patch: { 'towers.json': { towers: { '0': { name: 'x'.repeat(300 * 1024) } } } } }, 'bad-variant', /256 KB/],
      ['an unknown key', { ...cheapArchery, extra: 1 }, 'bad-variant', /extra/],
      ['an unknown content file', { ...cheapArchery, patch: { 'dragons.json': { a: 1 } } }, 'bad-content', /dragons/],
      ['not a variant', { hello: 'world' }, 'bad-variant', /format|game|name|patch/],
    ];
    for (const [what, variant, code, words, sharedCode] of cases) {
      const r = await api<{ error: { code: string; message: string } }>(server.url, 'POST', '/api/matches', diceMatch({ variant }));
      expect(r.status, what).toBe(400);
      expect(r.body.error.code, what).toBe(code);
      expect(r.body.error.message, what).toMatch(words);
      const shared = await api<{ error: { code: string } }>(server.url, 'POST', '/api/variants', variant);
      expect(shared.status, what).toBe(400);
      expect(shared.body.error.code, what).toBe(sharedCode ?? code);
    }
    // The variant has room of its own; the rest of the request keeps the usual limit.
    const padded = await api<{ error: { code: string } }>(server.url, 'POST', '/api/matches', diceMatch({ variant: cheapArchery, name: 'x'.repeat(20_000) }));
    expect([padded.status, padded.body.error.code]).toEqual([413, 'too-large']);
    const rated = await api<{ error: { code: string } }>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2, rated: true, variant: { ...cheapArchery, game: 'coins' } });
    expect(rated.status).toBe(400);
    expect(await count(server, 'variants')).toBe(before.variants);
    expect(await count(server, 'matches')).toBe(before.matches);
  });

  it('bots play a variant match to its end in the workers; its record carries the variant and replays to the same moves and outcome', async () => {
    const made = await api<{ id: string }>(server.url, 'POST', '/api/matches', diceMatch({ seats: ['heuristic', 'heuristic'], variant: cheapArchery }));
    expect(made.status).toBe(201);
    await expect.poll(async () => (await api<{ status: string }>(server.url, 'GET', `/api/matches/${made.body.id}`)).body.status, { timeout: 60_000, interval: 200 }).toBe('finished');
    const rec = (await api<MatchRecord>(server.url, 'GET', `/api/matches/${made.body.id}/record`)).body;
    expect(rec.format).toBe(4);
    expect(rec.variant).toEqual(cheapArchery);
    const replayed = Match.replay(rec, findGame);
    expect(replayed.outcome()).toEqual(rec.outcome);
    expect(replayed.record().moves).toEqual(rec.moves);
    // The bots built at the variant's price: an Archery Tower for 1 gold was bought on the way.
    expect(replayed.log(null).some((line) => /Archery Tower/.test(line) && /1 gold/.test(line))).toBe(true);
    // The archive's record (`admin prune`) carries it too (kept here: the check says so, and nothing is removed).
    const archived: MatchRecord[] = [];
    await prune(server.store, { before: Date.now() + 1000, archive: join(tmpdir(), 'never-written'), check: (r) => (archived.push(r), 'kept by the test') });
    const mine = archived.find((r) => (r as { match?: { id: string } }).match?.id === made.body.id);
    expect(mine?.variant).toEqual(cheapArchery);
    expect(Match.replay(mine!, findGame).outcome()).toEqual(rec.outcome);
  }, 90_000);

  it("a bot job for a variant match is worked out in a worker with the variant's content", async () => {
    // Every tower dearer than the gold at hand: the variant has no build at the start, the game as published has.
    const dear = { format: 1, game: 'dice', name: 'Dear towers', patch: { 'towers.json': { towers: Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [String(i), { purchase: 60 }])) } } };
    const dice = findGame('dice')!;
    const game = variantGame(dice, dear as never);
    const start = Match.create(dice, { players: 2, options: {}, seed: 'variant-bots' });
    const seat = start.actors()[0];
    const isBuild = (g: typeof dice, move: unknown) => /build/.test(g.describeMove(start.state, seat, move));
    const seeds = Array.from({ length: 12 }, (_, i) => `seed-${i}`);
    // The same random bot in this thread, on the game as published, builds at some of these seeds.
    expect(seeds.some((seed) => isBuild(dice, createBot('random', seed, dice).chooseMove(dice, start.state, seat)))).toBe(true);
    for (const seed of seeds) {
      const move = await server.service.bots.choose({ game: 'dice', variant: jobVariant(game), state: start.state, seat, spec: 'random', seed });
      expect(isBuild(game, move), seed).toBe(false);
      expect(() => game.play(start.state, seat, move, createRandom('x'))).not.toThrow();
    }
  }, 60_000);

  it('a live variant match comes back with its variant after a restart', async () => {
    const made = await api<{ id: string }>(server.url, 'POST', '/api/matches', diceMatch({ variant: cheapArchery }));
    for (let seat = 0; seat < 2; seat++) await api(server.url, 'POST', `/api/matches/${made.body.id}/join`, { seat });
    expect(await archeryPrices(server, made.body.id)).toEqual(['1']);
    await server.close();
    server = await startTestServer(store.options);
    expect(await archeryPrices(server, made.body.id)).toEqual(['1']);
    expect((await api<{ variant: { name: string } }>(server.url, 'GET', `/api/matches/${made.body.id}`)).body.variant.name).toBe('Cheap archery');
  });

  it('POST /api/variants stores a variant once (201, then 200) and GET /api/variants/:digest reads it back; the signed-in list has it', async () => {
    const variant = { ...cheapArchery, name: 'Shared archery', note: 'Archers at a discount.' };
    const first = await api<{ digest: string; game: string; name: string; link: string }>(server.url, 'POST', '/api/variants', variant);
    expect(first.status).toBe(201);
    const digest = variantDigest(variant as never);
    expect(first.body).toEqual({ digest, game: 'dice', name: 'Shared archery', link: `/#/studio/dice?variant=${digest}` });
    expect((await api(server.url, 'POST', '/api/variants', variant)).status).toBe(200);
    const read = await api(server.url, 'GET', `/api/variants/${digest}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(variant);
    const unknown = await api<{ error: { code: string } }>(server.url, 'GET', `/api/variants/${'0'.repeat(64)}`);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'no-such-variant']);
    for (const bad of ['xyz', 'A'.repeat(64), `${digest}0`, '%00']) {
      const r = await api<{ error: { code: string } }>(server.url, 'GET', `/api/variants/${bad}`);
      expect([r.status, r.body.error.code], bad).toEqual([400, 'bad-request']);
    }

    expect((await api<{ error: { code: string } }>(server.url, 'GET', '/api/variants?mine=1')).status).toBe(401);
    const browser = new AccountBrowser(server.url);
    expect((await browser.signUp(`designer${Date.now() % 100000}`, 'a long enough password')).status).toBe(201);
    // Signed in, a share is a write like any other: without the page's token it is refused.
    expect((await browser.call('POST', '/api/variants', variant)).status).toBe(403);
    expect((await browser.write('POST', '/api/variants', variant)).status).toBe(200);
    const other = { ...cheapArchery, name: 'Mine alone' };
    expect((await browser.write('POST', '/api/variants', other)).status).toBe(201);
    const mine = await browser.call<{ variants: { digest: string; name: string; game: string; createdAt: number; link: string }[] }>('GET', '/api/variants?mine=1');
    expect(mine.status).toBe(200);
    expect(mine.body.variants.map((v) => v.name).sort()).toEqual(['Mine alone', 'Shared archery']);
    expect(mine.body.variants.every((v) => v.game === 'dice' && v.link.endsWith(v.digest) && v.createdAt > 0)).toBe(true);
  });
});

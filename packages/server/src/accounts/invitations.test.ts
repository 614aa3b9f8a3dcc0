import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needServices } from '../testing/services.ts';
import { AccountBrowser as Browser } from '../testing/account-browser.ts';
import type { TestServer } from '../testing/server.ts';
import { serversOnStore, type ServersOnStore } from '../testing/servers-on-store.ts';
import { MAX_PENDING } from './invitations.ts';

const withPg = (await needServices(['postgres'], "the invitations' PostgreSQL tests")) === null;

interface Invitation {
  id: string;
  from: string;
  invitation: string | null;
  match: { id: string; status: string };
}

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 invite a player by name on %s', (dialect) => {
  let server: TestServer;
  let stores: ServersOnStore | undefined;
  const rand = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    stores = await serversOnStore(dialect, 'ramparts_invitations');
    [server] = stores.servers;
  });
  afterAll(() => stores?.close());

  /** A private two-seat table whose host (a guest, seated as Ann) holds seat 0. */
  const hostedTable = async (host: Browser) => {
    const m = (await host.call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2 })).body;
    const s0 = (await host.call<{ credential: string }>('POST', `/api/matches/${m.id}/join`, { seat: 0, name: 'Ann', invitation: m.invitation })).body;
    return { id: m.id, invitation: m.invitation, credential: s0.credential };
  };
  const listOf = async (b: Browser) => (await b.call<{ invitations: Invitation[] }>('GET', '/api/account/invitations')).body.invitations;

  it('a seated host invites by name; only the invited account sees it (with the key); it joins with that key and the invitation is gone', async () => {
    const bob = new Browser(server.url);
    await bob.signUp(`Bob${rand}`, 'long enough');
    const eve = new Browser(server.url);
    await eve.signUp(`Eve${rand}`, 'long enough');
    const host = new Browser(server.url);
    const t = await hostedTable(host);

    const sent = await host.call('POST', `/api/matches/${t.id}/invitations`, { name: `bob${rand}`, seat: 0, credential: t.credential, invitation: t.invitation });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ name: `Bob${rand}` });
    // Again is harmless: still one.
    expect((await host.call('POST', `/api/matches/${t.id}/invitations`, { name: `Bob${rand}`, seat: 0, credential: t.credential, invitation: t.invitation })).status).toBe(201);

    const mine = await listOf(bob);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ from: 'Ann', invitation: t.invitation, match: { id: t.id, status: 'open' } });
    expect(await listOf(eve)).toEqual([]);
    expect((await new Browser(server.url).call('GET', '/api/account/invitations')).status).toBe(401);

    const joined = await bob.call<{ seat: number; credential: string }>('POST', `/api/matches/${t.id}/join`, { invitation: mine[0]!.invitation });
    expect(joined.status).toBe(201);
    // The match started (every seat taken): the invitation is gone.
    expect(await listOf(bob)).toEqual([]);
  });

  it('decline removes it for the invited account alone (CSRF-checked); another account cannot decline it', async () => {
    const cat = new Browser(server.url);
    await cat.signUp(`Cat${rand}`, 'long enough');
    const dan = new Browser(server.url);
    await dan.signUp(`Dan${rand}`, 'long enough');
    const t = await hostedTable(new Browser(server.url));
    await new Browser(server.url).call('POST', `/api/matches/${t.id}/invitations`, { name: `Cat${rand}`, seat: 0, credential: t.credential, invitation: t.invitation });
    const [inv] = await listOf(cat);
    expect(inv).toBeDefined();
    expect((await dan.write('DELETE', `/api/account/invitations/${inv!.id}`)).body).toMatchObject({ error: { code: 'no-such-invitation' } });
    expect((await cat.call('DELETE', `/api/account/invitations/${inv!.id}`)).body).toMatchObject({ error: { code: 'bad-csrf' } });
    expect(await listOf(cat)).toHaveLength(1);
    expect((await cat.write('DELETE', `/api/account/invitations/${inv!.id}`)).body).toEqual({ ok: true });
    expect(await listOf(cat)).toEqual([]);
  });

  it('refusals change nothing: unknown name (404 in words), bad credential, a private table without its key, a full or finished match, too many waiting', async () => {
    const fay = new Browser(server.url);
    await fay.signUp(`Fay${rand}`, 'long enough');
    const host = new Browser(server.url);
    const t = await hostedTable(host);
    const invite = (body: Record<string, unknown>) => host.call<{ error: { code: string; message: string } }>('POST', `/api/matches/${t.id}/invitations`, { seat: 0, credential: t.credential, invitation: t.invitation, ...body });

    const nobody = await invite({ name: `Nobody${rand}` });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error).toEqual({ code: 'no-such-player', message: `There is no player called "Nobody${rand}" who can be invited here: check the spelling of the name (and that they are not at this table already).` });
    // Control characters in the name are not sent back (nor are they a 500 on PostgreSQL).
    const escaped = await invite({ name: `No\u001b[31m\u0000${rand}` });
    expect(escaped.body.error).toEqual({ code: 'no-such-player', message: `There is no player called "No [31m ${rand}" who can be invited here: check the spelling of the name (and that they are not at this table already).` });
    expect((await invite({ name: `Fay${rand}`, credential: 'wrong' })).body.error.code).toBe('bad-credential');
    expect((await invite({ name: `Fay${rand}`, invitation: undefined })).body.error.code).toBe('bad-invitation');
    expect((await host.call('POST', `/api/matches/nope/invitations`, { name: `Fay${rand}`, seat: 0, credential: t.credential })).status).toBe(404);
    // Neither seated nor signed in: not a host.
    expect((await host.call('POST', `/api/matches/${t.id}/invitations`, { name: `Fay${rand}` })).body).toMatchObject({ error: { code: 'not-signed-in' } });
    expect(await listOf(fay)).toEqual([]);

    // At most MAX_PENDING waiting per match.
    for (let i = 0; i < MAX_PENDING; i++) {
      const b = new Browser(server.url);
      await b.signUp(`P${i}${rand}`, 'long enough');
      expect((await invite({ name: `P${i}${rand}` })).status).toBe(201);
    }
    const tooMany = await invite({ name: `Fay${rand}` });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.code).toBe('too-many-invitations');
    expect(await listOf(fay)).toEqual([]);

    // Full: the other seat taken, the match live.
    await host.call('POST', `/api/matches/${t.id}/join`, { seat: 1, invitation: t.invitation });
    const full = await invite({ name: `Fay${rand}` });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('match-full');
    expect(await listOf(fay)).toEqual([]);
  });

  it('invitations racing for a table\'s last places never pass the limit: of many sent at once, exactly the limit wait; inviting one of them again is still harmless', async () => {
    const host = new Browser(server.url);
    const t = await hostedTable(host);
    const names = Array.from({ length: MAX_PENDING + 3 }, (_, i) => `Q${i}${rand}`);
    for (const name of names) await new Browser(server.url).signUp(name, 'long enough');
    const answers = await Promise.all(
      names.map((name) => new Browser(server.url).call<{ id: string; error?: { code: string } }>('POST', `/api/matches/${t.id}/invitations`, { name, seat: 0, credential: t.credential, invitation: t.invitation })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PENDING);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error?.code)).toEqual(['too-many-invitations', 'too-many-invitations', 'too-many-invitations']);
    const waiting = await server.service.store.db.selectFrom('invitations').selectAll().where('match_id', '=', t.id).execute();
    expect(waiting).toHaveLength(MAX_PENDING);
    const i = answers.findIndex((a) => a.status === 201);
    const again = await host.call<{ id: string }>('POST', `/api/matches/${t.id}/invitations`, { name: names[i], seat: 0, credential: t.credential, invitation: t.invitation });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(answers[i]!.body.id);
  });

  it('a signed-in host whose account holds a seat invites with the cookie (CSRF-checked) and the key its account holds', async () => {
    const gus = new Browser(server.url);
    await gus.signUp(`Gus${rand}`, 'long enough');
    const hal = new Browser(server.url);
    await hal.signUp(`Hal${rand}`, 'long enough');
    const t = await hostedTable(gus);
    const url = `/api/matches/${t.id}/invitations`;
    // Not yet holding the seat on the account: refused.
    expect((await gus.write('POST', url, { name: `Hal${rand}` })).body).toMatchObject({ error: { code: 'not-seated' } });
    await gus.write('POST', '/api/account/claim', { seats: [{ match: t.id, seat: 0, credential: t.credential, key: t.invitation }] });
    expect((await gus.call('POST', url, { name: `Hal${rand}` })).body).toMatchObject({ error: { code: 'bad-csrf' } });
    expect(await listOf(hal)).toEqual([]);
    // Your own name is no one to invite.
    expect((await gus.write('POST', url, { name: `Gus${rand}` })).status).toBe(404);
    expect((await gus.write('POST', url, { name: `Hal${rand}` })).status).toBe(201);
    expect(await listOf(hal)).toMatchObject([{ from: `Gus${rand}`, invitation: t.invitation }]);
    // "Your data is yours": the export lists it, without the private match's key.
    const exported = await hal.call<{ invitations: unknown[] }>('GET', '/api/account/export');
    expect(exported.body.invitations).toEqual([{ match: t.id, from: `Gus${rand}`, createdAt: expect.any(Number) }]);
    expect(JSON.stringify(exported.body)).not.toContain(t.invitation);
  });

  it('the invitation routes are in the OpenAPI and in docs/protocol.md', async () => {
    const doc = (await new Browser(server.url).call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/openapi.json')).body;
    const protocol = readFileSync(new URL('../../../../docs/protocol.md', import.meta.url), 'utf8');
    for (const [method, path] of [['POST', '/api/matches/:id/invitations'], ['GET', '/api/account/invitations'], ['DELETE', '/api/account/invitations/:id']] as const) {
      expect(doc.paths[path.replace(':id', '{id}')]?.[method.toLowerCase()], `${method} ${path} in the OpenAPI`).toBeDefined();
      expect(protocol, `${method} ${path} in docs/protocol.md`).toContain(`${method} ${path}`);
    }
  });
});

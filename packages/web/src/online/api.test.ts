import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from '../testing/fake-browser.ts';
import { parseRoute } from '../app/router.ts';
import { ApiError, createOnline, credentialsFor, getRecord, invitationFor, joinSeat, keepWatchKey, matchKeyFor, shareLink, watchKeyFor, watchLink } from './api.ts';
import { fetchChat } from './chat.ts';

const browser = fakeBrowser();
const { sent, storage: mem } = browser;
const serve = browser.serve;

beforeEach(() => browser.install());
afterEach(() => browser.reset());

const summary = { id: 'm1', game: 'coins', players: 2, options: {}, status: 'open', visibility: 'private', seats: [], outcome: null, createdAt: 1 };

describe('#14.5 private matches: the invitation is kept, shared in the link’s fragment and sent with the join', () => {
  it('a new match is private unless said; its invitation is kept beside the credentials and goes into the share link after #', async () => {
    serve({ status: 201, body: { ...summary, invitation: 'inv-123' } }, { status: 201, body: { seat: 0, credential: 'c0', match: summary } });
    const id = await createOnline('coins', 2, {}, ['human', 'human'], [0]);
    expect(id).toBe('m1');
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/matches', body: { visibility: 'private' } });
    // The creator's own seat is taken with the invitation too.
    expect(sent[1]).toMatchObject({ path: '/api/matches/m1/join', body: { seat: 0, invitation: 'inv-123' } });
    expect(invitationFor('m1')).toBe('inv-123');
    expect(credentialsFor('m1')).toEqual([{ seat: 0, credential: 'c0' }]);
    const link = new URL(shareLink('m1', 'https://ramparts.example/'));
    expect(link.pathname + link.search).toBe('/');
    expect(link.hash).toBe('#/match/m1?invite=inv-123');
    expect(parseRoute(link.hash)).toEqual({ page: 'match', id: 'm1', invite: 'inv-123' });
    expect(parseRoute('#/match/m1')).toEqual({ page: 'match', id: 'm1' });
  });

  it('a public match carries no invitation, and its link none', async () => {
    serve({ status: 201, body: { ...summary, visibility: 'public' } });
    await createOnline('coins', 2, {}, ['human', 'human'], [], null, 'public');
    expect(sent[0].body).toMatchObject({ visibility: 'public' });
    expect(invitationFor('m1')).toBeNull();
    expect(shareLink('m1', 'https://ramparts.example/')).toBe('https://ramparts.example/#/match/m1');
  });

  it('#16 the host names the table and themselves: the table name goes with the create, the host name with their seat', async () => {
    serve({ status: 201, body: { ...summary, visibility: 'public', name: 'Friday siege' } }, { status: 201, body: { seat: 0, credential: 'c0', match: summary } });
    await createOnline('coins', 2, {}, ['human', 'human'], [0], null, 'public', { table: '  Friday siege ', host: 'Ada' });
    expect(sent[0].body).toMatchObject({ name: 'Friday siege' });
    expect(sent[1].body).toMatchObject({ seat: 0, name: 'Ada' });
    expect(mem.get('ramparts:name')).toBe('Ada');
  });

  it('a join refused bad-invitation or match-expired throws the server’s own sentence', async () => {
    const sentence = 'This match is private: ask the person who made it for its invitation link.';
    serve({ status: 403, body: { error: { code: 'bad-invitation', message: sentence } } }, { status: 410, body: { error: { code: 'match-expired', message: 'This match expired before every seat was taken: start a new one.' } } });
    const refused = await joinSeat('m1', 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'bad-invitation', message: sentence, status: 403 });
    expect(sent[0].body).toEqual({ seat: 1 });
    await expect(joinSeat('m1', 1)).rejects.toThrow('This match expired before every seat was taken: start a new one.');
  });
});

describe('#28.5 a private match is watched with its invitation or its spectator key', () => {
  it('the host keeps the spectator key and shares it in its own link (?watch=), which takes no seat', async () => {
    serve({ status: 201, body: { ...summary, invitation: 'inv-123', watch: 'w-456' } });
    await createOnline('coins', 2, {}, ['human', 'human'], []);
    expect(watchKeyFor('m1')).toBe('w-456');
    const link = new URL(watchLink('m1', 'https://ramparts.example/'));
    expect(link.hash).toBe('#/match/m1?watch=w-456');
    expect(parseRoute(link.hash)).toEqual({ page: 'match', id: 'm1', watch: 'w-456' });
    // The host's share link still invites; the invitation is what opens the match here.
    expect(shareLink('m1', 'https://ramparts.example/')).toBe('https://ramparts.example/#/match/m1?invite=inv-123');
    expect(matchKeyFor('m1')).toBe('inv-123');
  });

  it('a spectator with only the spectator key passes it on: its share link watches, and the chat and the record are asked for with it', async () => {
    keepWatchKey('m2', 'w-789');
    expect(shareLink('m2', 'https://ramparts.example/')).toBe('https://ramparts.example/#/match/m2?watch=w-789');
    serve({ status: 200, body: { lines: [] } }, { status: 200, body: {} });
    await fetchChat('m2');
    await getRecord('m2');
    expect(sent.map((r) => [r.path, r.matchKey])).toEqual([
      ['/api/matches/m2/chat', 'w-789'],
      ['/api/matches/m2/record', 'w-789'],
    ]);
  });

  it('a public match is asked for without a key', async () => {
    serve({ status: 200, body: { lines: [] } });
    await fetchChat('m3');
    expect(sent[0].matchKey).toBeNull();
  });
});

describe('#14.14 what the browser kept is read back through its schema', () => {
  it('damaged or foreign credentials and invitations read as none', () => {
    mem.set('ramparts:cred:m1', '{not json');
    expect(credentialsFor('m1')).toEqual([]);
    mem.set('ramparts:cred:m1', JSON.stringify([{ seat: -1, credential: 'x' }]));
    expect(credentialsFor('m1')).toEqual([]);
    mem.set('ramparts:cred:m1', JSON.stringify([{ seat: 0, credential: 42 }]));
    expect(credentialsFor('m1')).toEqual([]);
    mem.set('ramparts:invite:m1', JSON.stringify({ invitation: 'x' }));
    expect(invitationFor('m1')).toBeNull();
  });
});

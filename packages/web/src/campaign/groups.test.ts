import { diceCampaign as C } from '@ramparts/games';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from '../testing/fake-browser.ts';
import { loadLocal } from '../local/store.ts';
import { diceSaves } from './dice/store.ts';
import { groupProblem } from './groups.ts';

const browser = fakeBrowser();
const { sent, storage: mem } = browser;
const serve = browser.serve;

beforeEach(() => browser.install());
afterEach(() => browser.reset());

const NO_GROUP = 'No campaign group answers to this id and secret: ask whoever started the campaign for them.';
const played = (group: string): C.DiceCampaignSave => ({ ...C.newSave(group), bank: 4 });

describe('#14.6 campaign groups on the server: a secret shown once, sent with every read and write', () => {
  it('a group stays in this browser unless put on the server; putting it there keeps its id and secret (and the version) beside the save, and shares them as one key', async () => {
    expect(diceSaves.online('west')).toBe(false);
    serve({ status: 201, body: { game: 'dice', group: 'Rnd0mId', secret: 's3cret', version: 1 } });
    expect(await diceSaves.publish(C.newSave('west'))).toBe('Rnd0mId.s3cret');
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/saves/dice', body: { data: C.newSave('west') } });
    expect(sent[0].body).not.toHaveProperty('group');
    expect(diceSaves.online('west')).toBe(true);
    expect(JSON.parse(mem.get('ramparts:group:dice:west')!)).toEqual({ id: 'Rnd0mId', secret: 's3cret', version: 1 });
    expect(diceSaves.load('west')).toEqual({ save: C.newSave('west'), stored: true });
  });

  it('#28.6 the save is addressed by the group id, not its name; a group kept before ids still by its name', async () => {
    mem.set('ramparts:group:dice:west', JSON.stringify({ id: 'Rnd0mId', secret: 's3cret', version: 3 }));
    serve({ status: 200, body: { ok: true, version: 4 } }, { status: 200, body: { game: 'dice', group: 'Rnd0mId', version: 1, data: played('north') } });
    await diceSaves.save(played('west'));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/saves/dice/Rnd0mId', secret: 's3cret' });
    expect(JSON.parse(mem.get('ramparts:group:dice:west')!)).toEqual({ id: 'Rnd0mId', secret: 's3cret', version: 4 });
    await diceSaves.join('north', ' Other1d.k3y ');
    expect(sent[1]).toMatchObject({ method: 'GET', path: '/api/saves/dice/Other1d', secret: 'k3y' });
    expect(JSON.parse(mem.get('ramparts:group:dice:north')!)).toEqual({ id: 'Other1d', secret: 'k3y', version: 1 });
  });

  it('writes go to the server first, with the secret and the version read; the next write uses the version answered', async () => {
    mem.set('ramparts:group:dice:west', JSON.stringify({ secret: 's3cret', version: 3 }));
    serve({ status: 200, body: { ok: true, version: 4 } }, { status: 200, body: { ok: true, version: 5 } });
    await diceSaves.save(played('west'));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/saves/dice/west', secret: 's3cret', body: { data: played('west'), version: 3 } });
    await diceSaves.save(played('west'));
    expect(sent[1].body).toMatchObject({ version: 4 });
    expect(diceSaves.load('west').save.bank).toBe(4);
  });

  it('a save made meanwhile by someone else (409) is said in words, and this browser’s copy is left as it was', async () => {
    mem.set('ramparts:group:dice:west', JSON.stringify({ secret: 's3cret', version: 3 }));
    serve({ status: 409, body: { error: { code: 'version-conflict', message: 'Someone saved first: read the save again.' } } });
    const e = await diceSaves.save(played('west')).catch((x: unknown) => x);
    expect(groupProblem(e)).toBe('Someone in your group saved the campaign after you opened it, so this could not be saved: open the campaign again to see where it stands.');
    expect(diceSaves.load('west').stored).toBe(false);
  });

  it('joining needs the right secret (404 no-such-save said as the server says it); the group’s save then comes from the server', async () => {
    serve({ status: 404, body: { error: { code: 'no-such-save', message: NO_GROUP } } }, { status: 200, body: { game: 'dice', group: 'west', version: 7, data: played('west') } });
    const e = await diceSaves.join('west', 'wrong').catch((x: unknown) => x);
    expect(groupProblem(e)).toBe(NO_GROUP);
    expect(diceSaves.online('west')).toBe(false);
    await diceSaves.join('west', ' s3cret ');
    expect(sent[1]).toMatchObject({ method: 'GET', path: '/api/saves/dice/west', secret: 's3cret' });
    expect(JSON.parse(mem.get('ramparts:group:dice:west')!)).toEqual({ id: 'west', secret: 's3cret', version: 7 });
    expect(diceSaves.load('west').save.bank).toBe(4);
  });

  it('a save from the server goes through the game’s save schema before it is kept; a group kept only here is not overwritten by joining', async () => {
    mem.set('ramparts:group:dice:west', JSON.stringify({ secret: 's3cret', version: 1 }));
    serve({ status: 200, body: { game: 'dice', group: 'west', version: 2, data: { ...C.newSave('west'), bank: -3 } } });
    await expect(diceSaves.refresh('west')).rejects.toThrow('bank: expected at least 0, got -3');
    expect(mem.has('ramparts:campaign:dice:west')).toBe(false);
    mem.set('ramparts:campaign:dice:east', JSON.stringify(played('east')));
    await expect(diceSaves.join('east', 's')).rejects.toThrow('already keeps a campaign named “east” of its own');
    expect(sent).toHaveLength(1);
  });

  it('#14.14 a secret or a local match damaged in storage reads as none', () => {
    mem.set('ramparts:group:dice:west', JSON.stringify({ secret: '', version: 1 }));
    expect(diceSaves.online('west')).toBe(false);
    mem.set('ramparts:local:x', JSON.stringify({ id: 'x', game: 'coins', players: 'two', moves: [] }));
    expect(loadLocal('x')).toBeNull();
    mem.set('ramparts:local:y', '{');
    expect(loadLocal('y')).toBeNull();
  });
});

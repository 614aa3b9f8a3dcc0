import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '@ramparts/engine';
import { diceCampaign as C, findGame } from '@ramparts/games';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('Gate Defense campaign saves in the saves table', () => {
  it('a group\'s save after a chapter goes in and comes back as the same versioned save, read through loadSave', async () => {
    const start = C.newSave('north');
    const options = C.chapterOptions(start, 1);
    const state = findGame('dice')!.setup(1, options, createRandom('s')) as Parameters<typeof C.foldChapter>[1]['state'];
    state.result = { won: true, reason: 'Every enemy is defeated.' };
    const { save } = C.foldChapter(start, { options, state });
    expect((await api(server.url, 'PUT', '/api/saves/dice/north', { data: save, version: 0 })).body).toEqual({ ok: true, version: 1 });
    const back = await api<{ data: unknown; version: number }>(server.url, 'GET', '/api/saves/dice/north');
    expect(back.body.version).toBe(1);
    expect(C.loadSave(back.body.data)).toEqual(save);
    expect(C.loadSave(back.body.data).chapter).toBe(2);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kill, spawnServer, type ServerProcess } from './testing/process.ts';
import { api } from './testing/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-turns-'));
const procs: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(procs.map((p) => kill(p)));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A turn-based hour lasts this long here: "24 hours per move" is 12 s. */
const HOUR_MS = 500;
const BANK = 24 * HOUR_MS;
type Spectated = { actors: number[]; clocks: { remaining: number[]; running: number[] } };
type Summary = { seats: { outOfTime: boolean; away: boolean }[] };

describe('#30 a turn-based clock and a restart', () => {
  it('#30 after kill -9 the clock is where the log says (it ran on meanwhile); with no page open the server finds the clock that ran out', async () => {
    const env = { DATA_DIR: dataDir, TURN_HOUR_MS: String(HOUR_MS) };
    const first = await spawnServer(env);
    procs.push(first);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const m = (await api<{ id: string }>(first.url, 'POST', '/api/matches', { game: 'coins', visibility: 'public', turnBased: { hours: 24 } })).body;
      for (const seat of [0, 1]) await api(first.url, 'POST', `/api/matches/${m.id}/join`, { seat });
      ids.push(m.id);
    }
    const live = Date.now();
    const before = (await api<Spectated>(first.url, 'GET', `/api/matches/${ids[0]}/spectate`)).body;
    const actor = before.actors[0];
    expect(before.clocks.running).toEqual([actor]);
    await kill(first);

    const second = await spawnServer(env);
    procs.push(second);
    const asked = Date.now();
    const after = (await api<Spectated>(second.url, 'GET', `/api/matches/${ids[0]}/spectate`)).body;
    const answered = Date.now();
    // The bank ran while no server was up: what is left is the bank less the time since the match went live.
    expect(after.clocks.running).toEqual([actor]);
    expect(after.clocks.remaining[actor]).toBeLessThanOrEqual(BANK - (asked - live) + 50);
    expect(after.clocks.remaining[actor]).toBeGreaterThanOrEqual(BANK - (answered - live) - 1000);
    expect(after.clocks.remaining[1 - actor]).toBe(BANK);

    // Nobody opens the second table: once its clock runs out, the server knows (the others will be offered the choice).
    await expect
      .poll(async () => (await api<Summary>(second.url, 'GET', `/api/matches/${ids[1]}`)).body.seats.some((s) => s.outOfTime), { timeout: BANK + 10_000, interval: 250 })
      .toBe(true);
    expect((await api<Summary>(second.url, 'GET', `/api/matches/${ids[1]}`)).body.seats.every((s) => !s.away)).toBe(true);
  }, 90_000);
});

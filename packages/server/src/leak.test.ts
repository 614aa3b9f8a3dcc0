import { Match } from '@ramparts/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretsOf, type CardsState } from '@ramparts/games/cards/index.ts';
import { findGame, games } from './testing/cards-registry.ts';
import { chooser, TestClient } from './testing/client.ts';
import { api, startTestServer, type TestServer } from './testing/server.ts';

const GAMES = Number(process.env.LEAK_GAMES ?? 60);
const AT_ONCE = 100;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ registry: { games, findGame }, registryModule: new URL('./testing/cards-registry.ts', import.meta.url).href, rate: { perSecond: 1000, burst: 1000 } });
});
afterAll(() => server?.close());

/** One game of cards: a person (random moves) at seat 0 against a bot, and a spectator; every message kept. */
async function oneGame(i: number): Promise<{ id: string; seat0: TestClient; spectator: TestClient }> {
  const m = (await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'cards', players: 2, seats: ['human', 'random'], visibility: 'public' })).body;
  const j = (await api<{ credential: string }>(server.url, 'POST', `/api/matches/${m.id}/join`, { seat: 0 })).body;
  const spectator = new TestClient(server.url, { match: m.id });
  const seat0 = new TestClient(server.url, { match: m.id, seat: 0, credential: j.credential });
  await Promise.all([spectator.connected(), seat0.connected()]);
  const pick = chooser(i + 1);
  for (let n = 0; n < 2000; n++) {
    await seat0.until(() => seat0.state !== null && (seat0.state.status === 'finished' || seat0.state.moves.length > 0), 20_000, 'a turn');
    const s = seat0.state!;
    if (s.status === 'finished') break;
    const ack = await seat0.request('move', { move: s.moves[pick(s.moves.length)].move, seq: s.seq });
    expect(ack.ok).toBe(true);
    await seat0.until(() => seat0.state!.seq >= ack.seq!, 5000, 'the broadcast');
  }
  await spectator.until(() => spectator.state?.status === 'finished', 10_000, 'the end');
  return { id: m.id, seat0, spectator };
}

describe('hidden information', () => {
  it(`no message of ${GAMES} games of cards shows another seat's secrets or the seed`, async () => {
    let checked = 0;
    for (let batch = 0; batch < GAMES; batch += AT_ONCE) {
      const played = await Promise.all(Array.from({ length: AT_ONCE }, (_, k) => oneGame(batch + k)));
      for (const { id, seat0, spectator } of played) {
        const record = (await api<{ seed: string; options: unknown; moves: { seat: number; move: unknown }[] }>(server.url, 'GET', `/api/matches/${id}/record`)).body;
        // The states the messages were made from: replay the record move by move.
        const replay = Match.create(findGame('cards')!, { players: 2, options: record.options, seed: record.seed });
        const states: CardsState[] = [replay.state as CardsState];
        for (const mv of record.moves) {
          replay.play(mv.seat, mv.move);
          states.push(replay.state as CardsState);
        }
        for (const [client, who] of [
          [seat0, 0],
          [spectator, null],
        ] as const) {
          for (const msg of client.messages) expect(JSON.stringify(msg.data)).not.toContain(record.seed);
          for (const state of client.states()) {
            const json = JSON.stringify(state);
            const seq = state.seq;
            for (let owner = 0; owner < 2; owner++) {
              if (owner === who) continue;
              for (const secret of secretsOf(states[seq], owner)) {
                expect(json.includes(`"${secret}"`), `seat ${who} saw "${secret}" of seat ${owner} at seq ${seq}`).toBe(false);
              }
            }
            checked++;
          }
        }
        seat0.close();
        spectator.close();
      }
    }
    expect(checked).toBeGreaterThan(GAMES * 50);
  }, 180_000);
});

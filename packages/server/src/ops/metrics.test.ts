import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';
import { Metrics } from './metrics.ts';

/** One sample's value from the text format: `name{labels} value`, labels as written by prom-client. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('Metrics (#14 operator: gauges read at scrape time)', () => {
  it('a gauge given a source reads it on every scrape; one without keeps what was set', async () => {
    const metrics = new Metrics();
    let sockets = 3;
    metrics.readFrom('sockets', () => sockets);
    metrics.liveMatches.set(2);
    expect(sample(await metrics.render(), 'ramparts_sockets')).toBe(3);
    sockets = 5;
    const text = await metrics.render();
    expect(sample(text, 'ramparts_sockets')).toBe(5);
    expect(sample(text, 'ramparts_live_matches')).toBe(2);
    // Two servers in one process keep separate registries.
    expect(sample(await new Metrics().render(), 'ramparts_sockets')).toBe(0);
  });
});

describe('/metrics of a running server (#14 operator)', () => {
  let server: TestServer;
  let watcher: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ botWorkers: 1, createLimitPerMinute: 1 });
  });
  afterAll(async () => {
    watcher?.close();
    await server?.close();
  });

  it('exposes moves and their commit latency, live matches, sockets, bot queue and think time, event-loop lag and rate-limit refusals after a played move (every series declared)', async () => {
    const created = await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['random', 'random'], visibility: 'public' });
    expect(created.status).toBe(201);
    watcher = new TestClient(server.url, { match: created.body.id });
    await watcher.connected();
    await watcher.until(() => (watcher.state?.seq ?? 0) >= 1, 20_000, 'a bot move');
    expect((await api(server.url, 'POST', '/api/matches', { game: 'coins', players: 2 })).status).toBe(429);

    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    // Every series is there from the start (ramparts_moves_total gains its game label with the first counted move).
    for (const name of ['ramparts_moves_total', 'ramparts_commit_seconds', 'ramparts_live_matches', 'ramparts_sockets', 'ramparts_bot_queue_depth', 'ramparts_bot_think_seconds', 'ramparts_rate_limited_total']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'ramparts_moves_total', 'game="coins"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ramparts_commit_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ramparts_live_matches')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ramparts_sockets')).toBe(1);
    expect(sample(text, 'ramparts_bot_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'ramparts_bot_think_seconds_count', 'outcome="ok"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ramparts_rate_limited_total', 'where="http"')).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StartOptions } from '../index.ts';
import { startTestServer, type TestServer } from './server.ts';
import { pgSchema, TEST_PG } from './services.ts';

export interface ServersOnStore {
  /** The instances, in the order of their options. */
  servers: TestServer[];
  /** Closes them (the last first) and removes the store: the SQLite folder, or the PostgreSQL schema. */
  close(): Promise<void>;
}

/**
 * Test servers on one fresh store of `dialect`, the "a test server on both stores" of the server's tests: SQLite in a
 * temporary folder, or PostgreSQL (TEST_PG) in a schema of its own named after `label`. One server per options given
 * (none: one with the defaults); two or more share the store, as instances behind a load balancer do.
 */
export async function serversOnStore(dialect: string, label: string, ...each: StartOptions[]): Promise<ServersOnStore> {
  const options = each.length > 0 ? each : [{}];
  let store: StartOptions;
  let remove: () => Promise<void>;
  if (dialect === 'PostgreSQL') {
    const schema = await pgSchema(label);
    store = { databaseUrl: TEST_PG, databaseSchema: schema.name };
    remove = schema.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), `${label}-`));
    store = { dataDir };
    remove = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const servers: TestServer[] = [];
  const close = async () => {
    for (const s of [...servers].reverse()) await s.close();
    await remove();
  };
  try {
    for (const o of options) servers.push(await startTestServer({ ...o, ...store }));
  } catch (e) {
    await close();
    throw e;
  }
  return { servers, close };
}

// The SQLite thread: it owns the server's one connection to the database file, so neither the queries nor the
// fsync of each commit (WAL, synchronous = FULL) run on the server's event loop.
// Plain JavaScript: worker threads start without the main thread's TypeScript loader.
// In: { id, sql, params } (a query), { id, tx: [{ sql, params }] } (statements in one transaction), { id, batch }
// (a group commit of entries) or 'close'.
// Out: { id, rows } | { id, changes, lastInsertRowid } | { id, changed: number[] } | { id, won: boolean[] } | { id, error }.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
db.pragma('foreign_keys = ON');

const statements = new Map();
const prepare = (sql) => {
  let s = statements.get(sql);
  if (!s) {
    s = db.prepare(sql);
    if (statements.size > 500) statements.clear();
    statements.set(sql, s);
  }
  return s;
};

// Prepared on the first batch (after the migrations have created the tables).
let append = null;
const appender = () => {
  const insert = db.prepare('insert into entries (match_id, seq, seat, kind, move, clocks, at) values (?, ?, ?, ?, ?, ?, ?) on conflict (match_id, seq) do nothing');
  const finish = db.prepare('update matches set status = ?, outcome = ?, updated_at = ? where id = ?');
  return db.transaction((batch) => {
    const now = Date.now();
    return batch.map(({ entry: e, finish: f }) => {
      const won = insert.run(e.match_id, e.seq, e.seat, e.kind, e.move, e.clocks, e.at).changes === 1;
      if (won && f) finish.run(f.status, f.outcome, now, e.match_id);
      return won;
    });
  });
};

parentPort.on('message', (m) => {
  if (m === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    if (m.batch) {
      append ??= appender();
      parentPort.postMessage({ id: m.id, won: append(m.batch) });
      return;
    }
    if (m.tx) {
      parentPort.postMessage({ id: m.id, changed: db.transaction(() => m.tx.map((q) => prepare(q.sql).run(q.params).changes))() });
      return;
    }
    const stmt = prepare(m.sql);
    if (stmt.reader) parentPort.postMessage({ id: m.id, rows: stmt.all(m.params) });
    else {
      const r = stmt.run(m.params);
      parentPort.postMessage({ id: m.id, changes: r.changes, lastInsertRowid: r.lastInsertRowid });
    }
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: { message: e instanceof Error ? e.message : String(e), code: e?.code } });
  }
});

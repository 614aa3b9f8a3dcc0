// A crowd of spectators in a worker thread: their connections, parsing and bookkeeping run on this thread's
// event loop, so the server's loop (the test's or another process's) is measured alone. Plain JavaScript, so
// the thread starts without a TypeScript loader. Driven by messages from testing/crowd.ts.
/* global performance, setTimeout */
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

/** @type {{ url: string; match: string }} */
const { url, match } = workerData;
/** @type {Set<import('socket.io-client').Socket>} */
const sockets = new Set();
let connected = 0;
let refused = 0;
/** @type {Map<string, number>} */
const refusals = new Map();
let dropped = 0;
let states = 0;
/** The highest seq each spectator has seen (index: connection number). */
const seqs = [];
let closing = false;

const report = (type, extra = {}) => parentPort.postMessage({ type, connected, refused, refusals: Object.fromEntries(refusals), dropped, states, minSeq: seqs.length ? Math.min(...seqs) : -1, ...extra });

/** Opens one connection; resolves when it is connected (and has its first state) or refused. */
function open(i) {
  return new Promise((resolve) => {
    const socket = io(url, { auth: { match }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 30_000 });
    sockets.add(socket);
    seqs[i] = -1;
    socket.on('state', (s) => {
      states++;
      if (s.seq > seqs[i]) seqs[i] = s.seq;
      if (!socket.__ready) {
        socket.__ready = true;
        connected++;
        resolve();
      }
    });
    socket.on('connect_error', (e) => {
      refused++;
      const code = e?.data?.code ?? e.message;
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
      sockets.delete(socket);
      resolve();
    });
    socket.on('disconnect', (reason) => {
      sockets.delete(socket);
      if (!closing && reason !== 'io client disconnect') dropped++;
      if (sockets.size === 0 && closing) report('closed');
    });
  });
}

parentPort.on('message', async (m) => {
  if (m.type === 'connect') {
    // `batch` connections in flight at a time: a crowd arriving, not one packet of 2,000 handshakes.
    const t0 = performance.now();
    let next = seqs.length;
    const end = next + m.count;
    const lane = async () => {
      while (next < end) await open(next++);
    };
    await Promise.all(Array.from({ length: Math.min(m.batch, m.count) }, lane));
    report('connected', { ms: performance.now() - t0 });
  } else if (m.type === 'stats') {
    report('stats');
  } else if (m.type === 'close') {
    // `batch` connections every `everyMs`: a crowd leaving over a moment, not one packet of 2,000 closes.
    closing = true;
    if (sockets.size === 0) return report('closed');
    const all = [...sockets];
    for (let i = 0; i < all.length; i += m.batch) {
      for (const s of all.slice(i, i + m.batch)) s.disconnect();
      if (i + m.batch < all.length) await new Promise((r) => setTimeout(r, m.everyMs));
    }
  }
});

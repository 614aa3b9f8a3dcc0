import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../../cli/bin/ramparts.js', import.meta.url));
/** The node flags of the command's `#!/usr/bin/env -S node …` line: the server runs as `npm start` runs it. */
const binNodeFlags = (/^#!.*\bnode\b(.*)$/.exec(readFileSync(bin, 'utf8').split('\n')[0]!)?.[1] ?? '').split(' ').filter(Boolean);

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** Tests and the benchmark drive a server from one address: per-client limits out of the way unless `env` sets them. */
const processLimits = { RATE_LIMIT_PER_MINUTE: '1000000', CREATE_LIMIT_PER_MINUTE: '1000000', BOT_MATCHES_PER_CLIENT: '1000000', MAX_CONNECTIONS_PER_IP: '1000000' };

/** `ramparts serve` as a real process on 127.0.0.1 and a free port, with `env` added (HTTP rate limits out of the way unless `env` sets them). */
/** `nodeArgs` go to node itself (for example `--cpu-prof`). */
export async function spawnServer(env: Record<string, string>, timeoutMs = 30_000, nodeArgs: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...binNodeFlags, ...nodeArgs, bin, 'serve', '--port', '0', '--host', '127.0.0.1'], { env: { ...process.env, LOG_LEVEL: 'warn', ...processLimits, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const look = () => {
      const m = /served at http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(t);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`the server exited with code ${code}:\n${out}`));
    });
  });
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

export async function kill(p: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal);
  await p.exited;
}

// A server of the benchmark's own (the echo, boardgame.io) as a child process running a TypeScript file through
// tsx, so that its CPU is read from /proc like `ramparts serve`'s. The child prints `listening on PORT` when ready.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '../config.ts';

export interface ChildServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startChild(file: URL, env: Record<string, string>, timeoutMs = 30_000): Promise<ChildServer> {
  const child = spawn(process.execPath, [...serverNodeArgs, '--import', 'tsx', fileURLToPath(file)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${file.pathname} did not start within ${timeoutMs} ms:\n${out}`)), timeoutMs);
    child.stdout!.on('data', () => {
      const m = /listening on (\d+)/.exec(out);
      if (m) {
        clearTimeout(t);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`${file.pathname} exited with code ${code}:\n${out}`));
    });
  });
  const stop = async () => {
    // SIGTERM first (a --cpu-prof profile is written on a clean exit), SIGKILL after 10 s.
    const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    clearTimeout(t);
  };
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, stop };
}

/** For the child: exit cleanly on SIGTERM (so that --cpu-prof writes its profile). */
export function exitOnSigterm(close: () => void | Promise<void>): void {
  process.once('SIGTERM', () => {
    void Promise.resolve(close()).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}

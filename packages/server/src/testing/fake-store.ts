import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../store/store.ts';

/** A held call: it waits until the test lets it through (the real call runs) or makes it fail. */
export interface Gate {
  /** Resolves when the call arrives. */
  reached: Promise<void>;
  release(): void;
  fail(error?: Error): void;
}

type Rule = { kind: 'fail'; error: Error } | { kind: 'answer'; value: unknown } | { kind: 'hold'; arrive: () => void; open: Promise<Error | null>; release: () => void };

/**
 * A Store whose calls can be made to fail, answer something else, or hang, on demand: a real Store (SQLite in a
 * fresh temporary directory, so every query the service makes works as in production) seen through a proxy that
 * applies the rules queued for a method to its next calls. Counts every call by method name.
 */
export class FakeStore {
  readonly calls = new Map<string, number>();
  private readonly rules = new Map<string, Rule[]>();
  /** What the service is given. */
  readonly store: Store;

  private constructor(
    private readonly real: Store,
    private readonly dir: string,
  ) {
    this.store = new Proxy(real, {
      get: (target, prop, receiver) => {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (typeof prop !== 'string' || typeof value !== 'function') return value;
        return (...args: unknown[]) => this.call(prop, () => (value as (...a: unknown[]) => unknown).apply(receiver, args));
      },
    });
  }

  static async open(): Promise<FakeStore> {
    const dir = mkdtempSync(join(tmpdir(), 'ramparts-fake-store-'));
    return new FakeStore(await Store.open({ dataDir: dir }), dir);
  }

  /** The next `times` calls of `method` reject with `error`. */
  failNext(method: string, times = 1, error = new Error(`${method} failed (on purpose)`)): void {
    for (let i = 0; i < times; i++) this.push(method, { kind: 'fail', error });
  }

  /** The next call of `method` answers `value` without touching the database (an `append` that lost its race: false). */
  answerNext(method: string, value: unknown): void {
    this.push(method, { kind: 'answer', value });
  }

  /** The next call of `method` waits at a gate the test opens (`release`: the real call runs) or breaks (`fail`). */
  hold(method: string): Gate {
    let arrive!: () => void;
    let settle!: (e: Error | null) => void;
    const reached = new Promise<void>((r) => (arrive = r));
    const open = new Promise<Error | null>((r) => (settle = r));
    const release = () => settle(null);
    this.push(method, { kind: 'hold', arrive, open, release });
    return { reached, release, fail: (e = new Error(`${method} failed (on purpose)`)) => settle(e) };
  }

  count(method: string): number {
    return this.calls.get(method) ?? 0;
  }

  async close(): Promise<void> {
    for (const rules of this.rules.values()) for (const r of rules) if (r.kind === 'hold') r.release();
    this.rules.clear();
    await this.real.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private push(method: string, rule: Rule): void {
    const list = this.rules.get(method) ?? [];
    list.push(rule);
    this.rules.set(method, list);
  }

  private call(method: string, real: () => unknown): unknown {
    this.calls.set(method, this.count(method) + 1);
    const rule = this.rules.get(method)?.shift();
    if (!rule) return real();
    if (rule.kind === 'fail') return Promise.reject(rule.error);
    if (rule.kind === 'answer') return Promise.resolve(rule.value);
    rule.arrive();
    return rule.open.then((e) => (e ? Promise.reject(e) : real()));
  }
}

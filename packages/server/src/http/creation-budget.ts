/** The window a client's creations are counted over (as the request limit's, a minute). */
const WINDOW_MS = 60_000;

export type Reservation = { ok: true; release(): void } | { ok: false; retryAfterSeconds: number };

/**
 * Match creations per client and minute, counting only matches actually created: a request refused for bad
 * options must not use up a player's budget. A creation reserves its place before it runs (so concurrent
 * requests cannot pass the limit together) and gives it back when it is refused.
 */
export class CreationBudget {
  private readonly windows = new Map<string, { used: number; resetAt: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  reserve(client: string): Reservation {
    const t = this.now();
    this.forgetExpired(t);
    let w = this.windows.get(client);
    if (!w || w.resetAt <= t) {
      w = { used: 0, resetAt: t + WINDOW_MS };
      this.windows.set(client, w);
    }
    if (w.used >= this.perMinute) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    w.used++;
    const window = w;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        window.used = Math.max(0, window.used - 1);
      },
    };
  }

  /** Drops windows that ran out, once the map has grown, so a stream of new addresses costs bounded memory. */
  private forgetExpired(t: number): void {
    if (this.windows.size < 10_000) return;
    for (const [client, w] of this.windows) if (w.resetAt <= t) this.windows.delete(client);
  }
}

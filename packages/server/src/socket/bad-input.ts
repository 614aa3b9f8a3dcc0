import type { FastifyBaseLogger } from 'fastify';

/** How often one connection's bad input may reach the log. */
export const BAD_INPUT_LOG_MS = 60_000;

/**
 * Logs a connection's malformed or refused input at info, at most once a minute per connection (a client
 * sending garbage 20 times a second must not fill the log); the skipped ones are counted in the next line.
 */
export class BadInputLog {
  private last = -Infinity;
  private skipped = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly context: Record<string, unknown>,
    private readonly now: () => number = Date.now,
  ) {}

  note(event: string, reason: string): void {
    const t = this.now();
    if (t - this.last < BAD_INPUT_LOG_MS) {
      this.skipped++;
      return;
    }
    this.log.info({ ...this.context, event, reason, skipped: this.skipped }, 'bad input from a connection');
    this.last = t;
    this.skipped = 0;
  }
}

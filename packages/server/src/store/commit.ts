/**
 * Group commit: requests made while batches are being written wait for the next batch, and each batch is one
 * `write` call (one transaction, one fsync). Every caller is answered only after its batch has been written.
 * Up to `inFlight` batches are written at once (a connection pool commits them in parallel, so one slow fsync
 * does not hold every move back); callers that need their writes in order must wait for the previous one, as
 * the match service does for the moves of one match.
 */
export class GroupCommit<T, R> {
  private pending: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  private writing = 0;
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly inFlight: number;
  private idle: (() => void)[] = [];

  constructor(
    private readonly write: (batch: T[]) => Promise<R[]>,
    opts: { maxBatch?: number; inFlight?: number } = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 2000;
    this.inFlight = Math.max(1, opts.inFlight ?? 1);
  }

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.kick();
    });
  }

  /** Resolves when everything added so far is written. */
  async drain(): Promise<void> {
    while (this.writing > 0 || this.pending.length > 0 || this.scheduled) await new Promise<void>((r) => this.idle.push(r));
  }

  private kick(): void {
    if (this.writing >= this.inFlight || this.scheduled) return;
    this.scheduled = true;
    // Let the current event-loop turn add its requests first.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.writing >= this.inFlight || this.pending.length === 0) return this.settled();
    const batch = this.pending.splice(0, this.maxBatch);
    this.writing++;
    void this.write(batch.map((b) => b.item))
      .then(
        (results) => batch.forEach((b, i) => b.resolve(results[i])),
        (e: unknown) => batch.forEach((b) => b.reject(e)),
      )
      .finally(() => {
        this.writing--;
        if (this.pending.length > 0) this.kick();
        else this.settled();
      });
  }

  private settled(): void {
    if (this.writing > 0 || this.pending.length > 0 || this.scheduled) return;
    for (const wake of this.idle.splice(0)) wake();
  }
}

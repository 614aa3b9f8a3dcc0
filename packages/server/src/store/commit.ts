/**
 * Group commit: requests made while a batch is being written wait for the next batch, and each batch is one
 * `write` call (one transaction, one fsync). Every caller is answered only after its batch has been written.
 */
export class GroupCommit<T, R> {
  private pending: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  private running: Promise<void> | null = null;
  private scheduled = false;
  private readonly maxBatch: number;

  constructor(
    private readonly write: (batch: T[]) => Promise<R[]>,
    opts: { maxBatch?: number } = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 2000;
  }

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.kick();
    });
  }

  /** Resolves when everything added so far is written. */
  async drain(): Promise<void> {
    while (this.running || this.pending.length > 0 || this.scheduled) {
      if (this.running) await this.running;
      else await new Promise((r) => setImmediate(r));
    }
  }

  private kick(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    // Let the current event-loop turn add its requests first.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.running || this.pending.length === 0) return;
    const batch = this.pending.splice(0, this.maxBatch);
    this.running = this.write(batch.map((b) => b.item)).then(
      (results) => batch.forEach((b, i) => b.resolve(results[i])),
      (e: unknown) => batch.forEach((b) => b.reject(e)),
    );
    void this.running.finally(() => {
      this.running = null;
      if (this.pending.length > 0) this.kick();
    });
  }
}

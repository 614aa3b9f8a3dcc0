/** What the queue needs to know of a job: who asked for it (a client key) and for which match. */
export interface Queued {
  client: string;
  match: string;
}

/** A line's place in the round robin: served least recently goes first; a newcomer goes just before the one served last. */
interface Turn {
  turn: number;
}

interface MatchWork<T> extends Turn {
  jobs: T[];
}

interface ClientWork<T> extends Turn {
  /** Matches with jobs waiting. */
  waiting: Map<string, MatchWork<T>>;
  /** The matches with a job running (one job per match at a time). */
  running: Set<string>;
}

/**
 * The bot pool's waiting line, fair between clients and, within a client, between its matches: the next job goes
 * to a client under its share (the fewest running first, then the one served least recently), and within it to the
 * match served least recently that has nothing running. A client's share is the workers divided by the clients with
 * work, and never more than half of them (at least one): a client alone cannot fill the pool, so a newcomer finds a
 * worker at once. It holds no workers and no timers, only the order.
 */
export class FairQueue<T extends Queued> {
  /** Clients with work waiting or running. */
  private readonly clients = new Map<string, ClientWork<T>>();
  private waitingCount = 0;
  private runningCount = 0;
  /** Counts the jobs given out: a line served gets the next number. */
  private served = 0;

  constructor(private readonly workers: number) {}

  get waiting(): number {
    return this.waitingCount;
  }

  get running(): number {
    return this.runningCount;
  }

  /** How many jobs one client may have running now. */
  share(): number {
    return Math.max(1, Math.ceil(this.workers / Math.max(2, this.clients.size)));
  }

  push(job: T): void {
    let work = this.clients.get(job.client);
    if (!work) this.clients.set(job.client, (work = { turn: this.newcomer(), waiting: new Map(), running: new Set() }));
    const line = work.waiting.get(job.match);
    if (line) line.jobs.push(job);
    else work.waiting.set(job.match, { turn: this.newcomer(), jobs: [job] });
    this.waitingCount++;
  }

  /**
   * The next job allowed to start, taken out of the line and counted as running until `done`; none when every
   * worker is busy or nobody waiting may start. Among clients under their share, the one with the fewest jobs
   * running goes first (a newcomer at once), then the one served least recently.
   */
  take(): T | undefined {
    if (this.runningCount >= this.workers) return undefined;
    const share = this.share();
    let best: { work: ClientWork<T>; match: string; line: MatchWork<T> } | undefined;
    for (const work of this.clients.values()) {
      if (work.running.size >= share) continue;
      if (best && (work.running.size > best.work.running.size || (work.running.size === best.work.running.size && work.turn >= best.work.turn))) continue;
      const next = first([...work.waiting].filter(([m]) => !work.running.has(m)));
      if (next) best = { work, match: next[0], line: next[1] };
    }
    if (!best) return undefined;
    const { work, match, line } = best;
    const job = line.jobs.shift()!;
    if (line.jobs.length === 0) work.waiting.delete(match);
    work.turn = line.turn = ++this.served;
    work.running.add(match);
    this.waitingCount--;
    this.runningCount++;
    return job;
  }

  /** A job that `take` gave out has ended: its match and its client may start another. */
  done(job: T): void {
    const work = this.clients.get(job.client);
    if (!work?.running.delete(job.match)) return;
    this.runningCount--;
    this.prune(job.client, work);
  }

  /** Takes a waiting job out of the line (it gave up); false if it was not waiting. */
  remove(job: T): boolean {
    const work = this.clients.get(job.client);
    const line = work?.waiting.get(job.match);
    const i = line ? line.jobs.indexOf(job) : -1;
    if (!work || !line || i < 0) return false;
    line.jobs.splice(i, 1);
    if (line.jobs.length === 0) work.waiting.delete(job.match);
    this.waitingCount--;
    this.prune(job.client, work);
    return true;
  }

  /** Empties the line, answering nothing: the caller settles the jobs it gets back. */
  drain(): T[] {
    const jobs: T[] = [];
    for (const work of this.clients.values()) for (const line of work.waiting.values()) jobs.push(...line.jobs);
    for (const [client, work] of [...this.clients]) {
      work.waiting.clear();
      this.prune(client, work);
    }
    this.waitingCount = 0;
    return jobs;
  }

  /** A line that starts now goes just before the one served last: after every line waiting longer, before a fresh repeat. */
  private newcomer(): number {
    return this.served - 0.5;
  }

  /** A client with nothing waiting or running leaves the line (the map stays as small as the work). */
  private prune(client: string, work: ClientWork<T>): void {
    if (work.waiting.size === 0 && work.running.size === 0) this.clients.delete(client);
  }
}

/** The line served least recently (the first on a tie). */
function first<L extends Turn>(lines: [string, L][]): [string, L] | undefined {
  let best: [string, L] | undefined;
  for (const entry of lines) if (!best || entry[1].turn < best[1].turn) best = entry;
  return best;
}

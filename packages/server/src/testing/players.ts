import { expect } from 'vitest';
import { chooser, TestClient } from './client.ts';

export interface Acked {
  seq: number;
  seat: number;
  move: unknown;
}

/**
 * A person at one seat who plays a random legal move whenever it is their turn, keeping every acknowledged
 * move, until the game ends, the connection drops, or `stop()` is called.
 */
export class RandomPlayer {
  readonly acked: Acked[] = [];
  client!: TestClient;
  private stopped = false;
  done: Promise<void> = Promise.resolve();

  constructor(
    readonly match: string,
    readonly seat: number,
    readonly credential: string,
    private readonly pick = chooser(seat * 7919 + match.length),
  ) {}

  /** Highest seq this player has seen (acknowledged or broadcast). */
  seen = 0;

  start(url: string): Promise<void> {
    this.stopped = false;
    this.client = new TestClient(url, { match: this.match, seat: this.seat, credential: this.credential }, { record: false });
    this.done = this.loop();
    return this.client.connected();
  }

  private async loop(): Promise<void> {
    const c = this.client;
    await c.connected().catch(() => undefined);
    while (!this.stopped && c.socket.connected) {
      try {
        await c.until(() => !c.socket.connected || this.stopped || (c.state !== null && (c.state.status === 'finished' || c.state.moves.length > 0)), 20_000, `a turn of seat ${this.seat}`);
      } catch {
        continue;
      }
      if (!c.socket.connected || this.stopped || !c.state) break;
      this.seen = Math.max(this.seen, c.state.seq);
      if (c.state.status === 'finished') break;
      const s = c.state;
      const { move } = s.moves[this.pick(s.moves.length)];
      let ack: { ok: boolean; seq?: number; code?: string };
      try {
        ack = await c.request('move', { move, seq: s.seq }, 5000);
      } catch {
        break; // no answer: the server went away; this move may or may not be in the log
      }
      if (ack.ok) {
        this.acked.push({ seq: ack.seq!, seat: this.seat, move });
        this.seen = Math.max(this.seen, ack.seq!);
        await c.until(() => !c.socket.connected || (c.state?.seq ?? 0) >= ack.seq!, 5000, 'the broadcast').catch(() => undefined);
      } else {
        expect(['stale', 'not-your-turn', 'game-over', 'rate-limited']).toContain(ack.code);
        // Refused: wait for a newer state than the one this move was made from, so a player never spins on a stale one.
        await c.until(() => !c.socket.connected || this.stopped || (c.state?.seq ?? 0) > s.seq, 1000, 'a newer state').catch(() => undefined);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.client?.close();
    this.client?.poke();
    await this.done;
  }
}

import type { Seat } from '@ramparts/engine';
import { appendHint } from '../store/hints.ts';
import { jobVariant, type JobVariant } from '../bots/pool.ts';
import type { Live } from './cache.ts';
import type { Hub } from './types.ts';

/** One suggested move: the move, the asking seat's estimated chance of winning after it (0..1, 3 places), the game's words. */
export interface HintMove {
  move: unknown;
  chance: number;
  text: string;
}

export type HintResult = { ok: true; hints: HintMove[] } | { ok: false; code: string; message: string };

const refuse = (code: string, message: string): HintResult => ({ ok: false, code, message });

export const HINTS_OFF = 'Hints are off at this table: the host did not allow them.';
const SEAT_LOST = 'This seat was given up; join the match again.';

/** What was read of the match when the hint was asked: the search works on it outside the match's queue. */
interface Asked {
  game: string;
  variant: JobVariant | undefined;
  state: unknown;
  seq: number;
  at: number;
  /** The match's client: its hints share that client's turn for the bot workers. */
  client: string | undefined;
}

function isHintList(x: unknown): x is HintMove[] {
  return Array.isArray(x) && x.every((h) => typeof h === 'object' && h !== null && 'move' in h && typeof (h as HintMove).chance === 'number' && typeof (h as HintMove).text === 'string');
}

/**
 * Hints at the table: a seat asks, the bot workers search (off the event loop, the seat's view only), the use is
 * committed to the `hints` table, and only then the seat gets the moves; every seat's state then says who used a
 * hint and when. One search per seat at a time (on this instance); the match's queue is not held while it runs.
 */
export class Hints {
  private readonly running = new Set<string>();

  constructor(
    private readonly hub: Hub,
    /** A hint was noted: send every seat its state again (its `hintsUsed`). */
    private readonly changed: (lm: Live) => void,
    /** A hint's search iterations; by default the game's own (`hintIterations`). */
    private readonly iterations?: number,
  ) {}

  async ask(id: string, seat: Seat, generation: number | undefined): Promise<HintResult> {
    const key = `${id}\u0000${seat}`;
    if (this.running.has(key)) return refuse('busy', 'A hint for this seat is being worked out: wait for it.');
    this.running.add(key);
    try {
      return await this.work(id, seat, generation);
    } finally {
      this.running.delete(key);
    }
  }

  private async work(id: string, seat: Seat, generation: number | undefined): Promise<HintResult> {
    const { hub } = this;
    const asked = await hub.cache.use(id, async (lm): Promise<Asked | HintResult> => {
      const why = this.refusal(lm, seat, generation);
      if (why) return why;
      return { game: lm.game.id, variant: jobVariant(lm.game), state: lm.match.state, seq: lm.seq, at: lm.match.moveCount, client: lm.row.client ?? undefined };
    });
    if (!asked) return refuse('no-such-match', `There is no match "${id}".`);
    if ('ok' in asked) return asked;
    let hints: unknown;
    try {
      hints = await hub.bots.choose({ kind: 'hint', game: asked.game, variant: asked.variant, state: asked.state, seat, spec: 'hint', seed: `hint:${id}:${seat}:${asked.at}`, iterations: this.iterations, match: `hint:${id}:${seat}`, client: asked.client });
    } catch (e) {
      hub.log.warn({ err: e, match: id, seat }, 'a hint could not be worked out');
      return refuse('unavailable', 'The hint could not be worked out just now; please try again.');
    }
    if (!isHintList(hints)) {
      hub.log.error({ match: id, seat }, 'a hint came back in the wrong shape');
      return refuse('unavailable', 'The hint could not be worked out just now; please try again.');
    }
    const answered = await hub.cache.use(id, async (now): Promise<HintResult> => {
      const why = this.refusal(now, seat, generation);
      if (why) return why;
      // A move made meanwhile (another seat in a free-turn game, an undo): the hint is for a position gone by.
      if (now.seq !== asked.seq) return refuse('stale', 'The match moved on while the hint was worked out; ask again.');
      // Committed before the answer: a hint shown is a hint recorded, whatever happens next.
      await appendHint(hub.store.db, { match_id: id, seat, at: asked.at, created_at: Date.now() });
      now.hints.push({ seat, at: asked.at });
      this.changed(now);
      hub.broadcaster.notifyPeers(id);
      return { ok: true, hints };
    });
    return answered ?? refuse('no-such-match', `There is no match "${id}".`);
  }

  /** Why the seat may not have a hint now, or null. */
  private refusal(lm: Live, seat: Seat, generation: number | undefined): HintResult | null {
    if (!lm.settings.hints) return refuse('hints-off', HINTS_OFF);
    const status = lm.row.status;
    if (status === 'open') return refuse('not-started', 'The match starts when every seat is taken.');
    if (status === 'finished') return refuse('game-over', 'The game is over: no more moves can be made.');
    if (status !== 'live') return refuse('match-expired', 'This match expired before every seat was taken: start a new one.');
    if (generation !== undefined && lm.seats[seat]?.generation !== generation) return refuse('seat-lost', SEAT_LOST);
    // A seat that resigned has no moves of its own to be told about: its bot makes them.
    if (lm.match.hasResigned(seat)) return refuse('resigned', 'You resigned: a bot plays your seat now.');
    if (!lm.match.actors().includes(seat)) return refuse('not-your-turn', 'A hint is for a seat that may act now: wait for your turn.');
    return null;
  }
}

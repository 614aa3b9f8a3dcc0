import type { Seat } from '@ramparts/engine';
import { cheapMove, type FallbackReason } from '../bots/fallback.ts';
import { jobVariant } from '../bots/pool.ts';
import type { Live } from './cache.ts';
import type { Hub } from './types.ts';

/** The pool gave up on the job (it ran out of time, or its worker died): the seat plays its game's cheap move. */
const FALL_BACK_ON = new Map<string, FallbackReason>([
  ['bot-timeout', 'timeout'],
  ['bot-crashed', 'crashed'],
]);

interface Job {
  state: unknown;
  seq: number;
  spec: string;
  seed: string;
}

/** A bot moves for this seat: a bot's seat, an absent person's, or one that resigned or left for good (the takeover bot). */
function botPlays(lm: Live, seat: Seat): boolean {
  const s = lm.seats[seat];
  return !!s && (s.kind === 'bot' || !!s.away || lm.match.hasResigned(seat));
}

/**
 * Bots move for the seats they control and for absent people (the match's takeover bot), on the instance that
 * holds the match's lease only. A takeover bot plays at a person's pace: it waits `takeoverPaceMs` before each
 * move (a timer, cancelled when the person comes back); bots seated as bots move as fast as they think.
 */
export class BotDriver {
  /** Takeover seats waiting out their pace, per match. */
  private readonly paced = new WeakMap<Live, Map<Seat, NodeJS.Timeout>>();
  /** Matches where a bot already fell back to its game's cheap move (said once at warn, then at debug). */
  private readonly warned = new WeakSet<Live>();

  constructor(private readonly hub: Hub) {}

  drive(lm: Live): void {
    const { hub } = this;
    if (hub.closed || lm.row.status !== 'live' || !hub.drives(lm.id)) return this.stop(lm);
    const actors = lm.match.actors();
    // A person back at their seat (or a turn that moved on) ends the takeover's wait at once.
    this.cancel(lm, (seat) => !actors.includes(seat) || !botPlays(lm, seat));
    for (const seat of actors) {
      const s = lm.seats[seat];
      if (!s || !botPlays(lm, seat) || lm.thinking.has(seat)) continue;
      lm.thinking.add(seat);
      // A seat that resigned is not coming back: its bot need not wait for them.
      if (s.kind === 'human' && !lm.match.hasResigned(seat) && hub.settings.takeoverPaceMs > 0) this.pace(lm, seat);
      else this.think(lm, seat);
    }
  }

  /** The match is over, left memory, or another instance drives it now: no takeover waits here. */
  stop(lm: Live): void {
    this.cancel(lm, () => true);
  }

  private pace(lm: Live, seat: Seat): void {
    let timers = this.paced.get(lm);
    if (!timers) this.paced.set(lm, (timers = new Map()));
    const waiting = timers;
    const t = setTimeout(() => {
      waiting.delete(seat);
      this.think(lm, seat);
    }, this.hub.settings.takeoverPaceMs);
    t.unref();
    waiting.set(seat, t);
  }

  private cancel(lm: Live, which: (seat: Seat) => boolean): void {
    const timers = this.paced.get(lm);
    if (!timers) return;
    for (const [seat, t] of [...timers]) {
      if (!which(seat)) continue;
      clearTimeout(t);
      timers.delete(seat);
      lm.thinking.delete(seat);
    }
  }

  /** Chooses and plays one move for `seat`, from the committed state read in the match's queue. */
  private think(lm: Live, seat: Seat): void {
    const { hub } = this;
    const retry = () => setTimeout(() => hub.schedule(lm), 1000).unref();
    hub.cache
      .enqueue(lm, async (): Promise<Job | null> => {
        const s = lm.seats[seat];
        if (hub.closed || lm.row.status !== 'live' || !hub.drives(lm.id) || !s || !botPlays(lm, seat) || !lm.match.actors().includes(seat)) return null;
        return { state: lm.match.state, seq: lm.seq, spec: s.kind === 'bot' ? (s.bot ?? 'random') : lm.settings.takeover, seed: `${lm.id}:${seat}:${lm.seq}:${Math.random()}` };
      })
      .then(async (job) => {
        if (!job) return void lm.thinking.delete(seat);
        let move: unknown;
        try {
          move = await hub.bots.choose({ game: lm.game.id, variant: jobVariant(lm.game), state: job.state, seat, spec: job.spec, seed: job.seed, match: lm.id, client: lm.row.client ?? undefined });
        } catch (e) {
          const code = (e as { code?: unknown } | null)?.code;
          const reason = typeof code === 'string' ? FALL_BACK_ON.get(code) : undefined;
          if (hub.closed || !reason) {
            lm.thinking.delete(seat);
            if (hub.closed) return;
            hub.log.error({ err: e, match: lm.id, seat }, 'a bot failed to move');
            return void retry();
          }
          move = this.fallback(lm, seat, job, reason);
        }
        lm.thinking.delete(seat);
        // Another instance took the match over while this one thought: its move is not this one's to make.
        if (!hub.drives(lm.id)) return;
        const r = await hub.submit(lm.id, seat, { type: 'move', move }, { by: 'bot', expectSeq: job.seq });
        if (!r.ok && r.code === 'stale') hub.schedule(lm);
        else if (!r.ok && r.code !== 'game-over') {
          hub.log.warn({ match: lm.id, seat, code: r.code, message: r.message }, 'a bot move was refused');
          retry();
        }
      })
      .catch((e: unknown) => {
        lm.thinking.delete(seat);
        hub.log.error({ err: e, match: lm.id, seat }, 'a bot move could not be played');
      });
  }

  /** The bot gave no answer in time (or crashed): the game's cheap move keeps the match going, counted for /metrics. */
  private fallback(lm: Live, seat: Seat, job: Job, reason: FallbackReason): unknown {
    const first = !this.warned.has(lm);
    this.warned.add(lm);
    this.hub.metrics?.botFallbacks.inc({ game: lm.game.id, reason });
    this.hub.log[first ? 'warn' : 'debug']({ match: lm.id, game: lm.game.id, seat, bot: job.spec, reason }, "a bot gave no move in time: it plays its game's quick move instead");
    return cheapMove(lm.game, job.state, seat, `${job.seed}:fallback`, job.spec);
  }
}

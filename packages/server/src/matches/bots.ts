import type { Live } from './cache.ts';
import type { Hub } from './types.ts';

/** Bots move for the seats they control and for absent people (the match's takeover bot). */
export class BotDriver {
  constructor(private readonly hub: Hub) {}

  drive(lm: Live): void {
    const { hub } = this;
    for (const seat of lm.match.actors()) {
      const s = lm.seats[seat];
      if (!s || !(s.kind === 'bot' || s.away) || lm.thinking.has(seat)) continue;
      lm.thinking.add(seat);
      const seq = lm.seq;
      const spec = s.kind === 'bot' ? (s.bot ?? 'random') : lm.settings.takeover;
      const retry = () => setTimeout(() => hub.schedule(lm), 1000).unref();
      hub.bots
        .choose({ game: lm.game.id, state: lm.match.state, seat, spec, seed: `${lm.id}:${seat}:${seq}:${Math.random()}` })
        .then(
          async (move) => {
            lm.thinking.delete(seat);
            const r = await hub.submit(lm.id, seat, { type: 'move', move }, { by: 'bot', expectSeq: seq });
            if (!r.ok && r.code === 'stale') hub.schedule(lm);
            else if (!r.ok && r.code !== 'game-over') {
              hub.log.warn({ match: lm.id, seat, code: r.code, message: r.message }, 'a bot move was refused');
              retry();
            }
          },
          (e: unknown) => {
            lm.thinking.delete(seat);
            if (hub.closed) return;
            hub.log.error({ err: e, match: lm.id, seat }, 'a bot failed to move');
            retry();
          },
        )
        .catch((e: unknown) => hub.log.error({ err: e, match: lm.id, seat }, 'a bot move could not be played'));
    }
  }
}

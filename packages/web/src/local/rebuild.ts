import { Match, variantDigest, variantGame, type AnyGame, type LogLine, type Seat } from '@ramparts/engine';
import type { LocalSave } from './store.ts';

/** What replaying a save tells its caller, in order: each move's lines, and each resignation's where it was made. */
export interface Replayed {
  move?(seat: Seat, log: LogLine[]): void;
  resign?(at: number, seat: Seat, log: LogLine[]): void;
}

/** The game a local table plays: the game itself, or the variant game its save names (the studio's "Try it"). */
export function localGame(game: AnyGame, save: Pick<LocalSave, 'variant'>): AnyGame {
  if (!save.variant || (game.variant && game.variant.digest === variantDigest(save.variant))) return game;
  return variantGame(game, save.variant);
}

/**
 * A local match rebuilt from its save: the moves (a resigned seat's later moves are its bot's), each resignation
 * after as many moves as when it was made, and the hints asked for.
 */
export function localMatch(game: AnyGame, save: Pick<LocalSave, 'players' | 'options' | 'seed' | 'moves' | 'resignations' | 'hints' | 'variant'>, told: Replayed = {}): Match {
  const match = Match.create(localGame(game, save), { players: save.players, options: save.options, seed: save.seed });
  const resignAt = (at: number) => {
    for (const r of save.resignations ?? []) {
      if (r.at !== at) continue;
      // Played first, then told: `told.resign?.(…)` would skip its arguments, the resignation too, without a listener.
      const { log } = match.resign(r.seat);
      told.resign?.(at, r.seat, log);
    }
  };
  save.moves.forEach((m, i) => {
    resignAt(i);
    const { log } = match.play(m.seat, m.move, 'stand-in');
    told.move?.(m.seat, log);
  });
  resignAt(save.moves.length);
  for (const h of save.hints ?? []) match.noteHint(h.seat, h.at);
  return match;
}

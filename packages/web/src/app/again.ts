import { loadLocal, randomId, saveLocal, type LocalSave } from '../local/store.ts';
import { go } from './router.ts';

/**
 * A new local table set as `save` was: the same game, number of players, options, people and bots in the same seats,
 * and hints allowed or not; a new seed (new tosses, deals and rolls), no moves yet. A campaign page or chapter is
 * not carried over: its group's save moves on from the campaign's own page.
 */
export function rematch(save: LocalSave, id: string, seed: string, now: number): LocalSave {
  return {
    id,
    game: save.game,
    players: save.players,
    options: save.options,
    seed,
    seats: save.seats.map((s) => ({ ...s })),
    moves: [],
    createdAt: now,
    ...(save.hintsAllowed ? { hintsAllowed: true, hints: [] } : {}),
  };
}

/** "Play again" at a finished local table: a new table like it opens; null when the table is not kept here. */
export function playAgainLocal(id: string): string | null {
  const save = loadLocal(id);
  if (!save) return null;
  const next = rematch(save, randomId(), randomId(6), Date.now());
  saveLocal(next);
  go(`#/local/${next.id}`);
  return next.id;
}

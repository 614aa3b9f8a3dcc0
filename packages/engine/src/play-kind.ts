import type { AnyGame, GameKind } from './game.ts';

/**
 * How a set-up is played: the game's own `kind.play`, except that the options of one of its `versusModes` are played
 * seat against seat (`tracks` is co-operative, but its Versus Sandbox is competitive). Options are read with the
 * game's defaults filled in.
 */
export function playKindOf(game: AnyGame, options: unknown): GameKind['play'] {
  if (game.kind.play === 'competitive' || !game.versusModes?.length) return game.kind.play;
  const parsed = game.options.safeParse(options ?? {});
  const read = (parsed.success ? parsed.data : (options ?? {})) as Record<string, unknown>;
  const versus = game.versusModes.some((mode) => Object.entries(mode.options).every(([key, value]) => JSON.stringify(read[key]) === JSON.stringify(value)));
  return versus ? 'competitive' : game.kind.play;
}

import type { AnyGame } from '@ramparts/engine';

/** A competitive set-up that has its own ratings and leaderboard: 'duel', 'crusade', '4-players', 'versus'. */
export interface RatedMode {
  id: string;
  /** In words, for the board's title: "Duel: Attacker against Defender", "4 players". */
  label: string;
}

/** Games whose table size changes the game enough to rate each size apart (cards: two towers is a duel, eight a brawl). */
const RATED_BY_TABLE_SIZE = new Set(['cards']);

/** Mode ids are safe in a path (`/api/leaderboards/:game/:mode`). */
export const MODE_ID = /^[a-z0-9-]{1,64}$/;

/**
 * The rated mode a set-up is played in, or null when it has none (a solo or co-operative set-up). The game's own
 * `versusModes` say which set-ups are seat against seat (as `playKindOf` reads them); a game rated by table size
 * gets one mode per size.
 */
export function ratedModeOf(game: AnyGame, options: unknown, players: number): RatedMode | null {
  if (players < 2 || !game.versusModes?.length) return null;
  const parsed = game.options.safeParse(options ?? {});
  const read = (parsed.success ? parsed.data : (options ?? {})) as Record<string, unknown>;
  const mode = game.versusModes.find((m) => Object.entries(m.options).every(([key, value]) => JSON.stringify(read[key]) === JSON.stringify(value)));
  if (!mode) return null;
  if (RATED_BY_TABLE_SIZE.has(game.id)) return { id: `${players}-players`, label: `${players} players` };
  return { id: mode.id, label: mode.label };
}

/** Every rated mode of a game, for the leaderboards' list (cards: each table size it allows). */
export function ratedModesOf(game: AnyGame): RatedMode[] {
  if (!game.versusModes?.length) return [];
  if (RATED_BY_TABLE_SIZE.has(game.id)) {
    const { min, max } = game.kind.players;
    return Array.from({ length: max - Math.max(2, min) + 1 }, (_, i) => i + Math.max(2, min)).map((n) => ({ id: `${n}-players`, label: `${n} players` }));
  }
  return game.versusModes.map((m) => ({ id: m.id, label: m.label }));
}

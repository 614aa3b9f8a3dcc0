import { botLevels, LEVEL_WORDS, type AnyGame, type BotLevel, type GameKind } from '@ramparts/engine';
import { optionsSchema } from './game-options.ts';

/** A game as the registry describes it to people (`@ramparts/games`' `gameList`). */
export interface GameListing {
  id: string;
  title: string;
  pitch: string;
  players: { min: number; max: number };
  minutes: number;
}

/** What the server tells clients about a game: the listing plus the kind record. */
export interface GameInfo extends GameListing {
  kind: GameKind | null;
  /** The game's options as JSON Schema (from its zod schema). */
  options?: unknown;
  /** The bot levels the game offers, weakest first: the level, the bot behind it, and what it means in words. */
  levels?: LevelInfo[];
}

export interface LevelInfo {
  level: BotLevel;
  spec: string;
  words: string;
}

/** A game's bot levels as clients are told them (`expert` only where the game offers it). */
export function levelsOf(game: AnyGame): LevelInfo[] {
  return botLevels(game).map(({ level, spec }) => ({ level, spec, words: LEVEL_WORDS[level] }));
}

export function buildCatalog(gameList: readonly GameListing[], findGame: (id: string) => AnyGame | undefined): GameInfo[] {
  return gameList.map((g) => ({ id: g.id, title: g.title, pitch: g.pitch, players: { ...g.players }, minutes: g.minutes, kind: findGame(g.id)?.kind ?? null, ...optionsOf(findGame(g.id)) }));
}

function optionsOf(game: AnyGame | undefined): { options?: unknown; levels?: LevelInfo[] } {
  return game ? { options: optionsSchema(game), levels: levelsOf(game) } : {};
}

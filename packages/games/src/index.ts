import type { AnyGame } from '@ramparts/engine';
import { cards } from './cards/index.ts';
import { coins } from './coins/index.ts';
import { crystal } from './crystal/index.ts';
import { dice } from './dice/index.ts';
import { tracks } from './tracks/index.ts';

/** Every game of Ramparts. */
export const games: AnyGame[] = [coins, cards, tracks, dice, crystal];

/** A game by its id, or undefined. */
export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}

export { gameList, type GameInfo } from './list.ts';

/** Tracks & Waves' Cooperative Campaign progression (pages, EXP, Locks, saves), for the CLI's campaign command. */
export * as tracksCampaign from './tracks/campaign/index.ts';

/** Gate Defense's content (maps, towers, enemies, heroes) and map questions (reach), for the web board. */
export { content as diceContent } from './dice/content/index.ts';
export * as diceMap from './dice/map.ts';

/** Gate Defense's legacy campaign (chapters, carry-over, versioned group saves), for the CLI and the web. */
export * as diceCampaign from './dice/campaign/index.ts';

/** Elemental Towers' content (the deck and its rule numbers), for the web's rules page. */
export { content as cardsContent } from './cards/content/index.ts';

/** Crystal Defenders' content (heroes, defenses, enemies, maps) and hex board geometry, for the web board. */
export { content as crystalContent } from './crystal/content/index.ts';
export * as crystalBoard from './crystal/board.ts';
export * as crystalHex from './crystal/hex.ts';
/** The hexes a Crystal Defenders defense covers (the rules' own geometry), for the web board's highlights. */
export { coverage as crystalCoverage } from './crystal/rules/coverage.ts';

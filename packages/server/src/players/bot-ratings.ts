import type { BotLevel } from '@ramparts/engine';

/**
 * Bots' fixed ratings (#29), so "you against a hard bot" is rated too. A bot's rating never moves: it is where the
 * lab's tournaments between levels put it (docs/bots.md, "Tournaments", the 2026-11-27 reruns), with `normal` at a new
 * player's 25. Under OpenSkill's Plackett-Luce model a side wins with probability 1 / (1 + e^(-(mu_a - mu_b) / c)),
 * c = sqrt(2 beta² + sigma_a² + sigma_b²), so a measured win rate p puts the stronger level c · ln(p / (1 - p)) above
 * the weaker. Only the levels measured are rated: a raw spec ('mcts:2000') or an unmeasured level makes a match unrated.
 */

/** OpenSkill's defaults: a new player's mu and sigma, and beta (the spread of one game's performance). */
export const START_MU = 25;
export const START_SIGMA = 25 / 3;
const BETA = 25 / 6;
/** A bot's sigma: small, it is known; the same for every level. */
export const BOT_SIGMA = 1;

/** Win rates measured between levels, per game and rated mode: hard over normal, normal over easy, and where from. */
interface Measured {
  hardOverNormal: number;
  normalOverEasy: number;
  source: string;
}

const MEASURED: Record<string, Record<string, Measured>> = {
  coins: {
    duel: { hardOverNormal: 0.7, normalOverEasy: 0.675, source: 'coins duel, 2 players: 70% of 40 (seed d2); 67.5% of 40' },
    crusade: { hardOverNormal: 0.93, normalOverEasy: 0.525, source: 'coins Crusade, 2 players: 93% of 30 (seed c2); 52.5% of 40' },
  },
  cards: {
    '2-players': { hardOverNormal: 0.85, normalOverEasy: 0.9, source: 'cards, 2 players: 85% of 40 (seed q2); 90% of 40' },
    '3-players': { hardOverNormal: 0.85, normalOverEasy: 0.625, source: 'cards, 3 players: 85% of 20 (seed q3); 62.5% of 40' },
    '4-players': { hardOverNormal: 0.775, normalOverEasy: 0.625, source: 'cards, 4 players: 77.5% of 20 (seed q4); 62.5% of 40' },
    '5-players': { hardOverNormal: 0.75, normalOverEasy: 0.637, source: 'cards, 5 players: 75% of 20 (seed q5); 63.7% of 40' },
    '6-players': { hardOverNormal: 0.825, normalOverEasy: 0.65, source: 'cards, 6 players: 82.5% of 20 (seed q6); 65% of 40' },
    '7-players': { hardOverNormal: 0.875, normalOverEasy: 0.575, source: 'cards, 7 players: 87.5% of 100 (seed e7); 57.5% of 40' },
    '8-players': { hardOverNormal: 0.81, normalOverEasy: 0.575, source: 'cards, 8 players: 81.0% of 100 (seed e8); 57.5% of 40' },
  },
  tracks: {
    versus: { hardOverNormal: 0.856, normalOverEasy: 0.69, source: 'tracks Versus, 2 players: 85.6% of 80; 69% of 8' },
  },
};

/** How far apart two bot levels sit for a measured win rate (both at BOT_SIGMA). */
function gap(p: number): number {
  const c = Math.sqrt(2 * BETA * BETA + 2 * BOT_SIGMA * BOT_SIGMA);
  return c * Math.log(p / (1 - p));
}

/** A bot level's fixed rating in a game's rated mode, or null when that level was not measured there. */
export function botRating(game: string, mode: string, level: string): { mu: number; sigma: number } | null {
  const m = MEASURED[game]?.[mode];
  if (!m) return null;
  const mu: Partial<Record<BotLevel, number>> = { easy: START_MU - gap(m.normalOverEasy), normal: START_MU, hard: START_MU + gap(m.hardOverNormal) };
  const value = mu[level as BotLevel];
  return value === undefined ? null : { mu: value, sigma: BOT_SIGMA };
}

/** Where a game's bot ratings come from, in words (the leaderboard says it). */
export function botRatingSource(game: string, mode: string): string | null {
  return MEASURED[game]?.[mode]?.source ?? null;
}

import { content, type SideSetup } from '@ramparts/games/coins/content/index.ts';

// What Coin Siege's printed pieces read from the content, when asked (a variant patches it first): the set-ups of
// every mode, the numbers where they agree, how far the castle's hit points can climb and how long the turn track runs.

/** Every set-up a table may use: the duel and solo one, then Crusade's for each player count. */
export const setups = (): SideSetup[] => [content.setup, ...Object.values(content.crusade.players)];

/** What every set-up agrees on, or null where they differ (the board then prints only what is true for all). */
export function agreed<T>(pick: (s: SideSetup) => T): T | null {
  const all = setups().map(pick);
  const first = JSON.stringify(all[0]);
  return all.every((v) => JSON.stringify(v) === first) ? all[0] : null;
}

/** How many maps the box holds: one for each player of the largest Crusade (a duel or a solo game uses one). */
export const mapsPrinted = (): number => Math.max(1, ...Object.keys(content.crusade.players).map(Number));

export const sum = (coins: readonly number[]): number => coins.reduce((a, b) => a + b, 0);

/** The castle's hit points at the start of each set-up, lowest first, each once. */
export const startHps = (): number[] => [...new Set(setups().map((s) => sum(s.castle)))].sort((a, b) => a - b);

/**
 * The most hit points a castle can reach: every critical success adds a coin of `criticalSuccessCoin` from the
 * supply, and a player's set holds `perValue` of them, so at most that many can stand on the castle.
 */
export function hpTop(): number {
  const crit = content.rules.criticalSuccessCoin;
  return Math.max(...setups().map((s) => sum(s.castle) + crit * (content.coins.perValue - s.castle.filter((c) => c === crit).length)));
}

/** The longest lap counter of any set-up: the Attacker takes one of its coins after each of that many turns. */
export const lapTurns = (): number => Math.max(...setups().map((s) => s.lapCounter.length));

/** The last turn a rule names (the lap counter's last coin, the first turn without new soldiers, the Defender's win, Crusade's castle loss). */
export function lastNamedTurn(): number {
  const r = content.rules;
  return Math.max(lapTurns(), r.lastPlacementTurn + 1, r.defenderWinsFromTurn, content.crusade.castleLossFromTurn);
}

/** Boxes on the turn track: twice the last turn a rule names, in whole rows of four; the last box reads "and on". */
export const turnBoxes = (): number => Math.ceil((2 * lastNamedTurn()) / 4) * 4;

/** "5c + 2c + 1c". */
export const coinList = (coins: readonly number[], joint = ' + '): string => coins.map((c) => `${c}c`).join(joint);

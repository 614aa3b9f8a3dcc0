import { parseContent } from '@ramparts/engine';
import { z } from 'zod';
import coinsJson from './coins.json' with { type: 'json' };
import crusadeJson from './crusade.json' with { type: 'json' };
import mapJson from './map.json' with { type: 'json' };
import rulesJson from './rules.json' with { type: 'json' };
import setupJson from './setup.json' with { type: 'json' };
import soloJson from './solo.json' with { type: 'json' };

/** A coin's value in cents. */
const coin = z.union([z.literal(1), z.literal(2), z.literal(5)]);
const positive = z.number().int().min(1);

const coinsSchema = z.object({
  values: z.tuple([z.literal(1), z.literal(2), z.literal(5)]),
  /** Coins of each value in one player's set (the seed's ten of each). */
  perValue: positive,
});

const mapSchema = z.object({
  /** Squares before the castle; at least 5 so that every coin names a square. */
  pathLength: z.number().int().min(5).max(30),
});

/** What one side (or one Crusade player) starts with. */
const sideSetupSchema = z.object({
  castle: z.array(coin).min(1),
  garrison: z.array(coin).min(1),
  soldiers: z.array(z.object({ value: coin, square: positive })),
  reinforcements: z.array(coin).min(1),
  lapCounter: z.array(coin),
});

const rulesSchema = z.object({
  attackerTosses: positive,
  march: positive,
  /** The last turn a new soldier may be placed ("at the beginning of turn 8, no more soldiers"). */
  lastPlacementTurn: positive,
  /** From this turn on, a map without soldiers is the Defender's victory. */
  defenderWinsFromTurn: positive,
  /** The coin a critical success moves from the supply onto the castle (its value in HP). */
  criticalSuccessCoin: coin,
  /** Garrison tosses a Defender may make in a turn when the toss limit is on ("After 3 Tosses"). */
  garrisonTosses: positive,
});

const difficulty = <T extends z.ZodType>(row: T) => z.object({ easy: row, normal: row, heroic: row });
const soloSchema = z.object({
  'solo-defender': difficulty(z.object({ attackerTosses: positive, march: positive })),
  'solo-attacker': difficulty(z.object({ defenderTosses: positive })),
});

const crusadeSchema = z.object({
  players: z.object({ '2': sideSetupSchema, '3': sideSetupSchema, '4': sideSetupSchema }),
  march: positive,
  /** From a player's own turn N on, their castle loses `castleLoss` HP at the end of each of their turns. */
  castleLossFromTurn: positive,
  castleLoss: positive,
});

export type SideSetup = z.infer<typeof sideSetupSchema>;


/** Checks that a side's setup fits on the map and in one set of coins. */
function checkSide(side: SideSetup, file: string, pathLength: number, perValue: number): void {
  for (const s of side.soldiers) {
    if (s.square > pathLength) throw new Error(`coins content ${file}: a soldier starts on square ${s.square}, beyond the ${pathLength} squares of the pathway`);
  }
  for (const v of [1, 2, 5] as const) {
    const used =
      side.castle.filter((c) => c === v).length +
      side.garrison.filter((c) => c === v).length +
      side.soldiers.filter((c) => c.value === v).length +
      side.reinforcements.filter((c) => c === v).length +
      side.lapCounter.filter((c) => c === v).length;
    if (used > perValue) throw new Error(`coins content ${file}: the setup uses ${used} coins of ${v}c, more than the ${perValue} of a set`);
  }
}

const coins = parseContent('coins', 'coins.json', coinsSchema, coinsJson);
const map = parseContent('coins', 'map.json', mapSchema, mapJson);
const setup = parseContent('coins', 'setup.json', sideSetupSchema, setupJson);
const rules = parseContent('coins', 'rules.json', rulesSchema, rulesJson);
const solo = parseContent('coins', 'solo.json', soloSchema, soloJson);
const crusade = parseContent('coins', 'crusade.json', crusadeSchema, crusadeJson);

/** The checks across files, on the files as they are or as a variant would make them (`contentOf`'s cross-check). */
export function checkCoins(f: Record<string, unknown>): void {
  const { perValue } = f['coins.json'] as typeof coins;
  const { pathLength } = f['map.json'] as typeof map;
  checkSide(f['setup.json'] as SideSetup, 'setup.json', pathLength, perValue);
  const players = (f['crusade.json'] as typeof crusade).players;
  for (const n of ['2', '3', '4'] as const) checkSide(players[n], `crusade.json players.${n}`, pathLength, perValue);
  const r = f['rules.json'] as typeof rules;
  if (r.defenderWinsFromTurn <= r.lastPlacementTurn) throw new Error('coins content rules.json: the Defender cannot win while soldiers may still be placed');
}
checkCoins({ 'coins.json': coins, 'map.json': map, 'setup.json': setup, 'rules.json': rules, 'crusade.json': crusade });

/** Every number of Coin Siege, validated at import. */
export const content = { coins, map, setup, rules, solo, crusade };
export type Content = typeof content;

/**
 * Each content file's live parsed object and its schema, for the lab (`contentOf`). The rules read these objects
 * at call time; `map.json` pathLength is copied into `N` at load (the state's shape), so it is not for varying.
 */
export const files = {
  'coins.json': { data: coins, schema: coinsSchema },
  'map.json': { data: map, schema: mapSchema },
  'setup.json': { data: setup, schema: sideSetupSchema },
  'rules.json': { data: rules, schema: rulesSchema },
  'solo.json': { data: solo, schema: soloSchema },
  'crusade.json': { data: crusade, schema: crusadeSchema },
};

import type { CoinsEvent } from '../events.ts';
import type { Random } from '@ramparts/engine';
import type { SideSetup } from '../content/index.ts';
import { content } from '../content/index.ts';
import type { CoinsState, Options, Purse, Realm } from '../state.ts';
import { OWNER_SHIFT, slot } from '../state.ts';
import { N } from './settings.ts';
import { startPlayerTurn, startRound } from './turns.ts';

const purseOf = (coins: readonly number[]): Purse => {
  const p: Purse = [0, 0, 0];
  for (const c of coins) p[slot(c)]++;
  return p;
};

/** The match's generator, noting every coin it gives into `into` (the setup's coins, for `setupLog`). */
export function recordCoins(random: Random, into: number[]): Random {
  return {
    coin() {
      const tails = random.coin();
      into.push(tails ? 1 : 0);
      return tails;
    },
    int: (n) => random.int(n),
    float: () => random.float(),
    die: (sides) => random.die(sides),
    pick<T>(items: readonly T[]): T {
      return random.pick(items);
    },
    shuffle<T>(items: readonly T[]): T[] {
      return random.shuffle(items);
    },
    save: () => random.save(),
    get draws() {
      return random.draws;
    },
  };
}

/**
 * One map with its coins, as the seed's setup lays them: the castle's coins (its HP), the garrison, the soldiers
 * on squares 1-3, the reinforcements and the lap counter; every other coin of the set is the supply.
 */
function realmOf(side: SideSetup, owner: number): Realm {
  const path: number[][] = [];
  for (let q = 0; q < N; q++) path.push([]);
  for (const s of side.soldiers) path[s.square - 1].push(s.value | (owner << OWNER_SHIFT));
  const used = purseOf([...side.castle, ...side.garrison, ...side.soldiers.map((s) => s.value), ...side.reinforcements, ...side.lapCounter]);
  const per = content.coins.perValue;
  return {
    castle: side.castle.reduce((a, b) => a + b, 0),
    path,
    garrison: purseOf(side.garrison),
    reinforcements: purseOf(side.reinforcements),
    supply: [per - used[0], per - used[1], per - used[2]],
    lap: 0,
    turn: 0,
    out: false,
  };
}

/**
 * A new game. The duel and solo modes share one map and one set of coins. Crusade gives every player a map and a
 * set and draws the first player. Play then runs to the first decision (solo-defender: the rules' Attacker
 * plays its whole first turn).
 */
export function setupGame(players: number, options: Options, matchRandom: Random, log: CoinsEvent[] | null): CoinsState {
  const setupCoins: number[] = [];
  const random = recordCoins(matchRandom, setupCoins);
  const crusade = options.mode === 'crusade';
  const realms: Realm[] = [];
  if (crusade) {
    const side = content.crusade.players[String(players) as '2' | '3' | '4'];
    for (let p = 0; p < players; p++) realms.push(realmOf(side, p));
  } else realms.push(realmOf(content.setup, 0));
  const s: CoinsState = {
    mode: options.mode,
    difficulty: options.difficulty,
    garrisonTosses: options.garrisonTosses,
    soloChoice: options.soloChoice,
    players,
    realms,
    seat: 0,
    phase: 'attack',
    tossesLeft: 0,
    toss: [],
    free: [0, 0, 0],
    tosses: 0,
    damage: 0,
    winners: [],
    ending: '',
    setupCoins,
    step: 0,
  };
  if (crusade) {
    const first = random.int(players);
    log?.push(`Player ${first + 1} is drawn to play first.`);
    startPlayerTurn(s, first, log);
  } else startRound(s, random, log);
  return s;
}

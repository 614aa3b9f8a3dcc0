// The games in words only, with no rules behind them: what a menu or a home page needs, cheap to load
// (`@ramparts/games/list`).

/** The games in a few words, for menus and the home page. */
export interface GameInfo {
  id: string;
  title: string;
  /** One line that makes someone want to play. */
  pitch: string;
  players: { min: number; max: number };
  /** Typical length of a game, in minutes. */
  minutes: number;
}

export const gameList: GameInfo[] = [
  {
    id: 'coins',
    title: 'Coin Siege',
    pitch: 'Toss coins to march soldiers on a castle, or to shoot them down from its towers: a duel, a solo siege or a Crusade for four.',
    players: { min: 1, max: 4 },
    minutes: 15,
  },
  {
    id: 'cards',
    title: 'Elemental Towers',
    pitch: 'Build a five-level tower of Rock, Paper, Scissors, Water and Lizard, then catapult cards at your rivals and deflect theirs.',
    players: { min: 2, max: 8 },
    minutes: 30,
  },
  {
    id: 'tracks',
    title: 'Tracks & Waves',
    pitch: 'Defend two tracks of tiles against waves together, paying for towers with credits that are towers themselves.',
    players: { min: 1, max: 4 },
    minutes: 75,
  },
  {
    id: 'dice',
    title: 'Gate Defense',
    pitch: 'Heroes build and mount towers beside the road while minions and bosses march on the gate: a co-operative dice defense for 1 to 5.',
    players: { min: 1, max: 5 },
    minutes: 45,
  },
  {
    id: 'crystal',
    title: 'Crystal Defenders',
    pitch: 'Squires, mages, huntresses and monks build blockades, traps and auras around a crystal while goblins, wyverns and ogres come in waves: a co-operative hex defense for 1 to 8.',
    players: { min: 1, max: 8 },
    minutes: 60,
  },
];

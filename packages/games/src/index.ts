import type { AnyGame } from '@ramparts/engine';
import { cards } from './cards/index.ts';
import { coins } from './coins/index.ts';
import { tracks } from './tracks/index.ts';

/** Every game of Ramparts. */
export const games: AnyGame[] = [coins, cards, tracks];

/** A game by its id, or undefined. */
export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}

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
];

/** Tracks & Waves' Cooperative Campaign progression (pages, EXP, Locks, saves), for the CLI's campaign command. */
export * as tracksCampaign from './tracks/campaign/index.ts';

import { defineRules, type Game, type Problem } from '@ramparts/engine';
import { headlineLog, heroSeatCounts, seatHeroes, teamOutcome } from '../common/cooperative.ts';
import { heuristicBot } from './bot.ts';
import { candidateMoves, playoutMove } from './guide.ts';
import { DICE_LEVELS, searchBots } from './search.ts';
import type { DiceEvent } from './events.ts';
import { evaluate } from './evaluate.ts';
import { figures } from './figures.ts';
import { content as labContent, difficultySteps } from './lab.ts';
import { describeMove, menuPath } from './menu.ts';
import { moveSchema, type Move } from './moves.ts';
import { heroesFor, optionsSchema, type Options } from './options.ts';
import { legalMoves, problem, applyMove } from './rules/players.ts';
import { setupGame } from './rules/setup.ts';
import { cloneState, type DiceState } from './state.ts';
import { terms } from './terms.ts';
import { renderText } from './text.ts';
import { determinize, viewOf, type DiceView } from './view.ts';
import { faceName, heroName, RULES_SIDE } from './words.ts';
import { content } from './content/index.ts';

export type { DiceState } from './state.ts';
export type { Move } from './moves.ts';
export type { Options } from './options.ts';
export type { DiceView } from './view.ts';

const NOBODY: number[] = [];
const SEATS: number[][] = [[0], [1], [2], [3], [4]];
const actors = (s: DiceState): number[] => (s.current < 0 ? NOBODY : SEATS[s.heroes[s.current].seat]);

const rules = defineRules<DiceState, Move, DiceEvent>({
  moveSchema,
  problem: (s, seat, move): Problem | null => problem(s, seat, move),
  clone: cloneState,
  apply: applyMove,
  words: (events) => headlineLog(events, 3),
  legalMoves,
  actors,
});

/** Gate Defense: the co-operative tower-defense dice game of seed 003. */
export const dice: Game<DiceState, Move, Options, DiceView> = {
  id: 'dice',
  title: 'Gate Defense',
  version: '1',
  kind: { turns: 'strict', chance: true, information: 'hidden', play: 'cooperative', players: { min: 1, max: 5 } },
  options: optionsSchema,
  moveSchema,
  playerCounts: (o) => heroSeatCounts(o.heroes, 5),
  seatName: (players, o, seat) => {
    const mine = seatHeroes(heroesFor(players, o), players, seat);
    return `Player ${seat + 1} (${mine.map(heroName).join(' & ')})`;
  },
  setup: (players, options, random) => setupGame(players, options, random),
  actors: (s) => actors(s).slice(),
  legalMoves,
  play: rules.play,
  fast: rules.fast,
  view: (s) => viewOf(s),
  determinize,
  // A move that ends the round reveals the next event card even when no die was rolled: it cannot be taken back.
  isFinal: (before, _seat, _move, after) => after.discard.length !== before.discard.length,
  outcome: (s) => teamOutcome(s.players, s.result, RULES_SIDE),
  describeMove,
  menuPath,
  terms,
  renderText,
  evaluate,
  figures,
  // The search's guides (guide.ts): the heuristic's pick first, then the best builds; heuristic playouts.
  candidateMoves,
  playoutMove,
  difficultySteps,
  content: labContent,
  bots: { heuristic: heuristicBot, ...searchBots },
  levels: DICE_LEVELS,
  // A guided MCTS iteration takes about 1.1 ms here (bench): a hint searches 1500 / 3 = 500 of them, about 0.55 s.
  searchCost: 3,
  setupLog: (s) => {
    const first = s.discard[0];
    return [
      { text: `${content.scenario(s.scenario).name}: ${content.scenario(s.scenario).story}` },
      ...(first ? [{ text: `Round 1: the first event card is "${faceName(first.face, s.scenario)}"; the enemies have made their first move.` }] : []),
    ];
  },
};

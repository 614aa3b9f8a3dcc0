import { defineRules, type Game } from '@ramparts/engine';
import { headlineLog, heroSeatCounts, seatHeroes, teamOutcome } from '../common/cooperative.ts';
import { heuristicBot } from './bot.ts';
import { candidateMoves, casualBot, playoutMove, searchBot } from './search.ts';
import { content } from './content/index.ts';
import { evaluate } from './evaluate.ts';
import { figures } from './figures.ts';
import { content as labContent, difficultySteps } from './lab.ts';
import type { CrystalEvent } from './events.ts';
import { describeMove, menuPath } from './menu.ts';
import { moveSchema, type Move } from './moves.ts';
import { heroesFor, optionsSchema, type Options } from './options.ts';
import { actors, applyMove, cloneState, legalMoves, problem } from './rules/index.ts';
import { mapLevelWords } from './rules/level.ts';
import { setupGame } from './rules/setup.ts';
import type { CrystalState, CrystalView } from './state.ts';
import { terms } from './terms.ts';
import { renderText } from './text.ts';
import { viewOf, determinize } from './view.ts';
import { heroName, RULES_SIDE } from './words.ts';

export type { CrystalState, CrystalView } from './state.ts';
export type { Move } from './moves.ts';
export type { Options } from './options.ts';

const rules = defineRules<CrystalState, Move, CrystalEvent>({
  moveSchema,
  problem,
  clone: cloneState,
  apply: applyMove,
  words: (events) => headlineLog(events, 4),
  legalMoves,
  actors,
});

/** Crystal Defenders (seed 004): heroes build defenses around a crystal against waves of enemies, together. */
export const crystal: Game<CrystalState, Move, Options, CrystalView> = {
  id: 'crystal',
  title: 'Crystal Defenders',
  version: '1',
  kind: { turns: 'free', chance: true, information: 'hidden', play: 'cooperative', players: { min: 1, max: 8 } },
  options: optionsSchema,
  moveSchema,
  playerCounts: (o) => heroSeatCounts(o.heroes, 8),
  seatName: (players, o, seat) => {
    const mine = seatHeroes(heroesFor(players, o), players, seat);
    return `Player ${seat + 1} (${mine.map(heroName).join(' & ')})`;
  },
  setup: (players, options, random) => setupGame(players, options, random),
  actors,
  legalMoves,
  play: rules.play,
  fast: rules.fast,
  view: (s) => viewOf(s),
  determinize,
  // A Board phase that spawned drew cards from the deck: it revealed them, so it cannot be taken back.
  isFinal: (before, _seat, _move, after) => after.used.length !== before.used.length || after.deck.join() !== before.deck.join(),
  outcome: (s) => teamOutcome(s.players, s.result, RULES_SIDE),
  describeMove,
  menuPath,
  terms,
  renderText,
  evaluate,
  figures,
  candidateMoves,
  playoutMove,
  difficultySteps,
  content: labContent,
  levels: { easy: 'casual', normal: 'heuristic', hard: 'search', expert: null },
  // A guided MCTS iteration takes about 8 ms here (bench): a hint searches 1500 / 20 = 75 of them, about 0.6 s.
  searchCost: 20,
  bots: {
    heuristic: heuristicBot,
    casual: casualBot,
    search: (seed) => searchBot(seed, { samples: 12, phases: 2, margin: 2 }),
  },
  setupLog: (s) => {
    const map = content.map(s.map);
    const level = s.difficulty === 'rulebook' ? '' : mapLevelWords(s.map);
    return [{ text: `${map.name}: ${map.description} Defend the crystal for ${s.wavesToWin} waves; the team starts with ${s.mana} mana.${level ? ` ${level}` : ''}` }];
  },
};

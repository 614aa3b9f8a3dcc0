import { defineRules, type Game, type GameMigration, type Outcome, type Seat } from '@ramparts/engine';
import { evaluate, heuristicBot } from './bot.ts';
import { plainSearchBot } from '../common/bots.ts';
import { candidateMoves, guidedBot, playoutMove } from './guide.ts';
import { moveSchema, type TracksMove } from './moves.ts';
import { applyMove } from './rules/apply.ts';
import { optionsOfVersion2, type Version2Options } from './campaign/version2.ts';
import { actors, legalMoves, problem } from './rules/legal.ts';
import { optionsSchema, playerCounts, setup, type TracksOptions } from './rules/setup.ts';
import { versusExp } from './rules/versus.ts';
import { objectivesOf, objectiveStatus } from './rules/objectives.ts';
import { versusContent } from './versus/index.ts';
import { cloneState, type TracksState } from './state.ts';
import { describeMove, RULES_SIDE, seatName, words } from './text.ts';
import { menuPath } from './menu.ts';
import { terms } from './terms.ts';
import { figures } from './figures.ts';
import { content, difficultySteps, versusModes } from './lab.ts';
import { renderText, view, type TracksView } from './view.ts';

export type { TracksMove } from './moves.ts';
export type { TracksOptions } from './rules/setup.ts';
export type { Credit, Stack, Tower, TracksState, VersusState, Wave } from './state.ts';
export type { TracksView } from './view.ts';

function outcome(s: TracksState): Outcome | null {
  if (!s.result) return null;
  if (s.versus) return versusOutcome(s, s.versus.score);
  const everyone = Array.from({ length: s.players }, (_, i) => i);
  const scores = everyone.map(() => s.lives);
  const lives = `${s.lives} ${s.lives === 1 ? 'life' : 'lives'}`;
  const objectives = objectivesOf(s);
  const done = objectives.length ? ` Special ${objectives.length === 1 ? 'Objective' : 'Objectives'} completed: ${objectives.map((o) => o.name).join(', ')}.` : '';
  if (s.result === 'victory' && (s.queue.length > 0 || s.waves.length > 0)) return { winners: everyone, reason: `A Special Objective ends the session early: victory with ${lives} left.${done}`, scores };
  if (s.result === 'victory') return { winners: everyone, reason: `Every wave is defeated or gone: victory with ${lives} left.${done}`, scores };
  // A failed session is the waves' win: front ends name them rather than "nobody won".
  return { winners: [], reason: failureWords(s), scores, automatonWinner: RULES_SIDE };
}

function failureWords(s: TracksState): string {
  if (s.result === 'lives') return 'The last life is lost: the session ends in failure.';
  if (s.result === 'track') return 'Too much track is lost: the session ends in failure.';
  const failed = objectivesOf(s).find((o) => objectiveStatus(s, o) !== 'met');
  return `The Special Objective ${failed ? `"${failed.name}"` : ''} can no longer be completed: the session ends in failure.`;
}

/**
 * Versus Sandbox: the team wins or fails together; on a victory the best performers (highest performance score)
 * are the winners, and everyone earns Versus EXP (README "Versus Sandbox"). Scores are the performance scores.
 */
function versusOutcome(s: TracksState, score: number[]): Outcome {
  const victory = s.result === 'victory';
  const exp = versusExp(victory, s.lives, score);
  const best = Math.max(...score);
  const perf = `Performance: ${score.map((x, i) => `${seatName(i)} ${x}`).join(', ')}.`;
  if (!victory) return { winners: [], reason: `${failureWords(s).replace(': the session ends in failure.', '')}: nobody survives, nobody earns Versus EXP. ${perf}`, scores: score.slice(), automatonWinner: RULES_SIDE };
  const winners = score.flatMap((x, i) => (x === best ? [i] : []));
  const earned = exp.map((x, i) => `${seatName(i)} ${x}`).join(', ');
  return { winners, reason: `Every wave is defeated or gone: victory with ${s.lives} ${s.lives === 1 ? 'life' : 'lives'} left. ${perf} Versus EXP: ${earned} (+${versusContent.exp.bestBonus} for the best performance: ${winners.map(seatName).join(', ')}).`, scores: score.slice() };
}

/**
 * The rules, written once: `play` checks the move's shape and `problem`, clones and applies; the bots' `fast` path
 * applies with no events. The events are the rules' lines in words, the acting line first (see `applyMove`).
 */
const rules = defineRules<TracksState, TracksMove, string>({
  moveSchema,
  problem,
  clone: cloneState,
  apply: applyMove,
  // A headline in words, then the rules' lines as detail (text.ts).
  words,
  legalMoves,
  actors,
});

/**
 * Version 1 → 2: Charge towers charged at rest and restored track went back to its own space; records of version
 * 1 keep those readings (the `legacy` option) so they replay as they were played. The other changes of version 2
 * (the Game Condition window, no cap on Phase 6, larger Sandbox fields, campaign page income and wave ranks) only
 * allow more, so every move of an old record stays legal and does the same.
 * Version 2 → 3: the Sandbox level presets and campaign pages calibrated for one player (issue #27, README "Lab");
 * records of version 2 keep the numbers they were played with (`campaign/version2.ts`).
 */
export const migrations: GameMigration[] = [
  {
    from: '1',
    to: '2',
    up: (record) => ({ options: { ...(record.options as object), legacy: ['charge-at-rest', 'restore-in-place'] }, moves: record.moves }),
  },
  { from: '2', to: '3', up: (record) => ({ options: optionsOfVersion2(record.options as Version2Options), moves: record.moves }) },
];

/** Tracks & Waves (seed 000): a cooperative tower defense on two tracks of tiles, Cooperative Sandbox. */
export const tracks: Game<TracksState, TracksMove, TracksOptions, TracksView> = {
  id: 'tracks',
  title: 'Tracks & Waves',
  version: '3',
  // Perfect information: waves are face up, and the face-down piles (Mk I deck, Wave Modifiers, Game
  // Conditions) keep no order in the state: each card is drawn when it is revealed (README "Hidden piles").
  kind: { turns: 'free', chance: true, information: 'perfect', play: 'cooperative', players: { min: 1, max: 4 } },
  options: optionsSchema,
  moveSchema,
  playerCounts,
  seatName: (_players: number, _options: TracksOptions, seat: Seat) => seatName(seat),
  setup,
  actors,
  legalMoves,
  play: rules.play,
  view,
  outcome,
  describeMove,
  renderText: (v, _seat, ended) => renderText(v, ended),
  menuPath,
  terms,
  figures,
  evaluate,
  fast: rules.fast,
  migrations,
  // The search's guides (guide.ts): the heuristic's move first, no sales, heuristic playouts.
  candidateMoves,
  playoutMove,
  difficultySteps,
  versusModes,
  content,
  // Levels (README "Bots"): easy is the plain search with random playouts, normal the heuristic, hard the search
  // guided by the heuristic (shortlist and playouts, guide.ts).
  levels: { easy: 'plain-30', normal: 'heuristic', hard: 'guided-300', expert: null },
  // A guided MCTS iteration takes about 0.17 ms here (bench): a hint searches 1500 / 2 = 750 of them, about 0.13 s.
  searchCost: 2,
  bots: {
    'plain-30': plainSearchBot(30),
    heuristic: heuristicBot,
    'heuristic-plain': (seed: string) => heuristicBot(seed, false),
    'guided-300': (seed: string) => guidedBot(seed, { iterations: 300 }),
    'guided-1000': (seed: string) => guidedBot(seed, { iterations: 1000 }),
  },
};

export default tracks;

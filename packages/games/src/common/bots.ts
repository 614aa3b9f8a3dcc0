import { MctsBot, type Bot } from '@ramparts/engine';

/**
 * A short MCTS that ignores the game's guides (every move, random playouts): the `easy` level of games whose guides
 * would make even 30 iterations play like the heuristic. Named `plain-<iterations>`.
 */
export function plainSearchBot(iterations: number): (seed: string) => Bot {
  return (seed) => new MctsBot(seed, { iterations, guided: false }, `plain-${iterations}`);
}

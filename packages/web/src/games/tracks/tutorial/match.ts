import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { TUTORIAL_SETUP, TUTORIAL_STEPS, type TutorialStep } from './script.ts';

/** A new match of the tutorial's game (its fixed seed and options). */
export function tutorialMatch(): Match {
  return Match.create(findGame('tracks')!, { players: TUTORIAL_SETUP.players, seed: TUTORIAL_SETUP.seed, options: TUTORIAL_SETUP.options });
}

/** Plays a step: the player's move, then the moves the tutorial makes itself. Throws the engine's RuleError when one is not legal. */
export function playStep(match: Match, step: TutorialStep): void {
  match.play(0, step.move);
  for (const m of step.then ?? []) match.play(0, m);
}

/** The tutorial's match after its first `count` steps (the rules page draws its diagrams from these). */
export function tutorialMatchAfter(count: number): Match {
  const match = tutorialMatch();
  for (const step of TUTORIAL_STEPS.slice(0, count)) playStep(match, step);
  return match;
}

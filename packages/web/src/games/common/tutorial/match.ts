import { Match } from '@ramparts/engine';
import type { TutorialScript, TutorialStep } from './types.ts';

/** A new match of the script's game (its fixed seats, seed and options). */
export function scriptMatch(script: TutorialScript): Match {
  return Match.create(script.game, script.setup);
}

/**
 * Plays a step: the learner's move, then the moves the tutorial makes itself, each by the seat that acts then.
 * Throws the engine's RuleError when one is not legal.
 */
export function playStep(match: Match, script: TutorialScript, step: TutorialStep): void {
  const seat = step.seat ?? script.seat;
  match.play(seat, step.move);
  for (const m of step.then ?? []) {
    const actors = match.actors();
    match.play(actors.includes(seat) ? seat : actors[0], m);
  }
}

/** The script's match after its first `count` steps (a rules page may draw diagrams from these). */
export function scriptMatchAfter(script: TutorialScript, count: number): Match {
  const match = scriptMatch(script);
  for (const step of script.steps.slice(0, count)) playStep(match, script, step);
  return match;
}

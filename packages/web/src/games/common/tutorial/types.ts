import type { AnyGame } from '@ramparts/engine';
/**
 * A guided first game as data: a real match (its game, seats, seed and options fixed, so every run is the same)
 * and the steps that play it. The page (`TutorialPage.tsx`) offers each step's move one click at a time on the
 * game's own board; each game's `tutorial/script.test.tsx` plays the steps through the engine.
 */
export interface TutorialStep<M = unknown> {
  /** A short heading: the idea the step teaches. */
  title: string;
  /** What to do and why, in one or two sentences. */
  say: string;
  /** The one move the step waits for; only its clicks are offered, one at a time. */
  move: M;
  /** The seat the learner plays in this step, when not the script's (a duel taught from both sides). */
  seat?: number;
  /** Moves the tutorial then plays by itself (said in `after`), each by the seat that has to act then: the learner's other choices, a rival's or the rules' moves. */
  then?: M[];
  /** What just happened, explained. */
  after: string;
}

export interface TutorialScript<M = unknown> {
  /** The game's rules (a script imports its own game, so the page loads only that one). */
  game: AnyGame;
  setup: { players: number; seed: string; options: Record<string, unknown> };
  /** The learner's seat (a step may name another). */
  seat: number;
  /** The seats' names on the board and in its words. */
  seatNames: string[];
  /** One line under the page's heading: what this short game is. */
  intro: string;
  steps: TutorialStep<M>[];
  /** Said when the last step is done, above "Play a real game". */
  end: { title: string; text: string };
}

import type { Problem as RuleProblem } from '@ramparts/engine';

/** Why a move is not allowed (the engine's stable kebab-case code and a sentence), or null when it is. */
export type Problem = RuleProblem | null;

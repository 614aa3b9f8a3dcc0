import type { z } from 'zod';

/*
 * What a map game's checks say of a map: one problem a line, at the path of the field that is wrong (["spaces", "3",
 * "next", "1"]), in words a designer reads. The studio shows them as the map is drawn; each game's map schema runs
 * the same checks, so `content.apply` refuses the map with the first of them (RuleError 'bad-content').
 */

export interface MapProblem {
  /** Where in the map file the problem is: keys and list indexes, as text. */
  path: string[];
  message: string;
}

/** A problem at `path` (numbers become indexes as text). */
export const problem = (path: readonly (string | number)[], message: string): MapProblem => ({ path: path.map(String), message });

/** Hands `problems` to a zod refinement as its issues, each at its path. */
export function reportProblems(ctx: z.RefinementCtx, problems: readonly MapProblem[]): void {
  for (const p of problems) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
}


import type { AnyGame, GameContent } from '../game.ts';
import { parseOptions } from '../match.ts';
import { brief } from './json.ts';

// The lab's hooks on a game (difficulty ladder, versus set-ups, content), checked by the conformance kit when the
// game declares them: a broken hook would otherwise fail only in the middle of a long lab run.

function uniqueIds(game: AnyGame, what: string, list: readonly { id: string }[]): void {
  const seen = new Set<string>();
  for (const { id } of list) {
    if (typeof id !== 'string' || !/^[\w.-]+$/.test(id)) throw new Error(`${game.id}: ${what} id ${brief(id)} is not a file-safe word`);
    if (seen.has(id)) throw new Error(`${game.id}: two ${what}s share the id "${id}"`);
    seen.add(id);
  }
}

/** Options parse, and how many seats they allow, or a message naming the step or mode. */
function seatsFor(game: AnyGame, what: string, id: string, options: Record<string, unknown>): { min: number; max: number } {
  let parsed: unknown;
  try {
    parsed = parseOptions(game, options);
  } catch (e) {
    throw new Error(`${game.id}: the options of ${what} "${id}" do not parse: ${(e as Error).message}`, { cause: e });
  }
  return game.playerCounts(parsed);
}

/** Every difficulty step's options parse and allow its players; ids are distinct. */
export function difficultyStepsCheck(game: AnyGame): void {
  const steps = game.difficultySteps ?? [];
  uniqueIds(game, 'difficulty step', steps);
  for (const step of steps) {
    const { min, max } = seatsFor(game, 'difficulty step', step.id, step.options);
    const players = step.players ?? min;
    if (!Number.isInteger(players) || players < min || players > max) {
      throw new Error(`${game.id}: difficulty step "${step.id}" is played by ${players} players, but its options allow ${min} to ${max}`);
    }
    if (!step.label) throw new Error(`${game.id}: difficulty step "${step.id}" has no label`);
  }
}

/** Every versus mode's options parse and allow two seats or more; ids are distinct. */
export function versusModesCheck(game: AnyGame): void {
  const modes = game.versusModes ?? [];
  uniqueIds(game, 'versus mode', modes);
  for (const mode of modes) {
    const { max } = seatsFor(game, 'versus mode', mode.id, mode.options);
    if (max < 2) throw new Error(`${game.id}: versus mode "${mode.id}" allows at most ${max} seat, and seats need someone to play against`);
  }
}

/** The patch that sets the first number found in the content (depth first, in key order) to itself, or null. */
export function firstNumberPatch(files: Record<string, unknown>): Record<string, unknown> | null {
  const find = (value: unknown): unknown => {
    if (typeof value === 'number') return value;
    if (value === null || typeof value !== 'object') return undefined;
    for (const [key, inner] of Object.entries(value)) {
      const found = find(inner);
      if (found !== undefined) return { [key]: found };
    }
    return undefined;
  };
  for (const [name, data] of Object.entries(files)) {
    const patch = find(data);
    if (patch !== undefined && typeof patch === 'object') return { [name]: patch };
  }
  return null;
}

/** `apply({})` changes nothing; setting the first number to itself and undoing leaves every file as it was. */
export function contentCheck(game: AnyGame, content: GameContent): void {
  const snapshot = () => JSON.stringify(content.files);
  const before = snapshot();
  if (Object.keys(content.files).length === 0) throw new Error(`${game.id}: content has no files`);
  content.apply({})();
  if (snapshot() !== before) throw new Error(`${game.id}: content.apply({}) and its undo changed the content`);
  const patch = firstNumberPatch(content.files);
  if (!patch) throw new Error(`${game.id}: content holds no number the lab could vary`);
  const undo = content.apply(patch);
  if (snapshot() !== before) throw new Error(`${game.id}: setting a number to itself (${brief(patch)}) changed the content`);
  undo();
  if (snapshot() !== before) throw new Error(`${game.id}: undoing ${brief(patch)} did not give the content back`);
}

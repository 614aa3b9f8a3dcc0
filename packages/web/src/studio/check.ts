import { Match, RuleError, variantGame, type AnyGame, type Variant } from '@ramparts/engine';
import { getIn, type Path, type Plain } from './patch.ts';

/** A problem of the variant, in words, on the field it belongs to (`path` inside `file`), or on the whole variant. */
export interface Problem {
  file: string | null;
  /** The path the game's check named ("towers.0.purchase"), split; empty for the whole file. */
  path: Path;
  /** The field the words are shown on: the deepest part of `path` the edited file still has. */
  at: Path;
  text: string;
}

/** "towers.0.purchase: expected at least 0, got -1" → the path and the words (a detail line of `shapeProblems`). */
export function splitDetail(line: string): { path: Path; text: string } {
  const m = /^([^:\s]*): (.*)$/s.exec(line);
  if (!m) return { path: [], text: line };
  const path = m[1] === '(root)' || m[1] === '' ? [] : m[1]!.split('.').map((k) => (/^(0|[1-9]\d*)$/.test(k) ? Number(k) : k));
  return { path, text: m[2]! };
}

/** The deepest part of `path` that `data` has: a missing field's words go on the group that misses it. */
export function nearestField(data: unknown, path: Path): Path {
  for (let n = path.length; n > 0; n--) if (getIn(data, path.slice(0, n)) !== undefined) return path.slice(0, n);
  return [];
}

/** A refusal's problems on their fields: every detail line, else the message itself. */
export function problemsOf(error: unknown, file: string | null, data: unknown): Problem[] {
  if (error instanceof RuleError && error.details?.length) {
    return error.details.map((d) => {
      const { path, text } = splitDetail(d);
      return { file, path, at: nearestField(data, path), text };
    });
  }
  return [{ file, path: [], at: [], text: error instanceof Error ? error.message : String(error) }];
}

/**
 * Checks a patch as the engine will: each changed file by its schema (`content.apply`, undone at once), then the
 * whole variant as a game that can be set up (`variantGame`, a table of the fewest players the rules allow).
 */
export function checkPatch(game: AnyGame, patch: Record<string, Plain>, edited: Record<string, unknown>): Problem[] {
  const content = game.content;
  if (!content) return [{ file: null, path: [], at: [], text: `${game.title} has no content a variant can change.` }];
  const problems: Problem[] = [];
  for (const [file, filePatch] of Object.entries(patch)) {
    try {
      content.apply({ [file]: filePatch })();
    } catch (e) {
      problems.push(...problemsOf(e, file, edited[file]));
    }
  }
  if (problems.length || Object.keys(patch).length === 0) return problems;
  try {
    const variant: Variant = { format: 1, game: game.id, name: 'check', patch };
    const played = variantGame(game, variant);
    const options = played.options.parse({});
    Match.create(played, { players: played.playerCounts(options).min, options, seed: 'studio-check' });
  } catch (e) {
    problems.push({ file: null, path: [], at: [], text: `A game cannot be set up with these numbers: ${e instanceof Error ? e.message : String(e)}` });
  }
  return problems;
}

/** The content as a variant's patch makes it: patched, copied, and put back at once. */
export function patchedContent(game: AnyGame, patch: Record<string, unknown>): Record<string, unknown> {
  const content = game.content!;
  const undo = content.apply(patch);
  try {
    return structuredClone(content.files);
  } finally {
    undo();
  }
}

/**
 * Each file's problems by the field they are shown on (`Problem.at`, its path joined with dots): a missing field's
 * words go on its group, naming the field ("purchase: missing; expected a whole number").
 */
export function problemsByFile(problems: Problem[]): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  for (const p of problems) {
    if (!p.file) continue;
    const byPath = out.get(p.file) ?? new Map<string, string[]>();
    const key = p.at.join('.');
    const text = p.at.length < p.path.length ? `${p.path.slice(p.at.length).join('.')}: ${p.text}` : p.text;
    byPath.set(key, [...(byPath.get(key) ?? []), text]);
    out.set(p.file, byPath);
  }
  return out;
}

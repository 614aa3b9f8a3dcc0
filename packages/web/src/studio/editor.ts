import type { AnyGame, Variant } from '@ramparts/engine';
import { useCallback, useMemo, useState } from 'react';
import { checkPatch, type Problem } from './check.ts';
import { changesInWords, type Change } from './diff.ts';
import { historyOf, pushState, redo, undo, type History } from './history.ts';
import { contentPatch, setIn, type Path } from './patch.ts';

/** The content as edited, file by file. */
export type Files = Record<string, unknown>;

export interface Editor {
  files: Files;
  history: History<Files>;
  set(file: string, path: Path, value: unknown): void;
  undo(): void;
  redo(): void;
  /** Starts over from other content (a variant opened), with no history. */
  patch: Variant['patch'];
  changes: Change[];
  problems: Problem[];
}

/**
 * The studio's editing state: the content as edited (undo and redo over whole states), the patch against the
 * rulebook's content it makes, that patch in words, and the game's check of it, redone at every edit.
 */
export function useEditor(game: AnyGame, original: Files, initial: Files): Editor {
  const [history, setHistory] = useState<History<Files>>(() => historyOf(initial));
  const files = history.present;
  const patch = useMemo(() => contentPatch(original, files), [original, files]);
  const changes = useMemo(() => changesInWords(original, files), [original, files]);
  const problems = useMemo(() => checkPatch(game, patch, files), [game, patch, files]);
  const set = useCallback((file: string, path: Path, value: unknown) => setHistory((h) => pushState(h, { ...h.present, [file]: setIn(h.present[file], path, value) })), []);
  return {
    files,
    history,
    set,
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
    patch,
    changes,
    problems,
  };
}

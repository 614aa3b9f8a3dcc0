import type { AnyGame } from '@ramparts/engine';
import type { Problem } from '../check.ts';
import type { Files } from '../editor.ts';

/** What the studio gives a map editor: the content as edited, the check's problems, and the way to set a file. */
export interface MapEditorProps {
  game: AnyGame;
  /** The content as edited, file by file. */
  files: Files;
  /** The studio's problems of the whole variant (the map's own and those across files). */
  problems: Problem[];
  readOnly: boolean;
  /** Sets a file's new value: one step of the studio's undo, its diff and its checks. */
  set(file: string, value: unknown): void;
}

/** One problem of a map as its editor lists it: in words, with the place of the map it is about, if any. */
export interface MapProblemShown<P> {
  message: string;
  place: P | null;
}

import type { ComponentType } from 'react';
import { CrystalMapEditor } from './CrystalMapEditor.tsx';
import { DiceRoadEditor } from './DiceRoadEditor.tsx';
import { TracksLayoutEditor } from './TracksLayoutEditor.tsx';
import type { MapEditorProps } from './types.ts';

export type { MapEditorProps } from './types.ts';

/** The map editor of a game whose maps are drawn by clicking (issue #32), or null: its maps are edited as forms. */
export function mapEditorFor(game: string): ComponentType<MapEditorProps> | null {
  switch (game) {
    case 'dice':
      return DiceRoadEditor;
    case 'crystal':
      return CrystalMapEditor;
    case 'tracks':
      return TracksLayoutEditor;
    default:
      return null;
  }
}

/** The game's map editor, if it has one (mounted by the studio above its forms). */
export function GameMapEditor(props: MapEditorProps) {
  const Editor = mapEditorFor(props.game.id);
  return Editor ? <Editor {...props} /> : null;
}

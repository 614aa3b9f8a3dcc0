// Type-only imports of the game's own view and moves (the games package exports only its registry and content).
import type { Move as CrystalMove } from '@ramparts/games/crystal/moves.ts';
import type { CrystalView } from '@ramparts/games/crystal/state.ts';
import type { GameUi } from '../types.ts';
import { CrystalBoard } from './Board.tsx';
import { CrystalRules } from './Rules.tsx';
import { label, path } from './keys.ts';
import { combat, help, legend, panels } from './table.tsx';
import { heroName, plural } from './words.ts';

function status(v: CrystalView): string {
  if (v.result) return v.result.reason;
  const acting = v.heroes.filter((h) => !h.done).map((h) => heroName(h.hero));
  return `Wave ${v.wave} of ${v.wavesToWin} · Hero phase ${v.turn} · mana ${v.mana} · ${plural(v.enemies.length, 'enemy')}${acting.length ? ` · to act: ${acting.join(', ')}` : ''}`;
}

export const crystalUi: GameUi<CrystalView, CrystalMove> = {
  Board: CrystalBoard,
  path,
  label,
  Rules: CrystalRules,
  status,
  panels,
  legend,
  help,
  combat,
};

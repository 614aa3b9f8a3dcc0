// Type-only imports of the game's own view and moves (the games package exports only its registry and content).
import type { Move as DiceMove } from '@ramparts/games/dice/moves.ts';
import type { DiceView } from '@ramparts/games/dice/view.ts';
import type { GameUi } from '../types.ts';
import { DiceBoard } from './Board.tsx';
import { DiceRules } from './Rules.tsx';
import { label, path } from './keys.ts';
import { combat, help, legend, panels } from './table.tsx';
import { actingHero, heroShort } from './words.ts';

function status(v: DiceView): string {
  if (v.result) return v.result.reason;
  const h = actingHero(v);
  const who = h ? `${heroShort(h.id)} (Player ${h.seat + 1}) acts, ${h.actions} action${h.actions === 1 ? '' : 's'} left` : '';
  return `Round ${v.round} · ${who} · gold ${v.gold} · gate ${v.gate.join(' ') || 'fallen'}${v.waiting ? ' · Wait: no card until the map is clear' : ''}`;
}

export const diceUi: GameUi<DiceView, DiceMove> = {
  Board: DiceBoard,
  path,
  label,
  Rules: DiceRules,
  status,
  panels,
  legend,
  help,
  combat,
};

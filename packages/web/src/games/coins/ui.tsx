// Type-only imports of the game's own view and moves (the games package exports only its registry).
import type { Move as CoinsMove } from '@ramparts/games/coins/moves.ts';
import type { CoinsView } from '@ramparts/games/coins/view.ts';
import type { GameUi } from '../types.ts';
import { CoinsBoard } from './Board.tsx';
import { combat, help, legend, panels } from './guide.tsx';
import { label, ownMap } from './labels.ts';
import { CoinsRules } from './Rules.tsx';

function path(m: CoinsMove, v: CoinsView): string[] {
  switch (m.type) {
    case 'role':
      return [`role:${m.role}`];
    case 'place':
      return [`place:${m.value}`, `sq:${ownMap(v)}:${m.square}`];
    case 'advance':
      return [`soldier:${m.map}:${m.square}:${m.level}`, `steps:${m.steps}`];
    case 'hit':
      return [`hit:${m.map}:${m.square}`];
    default:
      return [m.type];
  }
}

const PHASES: Record<string, string> = { role: 'choosing a role', attack: 'attacking', defend: 'tossing the garrison', damage: 'shooting', over: 'game over' };

export const coinsUi: GameUi<CoinsView, CoinsMove> = {
  Board: CoinsBoard,
  path,
  label,
  Rules: CoinsRules,
  // Only Crusade puts a player out (a fallen castle): each realm is its player's.
  isOut: (v, seat) => v.mode === 'crusade' && !!v.maps[seat]?.out,
  status: (v, names) => (v.outcome ? v.outcome.reason : `Turn ${v.turn} · ${v.toAct !== null ? names[v.toAct] ?? `Player ${v.toAct + 1}` : ''} ${PHASES[v.phase] ?? v.phase}. ${v.prompt}`),
  panels,
  legend,
  help,
  combat,
};

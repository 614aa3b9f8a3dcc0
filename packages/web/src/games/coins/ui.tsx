// Type-only imports of the game's own view and moves (the games package exports only its registry).
import type { Move as CoinsMove } from '@ramparts/games/coins/moves.ts';
import type { CoinsView } from '@ramparts/games/coins/view.ts';
import type { GameUi } from '../types.ts';
import { CoinsBoard, ownMap } from './Board.tsx';
import { CoinsRules } from './Rules.tsx';

type MapView = CoinsView['maps'][number];


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

function mapName(v: CoinsView, map: number): string {
  return v.mode === 'crusade' ? ` of ${v.maps[map]?.name ?? `map ${map + 1}`}` : '';
}

function label(key: string, v: CoinsView): string {
  const [kind, a, b, c] = key.split(':');
  switch (kind) {
    case 'role':
      return a === 'attacker' ? 'Attack this turn' : 'Defend this turn';
    case 'place':
      return `New ${a}c soldier`;
    case 'sq':
      return `on square ${b}${mapName(v, Number(a))}`;
    case 'soldier': {
      const s: MapView['squares'][number][number] | undefined = v.maps[Number(a)]?.squares[Number(b) - 1]?.[Number(c)];
      return `${s ? `${s.value}c${s.wounded ? ' wounded' : ''} soldier` : 'Soldier'} on square ${b}${mapName(v, Number(a))}`;
    }
    case 'steps':
      return `forward ${a} square${a === '1' ? '' : 's'}`;
    case 'hit':
      return `Shoot square ${b}${mapName(v, Number(a))}`;
    case 'endToss':
      return 'End this toss';
    case 'tossAgain':
      return 'Toss the garrison again';
    case 'stop':
      return `Stop and inflict ${v.damage} damage`;
    default:
      return key;
  }
}

const PHASES: Record<string, string> = { role: 'choosing a role', attack: 'attacking', defend: 'tossing the garrison', damage: 'shooting', over: 'game over' };

export const coinsUi: GameUi<CoinsView, CoinsMove> = {
  Board: CoinsBoard,
  path,
  label,
  Rules: CoinsRules,
  status: (v, names) => (v.outcome ? v.outcome.reason : `Turn ${v.turn} · ${v.toAct !== null ? names[v.toAct] ?? `Player ${v.toAct + 1}` : ''} ${PHASES[v.phase] ?? v.phase}. ${v.prompt}`),
};

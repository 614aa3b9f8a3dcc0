// Type-only imports of the game's own view and moves (the games package exports only its registry).
import type { CardsMove } from '@ramparts/games/cards/moves.ts';
import type { CardsView } from '@ramparts/games/cards/view.ts';
import type { GameUi } from '../types.ts';
import { CardsBoard } from './Board.tsx';
import { cardName, LEVELS, suitIndex, suitName } from './cardinfo.ts';
import { combat, help, legend, panels } from './guide.tsx';
import { CardsRules } from './Rules.tsx';
import { endWords, stepWords, who } from './words.ts';

function path(m: CardsMove, v: CardsView): string[] {
  const as = 'as' in m && m.as ? [`as:${m.as}`] : [];
  switch (m.type) {
    case 'swap':
      return [`hand:${m.card}`, `pile:${m.from}`];
    case 'build':
      return ['build'];
    case 'land': {
      const a = v.flight.find((f) => f.id === m.attack);
      return [`attack:${m.attack}`, `level:${a?.to ?? 0}:${m.level}`];
    }
    case 'attack':
      return [`hand:${m.card}`, `tower:${m.target}`, ...as];
    case 'deflect':
      return [`hand:${m.card}`, `flight:${m.attack}`, ...as];
    case 'repair':
    case 'rebuild':
      return [`hand:${m.card}`, `level:${v.seat ?? 0}:${m.level}`];
    case 'discard':
      return [`hand:${m.card}`, 'trash'];
    case 'draw':
      return [`pile:${m.from}`];
    case 'stop':
      return ['stop'];
  }
}

/** A step in plain words, for the action bar and keyboard users: a short verb first. */
function label(key: string, v: CardsView): string {
  const [kind, a, b] = key.split(':');
  const tower = (s: number) => (s === v.seat ? 'your tower' : `Player ${s + 1}'s tower`);
  switch (kind) {
    case 'hand':
      return `Pick the ${cardName(a)}`;
    case 'pile':
      return a === 'pile' ? 'Draw pile' : `Discard pile${v.discard.length ? ` (${cardName(v.discard[v.discard.length - 1])})` : ''}`;
    case 'build':
      return 'Lay your tower down';
    case 'attack': {
      const f = v.flight.find((x) => x.id === Number(a));
      return f ? `Land your ${cardName(f.card)} on Player ${f.to + 1}` : 'Land your attack';
    }
    case 'flight': {
      const f = v.flight.find((x) => x.id === Number(a));
      return f ? `Deflect Player ${f.from + 1}'s ${cardName(f.card)}` : 'Deflect';
    }
    case 'level': {
      const i = suitIndex(b);
      const level = v.players[Number(a)]?.tower?.[i];
      const what = Number(a) === v.seat && v.step !== 'land' ? (level ? 'Repair' : 'Rebuild') : 'Hit';
      return `${what} the ${LEVELS[i]} of ${tower(Number(a))}`;
    }
    case 'tower':
      return `Attack ${tower(Number(a))}`;
    case 'as':
      return `As ${suitName(a)}`;
    case 'trash':
      return 'Discard it';
    case 'stop':
      return 'Draw no third card';
    default:
      return key;
  }
}

export const cardsUi: GameUi<CardsView, CardsMove> = {
  Board: CardsBoard,
  path,
  label,
  Rules: CardsRules,
  scoreTitle: () => 'Tower levels standing',
  isOut: (v, seat) => !!v.players[seat]?.out,
  // After the end the turn is meaningless: say who won.
  status: (v, names) => (v.winners || v.step === 'over' ? endWords(v, names) : `${who(v, names, v.turn) === 'You' ? 'You' : who(v, names, v.turn)}: ${stepWords(v)}.`),
  panels,
  legend,
  help,
  combat,
};

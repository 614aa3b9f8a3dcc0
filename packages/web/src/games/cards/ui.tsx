// Type-only imports of the game's own view and moves (the games package exports only its registry).
import type { CardsMove } from '@ramparts/games/cards/moves.ts';
import type { CardsView } from '@ramparts/games/cards/view.ts';
import type { GameUi } from '../types.ts';
import { CardsBoard, cardName, LEVELS, SUITS } from './Board.tsx';
import { CardsRules } from './Rules.tsx';

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

function label(key: string, v: CardsView): string {
  const [kind, a, b] = key.split(':');
  const name = (s: number) => (s === v.seat ? 'your tower' : `Player ${s + 1}'s tower`);
  switch (kind) {
    case 'hand':
      return cardName(a);
    case 'pile':
      return a === 'pile' ? 'the draw pile' : `the discard pile${v.discard.length ? ` (${cardName(v.discard[v.discard.length - 1])})` : ''}`;
    case 'build':
      return 'Lay your tower down';
    case 'attack': {
      const f = v.flight.find((x) => x.id === Number(a));
      return f ? `Your ${cardName(f.card)} landing on Player ${f.to + 1}` : `Attack ${a}`;
    }
    case 'flight': {
      const f = v.flight.find((x) => x.id === Number(a));
      return f ? `deflect Player ${f.from + 1}'s ${cardName(f.card)} (at Player ${f.to + 1})` : `deflect attack ${a}`;
    }
    case 'level': {
      const suit = SUITS.indexOf(b as (typeof SUITS)[number]);
      const level = v.players[Number(a)]?.tower?.[suit];
      const what = Number(a) === v.seat ? (level ? (level.damaged ? 'repair' : 'hit') : 'rebuild') : 'hit';
      return `${what} the ${LEVELS[suit]} (${b}) of ${name(Number(a))}`;
    }
    case 'tower':
      return `attack ${name(Number(a))}`;
    case 'as':
      return `as ${LEVELS[SUITS.indexOf(a as (typeof SUITS)[number])]} (${a})`;
    case 'trash':
      return 'discard it';
    case 'stop':
      return 'Draw no third card';
    default:
      return key;
  }
}

const STEPS: Record<string, string> = { build: 'building (Part 1)', land: 'attacks landing', play: 'two plays', draw: 'drawing', over: 'game over' };

export const cardsUi: GameUi<CardsView, CardsMove> = {
  Board: CardsBoard,
  path,
  label,
  Rules: CardsRules,
  status: (v, names) =>
    v.winners
      ? v.winners.length
        ? `${v.winners.map((w) => names[w] ?? `Player ${w + 1}`).join(' and ')} won.`
        : 'Nobody won.'
      : `${names[v.turn] ?? `Player ${v.turn + 1}`}: ${STEPS[v.step] ?? v.step}${v.step === 'play' ? ` (${v.plays} of 2 made)` : ''}${v.step === 'draw' ? ` (${v.mustDraw} to draw${v.mayDraw ? ', one more allowed' : ''})` : ''}.`,
};

import { content as cardsContent } from '@ramparts/games/cards/content/index.ts';
import type { CardsView } from '@ramparts/games/cards/view.ts';
import type { ReactNode } from 'react';
import { PALETTE } from '../common/art.tsx';
import type { Fact, LegendItem, Panels } from '../types.ts';
import { BEATS, LEVELS, SUIT_COLOURS, SUIT_NAMES, SUITS } from './cardinfo.ts';
import { CardBack } from './CardArt.tsx';
import { SuitSymbol } from './SuitSymbol.tsx';
import { limits, towerHealth, who } from './words.ts';

// What the table draws beside the Elemental Towers board: the player panels, the legend, the help lines and the
// log's Combat filter.

/** Per seat: cards in hand (of the limit), the tower's levels and health, its bonuses now; shared: the piles. */
export function panels(v: CardsView, seatNames: string[]): Panels {
  const seats = v.players.map((p, i): Fact[] => {
    const name = who(v, seatNames, i);
    const hand: Fact = { label: 'Cards in hand', value: p.tower ? `${p.handCount} of ${limits(p).hand}` : p.handCount, tip: p.tower ? `Holds ${p.handCount}; the hand limit is ${limits(p).hand} (5 while the Moat stands undamaged, else 3).` : `Holds ${p.handCount} while building (five to start).` };
    if (p.out) return [{ label: 'Tower', value: 'fallen', tip: `${name} lost every level and is out.`, tone: 'warn' }, hand];
    if (!p.tower) return [{ label: 'Tower', value: p.mustBuild ? 'must build now' : 'building', tip: 'Still swapping cards to hold one of each suit; the tower is laid down when the hand is complete.' }, hand];
    const h = towerHealth(p);
    const l = limits(p);
    const gone = LEVELS.filter((_, i) => !p.tower![i]);
    return [
      { label: 'Tower levels', value: `${h.levels} of 5`, tip: gone.length ? `Gone: ${gone.join(', ')}.` : 'All five levels stand.', tone: h.levels <= 2 ? 'warn' : undefined },
      { label: 'Tower health', value: `${h.health} of 10`, tip: `2 for each sound level, 1 for each damaged one (${h.damaged} damaged).`, tone: h.health <= 4 ? 'warn' : undefined },
      hand,
      { label: 'Attacks / deflections a turn', value: `${l.attacks} / ${l.deflects}`, tip: 'Two attacks while the Dragon (Lizard) stands undamaged, else one; two deflections while the Soldiers (Scissors) do, else one.' },
      { label: 'Attacks coming', value: v.flight.filter((a) => a.to === i).length, tip: 'Cards flying at this tower; each lands at the start of its sender’s next turn unless deflected.' },
    ];
  });
  const shared: Fact[] = [
    { label: 'Draw pile', value: v.pileCount, tip: 'Face down. When it runs out, the discard pile and the Rubble are shuffled into a new one.' },
    { label: 'Discard pile', value: v.discard.length, tip: 'Face up: you may draw its top card instead of one from the draw pile.' },
    { label: 'Rubble', value: v.rubbleCount, tip: 'Cards spent in battle, face down; nobody draws from it.' },
  ];
  const stall = stallFact(v);
  if (stall) shared.push(stall);
  return { seats, shared };
}

/** Our stall rule's count (option endStalls), while a tower waits and the count has begun. */
function stallFact(v: CardsView): Fact | null {
  const waiting = v.players.some((p) => !p.tower && !p.out && !p.mustBuild);
  if (!v.endStalls || !waiting || v.takes === 0) return null;
  const limit = cardsContent.rules.stallTakesPerPlayer * v.players.length;
  return {
    label: 'Taken from the discard',
    value: `${v.takes} of ${limit}`,
    tip: `Our rule, so that every game ends: while anyone is still building, every card taken from the discard pile counts. At ${limit}, everyone still building must lay down the best tower they can, as when the draw pile runs out.`,
    tone: v.takes >= limit * 0.8 ? 'warn' : undefined,
  };
}

const swatch = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    {children}
  </svg>
);

export function legend(): LegendItem[] {
  const suits = SUITS.map((s, i) => ({
    swatch: swatch(<SuitSymbol suit={s} x={12} y={12} size={22} />),
    text: `${SUIT_NAMES[i]} — the ${LEVELS[i]} level; beats ${BEATS[s].map((b) => SUIT_NAMES[SUITS.indexOf(b)]).join(' and ')}`,
  }));
  return [
    ...suits,
    { swatch: swatch(<SuitSymbol suit="J" x={12} y={12} size={22} />), text: 'Joker — any suit you name, lowest rank' },
    { swatch: swatch(<CardBack w={17} h={24} />), text: 'A card face down: the draw pile and other players’ hands' },
    {
      swatch: swatch(
        <g transform="rotate(-12 12 12)">
          <rect x={1} y={7} width={22} height={10} rx={2} fill="#fdecea" stroke={SUIT_COLOURS.R} />
          <path d="M11 7 L13 11 L11 14 L13 17" stroke={PALETTE.danger} fill="none" strokeWidth={1.5} />
        </g>,
      ),
      text: 'A tower level turned aside with a crack: damaged (no bonus; any stronger suit destroys it)',
    },
    { swatch: swatch(<rect x={1} y={7} width={22} height={10} rx={2} fill="none" stroke={PALETTE.inkSoft} strokeDasharray="3 2" />), text: 'A dashed level: gone (it may be rebuilt)' },
    { swatch: swatch(<><rect x={5} y={2} width={14} height={20} rx={2} fill="#fff" stroke={SUIT_COLOURS.S} /><circle cx={7} cy={19} r={5} fill="#1f6fb2" /></>), text: 'A card beside a tower: an attack coming at it; the badge is its sender' },
    { swatch: swatch(<rect x={3} y={3} width={18} height={18} rx={3} fill="none" stroke={PALETTE.pick} strokeWidth={3} />), text: 'Orange outline: what you may click now' },
    { swatch: swatch(<rect x={3} y={3} width={18} height={18} rx={3} fill="none" stroke={PALETTE.gold} strokeWidth={3} />), text: 'Gold frame: whose turn it is' },
  ];
}

export function help(v: CardsView, seat: number | null): string[] {
  const lines = [
    'Each corner of the table is a player: their tower (Foundation at the bottom, Dragon on top), the attacks flying at it, and their hand face down.',
    'Hover, focus or long-press any card for what it is and what it beats.',
  ];
  if (seat === null) return [...lines, 'You are watching: every hand is hidden.'];
  const me = v.players[seat];
  if (v.winners) return [...lines, 'The game is over; the panels show how each tower ended.'];
  if (v.turn !== seat) return [...lines, 'It is not your turn: watch the attacks coming at your tower and plan your deflections.'];
  switch (v.step) {
    case 'build':
      return [...lines, 'Click a card of your hand, then the draw pile or the discard pile: your card goes on the discard pile and you take the other.', me.mustBuild ? 'The draw pile ran out: lay down the best tower you can.' : 'Holding one card of each suit? Click “Lay your tower down here” on your tower’s place (or keep swapping for higher cards).'];
    case 'land':
      return [...lines, 'Your attacks from last turn land now: click your card beside the target tower, then the level it hits.'];
    case 'play':
      return [
        ...lines,
        'Make two plays. Click a card of your hand, then:',
        '· another player’s corner to attack that tower (the card flies until your next turn);',
        '· a card flying beside a tower to deflect it (stronger suit, equal or higher rank);',
        '· one of your own levels to repair it (damaged) or rebuild it (gone);',
        '· the discard pile to discard it.',
      ];
    case 'draw':
      return [...lines, 'Click the draw pile or the discard pile to draw a card.', v.mayDraw ? 'You may stop before the third card: “Draw no third card”.' : 'Draw until the turn ends.'];
    default:
      return lines;
  }
}

/** Attacks, hits, deflections, falls: the log lines about fighting. */
export function combat(line: string): boolean {
  return /\b(sends|hits|deflects|lands on|falls where|has fallen|damaged|destroyed)\b/.test(line);
}

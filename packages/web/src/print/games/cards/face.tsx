import { content } from '@ramparts/games/cards/content/index.ts';
import type { ReactElement } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { CardBack, CardFace } from '../../../games/cards/CardArt.tsx';
import { SUIT_COLOURS, type SuitLetter } from '../../../games/cards/cardinfo.ts';
import { SuitSymbol } from '../../../games/cards/SuitSymbol.tsx';
import { MM, Svg } from '../../art.tsx';
import type { PrintedCard } from './deck.ts';

// A printed card, 63 × 88 mm: the board's own card face (CardArt) at that size, with the words a player needs at the
// table without the app: the suit's name and tower level, the suits it beats, its strength where the face's number
// does not say it (court cards, the Ace's two ranks, a variant's changed numbers), and the deck it belongs to.

export const CARD = { w: 63, h: 88 } as const;

const suitOf = (id: string) => content.deck.suits.find((s) => s.id === id)!;
const namesOf = (ids: readonly string[]): string => ids.map((id) => suitOf(id).name).join(' and ');

/** What a rank is worth, in words, when the number on the face does not say it all (empty for a plain 7). */
export function strengthLines(rankId: string): string[] {
  const r = content.deck.ranks.find((x) => x.id === rankId)!;
  const face = /^\d+$/.test(rankId) ? Number(rankId) : null;
  if (r.tower === r.attack) return r.tower === face ? [] : [`strength ${r.tower}`];
  return [`${r.tower} in a tower or deflecting`, `${r.attack} when attacking`];
}

/** A card's front: the board's face, the suit and level named, what it beats and its strength. */
export function CardFront({ card }: { card: PrintedCard }): ReactElement {
  const joker = card.rank === null;
  const colour = SUIT_COLOURS[(joker ? 'J' : card.suit) as SuitLetter | 'J'];
  const suit = joker ? null : suitOf(card.suit);
  const bottom = joker ? ['stands in for any suit', 'you name when you play it', `rank ${content.deck.joker.rank} everywhere`] : [`beats ${namesOf(suit!.beats)}`, ...strengthLines(card.rank!)];
  return (
    <Svg w={CARD.w} h={CARD.h}>
      <CardFace id={card.id} w={CARD.w} h={CARD.h} rankSize={12} flat />
      <text x={CARD.w - 5} y={8.5} textAnchor="end" fontSize={MM.name} fontWeight="bold" fill={colour}>
        {joker ? 'Joker' : suit!.name}
      </text>
      <text x={CARD.w - 5} y={13} textAnchor="end" fontSize={MM.body} fill={PALETTE.ink}>
        {joker ? 'optional card' : `${suit!.level} level`}
      </text>
      {card.deck && (
        <text x={CARD.w - 5} y={17.2} textAnchor="end" fontSize={MM.least} fill={PALETTE.inkSoft}>
          deck {card.deck}
        </text>
      )}
      {bottom.map((line, i) => (
        <text key={i} x={5} y={72 + i * 4} fontSize={i === 0 && !joker ? MM.body : MM.small} fontWeight={i === 0 && !joker ? 'bold' : undefined} fill={i === 0 && !joker ? colour : PALETTE.ink}>
          {line}
        </text>
      ))}
    </Svg>
  );
}

/** The one back every card shares (the board's hidden card), with the game's name and its five suits. */
export function CardBackArt(): ReactElement {
  const suits = content.deck.suits.map((s) => s.id as SuitLetter);
  const step = 9;
  const x0 = CARD.w / 2 - (step * (suits.length - 1)) / 2;
  return (
    <Svg w={CARD.w} h={CARD.h}>
      <CardBack w={CARD.w} h={CARD.h} flat />
      <text x={CARD.w / 2} y={43} textAnchor="middle" fontSize={4.6} fontWeight="bold" fill={PALETTE.gold}>
        Elemental
      </text>
      <text x={CARD.w / 2} y={50} textAnchor="middle" fontSize={4.6} fontWeight="bold" fill={PALETTE.gold}>
        Towers
      </text>
      {[11, 77].map((y) => suits.map((s, i) => <SuitSymbol key={`${y}${s}`} suit={s} x={x0 + i * step} y={y} size={7} fill={PALETTE.gold} />))}
    </Svg>
  );
}

import { LEAST_TYPE, PALETTE } from '../common/art.tsx';
import { isJoker, LEVELS, rankOf, SUIT_COLOURS, SUITS, type SuitLetter } from './cardinfo.ts';
import { SuitSymbol } from './SuitSymbol.tsx';

/** Card sizes in board units: a hand card, a small one (piles, attacks in flight), a tower level (lying down). */
export const HAND_CARD = { w: 62, h: 88 } as const;
export const SMALL_CARD = { w: 44, h: 62 } as const;
export const LEVEL_CARD = { w: 132, h: 32 } as const;

const suitOfCard = (id: string): SuitLetter | 'J' => (isJoker(id) ? 'J' : (id[0] as SuitLetter));

/**
 * A card's face at (0, 0): rank and suit in the corner, the suit's symbol large in the middle. A Joker named as a
 * suit (an attack) shows that suit's small symbol under its star. `hl` paints the pick colour around it.
 */
/** The rank a card face shows in its corner ("K", "8", "★" for a Joker). */
export const rankMark = (id: string): string => (isJoker(id) ? '★' : rankOf(id));

export function CardFace({ id, w = HAND_CARD.w, h = HAND_CARD.h, as, hl, rankSize, flat }: { id: string; w?: number; h?: number; as?: SuitLetter; hl?: boolean; rankSize?: number; flat?: boolean }) {
  const suit = suitOfCard(id);
  const c = SUIT_COLOURS[suit];
  const small = w < 50;
  const rank = rankMark(id);
  const size = rankSize ?? (small ? 14 : 17);
  return (
    <g className="card-face">
      <rect width={w} height={h} rx={6} fill="#fffdf7" stroke={hl ? PALETTE.pick : c} strokeWidth={hl ? 3.5 : 1.6} className="box" filter={flat ? undefined : 'url(#art-shadow)'} />
      <text x={5} y={size + 1} fontSize={size} fontWeight="bold" fill={c}>
        {rank}
      </text>
      <SuitSymbol suit={suit} x={small ? w - 11 : 13} y={small ? 11 : 30} size={small ? 13 : 14} />
      <SuitSymbol suit={suit} x={w / 2} y={h / 2 + (small ? 8 : 6)} size={small ? 24 : 34} />
      {as && <SuitSymbol suit={as} x={w / 2} y={h - 8} size={12} />}
      {/* The rank once only: a second copy would make the card's visible text ("88") differ from its name. */}
      {!small && <SuitSymbol suit={suit} x={w - 11} y={h - 11} size={12} />}
    </g>
  );
}

/** The back of a card: every hidden card looks the same (the draw pile, the Rubble, other players' hands). */
export function CardBack({ w = SMALL_CARD.w, h = SMALL_CARD.h, rubble, flat }: { w?: number; h?: number; rubble?: boolean; flat?: boolean }) {
  const base = rubble ? '#57534e' : '#7f1d1d';
  return (
    <g className="card-back">
      <rect width={w} height={h} rx={Math.min(6, w / 6)} fill={base} stroke="#fff" strokeWidth={1.2} filter={flat ? undefined : 'url(#art-shadow)'} />
      <rect x={3} y={3} width={w - 6} height={h - 6} rx={Math.min(4, w / 8)} fill="none" stroke={rubble ? '#a8a29e' : PALETTE.gold} strokeWidth={1} />
      <path d={`M${w / 2} ${h * 0.22} L${w * 0.78} ${h / 2} L${w / 2} ${h * 0.78} L${w * 0.22} ${h / 2} Z`} fill="none" stroke={rubble ? '#a8a29e' : PALETTE.gold} strokeWidth={1.2} />
    </g>
  );
}

/**
 * One level of a tower, lying down at (0, 0): the level's suit band with its symbol, the card's rank, the level's
 * name. A damaged level is turned aside with a crack across it and says "damaged" (the seed turns the card sideways).
 * `bare`: a tower drawn small (a crowded row of rivals) leaves the words out, which would be too small to read there;
 * the band's colour and symbol say the level, the tilt and crack the damage, the tooltip the rest.
 */
export function LevelCard({ index, card, damaged, hl, bare }: { index: number; card: string; damaged: boolean; hl?: boolean; bare?: boolean }) {
  const { w, h } = LEVEL_CARD;
  const suit = SUITS[index];
  const c = SUIT_COLOURS[suit];
  const face = (
    <>
      <rect width={w} height={h} rx={4} fill={damaged ? '#fdecea' : '#fffdf7'} stroke={hl ? PALETTE.pick : c} strokeWidth={hl ? 3.5 : 1.5} className="box" filter="url(#art-shadow)" />
      <rect x={1} y={1} width={28} height={h - 2} rx={3} fill={c} />
      <SuitSymbol suit={isJoker(card) ? 'J' : suit} x={15} y={h / 2} size={20} fill="#fff" />
      <text x={35} y={h / 2 + 7} fontSize={19} fontWeight="bold" fill={c}>
        {isJoker(card) ? '★' : rankOf(card)}
      </text>
      {!bare && (
        <text x={w - 5} y={damaged ? 13 : h / 2 + 4} fontSize={LEAST_TYPE} fill={PALETTE.ink} textAnchor="end">
          {LEVELS[index]}
        </text>
      )}
      {damaged && (
        <>
          <path d={`M${w * 0.45} 2 L${w * 0.52} ${h * 0.4} L${w * 0.47} ${h * 0.6} L${w * 0.55} ${h - 2}`} fill="none" stroke={PALETTE.danger} strokeWidth={1.8} />
          {!bare && (
            <text x={w - 5} y={h - 4} fontSize={LEAST_TYPE} fontWeight="bold" fill={PALETTE.danger} textAnchor="end">
              damaged
            </text>
          )}
        </>
      )}
    </>
  );
  return <g className={damaged ? 'level damaged' : 'level'}>{damaged ? <g transform={`rotate(-8 ${w / 2} ${h / 2})`}>{face}</g> : face}</g>;
}

/** A level that is gone (destroyed, or missing from a forced build): its outline, dashed (and its name, unless `bare`). */
export function GoneLevel({ index, hl, bare }: { index: number; hl?: boolean; bare?: boolean }) {
  const { w, h } = LEVEL_CARD;
  return (
    <g className="level gone">
      <rect width={w} height={h} rx={4} fill="#ffffff80" stroke={hl ? PALETTE.pick : PALETTE.inkSoft} strokeWidth={hl ? 3.5 : 1.2} strokeDasharray="5 4" className="box" />
      {!bare && (
        <text x={w / 2} y={h / 2 + 4} fontSize={LEAST_TYPE} fill={PALETTE.inkSoft} textAnchor="middle">
          {LEVELS[index]} gone
        </text>
      )}
    </g>
  );
}

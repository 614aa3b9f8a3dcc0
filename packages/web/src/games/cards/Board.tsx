import type { CardsView } from '@ramparts/games/cards/view.ts';
import { ArtDefs, TYPE } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import { useNarrow } from '../common/narrow.ts';
import { ZoomDrawing } from '../common/ZoomDrawing.tsx';
import { Pickable } from '../common/svg.tsx';
import type { BoardProps } from '../types.ts';
import { Band } from './Band.tsx';
import { cardTip } from './cardinfo.ts';
import { CardFace, HAND_CARD, rankMark } from './CardArt.tsx';
import { layout } from './layout.ts';
import { SeatCell } from './SeatCell.tsx';
import { SuitChooser } from './SuitChooser.tsx';
import { TurnLine } from './TurnLine.tsx';
import { handLabel } from './words.ts';

export { cardName, LEVELS, SUITS } from './cardinfo.ts';

/**
 * Elemental Towers at the table: every seat's tower of five level cards (damaged ones turned, gone ones dashed),
 * the attacks flying at each tower beside it, the other hands as fanned backs, the piles across the middle, and the
 * seat's own hand fanned along the bottom. Every card is a Piece known by its id, so a played card flies from the
 * hand to the tower, the attack slot or the discard pile.
 */
export function CardsBoard(props: BoardProps<CardsView>) {
  const { view } = props;
  const screenNarrow = useNarrow();
  const narrow = props.narrow ?? screenNarrow;
  const seat = view.seat !== null && view.seat < view.players.length ? view.seat : null;
  const L = layout(view.players.length, seat, narrow);
  // The whole table is the drawing: it zooms on a phone. There the turn's words are a line over it at the screen's
  // width (drawn in the zoomed table they were cut at its edge, #31.2).
  const table = (
    <ZoomDrawing>
      <svg viewBox={`0 0 ${L.width} ${L.height}`} className="board cards-board" role="group" aria-label="Elemental Towers table" data-narrow={narrow ? 'yes' : 'no'}>
        <ArtDefs />
        <rect width={L.width} height={L.height} rx={12} fill="#2f5d3a" />
        <rect x={4} y={4} width={L.width - 8} height={L.height - 8} rx={10} fill="none" stroke="#ffffff30" strokeWidth={2} />
        {view.players.map((_, p) => {
          const at = L.cells[p];
          // A rival's corner drawn smaller keeps its own coordinates, scaled about its top-left corner.
          return at.s ? (
            <g key={p} transform={`translate(${at.x} ${at.y}) scale(${at.s}) translate(${-at.x} ${-at.y})`}>
              <SeatCell p={p} at={at} {...props} />
            </g>
          ) : (
            <SeatCell key={p} p={p} at={at} {...props} />
          );
        })}
        <Band y={L.band.y} width={L.width} stacked={L.band.stacked} pilesAt={L.band.piles} words={!narrow} {...props} />
        {L.hand && seat !== null && <Hand {...props} at={L.hand} own={seat} />}
      </svg>
    </ZoomDrawing>
  );
  if (!narrow) return table;
  return (
    <div className="cards-phone">
      <TurnLine view={view} seatNames={props.seatNames} />
      {table}
    </div>
  );
}

/** The seat's own hand, fanned; the card picked for the move being made is lifted. */
function Hand({ at, own: seat, view, next, chosen, onPick }: BoardProps<CardsView> & { at: { x: number; y: number; w: number }; own: number }) {
  const hand = view.players[seat].hand ?? [];
  const n = hand.length;
  const step = n > 1 ? Math.min(HAND_CARD.w + 10, (at.w - HAND_CARD.w) / (n - 1)) : 0;
  const spread = step * (n - 1) + HAND_CARD.w;
  const x0 = at.x + (at.w - spread) / 2;
  const mid = (n - 1) / 2;
  const picked = chosen[0]?.startsWith('hand:') ? chosen[0].slice(5) : null;
  return (
    <g className="hand" data-seat-hand={seat}>
      <text x={at.x + at.w / 2 - 4} y={at.y - 30} fontSize={TYPE.title} fontWeight="bold" fill="#fff" textAnchor="end">
        Your hand
      </text>
      <text x={at.x + at.w / 2 + 4} y={at.y - 30} fontSize={TYPE.title} fill="#fff">
        {handLabel(view, seat)}
      </text>
      <SuitChooser x={at.x + at.w / 2} y={at.y - 24} next={next} onPick={onPick} />
      {hand.map((c, i) => {
        const k = `hand:${c}`;
        const lift = picked === c ? 20 : 0;
        const x = x0 + i * step;
        const y = at.y + Math.abs(i - mid) * Math.abs(i - mid) * 2.5 - lift;
        const angle = (i - mid) * 4;
        return (
          <Pickable key={c} pickKey={k} next={next} onPick={onPick} shown={rankMark(c)} label={`${cardTip(c)}${picked === c ? ' (picked)' : ''}`}>
            <Piece id={`card:${c}`} x={x} y={y}>
              <g transform={`rotate(${angle} ${HAND_CARD.w / 2} ${HAND_CARD.h})`}>
                <CardFace id={c} hl={next.has(k) || picked === c} />
              </g>
            </Piece>
          </Pickable>
        );
      })}
      {n === 0 && (
        <text x={at.x + at.w / 2} y={at.y + 40} fontSize={TYPE.body} fill="#fff" textAnchor="middle">
          No cards in your hand
        </text>
      )}
    </g>
  );
}

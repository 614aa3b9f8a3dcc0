import type { CardsView } from '@ramparts/games/cards/view.ts';
import { PALETTE, TYPE } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import { Pickable, SEAT_COLOURS } from '../common/svg.tsx';
import type { BoardProps } from '../types.ts';
import { cardName, cardTip } from './cardinfo.ts';
import { CardBack, CardFace } from './CardArt.tsx';
import { stepWords, who, winnerWords } from './words.ts';

const PILE = { w: 56, h: 78 } as const;

type Props = BoardProps<CardsView> & { y: number; h: number; width: number; stacked: boolean };

/**
 * The middle of the table: whose turn it is and what that turn is doing (or who won), the draw pile, the discard
 * pile (face up, its top card shown), the Rubble (face down), and "Draw no third card" while the Moat's extra
 * card may be declined.
 */
export function Band(props: Props) {
  const { view, y, width, stacked, next, onPick, seatNames } = props;
  const over = view.winners !== null;
  const gap = stacked ? 88 : 100;
  // Three piles and room for the "Draw no third card" button, centred under the words when stacked.
  const pilesW = 3 * gap + 102;
  const status = { x: stacked ? 10 : 24, y: y + 8, w: stacked ? width - 20 : 420 };
  const piles = stacked ? { x: Math.max(14, (width - pilesW) / 2), y: y + 70 } : { x: 480, y: y + 18 };
  const top = view.discard[view.discard.length - 1];
  // The discard pile takes a card (a discard as a play) or gives one (a swap or a draw): one place, two uses.
  const discardKey = next.has('trash') ? 'trash' : 'pile:discard';
  const turnName = who(view, seatNames, view.turn);
  return (
    <g className="band">
      <rect x={status.x} y={status.y} width={status.w} height={52} rx={8} fill={PALETTE.paper} stroke={over ? PALETTE.gold : PALETTE.paperEdge} strokeWidth={over ? 3 : 1} />
      <rect x={status.x} y={status.y} width={8} height={52} rx={4} fill={over ? PALETTE.gold : SEAT_COLOURS[view.turn % SEAT_COLOURS.length]} />
      <text x={status.x + 16} y={status.y + 21} fontSize={TYPE.title} fontWeight="bold" fill={PALETTE.ink} className="turn-line">
        {over ? winnerWords(view, seatNames) : view.turn === view.seat ? 'Your turn' : `${turnName}’s turn`}
      </text>
      <text x={status.x + 16} y={status.y + 42} fontSize={TYPE.body} fill={PALETTE.inkSoft}>
        {over ? 'Game over: each tower shows how it ended.' : stepWords(view)}
      </text>
      <Pickable pickKey="pile:pile" next={next} onPick={onPick} label={`Draw pile: ${view.pileCount} cards, face down`}>
        {[2, 1, 0].map((d) => (
          <g key={d} transform={`translate(${piles.x + d * 2} ${piles.y - d * 2})`}>
            <CardBack w={PILE.w} h={PILE.h} />
          </g>
        ))}
        {next.has('pile:pile') && <rect x={piles.x - 4} y={piles.y - 8} width={PILE.w + 12} height={PILE.h + 12} rx={8} className="hl" />}
        <PileLabel x={piles.x + PILE.w / 2} y={piles.y + PILE.h + 16} text={`Draw · ${view.pileCount}`} />
      </Pickable>
      <Pickable
        pickKey={discardKey}
        next={next}
        onPick={onPick}
        label={discardKey === 'trash' ? 'Discard the picked card onto the discard pile' : `Discard pile: ${view.discard.length} cards, face up${top ? `; ${cardName(top)} on top` : ''}`}
      >
        {view.discard.length > 1 && <rect x={piles.x + gap + 3} y={piles.y + 3} width={PILE.w} height={PILE.h} rx={6} fill="#e7e0cf" stroke="#a8a29e" />}
        {top ? (
          <Piece id={`card:${top}`} x={piles.x + gap} y={piles.y} tip={cardTip(top)}>
            <CardFace id={top} w={PILE.w} h={PILE.h} />
          </Piece>
        ) : (
          <rect x={piles.x + gap} y={piles.y} width={PILE.w} height={PILE.h} rx={6} fill="none" stroke="#ffffff90" strokeDasharray="4 4" />
        )}
        {next.has(discardKey) && <rect x={piles.x + gap - 4} y={piles.y - 4} width={PILE.w + 8} height={PILE.h + 8} rx={8} className="hl" />}
        <PileLabel x={piles.x + gap + PILE.w / 2} y={piles.y + PILE.h + 16} text={discardKey === 'trash' ? 'Discard here' : `Discard · ${view.discard.length}`} />
      </Pickable>
      <g data-tip={`The Rubble: ${view.rubbleCount} cards spent in battle, face down; nobody draws from it`} aria-label={`Rubble: ${view.rubbleCount} cards`}>
        {view.rubbleCount > 0 ? (
          [1, 0].map((d) => (
            <g key={d} transform={`translate(${piles.x + 2 * gap + d * 3} ${piles.y + d * 2}) rotate(${d ? 6 : -4} ${PILE.w / 2} ${PILE.h / 2})`}>
              <CardBack w={PILE.w} h={PILE.h} rubble />
            </g>
          ))
        ) : (
          <rect x={piles.x + 2 * gap} y={piles.y} width={PILE.w} height={PILE.h} rx={6} fill="none" stroke="#ffffff90" strokeDasharray="4 4" />
        )}
        <PileLabel x={piles.x + 2 * gap + PILE.w / 2} y={piles.y + PILE.h + 16} text={`Rubble · ${view.rubbleCount}`} />
      </g>
      {next.has('stop') && (
        <Pickable pickKey="stop" next={next} onPick={onPick} label="Draw no third card: end your turn with the cards you hold">
          <rect x={piles.x + 3 * gap - 10} y={piles.y + 18} width={112} height={40} rx={8} fill={PALETTE.paper} />
          <rect x={piles.x + 3 * gap - 10} y={piles.y + 18} width={112} height={40} rx={8} className="hl" />
          <text x={piles.x + 3 * gap + 46} y={piles.y + 35} fontSize={TYPE.body} fontWeight="bold" fill={PALETTE.ink} textAnchor="middle">
            Draw no
          </text>
          <text x={piles.x + 3 * gap + 46} y={piles.y + 51} fontSize={TYPE.body} fontWeight="bold" fill={PALETTE.ink} textAnchor="middle">
            third card
          </text>
        </Pickable>
      )}
    </g>
  );
}

function PileLabel({ x, y, text }: { x: number; y: number; text: string }) {
  return (
    <text x={x} y={y} fontSize={TYPE.body} fontWeight="bold" fill="#fff" textAnchor="middle">
      {text}
    </text>
  );
}

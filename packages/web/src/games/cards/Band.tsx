import type { CardsView } from '@ramparts/games/cards/view.ts';
import { PALETTE, TYPE } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import { Pickable, SEAT_COLOURS } from '../common/svg.tsx';
import type { BoardProps } from '../types.ts';
import { cardName, cardTip } from './cardinfo.ts';
import { CardBack, CardFace } from './CardArt.tsx';
import { bandWords } from './words.ts';

const PILE = { w: 56, h: 78 } as const;

type Props = BoardProps<CardsView> & { y: number; width: number; stacked: boolean; pilesAt: { x: number; y: number; grid: boolean }; words: boolean };

/**
 * The middle of the table: whose turn it is and what that turn is doing (or who won), the draw pile, the discard
 * pile (face up, its top card shown), the Rubble (face down), and "Draw no third card" while the Moat's extra
 * card may be declined. `words` false: the turn's words are a line of their own over the table (a phone, TurnLine).
 */
export function Band(props: Props) {
  const { view, y, width, stacked, pilesAt, next, onPick, seatNames, words } = props;
  const over = view.winners !== null;
  const gap = stacked ? 88 : 100;
  const status = { x: stacked ? 10 : 24, y: y + 8, w: stacked ? width - 20 : 420 };
  // Slots of the draw pile, the discard pile, the Rubble and the button: a row, or two rows of two.
  const slot = (i: number) => (pilesAt.grid ? { x: pilesAt.x + (i % 2) * 92, y: pilesAt.y + Math.floor(i / 2) * 106 } : { x: pilesAt.x + i * gap, y: pilesAt.y });
  const [draw, disc, rub, btn] = [0, 1, 2, 3].map(slot);
  const btnW = pilesAt.grid ? 92 : 112;
  const top = view.discard[view.discard.length - 1];
  // The discard pile takes a card (a discard as a play) or gives one (a swap or a draw): one place, two uses.
  const discardKey = next.has('trash') ? 'trash' : 'pile:discard';
  const said = bandWords(view, seatNames);
  return (
    <g className="band">
      {words && (
        <>
          <rect x={status.x} y={status.y} width={status.w} height={52} rx={8} fill={PALETTE.paper} stroke={over ? PALETTE.gold : PALETTE.paperEdge} strokeWidth={over ? 3 : 1} />
          <rect x={status.x} y={status.y} width={8} height={52} rx={4} fill={over ? PALETTE.gold : SEAT_COLOURS[view.turn % SEAT_COLOURS.length]} />
          <text x={status.x + 16} y={status.y + 21} fontSize={TYPE.title} fontWeight="bold" fill={PALETTE.ink} className="turn-line">
            {said.head}
          </text>
          <text x={status.x + 16} y={status.y + 42} fontSize={TYPE.body} fill={PALETTE.inkSoft}>
            {said.line}
          </text>
        </>
      )}
      <Pickable pickKey="pile:pile" next={next} onPick={onPick} label={`Draw pile: ${view.pileCount} cards, face down`}>
        {[2, 1, 0].map((d) => (
          <g key={d} transform={`translate(${draw.x + d * 2} ${draw.y - d * 2})`}>
            <CardBack w={PILE.w} h={PILE.h} />
          </g>
        ))}
        {next.has('pile:pile') && <rect x={draw.x - 4} y={draw.y - 8} width={PILE.w + 12} height={PILE.h + 12} rx={8} className="hl" />}
        <PileLabel x={draw.x + PILE.w / 2} y={draw.y + PILE.h + 16} text={`Draw · ${view.pileCount}`} />
      </Pickable>
      <Pickable
        pickKey={discardKey}
        next={next}
        onPick={onPick}
        label={discardKey === 'trash' ? 'Discard the picked card onto the discard pile' : `Discard pile: ${view.discard.length} cards, face up${top ? `; ${cardName(top)} on top` : ''}`}
      >
        {view.discard.length > 1 && <rect x={disc.x + 3} y={disc.y + 3} width={PILE.w} height={PILE.h} rx={6} fill="#e7e0cf" stroke="#a8a29e" />}
        {top ? (
          <Piece id={`card:${top}`} x={disc.x} y={disc.y} tip={cardTip(top)}>
            <CardFace id={top} w={PILE.w} h={PILE.h} />
          </Piece>
        ) : (
          // Filled (clear), so a tap anywhere on the empty pile discards onto it, not on its outline alone.
          <rect x={disc.x} y={disc.y} width={PILE.w} height={PILE.h} rx={6} fill="transparent" stroke="#ffffff90" strokeDasharray="4 4" />
        )}
        {next.has(discardKey) && <rect x={disc.x - 4} y={disc.y - 4} width={PILE.w + 8} height={PILE.h + 8} rx={8} className="hl" />}
        <PileLabel x={disc.x + PILE.w / 2} y={disc.y + PILE.h + 16} text={discardKey === 'trash' ? 'Discard here' : `Discard · ${view.discard.length}`} />
      </Pickable>
      <g data-tip={`The Rubble: ${view.rubbleCount} cards spent in battle, face down; nobody draws from it`} aria-label={`Rubble: ${view.rubbleCount} cards`}>
        {view.rubbleCount > 0 ? (
          [1, 0].map((d) => (
            <g key={d} transform={`translate(${rub.x + d * 3} ${rub.y + d * 2}) rotate(${d ? 6 : -4} ${PILE.w / 2} ${PILE.h / 2})`}>
              <CardBack w={PILE.w} h={PILE.h} rubble />
            </g>
          ))
        ) : (
          <rect x={rub.x} y={rub.y} width={PILE.w} height={PILE.h} rx={6} fill="none" stroke="#ffffff90" strokeDasharray="4 4" />
        )}
        <PileLabel x={rub.x + PILE.w / 2} y={rub.y + PILE.h + 16} text={`Rubble · ${view.rubbleCount}`} />
      </g>
      {next.has('stop') && (
        <Pickable pickKey="stop" next={next} onPick={onPick} label="Draw no third card: end your turn with the cards you hold">
          <rect x={btn.x - 10} y={btn.y + 18} width={btnW} height={40} rx={8} fill={PALETTE.paper} />
          <rect x={btn.x - 10} y={btn.y + 18} width={btnW} height={40} rx={8} className="hl" />
          <text x={btn.x - 10 + btnW / 2} y={btn.y + 35} fontSize={TYPE.body} fontWeight="bold" fill={PALETTE.ink} textAnchor="middle">
            Draw no
          </text>
          <text x={btn.x - 10 + btnW / 2} y={btn.y + 51} fontSize={TYPE.body} fontWeight="bold" fill={PALETTE.ink} textAnchor="middle">
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

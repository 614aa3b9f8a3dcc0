import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { versusCard } from '@ramparts/games/tracks/versus/index.ts';
import { PALETTE, useLeastType } from '../common/art.tsx';
import { Pickable, SEAT_COLOURS } from '../common/svg.tsx';
import { EnergyCard } from './pieces.tsx';
import { inTableContent } from '../common/content-run.tsx';

/** A Versus Energy card's name ("field-medic" → "Field Medic"). */
export const energyName = (id: string): string => versusCard(id)?.name ?? id;

/** A Versus Energy card's name and effect in words, for tooltips and labels. */
export const energyWords = (id: string): string => `${energyName(id)}: ${versusCard(id)?.text ?? ''}`;

/** Whether a Versus Energy aims at a seat (Raid) rather than a tower. */
export const targetsSeat = (id: string): boolean => versusCard(id)?.effect.kind === 'steal';

type Versus = NonNullable<TracksView['versus']>;

/**
 * The Versus piles (the draw pile is where a drafter draws instead of a credit), the performance scores, and the cards
 * that may be played now with 2 Universal credits (`u2`: their keys).
 */
export const VersusPiles = inTableContent(function VersusPiles({ vs, y, next, onPick, u2 = [], seatNames, narrow = false }: { vs: Versus; y: number; next: ReadonlySet<string>; onPick(k: string): void; u2?: string[]; seatNames?: string[]; narrow?: boolean }) {
  const live = next.has('versus');
  // A desktop board drawn small sets its words at the least type: shorter words, the scores on a line of their own.
  const least = useLeastType();
  const big = least > 13;
  const fs = (n: number) => Math.max(n, least);
  // On a phone (the panel drawn at about 1 CSS px a unit) the piles and the cards to play are a finger's size.
  const pileH = narrow ? 46 : 32;
  const below = pileH - 32 + (big ? 20 : 0);
  const u2At = (i: number) => (narrow ? { x: (i % 5) * 62, y: 18, w: 56, h: 46 } : big ? { x: (i % 3) * 100, y: 20, w: 94, h: 30 } : { x: 150 + (i % 3) * 50, y: 0, w: 46, h: 26 });
  return (
    <g transform={`translate(10 ${y})`}>
      <Pickable pickKey="versus" next={next} onPick={onPick} label={`Versus draw pile ${vs.draw.length}: ${live ? 'Draw one Versus Energy instead of the credit you picked (the credit is discarded).' : 'Once per income phase a player may draw one instead of a credit.'}`}>
        <rect className={live ? 'box' : undefined} x={0} y={0} width={150} height={pileH} rx={5} fill="#ede7f6" stroke={live ? PALETTE.pick : '#5b21b6'} strokeWidth={live ? 3 : 1} />
        <text x={75} y={pileH / 2 + fs(12) * 0.36} textAnchor="middle" fontSize={fs(12)} fontWeight="bold" fill="#3b0764">
          {big ? 'Versus pile' : 'Versus draw pile'} {vs.draw.length}
        </text>
      </Pickable>
      <g data-tip={`Versus discard pile: ${vs.discard.length} played cards; shuffled back when the draw pile runs out.`}>
        <rect x={158} y={0} width={142} height={pileH} rx={5} fill="#f5f5f5" stroke="#999" />
        <text x={229} y={pileH / 2 + fs(12) * 0.36} textAnchor="middle" fontSize={fs(12)} fill={PALETTE.ink}>
          {big ? 'Discard' : 'Versus discard'} {vs.discard.length}
        </text>
      </g>
      <text x={0} y={big ? 54 : 54 + below} fontSize={fs(12)} fill={PALETTE.ink} data-tip="Performance: points for units, waves and Wave Modifiers defeated and Game Conditions completed; the best performer wins a victory.">
        Performance:{' '}
        {vs.score.map((s, p) => (
          <tspan key={p} fill={SEAT_COLOURS[p]} fontWeight="bold" {...(big && p === 0 ? { x: 0, dy: 20 } : {})}>
            {p > 0 ? ' · ' : ''}
            {big ? `P${p + 1}` : (seatNames?.[p] ?? `P${p + 1}`)} {s}
          </tspan>
        ))}
      </text>
      {u2.length > 0 && (
        <g transform={`translate(0 ${64 + below})`}>
          <text x={0} y={big ? 14 : 12} fontSize={fs(11)} fill={PALETTE.inkSoft}>
            Play with 2 Universal credits:
          </text>
          {u2.map((k, i) => {
            const id = k.split(':')[1];
            const b = u2At(i);
            return (
              <Pickable key={k} pickKey={k} next={next} onPick={onPick} label={`Play ${energyWords(id)} (paying 2 Universal credits)`} hit={b}>
                <rect className="box" x={b.x} y={b.y} width={b.w} height={b.h} rx={4} fill="#ede7f6" stroke={PALETTE.pick} strokeWidth={2} />
                <text x={b.x + b.w / 2} y={b.y + b.h / 2 + fs(10) * 0.36} textAnchor="middle" fontSize={fs(10)} fill="#3b0764">
                  {energyName(id).slice(0, big ? 9 : 7)}
                </text>
              </Pickable>
            );
          })}
        </g>
      )}
    </g>
  );
});

/** A player's Versus Stack: the cards with their effect in words; the owner clicks one to play it. */
const VS_CARD = { w: 150, h: 52 };
const perRow = (width: number) => Math.max(1, Math.floor((width - 110) / (VS_CARD.w + 6)));

/** How many rows a Versus Stack takes when it wraps (`wrap`): the own one in a narrow mat keeps every card in reach. */
export const versusRows = (cards: number, width: number): number => Math.max(1, Math.ceil(cards / perRow(width)));

export const VersusStack = inTableContent(function VersusStack({ cards, seat, me, y, width, next, onPick, name, wrap }: { cards: string[]; seat: number; me: boolean; y: number; width: number; next: ReadonlySet<string>; onPick(k: string): void; name?: string; wrap?: boolean }) {
  const { w, h } = VS_CARD;
  const row = perRow(width);
  const fit = wrap ? cards.length : row;
  const at = (i: number) => ({ x: 100 + (i % row) * (w + 6), y: 2 + Math.floor(i / row) * (h + 6) });
  const who = name ?? `Player ${seat + 1}`;
  const least = useLeastType();
  const big = least > 13;
  return (
    <g transform={`translate(10 ${y})`} data-tip={`Versus Stack of Player ${seat + 1} (${who}): ${cards.map(energyName).join(', ') || 'empty'}`}>
      <text x={0} y={18} fontSize={Math.max(12, least)} fontWeight="bold" fill={PALETTE.ink}>
        {big ? 'Versus' : 'Versus Stack'}
        {big && (
          <tspan x={0} dy={least * 1.15}>
            Stack
          </tspan>
        )}
      </text>
      {cards.length === 0 && (
        <text x={big ? 100 : 0} y={big ? 30 : 36} fontSize={Math.max(11, least)} fill={PALETTE.inkSoft}>
          empty
        </text>
      )}
      {cards.slice(0, fit).map((c, i) => {
        const k = `energy:${c}`;
        const live = me && next.has(k);
        return (
          <Pickable key={i} pickKey={me ? k : `other:${seat}:energy:${i}`} next={next} onPick={onPick} label={`${live ? 'Play ' : ''}${energyWords(c)}`} hit={{ x: at(i).x, y: at(i).y, w, h }}>
            {live && <rect className="box" x={at(i).x - 2} y={at(i).y - 2} width={w + 4} height={h + 4} rx={6} fill="none" stroke={PALETTE.pick} strokeWidth={3} />}
            <EnergyCard x={at(i).x} y={at(i).y} w={w} h={h} name={energyName(c)} text={versusCard(c)?.text ?? ''} least={least} />
          </Pickable>
        );
      })}
      {cards.length > fit && (
        <text x={100 + fit * (w + 6)} y={30} fontSize={Math.max(12, least)} fill={PALETTE.ink}>
          +{cards.length - fit}
        </text>
      )}
    </g>
  );
});

import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { versusCard } from '@ramparts/games/tracks/versus/index.ts';
import { Pickable, SEAT_COLOURS } from '../common/svg.tsx';

/** A Versus Energy card's name ("field-medic" → "Field Medic"). */
export const energyName = (id: string): string => versusCard(id)?.name ?? id;

/** Whether a Versus Energy aims at a seat (Raid) rather than a tower. */
export const targetsSeat = (id: string): boolean => versusCard(id)?.effect.kind === 'steal';

type Versus = NonNullable<TracksView['versus']>;

/** The Versus piles (the draw pile is where a drafter draws instead of a credit) and the performance scores. */
export function VersusPiles({ vs, y, next, onPick }: { vs: Versus; y: number; next: ReadonlySet<string>; onPick(k: string): void }) {
  return (
    <g transform={`translate(0 ${y})`}>
      <text x={0} y={0} fontSize="13" fontWeight="bold">
        Versus Energy
      </text>
      <Pickable pickKey="versus" next={next} onPick={onPick} label={`Versus Draw pile: ${vs.draw.length} cards (draw one instead of the credit)`}>
        <rect x={0} y={8} width={140} height={24} rx={4} fill="#ede7f6" stroke={next.has('versus') ? '#f59e0b' : '#7e57c2'} strokeWidth={next.has('versus') ? 3 : 1} />
        <text x={70} y={25} textAnchor="middle" fontSize="12">
          Versus draw pile {vs.draw.length}
        </text>
      </Pickable>
      <rect x={150} y={8} width={140} height={24} rx={4} fill="#f5f5f5" stroke="#999" />
      <text x={220} y={25} textAnchor="middle" fontSize="12">
        Versus discard {vs.discard.length}
      </text>
      <text x={0} y={52} fontSize="12">
        Performance:{' '}
        {vs.score.map((s, p) => (
          <tspan key={p} fill={SEAT_COLOURS[p]} fontWeight="bold">
            {p > 0 ? ' · ' : ''}P{p + 1} {s}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** A player's Versus Stack: the owner clicks a card to play it. */
export function VersusStack({ cards, seat, me, y, width, next, onPick }: { cards: string[]; seat: number; me: boolean; y: number; width: number; next: ReadonlySet<string>; onPick(k: string): void }) {
  const w = 92;
  const fit = Math.max(1, Math.floor((width - 120) / (w + 4)));
  return (
    <g transform={`translate(10 ${y})`} aria-label={`Versus Stack of Player ${seat + 1}: ${cards.map(energyName).join(', ') || 'empty'}`}>
      <text x={0} y={16} fontSize="11" fill="#333">
        Versus Stack
      </text>
      {cards.length === 0 && (
        <text x={80} y={16} fontSize="11" fill="#777">
          empty
        </text>
      )}
      {cards.slice(0, fit).map((c, i) => {
        const k = `energy:${c}`;
        const live = me && next.has(k);
        return (
          <Pickable key={i} pickKey={me ? k : `other:${seat}:energy:${i}`} next={next} onPick={onPick} label={`Play ${energyName(c)}`}>
            <rect x={80 + i * (w + 4)} y={2} width={w} height={20} rx={4} fill="#ede7f6" stroke={live ? '#f59e0b' : '#7e57c2'} strokeWidth={live ? 3 : 1} />
            <text x={80 + i * (w + 4) + w / 2} y={16} textAnchor="middle" fontSize="11">
              {energyName(c)}
            </text>
          </Pickable>
        );
      })}
      {cards.length > fit && (
        <text x={80 + fit * (w + 4)} y={16} fontSize="11">
          +{cards.length - fit}
        </text>
      )}
    </g>
  );
}

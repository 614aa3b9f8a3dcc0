import { PALETTE, useLeastType } from '../common/art.tsx';

/** Radius of a coin by value: a 5c is bigger than a 1c, as in the purse. */
export const RADIUS: Record<number, number> = { 1: 14, 2: 16, 5: 19 };
const METAL: Record<number, string> = { 1: '#c07a3c', 2: '#d39a55', 5: '#e2bd4c' };

/**
 * A coin seen from above at (0, 0) (its Piece places it): tails up shows the value, heads up (a wounded soldier, a
 * miss in a toss) shows a crown on a darker face. Its digit is hidden from screen readers: whatever holds a coin names it in words. `owner` rims it in the seat's colour (Crusade).
 */
export function Coin({ value, heads, owner, dim, ring, r }: { value: number; heads?: boolean; owner?: string; dim?: boolean; ring?: boolean; r?: number }) {
  const radius = r ?? RADIUS[value] ?? 15;
  const least = useLeastType();
  return (
    <g opacity={dim ? 0.4 : 1} className="coin">
      {ring && <circle r={radius + 5} className="ring" />}
      <circle r={radius} fill={heads ? '#8f8160' : METAL[value]} stroke={owner ?? PALETTE.goldDark} strokeWidth={owner ? 4 : 2} filter="url(#art-shadow)" />
      <circle r={radius - 4} fill="none" stroke={heads ? '#5e5236' : '#fff6d5'} strokeWidth="1" opacity="0.7" />
      {heads ? (
        <path d="M-7 3 L-7 -5 L-3.5 -1 L0 -7 L3.5 -1 L7 -5 L7 3 Z" fill="#f3e6c0" stroke="#3b3220" strokeWidth="1" aria-hidden="true" />
      ) : (
        <text y={5} textAnchor="middle" fontSize={Math.max(radius > 15 ? 15 : 13, least)} fontWeight="bold" fill={PALETTE.ink} aria-hidden="true">
          {value}
        </text>
      )}
    </g>
  );
}

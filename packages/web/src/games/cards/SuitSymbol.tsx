import { SUIT_COLOURS, type SuitLetter } from './cardinfo.ts';

/**
 * A suit's symbol drawn in a 24×24 box centred on (x, y), scaled by `size / 24`: a boulder for Rock, a folded sheet
 * for Paper, open blades for Scissors, a drop for Water, a lizard for Lizard, a star for a Joker. Each has its own
 * shape as well as its colour, so suits are told apart without colour too.
 */
export function SuitSymbol({ suit, x, y, size = 24, fill }: { suit: SuitLetter | 'J'; x: number; y: number; size?: number; fill?: string }) {
  const c = fill ?? SUIT_COLOURS[suit];
  const k = size / 24;
  return (
    <g transform={`translate(${x} ${y}) scale(${k})`} aria-hidden="true">
      {suit === 'R' && <path d="M-10 6 L-8 -3 L-2 -9 L6 -7 L10 0 L9 7 L-1 9 Z M-4 -2 L1 -4 M2 3 L6 1" fill={c} stroke="#fff" strokeWidth="1.2" strokeLinejoin="round" />}
      {suit === 'P' && (
        <g>
          <path d="M-8 -10 H4 L9 -5 V10 H-8 Z" fill={c} />
          <path d="M4 -10 V-5 H9" fill="#fff" fillOpacity="0.55" stroke={c} strokeWidth="1" />
          <path d="M-5 -2 H5 M-5 2 H5 M-5 6 H3" stroke="#fff" strokeWidth="1.3" />
        </g>
      )}
      {suit === 'S' && (
        <g fill="none" stroke={c} strokeWidth="2.6" strokeLinecap="round">
          <circle cx="-5" cy="7" r="3.3" />
          <circle cx="5" cy="7" r="3.3" />
          <path d="M-3 4.5 L7 -10 M3 4.5 L-7 -10" />
        </g>
      )}
      {suit === 'W' && <path d="M0 -11 C4 -5 8 -1 8 4 A8 8 0 0 1 -8 4 C-8 -1 -4 -5 0 -11 Z M-4 3 A4 4 0 0 0 0 7" fill={c} stroke="#fff" strokeWidth="1.2" />}
      {suit === 'L' && (
        <g fill={c}>
          <ellipse cx="0" cy="-1" rx="3.4" ry="7" />
          <circle cx="0" cy="-9" r="3" />
          <path d="M-1.5 5 Q-2 10 3 11 Q0 8 1.5 5 Z" />
          <path d="M-3 -4 L-8 -7 M3 -4 L8 -7 M-3 3 L-8 6 M3 3 L8 6" stroke={c} strokeWidth="2" strokeLinecap="round" />
        </g>
      )}
      {suit === 'J' && <path d="M0 -10 L2.9 -3.1 L10 -3.1 L4.3 1.4 L6.5 9 L0 4.5 L-6.5 9 L-4.3 1.4 L-10 -3.1 L-2.9 -3.1 Z" fill={c} />}
    </g>
  );
}

import { createContext, useContext, type ReactNode } from 'react';

/** Seat colours, readable on white and told apart by people with the common colour-vision deficiencies. */
export const SEAT_COLOURS = ['#1f6fb2', '#c2410c', '#15803d', '#7e22ce', '#a16207', '#0e7490', '#be185d', '#4d7c0f'];

/** Keys of what the last move (or the log line pointed at) touched: the board marks them (`.marked`). */
export const MarkedKeys = createContext<ReadonlySet<string>>(new Set());

/**
 * Something on the board that may be clicked now: highlighted, focusable, Enter or Space clicks it.
 * When `pickKey` is not offered it is drawn as is, still named by its tooltip (`data-tip`, shown by `TipLayer`).
 * Marked when the last move touched it (`MarkedKeys`).
 */
export function Pickable({ pickKey, next, onPick, label, children }: { pickKey: string; next: ReadonlySet<string>; onPick(k: string): void; label: string; children: ReactNode }) {
  const marked = useContext(MarkedKeys).has(pickKey);
  // Not offered now: drawn as is, with its name as a tooltip (a piece tells what it is even when it cannot be picked).
  if (!next.has(pickKey))
    return (
      <g role="img" aria-label={label} data-tip={label} data-ref={pickKey} className={marked ? 'marked' : undefined}>
        {children}
      </g>
    );
  return (
    <g
      className={marked ? 'pickable marked' : 'pickable'}
      role="button"
      tabIndex={0}
      aria-label={label}
      data-tip={label}
      data-key={pickKey}
      data-ref={pickKey}
      onClick={() => onPick(pickKey)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onPick(pickKey);
        }
      }}
    >
      {children}
    </g>
  );
}

/** A titled box of a board's panel (wave, gold, a hero …); `hl` marks the one that matters now. */
export function PanelBox({ x, y, w, h, title, children, hl }: { x: number; y: number; w: number; h: number; title: string; children?: ReactNode; hl?: boolean }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={6} fill={hl ? '#fff7e0' : '#fafaf7'} stroke={hl ? '#f59e0b' : '#d6d3c4'} strokeWidth={hl ? 2.5 : 1} />
      <text x={x + 8} y={y + 16} fontSize="12" fontWeight="bold" fill="#1f2937">
        {title}
      </text>
      {children}
    </g>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import { LEAST_TYPE, PALETTE } from './art.tsx';

/** Seat colours, readable on white and told apart by people with the common colour-vision deficiencies. */
export const SEAT_COLOURS = ['#1f6fb2', '#c2410c', '#15803d', '#7e22ce', '#a16207', '#0e7490', '#be185d', '#4d7c0f'];

/** Keys of what the last move (or the log line pointed at) touched: the board marks them (`.marked`). */
export const MarkedKeys = createContext<ReadonlySet<string>>(new Set());

/**
 * Keys of the moves a hint suggests, each with the hints' numbers (1 = the best): the board outlines them
 * (`.hinted`, `data-hint="1 3"`) apart from the last move's marks, and the table lays numbered badges over them.
 */
export const HintKeys = createContext<ReadonlyMap<string, readonly number[]>>(new Map());

/** Each key of the hinted moves' click paths with the numbers of the hints that go through it. */
export function hintKeyMap(paths: readonly (readonly string[])[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  paths.forEach((path, i) => {
    for (const key of new Set(path)) map.set(key, [...(map.get(key) ?? []), i + 1]);
  });
  return map;
}

/** A clear click area laid over a drawing that has words of its own (see `Pickable`'s `hit`). */
export interface Hit {
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
}

/**
 * Something on the board that may be clicked now: highlighted, focusable, Enter or Space clicks it. When `pickKey`
 * is not offered it is a named picture (role img: an SVG group may carry a name only with a role), still explained
 * by its tooltip (`data-tip`, shown by `TipLayer`). Marked when the last move touched it (`MarkedKeys`).
 * `shown`: the words the piece shows ("T1 · level 2"), put first in its spoken name so screen-reader users hear what others
 * see, while the tooltip keeps to the plain words. `hit`: for a drawing with words and numbers of its own, the button
 * is a clear shape laid over it, so its name is the label alone.
 */
export function Pickable({ pickKey, next, onPick, label, shown, hit, children }: { pickKey: string; next: ReadonlySet<string>; onPick(k: string): void; label: string; shown?: string; hit?: Hit; children: ReactNode }) {
  const marked = useContext(MarkedKeys).has(pickKey);
  const hint = useContext(HintKeys).get(pickKey);
  const hinted = hint ? { 'data-hint': hint.join(' ') } : {};
  const classes = (base: string[]) => [...base, ...(marked ? ['marked'] : []), ...(hint ? ['hinted'] : [])].join(' ') || undefined;
  const said = shown ? `${shown}: ${label}` : label;
  const name = hint && said ? `${said} (hint ${hint.join(', ')})` : said;
  // A piece with no words (a bare cell) is no picture: nothing to name, nothing to read.
  if (!next.has(pickKey) && !name)
    return (
      <g data-ref={pickKey} className={classes([])} {...hinted}>
        {children}
      </g>
    );
  if (!next.has(pickKey))
    return (
      <g role="img" aria-label={name} data-tip={label} data-ref={pickKey} className={classes([])} {...hinted}>
        {children}
      </g>
    );
  const button = (content: ReactNode) => (
    <g
      className={classes(['pickable'])}
      {...hinted}
      role="button"
      tabIndex={0}
      aria-label={name}
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
      {content}
    </g>
  );
  if (!hit) return button(children);
  return (
    <g>
      {children}
      {button(<rect x={hit.x} y={hit.y} width={hit.w} height={hit.h} rx={hit.r ?? 4} fill="transparent" />)}
    </g>
  );
}

/** A titled box of a board's panel (wave, gold, a hero …); `hl` marks the one that matters now. */
export function PanelBox({ x, y, w, h, title, children, hl }: { x: number; y: number; w: number; h: number; title: string; children?: ReactNode; hl?: boolean }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={6} fill={hl ? '#fff7e0' : '#fafaf7'} stroke={hl ? '#f59e0b' : '#d6d3c4'} strokeWidth={hl ? 2.5 : 1} />
      <text x={x + 8} y={y + 16} fontSize={LEAST_TYPE} fontWeight="bold" fill="#1f2937">
        {title}
      </text>
      {children}
    </g>
  );
}

/** The fold under a board with the board as the terminal draws it, for a screen reader or a second look. */
export function BoardInWords({ text }: { text: string }) {
  return (
    <details className="words">
      <summary>The board in words</summary>
      <pre className="text-board">{text}</pre>
    </details>
  );
}

/** Height of a panel's title line (PanelTitle). */
export const PANEL_TITLE_H = 24;

/** A panel's title line at `y` (a phone's map has no title bar: the board's name heads its panel). */
export function PanelTitle({ y, title }: { y: number; title: string }) {
  return (
    <text x={10} y={y + 16} fontSize="14" fontWeight="bold" fill={PALETTE.ink}>
      {title}
    </text>
  );
}

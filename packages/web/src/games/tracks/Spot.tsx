import { useContext, type ReactNode } from 'react';
import { MarkedKeys, Pickable } from '../common/svg.tsx';

/** The clickable area of a piece drawn with text of its own (see `Spot`). */
export interface Hit {
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
}

/**
 * A piece of the board that may be clickable: a `Pickable` while its key is offered, else a plain group that still
 * tells what it is (`data-tip`) and is marked when the last move touched it. Unlike an idle `Pickable` it puts no
 * aria-label on a role-less group (ARIA forbids naming one), so the board stays clean under axe. With `hit`, the
 * drawing stays outside the button (its card text would not match the button's name) under a clear hit area.
 */
export function Spot({ pickKey, next, onPick, label, children, hit }: { pickKey: string; next: ReadonlySet<string>; onPick(k: string): void; label: string; children: ReactNode; hit?: Hit }) {
  const marked = useContext(MarkedKeys).has(pickKey);
  // A piece with its own numbers and words: the button is a clear shape over it, so its name is the label alone.
  if (next.has(pickKey) && hit)
    return (
      <g>
        {children}
        <Pickable pickKey={pickKey} next={next} onPick={onPick} label={label}>
          <rect x={hit.x} y={hit.y} width={hit.w} height={hit.h} rx={hit.r ?? 4} fill="transparent" />
        </Pickable>
      </g>
    );
  if (next.has(pickKey))
    return (
      <Pickable pickKey={pickKey} next={next} onPick={onPick} label={label}>
        {children}
      </Pickable>
    );
  return (
    <g data-tip={label} data-ref={pickKey} className={marked ? 'marked' : undefined}>
      {children}
    </g>
  );
}

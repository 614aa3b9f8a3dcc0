import { useContext, type ReactNode } from 'react';
import { MarkedKeys, Pickable } from '../common/svg.tsx';

/**
 * Something on the board that may be clickable: a `Pickable` when its key is offered now, otherwise a named picture
 * (role img with its words), since a plain SVG group may not carry a name of its own.
 */
export function Spot({ pickKey, next, onPick, label, children }: { pickKey: string; next: ReadonlySet<string>; onPick(k: string): void; label: string; children: ReactNode }) {
  const marked = useContext(MarkedKeys).has(pickKey);
  if (next.has(pickKey))
    return (
      <Pickable pickKey={pickKey} next={next} onPick={onPick} label={label}>
        {children}
      </Pickable>
    );
  return (
    <g role="img" aria-label={label} data-tip={label} data-ref={pickKey} className={marked ? 'marked' : undefined}>
      {children}
    </g>
  );
}

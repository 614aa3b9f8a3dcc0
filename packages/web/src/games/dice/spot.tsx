import { useContext, type ReactNode } from 'react';
import { MarkedKeys } from '../common/svg.tsx';

/**
 * Something on the board that may be clicked now (as the shared `Pickable`), with two differences: its spoken name
 * starts with the words it shows (`shown`: "Gr×3", "T6 empty site"), as screen-reader users hear what others see,
 * while its tooltip keeps to the plain words; and when it is not offered it is a named picture (role img), since an
 * SVG group may not carry a name without a role (nothing clickable is ever inside it).
 */
export function Spot({ pickKey, next, onPick, label, shown, children }: { pickKey: string; next: ReadonlySet<string>; onPick(k: string): void; label: string; shown?: string; children: ReactNode }) {
  const marked = useContext(MarkedKeys).has(pickKey);
  const name = shown ? `${shown}: ${label}` : label;
  if (!next.has(pickKey))
    return (
      <g role="img" aria-label={name} data-tip={label} data-ref={pickKey} className={marked ? 'marked' : undefined}>
        {children}
      </g>
    );
  return (
    <g
      className={marked ? 'pickable marked' : 'pickable'}
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
      {children}
    </g>
  );
}

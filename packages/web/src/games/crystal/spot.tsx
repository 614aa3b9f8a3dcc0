import { useContext, type ReactNode } from 'react';
import { MarkedKeys, Pickable } from '../common/svg.tsx';

/**
 * `Pickable`, but when it is not offered it is drawn as a named picture (role img): an SVG group may not carry a
 * name without a role, and nothing clickable is ever inside it (pieces are drawn beside, not within).
 */
export function Spot(props: { pickKey: string; next: ReadonlySet<string>; onPick(k: string): void; label: string; children: ReactNode }) {
  const marked = useContext(MarkedKeys).has(props.pickKey);
  if (props.next.has(props.pickKey)) return <Pickable {...props} />;
  return (
    <g role="img" aria-label={props.label} data-tip={props.label} data-ref={props.pickKey} className={marked ? 'marked' : undefined}>
      {props.children}
    </g>
  );
}

import type { LegendItem } from '../games/types.ts';

/** A board's legend, folded under the board (the table's and the tutorial's): nothing when the board has none. */
export function Legend({ items }: { items: LegendItem[] }) {
  if (items.length === 0) return null;
  return (
    <details className="legend">
      <summary>Legend: what the pieces and marks mean</summary>
      <LegendList items={items} />
    </details>
  );
}

/** Each piece or mark drawn small, and what it means. */
export function LegendList({ items }: { items: LegendItem[] }) {
  return (
    <ul className="legend-list">
      {items.map((it, i) => (
        <li key={i}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {it.swatch}
          </svg>{' '}
          {it.text}
        </li>
      ))}
    </ul>
  );
}

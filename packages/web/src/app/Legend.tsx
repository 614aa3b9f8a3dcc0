import type { LegendItem } from '../games/types.ts';

/** A board's legend: each piece or mark drawn small, and what it means. */
export function Legend({ items }: { items: LegendItem[] }) {
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

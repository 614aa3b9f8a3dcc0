import type { ReactNode } from 'react';
import type { TableState } from '../driver.ts';
import { useNarrow } from '../games/common/narrow.ts';
import { SEAT_COLOURS } from '../games/common/svg.tsx';

/**
 * The player panels on a phone: folded to one line naming the seats in their colours (who is to play marked), so the
 * board comes first; a tap opens them. On a larger screen the panels as they are.
 */
export function PanelsFold({ state, children }: { state: TableState; children: ReactNode }) {
  const narrow = useNarrow();
  if (!narrow) return <>{children}</>;
  const over = !!state.outcome;
  return (
    <details className="panels-fold">
      <summary>
        <span className="visually-hidden">Players: </span>
        {state.seats.map((s) => {
          const acting = state.actors.includes(s.seat) && !over;
          return (
            <span key={s.seat} className={`seat-chip ${acting ? 'acting' : ''} ${s.seat === state.seat ? 'me' : ''}`} style={{ color: SEAT_COLOURS[s.seat % SEAT_COLOURS.length] }}>
              {s.role}
              {acting ? <span className="turn-mark"> ◀</span> : null}
            </span>
          );
        })}
        <span className="fold-words">players</span>
      </summary>
      {children}
    </details>
  );
}

import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Seat } from '@ramparts/engine';
import { useNarrow } from '../games/common/narrow.ts';
import { SEAT_COLOURS } from '../games/common/svg.tsx';
import { filterLog, fold, groupLog, type LogEntry, type LogFilter, type ShownLine } from './log.ts';

const FILTERS: { id: LogFilter; label: string }[] = [
  { id: 'everyone', label: 'Everyone' },
  { id: 'mine', label: 'Mine' },
  { id: 'combat', label: 'Combat' },
];

export interface LogProps {
  lines: ShownLine[];
  seatNames?: string[];
  /** The seat at this screen (the "Mine" filter); null: a spectator. */
  me?: Seat | null;
  /** Seats played by bots: their long turns are folded with a count. */
  bots?: ReadonlySet<Seat>;
  /** Whether a line is about fighting (`GameUi.combat`): the "Combat" filter, offered only when given. */
  combat?: (line: string) => boolean;
  /** Whether the board can show move `i` (its clicks): its entry becomes a button that marks it. */
  canMark?: (move: number) => boolean;
  onMark?: (move: number | null) => void;
  marked?: number | null;
}

function Entry({ e, canMark, onMark, marked }: { e: LogEntry } & Pick<LogProps, 'canMark' | 'onMark' | 'marked'>) {
  const markable = e.move !== undefined && !!onMark && (canMark?.(e.move) ?? false);
  const on = markable && marked === e.move;
  return (
    <li className={on ? 'marked-entry' : undefined}>
      {markable ? (
        <button className="log-entry" aria-pressed={on} onClick={() => onMark!(on ? null : e.move!)} title="Show this move on the board">
          {e.text}
        </button>
      ) : (
        e.text
      )}
      {e.details.length > 0 && (
        <details className="more">
          <summary>more ({e.details.length})</summary>
          <ul>
            {e.details.map((d, j) => (
              <li key={j}>{d}</li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/**
 * Whether the log's lines are drawn: at once on a larger screen, where the log is in sight beside the board; on a
 * phone, where it lies under the board, once the page is scrolled near it or it takes the focus. A long game then
 * opens on a phone by laying out its board, not some 300 log elements nobody sees yet.
 */
function useDrawnWhenNear(section: RefObject<HTMLElement | null>): [boolean, () => void] {
  const narrow = useNarrow();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = section.current;
    if (!narrow || near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const watch = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    watch.observe(el);
    return () => watch.disconnect();
  }, [narrow, near, section]);
  return [!narrow || near, () => setNear(true)];
}

/**
 * The log, kept scrolled to its newest line: grouped by turn (a seat's consecutive moves under its name), a bot's
 * long turns folded with a count, filtered (everyone / mine / combat), each move's entry a button that marks what
 * it touched on the board where the move is known. Each move's steps spelled out fold under its headline.
 */
export function Log({ lines, seatNames = [], me = null, bots, combat, canMark, onMark, marked = null }: LogProps) {
  const ref = useRef<HTMLOListElement>(null);
  const section = useRef<HTMLElement>(null);
  const [drawn, draw] = useDrawnWhenNear(section);
  const [filter, setFilter] = useState<LogFilter>('everyone');
  const groups = useMemo(
    () => (drawn ? filterLog(groupLog(fold(lines), seatNames, bots), filter, me, combat) : []),
    [drawn, lines, seatNames, bots, filter, me, combat],
  );
  useEffect(() => {
    const el = ref.current;
    if (el && drawn) el.scrollTop = el.scrollHeight;
  }, [drawn, groups.length, lines.length]);
  const offered = FILTERS.filter((f) => (f.id === 'mine' ? me !== null && seatNames.length > 0 : f.id === 'combat' ? !!combat : true));
  return (
    <section ref={section} className="log" aria-label="Log" onFocus={draw}>
      <h2>Log</h2>
      {offered.length > 1 && (
        <div className="log-filters" role="group" aria-label="Show in the log">
          {offered.map((f) => (
            <button key={f.id} aria-pressed={filter === f.id} className={filter === f.id ? 'on' : ''} onClick={() => setFilter(f.id)}>
              {f.label}
            </button>
          ))}
        </div>
      )}
      <ol ref={ref} tabIndex={0} aria-label="Log lines">
        {drawn && groups.length === 0 && <li className="meta">Nothing yet.</li>}
        {groups.map((g, i) => {
          const shown = g.folded ? g.entries.slice(-1) : g.entries;
          const earlier = g.folded ? g.entries.slice(0, -1) : [];
          return (
            <li key={i} className="turn" data-seat={g.seat}>
              {g.seat !== undefined && (
                <p className="turn-head" style={{ borderLeftColor: SEAT_COLOURS[g.seat % SEAT_COLOURS.length] }}>
                  {seatNames[g.seat] ?? `Seat ${g.seat + 1}`}
                </p>
              )}
              {earlier.length > 0 && (
                <details className="folded">
                  <summary>{earlier.length} earlier steps</summary>
                  <ul>
                    {earlier.map((e, j) => (
                      <Entry key={j} e={e} canMark={canMark} onMark={onMark} marked={marked} />
                    ))}
                  </ul>
                </details>
              )}
              <ul className="entries">
                {shown.map((e, j) => (
                  <Entry key={j} e={e} canMark={canMark} onMark={onMark} marked={marked} />
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

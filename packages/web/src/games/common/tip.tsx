import { useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';

/** How long a finger rests on a piece before its tooltip shows (a phone has no hover). */
const LONG_PRESS_MS = 450;

interface Shown {
  el: Element;
  x: number;
  y: number;
}

/** Half the tooltip's widest size (styles.css `.tip` max-width): it is kept that far from the layer's sides. */
const HALF_WIDTH = 140;

/** The nearest element inside `root` (itself included) that says what it is (`data-tip`). */
function tipOf(target: EventTarget | null, root: HTMLElement): { el: Element; text: string } | null {
  let el = target instanceof Element ? target : null;
  while (el && el !== root) {
    const text = el.getAttribute('data-tip');
    if (text) return { el, text };
    el = el.parentElement;
  }
  return null;
}

/**
 * Tooltips for everything on a board that carries `data-tip` (pieces, chips, slots): on hover, on keyboard focus,
 * and on a long press on a touch screen (the click that ends a long press is swallowed, so reading a piece never
 * plays it). One tooltip element for the whole board, placed beside what it explains; a click hides it.
 */
export function TipLayer({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; fired: boolean } | null>(null);

  const showFor = (target: EventTarget | null) => {
    const r = root.current;
    if (!r) return;
    const hit = tipOf(target, r);
    if (!hit) return setShown(null);
    const box = hit.el.getBoundingClientRect();
    const base = r.getBoundingClientRect();
    const x = Math.min(Math.max(box.left - base.left + box.width / 2, HALF_WIDTH), Math.max(HALF_WIDTH, base.width - HALF_WIDTH));
    setShown({ el: hit.el, x, y: box.bottom - base.top + 6 });
  };
  // Read at every render: a new state may have changed what the piece says, or removed it. The board's new
  // attributes are in the page only after this render, so a changed text asks for one more.
  const text = shown && shown.el.isConnected ? shown.el.getAttribute('data-tip') : null;
  const [, reread] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    if (shown && (shown.el.isConnected ? shown.el.getAttribute('data-tip') : null) !== text) reread();
  });

  return (
    <div
      className="tip-layer"
      ref={root}
      onPointerOver={(e) => e.pointerType !== 'touch' && showFor(e.target)}
      onPointerLeave={() => setShown(null)}
      onFocus={(e) => showFor(e.target)}
      onBlur={() => setShown(null)}
      onPointerDown={(e) => {
        if (e.pointerType !== 'touch') return;
        const target = e.target;
        const p = { fired: false, timer: setTimeout(() => ((p.fired = true), showFor(target)), LONG_PRESS_MS) };
        press.current = p;
      }}
      onPointerUp={() => press.current && clearTimeout(press.current.timer)}
      onPointerCancel={() => press.current && clearTimeout(press.current.timer)}
      onClickCapture={(e) => {
        if (press.current?.fired) {
          e.stopPropagation();
          e.preventDefault();
          press.current = null;
          return;
        }
        press.current = null;
        // A click acts: the tooltip read before it goes, so it covers nothing the click brings (#31).
        setShown(null);
      }}
    >
      {children}
      {shown && text && (
        <div className="tip" role="tooltip" style={{ left: shown.x, top: shown.y }}>
          {text}
        </div>
      )}
    </div>
  );
}

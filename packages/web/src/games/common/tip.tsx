import { useRef, useState, type ReactNode } from 'react';

/** How long a finger rests on a piece before its tooltip shows (a phone has no hover). */
const LONG_PRESS_MS = 450;

interface Shown {
  text: string;
  x: number;
  y: number;
}

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
 * plays it). One tooltip element for the whole board, placed beside what it explains.
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
    setShown({ text: hit.text, x: box.left - base.left + box.width / 2, y: box.bottom - base.top + 6 });
  };

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
        }
        press.current = null;
      }}
    >
      {children}
      {shown && (
        <div className="tip" role="tooltip" style={{ left: shown.x, top: shown.y }}>
          {shown.text}
        </div>
      )}
    </div>
  );
}

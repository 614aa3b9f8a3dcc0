import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';

interface Crowd {
  x: number;
  y: number;
  items: { key: string; label: string; el: Element }[];
}

/**
 * A tap where several things that may be picked lie on top of each other (two waves on one space, a tower over
 * the cell it stands on) asks which one: a small menu at the finger, each by its name, instead of playing whichever
 * is drawn on top. A click made by a program or the keyboard (no pointer: `detail` 0) goes through as it is.
 */
export function useCrowdPicker() {
  const [crowd, setCrowd] = useState<Crowd | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (crowd) menu.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [crowd]);

  const onClickCapture = (e: ReactMouseEvent<HTMLElement>) => {
    if (menu.current?.contains(e.target as Node)) return;
    if (crowd) setCrowd(null);
    if (e.detail === 0) return;
    const found = new Map<string, Element>();
    for (const el of document.elementsFromPoint(e.clientX, e.clientY)) {
      const button = el.closest('[data-key]');
      const key = button?.getAttribute('data-key');
      if (button && key && e.currentTarget.contains(button) && !found.has(key)) found.set(key, button);
    }
    if (found.size < 2) return;
    e.stopPropagation();
    e.preventDefault();
    const box = e.currentTarget.getBoundingClientRect();
    // Kept inside the board's drawing, and inside the part of it in sight in a phone's zoom frame (the menu is at
    // most 280 px wide, centred on the finger): at the frame's edge it was cut.
    const seen = e.currentTarget.closest('.zoom-frame')?.getBoundingClientRect() ?? box;
    const lo = Math.max(box.left, seen.left) - box.left + 145;
    const hi = Math.min(box.right, seen.right) - box.left - 145;
    const x = Math.min(Math.max(e.clientX - box.left, lo), Math.max(lo, hi));
    setCrowd({ x, y: e.clientY - box.top, items: [...found].map(([key, el]) => ({ key, el, label: el.getAttribute('aria-label') ?? key })) });
  };

  const choose = (el: Element) => {
    setCrowd(null);
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };

  const picker = crowd && (
    <div
      ref={menu}
      className="crowd-menu"
      role="group"
      aria-label="Several things here: which one?"
      style={{ left: crowd.x, top: crowd.y }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          setCrowd(null);
        }
      }}
    >
      <p>Which one?</p>
      {crowd.items.map((it) => (
        <button key={it.key} type="button" onClick={() => choose(it.el)} data-crowd={it.key} aria-label={it.label}>
          <span className="crowd-label">{it.label}</span>
        </button>
      ))}
      <button type="button" className="crowd-cancel" onClick={() => setCrowd(null)}>
        None of these
      </button>
    </div>
  );
  return { onClickCapture, picker };
}

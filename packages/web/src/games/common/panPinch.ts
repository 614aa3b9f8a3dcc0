import { useRef, type RefObject } from 'react';
import { splitPan } from './zoom.ts';

/** A drag shorter than this (CSS px) is a tap: it picks what is under the finger. */
const TAP_SLOP = 8;

/**
 * One finger (or a mouse) drags the board inside its frame, two fingers pinch it; `onZoom` gets the zoom asked for
 * and the point between the fingers. A drag is not a tap: the click that ends it is swallowed.
 */
export function usePanAndPinch(frameRef: RefObject<HTMLDivElement | null>, zoomNow: () => number, onZoom: (to: number, at: { x: number; y: number }) => void) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pan = useRef<{ x: number; y: number; left: number; top: number; page: number; moved: boolean; id: number } | null>(null);
  const pinch = useRef<{ dist: number; zoom: number } | null>(null);
  const swallow = useRef(false);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return { dist: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };
  const end = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pan.current?.id === e.pointerId) {
      if (pan.current.moved) swallow.current = true;
      pan.current = null;
    }
  };
  return {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      swallow.current = false;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const frame = frameRef.current;
      if (!frame) return;
      if (pointers.current.size === 2) {
        // A pinch is no tap, and the finger left on the board after it does not drag from where it began.
        pinch.current = { dist: spread().dist, zoom: zoomNow() };
        pan.current = null;
        swallow.current = true;
      } else if (pointers.current.size === 1) {
        pan.current = { x: e.clientX, y: e.clientY, left: frame.scrollLeft, top: frame.scrollTop, page: window.scrollY, moved: false, id: e.pointerId };
      }
    },
    onPointerMove: (e: React.PointerEvent) => {
      if (!pointers.current.has(e.pointerId)) return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const frame = frameRef.current;
      if (!frame) return;
      if (pinch.current && pointers.current.size >= 2) {
        const s = spread();
        if (pinch.current.dist > 0) {
          const r = frame.getBoundingClientRect();
          onZoom(pinch.current.zoom * (s.dist / pinch.current.dist), { x: s.mid.x - r.left, y: s.mid.y - r.top });
        }
        return;
      }
      const p = pan.current;
      if (!p || p.id !== e.pointerId) return;
      const dx = e.clientX - p.x;
      const dy = e.clientY - p.y;
      if (!p.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
      if (!p.moved) {
        p.moved = true;
        // From here on the drag is the frame's (a finger may leave it); a tap never gets here, so its click still
        // lands on the piece under it.
        try {
          frame.setPointerCapture(e.pointerId);
        } catch {
          // A pointer the browser no longer knows (lifted meanwhile): the drag goes on without it.
        }
      }
      const to = splitPan({ left: p.left, top: p.top }, { left: frame.scrollWidth - frame.clientWidth, top: frame.scrollHeight - frame.clientHeight }, dx, dy);
      frame.scrollLeft = to.left;
      frame.scrollTop = to.top;
      if (e.pointerType !== 'mouse') window.scrollTo({ top: p.page + to.page, behavior: 'instant' });
    },
    onPointerUp: end,
    onPointerCancel: end,
    onClickCapture: (e: React.MouseEvent) => {
      if (!swallow.current) return;
      swallow.current = false;
      e.stopPropagation();
      e.preventDefault();
    },
  };
}

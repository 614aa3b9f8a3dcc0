import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useCrowdPicker } from './Crowd.tsx';
import { useNarrow } from './narrow.ts';
import { clampZoom, MAX_ZOOM, scrollKeeping, splitPan, zoomForTargets, ZOOM_STEP } from './zoom.ts';
import './zoom.css';

/** A drag shorter than this (CSS px) is a tap: it picks what is under the finger. */
const TAP_SLOP = 8;

type Mode = 'targets' | 'chosen';

/**
 * The board's frame (`.board-holder`). On a phone it zooms and pans: it opens at the zoom where every target the board
 * offers (its `data-key` elements) is at least 44×44 CSS px, and zooms further in by itself when a move offers a
 * smaller one; the rest of the board is reached by dragging it (a drag at its edge scrolls the page). Two fingers
 * pinch to zoom; the buttons zoom in and out, fit the whole board to the screen's width, or go back to the targets'
 * size. A zoom the player chose stays until they press "Tap size". A tap on things lying on top of each other asks
 * which one (`useCrowdPicker`). On a larger screen it is the plain frame.
 */
export function ZoomPan({ frameRef, children }: { frameRef: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  const narrow = useNarrow();
  if (!narrow)
    return (
      <div ref={frameRef} className="board-holder">
        {children}
      </div>
    );
  return <PhoneFrame frameRef={frameRef}>{children}</PhoneFrame>;
}

function PhoneFrame({ frameRef, children }: { frameRef: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  const zoomRef = useRef(1);
  const [zoom, setZoom] = useState(1);
  const [mode, setMode] = useState<Mode>('targets');
  const modeRef = useRef(mode);
  modeRef.current = mode;

  /** Zooms to `to`, keeping the point `at` of the frame (px from its top left; its middle by default) where it is. */
  const zoomTo = useCallback(
    (to: number, at?: { x: number; y: number }) => {
      const frame = frameRef.current;
      const from = zoomRef.current;
      if (!frame || Math.abs(to - from) < 0.001) return;
      const point = at ?? { x: frame.clientWidth / 2, y: frame.clientHeight / 2 };
      const scroll = scrollKeeping({ left: frame.scrollLeft, top: frame.scrollTop }, point, from, to);
      zoomRef.current = to;
      frame.style.setProperty('--zoom', String(to));
      frame.scrollLeft = scroll.left;
      frame.scrollTop = scroll.top;
      setZoom(to);
    },
    [frameRef],
  );

  /**
   * When the board offers other things than before (a new turn, the next step) and none of them is in sight in the
   * frame (your hand under seven rivals' towers), the frame scrolls to the first of them. Otherwise it stays where
   * the player dragged it.
   */
  const offered = useRef('');
  const bringIntoSight = useCallback(() => {
    const box = content.current;
    const frame = frameRef.current;
    if (!box || !frame) return;
    const els = [...box.querySelectorAll('[data-key]')];
    // Looked at again when the offer changes, and when the drawing changes size by itself (its layout settling, the
    // zoom to the targets' size), not when the player zooms.
    const now = `${els.map((el) => el.getAttribute('data-key')).join(' ')}|${modeRef.current === 'targets' ? frame.scrollHeight : ''}`;
    if (now === offered.current) return;
    offered.current = now;
    const view = frame.getBoundingClientRect();
    const boxes = els.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    if (boxes.length === 0 || boxes.some((r) => r.right > view.left && r.left < view.right && r.bottom > view.top && r.top < view.bottom)) return;
    const first = boxes[0];
    frame.scrollLeft += first.left - view.left - Math.max(8, (view.width - first.width) / 2);
    frame.scrollTop += first.top - view.top - Math.max(8, (view.height - first.height) / 3);
  }, [frameRef]);

  /** In "targets" mode: zooms in (never out by itself) until the smallest target offered is big enough for a finger; then brings what is offered into sight. */
  const fitTargets = useCallback(() => {
    const box = content.current;
    if (!box) return;
    if (modeRef.current !== 'targets') return bringIntoSight();
    const boxes = [...box.querySelectorAll('[data-key]')].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    const want = zoomForTargets(boxes.map((r) => ({ w: r.width, h: r.height })), zoomRef.current);
    if (want === null || want <= zoomRef.current + 0.01) return bringIntoSight();
    // Zoomed about the middle of what is offered (where it shows in the frame), so it stays in sight.
    const frame = frameRef.current!.getBoundingClientRect();
    const mid = (lo: number, hi: number, from: number, size: number) => Math.min(size, Math.max(0, (lo + hi) / 2 - from));
    const x = mid(Math.min(...boxes.map((r) => r.left)), Math.max(...boxes.map((r) => r.right)), frame.left, frame.width);
    const y = mid(Math.min(...boxes.map((r) => r.top)), Math.max(...boxes.map((r) => r.bottom)), frame.top, frame.height);
    zoomTo(want, { x, y });
    bringIntoSight();
  }, [zoomTo, frameRef, bringIntoSight]);

  // After every render of the table (a new move offers new targets), when the board changes by itself (a menu it
  // opens), and when the screen turns.
  useLayoutEffect(fitTargets);
  useEffect(() => {
    const frame = frameRef.current;
    const box = content.current;
    if (!frame || !box) return;
    frame.style.setProperty('--zoom', String(zoomRef.current));
    const watch = new MutationObserver(fitTargets);
    watch.observe(box, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-key'] });
    const resize = new ResizeObserver(fitTargets);
    resize.observe(frame);
    return () => {
      watch.disconnect();
      resize.disconnect();
    };
  }, [frameRef, fitTargets]);

  const choose = (to: number) => {
    setMode('chosen');
    modeRef.current = 'chosen';
    zoomTo(clampZoom(to));
  };
  const backToTargets = () => {
    setMode('targets');
    modeRef.current = 'targets';
    zoomTo(1);
    fitTargets();
  };

  const crowd = useCrowdPicker();
  const gesture = usePanAndPinch(frameRef, zoomRef, (to, at) => {
    setMode('chosen');
    modeRef.current = 'chosen';
    zoomTo(clampZoom(to), at);
  });

  return (
    <>
      <div className="zoom-bar" role="group" aria-label="Zoom the board">
        <span className="zoom-words" aria-hidden="true">
          Drag or pinch
        </span>
        <button type="button" onClick={() => choose(zoomRef.current / ZOOM_STEP)} disabled={zoom <= 1} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => choose(zoomRef.current * ZOOM_STEP)} disabled={zoom >= MAX_ZOOM} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => choose(1)} aria-pressed={mode === 'chosen' && zoom === 1} aria-label="Fit the whole board to the screen's width">
          Fit
        </button>
        <button type="button" onClick={backToTargets} aria-pressed={mode === 'targets'} aria-label="Tap size: zoom so every place to tap is big enough for a finger">
          Tap size
        </button>
      </div>
      {/* Focusable, so a keyboard can scroll the board when it offers nothing to pick (axe: scrollable-region-focusable). */}
      <div ref={frameRef} className="board-holder zoom-frame" data-zoom={zoom.toFixed(2)} tabIndex={0} role="region" aria-label="The board" {...gesture}>
        <div ref={content} className="zoom-content" onClickCapture={crowd.onClickCapture}>
          {children}
          {crowd.picker}
        </div>
      </div>
    </>
  );
}

/**
 * One finger (or a mouse) drags the board inside its frame, two fingers pinch it; `onZoom` gets the zoom asked for
 * and the point between the fingers. A drag is not a tap: the click that ends it is swallowed.
 */
function usePanAndPinch(frameRef: RefObject<HTMLDivElement | null>, zoomRef: RefObject<number>, onZoom: (to: number, at: { x: number; y: number }) => void) {
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
        pinch.current = { dist: spread().dist, zoom: zoomRef.current };
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

/*
 * How a board zooms on a phone (issue #31.2). A page that shows a board wraps it in <ZoomPan> (ZoomPan.tsx: the
 * table, the tutorial, the replay); the board wraps ONLY its map drawing — the one svg.board that holds the places to
 * tap on the map — in <ZoomDrawing> (import { ZoomDrawing } from '../common/ZoomDrawing.tsx'), and draws its panels
 * (trays, cards, counters, their buttons) under it, outside, as their own svg (class "board-panel", not "board":
 * drawn at the screen's width by zoom.css) or HTML, each target in them at least 44 CSS px by itself:
 *
 *   <div>
 *     <ZoomDrawing><svg className="board my-board" viewBox="…">…the map…</svg></ZoomDrawing>
 *     <svg className="board-panel my-panel" viewBox="…">…the panels…</svg>
 *   </div>
 *
 * On a phone under a ZoomPan, ZoomDrawing draws the zoom bar (−, +, Fit, Tap size) and a scrolling, pinchable frame
 * (`.zoom-frame`) round its child, which opens at the zoom where every target in it (`[data-key]`) is 44 px; on a
 * larger screen, or with no ZoomPan above it, it is its child alone, untouched (a desktop board may keep drawing its
 * panels inside its one svg). One ZoomDrawing per board: the zoom the player chose is kept by the ZoomPan, so it
 * stays when the drawing is drawn again. A board with no ZoomDrawing is simply not zoomed.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useCrowdPicker } from './Crowd.tsx';
import { usePanAndPinch } from './panPinch.ts';
import { clampZoom, MAX_ZOOM, middleOf, scrollIntoSight, scrollKeeping, zoomForTargets, ZOOM_STEP } from './zoom.ts';
import { useZoomState, type ZoomState } from './ZoomPan.tsx';
import './zoom.css';

type Mode = ZoomState['mode'];

/**
 * The board's map drawing, zoomed and panned on a phone under a ZoomPan: it opens at the zoom where every target
 * it offers (its `data-key` elements) is at least 44×44 CSS px, and zooms further in by itself when a move offers a
 * smaller one; the rest is reached by dragging it (a drag at its edge scrolls the page). Two fingers pinch to zoom;
 * the buttons zoom in and out, fit the whole drawing to the screen's width, or go back to the targets' size. A zoom
 * the player chose stays until they press "Tap size". A tap on things lying on top of each other asks which one
 * (`useCrowdPicker`). Elsewhere: its children as they are.
 */
export function ZoomDrawing({ children, label = 'The board' }: { children: ReactNode; label?: string }) {
  const state = useZoomState();
  if (!state) return <>{children}</>;
  return (
    <PhoneFrame state={state} label={label}>
      {children}
    </PhoneFrame>
  );
}

/** The frame's measures as the browser last reported them (ResizeObserver), so a look at them forces no layout. */
const sizeOf = (r: DOMRectReadOnly) => `${Math.round(r.width)}x${Math.round(r.height)}`;

function PhoneFrame({ state, label, children }: { state: ZoomState; label: string; children: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(state.zoom);
  const [mode, setModeState] = useState<Mode>(state.mode);
  const setMode = (m: Mode) => {
    state.mode = m;
    setModeState(m);
  };
  const sizes = useRef({ frame: '', content: '' });

  /** Zooms to `to`, keeping the point `at` of the frame (px from its top left; its middle by default) where it is. */
  const zoomTo = useCallback(
    (to: number, at?: { x: number; y: number }) => {
      const frame = frameRef.current;
      const from = state.zoom;
      if (!frame || Math.abs(to - from) < 0.001) return;
      const point = at ?? { x: frame.clientWidth / 2, y: frame.clientHeight / 2 };
      const scroll = scrollKeeping({ left: frame.scrollLeft, top: frame.scrollTop }, point, from, to);
      state.zoom = to;
      frame.style.setProperty('--zoom', String(to));
      frame.scrollLeft = scroll.left;
      frame.scrollTop = scroll.top;
      setZoom(to);
    },
    [state],
  );

  /**
   * When the drawing offers other things than before (a new turn, the next step) and none of them is in sight in the
   * frame (your hand under seven rivals' towers), the frame scrolls to the first of them. Otherwise it stays where
   * the player dragged it. `all`: the targets as drawn now, read with the frame's `view` in one pass.
   */
  const offered = useRef('');
  const bringIntoSight = useCallback(
    (keys: string, view: DOMRect, all: DOMRect[]) => {
      const frame = frameRef.current;
      if (!frame) return;
      // Looked at again when the offer changes, and when the drawing changes size by itself (its layout settling, the
      // zoom to the targets' size), not when the player zooms.
      const now = `${keys}|${state.mode === 'targets' ? sizes.current.content : ''}`;
      if (now === offered.current) return;
      offered.current = now;
      const by = scrollIntoSight(view, all);
      if (!by) return;
      frame.scrollLeft += by.left;
      frame.scrollTop += by.top;
    },
    [state],
  );

  /**
   * In "targets" mode: zooms in (never out by itself) until the smallest target offered is big enough for a finger;
   * then brings what is offered into sight. Nothing is measured while the targets and the frame's size are those of
   * the last look (most renders: a bot's move elsewhere, a tooltip), so a render costs no forced layout.
   */
  const looked = useRef('');
  const fitTargets = useCallback(() => {
    const box = content.current;
    const frame = frameRef.current;
    // Until the ResizeObserver's first report, nothing: that report comes after the browser's own first layout, so
    // the first look reads laid-out boxes instead of forcing the whole new page's layout from a script (the
    // costliest step of opening a table: Lighthouse's trace records every element laid out under a script).
    if (!box || !frame || !sizes.current.frame) return;
    const els = [...box.querySelectorAll('[data-key]')];
    const keys = els.map((el) => el.getAttribute('data-key')).join(' ');
    const look = `${state.mode}|${keys}|${sizes.current.frame}|${sizes.current.content}`;
    if (look === looked.current) return;
    looked.current = look;
    // Every box read in one pass (one layout), before anything is written.
    const view = frame.getBoundingClientRect();
    const boxes = els.map((el) => el.getBoundingClientRect());
    if (state.mode === 'targets') {
      const drawn = boxes.filter((r) => r.width > 0 && r.height > 0);
      const want = zoomForTargets(drawn.map((r) => ({ w: r.width, h: r.height })), state.zoom);
      if (want !== null && want > state.zoom + 0.01) {
        // Zoomed about the middle of what is offered (where it shows in the frame), so it stays in sight.
        zoomTo(want, middleOf(view, drawn));
        // Read again, zoomed (the one other layout, only when the zoom changed).
        return bringIntoSight(keys, frame.getBoundingClientRect(), els.map((el) => el.getBoundingClientRect()));
      }
    }
    bringIntoSight(keys, view, boxes);
  }, [state, zoomTo, bringIntoSight]);

  // The zoom kept by the ZoomPan, before the first paint.
  useLayoutEffect(() => frameRef.current?.style.setProperty('--zoom', String(state.zoom)), [state]);
  // After every render of the drawing (a new move offers new targets), when the drawing changes by itself (a menu it
  // opens), and when the frame or the drawing changes size (the screen turns, the drawing settles).
  useLayoutEffect(fitTargets);
  // Watched from the first commit (a layout effect), so the first report comes in the first frame, before its paint.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const box = content.current;
    if (!frame || !box) return;
    const watch = new MutationObserver(fitTargets);
    watch.observe(box, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-key'] });
    const resize = new ResizeObserver((entries) => {
      for (const e of entries) sizes.current[e.target === frame ? 'frame' : 'content'] = sizeOf(e.contentRect);
      fitTargets();
    });
    resize.observe(frame);
    resize.observe(box);
    return () => {
      watch.disconnect();
      resize.disconnect();
    };
  }, [fitTargets]);

  const choose = (to: number, at?: { x: number; y: number }) => {
    setMode('chosen');
    zoomTo(clampZoom(to), at);
  };
  const backToTargets = () => {
    setMode('targets');
    zoomTo(1);
    fitTargets();
  };

  const crowd = useCrowdPicker();
  const gesture = usePanAndPinch(frameRef, () => state.zoom, choose);

  return (
    <>
      <div className="zoom-bar" role="group" aria-label="Zoom the board">
        <span className="zoom-words" aria-hidden="true">
          Drag or pinch
        </span>
        <button type="button" onClick={() => choose(state.zoom / ZOOM_STEP)} disabled={zoom <= 1} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => choose(state.zoom * ZOOM_STEP)} disabled={zoom >= MAX_ZOOM} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => choose(1)} aria-pressed={mode === 'chosen' && zoom === 1} aria-label="Fit the whole board to the screen's width">
          Fit
        </button>
        <button type="button" onClick={backToTargets} aria-pressed={mode === 'targets'} aria-label="Tap size: zoom so every place to tap is big enough for a finger">
          Tap size
        </button>
      </div>
      {/* Focusable, so a keyboard can scroll the drawing when it offers nothing to pick (axe: scrollable-region-focusable). */}
      <div ref={frameRef} className="zoom-frame" data-zoom={zoom.toFixed(2)} tabIndex={0} role="region" aria-label={label} {...gesture}>
        <div ref={content} className="zoom-content" onClickCapture={crowd.onClickCapture}>
          {children}
          {crowd.picker}
        </div>
      </div>
    </>
  );
}

/** A finger's target on a phone (WCAG 2.5.5, Apple's and Android's guides), in CSS px, with a little to spare. */
export const TARGET_PX = 44;
const SPARE = 1.04;
/** The board opens no more than this many times its width to reach the target size; + goes to MAX_ZOOM. */
export const MAX_AUTO_ZOOM = 3;
export const MAX_ZOOM = 4;
export const MIN_ZOOM = 1;
/** One press of + or −. */
export const ZOOM_STEP = 1.25;

export const clampZoom = (z: number, max = MAX_ZOOM): number => Math.min(max, Math.max(MIN_ZOOM, Math.round(z * 1000) / 1000));

/**
 * The zoom at which every target is at least TARGET_PX on both sides: `sizes` are the targets' widths and heights
 * as drawn now at `zoom` (boxes with no size, hidden ones, are left out). Null when nothing is offered.
 */
export function zoomForTargets(sizes: readonly { w: number; h: number }[], zoom: number): number | null {
  const drawn = sizes.filter((s) => s.w > 0 && s.h > 0);
  if (drawn.length === 0) return null;
  const smallest = Math.min(...drawn.map((s) => Math.min(s.w, s.h))) / zoom;
  return clampZoom((TARGET_PX * SPARE) / smallest, MAX_AUTO_ZOOM);
}

/** Where a frame scrolls to when its content is zoomed from `from` to `to` keeping the point `at` (px from the frame's top left) still. */
export function scrollKeeping(scroll: { left: number; top: number }, at: { x: number; y: number }, from: number, to: number): { left: number; top: number } {
  const k = to / from;
  return { left: Math.max(0, (scroll.left + at.x) * k - at.x), top: Math.max(0, (scroll.top + at.y) * k - at.y) };
}

/**
 * A drag of (dx, dy) px since it began, on a frame that was scrolled to `start` and can scroll up to `max`: where the
 * frame scrolls to, and how far the page scrolls past where it was at the start (what the frame could not take
 * up or down, so a finger on the board still scrolls the page when the board is at its edge).
 */
export function splitPan(start: { left: number; top: number }, max: { left: number; top: number }, dx: number, dy: number): { left: number; top: number; page: number } {
  const left = Math.min(max.left, Math.max(0, start.left - dx));
  const wantTop = start.top - dy;
  const top = Math.min(max.top, Math.max(0, wantTop));
  return { left, top, page: wantTop - top };
}

/** A box on the screen (a DOMRect's sides). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/**
 * How far (px) a frame showing `view` scrolls so that what it offers (`boxes`, as drawn now) comes into sight: none
 * when one of them is already in sight (or none is drawn); else the first of them, centred across and a third down.
 */
export function scrollIntoSight(view: Box, boxes: readonly Box[]): { left: number; top: number } | null {
  const drawn = boxes.filter((r) => r.width > 0 && r.height > 0);
  if (drawn.length === 0 || drawn.some((r) => r.right > view.left && r.left < view.right && r.bottom > view.top && r.top < view.bottom)) return null;
  const first = drawn[0];
  return { left: first.left - view.left - Math.max(8, (view.width - first.width) / 2), top: first.top - view.top - Math.max(8, (view.height - first.height) / 3) };
}

/** The middle of what is offered, as a point of the frame (px from its top left, kept inside it): where a zoom to the targets' size is centred. */
export function middleOf(view: Box, boxes: readonly Box[]): { x: number; y: number } {
  const mid = (lo: number, hi: number, from: number, size: number) => Math.min(size, Math.max(0, (lo + hi) / 2 - from));
  return {
    x: mid(Math.min(...boxes.map((r) => r.left)), Math.max(...boxes.map((r) => r.right)), view.left, view.width),
    y: mid(Math.min(...boxes.map((r) => r.top)), Math.max(...boxes.map((r) => r.bottom)), view.top, view.height),
  };
}

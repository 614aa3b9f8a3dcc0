import { describe, expect, it } from 'vitest';
import { clampZoom, MAX_AUTO_ZOOM, middleOf, scrollIntoSight, scrollKeeping, splitPan, TARGET_PX, zoomForTargets } from './zoom.ts';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height });

describe('the board’s zoom on a phone', () => {
  it('opens where the smallest target offered is a finger’s 44 px on both sides, never below the fit nor past its cap', () => {
    // Crystal's hexes at phone width: 29.9 × 34.5 px at zoom 1.
    const z = zoomForTargets([{ w: 29.9, h: 34.5 }, { w: 120, h: 44 }], 1)!;
    expect(29.9 * z).toBeGreaterThanOrEqual(TARGET_PX);
    expect(29.9 * z).toBeLessThan(TARGET_PX * 1.1);
    // Measured at another zoom, the same answer.
    expect(zoomForTargets([{ w: 29.9 * 2, h: 34.5 * 2 }], 2)).toBeCloseTo(z, 2);
    expect(zoomForTargets([{ w: 200, h: 60 }], 1)).toBe(1);
    expect(zoomForTargets([{ w: 5, h: 5 }], 1)).toBe(MAX_AUTO_ZOOM);
    // Hidden boxes (no size) do not count; nothing offered: no answer.
    expect(zoomForTargets([{ w: 0, h: 0 }, { w: 88, h: 88 }], 1)).toBe(1);
    expect(zoomForTargets([], 1)).toBeNull();
    expect(clampZoom(0.5)).toBe(1);
  });

  it('keeps the point under the fingers (or the frame’s middle) where it is when zooming', () => {
    // The point 100 px into the frame, scrolled 50: board point 150 at zoom 1 is 300 at zoom 2, 100 px into the frame.
    expect(scrollKeeping({ left: 50, top: 0 }, { x: 100, y: 20 }, 1, 2)).toEqual({ left: 200, top: 20 });
    expect(scrollKeeping({ left: 0, top: 0 }, { x: 100, y: 100 }, 2, 1)).toEqual({ left: 0, top: 0 });
  });

  it('a drag moves the board inside its frame, and what the frame cannot take up or down scrolls the page', () => {
    // Dragged 30 px left and 40 px up: the board scrolls right and down.
    expect(splitPan({ left: 10, top: 10 }, { left: 300, top: 500 }, -30, -40)).toEqual({ left: 40, top: 50, page: 0 });
    // At the frame's bottom: the rest of the drag scrolls the page down.
    expect(splitPan({ left: 0, top: 480 }, { left: 0, top: 500 }, 0, -60)).toEqual({ left: 0, top: 500, page: 40 });
    // At its top, dragging down scrolls the page up; sideways the frame stops at its edges.
    expect(splitPan({ left: 5, top: 0 }, { left: 300, top: 500 }, 50, 30)).toEqual({ left: 0, top: 0, page: -30 });
  });

  it('brings what is offered into sight only when none of it is: the first target, centred across and a third down', () => {
    const view = box(10, 200, 370, 600);
    // One target in sight: the frame stays where the player dragged it.
    expect(scrollIntoSight(view, [box(900, 900, 50, 50), box(100, 300, 50, 50)])).toBeNull();
    // Hidden boxes (no size) and nothing offered: nothing to bring.
    expect(scrollIntoSight(view, [box(100, 300, 0, 0)])).toBeNull();
    expect(scrollIntoSight(view, [])).toBeNull();
    // Your hand under the rivals' towers, 1000 px down and 500 right: it comes to the middle across, a third down.
    const by = scrollIntoSight(view, [box(500, 1200, 50, 50), box(600, 1300, 50, 50)])!;
    expect(500 - by.left - view.left + 25).toBeCloseTo(view.width / 2);
    expect(1200 - by.top - view.top).toBeCloseTo((600 - 50) / 3);
  });

  it('zooms about the middle of what is offered, kept inside the frame', () => {
    const view = box(10, 200, 370, 600);
    expect(middleOf(view, [box(60, 300, 40, 40), box(160, 400, 40, 40)])).toEqual({ x: 120, y: 170 });
    // Offered beyond the frame's right and bottom edges: its edge.
    expect(middleOf(view, [box(900, 1500, 40, 40)])).toEqual({ x: 370, y: 600 });
  });
});

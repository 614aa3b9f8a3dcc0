/** The geometry of the replay's chance chart: pure, so it is tested without a browser. */

export interface ChanceChart {
  width: number;
  height: number;
  /** The x of the position after `i` moves (0 = the start), the scrubber's scale. */
  x(i: number): number;
  /** The y of a chance (0 at the bottom, 1 at the top). */
  y(chance: number): number;
  /** One SVG path per seat through the positions analysed (a gap where a position is missing). */
  paths: string[];
}

/** The chart's box: inner padding around the plot (room for the axis words on the left and below). */
export const CHART_PAD = { left: 36, right: 10, top: 8, bottom: 20 } as const;

const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Each seat's line of chances over `steps` moves in a `width` × `height` box. `chances[i]` is every seat's chance after
 * `i` moves; a missing position breaks the line (the next point starts a new segment).
 */
export function chanceChart(chances: readonly (readonly number[] | undefined)[], players: number, steps: number, width: number, height: number): ChanceChart {
  const plotW = width - CHART_PAD.left - CHART_PAD.right;
  const plotH = height - CHART_PAD.top - CHART_PAD.bottom;
  const x = (i: number) => r1(CHART_PAD.left + (steps > 0 ? (Math.max(0, Math.min(steps, i)) / steps) * plotW : 0));
  const y = (c: number) => r1(CHART_PAD.top + (1 - Math.max(0, Math.min(1, c))) * plotH);
  const paths = Array.from({ length: players }, (_, seat) => {
    let d = '';
    let open = false;
    for (let i = 0; i <= steps; i++) {
      const c = chances[i]?.[seat];
      if (c === undefined || !Number.isFinite(c)) {
        open = false;
        continue;
      }
      d += `${d ? ' ' : ''}${open ? 'L' : 'M'}${x(i)} ${y(c)}`;
      open = true;
    }
    return d;
  });
  return { width, height, x, y, paths };
}

/** A swing in words: "Move 14, Player 2: 62% → 31%". */
export function swingText(s: { move: number; seat: number; before: number; after: number }, seatNames: readonly string[]): string {
  const pct = (c: number) => `${Math.round(c * 100)}%`;
  return `Move ${s.move}, ${seatNames[s.seat] ?? `Seat ${s.seat + 1}`}: ${pct(s.before)} → ${pct(s.after)}`;
}

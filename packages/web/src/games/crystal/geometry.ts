import * as crystalBoard from '@ramparts/games/crystal/board.ts';
import { content } from '@ramparts/games/crystal/content/index.ts';
import { coverage as crystalCoverage } from '@ramparts/games/crystal/rules/coverage.ts';
import type { CrystalState, CrystalView, DefenseState } from '@ramparts/games/crystal/state.ts';

// Drawing the hex map: corners, shared edges (walls), and which hexes a defense covers (the rules' geometry).

type Board = ReturnType<typeof crystalBoard.boardOf>;

/** The board of a view's map. */
export const boardFor = (v: Pick<CrystalView, 'map'>): Board => crystalBoard.boardOf(content.map(v.map));

/** Corner i (0-5) of a pointy-top hex of radius `size` centred at (x, y): corner 0 is between the E and SE sides. */
export function corner(x: number, y: number, size: number, i: number): { x: number; y: number } {
  const a = ((60 * i + 30) * Math.PI) / 180;
  return { x: x + size * Math.cos(a), y: y + size * Math.sin(a) };
}

/** The polygon of a hex, as SVG points. */
export function hexPoints(x: number, y: number, size: number): string {
  return [0, 1, 2, 3, 4, 5].map((i) => corner(x, y, size, i)).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

/** The side of a hex facing direction `dir` (0 E … 5 NE): between the corners on either side of that direction. */
export function side(x: number, y: number, size: number, dir: number): { x1: number; y1: number; x2: number; y2: number } {
  const a = corner(x, y, size, (dir + 5) % 6);
  const b = corner(x, y, size, dir);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/**
 * The hexes a defense of this kind on `at` turned to `facing` covers, by the rules' own geometry: for a defense on
 * the board or one being placed (a defense token that is not there yet).
 */
export function coverageOf(v: CrystalView, defense: string, at: string, facing: number): string[] {
  const d: DefenseState = { id: -1, defense, owner: 0, at, facing, health: 1, cooldown: 0 };
  return crystalCoverage(v as unknown as CrystalState, d);
}

/** Coverage of a defense on the board. */
export const coverage = (v: CrystalView, d: DefenseState): string[] => crystalCoverage(v as unknown as CrystalState, d);

import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { useRef } from 'react';

/** A soldier on the road with the id it keeps from state to state, so its Piece walks instead of reappearing. */
export interface Placed {
  id: string;
  map: number;
  square: number;
  level: number;
  value: number;
  owner: number;
  wounded: boolean;
}

/**
 * How far a soldier would have gone from `a` to `b`: soldiers only go forward (to a later square, or onto the next
 * map in Crusade) and a wound never heals; anything else is a different soldier.
 */
function cost(a: Placed, b: Placed, n: number): number {
  if (a.value !== b.value || a.owner !== b.owner || (a.wounded && !b.wounded)) return Infinity;
  const levels = Math.abs(a.level - b.level) / 10;
  if (a.map === b.map) return b.square >= a.square ? b.square - a.square + levels : Infinity;
  return n - a.square + b.square + levels;
}

/** The soldiers of `view` with ids matched to `before` (the nearest forward match first), new ones numbered by step. */
export function assignIds(before: readonly Placed[], view: CoinsView): Placed[] {
  const now: Placed[] = [];
  view.maps.forEach((m, map) => m.squares.forEach((stack, q) => stack.forEach((s, level) => now.push({ id: '', map, square: q + 1, level, value: s.value, owner: s.owner, wounded: s.wounded }))));
  const pairs: [number, number, number][] = [];
  before.forEach((a, i) => now.forEach((b, j) => {
    const c = cost(a, b, view.pathLength);
    if (c < Infinity) pairs.push([c, i, j]);
  }));
  pairs.sort((x, y) => x[0] - y[0]);
  const taken = new Set<number>();
  for (const [, i, j] of pairs) {
    if (taken.has(i) || now[j].id) continue;
    taken.add(i);
    now[j].id = before[i].id;
  }
  now.forEach((p, j) => (p.id ||= `soldier-${view.step}-${j}`));
  return now;
}

/** The soldiers with stable ids, remembered across the views this board is given. */
export function useSoldierIds(view: CoinsView): Placed[] {
  const memo = useRef<{ view: CoinsView | null; list: Placed[] }>({ view: null, list: [] });
  // Rendering the same view twice (React's strict mode) must not match it against itself.
  if (memo.current.view !== view) memo.current = { view, list: assignIds(memo.current.list, view) };
  return memo.current.list;
}

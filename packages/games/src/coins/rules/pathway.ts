import type { CoinsEvent } from '../events.ts';
import type { CoinsState, Value } from '../state.ts';
import { MOVED, OWNER_SHIFT, ownerOf, slot } from '../state.ts';
import { castleWords, plural, soldierWords, squareWords } from '../words.ts';
import { castleOwner, N, nextMap } from './settings.ts';

/**
 * "A soldier that enters a square already occupied … must be of a strictly lower value than one of the soldiers
 * already in that square": an empty square, or one holding a soldier worth more.
 */
export function canEnter(stack: readonly number[], value: number): boolean {
  for (let i = 0; i < stack.length; i++) if (value < (stack[i] & 7)) return true;
  return stack.length === 0;
}

/**
 * Whether a soldier of `value` owned by `owner` may go `steps` squares from `square` of `map`: every occupied
 * square it passes or enters must let it in. The castle square is never blocked; in Crusade a soldier leaving
 * its own map through its own castle goes on with square 1 of the next map.
 */
export function canAdvance(s: CoinsState, map: number, square: number, value: number, steps: number, owner: number): boolean {
  let m = map;
  let q = square;
  for (let k = 0; k < steps; k++) {
    if (q === N) {
      if (castleOwner(s, m) !== owner) return true;
      m = nextMap(s, m);
      q = 1;
    } else q++;
    if (!canEnter(s.realms[m].path[q - 1], value)) return false;
  }
  return true;
}

/**
 * The soldiers of `stack` reach the castle of `map`: each one not owned by its player deals its value and goes
 * back to its owner's supply (seed: "he inflicts damages equal to his value … put back into the supply").
 * The owner's own soldiers (Crusade) stay in `stack`, which is compacted in place.
 */
export function reachCastle(s: CoinsState, map: number, stack: number[], log: CoinsEvent[] | null): void {
  const keeper = castleOwner(s, map);
  const realm = s.realms[map];
  let k = 0;
  for (let i = 0; i < stack.length; i++) {
    const code = stack[i];
    const owner = ownerOf(code);
    if (owner === keeper) {
      stack[k++] = code;
      continue;
    }
    const v = code & 7;
    realm.castle = Math.max(0, realm.castle - v);
    s.realms[s.mode === 'crusade' ? owner : 0].supply[slot(v)]++;
    log?.push(`${cap(soldierWords(s, code))} reaches ${castleWords(s, map)}: ${v} damage (${realm.castle} HP left).`);
  }
  truncate(stack, k);
}

/** Shortens an array in place (popping is much cheaper than setting `length` in V8). */
export function truncate(a: number[], k: number): void {
  while (a.length > k) a.pop();
}

/** A new soldier from the supply, tails up, on `square` of the army's own map; it counts as having moved. */
export function place(s: CoinsState, army: number, value: Value, square: number): void {
  const realm = s.realms[army];
  realm.supply[slot(value)]--;
  realm.path[square - 1].push(value | MOVED | (s.mode === 'crusade' ? army << OWNER_SHIFT : 0));
}

/**
 * The soldier at `level` of the stack on `square` of `map` moves `steps` squares, carrying every soldier above it
 * ("a soldier moves with all other ones stacked above him"). Only the mover is marked as moved. A move that would
 * go past square N reaches the castle and ends there.
 */
export function advance(s: CoinsState, map: number, square: number, level: number, steps: number, log: CoinsEvent[] | null): void {
  const from = s.realms[map].path[square - 1];
  const stack = from.splice(level, from.length - level);
  stack[0] |= MOVED;
  const mover = ownerOf(stack[0]);
  let m = map;
  let q = square;
  for (let k = 0; k < steps; k++) {
    if (q === N) {
      reachCastle(s, m, stack, log);
      if (castleOwner(s, m) !== mover) {
        // The mover struck the castle: its move ends; the castle owner's own soldiers it carried step out.
        if (stack.length > 0) {
          const out = nextMap(s, m);
          for (let i = 0; i < stack.length; i++) s.realms[out].path[0].push(stack[i]);
        }
        return;
      }
      m = nextMap(s, m);
      q = 1;
    } else q++;
  }
  const to = s.realms[m].path[q - 1];
  for (let i = 0; i < stack.length; i++) to.push(stack[i]);
  if (log && (m !== map || q !== square)) log.push(`It stands on ${squareWords(s, m, q)}${stack.length > 1 ? ` with ${plural(stack.length - 1, 'soldier')} on its back` : ''}.`);
}

/**
 * The end-of-turn march outside Crusade: every soldier advances `length` squares, the one nearest the castle
 * first. Stacks move as one, so nobody blocks anybody.
 */
export function march(s: CoinsState, length: number, log: CoinsEvent[] | null): void {
  const path = s.realms[0].path;
  log?.push(`Every soldier marches ${plural(length, 'square')}.`);
  for (let k = 0; k < length; k++) {
    const last = path[N - 1];
    if (last.length > 0) reachCastle(s, 0, last, log);
    for (let q = N - 1; q > 0; q--) path[q] = path[q - 1];
    path[0] = last;
    if (s.realms[0].castle <= 0) return;
  }
}

/**
 * Crusade: all the soldiers of `army`, wherever they are, advance one square, nearest their castle first.
 * They slip out of mixed stacks (the others stay) and land on top of the next square, keeping their order.
 */
export function crusadeMarch(s: CoinsState, army: number, log: CoinsEvent[] | null): void {
  log?.push(`Player ${army + 1}'s soldiers march 1 square.`);
  const arriving: number[][] = [];
  for (let m = 0; m < s.realms.length; m++) {
    const realm = s.realms[m];
    if (realm.out) continue;
    for (let q = N; q >= 1; q--) {
      const stack = realm.path[q - 1];
      let mine = false;
      for (let i = 0; i < stack.length; i++) if (ownerOf(stack[i]) === army) mine = true;
      if (!mine) continue;
      const moving: number[] = [];
      let k = 0;
      for (let i = 0; i < stack.length; i++) {
        if (ownerOf(stack[i]) === army) moving.push(stack[i]);
        else stack[k++] = stack[i];
      }
      truncate(stack, k);
      if (q < N) {
        const to = realm.path[q];
        for (const code of moving) to.push(code);
      } else if (m === army) {
        arriving.push([nextMap(s, m), ...moving]);
      } else {
        reachCastle(s, m, moving, log);
      }
    }
  }
  for (const [m, ...codes] of arriving) for (const code of codes) s.realms[m].path[0].push(code);
}

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
export { cap };

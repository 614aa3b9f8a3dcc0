import type { Random } from '@ramparts/engine';
import { content, TOWER_TYPES, type TowerType, TYPE_OF_LETTER } from '../content/index.ts';
import type { Credit, TracksState } from '../state.ts';

/** Credits a card is worth: its mark (a Mk II card is 2 credits of its type), 2 for a completed Game Condition. */
export const valueOf = (c: Credit): number => c.charCodeAt(1) - 48;
/** The credit's tower type; undefined for Universal credits. */
export const typeOfCredit = (c: Credit): TowerType | undefined => TYPE_OF_LETTER[c[0]];
const LETTERS = ['S', 'B', 'C', 'X'];
const typeIndex = (c: Credit): number => LETTERS.indexOf(c[0]);

/** Draws one Mk I credit (3.A.II: an empty draw pile is refilled from the discard); null when none is left. */
export function drawMk1(s: TracksState, random: Random): Credit | null {
  let total = s.mk1[0] + s.mk1[1] + s.mk1[2] + s.mk1[3];
  if (total === 0) {
    for (let i = 0; i < 4; i++) {
      s.mk1[i] += s.mk1Discard[i];
      s.mk1Discard[i] = 0;
    }
    total = s.mk1[0] + s.mk1[1] + s.mk1[2] + s.mk1[3];
    if (total === 0) return null;
  }
  // The deck's order is drawn when a card is revealed (README: no hidden order is kept in the state).
  let k = random.int(total);
  for (let i = 0; i < 4; i++) {
    if (k < s.mk1[i]) {
      s.mk1[i]--;
      return `${LETTERS[i]}1`;
    }
    k -= s.mk1[i];
  }
  return null;
}

/** A spent or sold card goes back to its pile: Mk I to the discard, Mk II and III to their piles; a Game Condition to the box. */
export function discardCard(s: TracksState, c: Credit): void {
  const i = typeIndex(c);
  if (i < 0) return;
  const mark = valueOf(c);
  if (mark === 1) s.mk1Discard[i]++;
  else if (mark === 2) s.mk2[i]++;
  else s.mk3[i]++;
}

/**
 * Which cards of `stack` pay `cost` (skipping index `skip`): the least overpaid, then the fewest cards; Mk I
 * cards before bigger ones of the same value. Returns indices, or null when the stack cannot pay.
 */
export function payment(stack: Credit[], cost: number, skip = -1): number[] | null {
  if (cost <= 0) return [];
  const byValue: number[][] = [[], [], [], []];
  for (let i = 0; i < stack.length; i++) if (i !== skip) byValue[valueOf(stack[i])].push(i);
  let best: [number, number, number] | null = null;
  let bestOver = Infinity;
  let bestCards = Infinity;
  const [n1, n2, n3] = [byValue[1].length, byValue[2].length, byValue[3].length];
  for (let c = 0; c <= n3; c++) {
    for (let b = 0; b <= n2; b++) {
      const rest = cost - 3 * c - 2 * b;
      const a = Math.max(0, Math.min(n1, rest));
      const paid = a + 2 * b + 3 * c;
      if (paid < cost) continue;
      const over = paid - cost;
      const cards = a + b + c;
      if (over < bestOver || (over === bestOver && cards < bestCards)) {
        best = [a, b, c];
        bestOver = over;
        bestCards = cards;
      }
      if (rest <= 0) break;
    }
  }
  if (!best) return null;
  return [...byValue[1].slice(0, best[0]), ...byValue[2].slice(0, best[1]), ...byValue[3].slice(0, best[2])];
}

/** The total credits in a stack (minus the card at `skip`). */
export function stackValue(stack: Credit[], skip = -1): number {
  let v = 0;
  for (let i = 0; i < stack.length; i++) if (i !== skip) v += valueOf(stack[i]);
  return v;
}

/** Removes the cards at `indices` from `stack` and returns them to their piles. */
export function spend(s: TracksState, stack: Credit[], indices: number[]): Credit[] {
  const sorted = indices.slice().sort((a, b) => b - a);
  const out: Credit[] = [];
  for (const i of sorted) {
    out.push(stack[i]);
    discardCard(s, stack[i]);
    stack.splice(i, 1);
  }
  return out;
}

/** Removes one card from a stack (by name) without returning it to a pile. */
export function removeCard(stack: Credit[], c: Credit): boolean {
  const i = stack.indexOf(c);
  if (i < 0) return false;
  stack.splice(i, 1);
  return true;
}

/** The distinct cards of a stack, in a stable order (for move lists). */
export function distinct(stack: Credit[]): Credit[] {
  const out: Credit[] = [];
  for (const c of stack) if (!out.includes(c)) out.push(c);
  return out.sort();
}

/** The starting piles of a session from the chosen deck counts (3.A.I-IV). */
export function piles(deck: { mk1: number[]; mk2: number[]; mk3: number[] }) {
  return { mk1: deck.mk1.slice(), mk1Discard: [0, 0, 0, 0], mk2: deck.mk2.slice(), mk3: deck.mk3.slice() };
}

export const TYPE_ORDER = TOWER_TYPES;
export const towerOf = (card: string) => content.towers.get(card)!;

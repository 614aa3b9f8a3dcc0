import type { Random } from '@ramparts/engine';
import { content } from './content/index.ts';
import { cloneState } from './rules/index.ts';
import type { CrystalState, CrystalView } from './state.ts';

/** What every seat sees: the whole board; of the spawn deck only its size (its order is the one secret). */
export function viewOf(s: CrystalState): CrystalView {
  const { deck, ...rest } = cloneState(s);
  return { ...rest, deckSize: deck.length };
}

/** A full state consistent with a view: the undrawn cards (every card not used this wave) in a random order. */
export function determinize(v: CrystalView, _seat: number, random: Random): CrystalState {
  const { deckSize: _size, ...rest } = v;
  const used = new Set(v.used);
  const deck = random.shuffle(content.cards.map((c) => c.id).filter((id) => !used.has(id)));
  return cloneState({ ...rest, deck });
}

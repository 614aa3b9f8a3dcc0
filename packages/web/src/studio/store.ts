import { variantSchema, type Variant } from '@ramparts/engine';
import { z } from 'zod';
import { randomId } from '../local/store.ts';
import { readStored, writeStored } from '../stored.ts';

/** A variant kept in this browser: its own id (names may repeat), the variant, and when it was last saved. */
export interface KeptVariant {
  id: string;
  variant: Variant;
  savedAt: number;
}

const kept = z.array(z.object({ id: z.string().min(1).max(40), variant: variantSchema, savedAt: z.number() }));
const KEY = 'ramparts:variants:';

/** My variants of a game, the last saved first. */
export function myVariants(game: string): KeptVariant[] {
  return (readStored(KEY + game, kept) ?? []).filter((k) => k.variant.game === game).sort((a, b) => b.savedAt - a.savedAt);
}

export function findVariant(game: string, id: string): KeptVariant | null {
  return myVariants(game).find((k) => k.id === id) ?? null;
}

/** Keeps a variant (a new one when `id` is missing); returns its id. */
export function keepVariant(variant: Variant, id: string = randomId(6), now = Date.now()): string {
  const list = myVariants(variant.game).filter((k) => k.id !== id);
  writeStored(KEY + variant.game, [{ id, variant, savedAt: now }, ...list]);
  return id;
}

export function renameVariant(game: string, id: string, name: string): void {
  const found = findVariant(game, id);
  if (found) keepVariant({ ...found.variant, name }, id, found.savedAt);
}

export function deleteVariant(game: string, id: string): void {
  writeStored(
    KEY + game,
    myVariants(game).filter((k) => k.id !== id),
  );
}

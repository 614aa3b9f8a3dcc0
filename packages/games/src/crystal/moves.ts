import { z } from 'zod';

const hero = z.number().int().min(0).max(7);
const hex = z.string().regex(/^[A-Z][1-9][0-9]?$/);

/**
 * A hero's move in the Hero phase (the seed's action list). Heroes act in any order, so every move names the hero
 * (index into `state.heroes`); a seat may play several heroes.
 */
export const moveSchema = z.discriminatedUnion('type', [
  /** Enter on a free player spawn: at the first Hero phase, and to respawn after sitting one out. */
  z.object({ type: z.literal('place'), hero, at: hex }),
  /** Walk to a hex within the movement left (up to Speed a phase, in one or several moves). */
  z.object({ type: z.literal('move'), hero, to: hex }),
  /** Build a defense of the hero's kit on an empty adjacent hex, its spread turned to `facing` (0 E … 5 NE). */
  z.object({ type: z.literal('build'), hero, defense: z.string(), at: hex, facing: z.number().int().min(0).max(5) }),
  /** Restore Cast health to a defense on the hero's hex or next to it. */
  z.object({ type: z.literal('repair'), hero, defense: z.number().int().min(0) }),
  /** Restore Cast health to the hero. */
  z.object({ type: z.literal('heal'), hero }),
  /** Attack an enemy within the hero's Range. */
  z.object({ type: z.literal('attack'), hero, enemy: z.number().int().min(0) }),
  /** End this hero's Hero phase; the Board phase runs when every hero is done. */
  z.object({ type: z.literal('done'), hero }),
]);

export type Move = z.infer<typeof moveSchema>;

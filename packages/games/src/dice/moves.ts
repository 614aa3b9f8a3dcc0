import { z } from 'zod';

/**
 * A hero's action in the Players phase (the seed's list, in its order). The acting hero is `state.current`: a move
 * names the action and its target only. `rest` is the seed's "Do nothing", taken for every action the hero has left.
 */
export const moveSchema = z.discriminatedUnion('type', [
  /** Spend gold to build a tower of a type on an empty site beside the hero. */
  z.object({ type: z.literal('build'), site: z.string(), tower: z.string() }),
  /** Spend gold to raise a tower the hero stands beside (or is mounted in) by one level. */
  z.object({ type: z.literal('upgrade'), site: z.string() }),
  /** Raise the lowest gate die by 1: 20 gold at the gate, or Edward's ability (10 gold, anywhere). */
  z.object({ type: z.literal('repair') }),
  z.object({ type: z.literal('mount'), site: z.string() }),
  z.object({ type: z.literal('unmount'), to: z.string() }),
  /** Attack one enemy of a kind (minion or boss id) on the hero's space. */
  z.object({ type: z.literal('attack'), enemy: z.string() }),
  z.object({ type: z.literal('move'), to: z.string() }),
  z.object({ type: z.literal('rest') }),
]);

export type Move = z.infer<typeof moveSchema>;

import { z } from 'zod';
import type { Role, Value } from './state.ts';

/**
 * The moves of Coin Siege. A square is named by `map` (the seat whose castle it leads to; 0 outside Crusade)
 * and `square` (1..N). See README.md "Moves".
 */
export type Move =
  /** Crusade: the role for this turn. */
  | { type: 'role'; role: Role }
  /** A new soldier of `value` from the supply on `square` of the player's map (coins `value` + `square`). */
  | { type: 'place'; value: Value; square: number }
  /** The soldier at stack `level` (0 = bottom) moves `steps` squares carrying those above it (coins value + steps). */
  | { type: 'advance'; map: number; square: number; level: number; steps: Value }
  /** Stop using the current toss of reinforcements. */
  | { type: 'endToss' }
  /** Defender: toss the garrison again. */
  | { type: 'tossAgain' }
  /** Defender: stop tossing and inflict the damage gathered. */
  | { type: 'stop' }
  /** Defender: wound the top soldier of a square (the turn ends when the damage left can pay for no wound). */
  | { type: 'hit'; map: number; square: number };

const value = z.union([z.literal(1), z.literal(2), z.literal(5)]);
const index = z.number().int().min(0).max(64);

export const moveSchema: z.ZodType<Move> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('role'), role: z.enum(['attacker', 'defender']) }),
  z.object({ type: z.literal('place'), value, square: index }),
  z.object({ type: z.literal('advance'), map: index, square: index, level: index, steps: value }),
  z.object({ type: z.literal('endToss') }),
  z.object({ type: z.literal('tossAgain') }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('hit'), map: index, square: index }),
]);

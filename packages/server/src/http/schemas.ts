import { z } from 'zod';

const botSpec = z.string().min(1).max(32).describe("a bot: 'random', 'mcts', 'mcts:2000' (iterations) or 'mcts:250ms' (time per move)");

export const createMatchBody = z.strictObject({
  game: z.string().min(1).max(64),
  players: z.number().int().min(1).max(16).optional(),
  options: z.record(z.string(), z.unknown()).optional().describe("the game's options (see GET /api/games)"),
  seats: z
    .array(z.union([z.literal('human'), botSpec]))
    .max(16)
    .optional()
    .describe("one entry per seat: 'human' or a bot spec; default every seat human"),
  clock: z
    .strictObject({ minutes: z.number().min(0.01).max(24 * 60), increment: z.number().min(0).max(3600) })
    .nullable()
    .optional()
    .describe('a time bank per player: minutes at the start plus seconds added after each move'),
  takeover: botSpec.optional().describe('the bot that plays for someone out of time or gone'),
});

export const joinBody = z.strictObject({
  seat: z.number().int().min(0).max(63).optional(),
  name: z.string().min(1).max(40).optional(),
});

export const leaveBody = z.strictObject({
  seat: z.number().int().min(0).max(63),
  credential: z.string().min(1).max(128),
});

export const matchParams = z.strictObject({ id: z.string().min(1).max(64) });
export const gameParams = z.strictObject({ id: z.string().min(1).max(64) });

export const listQuery = z.strictObject({
  status: z.enum(['open', 'live', 'finished']).optional(),
  game: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const saveParams = z.strictObject({ game: z.string().min(1).max(64), group: z.string().min(1).max(128) });
export const saveBody = z.strictObject({ data: z.unknown(), version: z.number().int().min(0) });

/** JSON Schema for the OpenAPI description (validation itself is by zod, in the handlers). */
export function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

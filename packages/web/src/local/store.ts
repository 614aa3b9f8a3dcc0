import { variantSchema, type RecordedMove } from '@ramparts/engine';
import { z } from 'zod';
import { readStored, storage } from '../stored.ts';

export { storage };

const localSeat = z.object({
  kind: z.enum(['me', 'hotseat', 'bot']),
  /** A bot spec for `createBot` ("random", "mcts:300", "heuristic"). */
  bot: z.string().optional(),
  name: z.string(),
});

/**
 * What ties a local match to a group's save: a campaign page and tier played, or (`sandbox`) a Cooperative
 * Sandbox (`cooperative`, Sandbox EXP) or Versus Sandbox (`versus`, each player's Versus EXP) session.
 */
const campaignLink = z.union([
  z.object({ group: z.string(), page: z.string(), tier: z.union([z.literal(1), z.literal(2), z.literal(3)]), closed: z.boolean().optional() }),
  z.object({ group: z.string(), sandbox: z.enum(['cooperative', 'versus']), closed: z.boolean().optional() }),
]);

/** A local match as kept in the browser: enough to rebuild it exactly (the seed makes the tosses repeat). Read back through this schema. */
const localSave = z.object({
  id: z.string(),
  game: z.string(),
  players: z.number().int().positive(),
  options: z.unknown(),
  seed: z.string(),
  seats: z.array(localSeat),
  moves: z.array(z.object({ seat: z.number().int().nonnegative(), move: z.unknown() })),
  createdAt: z.number(),
  finished: z.boolean().optional(),
  /** A session tied to a group's save (a campaign page, or a Cooperative or Versus Sandbox session); `closed` once its EXP step is over. */
  campaign: campaignLink.optional(),
  /**
   * A chapter of a group's Gate Defense campaign (`played`: chapters in its save's history then); `closed` once folded
   * into the save, with the `news` it brought (shown again when the finished table is reopened).
   */
  diceCampaign: z
    .object({ group: z.string(), chapter: z.number().int(), played: z.number().int().nonnegative(), closed: z.boolean().optional(), news: z.array(z.string()).optional() })
    .optional(),
  /** The table allows hints (off unless the form's "Allow hints" was ticked). */
  hintsAllowed: z.boolean().optional(),
  /** The hints asked for: by which seat, after how many moves (kept in the record, so a replay shows them). */
  hints: z.array(z.object({ seat: z.number().int().nonnegative(), at: z.number().int().nonnegative() })).optional(),
  /** The seats that resigned (or left a co-operative table), each after how many moves: kept in the record, so a replay shows them. */
  resignations: z.array(z.object({ seat: z.number().int().nonnegative(), at: z.number().int().nonnegative() })).optional(),
  /** A designer's variant the table plays (the studio's "Try it"): its record carries it, so a replay plays it too. */
  variant: variantSchema.optional(),
});

/** Who plays a seat of a local match. */
export type LocalSeat = z.infer<typeof localSeat>;
export type CampaignLink = z.infer<typeof campaignLink>;
export type LocalSave = z.infer<typeof localSave> & { moves: RecordedMove[] };

const PREFIX = 'ramparts:local:';

export function randomId(bytes = 8): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function saveLocal(save: LocalSave): void {
  storage()?.setItem(PREFIX + save.id, JSON.stringify(save));
}

export function loadLocal(id: string): LocalSave | null {
  return readStored(PREFIX + id, localSave);
}

/** Every local match kept in this browser, newest first. */
export function listLocal(): LocalSave[] {
  const s = storage();
  if (!s) return [];
  const out: LocalSave[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIX)) {
      const m = loadLocal(k.slice(PREFIX.length));
      if (m) out.push(m);
    }
  }
  return out.sort((a, b) => b.createdAt - a.createdAt);
}

export function removeLocal(id: string): void {
  storage()?.removeItem(PREFIX + id);
}

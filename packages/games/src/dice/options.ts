import { z } from 'zod';
import { content } from './content/index.ts';

const heroIds = content.heroes.map((h) => h.id);
/** Heroes dealt when the options name none: two for one person (the solo game), else one each. */
export const DEFAULT_HEROES = ['keith', 'glorbud', 'edward', 'henry', 'mongo'];

/**
 * Carried over from an earlier scenario by the legacy layer (`campaign` in the options): the gate as it was left,
 * the gold banked, each hero's scars (max health lost) and towers left standing on this map. Setup applies it over
 * the scenario's own numbers; everything is optional so the campaign may grow.
 */
const campaignSchema = z.object({
  chapter: z.number().int().min(1),
  gate: z.array(z.number().int().min(1).max(6)).min(1).optional(),
  gold: z.number().int().min(0).max(60).optional(),
  scars: z.partialRecord(z.enum(heroIds as [string, ...string[]]), z.number().int().min(0)).optional(),
  towers: z.array(z.object({ site: z.string(), tower: z.enum(content.towers.map((t) => t.id) as [string, ...string[]]), level: z.number().int().min(1).max(6) })).optional(),
});

const heroList = z
  .array(z.enum(heroIds as [string, ...string[]]))
  .min(1)
  .max(heroIds.length)
  .refine((l) => new Set(l).size === l.length, 'a hero can be played only once');

export const optionsSchema = z
  .object({
    // `--option scenario=2` arrives as the number 2.
    scenario: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(content.scenarios.map((s) => s.id) as [string, ...string[]]).default('1')),
    /** Another map for the scenario (defaults to the scenario's own). */
    map: z.enum(content.maps.map((m) => m.id) as [string, ...string[]]).optional(),
    /**
     * The heroes, dealt to the seats in turn: a list of ids (also "keith,edward" from the CLI) or a count of the
     * default heroes. Unset: two heroes for one person, one each for more, the scenario's party first.
     */
    heroes: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').map((x) => x.trim().toLowerCase()) : typeof v === 'number' ? DEFAULT_HEROES.slice(0, v) : v),
      heroList.optional(),
    ),
    /** `rulebook` (the default) plays the scenario's own numbers; easy, normal and hard change them (README, "Options"). */
    difficulty: z.enum(['rulebook', 'easy', 'normal', 'hard']).default('rulebook'),
    campaign: campaignSchema.optional(),
  })
  .describe('Gate Defense: scenario 1-4, map, heroes (ids or a count), difficulty rulebook/easy/normal/hard, campaign carry-over.');

export type Options = z.infer<typeof optionsSchema>;
export type CampaignCarry = z.infer<typeof campaignSchema>;

/** The heroes these options deal to this many people. */
export function heroesFor(players: number, o: Options): string[] {
  if (o.heroes) return o.heroes;
  const first = content.scenario(o.scenario).heroes ?? [];
  return [...first, ...DEFAULT_HEROES.filter((h) => !first.includes(h))].slice(0, Math.max(2, players));
}

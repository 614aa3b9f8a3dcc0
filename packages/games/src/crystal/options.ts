import { z } from 'zod';
import { content } from './content/index.ts';
import { DIFFICULTIES } from './content/schema.ts';

const heroIds = content.heroes.map((h) => h.id);
/** Heroes dealt when the options name none: one of each kit first, then their partners. */
export const DEFAULT_HEROES = ['squire', 'apprentice', 'huntress', 'monk', 'countess', 'adept', 'ranger', 'initiate'];

const heroList = z
  .array(z.enum(heroIds as [string, ...string[]]))
  .min(1)
  .max(8)
  .refine((l) => new Set(l).size === l.length, 'a hero can be played only once');

export const optionsSchema = z
  .object({
    map: z.enum(content.maps.map((m) => m.id) as [string, ...string[]]).default(content.maps[0].id),
    /**
     * The heroes, dealt to the seats in turn: a list of ids (also "squire,monk" from the CLI) or a count of the
     * default heroes. Unset: one hero each, two for one person.
     */
    heroes: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').map((x) => x.trim().toLowerCase()) : typeof v === 'number' ? DEFAULT_HEROES.slice(0, v) : v),
      heroList.optional(),
    ),
    difficulty: z.enum(DIFFICULTIES).default('rulebook'),
    /** Waves to survive (the seed: 4). */
    waves: z.number().int().min(1).max(8).default(content.rules.wavesToWin),
  })
  .describe('Crystal Defenders: map, heroes (ids or a count), difficulty rulebook/easy/normal/hard, waves to win.');

export type Options = z.infer<typeof optionsSchema>;

/**
 * The heroes these options deal to this many people: the named ones, else one each — and two for one person, since
 * the seed deals one and two heroes the same spawn cards and a lone hero cannot hold two gates.
 */
export function heroesFor(players: number, o: Options): string[] {
  return o.heroes ?? DEFAULT_HEROES.slice(0, Math.max(2, players));
}

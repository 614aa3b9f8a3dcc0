import { parseContent } from '@ramparts/engine';
import { z } from 'zod';
import type { TracksState } from '../state.ts';
import versusJson from './content.json' with { type: 'json' };

/**
 * Versus Sandbox content (1.C, 3.A.XIII-XIV): the Versus Energy cards, how many each player chooses, the
 * performance score and the Versus Mode experience. Pure data, validated at import.
 */
const EFFECTS = ['deplete', 'energize', 'credits', 'steal', 'marker', 'life'] as const;
export type VersusEffect = (typeof EFFECTS)[number];

const schema = z
  .object({
    perPlayer: z.number().int().min(1).max(20),
    /** Performance points: a unit defeated, the last unit of a wave (on top of its unit), a Wave Modifier defeated, a Game Condition completed. */
    score: z.object({ unit: z.number().int().min(0), wave: z.number().int().min(0), modifier: z.number().int().min(0), condition: z.number().int().min(0) }),
    /** Versus Mode EXP: per band of lives met (the campaign's bands), and the bonus of the best performer(s). */
    exp: z.object({ perBand: z.number().int().min(0), bestBonus: z.number().int().min(0) }),
    cards: z
      .array(z.object({ id: z.string().regex(/^[a-z][a-z-]{0,29}$/), name: z.string().min(1), effect: z.object({ kind: z.enum(EFFECTS), n: z.number().int().min(0).max(5) }), text: z.string().min(1) }))
      .min(1),
    defaultPick: z.array(z.string()),
  })
  .superRefine((c, ctx) => {
    const ids = c.cards.map((x) => x.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'Versus Energy ids are unique' });
    if (c.defaultPick.length !== c.perPlayer) ctx.addIssue({ code: 'custom', message: `the default pick holds ${c.perPlayer} cards` });
    for (const id of c.defaultPick) if (!ids.includes(id)) ctx.addIssue({ code: 'custom', message: `no Versus Energy ${id}` });
  });

export const versusContent = parseContent('tracks', 'versus/content.json', schema, versusJson);
export type VersusCard = (typeof versusContent.cards)[number];
export const versusCard = (id: string): VersusCard | undefined => versusContent.cards.find((c) => c.id === id);

/** Adds performance points to a seat (Versus Sandbox only; nothing otherwise). */
export function perform(s: TracksState, seat: number, what: keyof typeof versusContent.score): void {
  if (s.versus) s.versus.score[seat] += versusContent.score[what];
}

import { parseContent } from '@ramparts/engine';
import { z } from 'zod';
import type { TracksState } from '../state.ts';
import versusJson from './content.json' with { type: 'json' };

/**
 * Versus Sandbox content (1.C, 3.A.XIII-XIV): the Versus Energy cards, how many each player chooses, the
 * performance score and the Versus Mode experience, and the L-Hex backs (3.B: Player Markers are "Versus Mode
 * Wave Modifiers or Tower Modifications on the flip side"). Pure data, validated at import.
 */
const EFFECTS = ['deplete', 'energize', 'credits', 'steal', 'marker', 'life'] as const;
export type VersusEffect = (typeof EFFECTS)[number];

const id = z.string().regex(/^[a-z][a-z-]{0,29}$/);

const schema = z
  .object({
    perPlayer: z.number().int().min(1).max(20),
    /** Performance points: a unit defeated, the last unit of a wave (on top of its unit), a Wave Modifier defeated, a Game Condition completed. */
    score: z.object({ unit: z.number().int().min(0), wave: z.number().int().min(0), modifier: z.number().int().min(0), condition: z.number().int().min(0) }),
    /** Versus Mode EXP: per band of lives met (the campaign's bands), and the bonus of the best performer(s). */
    exp: z.object({ perBand: z.number().int().min(0), bestBonus: z.number().int().min(0) }),
    cards: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z][a-z-]{0,29}$/),
          name: z.string().min(1),
          effect: z.object({ kind: z.enum(EFFECTS), n: z.number().int().min(0).max(5) }),
          text: z.string().min(1),
          /** Closed until a group's Versus Lock opens it (the game's `unlocked` option holds "energy/<id>"). */
          locked: z.boolean().optional(),
        }),
      )
      .min(1),
    defaultPick: z.array(z.string()),
    /** L-Hexes each player may flip to their Versus side in a session: Tower Modifications and Versus Wave Modifiers together. */
    lHexes: z.number().int().min(0).max(10),
    /** Tower Modifications: on one of your towers (one each), paid from your Build/Upgrade stack. */
    towerMods: z.array(z.object({ id, name: z.string().min(1), range: z.number().int().min(0).max(3), damage: z.number().int().min(0).max(5), cost: z.number().int().min(0).max(6), text: z.string().min(1), locked: z.boolean().optional() })).min(1),
    /** Versus Wave Modifiers: on a wave on the field (one each), paid from your Build/Upgrade stack; `bounty` is scored by the placer per unit of it they defeat. */
    waveMods: z.array(z.object({ id, name: z.string().min(1), hp: z.number().int().min(0).max(5), move: z.number().int().min(0).max(3), bounty: z.number().int().min(0).max(5), cost: z.number().int().min(0).max(6), text: z.string().min(1) })).min(1),
  })
  .superRefine((c, ctx) => {
    const ids = c.cards.map((x) => x.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'Versus Energy ids are unique' });
    if (c.defaultPick.length !== c.perPlayer) ctx.addIssue({ code: 'custom', message: `the default pick holds ${c.perPlayer} cards` });
    for (const id of c.defaultPick) if (!ids.includes(id)) ctx.addIssue({ code: 'custom', message: `no Versus Energy ${id}` });
    for (const id of c.defaultPick) if (c.cards.find((x) => x.id === id)?.locked) ctx.addIssue({ code: 'custom', message: `the default pick holds no locked card (${id})` });
    const hexes = [...c.towerMods, ...c.waveMods].map((x) => x.id);
    if (new Set(hexes).size !== hexes.length) ctx.addIssue({ code: 'custom', message: 'Tower Modification and Versus Wave Modifier ids are unique' });
  });

export const versusContent = parseContent('tracks', 'versus/content.json', schema, versusJson);
/** The schema of `content.json`, for the lab's patches of the live `versusContent`. */
export const versusSchema = schema;
export type VersusCard = (typeof versusContent.cards)[number];
export const versusCard = (id: string): VersusCard | undefined => versusContent.cards.find((c) => c.id === id);
export type TowerMod = (typeof versusContent.towerMods)[number];
export type WaveMod = (typeof versusContent.waveMods)[number];
export const towerMod = (id: string): TowerMod | undefined => versusContent.towerMods.find((m) => m.id === id);
export const waveMod = (id: string): WaveMod | undefined => versusContent.waveMods.find((m) => m.id === id);

/** Adds performance points to a seat (Versus Sandbox only; nothing otherwise). */
export function perform(s: TracksState, seat: number, what: keyof typeof versusContent.score): void {
  if (s.versus) s.versus.score[seat] += versusContent.score[what];
}

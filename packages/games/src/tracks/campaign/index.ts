import { parseContent } from '@ramparts/engine';
import { z } from 'zod';
import campaignJson from './content.json' with { type: 'json' };

/**
 * The Cooperative Campaign's progression, pure ("End Game Conditions & Experience Points"): pages with three
 * tiers, EXP marks earned once per condition, spent right after the session on Locks of the same type, and the
 * content a fully spent Lock opens. Persistence is somebody else's: a save is plain JSON with a version.
 */

export const EXP_TYPES = ['B', 'U', 'S'] as const;
export type ExpType = (typeof EXP_TYPES)[number];
const expType = z.enum(EXP_TYPES);

const contentSchema = z.object({
  expTypes: z.record(expType, z.string().min(1)),
  /** Bands of lives left, each [min, max]: a session won with L lives meets every band whose min is ≤ L. */
  bands: z.array(z.tuple([z.number().int().min(1), z.number().int().min(1)])).min(1),
  pages: z
    .array(
      z.object({
        id: z.string().regex(/^L\d+M\d+$/),
        name: z.string().min(1),
        layout: z.string().min(1),
        lives: z.number().int().min(1),
        startingCredits: z.number().int().min(0),
        maxDiscardedTrack: z.number().int().min(0),
        rules: z.string(),
        /** Tier I, II, III: the difficulty (its length is the wave count) and the EXP each band of lives grants. */
        tiers: z.array(z.object({ difficulty: z.string().regex(/^[1-4](\/[1-4]){0,9}$/), exp: z.object({ type: expType, points: z.number().int().min(1) }) })).length(3),
      }),
    )
    .min(3),
  locks: z.array(
    z.object({
      id: z.string().regex(/^(page|tier|packet|slot):[a-zA-Z0-9/-]+$/),
      kind: z.enum(['page', 'tile', 'packet']),
      name: z.string().min(1),
      type: expType,
      points: z.number().int().min(1),
      requires: z.string().optional(),
    }),
  ),
});

export const campaign = parseContent('tracks', 'campaign/content.json', contentSchema, campaignJson);
export type Page = (typeof campaign.pages)[number];
export type Lock = (typeof campaign.locks)[number];
export const TIERS = [1, 2, 3] as const;
export type Tier = (typeof TIERS)[number];

// ---------------------------------------------------------------------------------------------------------
// The save

export const SAVE_VERSION = 1;

/** A group's campaign: EXP marks crossed out, Lock points crossed out, and content opened for good. */
export const saveSchema = z.object({
  version: z.literal(SAVE_VERSION),
  group: z.string().min(1).max(64),
  /** Earned and spent EXP marks: "L1M1/2/1/0" = page, tier, band (0-based), point within the band. */
  earned: z.array(z.string()),
  /** Lock points crossed out so far, by lock id. */
  spent: z.record(z.string(), z.number().int().min(0)),
  /** Locks whose points are all crossed out: the content is open permanently. */
  unlocked: z.array(z.string()),
  /** Sandbox Mode experience, by the same rules: marks by sandbox condition. */
  sandbox: z.object({ earned: z.array(z.string()) }),
  /** Sessions played (won or not), for the record. */
  sessions: z.number().int().min(0),
});
export type CampaignSave = z.infer<typeof saveSchema>;

/** Each migration brings a save of `from` to the next version (none yet: version 1 is the first). */
export const saveMigrations: { from: number; up(old: Record<string, unknown>): Record<string, unknown> }[] = [];

export function newSave(group: string): CampaignSave {
  return { version: SAVE_VERSION, group, earned: [], spent: {}, unlocked: [], sandbox: { earned: [] }, sessions: 0 };
}

/** Reads a save of any known version (migrating it forward) and validates it. */
export function loadSave(data: unknown): CampaignSave {
  let d = data as Record<string, unknown>;
  if (typeof d !== 'object' || d === null || typeof d.version !== 'number') throw new Error('not a campaign save (no version)');
  for (const m of saveMigrations) if (d.version === m.from) d = m.up(d);
  if (d.version !== SAVE_VERSION) throw new Error(`campaign save version ${String(d.version)} is newer than this program knows (${SAVE_VERSION})`);
  return saveSchema.parse(d);
}

// ---------------------------------------------------------------------------------------------------------
// Pages and what is open

export const pageById = (id: string): Page | undefined => campaign.pages.find((p) => p.id === id);
const lockById = (id: string): Lock | undefined => campaign.locks.find((l) => l.id === id);

/** Pages this group may play: Level 1, Mode 1 always; the others once their Lock is open. */
export function availablePages(save: CampaignSave): Page[] {
  return campaign.pages.filter((p) => !lockById(`page:${p.id}`) || save.unlocked.includes(`page:${p.id}`));
}

/** Tiers playable on a page: I and II always, III (enhanced conditions) once its packet is open. */
export function availableTiers(save: CampaignSave): Tier[] {
  return save.unlocked.includes('tier:3') || !lockById('tier:3') ? [1, 2, 3] : [1, 2];
}

/** Locks still closed whose prerequisites are open, with the points left to cross out. */
export function openLocks(save: CampaignSave): { lock: Lock; left: number }[] {
  return campaign.locks
    .filter((l) => !save.unlocked.includes(l.id) && (!l.requires || save.unlocked.includes(l.requires)))
    .map((lock) => ({ lock, left: lock.points - (save.spent[lock.id] ?? 0) }));
}

/** The Tracks & Waves options of a page at a tier, with what the save has opened (skill slots). */
export function pageOptions(save: CampaignSave, pageId: string, tier: Tier) {
  const page = pageById(pageId);
  if (!page) throw new Error(`there is no campaign page ${pageId}`);
  return {
    mode: 'campaign' as const,
    page: page.id,
    tier,
    layout: page.layout,
    difficulty: page.tiers[tier - 1].difficulty,
    lives: page.lives,
    startingCredits: page.startingCredits,
    maxDiscardedTrack: page.maxDiscardedTrack,
    unlocked: save.unlocked.filter((id) => id.startsWith('slot:')).map((id) => id.slice(5)),
    // Until the Mk III packet opens, the Kill Bonus pile holds no Mk III tower.
    ...(save.unlocked.includes(MK3_PACKET) || !lockById(MK3_PACKET) ? {} : { deck: { mk1: FULL.mk1, mk2: FULL.mk2, mk3: NONE } }),
  };
}

const MK3_PACKET = 'packet:mk3';
const FULL = { mk1: { standard: 10, boost: 10, charge: 10, combine: 10 }, mk2: { standard: 4, boost: 4, charge: 4, combine: 4 } };
const NONE = { standard: 0, boost: 0, charge: 0, combine: 0 };

// ---------------------------------------------------------------------------------------------------------
// Earning and spending EXP

/** How a session ended, as `awardExp` reads it (the match outcome: victory and lives left). */
export interface SessionResult {
  victory: boolean;
  lives: number;
}

/** EXP marks a session offers: every band met, on this tier and every easier one, not earned before. */
export interface Award {
  page: string;
  tier: Tier;
  /** The marks, each one point of a type, in the order the page lists them. */
  marks: { id: string; type: ExpType }[];
}

/** The bands a session with `lives` left meets (0-based): all those whose lower end it reaches. */
export function bandsMet(lives: number): number[] {
  return campaign.bands.flatMap(([min], i) => (lives >= min ? [i] : []));
}

/**
 * The EXP a session earns (End Game Conditions & Experience Points): nothing after a failure; otherwise each
 * band of lives met, on the tier played and, for enhanced tiers, on every easier tier too; a mark already
 * earned on an earlier play is never earned again.
 */
export function awardExp(save: CampaignSave, pageId: string, tier: Tier, result: SessionResult): Award {
  const page = pageById(pageId);
  if (!page) throw new Error(`there is no campaign page ${pageId}`);
  const marks: Award['marks'] = [];
  if (!result.victory || result.lives < 1) return { page: pageId, tier, marks };
  for (let t = 1; t <= tier; t++) {
    const { type, points } = page.tiers[t - 1].exp;
    for (const band of bandsMet(result.lives)) {
      for (let i = 0; i < points; i++) {
        const id = `${pageId}/${t}/${band}/${i}`;
        if (!save.earned.includes(id)) marks.push({ id, type });
      }
    }
  }
  return { page: pageId, tier, marks };
}

/** Points of each type an award holds. */
export function pointsOf(award: Award): Record<ExpType, number> {
  const out: Record<ExpType, number> = { B: 0, U: 0, S: 0 };
  for (const m of award.marks) out[m.type]++;
  return out;
}

/** One spending choice: cross out one point of an award on a Lock of the same type. */
export interface SpendChoice {
  lock: string;
}

/**
 * Spends one EXP point of the award on a Lock (Spending Experience Points): the mark is crossed out (earned for
 * good), a point of the Lock is crossed out, and a Lock with no point left opens its content permanently.
 * Returns the new save and the award without that mark. Throws when the Lock is not open to spending or no
 * mark of its type is left.
 */
export function spendExp(save: CampaignSave, award: Award, choice: SpendChoice): { save: CampaignSave; award: Award; opened: string | null } {
  const open = openLocks(save).find((x) => x.lock.id === choice.lock);
  if (!open) throw new Error(`${choice.lock} is not a Lock you can spend on now`);
  const at = award.marks.findIndex((m) => m.type === open.lock.type);
  if (at < 0) throw new Error(`no ${campaign.expTypes[open.lock.type]} (${open.lock.type}) EXP left to spend on ${open.lock.name}`);
  const mark = award.marks[at];
  const spent = (save.spent[open.lock.id] ?? 0) + 1;
  const opened = spent >= open.lock.points ? open.lock.id : null;
  const next: CampaignSave = {
    ...save,
    earned: [...save.earned, mark.id],
    spent: { ...save.spent, [open.lock.id]: spent },
    unlocked: opened ? [...save.unlocked, opened] : save.unlocked.slice(),
  };
  return { save: next, award: { ...award, marks: award.marks.filter((_, i) => i !== at) }, opened };
}

/**
 * The end of the spending step: what was not spent is forfeit; its marks stay unearned, so a later play may
 * earn them again. Counts the session.
 */
export function closeSession(save: CampaignSave): CampaignSave {
  return { ...save, sessions: save.sessions + 1 };
}

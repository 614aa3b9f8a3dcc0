import { parseContent, parseShape, RuleError } from '@ramparts/engine';
import { z } from 'zod';
import { content } from '../content/index.ts';
import campaignJson from './content.json' with { type: 'json' };

/**
 * The Cooperative Campaign's progression, pure ("End Game Conditions & Experience Points"): pages with three
 * tiers, EXP marks earned once per condition, spent right after the session on Locks of the same type, and the
 * content a fully spent Lock opens. Persistence is somebody else's: a save is plain JSON with a version.
 */

export const EXP_TYPES = ['B', 'U', 'S', 'V'] as const;
export type ExpType = (typeof EXP_TYPES)[number];
const expType = z.enum(EXP_TYPES);

const lockSchema = z.object({
  id: z.string().regex(/^(page|tier|packet|slot|sandbox|versus):[a-zA-Z0-9/-]+$/),
  kind: z.enum(['page', 'tile', 'packet']),
  name: z.string().min(1),
  type: expType,
  points: z.number().int().min(1),
  requires: z.string().optional(),
  /** What the open Lock adds to the game's `unlocked` option (a Skill slot's is its "skill/slot"). */
  option: z.string().regex(/^[a-z]{1,30}\/[a-z0-9-]{1,30}$/).optional(),
});

const OBJECTIVE_KINDS = ['hold', 'keep-track', 'defeat-modifiers', 'no-sell'] as const;
export type ObjectiveKind = (typeof OBJECTIVE_KINDS)[number];

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
        /** Income Per Turn (Mk I credits revealed in each Phase 5); the rules' 4 when absent. */
        income: z.number().int().min(0).max(12).optional(),
        maxDiscardedTrack: z.number().int().min(0),
        rules: z.string(),
        /** Special Objectives of the page (ids of `objectives`): all must be completed; failing one fails the session. */
        objectives: z.array(z.string()).optional(),
        /**
         * Tier I, II, III: the difficulty (its length is the wave count), the EXP each band of lives grants and, when
         * the tier draws other ranks than 1, 2, 3 …, the ranks of its first and last wave ("Tier II Waves: 3-8").
         */
        tiers: z
          .array(
            z.object({
              difficulty: z.string().regex(/^[1-4](\/[1-4]){0,9}$/),
              exp: z.object({ type: expType, points: z.number().int().min(1) }),
              ranks: z.tuple([z.number().int().min(1).max(10), z.number().int().min(1).max(10)]).optional(),
            }),
          )
          .length(3),
      }),
    )
    .min(3),
  /**
   * Special Objectives ("End Game Conditions"): `hold` n (the session ends early in victory at the end of turn n),
   * `keep-track` n (lose at most n track), `defeat-modifiers` n (in addition to the last wave), `no-sell`.
   * Each grants its EXP once, on a victory of its page.
   */
  objectives: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]{1,30}$/), kind: z.enum(OBJECTIVE_KINDS), n: z.number().int().min(0).max(99), name: z.string().min(1), text: z.string().min(1), exp: z.object({ type: expType, points: z.number().int().min(1) }) })),
  /**
   * Sandbox Mode experience (1.B): conditions met by a won Cooperative Sandbox session within `limits`, each
   * granting its EXP once; `locks` are what Sandbox EXP is spent on.
   */
  sandbox: z.object({
    limits: z.object({ minWaves: z.number().int().min(1).max(10), maxLives: z.number().int().min(1), maxStartingCredits: z.number().int().min(0) }),
    conditions: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9-]{1,30}$/),
          name: z.string().min(1),
          /** Every wave's Wave Modifier level at least this. */
          minLevel: z.number().int().min(1).max(4).optional(),
          maxLivesLost: z.number().int().min(0).optional(),
          maxTrackLost: z.number().int().min(0).optional(),
          minWaves: z.number().int().min(1).max(10).optional(),
          exp: z.object({ type: expType, points: z.number().int().min(1) }),
        }),
      )
      .min(1),
    locks: z.array(lockSchema),
  }),
  /** Versus Locks: what each player's Versus EXP (type V) is spent on. */
  versus: z.object({ locks: z.array(lockSchema) }),
  locks: z.array(lockSchema),
}).superRefine((c, ctx) => {
  const all = [...c.locks, ...c.sandbox.locks, ...c.versus.locks];
  const ids = all.map((l) => l.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'lock ids are unique across the campaign, Sandbox and Versus' });
  for (const l of all) if (l.requires && !ids.includes(l.requires)) ctx.addIssue({ code: 'custom', message: `${l.id} requires an unknown lock ${l.requires}` });
  for (const p of c.pages) for (const o of p.objectives ?? []) if (!c.objectives.some((x) => x.id === o)) ctx.addIssue({ code: 'custom', message: `page ${p.id}: no Special Objective ${o}` });
  for (const p of c.pages) {
    // 2.A: "All Playing Fields are restricted to 120 spaces or less" (the Campaign's limit; Sandbox has none).
    const layout = content.layouts.get(p.layout);
    const problem = layout ? campaignFieldProblem(layout.rows) : `no layout ${p.layout}`;
    if (problem) ctx.addIssue({ code: 'custom', message: `page ${p.id}: ${problem}` });
    p.tiers.forEach((t, i) => {
      if (!t.ranks) return;
      const [first, last] = t.ranks;
      const waves = t.difficulty.split('/').length;
      // Odd ranks are single waves on Track A and even ranks pairs on Track B, so the first wave's rank is odd.
      if (first % 2 === 0) ctx.addIssue({ code: 'custom', message: `page ${p.id} tier ${i + 1}: the first wave's rank must be odd (wave 1 is a Track A wave)` });
      if (last - first + 1 !== waves) ctx.addIssue({ code: 'custom', message: `page ${p.id} tier ${i + 1}: waves of ranks ${first}-${last} are ${last - first + 1} waves, the difficulty has ${waves}` });
    });
  }
  for (const l of c.versus.locks) if (l.type !== 'V') ctx.addIssue({ code: 'custom', message: `${l.id}: Versus Locks take Versus (V) EXP` });
  for (const l of [...c.locks, ...c.sandbox.locks]) if (l.type === 'V') ctx.addIssue({ code: 'custom', message: `${l.id}: only Versus Locks take Versus (V) EXP` });
});

/** 2.A: the most spaces a campaign page's Playing Field may have. */
export const CAMPAIGN_SPACES = 120;

/** Why a layout cannot be a campaign page's Playing Field (2.A: "restricted to 120 spaces or less"), or null. */
export function campaignFieldProblem(rows: string[]): string | null {
  const spaces = rows.reduce((n, r) => n + r.trim().split(/\s+/).length, 0);
  return spaces > CAMPAIGN_SPACES ? `a campaign Playing Field has at most ${CAMPAIGN_SPACES} spaces, this one ${spaces}` : null;
}

/** The schema of `content.json` (exported for the tests of its cross-checks). */
export const campaignSchema = contentSchema;

export const campaign = parseContent('tracks', 'campaign/content.json', contentSchema, campaignJson);
export type Page = (typeof campaign.pages)[number];
export type Lock = (typeof campaign.locks)[number];
export type Objective = (typeof campaign.objectives)[number];
export const objectiveById = (id: string): Objective | undefined => campaign.objectives.find((o) => o.id === id);
/** The Special Objectives of a page. */
export const pageObjectives = (page: Page): Objective[] => (page.objectives ?? []).map((id) => objectiveById(id)!);
export const TIERS = [1, 2, 3] as const;
export type Tier = (typeof TIERS)[number];

// ---------------------------------------------------------------------------------------------------------
// The save

export const SAVE_VERSION = 2;

/** A group's progression: EXP marks crossed out, Lock points crossed out, and content opened for good. */
export const saveSchema = z.object({
  version: z.literal(SAVE_VERSION),
  group: z.string().min(1).max(64),
  /** Campaign EXP marks earned and spent: "L1M1/2/1/0" = page, tier, band (0-based), point; "L3M1/objective/no-sell/0". */
  earned: z.array(z.string()),
  /** Lock points crossed out so far, by lock id (campaign, Sandbox and Versus Locks alike). */
  spent: z.record(z.string(), z.number().int().min(0)),
  /** Locks whose points are all crossed out: the content is open permanently. */
  unlocked: z.array(z.string()),
  /** Sandbox Mode experience: marks "sandbox/<condition>/<point>". */
  sandbox: z.object({ earned: z.array(z.string()) }),
  /** Versus Mode experience, by player (the seat's name): marks "versus/<layout>/L<level>/<band or best>". */
  versus: z.record(z.string().min(1).max(64), z.object({ earned: z.array(z.string()) })),
  /** Sessions played (won or not), for the record. */
  sessions: z.number().int().min(0),
});
export type CampaignSave = z.infer<typeof saveSchema>;

/** Each migration brings a save of `from` to the next version. */
export const saveMigrations: { from: number; up(old: Record<string, unknown>): Record<string, unknown> }[] = [
  // 1 → 2: Versus EXP is saved per player (none before).
  { from: 1, up: (old) => ({ ...old, version: 2, versus: {} }) },
];

export function newSave(group: string): CampaignSave {
  return { version: SAVE_VERSION, group, earned: [], spent: {}, unlocked: [], sandbox: { earned: [] }, versus: {}, sessions: 0 };
}

/** Reads a save of any known version (migrating it forward) and validates it. */
export function loadSave(data: unknown): CampaignSave {
  let d = data as Record<string, unknown>;
  if (typeof d !== 'object' || d === null || typeof d.version !== 'number') throw new RuleError('bad-save', 'not a campaign save (no version)');
  for (const m of saveMigrations) if (d.version === m.from) d = m.up(d);
  if (d.version !== SAVE_VERSION) throw new RuleError('bad-save', `campaign save version ${String(d.version)} is newer than this program knows (${SAVE_VERSION})`);
  return parseShape(saveSchema, d, 'bad-save', 'the campaign save is damaged');
}

// ---------------------------------------------------------------------------------------------------------
// Pages and what is open

/** Whose EXP it is: the Cooperative Campaign's, Sandbox Mode's or Versus Mode's; each is spent on its own Locks. */
export type Ledger = 'campaign' | 'sandbox' | 'versus';
const LOCKS: Record<Ledger, Lock[]> = { campaign: campaign.locks, sandbox: campaign.sandbox.locks, versus: campaign.versus.locks };
const ALL_LOCKS = [...campaign.locks, ...campaign.sandbox.locks, ...campaign.versus.locks];
export const locksOf = (ledger: Ledger): Lock[] => LOCKS[ledger];

export const pageById = (id: string): Page | undefined => campaign.pages.find((p) => p.id === id);
export const lockById = (id: string): Lock | undefined => ALL_LOCKS.find((l) => l.id === id);

/** Pages this group may play: Level 1, Mode 1 always; the others once their Lock is open. */
export function availablePages(save: CampaignSave): Page[] {
  return campaign.pages.filter((p) => !lockById(`page:${p.id}`) || save.unlocked.includes(`page:${p.id}`));
}

/** Tiers playable on a page: I and II always, III (enhanced conditions) once its packet is open. */
export function availableTiers(save: CampaignSave): Tier[] {
  return save.unlocked.includes('tier:3') || !lockById('tier:3') ? [1, 2, 3] : [1, 2];
}

/** Locks of a ledger still closed whose prerequisites are open, with the points left to cross out. */
export function openLocks(save: CampaignSave, ledger: Ledger = 'campaign'): { lock: Lock; left: number }[] {
  return LOCKS[ledger]
    .filter((l) => !save.unlocked.includes(l.id) && (!l.requires || save.unlocked.includes(l.requires)))
    .map((lock) => ({ lock, left: lock.points - (save.spent[lock.id] ?? 0) }));
}

/** The game's `unlocked` option from what the save opened: Skill slots ("architect/1") and the Locks' `option`s. */
export function gameUnlocks(save: CampaignSave): string[] {
  return save.unlocked.flatMap((id) => {
    const lock = lockById(id);
    if (lock?.option) return [lock.option];
    return id.startsWith('slot:') ? [id.slice(5)] : [];
  });
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
    income: page.income ?? content.rules.incomeCredits,
    maxDiscardedTrack: page.maxDiscardedTrack,
    unlocked: gameUnlocks(save).filter((id) => !id.startsWith('sandbox/') && !id.startsWith('energy/') && !id.startsWith('mod/')),
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

/** EXP marks a session offers, not earned before; each mark is one point of a type. */
export interface Award {
  ledger: Ledger;
  /** Campaign: the page and tier played. */
  page?: string;
  tier?: Tier;
  /** Versus: the player whose EXP it is. */
  player?: string;
  /** The marks, in the order the content lists them. */
  marks: { id: string; type: ExpType }[];
}

/** The bands a session with `lives` left meets (0-based): all those whose lower end it reaches. */
export function bandsMet(lives: number): number[] {
  return campaign.bands.flatMap(([min], i) => (lives >= min ? [i] : []));
}

const marksOf = (prefix: string, exp: { type: ExpType; points: number }) => Array.from({ length: exp.points }, (_, i) => ({ id: `${prefix}/${i}`, type: exp.type }));

/**
 * The EXP a session earns (End Game Conditions & Experience Points): nothing after a failure; otherwise each
 * band of lives met, on the tier played and, for enhanced tiers, on every easier tier too, and each Special
 * Objective of the page (a victory means every one was completed); a mark earned on an earlier play is never
 * earned again.
 */
export function awardExp(save: CampaignSave, pageId: string, tier: Tier, result: SessionResult): Award {
  const page = pageById(pageId);
  if (!page) throw new Error(`there is no campaign page ${pageId}`);
  const marks: Award['marks'] = [];
  if (!result.victory || result.lives < 1) return { ledger: 'campaign', page: pageId, tier, marks };
  for (let t = 1; t <= tier; t++) {
    for (const band of bandsMet(result.lives)) marks.push(...marksOf(`${pageId}/${t}/${band}`, page.tiers[t - 1].exp));
  }
  for (const o of pageObjectives(page)) marks.push(...marksOf(`${pageId}/objective/${o.id}`, o.exp));
  return { ledger: 'campaign', page: pageId, tier, marks: marks.filter((m) => !save.earned.includes(m.id)) };
}

/** What a finished Cooperative Sandbox session looked like, for Sandbox Mode experience. */
export interface SandboxResult extends SessionResult {
  startLives: number;
  trackLost: number;
  /** The Wave Modifier level of each wave (the `difficulty`). */
  levels: number[];
  startingCredits: number;
}

/** Why a sandbox session earns no Sandbox EXP whatever it achieves (settings easier than the limits), or null. */
export function sandboxIneligible(r: SandboxResult): string | null {
  const { minWaves, maxLives, maxStartingCredits } = campaign.sandbox.limits;
  if (r.levels.length < minWaves) return `Sandbox EXP needs ${minWaves} waves at least (this session had ${r.levels.length})`;
  if (r.startLives > maxLives) return `Sandbox EXP needs ${maxLives} lives at most at the start (this session had ${r.startLives})`;
  if (r.startingCredits > maxStartingCredits) return `Sandbox EXP needs ${maxStartingCredits} starting credits at most (this session had ${r.startingCredits})`;
  return null;
}

/** Sandbox Mode experience (1.B): every condition the won session meets, each mark once ever. */
export function awardSandbox(save: CampaignSave, r: SandboxResult): Award {
  const marks: Award['marks'] = [];
  if (r.victory && r.lives >= 1 && !sandboxIneligible(r)) {
    for (const c of campaign.sandbox.conditions) {
      if (c.minLevel !== undefined && Math.min(...r.levels) < c.minLevel) continue;
      if (c.maxLivesLost !== undefined && r.startLives - r.lives > c.maxLivesLost) continue;
      if (c.maxTrackLost !== undefined && r.trackLost > c.maxTrackLost) continue;
      if (c.minWaves !== undefined && r.levels.length < c.minWaves) continue;
      marks.push(...marksOf(`sandbox/${c.id}`, c.exp));
    }
  }
  return { ledger: 'sandbox', marks: marks.filter((m) => !save.sandbox.earned.includes(m.id)) };
}

/**
 * Versus Mode experience saved per player (1.C): the session's Versus EXP as marks, per layout and session level
 * (the lowest Wave Modifier level): one per band of lives met and one for the best performance (`best`), each
 * earned once by each player; nothing when the session failed.
 */
export function awardVersus(save: CampaignSave, player: string, r: SessionResult & { layout: string; levels: number[]; best: boolean }): Award {
  const marks: Award['marks'] = [];
  if (r.victory && r.lives >= 1) {
    const at = `versus/${r.layout}/L${Math.min(...r.levels)}`;
    for (const band of bandsMet(r.lives)) marks.push({ id: `${at}/${band}`, type: 'V' });
    if (r.best) marks.push({ id: `${at}/best`, type: 'V' });
  }
  const had = save.versus[player]?.earned ?? [];
  return { ledger: 'versus', player, marks: marks.filter((m) => !had.includes(m.id)) };
}

/** The options and final state of a finished sandbox session, as the two readers below need them. */
interface Finished {
  options: { level?: number; difficulty?: string; startingCredits?: number };
  state: { result: string | null; lives: number; startLives: number; discarded: string[]; layout: { name: string }; versus?: { score: number[] } };
}

/** The Wave Modifier level of each wave of a session (its `difficulty`, or its level preset's). */
function levelsOf(o: Finished['options']): number[] {
  const preset = content.levels.find((l) => l.id === (o.level ?? 1))!;
  return (o.difficulty ?? preset.difficulty).split('/').map(Number);
}

/** A finished Cooperative Sandbox session as `awardSandbox` reads it. */
export function sandboxResult({ options, state }: Finished): SandboxResult {
  const preset = content.levels.find((l) => l.id === (options.level ?? 1))!;
  return { victory: state.result === 'victory', lives: state.lives, startLives: state.startLives, trackLost: state.discarded.length, levels: levelsOf(options), startingCredits: options.startingCredits ?? preset.startingCredits };
}

/** A finished Versus Sandbox session as `awardVersus` reads it, for one seat. */
export function versusResult({ options, state }: Finished, seat: number): SessionResult & { layout: string; levels: number[]; best: boolean } {
  const score = state.versus?.score ?? [];
  return { victory: state.result === 'victory', lives: state.lives, layout: state.layout.name.toLowerCase(), levels: levelsOf(options), best: score[seat] === Math.max(...score) };
}

/** Points of each type an award holds. */
export function pointsOf(award: Award): Record<ExpType, number> {
  const out: Record<ExpType, number> = { B: 0, U: 0, S: 0, V: 0 };
  for (const m of award.marks) out[m.type]++;
  return out;
}

/** One spending choice: cross out one point of an award on a Lock of the same type. */
export interface SpendChoice {
  lock: string;
}

/** The save with an award's mark crossed out (earned for good) in the award's ledger. */
function crossOut(save: CampaignSave, award: Award, mark: string): CampaignSave {
  if (award.ledger === 'sandbox') return { ...save, sandbox: { earned: [...save.sandbox.earned, mark] } };
  if (award.ledger === 'versus') {
    const player = award.player!;
    return { ...save, versus: { ...save.versus, [player]: { earned: [...(save.versus[player]?.earned ?? []), mark] } } };
  }
  return { ...save, earned: [...save.earned, mark] };
}

/**
 * Spends one EXP point of the award on a Lock of its ledger (Spending Experience Points): the mark is crossed
 * out (earned for good), a point of the Lock is crossed out, and a Lock with no point left opens its content
 * permanently. Returns the new save and the award without that mark. Throws when the Lock is not open to
 * spending or no mark of its type is left.
 */
export function spendExp(save: CampaignSave, award: Award, choice: SpendChoice): { save: CampaignSave; award: Award; opened: string | null } {
  const open = openLocks(save, award.ledger).find((x) => x.lock.id === choice.lock);
  if (!open) throw new Error(`${choice.lock} is not a Lock you can spend on now`);
  const at = award.marks.findIndex((m) => m.type === open.lock.type);
  if (at < 0) throw new Error(`no ${campaign.expTypes[open.lock.type]} (${open.lock.type}) EXP left to spend on ${open.lock.name}`);
  const mark = award.marks[at];
  const spent = (save.spent[open.lock.id] ?? 0) + 1;
  const opened = spent >= open.lock.points ? open.lock.id : null;
  const next: CampaignSave = {
    ...crossOut(save, award, mark.id),
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

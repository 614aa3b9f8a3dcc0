import type { Random } from '@ramparts/engine';
import { z } from 'zod';
import { pageById } from '../campaign/index.ts';
import { PAGES_V2 } from '../campaign/version2.ts';
import { content, difficultySchema, layoutSchema } from '../content/index.ts';
import { LEGACY_RULES, type TracksState } from '../state.ts';
import { drawMk1 } from './credits.ts';
import { startTurn } from './turn.ts';
import { versusSetup } from './versus.ts';
import { versusCard, versusContent } from '../versus/index.ts';

const typeCounts = (max: number) =>
  z.object({ standard: z.number().int().min(0).max(max), boost: z.number().int().min(0).max(max), charge: z.number().int().min(0).max(max), combine: z.number().int().min(0).max(max) });

/** The Sandbox Lock that opens Level-4 Wave Modifiers outside the campaign (1.B: variety grows as content is unlocked). */
const SANDBOX_LEVEL_4 = 'sandbox/level-4';

/** What a campaign page fixes (2.A: "Players must assemble the Track according to the Track design on the campaign page"). */
const PAGE_FIXES = ['layout', 'difficulty', 'lives', 'startingCredits', 'income', 'maxDiscardedTrack'] as const;

/**
 * Every setup choice of a session; `{}` is the beginner's Level 1, Mode 1 in Cooperative Sandbox. In `campaign`
 * mode the `page` and `tier` fix the layout, waves, lives, credits and track allowance (the campaign's
 * `pageOptions` writes them out; any given must match the page).
 */
export const optionsSchema = z
  .object({
    mode: z.enum(['cooperative-sandbox', 'campaign', 'versus']).default('cooperative-sandbox'),
    /** Campaign mode: the page played ("L1M1"). */
    page: z.string().refine((id) => pageById(id) !== undefined, 'no such campaign page').optional(),
    /** Campaign mode: the page's tier of conditions, 1-3. */
    tier: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    /** The campaign level whose track set-up and rules the sandbox starts from (1.B). */
    level: z.number().int().min(1).max(content.levels.length).default(1),
    /** A ready layout by name, or a layout of your own (rows of A01…B25, "..." free, "###" obstacle). */
    layout: z.union([z.string().refine((id) => content.layouts.has(id), 'no such layout: meadow, river or fortress'), layoutSchema]).optional(),
    /** One Wave Modifier difficulty level (1-4) per wave, e.g. "1/1/1/1/2/2": its length is the number of waves. */
    difficulty: difficultySchema.optional(),
    lives: z.number().int().min(1).max(50).optional(),
    startingCredits: z.number().int().min(0).max(20).optional(),
    /** Income Per Turn: the Mk I credits revealed in each Phase 5 (4 unless a campaign page or this says otherwise). */
    income: z.number().int().min(0).max(12).optional(),
    /** Failure when more track than this is in the Track Discard. */
    maxDiscardedTrack: z.number().int().min(0).max(49).optional(),
    /** The towers chosen for this session (3.A.I-IV): copies of each type per Mark. */
    deck: z.object({ mk1: typeCounts(10), mk2: typeCounts(4), mk3: typeCounts(2) }).optional(),
    /** The Skill Boards in use, 1 + players of them, each on one side. */
    skillBoards: z
      .array(z.object({ board: z.string().refine((id) => content.boards.some((b) => b.id === id), 'no such Skill Board'), side: z.enum(['a', 'b']) }))
      .min(2)
      .max(5)
      .refine((b) => new Set(b.map((x) => x.board)).size === b.length, 'a Skill Board is used once')
      .optional(),
    /**
     * The waves to fight, chosen by the players from the face-up pool (2: "Players may pick Waves to fight in any
     * manner of their choosing"): one entry per wave, a Track A tile for odd waves, two Track B tiles for even
     * ones; the other copy of each chosen number is laid as track. Drawn at random when absent.
     */
    waves: z.array(z.array(z.string().regex(/^[AB](?:0[1-9]|1\d|2[0-5])[ab]$/)).min(1).max(2)).min(1).max(10).optional(),
    /**
     * Versus Sandbox (3.A.XIII): the Versus Energy each player chooses, 8 each (this fixes the player count);
     * everyone takes the default eight when absent.
     */
    versusEnergy: z
      .array(z.array(z.string().refine((id) => versusCard(id) !== undefined, 'no such Versus Energy')).length(versusContent.perPlayer))
      .min(2)
      .max(4)
      .optional(),
    /**
     * What a group's save opened: Skill slots ("architect/1"), Level-4 Wave Modifiers in Sandbox ("sandbox/level-4"),
     * Versus Energy ("energy/overload") and Tower Modifications ("mod/overdrive"); locked content stays closed otherwise.
     */
    unlocked: z.array(z.string().regex(/^[a-z]{1,30}\/[a-z0-9-]{1,30}$/)).max(64).optional(),
    /** Version 1's readings of rules changed since, set by the record migration so old records replay as played. */
    legacy: z.array(z.enum(LEGACY_RULES)).max(LEGACY_RULES.length).optional(),
  })
  .refine((o) => !o.deck || Object.values(o.deck.mk1).some((n) => n > 0), 'the Mk I deck needs at least one tower')
  .superRefine((o, ctx) => {
    const open = o.unlocked ?? [];
    for (const id of new Set((o.versusEnergy ?? []).flat())) {
      if (versusCard(id)?.locked && !open.includes(`energy/${id}`)) ctx.addIssue({ code: 'custom', path: ['versusEnergy'], message: `${versusCard(id)!.name} is locked: a group's Versus EXP opens it` });
    }
    if (o.mode !== 'campaign' && o.difficulty?.includes('4') && !open.includes(SANDBOX_LEVEL_4)) {
      ctx.addIssue({ code: 'custom', path: ['difficulty'], message: "Level-4 Wave Modifiers are locked in Sandbox: a group's Sandbox EXP opens them (play tracks --save <group>)" });
    }
    if (o.versusEnergy && o.mode !== 'versus') ctx.addIssue({ code: 'custom', path: ['versusEnergy'], message: 'versusEnergy is a Versus Sandbox option (mode "versus")' });
    if (o.versusEnergy && o.skillBoards && o.skillBoards.length - 1 !== o.versusEnergy.length) ctx.addIssue({ code: 'custom', path: ['versusEnergy'], message: 'one pick of Versus Energy per player, as many as the Skill Boards say' });
    if (o.mode !== 'campaign') {
      for (const key of ['page', 'tier'] as const) if (o[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is a campaign option (mode "campaign")` });
      return;
    }
    if (o.page === undefined) return ctx.addIssue({ code: 'custom', path: ['page'], message: 'a campaign session plays a page, e.g. "L1M1"' });
    if (!pageById(o.page)) return; // reported by the field
    const fixed = campaignFixes(o.page, o.tier ?? 1, o.legacy);
    for (const key of PAGE_FIXES) {
      if (o[key] !== undefined && JSON.stringify(o[key]) !== JSON.stringify(fixed[key])) ctx.addIssue({ code: 'custom', path: [key], message: `campaign page ${o.page} fixes ${key} (${JSON.stringify(fixed[key])})` });
    }
  })
  .superRefine((o, ctx) => {
    if (!o.waves) return;
    const problem = wavesProblem(o.waves, settingsOf(o).difficulty.length);
    if (problem) ctx.addIssue({ code: 'custom', path: ['waves'], message: problem });
  });

/** Why a chosen list of waves cannot be fought (null when it can): odd waves one A tile, even waves two B tiles, one copy per number. */
export function wavesProblem(calls: string[][], count: number): string | null {
  if (calls.length !== count) return `${count} waves are fought (one per difficulty level), not ${calls.length}`;
  const seen = new Set<string>();
  for (let k = 1; k <= calls.length; k++) {
    const call = calls[k - 1];
    const even = k % 2 === 0;
    if (call.length !== (even ? 2 : 1)) return `wave ${k} is ${even ? 'two Track B tiles' : 'one Track A tile'}`;
    for (const id of call) {
      const w = content.waves.get(id);
      if (!w) return `there is no wave tile ${id}`;
      if (w.track !== (even ? 'B' : 'A')) return `wave ${k} is fought on Track ${even ? 'B' : 'A'}, not with ${id}`;
      if (seen.has(id.slice(0, 3))) return `only one copy of ${id.slice(0, 3)} can be a wave: the other is its track`;
      seen.add(id.slice(0, 3));
    }
  }
  return null;
}

export type TracksOptions = z.infer<typeof optionsSchema>;

/** The settings a campaign page fixes at a tier (as version 2 had them for its records: `legacy` `pages-v2`). */
function campaignFixes(pageId: string, tier: number, legacy?: readonly string[]) {
  const page = pageById(pageId)!;
  const fixes = { layout: page.layout, difficulty: page.tiers[tier - 1].difficulty, lives: page.lives, startingCredits: page.startingCredits, income: page.income ?? content.rules.incomeCredits, maxDiscardedTrack: page.maxDiscardedTrack };
  const old = legacy?.includes('pages-v2') ? PAGES_V2[pageId] : undefined;
  if (!old) return fixes;
  return { ...fixes, ...(old.income !== undefined ? { income: old.income } : {}), ...(old.tiers[tier as 1 | 2 | 3]?.difficulty ? { difficulty: old.tiers[tier as 1 | 2 | 3]!.difficulty! } : {}) };
}

/** The rank of a campaign tier's first wave ("Tier II Waves: 3-8"; 1 without `ranks`), as version 2 had it under `pages-v2`. */
function firstRankOf(pageId: string, tier: number, legacy?: readonly string[]): number {
  const old = legacy?.includes('pages-v2') ? PAGES_V2[pageId]?.tiers[tier as 1 | 2 | 3]?.firstRank : undefined;
  return old ?? pageById(pageId)!.tiers[tier - 1].ranks?.[0] ?? 1;
}

export function playerCounts(o: TracksOptions): { min: number; max: number } {
  if (o.skillBoards) return { min: o.skillBoards.length - 1, max: o.skillBoards.length - 1 };
  if (o.versusEnergy) return { min: o.versusEnergy.length, max: o.versusEnergy.length };
  // Versus Sandbox: players compete, so two at least.
  return { min: o.mode === 'versus' ? 2 : 1, max: 4 };
}

const TYPES = ['standard', 'boost', 'charge', 'combine'] as const;
const counts = (c: Record<(typeof TYPES)[number], number>) => TYPES.map((t) => c[t]);

/** The settings of a session: the level preset with the options laid over it. */
export function settingsOf(options: Pick<TracksOptions, 'mode' | 'page' | 'tier' | 'level' | 'legacy' | (typeof PAGE_FIXES)[number]>) {
  const preset = content.levels.find((l) => l.id === options.level)!;
  const page = options.mode === 'campaign' && options.page ? pageById(options.page) : undefined;
  const o = page ? { ...options, ...campaignFixes(page.id, options.tier ?? 1, options.legacy) } : options;
  const layout = typeof o.layout === 'object' ? { name: o.layout.name, rows: o.layout.rows.slice() } : content.layouts.get(o.layout ?? preset.layout)!;
  const difficulty = (o.difficulty ?? preset.difficulty).split('/').map(Number);
  return {
    title: page ? `${page.name}, Tier ${'I'.repeat(options.tier ?? 1)}` : options.mode === 'versus' ? `Versus Sandbox: ${preset.name}` : preset.name,
    layout: { name: layout.name, rows: layout.rows.map((r) => r.trim().split(/\s+/).join(' ')) },
    difficulty,
    lives: o.lives ?? preset.lives,
    startingCredits: o.startingCredits ?? preset.startingCredits,
    income: o.income ?? preset.income ?? content.rules.incomeCredits,
    maxDiscarded: o.maxDiscardedTrack ?? preset.maxDiscardedTrack,
    /** The rank of the first wave: a campaign tier may draw higher ranks ("Tier II Waves: 3-8"); 1 otherwise. */
    firstRank: page ? firstRankOf(page.id, options.tier ?? 1, options.legacy) : 1,
  };
}

/** 3.A.V / 3.A.VII: modifiers (two per wave, lowest level on top) and conditions (one per wave) by difficulty. */
export function selections(difficulty: number[]): { modifierLevels: number[]; conditionLevels: number[] } {
  const modifierLevels = difficulty.flatMap((l) => Array<number>(content.rules.modifiersPerWave).fill(l)).sort((a, b) => a - b);
  const conditionLevels = [0, 0, 0, 0];
  for (const l of difficulty) conditionLevels[l - 1] += content.rules.conditionsPerWave;
  return { modifierLevels, conditionLevels };
}

/**
 * 2: one copy of each Track A and B 1-25 is laid as track (drawn at random); the other copies form the face-up
 * wave pool. Wave k is of rank k (rank firstRank + k - 1 on a campaign tier that draws higher ranks); even ranks
 * come as a pair.
 */
function chooseWaves(total: number, firstRank: number, random: Random, chosen?: string[][]): string[][] {
  if (chosen) return chosen.map((c) => c.slice());
  const left: string[] = [];
  for (const w of content.waveList) if (w.copy === 'a') left.push(random.coin() ? w.id : `${w.id.slice(0, 3)}b`);
  const queue: string[][] = [];
  for (let k = 1; k <= total; k++) {
    const rank = ((firstRank + k - 2) % 10) + 1;
    const options = left.filter((id) => content.waves.get(id)!.rank === rank && !queue.some((c) => c.includes(id)));
    const first = options.splice(random.int(options.length), 1)[0];
    queue.push(rank % 2 === 0 ? [first, options[random.int(options.length)]] : [first]);
  }
  return queue;
}

export function setup(players: number, o: TracksOptions, random: Random): TracksState {
  const cfg = settingsOf(o);
  const { modifierLevels, conditionLevels } = selections(cfg.difficulty);
  const deck = o.deck ?? { mk1: { standard: 10, boost: 10, charge: 10, combine: 10 }, mk2: { standard: 4, boost: 4, charge: 4, combine: 4 }, mk3: { standard: 2, boost: 2, charge: 2, combine: 2 } };
  const boards = o.skillBoards ? o.skillBoards.map((b) => ({ id: b.board, side: b.side })) : content.boards.slice(0, players + 1).map((b) => ({ id: b.id, side: 'a' as const }));
  const queue = chooseWaves(cfg.difficulty.length, cfg.firstRank, random, o.waves);
  const starter = random.int(players);
  const page = o.mode === 'campaign' && o.page ? pageById(o.page) : undefined;
  const s: TracksState = {
    players,
    title: cfg.title,
    layout: cfg.layout,
    turn: 0,
    tracker: 1,
    phase: 'draft',
    starter,
    offer: [],
    drafter: starter,
    pending: null,
    restoring: null,
    done: Array<boolean>(players).fill(false),
    stacks: Array.from({ length: players }, () => ({ build: [], boost: [], combine: [], bonus: [] })),
    markers: Array<number>(players).fill(content.rules.skillMarkers),
    towers: [],
    nextId: 1,
    waves: [],
    queue,
    called: 0,
    totalWaves: queue.length,
    modifierQueue: modifierLevels,
    modifiersSeen: [],
    conditionPool: conditionLevels,
    conditionsSeen: [],
    conditions: [],
    discarded: [],
    lives: cfg.lives,
    startLives: cfg.lives,
    maxDiscarded: cfg.maxDiscarded,
    mk1: counts(deck.mk1),
    mk1Discard: [0, 0, 0, 0],
    mk2: counts(deck.mk2),
    mk3: counts(deck.mk3),
    boards,
    unlocked: o.unlocked ?? [],
    skills: [],
    window: null,
    conditionMet: [],
    defeatedUnits: 0,
    defeatedWaves: 0,
    result: null,
    ...(o.mode === 'versus' ? { versus: versusSetup(players, o.versusEnergy) } : {}),
    ...(page?.objectives?.length ? { objectives: { ids: page.objectives.slice(), modifiers: 0, sold: 0 } } : {}),
    income: cfg.income,
    ...(o.legacy?.length ? { legacy: o.legacy.slice() } : {}),
  };
  // 4.E: the starting credits are revealed and drafted from the starting player on.
  for (let i = 0; i < cfg.startingCredits; i++) {
    const c = drawMk1(s, random);
    if (c) s.offer.push(c);
  }
  if (s.offer.length === 0) startTurn(s, random, null);
  return s;
}

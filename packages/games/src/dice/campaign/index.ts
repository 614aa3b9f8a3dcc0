import { parseContent, parseShape, RuleError } from '@ramparts/engine';
import { z } from 'zod';
import { content } from '../content/index.ts';
import { optionsSchema, type CampaignCarry, type Options } from '../options.ts';
import { GOLD_CAP } from '../rules/common.ts';
import type { DiceState, TowerState } from '../state.ts';
import campaignJson from './content.json' with { type: 'json' };

/**
 * Gate Defense's legacy layer, pure: the chapters chaining the scenarios, a group's versioned save, the options
 * of its next chapter (the carry-over through the `campaign` options hook) and the fold of a finished chapter
 * into the save. Persistence is the caller's: a save is plain JSON with a version.
 */

const heroIds = content.heroes.map((h) => h.id) as [string, ...string[]];
const heroId = z.enum(heroIds);
const difficulty = z.enum(['easy', 'normal', 'hard']);

const contentSchema = z
  .object({
    name: z.string().min(1),
    intro: z.string().min(1),
    startingHeroes: z.array(heroId).min(1),
    carry: z.object({
      /** Gold banked into the next chapter at most (added to its scenario's starting gold). */
      bankCap: z.number().int().min(0).max(GOLD_CAP),
      /** Pips the masons put back on each gate die between chapters. */
      mend: z.number().int().min(0).max(5),
      /** The masons mend no die above this; only gold (the 20-gold restore) raises it further. */
      mendUpTo: z.number().int().min(1).max(6),
      /** Levels each tower left standing loses until the group comes back to its map; one brought to 0 crumbles. */
      weather: z.number().int().min(0).max(6),
      /** Scars a hero can carry at most (each one max health lost); a hero always keeps 2 max health. */
      maxScars: z.number().int().min(0),
      /** Own kills over the campaign that make a hero a Veteran. */
      veteranKills: z.number().int().min(1),
    }),
    perks: z.array(
      z.object({
        id: z.string().regex(/^[a-z-]+$/),
        name: z.string().min(1),
        /** `kills`: the hero's own kills reached `veteranKills`; `boss`: the hero struck a boss's last blow. */
        earned: z.enum(['kills', 'boss']),
        text: z.string().min(1),
        /** At the start of every chapter the hero plays: gold, or pips mended on the weakest gate die. */
        effect: z.object({ effect: z.enum(['gold', 'mend']), amount: z.number().int().min(1) }),
      }),
    ),
    chapters: z
      .array(
        z.object({
          id: z.number().int().min(1),
          title: z.string().min(1),
          scenario: z.enum(content.scenarios.map((s) => s.id) as [string, ...string[]]),
          difficulty,
          before: z.string().min(1),
          won: z.string().min(1),
          lost: z.string().min(1),
          /** Heroes who join the group when the chapter is won. */
          unlocks: z.array(heroId),
        }),
      )
      .min(1),
  })
  .superRefine((c, ctx) => {
    c.chapters.forEach((ch, i) => {
      if (ch.id !== i + 1) ctx.addIssue({ code: 'custom', message: `chapter ${ch.id} is listed ${i + 1}th: chapters are numbered in order from 1` });
    });
    const unlocked = [...c.startingHeroes, ...c.chapters.flatMap((ch) => ch.unlocks)];
    if (new Set(unlocked).size !== unlocked.length) ctx.addIssue({ code: 'custom', message: 'a hero is unlocked only once (or starts unlocked)' });
  });

export const campaign = parseContent('dice', 'campaign/content.json', contentSchema, campaignJson);
export type Chapter = (typeof campaign.chapters)[number];
export type Perk = (typeof campaign.perks)[number];
export const chapterById = (id: number): Chapter | undefined => campaign.chapters.find((c) => c.id === id);
const STEPS = ['easy', 'normal', 'hard'] as const;

// ---------------------------------------------------------------------------------------------------------
// The save

export const SAVE_VERSION = 1;

const towerSchema = z.object({ site: z.string(), tower: z.string(), level: z.number().int().min(1).max(6) });

/** What the group carries between chapters. */
export const saveSchema = z.object({
  version: z.literal(SAVE_VERSION),
  group: z.string().min(1).max(64),
  /** The chapter to play next; one past the last when the campaign is won. */
  chapter: z.number().int().min(1),
  /** Losses of the current chapter so far (each makes its replay one step easier). */
  losses: z.number().int().min(0),
  /** The gate dice as the last won chapter left them (mended); null before the first. */
  gate: z.array(z.number().int().min(1).max(6)).min(1).nullable(),
  /** Gold banked from the last won chapter (at most the bank cap). */
  bank: z.number().int().min(0).max(GOLD_CAP),
  /** Heroes who may be played, in the order they joined. */
  unlocked: z.array(heroId).min(1),
  /** Each hero's record: scars (max health lost), own kills, bosses slain, perks earned. */
  heroes: z.partialRecord(heroId, z.object({ scars: z.number().int().min(0), kills: z.number().int().min(0), bosses: z.array(z.string()), perks: z.array(z.string()) })),
  /** Towers left standing on each map by the last won chapter played there. */
  maps: z.record(z.string(), z.array(towerSchema)),
  /** Every chapter played, won or lost, for the record. */
  history: z.array(z.object({ chapter: z.number().int().min(1), won: z.boolean(), reason: z.string(), rounds: z.number().int().min(0) })),
});
export type DiceCampaignSave = z.infer<typeof saveSchema>;
type HeroRecord = NonNullable<DiceCampaignSave['heroes'][string]>;

/** Each migration brings a save of `from` to the next version (none yet: version 1 is the first). */
export const saveMigrations: { from: number; up(old: Record<string, unknown>): Record<string, unknown> }[] = [];

export function newSave(group: string): DiceCampaignSave {
  return { version: SAVE_VERSION, group, chapter: 1, losses: 0, gate: null, bank: 0, unlocked: [...campaign.startingHeroes], heroes: {}, maps: {}, history: [] };
}

/** Reads a save of any known version (migrating it forward) and validates it; a damaged one is a one-line RuleError. */
export function loadSave(data: unknown, migrations = saveMigrations): DiceCampaignSave {
  let d = data as Record<string, unknown>;
  if (typeof d !== 'object' || d === null || Array.isArray(d) || typeof d.version !== 'number') throw new RuleError('bad-save', 'This is not a Gate Defense campaign save: it has no version.');
  for (const m of migrations) if (d.version === m.from) d = m.up(d);
  if (d.version !== SAVE_VERSION) {
    const why = Number(d.version) > SAVE_VERSION ? 'newer than this program knows' : 'older than any this program can bring forward';
    throw new RuleError('bad-save', `This campaign save is of version ${String(d.version)}, ${why} (${SAVE_VERSION}).`);
  }
  return parseShape(saveSchema, d, 'bad-save', 'The Gate Defense campaign save is damaged');
}

/** The chapter the group plays next, or null when the campaign is won. */
export const currentChapter = (save: DiceCampaignSave): Chapter | null => chapterById(save.chapter) ?? null;
export const campaignWon = (save: DiceCampaignSave): boolean => save.chapter > campaign.chapters.length;

/** The chapter's difficulty after `losses` losses: one step easier per loss, never below easy. */
export function difficultyAfter(chapter: Chapter, losses: number): Options['difficulty'] {
  return STEPS[Math.max(0, STEPS.indexOf(chapter.difficulty) - losses)];
}

/** The perks a hero has, as content. */
export const perksOf = (save: DiceCampaignSave, hero: string): Perk[] => (save.heroes[hero]?.perks ?? []).map((id) => campaign.perks.find((p) => p.id === id)!);

// ---------------------------------------------------------------------------------------------------------
// The next chapter

/**
 * The options of the group's next chapter, for `heroes` (default: `defaultHeroes`): the scenario and difficulty, and the carry-over — the gate as left, the bank added to the
 * scenario's gold, scars, the towers standing on the chapter's map, and the perks of the heroes who play.
 */
export function chapterOptions(save: DiceCampaignSave, players: number, heroes?: readonly string[]): Options {
  const chapter = currentChapter(save);
  if (!chapter) throw new RuleError('campaign-won', `${save.group}'s campaign is won: there is no chapter left to play.`);
  const team = heroes ? [...heroes] : defaultHeroes(save, players);
  const locked = team.filter((h) => !save.unlocked.includes(h));
  if (locked.length) throw new RuleError('hero-locked', `${locked.map((h) => content.hero(h).name).join(' and ')} has not joined this campaign yet (unlocked: ${save.unlocked.map((h) => content.hero(h).name).join(', ')}).`);
  if (team.length < players) throw new RuleError('too-few-heroes', `${players} people need at least ${players} heroes; this campaign has ${save.unlocked.length} unlocked.`);
  const scenario = content.scenario(chapter.scenario);
  const perks = team.flatMap((h) => perksOf(save, h));
  const bonus = (kind: 'gold' | 'mend') => perks.filter((p) => p.effect.effect === kind).reduce((n, p) => n + p.effect.amount, 0);
  const gate = save.gate ? mendWeakest(save.gate, bonus('mend')) : bonus('mend') ? mendWeakest(scenario.gate, bonus('mend')) : undefined;
  const scars = Object.fromEntries(team.flatMap((h) => (save.heroes[h]?.scars ? [[h, save.heroes[h]!.scars]] : [])));
  const carry: CampaignCarry = {
    chapter: chapter.id,
    gold: Math.min(GOLD_CAP, scenario.gold + save.bank + bonus('gold')),
    ...(gate ? { gate } : {}),
    ...(Object.keys(scars).length ? { scars } : {}),
    ...(save.maps[scenario.map]?.length ? { towers: save.maps[scenario.map].map((t) => ({ ...t })) } : {}),
  };
  return optionsSchema.parse({ scenario: scenario.id, heroes: team, difficulty: difficultyAfter(chapter, save.losses), campaign: carry });
}

/** The heroes a chapter deals when the group names none: the scenario's party first (those unlocked), then the others in the order they joined; two for one person, one each for more. */
export function defaultHeroes(save: DiceCampaignSave, players: number): string[] {
  const chapter = currentChapter(save);
  const party = (chapter ? (content.scenario(chapter.scenario).heroes ?? []) : []).filter((h) => save.unlocked.includes(h));
  return [...party, ...save.unlocked.filter((h) => !party.includes(h))].slice(0, Math.max(2, players));
}

/** The dice with `pips` added one at a time to the weakest die (at most 6 each). */
function mendWeakest(gate: readonly number[], pips: number): number[] {
  const out = gate.slice();
  for (let i = 0; i < pips; i++) {
    const low = out.indexOf(Math.min(...out));
    if (out[low] < 6) out[low]++;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Folding a finished chapter into the save

/** A finished chapter: its options and final state (the match replayed from its record gives both). */
export interface Finished {
  options: Options;
  state: DiceState;
}

/**
 * The save after a finished chapter, and what carries forward in words. Won: the next chapter opens, the gate is
 * kept as left and mended (a pip a die, up to 4), the gold banked (capped), the towers standing on this map kept (weathered) for its next visit,
 * the heroes' kills tallied, perks earned and heroes unlocked. Lost: the chapter is replayed with the carry-over
 * of before, one step easier, but the wounds suffered still scar. Either way each severe wound is a scar.
 */
export function foldChapter(save: DiceCampaignSave, { options, state }: Finished): { save: DiceCampaignSave; news: string[] } {
  const chapter = currentChapter(save);
  if (!chapter) throw new RuleError('campaign-won', `${save.group}'s campaign is already won.`);
  if (options.campaign?.chapter !== chapter.id) throw new RuleError('wrong-chapter', `This game was not chapter ${chapter.id} of ${save.group}'s campaign.`);
  if (!state.result) throw new RuleError('not-finished', 'The chapter is not over yet: only a finished game carries forward.');
  const won = state.result.won;
  const news: string[] = [won ? `Chapter ${chapter.id}, ${chapter.title}: won. ${chapter.won}` : `Chapter ${chapter.id}, ${chapter.title}: lost (${state.result.reason}). ${chapter.lost}`];
  const heroes: DiceCampaignSave['heroes'] = { ...save.heroes };
  for (const h of state.heroes) {
    const had: HeroRecord = heroes[h.id] ?? { scars: 0, kills: 0, bosses: [], perks: [] };
    const name = content.hero(h.id).name;
    const cap = Math.max(0, Math.min(campaign.carry.maxScars, content.hero(h.id).health - 2));
    const scars = Math.min(cap, had.scars + (h.wounds ?? 0));
    if (scars > had.scars) news.push(`${name} carries ${scars - had.scars === 1 ? 'a new scar' : `${scars - had.scars} new scars`}: max health ${content.hero(h.id).health - scars} from now on.`);
    const rec: HeroRecord = { ...had, scars };
    if (won) {
      rec.kills = had.kills + (h.kills ?? 0);
      rec.bosses = [...had.bosses, ...(h.bossesSlain ?? [])];
      const perks = campaign.perks.filter((p) => !had.perks.includes(p.id) && (p.earned === 'kills' ? rec.kills >= campaign.carry.veteranKills : rec.bosses.length > 0));
      rec.perks = [...had.perks, ...perks.map((p) => p.id)];
      for (const p of perks) news.push(`${name} earns the perk ${p.name}: ${p.text}`);
    }
    heroes[h.id] = rec;
  }
  const history = [...save.history, { chapter: chapter.id, won, reason: state.result.reason, rounds: state.round }];
  if (!won) {
    const losses = save.losses + 1;
    news.push(`The chapter is to be played again with what you carried into it, at ${difficultyAfter(chapter, losses)} difficulty.`);
    return { save: { ...save, heroes, losses, history }, news };
  }
  const gate = state.gate.map((d) => (d >= campaign.carry.mendUpTo ? d : Math.min(campaign.carry.mendUpTo, d + campaign.carry.mend)));
  const bank = Math.min(campaign.carry.bankCap, state.gold);
  const towers: TowerState[] = state.towers.flatMap((t) => (t.level > campaign.carry.weather ? [{ ...t, level: t.level - campaign.carry.weather }] : []));
  const unlocked = [...save.unlocked, ...chapter.unlocks.filter((h) => !save.unlocked.includes(h))];
  news.push(`The gate stands with ${state.gate.join(', ')}; the masons mend it to ${gate.join(', ')}.`);
  news.push(`${bank} gold is banked for the next chapter${state.gold > bank ? ` (of ${state.gold}: at most ${campaign.carry.bankCap} carries)` : ''}.`);
  if (towers.length) news.push(`${towers.length} ${towers.length === 1 ? 'tower stands' : 'towers stand'} on ${content.map(state.map).name} for the next chapter fought there, ${campaign.carry.weather} ${campaign.carry.weather === 1 ? 'level' : 'levels'} lower (weathered).`);
  for (const h of chapter.unlocks.filter((x) => !save.unlocked.includes(x))) news.push(`${content.hero(h).name} joins the group.`);
  const next = save.chapter + 1;
  news.push(next > campaign.chapters.length ? `${campaign.name} is won!` : `Next: chapter ${next}, ${chapterById(next)!.title}.`);
  return { save: { ...save, chapter: next, losses: 0, gate, bank, unlocked, heroes, maps: { ...save.maps, [state.map]: towers }, history }, news };
}

/** The save in words: where the group stands and what it carries. */
export function describeSave(save: DiceCampaignSave): string[] {
  const chapter = currentChapter(save);
  const lines = [chapter ? `Chapter ${chapter.id} of ${campaign.chapters.length}: ${chapter.title}${save.losses ? ` (lost ${save.losses} ${save.losses === 1 ? 'time' : 'times'}: played at ${difficultyAfter(chapter, save.losses)})` : ''}.` : `${campaign.name} is won (${save.history.length} ${save.history.length === 1 ? 'game' : 'games'} played, losses included).`];
  lines.push(`Heroes: ${save.unlocked.map((h) => {
    const rec = save.heroes[h];
    const marks = [rec?.scars ? `${rec.scars} ${rec.scars === 1 ? 'scar' : 'scars'}` : '', rec?.kills ? `${rec.kills} kills` : '', ...perksOf(save, h).map((p) => p.name)].filter(Boolean);
    return `${content.hero(h).name}${marks.length ? ` (${marks.join(', ')})` : ''}`;
  }).join('; ')}.`);
  lines.push(`Gate: ${save.gate ? save.gate.join(', ') : "the scenario's own"}; banked gold: ${save.bank}.`);
  const standing = Object.entries(save.maps).filter(([, t]) => t.length);
  if (standing.length) lines.push(`Towers standing: ${standing.map(([m, t]) => `${content.map(m).name} ${t.map((x) => `${content.tower(x.tower).name} ${x.level} on ${x.site}`).join(', ')}`).join('; ')}.`);
  return lines;
}

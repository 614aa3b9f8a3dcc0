import { contentOf, RuleError, type DesignBand, type DifficultyStep, type GameContent, type VersusMode } from '@ramparts/engine';
import { campaign, campaignFieldProblem, campaignSchema, TIERS } from './campaign/index.ts';
import { checkTracks, content as data, files, refreshLayouts } from './content/index.ts';
import { versusContent, versusSchema } from './versus/index.ts';

// What the balance lab needs from Tracks & Waves: its difficulty ladder, its versus set-up and its content. Data
// only; the rules read the content at call time (README, "Lab").

const ROMAN = ['I', 'II', 'III'];

/**
 * What each step is for, as a one-player table should find it (README, "Lab"): the Sandbox presets climb easy,
 * normal, hard; so do the beginner's page's tiers; Meadow Rush is easy, then a gamble (hard); the rulebook's sample
 * page (L1M3, its numbers as printed) is a challenge at every tier; the Level 2 and 3 pages start at normal and their
 * enhanced tiers are hard.
 */
const SANDBOX_BANDS: Record<number, DesignBand> = { 1: 'easy', 2: 'normal', 3: 'hard' };
const PAGE_BANDS: Record<string, [DesignBand, DesignBand, DesignBand]> = {
  L1M1: ['easy', 'normal', 'hard'],
  L1M2: ['easy', 'hard', 'hard'],
  L1M3: ['hard', 'hard', 'hard'],
  L2M1: ['normal', 'hard', 'hard'],
  L3M1: ['normal', 'hard', 'hard'],
};

/** The band of a step, when one is stated (a page or level added later has none until it is measured). */
const band = (b: DesignBand | undefined) => (b ? { band: b } : {});

/** The Cooperative Sandbox's level presets (1-3), then every campaign page in the campaign's order, Tier I to III; one player each (the smallest table). */
export const difficultySteps: DifficultyStep[] = [
  ...data.levels.map((level): DifficultyStep => ({
    id: `sandbox-level-${level.id}`,
    label: `Sandbox ${level.name}`,
    options: { mode: 'cooperative-sandbox', level: level.id },
    players: 1,
    ...band(SANDBOX_BANDS[level.id]),
  })),
  ...campaign.pages.flatMap((page) =>
    TIERS.map(
      (tier): DifficultyStep => ({
        id: `campaign-${page.id}-tier-${tier}`,
        label: `${page.name}, Tier ${ROMAN[tier - 1]}`,
        options: { mode: 'campaign', page: page.id, tier },
        players: 1,
        ...band(PAGE_BANDS[page.id]?.[tier - 1]),
      }),
    ),
  ),
];

/** Versus Sandbox: two to four players, each with the default eight Versus Energy. */
export const versusModes: VersusMode[] = [{ id: 'versus', label: 'Versus Sandbox', options: { mode: 'versus' } }];

/** The checks across files: a layout a campaign page plays on keeps to 120 spaces (2.A), as a patch would leave them. */
function checkLayouts(f: Record<string, unknown>): void {
  const list = (f['layouts.json'] as typeof files['layouts.json']['data']).layouts;
  for (const page of (f['campaign/content.json'] as typeof campaign).pages) {
    const i = list.findIndex((l) => l.id === page.layout);
    const problem = i < 0 ? null : campaignFieldProblem(list[i]!.rows);
    if (problem) throw new RuleError('bad-content', `tracks content layouts.json: layouts.${i}.rows: ${problem} (campaign page ${page.id} plays on ${page.layout})`);
  }
}

const plain = contentOf(
  'tracks',
  {
    ...files,
    'campaign/content.json': { data: campaign, schema: campaignSchema },
    'versus/content.json': { data: versusContent, schema: versusSchema },
  },
  (f) => {
    checkTracks(f);
    checkLayouts(f);
  },
);

/** `apply` that refills the layouts by id after a patch of `layouts.json` and after its undo (a list patched whole holds new objects). */
const refreshing =
  (apply: GameContent['apply']): GameContent['apply'] =>
  (patch) => {
    const undo = apply(patch);
    if (!Object.hasOwn(patch, 'layouts.json')) return undo;
    refreshLayouts();
    return () => {
      undo();
      refreshLayouts();
    };
  };
export const content: GameContent = { files: plain.files, schemas: plain.schemas, apply: refreshing(plain.apply), applyTrusted: refreshing(plain.applyTrusted!) };

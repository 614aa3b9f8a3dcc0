import { contentOf, type DifficultyStep, type VersusMode } from '@ramparts/engine';
import { campaign, campaignSchema, TIERS } from './campaign/index.ts';
import { content as data, files } from './content/index.ts';
import { versusContent, versusSchema } from './versus/index.ts';

// What the balance lab needs from Tracks & Waves: its difficulty ladder, its versus set-up and its content. Data
// only; the rules read the content at call time (README, "Lab").

const ROMAN = ['I', 'II', 'III'];

/**
 * The Cooperative Sandbox's level presets (1-3), then every campaign page in the campaign's order, Tier I to III; one
 * player each (the smallest table). Only the beginner's steps state an intent (Level 1, Mode 1 in Sandbox and the
 * beginner's page L1M1 at Tier I: easy); the others have no band (README, "Lab").
 */
export const difficultySteps: DifficultyStep[] = [
  ...data.levels.map((level): DifficultyStep => ({
    id: `sandbox-level-${level.id}`,
    label: `Sandbox ${level.name}`,
    options: { mode: 'cooperative-sandbox', level: level.id },
    players: 1,
    ...(level.id === 1 ? { band: 'easy' as const } : {}),
  })),
  ...campaign.pages.flatMap((page) =>
    TIERS.map(
      (tier): DifficultyStep => ({
        id: `campaign-${page.id}-tier-${tier}`,
        label: `${page.name}, Tier ${ROMAN[tier - 1]}`,
        options: { mode: 'campaign', page: page.id, tier },
        players: 1,
        ...(page.id === 'L1M1' && tier === 1 ? { band: 'easy' as const } : {}),
      }),
    ),
  ),
];

/** Versus Sandbox: two to four players, each with the default eight Versus Energy. */
export const versusModes: VersusMode[] = [{ id: 'versus', label: 'Versus Sandbox', options: { mode: 'versus' } }];

export const content = contentOf('tracks', {
  ...files,
  'campaign/content.json': { data: campaign, schema: campaignSchema },
  'versus/content.json': { data: versusContent, schema: versusSchema },
});

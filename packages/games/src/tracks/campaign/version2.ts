/*
 * The numbers version 2 played with where version 3 changed them (issue #27: each Sandbox level and campaign tier
 * calibrated for one player, README "Lab"), so that records of version 2 replay as they were played. The record
 * migration writes a level preset's old numbers into the record's options; a campaign page fixes its own numbers,
 * so its records read them through the legacy reading `pages-v2` instead.
 */

/** Version 2's level presets, the fields version 3 changed. */
export const LEVELS_V2: Record<number, { difficulty?: string; lives?: number; income?: number }> = {
  1: { difficulty: '1/1/1/1/2/2', income: 4 },
  2: { income: 4 },
};

/** Version 2's campaign pages, the fields version 3 changed (a tier's `firstRank` 1: no `ranks` then). */
export const PAGES_V2: Record<string, { income?: number; tiers: Partial<Record<1 | 2 | 3, { difficulty?: string; firstRank?: number }>> }> = {
  L1M1: { income: 4, tiers: { 2: { difficulty: '1/1/2/2/2/2/2/2' }, 3: { difficulty: '2/2/2/2/3/3/3/3/3/3' } } },
  L1M2: { tiers: { 2: { difficulty: '2/2/2/2/2/2/3/3', firstRank: 1 }, 3: { difficulty: '2/2/3/3/3/3/3/3/4/4', firstRank: 1 } } },
  L2M1: { income: 4, tiers: { 1: { difficulty: '1/2/2/2/2/3' } } },
  L3M1: { income: 4, tiers: {} },
};

/** The options of a version 2 record, as far as the migration reads them. */
export type Version2Options = { mode?: string; level?: number; legacy?: string[] } & Record<string, unknown>;

/**
 * A version 2 record's options for version 3: a Sandbox or Versus session gets the changed numbers of its level
 * preset written out (those it did not give itself); a campaign session reads its page as version 2 had it.
 */
export function optionsOfVersion2(o: Version2Options): Version2Options {
  if (o.mode === 'campaign') return { ...o, legacy: [...(o.legacy ?? []), 'pages-v2'] };
  const out: Version2Options = { ...o };
  for (const [key, value] of Object.entries(LEVELS_V2[o.level ?? 1] ?? {})) if (out[key] === undefined) out[key] = value;
  return out;
}

import { diceCampaign, tracksCampaign } from '@ramparts/games';

/**
 * The games that keep a campaign, each with the parser of its save (the game's own `loadSave`: it brings an old
 * save forward and checks it against the game's zod schema, throwing a sentence when it does not fit). A save
 * is stored as that parser returns it, and read back through it again.
 */
export const campaignSaves: Readonly<Record<string, (data: unknown) => unknown>> = {
  tracks: (data) => tracksCampaign.loadSave(data),
  dice: (data) => diceCampaign.loadSave(data),
};

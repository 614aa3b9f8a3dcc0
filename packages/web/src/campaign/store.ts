import * as C from '@ramparts/games/tracks/campaign/index.ts';
import { groupSaves } from './groups.ts';

/**
 * A group's Tracks & Waves campaign save: versioned JSON in localStorage under `ramparts:campaign:tracks:<group>`, read
 * through `loadSave` (migrations included); a group kept on the server has its copy there (`groups.ts`).
 */
export const tracksSaves = groupSaves('tracks', C);

/** The group's save in this browser; a new one (not stored until a session ends) when there is none. Throws on a damaged or newer save. */
export function loadCampaign(group: string): { save: C.CampaignSave; stored: boolean } {
  return tracksSaves.load(group);
}

/** Writes the group's save (to the server too, for a group kept there). */
export function saveCampaign(save: C.CampaignSave): Promise<void> {
  return tracksSaves.save(save);
}

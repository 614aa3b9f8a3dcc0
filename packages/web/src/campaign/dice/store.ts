import * as C from '@ramparts/games/dice/campaign/index.ts';
import { groupSaves } from '../groups.ts';

/**
 * A group's Gate Defense campaign save: versioned JSON in localStorage under `ramparts:campaign:dice:<group>`, read
 * through `loadSave` (migrations included); a group kept on the server has its copy there (`groups.ts`).
 */
export const diceSaves = groupSaves('dice', { newSave: C.newSave, loadSave: (data) => C.loadSave(data) });

/** The group's save in this browser; a new one (not stored until a chapter ends) when there is none. Throws on a damaged or newer save. */
export function loadDiceCampaign(group: string): { save: C.DiceCampaignSave; stored: boolean } {
  return diceSaves.load(group);
}

/** Writes the group's save (to the server too, for a group kept there). */
export function saveDiceCampaign(save: C.DiceCampaignSave): Promise<void> {
  return diceSaves.save(save);
}

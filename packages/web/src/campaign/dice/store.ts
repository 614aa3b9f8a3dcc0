import { diceCampaign as C } from '@ramparts/games';
import { storage } from '../../local/store.ts';

/** A group's Gate Defense campaign save in localStorage: versioned JSON read through `loadSave` (migrations included). */
const key = (group: string) => `ramparts:campaign:dice:${group}`;

/** The group's save; a new one (not stored until a chapter ends) when there is none. Throws on a damaged or newer save. */
export function loadDiceCampaign(group: string): { save: C.DiceCampaignSave; stored: boolean } {
  const raw = storage()?.getItem(key(group));
  if (!raw) return { save: C.newSave(group), stored: false };
  return { save: C.loadSave(JSON.parse(raw)), stored: true };
}

export function saveDiceCampaign(save: C.DiceCampaignSave): void {
  storage()?.setItem(key(save.group), JSON.stringify(save));
}

import { tracksCampaign as C } from '@ramparts/games';
import { storage } from '../local/store.ts';

/** A group's Tracks & Waves campaign save in localStorage: versioned JSON read through `loadSave` (migrations included). */
const key = (group: string) => `ramparts:campaign:tracks:${group}`;

/** The group's save; a new one (not stored until a session ends) when there is none. Throws on a damaged or newer save. */
export function loadCampaign(group: string): { save: C.CampaignSave; stored: boolean } {
  const raw = storage()?.getItem(key(group));
  if (!raw) return { save: C.newSave(group), stored: false };
  return { save: C.loadSave(JSON.parse(raw)), stored: true };
}

export function saveCampaign(save: C.CampaignSave): void {
  storage()?.setItem(key(save.group), JSON.stringify(save));
}


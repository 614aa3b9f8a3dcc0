import type { RecordedMove } from '@ramparts/engine';

/** Who plays a seat of a local match. */
export interface LocalSeat {
  kind: 'me' | 'hotseat' | 'bot';
  /** A bot spec for `createBot` ("random", "mcts:300", "heuristic"). */
  bot?: string;
  name: string;
}

/** A local match as kept in the browser: enough to rebuild it exactly (the seed makes the tosses repeat). */
export interface LocalSave {
  id: string;
  game: string;
  players: number;
  options: unknown;
  seed: string;
  seats: LocalSeat[];
  moves: RecordedMove[];
  createdAt: number;
  finished?: boolean;
  /** A session tied to a group's save (a campaign page, or a Cooperative or Versus Sandbox session); `closed` once its EXP step is over. */
  campaign?: CampaignLink;
  /** A chapter of a group's Gate Defense campaign (`played`: chapters in its save's history then); `closed` once folded into the save. */
  diceCampaign?: { group: string; chapter: number; played: number; closed?: boolean };
}

/**
 * What ties a local match to a group's save: a campaign page and tier played, or (`sandbox`) a Cooperative
 * Sandbox (`cooperative`, Sandbox EXP) or Versus Sandbox (`versus`, each player's Versus EXP) session.
 */
export type CampaignLink = { group: string; page: string; tier: 1 | 2 | 3; closed?: boolean } | { group: string; sandbox: 'cooperative' | 'versus'; closed?: boolean };

const PREFIX = 'ramparts:local:';

export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function randomId(bytes = 8): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function saveLocal(save: LocalSave): void {
  storage()?.setItem(PREFIX + save.id, JSON.stringify(save));
}

export function loadLocal(id: string): LocalSave | null {
  const raw = storage()?.getItem(PREFIX + id);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LocalSave;
  } catch {
    return null;
  }
}

/** Every local match kept in this browser, newest first. */
export function listLocal(): LocalSave[] {
  const s = storage();
  if (!s) return [];
  const out: LocalSave[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIX)) {
      const m = loadLocal(k.slice(PREFIX.length));
      if (m) out.push(m);
    }
  }
  return out.sort((a, b) => b.createdAt - a.createdAt);
}

export function removeLocal(id: string): void {
  storage()?.removeItem(PREFIX + id);
}

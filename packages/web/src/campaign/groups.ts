import { z } from 'zod';
import { attachGroup } from '../account/tables.ts';
import { ApiError, call } from '../online/api.ts';
import { readStored, storage, writeStored } from '../stored.ts';

/** The games whose campaign groups this client keeps: their ids name the saves on the server (`/api/saves/<game>`). */
export type CampaignGame = 'tracks' | 'dice';

/** A game's campaign rules for its saves: a new one, and reading one back (migrating and validating it). */
export interface SaveRules<S extends { group: string }> {
  newSave(group: string): S;
  loadSave(data: unknown): S;
}

/**
 * A group on the server as this browser keeps it: its id (the address of its save, random; a group made before ids
 * has none and is addressed by its name), the secret (shown once at its creation) and the save's version read last.
 */
const serverGroup = z.object({ id: z.string().min(1).max(64).optional(), secret: z.string().min(1).max(200), version: z.number().int().nonnegative() });
type ServerGroup = z.infer<typeof serverGroup>;

/**
 * A game's campaign groups: each group's save in localStorage, the default, and for a group kept on the server the
 * same key as a copy of the server's save, refreshed when the campaign is opened and written back (with the version
 * read, so a save made meanwhile by someone else in the group is not overwritten) when a session ends.
 */
export interface GroupSaves<S extends { group: string }> {
  /** The group's save in this browser; a new one (not stored until a session ends) when there is none. Throws on a damaged or newer save. */
  load(group: string): { save: S; stored: boolean };
  /** The group is kept on the server (this browser has its secret). */
  online(group: string): boolean;
  /** For a group on the server: its save from the server into this browser's copy. */
  refresh(group: string): Promise<void>;
  /** Writes the save: to the server first for a group kept there (refusals throw, in words), then to this browser. */
  save(save: S): Promise<void>;
  /** Puts the group's save on the server as a new group; returns its key (id and secret), which is shown only this once. */
  publish(save: S): Promise<string>;
  /** Joins a group on the server by its key (from `publish`; an older group: its name and secret): its save becomes this browser's copy. */
  join(group: string, key: string): Promise<void>;
}

const savesPath = (game: CampaignGame, id: string) => `/api/saves/${encodeURIComponent(game)}/${encodeURIComponent(id)}`;

/**
 * What a group shares: its id and secret in one key ("id.secret"; both are base64url, without dots), since the
 * server finds a group by its random id, never by its name. A key without a dot is the secret of a group made
 * before ids, found by its name.
 */
export const shareKey = (id: string, secret: string): string => `${id}.${secret}`;
export function readKey(group: string, key: string): { id: string; secret: string } {
  const k = key.trim();
  const dot = k.indexOf('.');
  return dot > 0 ? { id: k.slice(0, dot), secret: k.slice(dot + 1) } : { id: group, secret: k };
}

/** What went wrong with a group on the server, in a sentence (the server's own, or ours for a save made meanwhile). */
export function groupProblem(e: unknown): string {
  if (e instanceof ApiError && e.code === 'version-conflict') return 'Someone in your group saved the campaign after you opened it, so this could not be saved: open the campaign again to see where it stands.';
  return e instanceof Error ? e.message : String(e);
}

export function groupSaves<S extends { group: string }>(game: CampaignGame, rules: SaveRules<S>): GroupSaves<S> {
  const localKey = (group: string) => `ramparts:campaign:${game}:${group}`;
  const groupKey = (group: string) => `ramparts:group:${game}:${group}`;
  const secretOf = (group: string): ServerGroup | null => readStored(groupKey(group), serverGroup);
  const keepLocal = (save: S) => writeStored(localKey(save.group), save);
  const load = (group: string) => {
    const raw = storage()?.getItem(localKey(group));
    if (!raw) return { save: rules.newSave(group), stored: false };
    return { save: rules.loadSave(JSON.parse(raw)), stored: true };
  };
  /** The save on the server with its version, read with the secret; the game's rules check what came back. */
  const fetchSave = async (id: string, secret: string) => {
    const r = await call<{ data: unknown; version: number }>('GET', savesPath(game, id), undefined, { 'x-group-secret': secret });
    return { save: rules.loadSave(r.data), version: r.version };
  };

  return {
    load,
    online: (group) => secretOf(group) !== null,
    async refresh(group) {
      const g = secretOf(group);
      if (!g) return;
      const { save, version } = await fetchSave(g.id ?? group, g.secret);
      keepLocal(save);
      writeStored(groupKey(group), { ...g, version });
    },
    async save(save) {
      const g = secretOf(save.group);
      if (g) {
        const r = await call<{ version: number }>('PUT', savesPath(game, g.id ?? save.group), { data: save, version: g.version }, { 'x-group-secret': g.secret });
        writeStored(groupKey(save.group), { ...g, version: r.version });
      }
      keepLocal(save);
    },
    async publish(save) {
      const r = await call<{ group: string; secret: string; version: number }>('POST', `/api/saves/${encodeURIComponent(game)}`, { data: save });
      writeStored(groupKey(save.group), { id: r.group, secret: r.secret, version: r.version });
      keepLocal(save);
      await attachGroup({ game, group: r.group, name: save.group, secret: r.secret });
      return shareKey(r.group, r.secret);
    },
    async join(group, key) {
      if (!secretOf(group) && load(group).stored)
        throw new Error(`This browser already keeps a campaign named “${group}” of its own: join the group on the server under another name, or from another browser.`);
      const { id, secret } = readKey(group, key);
      const { save, version } = await fetchSave(id, secret);
      writeStored(groupKey(group), { id, secret, version });
      keepLocal(save);
      if (id !== group) await attachGroup({ game, group: id, name: group, secret });
    },
  };
}

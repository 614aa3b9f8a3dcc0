import * as z from 'zod/mini';
import { readStored, storage, storedKeys } from '../stored.ts';
import { currentSession, request } from './session.ts';

/*
 * The tables and campaign groups this browser holds, and the account's (issue #29). Attaching sends this browser's
 * seat credentials and group secrets to the account; on another device the account's come back and are kept where
 * this browser keeps its own (the same localStorage keys the table and the campaign pages read), so that device
 * takes the seats exactly as the one that joined.
 */

// The keys other modules write (src/online/api.ts, src/campaign/groups.ts), read here with zod's small build.
const CRED = 'ramparts:cred:';
const INVITE = 'ramparts:invite:';
const WATCH = 'ramparts:watch:';
const GROUP = 'ramparts:group:';

const credentials = z.array(z.object({ seat: z.number(), credential: z.string() }));
const group = z.object({ id: z.optional(z.string()), secret: z.string(), version: z.number() });

export interface HeldSeat {
  match: string;
  seat: number;
  credential: string;
  key?: string;
}

export interface HeldGroup {
  game: string;
  group: string;
  name: string;
  secret: string;
}

/** The seats (with their credentials) and server campaign groups (with their ids and secrets) this browser holds. */
export function held(): { seats: HeldSeat[]; groups: HeldGroup[] } {
  const seats = storedKeys(CRED).flatMap((match) => {
    const k = readStored(INVITE + match, z.string()) ?? readStored(WATCH + match, z.string());
    return (readStored(CRED + match, credentials) ?? []).map((c) => ({ match, seat: c.seat, credential: c.credential, ...(k ? { key: k } : {}) }));
  });
  const groups = storedKeys(GROUP).flatMap((k) => {
    const [game, ...rest] = k.split(':');
    const g = readStored(GROUP + k, group);
    // A group made before ids is addressed by its name; only groups with an id are attached.
    return g?.id ? [{ game, group: g.id, name: rest.join(':'), secret: g.secret }] : [];
  });
  return { seats, groups };
}

/** How many tables (matches) and groups `held()` counts, for the question asked before attaching them. */
export function heldCount(): number {
  const h = held();
  return new Set(h.seats.map((s) => s.match)).size + h.groups.length;
}

/**
 * Attaches what this browser holds to the signed-in account. A seat the server no longer answers to (freed, a match
 * pruned) refuses the whole claim: then each is tried alone, and those that answer are attached. Resolves with how
 * many tables and groups were attached.
 */
export async function attachHeld(): Promise<number> {
  const { seats, groups } = held();
  if (seats.length + groups.length === 0) return 0;
  try {
    const r = await request<{ seats: number; groups: number }>('POST', '/api/account/claim', { seats, groups });
    return new Set(seats.map((s) => s.match)).size + r.groups;
  } catch (e) {
    if (!(e instanceof Error) || (e as { code?: string }).code !== 'bad-credential') throw e;
  }
  const tables = new Set<string>();
  let n = 0;
  for (const s of seats) if (await request('POST', '/api/account/claim', { seats: [s] }).then(() => true, () => false)) tables.add(s.match);
  for (const g of groups) if (await request('POST', '/api/account/claim', { groups: [g] }).then(() => true, () => false)) n++;
  return tables.size + n;
}

/** Attaches one seat just taken here, when someone is signed in (a table started while signed in is on every device). */
export async function attachSeat(seat: HeldSeat): Promise<void> {
  if (!currentSession()) return;
  await request('POST', '/api/account/claim', { seats: [seat] }).catch(() => undefined);
}

/** Attaches a campaign group just made or joined here, when someone is signed in. */
export async function attachGroup(group: HeldGroup): Promise<void> {
  if (!currentSession()) return;
  await request('POST', '/api/account/claim', { groups: [group] }).catch(() => undefined);
}

const accountMatches = z.object({
  matches: z.array(
    z.object({
      match: z.object({ id: z.string(), status: z.string() }),
      seats: z.array(z.object({ seat: z.number(), credential: z.string() })),
      key: z.nullable(z.string()),
      yourTurn: z.boolean(),
    }),
  ),
  groups: z.array(z.object({ game: z.string(), group: z.string(), name: z.string(), secret: z.string() })),
});

/**
 * The account's tables and groups, kept in this browser beside its own (credentials merged by seat; a group this
 * browser already keeps is left as it is). Resolves with the ids of the matches where it is your turn.
 */
export async function adoptAccountTables(): Promise<Set<string>> {
  const r = accountMatches.safeParse(await request<unknown>('GET', '/api/account/matches'));
  if (!r.success) return new Set();
  const s = storage();
  if (!s) return new Set();
  for (const m of r.data.matches) {
    const mine = readStored(CRED + m.match.id, credentials) ?? [];
    const merged = [...mine.filter((c) => !m.seats.some((x) => x.seat === c.seat)), ...m.seats];
    s.setItem(CRED + m.match.id, JSON.stringify(merged));
    // The account does not say whether its key is the invitation or the spectator key: kept as the latter, it opens
    // the match to watching and its record either way, and never offers a seat it may not give.
    if (m.key && !s.getItem(INVITE + m.match.id) && !s.getItem(WATCH + m.match.id)) s.setItem(WATCH + m.match.id, JSON.stringify(m.key));
  }
  for (const g of r.data.groups) {
    const k = `${GROUP}${g.game}:${g.name}`;
    if (!s.getItem(k)) s.setItem(k, JSON.stringify({ id: g.group, secret: g.secret, version: 0 }));
  }
  return new Set(r.data.matches.filter((m) => m.yourTurn).map((m) => m.match.id));
}

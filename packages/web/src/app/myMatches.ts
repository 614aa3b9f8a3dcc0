import * as z from 'zod/mini';
import { readStored, storage, storedKeys } from '../stored.ts';

// The home page is the first load: it reads this browser's matches through zod's small build (the full one weighs
// about 50 KB compressed). The server's Content-Security-Policy allows no eval, so zod is told before any schema
// runs not to compile its parsers (as src/csp.ts does for the pages that load later; both set the one shared config).
z.config({ jitless: true });

/** A match of yours as the home page lists it: where it is, how far it got, and the links to it. */
export interface MyMatch {
  id: string;
  game: string;
  where: 'local' | 'online';
  /** Online: a seat is held here, or the match's invitation link was opened. */
  role: 'seat' | 'invited' | 'local';
  status: 'live' | 'finished' | 'open' | 'expired' | 'gone' | 'unknown';
  players: number;
  createdAt: number;
  /** Moves so far (local matches). */
  moves?: number;
  /** The seat names held here (online). */
  seats?: string[];
  href: string;
  replay?: string;
  /** A turn-based match (#30). */
  turnBased?: boolean;
  /** A live turn-based match where a seat held here may act now: ms left on its clock (null: no limit). */
  waiting?: { left: number | null };
}

// The keys other modules write (src/local/store.ts, src/online/api.ts): read here without their full-zod schemas.
const LOCAL = 'ramparts:local:';
const CRED = 'ramparts:cred:';
const INVITE = 'ramparts:invite:';
const WATCH = 'ramparts:watch:';

const localSave = z.object({
  id: z.string(),
  game: z.string(),
  players: z.number(),
  moves: z.array(z.unknown()),
  createdAt: z.number(),
  finished: z.optional(z.boolean()),
});
const credentials = z.array(z.object({ seat: z.number(), credential: z.string() }));
const summary = z.object({
  id: z.string(),
  game: z.string(),
  players: z.number(),
  status: z.enum(['open', 'live', 'finished', 'expired']),
  seats: z.array(z.object({ seat: z.number(), name: z.string(), away: z.optional(z.boolean()) })),
  createdAt: z.number(),
  settings: z.optional(z.object({ turnBased: z.optional(z.nullable(z.object({ hours: z.nullable(z.number()) }))) })),
});
/** The spectators' view of a match (GET /api/matches/:id/spectate): who acts now, and the clocks. */
const spectate = z.object({
  actors: z.array(z.number()),
  clocks: z.nullable(z.object({ remaining: z.array(z.number()), running: z.array(z.number()), at: z.optional(z.number()) })),
});

/**
 * Whether a seat held here may act now in a live turn-based match, and the time left on its clock (the least of
 * them when several held here act; null: no limit), from the spectators' view; null when it is not your turn or
 * the server does not say.
 */
export async function waitingFor(id: string, seats: number[], fetcher: typeof fetch = fetch, now = Date.now()): Promise<{ left: number | null } | null> {
  const key = readStored(INVITE + id, z.string()) ?? readStored(WATCH + id, z.string());
  try {
    const res = await fetcher(`/api/matches/${encodeURIComponent(id)}/spectate`, key ? { headers: { 'x-match-key': key } } : undefined);
    const s = spectate.safeParse(await res.json());
    if (!res.ok || !s.success) return null;
    const acting = seats.filter((seat) => s.data.actors.includes(seat));
    if (acting.length === 0) return null;
    const c = s.data.clocks;
    if (!c) return { left: null };
    const lefts = acting.map((seat) => Math.max(0, (c.remaining[seat] ?? 0) - (c.running.includes(seat) && c.at !== undefined ? Math.max(0, now - c.at) : 0)));
    return { left: Math.min(...lefts) };
  } catch {
    return null;
  }
}

/** The matches played in this browser, newest first. */
export function localMatches(): MyMatch[] {
  return storedKeys(LOCAL)
    .flatMap((id) => {
      const m = readStored(LOCAL + id, localSave);
      if (!m) return [];
      const enc = encodeURIComponent(m.id);
      return [{ id: m.id, game: m.game, where: 'local', role: 'local', status: m.finished ? 'finished' : 'live', players: m.players, createdAt: m.createdAt, moves: m.moves.length, href: `#/local/${enc}`, replay: m.finished ? `#/replay/local/${enc}` : undefined } satisfies MyMatch];
    })
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The game of the match kept in this browser as `id`, read without the full save's schema; null: none kept. */
export function localGame(id: string): string | null {
  return readStored(LOCAL + id, localSave)?.game ?? null;
}

export function forgetLocal(id: string): void {
  storage()?.removeItem(LOCAL + id);
}

/** Forgets an online match this browser knew (its seats' credentials and invitation): for one the server no longer has, or that expired. */
export function forgetOnline(id: string): void {
  storage()?.removeItem(CRED + id);
  storage()?.removeItem(INVITE + id);
}

/** The online matches this browser holds a seat in, or was invited to (its link opened), with the seats held. */
export function onlineIds(): { id: string; role: 'seat' | 'invited'; seats: number[] }[] {
  const held = storedKeys(CRED).map((id) => ({ id, role: 'seat' as const, seats: (readStored(CRED + id, credentials) ?? []).map((c) => c.seat) })).filter((m) => m.seats.length > 0);
  const seen = new Set(held.map((m) => m.id));
  const invited = storedKeys(INVITE)
    .filter((id) => !seen.has(id))
    .map((id) => ({ id, role: 'invited' as const, seats: [] }));
  return [...held, ...invited];
}

/** Asks the server how each of your online matches stands (GET /api/matches/:id); one that is no longer there reads as gone. */
export async function onlineMatches(fetcher: typeof fetch = fetch): Promise<MyMatch[]> {
  const found = await Promise.all(
    onlineIds().map(async ({ id, role, seats }): Promise<MyMatch> => {
      const enc = encodeURIComponent(id);
      const base: MyMatch = { id, game: '', where: 'online', role, status: 'unknown', players: 0, createdAt: 0, href: `#/match/${enc}` };
      try {
        const res = await fetcher(`/api/matches/${enc}`);
        if (res.status === 404) return { ...base, status: 'gone' };
        const s = summary.safeParse(await res.json());
        if (!res.ok || !s.success) return base;
        const m = s.data;
        const names = m.seats.filter((x) => seats.includes(x.seat)).map((x) => x.name);
        const turnBased = !!m.settings?.turnBased;
        // Turn-based and live: is it one of your seats' turn, and how long is left on its clock? (A seat a bot plays for is not waiting.)
        const mine = seats.filter((seat) => !m.seats.find((x) => x.seat === seat)?.away);
        const waiting = turnBased && m.status === 'live' && mine.length > 0 ? await waitingFor(id, mine, fetcher) : null;
        return {
          ...base,
          game: m.game,
          status: m.status,
          players: m.players,
          createdAt: m.createdAt,
          seats: names,
          replay: m.status === 'finished' ? `#/replay/match/${enc}` : undefined,
          ...(turnBased ? { turnBased } : {}),
          ...(waiting ? { waiting } : {}),
        };
      } catch {
        return base;
      }
    }),
  );
  return found.sort((a, b) => b.createdAt - a.createdAt);
}

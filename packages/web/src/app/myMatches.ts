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
}

// The keys other modules write (src/local/store.ts, src/online/api.ts): read here without their full-zod schemas.
const LOCAL = 'ramparts:local:';
const CRED = 'ramparts:cred:';
const INVITE = 'ramparts:invite:';

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
  seats: z.array(z.object({ seat: z.number(), name: z.string() })),
  createdAt: z.number(),
});

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
        return { ...base, game: m.game, status: m.status, players: m.players, createdAt: m.createdAt, seats: names, replay: m.status === 'finished' ? `#/replay/match/${enc}` : undefined };
      } catch {
        return base;
      }
    }),
  );
  return found.sort((a, b) => b.createdAt - a.createdAt);
}

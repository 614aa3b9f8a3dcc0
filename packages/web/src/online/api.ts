/** The server's HTTP API (docs/protocol.md), and the seat credentials this browser keeps. */

export interface ServerSeat {
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  bot: string | null;
  taken: boolean;
  away: boolean;
  connected?: boolean;
}

export interface MatchSummary {
  id: string;
  game: string;
  players: number;
  options: unknown;
  status: 'open' | 'live' | 'finished';
  seats: ServerSeat[];
  outcome: unknown;
  createdAt: number;
}

export interface Credential {
  seat: number;
  credential: string;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new Error('The server cannot be reached.');
  }
  const data = (await res.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!res.ok) throw new Error(data?.error?.message ?? `The server answered ${res.status}.`);
  return data as T;
}

export const getMatch = (id: string) => call<MatchSummary>('GET', `/api/matches/${encodeURIComponent(id)}`);
export const getRecord = (id: string) => call<unknown>('GET', `/api/matches/${encodeURIComponent(id)}/record`);

const KEY = 'ramparts:cred:';

export function credentialsFor(match: string): Credential[] {
  try {
    return JSON.parse(localStorage.getItem(KEY + match) ?? '[]') as Credential[];
  } catch {
    return [];
  }
}

function keep(match: string, c: Credential): void {
  const list = credentialsFor(match).filter((x) => x.seat !== c.seat);
  localStorage.setItem(KEY + match, JSON.stringify([...list, c]));
}

export function myName(): string {
  return localStorage.getItem('ramparts:name') ?? '';
}

export async function joinSeat(match: string, seat: number, name?: string): Promise<Credential> {
  if (name) localStorage.setItem('ramparts:name', name);
  const r = await call<{ seat: number; credential: string }>('POST', `/api/matches/${encodeURIComponent(match)}/join`, { seat, ...(name ? { name } : {}) });
  const c = { seat: r.seat, credential: r.credential };
  keep(match, c);
  return c;
}

/** A time bank: minutes for each person, plus seconds per move. */
export interface Clock {
  minutes: number;
  increment: number;
}

/** Creates a match on the server and takes the seats given (the person's own); returns its id. */
export async function createOnline(game: string, players: number, options: unknown, seats: string[], mine: number[], clock: Clock | null = null): Promise<string> {
  const m = await call<MatchSummary>('POST', '/api/matches', { game, players, options, seats, ...(clock ? { clock } : {}) });
  const name = myName() || undefined;
  for (const seat of mine) await joinSeat(m.id, seat, name);
  return m.id;
}

import type { Variant } from '@ramparts/engine';
import { z } from 'zod';
import { attachSeat } from '../account/tables.ts';
import type { TurnBased } from '../app/turnBased.ts';
import { readStored, storage, writeStored } from '../stored.ts';

/** The server's HTTP API (docs/protocol.md), and the seat credentials and invitations this browser keeps. */

export interface ServerSeat {
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  bot: string | null;
  taken: boolean;
  away: boolean;
  connected?: boolean;
  /** A turn-based match (#30): this person's clock ran out on their turn; the others may choose what follows (`absent`). */
  outOfTime?: boolean;
}

export interface MatchSummary {
  id: string;
  game: string;
  players: number;
  options: unknown;
  /** Expired: an open match whose seats were not all taken in time (it can no longer be joined). */
  status: 'open' | 'live' | 'finished' | 'expired';
  /** Private: joined only through the invitation link; public: listed among the open games. */
  visibility?: Visibility;
  seats: ServerSeat[];
  outcome: unknown;
  createdAt: number;
  /** The table's name its host gave (plain text), if any. */
  name?: string | null;
  /** The table's settings: `hints` says the host allowed hints; `turnBased` its pace when turn-based (#30), else null. */
  settings?: { hints?: boolean; turnBased?: TurnBased | null };
  /** The designer's variant the match plays (issue #32), by name and content digest. */
  variant?: { name: string; digest: string } | null;
}

export type Visibility = 'public' | 'private';

const credential = z.object({ seat: z.number().int().nonnegative(), credential: z.string().min(1) });
export type Credential = z.infer<typeof credential>;

/** A refusal from the server: its stable code (`bad-invitation`, `no-such-save` …) and its sentence for people. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** One request to the API; a refusal throws an `ApiError` carrying the server's own sentence. */
export async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('unreachable', 'The server cannot be reached.', 0);
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = errorBody.safeParse(data);
    throw e.success ? new ApiError(e.data.error.code, e.data.error.message, res.status) : new ApiError('unknown', `The server answered ${res.status}.`, res.status);
  }
  return data as T;
}

export const getMatch = (id: string) => call<MatchSummary>('GET', `/api/matches/${encodeURIComponent(id)}`);
export const getRecord = (id: string) => call<unknown>('GET', `/api/matches/${encodeURIComponent(id)}/record`, undefined, watchHeaders(id));

const KEY = 'ramparts:cred:';
const INVITE = 'ramparts:invite:';
const WATCH = 'ramparts:watch:';

/** The seats this browser holds in the match, each with its credential. */
export function credentialsFor(match: string): Credential[] {
  return readStored(KEY + match, z.array(credential)) ?? [];
}

/** Forgets a seat this browser held (given up, or taken by someone else since): a reload then offers to join again. */
export function forgetCredential(match: string, seat: number): void {
  writeStored(KEY + match, credentialsFor(match).filter((x) => x.seat !== seat));
}

function keep(match: string, c: Credential): void {
  const list = credentialsFor(match).filter((x) => x.seat !== c.seat);
  writeStored(KEY + match, [...list, c]);
}

/** A private match's invitation, kept beside the credentials: by its creator, and by whoever came through its link. */
export function invitationFor(match: string): string | null {
  return readStored(INVITE + match, z.string().min(1).max(200));
}

export function keepInvitation(match: string, invitation: string): void {
  writeStored(INVITE + match, invitation);
}

/** A private match's spectator key (watching, no seat), kept by its creator and by whoever came through its spectator link. */
export function watchKeyFor(match: string): string | null {
  return readStored(WATCH + match, z.string().min(1).max(200));
}

export function keepWatchKey(match: string, key: string): void {
  writeStored(WATCH + match, key);
}

/** What opens a private match to watching here (its invitation, else its spectator key), for the socket's `key` and `x-match-key`. */
export function matchKeyFor(match: string): string | null {
  return invitationFor(match) ?? watchKeyFor(match);
}

export function watchHeaders(match: string): Record<string, string> {
  const key = matchKeyFor(match);
  return key ? { 'x-match-key': key } : {};
}

/**
 * The link to share: the match's page, and for a private match its invitation in the fragment (`#/match/<id>?invite=…`),
 * which browsers send to no server and in no Referer; without the invitation here, the spectator key (`?watch=…`).
 */
export function shareLink(match: string, base = `${location.origin}${location.pathname}`): string {
  const invitation = invitationFor(match);
  if (!invitation && watchKeyFor(match)) return watchLink(match, base);
  return `${base}#/match/${encodeURIComponent(match)}${invitation ? `?invite=${encodeURIComponent(invitation)}` : ''}`;
}

/** A private match's link for spectators: its spectator key in the fragment watches the match and takes no seat. */
export function watchLink(match: string, base = `${location.origin}${location.pathname}`): string {
  const key = watchKeyFor(match);
  return `${base}#/match/${encodeURIComponent(match)}${key ? `?watch=${encodeURIComponent(key)}` : ''}`;
}

export function myName(): string {
  return storage()?.getItem('ramparts:name') ?? '';
}

/** Takes a seat; a private match's invitation, when this browser has it, goes with the request. */
export async function joinSeat(match: string, seat: number, name?: string): Promise<Credential> {
  if (name) storage()?.setItem('ramparts:name', name);
  const invitation = invitationFor(match);
  const r = await call<{ seat: number; credential: string }>('POST', `/api/matches/${encodeURIComponent(match)}/join`, { seat, ...(name ? { name } : {}), ...(invitation ? { invitation } : {}) });
  const c = { seat: r.seat, credential: r.credential };
  keep(match, c);
  // Signed in: the seat goes to the account too, so every device signed in to it has this table (issue #29).
  await attachSeat({ match, ...c, ...(invitation ? { key: invitation } : {}) });
  return c;
}

/** A time bank: minutes for each person, plus seconds per move. */
export interface Clock {
  minutes: number;
  increment: number;
}

/**
 * Creates a match on the server and takes the seats given (the person's own); returns its id. A private match's
 * invitation and spectator key (in the answer only) are kept in this browser for the share links.
 */
export async function createOnline(
  game: string,
  players: number,
  options: unknown,
  seats: string[],
  mine: number[],
  clock: Clock | null = null,
  visibility: Visibility = 'private',
  names: { table?: string; host?: string } = {},
  hints = false,
  /** Counts for ratings (#29): no undo, no hints; the server refuses a set-up that cannot be rated, in words. */
  rated = false,
  /** Turn-based (#30): hours per move (null: no limit); the match then has no real-time `clock`. */
  turnBased: TurnBased | null = null,
  /** A designer's variant (issue #32): the server checks it and plays the match with its content. */
  variant: Variant | null = null,
): Promise<string> {
  const table = names.table?.trim();
  const m = await call<MatchSummary & { invitation?: string; watch?: string }>('POST', '/api/matches', {
    game,
    players,
    options,
    seats,
    visibility,
    ...(turnBased ? { turnBased } : clock ? { clock } : {}),
    ...(table ? { name: table } : {}),
    ...(hints ? { hints: true } : {}),
    ...(rated ? { rated: true } : {}),
    ...(variant ? { variant } : {}),
  });
  if (m.invitation) keepInvitation(m.id, m.invitation);
  if (m.watch) keepWatchKey(m.id, m.watch);
  // The host's own name, given on the form, is the name of the seats they take (and remembered for the next join).
  const name = names.host?.trim() || myName() || undefined;
  for (const seat of mine) await joinSeat(m.id, seat, name);
  return m.id;
}

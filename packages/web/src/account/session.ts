import * as z from 'zod/mini';
import { useEffect, useState } from 'react';

/*
 * Who is signed in on this browser (issue #29), for every page: the header's link, the home page's matches, the
 * account page. The session itself is an HttpOnly cookie no script reads; the server says who it is and hands the
 * CSRF token that every write made with the cookie must carry (`x-ramparts-csrf`). Light on purpose (zod's small
 * build): the header is part of the first load.
 */

export interface Account {
  id: string;
  name: string;
  createdAt: number;
  /** False for an account made with a passkey alone: it has no password to change, and may add one. */
  hasPassword: boolean;
}

/** A refusal from the server, with its stable code and its sentence for people. */
export class AccountError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const account = z.object({ id: z.string(), name: z.string(), createdAt: z.number(), hasPassword: z.boolean() });
const whoAmI = z.object({ account: z.nullable(account), csrf: z.optional(z.string()), session: z.optional(z.string()) });
const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

interface State {
  /** undefined: not asked yet (or the server did not answer). */
  account: Account | null | undefined;
  csrf: string | null;
  session: string | null;
}

let state: State = { account: undefined, csrf: null, session: null };
let asking: Promise<State> | null = null;
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  for (const l of listeners) l();
}

/** Asks the server who is signed in here (once; `again` asks anew). */
export function whoIsSignedIn(again = false): Promise<State> {
  if (asking && !again) return asking;
  asking = fetch('/api/account')
    .then(async (res) => {
      const r = whoAmI.safeParse(await res.json());
      if (!res.ok || !r.success) throw new Error('unreadable');
      set({ account: r.data.account, csrf: r.data.csrf ?? null, session: r.data.session ?? null });
      return state;
    })
    .catch(() => {
      // No server here (a static copy) or it did not answer: nobody is signed in, and we may ask again later.
      asking = null;
      set({ account: null, csrf: null, session: null });
      return state;
    });
  return asking;
}

/** The signed-in account (null: nobody; undefined: not known yet), kept current on every page. */
export function useAccount(): Account | null | undefined {
  const [, tick] = useState(0);
  useEffect(() => {
    const l = () => tick((n) => n + 1);
    listeners.add(l);
    void whoIsSignedIn();
    return () => void listeners.delete(l);
  }, []);
  return state.account;
}

export function currentSession(): string | null {
  return state.session;
}

/** A request to the accounts API: a write carries the CSRF token; a refusal throws `AccountError` with the server's sentence. */
export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && state.csrf) headers['x-ramparts-csrf'] = state.csrf;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    throw new AccountError('unreachable', 'The server cannot be reached.');
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = errorBody.safeParse(data);
    if (e.success && e.data.error.code === 'not-signed-in') set({ account: null, csrf: null, session: null });
    throw e.success ? new AccountError(e.data.error.code, e.data.error.message) : new AccountError('unknown', `The server answered ${res.status}.`);
  }
  return data as T;
}

const signedIn = z.object({ account, session: z.string(), csrf: z.string() });

/** The server's answer to a sign-up or sign-in (the cookie is set): every page learns who is signed in. */
export function signedInWith(answer: unknown): Account {
  const r = signedIn.parse(answer);
  set({ account: r.account, csrf: r.csrf, session: r.session });
  return r.account;
}

/** Signs up or in with a name and password. */
export async function enter(kind: 'up' | 'in', name: string, password: string): Promise<Account> {
  return signedInWith(await request<unknown>('POST', kind === 'up' ? '/api/account' : '/api/session', { name, password }));
}

/** The account is gone (deleted): nobody is signed in here any more. */
export function forgetAccount(): void {
  set({ account: null, csrf: null, session: null });
}

export async function signOut(): Promise<void> {
  await request('DELETE', '/api/session');
  set({ account: null, csrf: null, session: null });
}

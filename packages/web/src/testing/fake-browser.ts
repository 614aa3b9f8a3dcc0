import { vi } from 'vitest';

/** A request the client made: method, path, the group secret and match key headers if any, and the parsed body. */
export interface SentRequest {
  method: string;
  path: string;
  secret: string | null;
  matchKey: string | null;
  body: unknown;
}

/**
 * The browser's localStorage and fetch for unit tests of the web client: `storage` backs localStorage; `serve`
 * answers each request from its answers in turn and notes it in `sent`. Call `install` before and `reset` after each test.
 */
export function fakeBrowser() {
  const storage = new Map<string, string>();
  const sent: SentRequest[] = [];
  return {
    storage,
    sent,
    install(): void {
      sent.length = 0;
      vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) });
    },
    reset(): void {
      storage.clear();
      vi.unstubAllGlobals();
    },
    serve(...answers: { status: number; body: unknown }[]): void {
      vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        sent.push({ method: init.method ?? 'GET', path, secret: headers.get('x-group-secret'), matchKey: headers.get('x-match-key'), body: init.body ? JSON.parse(init.body as string) : undefined });
        const a = answers.shift()!;
        return Promise.resolve(new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } }));
      });
    },
  };
}

/* A browser for the accounts' tests (#29): a cookie jar and the CSRF token its page was told. */

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  cookie: string | null;
}

/** A browser: its cookie jar (the session cookie) and the CSRF token its page was told. */
export class AccountBrowser {
  cookie: string | null = null;
  csrf: string | null = null;
  constructor(public url: string) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined) h['content-type'] = 'application/json';
    if (this.cookie) h.cookie = this.cookie;
    const res = await fetch(this.url + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
    const set = res.headers.get('set-cookie');
    if (set) {
      const pair = set.split(';')[0];
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, cookie: set };
  }

  /** A write as our page makes it: the CSRF header and our own origin. */
  write<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    return this.call<T>(method, path, body, { 'x-ramparts-csrf': this.csrf ?? '', origin: this.url });
  }

  async signUp(name: string, password: string): Promise<Answer> {
    const r = await this.call('POST', '/api/account', { name, password }, { origin: this.url });
    if (r.status === 201) this.csrf = r.body.csrf as string;
    return r;
  }

  async signIn(name: string, password: string): Promise<Answer> {
    const r = await this.call('POST', '/api/session', { name, password });
    if (r.status === 200) this.csrf = r.body.csrf as string;
    return r;
  }

  async me(): Promise<string | null> {
    const r = await this.call<{ account: { name: string } | null }>('GET', '/api/account');
    return r.body.account?.name ?? null;
  }
}

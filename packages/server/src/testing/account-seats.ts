import { AccountBrowser } from './account-browser.ts';

/** A browser signed up as `name` (a fresh account). */
export async function signedUp(url: string, name: string): Promise<AccountBrowser> {
  const b = new AccountBrowser(url);
  const r = await b.signUp(name, 'a good password');
  if (r.status !== 201) throw new Error(`sign-up of ${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return b;
}

/** Takes a seat of a match and attaches it to the browser's account, as the web does when signed in: the seat's credential. */
export async function sit(b: AccountBrowser, match: string, seat: number, invitation?: string): Promise<string> {
  const joined = await b.call<{ credential: string }>('POST', `/api/matches/${match}/join`, { seat, ...(invitation ? { invitation } : {}) });
  if (joined.status !== 201) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  const claimed = await b.write('POST', '/api/account/claim', { seats: [{ match, seat, credential: joined.body.credential, ...(invitation ? { key: invitation } : {}) }] });
  if (claimed.status !== 200) throw new Error(`claim: ${claimed.status} ${JSON.stringify(claimed.body)}`);
  return joined.body.credential;
}

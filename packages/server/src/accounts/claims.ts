import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { credentialMatches } from '../matches/credentials.ts';
import type { Accounts, AccountGroupRow, AccountSeatRow } from '../store/accounts.ts';
import { Saves } from '../store/saves.ts';
import type { Store } from '../store/store.ts';
import type { claimBody } from './schemas.ts';

export type Claim = z.output<typeof claimBody>;

/**
 * Attaches to an account the seats and campaign groups a browser holds (#29). Each seat's credential is checked
 * against the seat's hash and each group's secret against the group's, as the match and save routes check them;
 * one that fails refuses the whole claim and nothing is attached (403 `bad-credential`, naming it). Claiming again
 * is harmless: a seat or group already attached keeps one row.
 */
export async function claim(store: Store, accounts: Accounts, accountId: string, body: Claim): Promise<{ seats: number; groups: number }> {
  const ids = [...new Set(body.seats.map((s) => s.match))];
  const [seatRows, matchRows] = await Promise.all([store.seatsOf(ids), Promise.all(ids.map((id) => store.getMatch(id)))]);
  const now = Date.now();
  const seats: AccountSeatRow[] = [];
  for (const c of body.seats) {
    const row = seatRows.find((s) => s.match_id === c.match && s.seat === c.seat);
    // A missing match or seat, a free seat and a wrong credential answer alike: none says what exists.
    if (!credentialMatches(c.credential, row?.credential_hash ?? null)) {
      throw new HttpError(403, 'bad-credential', `Seat ${c.seat + 1} of match "${c.match}" does not answer to the credential this browser holds, so nothing was attached.`);
    }
    const match = matchRows[ids.indexOf(c.match)];
    const key = c.key && match && (credentialMatches(c.key, match.invite_hash) || credentialMatches(c.key, match.watch_hash)) ? c.key : null;
    if (c.key && !key && match?.visibility === 'private') {
      throw new HttpError(403, 'bad-credential', `The invitation this browser holds for match "${c.match}" is not the match's, so nothing was attached.`);
    }
    seats.push({ account_id: accountId, match_id: c.match, seat: c.seat, credential: c.credential, match_key: key, created_at: now });
  }
  const saves = new Saves(store.db);
  const groups: AccountGroupRow[] = [];
  for (const g of body.groups) {
    const row = await saves.get(g.game, g.group);
    if (!credentialMatches(g.secret, row?.secret_hash ?? null)) {
      throw new HttpError(403, 'bad-credential', `The campaign group "${g.name}" does not answer to the secret this browser holds, so nothing was attached.`);
    }
    groups.push({ account_id: accountId, game: g.game, group_id: g.group, name: g.name, secret: g.secret, created_at: now });
  }
  await accounts.attach(seats, groups);
  return { seats: seats.length, groups: groups.length };
}

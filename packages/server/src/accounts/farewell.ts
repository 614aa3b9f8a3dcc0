import { credentialMatches, hashCredential, newCredential } from '../matches/credentials.ts';
import type { MatchService } from '../matches/service.ts';
import type { Accounts } from '../store/accounts.ts';

/** What a deleted account's seats are called from then on, in finished records, live tables and their chat. */
export const FORMER_PLAYER = 'a former player';

/**
 * Lets go of a deleted account's seats (#29), before the account row goes: a seat at a match not started yet is
 * freed (as a person leaving it); at a live match the takeover bot plays it from now on, as for a person away, and
 * nobody can come back to it (its credential is replaced by one nobody holds); at a finished match the record names
 * it "a former player". Only the seats the account's credentials still hold: a seat freed and taken by someone since
 * is theirs. Each change goes through the match's queue, and the table and the other instances hear of it.
 */
export async function letGoOfSeats(service: MatchService, accounts: Accounts, accountId: string): Promise<number> {
  const rows = await accounts.seatsOf(accountId);
  const hashes = await service.store.seatsOf([...new Set(rows.map((r) => r.match_id))]);
  let n = 0;
  for (const row of rows) {
    const held = hashes.find((h) => h.match_id === row.match_id && h.seat === row.seat);
    if (!held || !credentialMatches(row.credential, held.credential_hash)) continue;
    const lm = await service.cache.load(row.match_id);
    if (!lm) continue;
    await service.cache.enqueue(lm, async () => {
      await service.cache.refresh(lm);
      if (lm.row.status === 'open') await service.store.releaseSeat(lm.id, row.seat);
      else await accounts.formerPlayer(lm.id, row.seat, FORMER_PLAYER, hashCredential(newCredential()), lm.row.status === 'live');
      await service.cache.refresh(lm);
    });
    // Connections holding the old credential go; the seat list, the bots and the other instances catch up.
    service.broadcaster.evict(lm.id, row.seat);
    service.afterSeats(lm);
    n++;
  }
  return n;
}

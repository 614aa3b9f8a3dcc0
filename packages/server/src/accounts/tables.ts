import { credentialMatches } from '../matches/credentials.ts';
import type { MatchService, MatchSummary } from '../matches/service.ts';
import type { Accounts } from '../store/accounts.ts';

/** The most matches an account's list shows (its most recently attached). */
const LISTED = 200;

export interface AccountMatch {
  match: MatchSummary;
  seats: { seat: number; credential: string }[];
  key: string | null;
  yourTurn: boolean;
}

const ORDER: Record<string, number> = { live: 0, open: 1, finished: 2, expired: 3 };

/**
 * The account's tables with their summaries (#29): a seat whose credential no longer opens it (freed, taken by
 * someone else since) is left out, and a match the server no longer has too. Live first, those where one of the
 * account's seats may act now before the others, then open, finished and expired, newest first within each.
 */
export async function accountMatches(service: MatchService, accounts: Accounts, accountId: string): Promise<AccountMatch[]> {
  const rows = (await accounts.seatsOf(accountId)).slice(0, LISTED * 4);
  const ids = [...new Set(rows.map((r) => r.match_id))].slice(0, LISTED);
  const hashes = await service.store.seatsOf(ids);
  const found = await Promise.all(
    ids.map(async (id): Promise<AccountMatch | null> => {
      const match = await service.get(id);
      if (!match) return null;
      const mine = rows.filter((r) => r.match_id === id && credentialMatches(r.credential, hashes.find((h) => h.match_id === id && h.seat === r.seat)?.credential_hash ?? null));
      if (mine.length === 0) return null;
      let yourTurn = false;
      if (match.status === 'live') {
        const state = await service.snapshot(id, null);
        yourTurn = !!state && mine.some((r) => state.actors.includes(r.seat) && !match.seats[r.seat]?.away);
      }
      return { match, seats: mine.map((r) => ({ seat: r.seat, credential: r.credential })), key: mine.find((r) => r.match_key)?.match_key ?? null, yourTurn };
    }),
  );
  return found
    .filter((m): m is AccountMatch => m !== null)
    .sort((a, b) => (ORDER[a.match.status] ?? 9) - (ORDER[b.match.status] ?? 9) || Number(b.yourTurn) - Number(a.yourTurn) || b.match.createdAt - a.match.createdAt);
}

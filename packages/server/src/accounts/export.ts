import { credentialMatches } from '../matches/credentials.ts';
import type { MatchService } from '../matches/service.ts';
import type { Accounts, AccountRow } from '../store/accounts.ts';
import { Invitations } from '../store/invitations.ts';
import { RatingQueries } from '../store/ratings.ts';

/** The most chat lines kept per match, as a table shows them. */
const CHAT_LINES = 500;

/**
 * Everything the server holds about an account (#29), as one JSON document: the account, its open sessions (no
 * token: the store has none), its passkeys (no key material), its campaign groups (no secret), and each match it
 * holds a seat at, with what that seat may see: a finished match's record (published to its table at the end), a
 * live one's state as the seat sees it (its own hand, never another seat's), and the chat its seats said.
 * Its ratings with every change, and its co-operative results, as the leaderboards and halls count them.
 * The invitations waiting for it say which table and who asked, without a private match's key. Seat credentials and
 * group secrets are left out: the file would otherwise open the seats to whoever holds it.
 */
export async function exportAccount(service: MatchService, accounts: Accounts, account: AccountRow, email: string | null) {
  const [sessions, passkeys, groups, rows] = await Promise.all([accounts.sessionsOf(account.id), accounts.passkeysOf(account.id), accounts.groupsOf(account.id), accounts.seatsOf(account.id)]);
  const invitations = await new Invitations(service.store.db, service.store.dialect).forAccount(account.id);
  const scores = new RatingQueries(service.store.db);
  const [ratings, ratingChanges, coopResults] = await Promise.all([scores.ratingsOf(account.id), scores.changesOf(account.id), scores.coopOf(account.id)]);
  const hashes = await service.store.seatsOf([...new Set(rows.map((r) => r.match_id))]);
  const held = rows.filter((r) => credentialMatches(r.credential, hashes.find((h) => h.match_id === r.match_id && h.seat === r.seat)?.credential_hash ?? null));
  const ids = [...new Set(held.map((r) => r.match_id))];
  const matches = [];
  for (const id of ids) {
    const match = await service.get(id);
    if (!match) continue;
    const seats = held.filter((r) => r.match_id === id).map((r) => r.seat);
    const chat = (await service.chatOf(id, CHAT_LINES)).filter((l) => l.seat !== null && seats.includes(l.seat)).map((l) => ({ seat: l.seat, name: l.name, text: l.text, at: l.at }));
    let record: unknown = null;
    let states: { seat: number; state: unknown }[] = [];
    if (match.status === 'finished') record = await service.record(id);
    else if (match.status === 'live') states = await Promise.all(seats.map(async (seat) => ({ seat, state: (await service.snapshot(id, seat)) ?? null })));
    matches.push({ match, seats, record, states, chat });
  }
  return {
    format: 'ramparts-account-export/1' as const,
    exportedAt: new Date().toISOString(),
    account: { id: account.id, name: account.name, createdAt: Number(account.created_at), password: account.password_hash !== '', email },
    sessions: sessions.map((s) => ({ id: s.id, createdAt: Number(s.created_at), lastSeenAt: Number(s.last_seen_at), userAgent: s.user_agent })),
    passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, createdAt: Number(p.created_at), lastUsedAt: p.last_used_at === null ? null : Number(p.last_used_at) })),
    groups: groups.map((g) => ({ game: g.game, group: g.group_id, name: g.name })),
    matches,
    invitations: invitations.map((i) => ({ match: i.match_id, from: i.from_name, createdAt: Number(i.created_at) })),
    ratings: ratings.map((r) => ({ game: r.game, mode: r.mode, mu: r.mu, sigma: r.sigma, ordinal: r.ordinal, played: Number(r.played), won: Number(r.won), updatedAt: Number(r.updated_at) })),
    ratingChanges: ratingChanges.map((c) => ({ match: c.match_id, seat: c.seat, game: c.game, mode: c.mode, won: Boolean(c.won), muBefore: c.mu_before, sigmaBefore: c.sigma_before, mu: c.mu, sigma: c.sigma, at: Number(c.at) })),
    coopResults: coopResults.map((c) => ({ match: c.match_id, seat: c.seat, game: c.game, scenario: c.scenario, won: Boolean(c.won), measure: c.measure, moves: c.moves, at: Number(c.at) })),
  };
}

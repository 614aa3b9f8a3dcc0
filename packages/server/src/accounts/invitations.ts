import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendError } from '../http/errors.ts';
import { bodyErrors, commonErrors, errors, matchParams, okBody } from '../http/schemas.ts';
import { plainName } from '../matches/chat.ts';
import { credentialMatches } from '../matches/credentials.ts';
import type { MatchService } from '../matches/service.ts';
import type { MatchSummary } from '../matches/types.ts';
import type { Accounts } from '../store/accounts.ts';
import { Invitations } from '../store/invitations.ts';
import { nameKey } from './names.ts';
import { invitationList, invitationParams, invited, inviteBody } from './schemas.ts';
import { mustBeSignedIn, mustBeSignedInToWrite } from './sessions.ts';
import { newAccountId } from './tokens.ts';

/** The most invitations a match may have waiting at once: enough for its free seats, too few to spam with. */
export const MAX_PENDING = 5;

const writeErrors = { 401: 'not-signed-in', 403: 'bad-origin, bad-csrf, bad-credential, not-seated, bad-invitation' };

/** Whether someone may still take a seat: open, not expired, a person's seat free. */
const hasFreeSeat = (m: MatchSummary): boolean => m.status === 'open' && m.seats.some((s) => s.kind === 'human' && !s.taken);

/**
 * Invitations by name (#29): a player seated at an open match (by the seat's credential, or signed in to an account
 * holding a seat there) invites an account by its name; the invited account lists its invitations, with a private
 * match's key, and joins through the match's own join route or declines. An invitation whose match started, ended
 * or was joined by the invited account is dropped when the list is read.
 */
export function invitationRoutes(app: FastifyInstance, service: MatchService, accounts: Accounts): void {
  const invitations = new Invitations(service.store.db, service.store.dialect);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Who invites (the name the invited player sees) and the key they hold, or an answer already sent. */
  const inviter = async (req: FastifyRequest, reply: FastifyReply, id: string, body: { seat?: number; credential?: string; invitation?: string }, match: MatchSummary): Promise<{ from: string; accountId: string | null; key: string | undefined } | null> => {
    if (body.seat !== undefined && body.credential !== undefined) {
      if ((await service.authorize(id, body.seat, body.credential)) === null) {
        sendError(reply, 403, 'bad-credential', 'That seat and credential do not hold a seat at this table, so you cannot invite to it.');
        return null;
      }
      return { from: match.seats[body.seat]?.name ?? `Seat ${body.seat + 1}`, accountId: null, key: body.invitation };
    }
    const who = await mustBeSignedInToWrite(accounts, req);
    const hashes = await service.store.getSeats(id);
    const mine = (await accounts.seatsOf(who.account.id)).filter((s) => s.match_id === id && credentialMatches(s.credential, hashes.find((h) => h.seat === s.seat)?.credential_hash ?? null));
    if (mine.length === 0) {
      sendError(reply, 403, 'not-seated', 'Only a player seated at this table can invite someone to it.');
      return null;
    }
    return { from: who.account.name, accountId: who.account.id, key: body.invitation ?? mine.find((s) => s.match_key)?.match_key ?? undefined };
  };

  r.post(
    '/api/matches/:id/invitations',
    {
      config: { what: 'invitation' },
      schema: {
        tags: ['accounts'],
        summary: 'Invite a player by their account name to a seat at an open match (from a seat: its credential; or signed in: header x-ramparts-csrf)',
        description: `A name nobody has, your own and one already seated here get the same 404. A private match needs its invitation key (sent, or held by your account); the invited account alone sees it. At most ${MAX_PENDING} invitations wait per match; inviting the same player again is harmless.`,
        params: matchParams,
        body: inviteBody,
        response: {
          201: invited,
          ...errors({ ...bodyErrors, ...writeErrors, 404: 'no-such-match, no-such-player', 409: 'match-full (started, finished or every seat taken), match-expired, too-many-invitations' }),
        },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const [match, row] = await Promise.all([service.get(id), service.store.getMatch(id)]);
      if (!match || !row) return sendError(reply, 404, 'no-such-match', `There is no match "${id}".`);
      const host = await inviter(req, reply, id, req.body, match);
      if (!host) return reply;
      if (match.visibility === 'private' && !credentialMatches(host.key, row.invite_hash)) {
        return sendError(reply, 403, 'bad-invitation', "This table is private: inviting to it needs its invitation link's key.");
      }
      if (match.status === 'expired') return sendError(reply, 409, 'match-expired', 'This match expired before every seat was taken: start a new one.');
      if (!hasFreeSeat(match)) return sendError(reply, 409, 'match-full', match.status === 'finished' ? 'This match is over: nobody can be invited to it.' : 'Every seat of this match is taken: nobody can be invited to it.');
      const invitee = await accounts.byNameKey(nameKey(req.body.name));
      const seatedThere = invitee ? (await accounts.seatsOf(invitee.id)).some((s) => s.match_id === id) : false;
      if (!invitee || invitee.id === host.accountId || seatedThere) {
        return sendError(reply, 404, 'no-such-player', `There is no player called "${plainName(req.body.name, 40) ?? ''}" who can be invited here: check the spelling of the name (and that they are not at this table already).`);
      }
      const invitationId = await invitations.put({ id: newAccountId(), match_id: id, account_id: invitee.id, from_name: host.from, match_key: match.visibility === 'private' ? (host.key ?? null) : null, created_at: Date.now() }, MAX_PENDING);
      if (invitationId === undefined) return sendError(reply, 409, 'too-many-invitations', `This table already has ${MAX_PENDING} invitations waiting: wait for an answer before inviting more.`);
      // Notices (#30): queued for the invited account, never waited for.
      service.notices?.invited(invitationId, invitee.id, row, host.from);
      return reply.code(201).send({ id: invitationId, name: invitee.name });
    },
  );

  r.get(
    '/api/account/invitations',
    { schema: { tags: ['accounts'], summary: "The invitations waiting for the account: each match, who invited, and a private match's key to join with", response: { 200: invitationList, ...errors({ 401: 'not-signed-in', ...commonErrors }) } } },
    async (req) => {
      const who = await mustBeSignedIn(accounts, req);
      const [rows, seats] = await Promise.all([invitations.forAccount(who.account.id), accounts.seatsOf(who.account.id)]);
      const found = await Promise.all(rows.map(async (row) => ({ row, match: await service.get(row.match_id) })));
      // Gone stale: the match started, ended or expired, its seats are taken, or the account took one of them.
      const stale = found.filter(({ row, match }) => !match || !hasFreeSeat(match) || seats.some((s) => s.match_id === row.match_id));
      await invitations.removeAll(stale.map((f) => f.row.id));
      const waiting = found.filter((f) => !stale.includes(f));
      return { invitations: waiting.map(({ row, match }) => ({ id: row.id, match: match as MatchSummary, from: row.from_name, invitation: row.match_key, createdAt: Number(row.created_at) })) };
    },
  );

  r.delete(
    '/api/account/invitations/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Decline an invitation (header x-ramparts-csrf)',
        params: invitationParams,
        response: { 200: okBody.describe('declined'), ...errors({ 401: 'not-signed-in', 403: 'bad-origin, bad-csrf', 400: 'bad-request', 404: 'no-such-invitation', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      if (!(await invitations.remove(who.account.id, req.params.id))) return sendError(reply, 404, 'no-such-invitation', 'That invitation is not waiting for you (it may be declined already, or its table started).');
      return { ok: true as const };
    },
  );
}

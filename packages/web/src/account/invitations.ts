import * as z from 'zod/mini';
import { credentialsFor, invitationFor } from '../online/api.ts';
import { request } from './session.ts';

/*
 * Invitations by name (issue #29): the host of an online table asks a player by their account name; the invited
 * account finds it on its home page and joins through the table's usual link (with the private match's key).
 */

const invitation = z.object({
  id: z.string(),
  from: z.string(),
  invitation: z.nullable(z.string()),
  createdAt: z.number(),
  match: z.object({ id: z.string(), game: z.string(), name: z.nullable(z.string()), players: z.number() }),
});
export type Invitation = z.infer<typeof invitation>;
const list = z.object({ invitations: z.array(invitation) });

/** The invitations waiting for the signed-in account, newest first. */
export async function myInvitations(): Promise<Invitation[]> {
  return list.parse(await request<unknown>('GET', '/api/account/invitations')).invitations;
}

export async function decline(id: string): Promise<void> {
  await request('DELETE', `/api/account/invitations/${encodeURIComponent(id)}`);
}

/**
 * Invites a player by name to this table. A seat this browser holds vouches for the host (a guest may invite too);
 * without one, the signed-in account must hold a seat there. The private match's key goes along for the invited
 * player alone. Resolves with the name as its account spells it; a refusal throws the server's sentence.
 */
export async function inviteByName(match: string, name: string): Promise<string> {
  const [mine] = credentialsFor(match);
  const key = invitationFor(match);
  const body = { name, ...(mine ? { seat: mine.seat, credential: mine.credential } : {}), ...(key ? { invitation: key } : {}) };
  const r = await request<{ name: string }>('POST', `/api/matches/${encodeURIComponent(match)}/invitations`, body);
  return r.name;
}

/** The link that opens the invited table as its invitation link would. */
export function invitationHref(i: Invitation): string {
  return `#/match/${encodeURIComponent(i.match.id)}${i.invitation ? `?invite=${encodeURIComponent(i.invitation)}` : ''}`;
}

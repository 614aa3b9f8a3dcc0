import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendError } from '../http/errors.ts';
import { bodyErrors, commonErrors, errors, okBody } from '../http/schemas.ts';
import type { AccountRow, Accounts } from '../store/accounts.ts';
import type { Mailer } from './mail.ts';
import { nameKey } from './names.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { emailBody, emailInfo, resetBody, resetConfirmBody, sentAnswer, tokenBody } from './schemas.ts';
import { checkOrigin, mustBeSignedIn, mustBeSignedInToWrite } from './sessions.ts';

/** A verification link works for a day, a reset link for an hour. */
export const VERIFY_MS = 24 * 3600_000;
export const RESET_MS = 3600_000;

export interface EmailRouteContext {
  accounts: Accounts;
  mailer: Mailer | null;
  mayTry(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  failed(req: FastifyRequest): Promise<void>;
}

const NO_MAIL = 'This server sends no email: ask its operator to reset your password (ramparts admin reset-password).';
const RESET_SENT = 'If that name or address has a verified email, a link to choose a new password is on its way (it works for an hour).';
const BAD_LINK = 'This link is used already, too old, or not one of ours: ask for a new one.';

const tokenId = (token: string) => createHash('sha256').update(`email:${token}`).digest('hex');

/**
 * Email (#29): an account adds an address, verified by a link; a forgotten password is reset by a link sent to it.
 * Tokens are single use (taken by a delete) and kept as their sha256; a reset answers alike whether or not the name
 * or address exists. Without SMTP settings, the reset says to ask the operator.
 */
export function emailRoutes(app: FastifyInstance, ctx: EmailRouteContext): void {
  const { accounts, mailer } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A new token for the account, kept hashed; the link to send. */
  const newLink = async (account: AccountRow, purpose: 'verify' | 'reset', email: string | null, path: string): Promise<string> => {
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
    await accounts.addEmailToken({ id: tokenId(token), account_id: account.id, purpose, email, created_at: now, expires_at: now + (purpose === 'verify' ? VERIFY_MS : RESET_MS) });
    return mailer!.link(`#/account/${path}/${token}`);
  };

  r.get('/api/account/email', { schema: { tags: ['accounts'], summary: "The account's verified email address, and whether this server sends email", response: { 200: emailInfo, ...errors({ 401: 'not-signed-in', ...commonErrors }) } } }, async (req) => {
    const who = await mustBeSignedIn(accounts, req);
    return { email: await accounts.emailOf(who.account.id), mail: mailer !== null };
  });

  r.post(
    '/api/account/email',
    {
      config: { what: 'email address' },
      schema: {
        tags: ['accounts'],
        summary: 'Add (or change) the email address: a link to verify it is sent there; it counts once followed (header x-ramparts-csrf)',
        body: emailBody,
        response: { 200: sentAnswer, ...errors({ ...bodyErrors, 401: 'not-signed-in', 403: 'bad-origin, bad-csrf', 503: 'no-mail (this server sends no email), mail-failed' }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      if (!mailer) return sendError(reply, 503, 'no-mail', 'This server sends no email, so an address cannot be verified here.');
      const link = await newLink(who.account, 'verify', req.body.email, 'verify');
      try {
        await mailer.send(req.body.email, 'Confirm your email address for Ramparts', `Hello ${who.account.name},\n\nTo confirm this address for your Ramparts account, open:\n${link}\n\nThe link works for a day. If you did not ask for this, ignore this mail.\n`);
      } catch (e) {
        req.log.warn({ err: e }, 'could not send a verification mail');
        return sendError(reply, 503, 'mail-failed', 'The email could not be sent just now: try again later.');
      }
      return { ok: true as const, message: `A link to confirm ${req.body.email} is on its way (it works for a day).` };
    },
  );

  r.post(
    '/api/account/email/verify',
    {
      config: { what: 'verification' },
      schema: { tags: ['accounts'], summary: "Follow a verification link: the address becomes the account's (no sign-in needed: the token is the proof)", body: tokenBody, response: { 200: emailInfo, ...errors({ ...bodyErrors, 400: 'bad-request, bad-link' }) } },
    },
    async (req, reply) => {
      checkOrigin(req);
      const row = await accounts.takeEmailToken(tokenId(req.body.token), 'verify', Date.now());
      if (!row?.email) return sendError(reply, 400, 'bad-link', BAD_LINK);
      await accounts.setEmail(row.account_id, row.email, Date.now());
      return { email: row.email, mail: true };
    },
  );

  r.delete(
    '/api/account/email',
    { schema: { tags: ['accounts'], summary: 'Remove the email address (header x-ramparts-csrf)', response: { 200: okBody.describe('removed'), ...errors({ 401: 'not-signed-in', 403: 'bad-origin, bad-csrf', ...commonErrors }) } } },
    async (req) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      await accounts.removeEmail(who.account.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/account/reset',
    {
      config: { what: 'reset request' },
      schema: {
        tags: ['accounts'],
        summary: 'Forgot the password: a link to choose a new one goes to the verified address of that name or address',
        description: 'The answer is the same whether or not the name or address exists or has an address. Without SMTP settings: 503 no-mail, saying to ask the operator.',
        body: resetBody,
        response: { 200: sentAnswer, ...errors({ ...bodyErrors, 403: 'bad-origin', 429: 'too-many-attempts, rate-limited', 503: 'no-mail' }) },
      },
    },
    async (req, reply) => {
      checkOrigin(req);
      if (!mailer) return sendError(reply, 503, 'no-mail', NO_MAIL);
      if (!(await ctx.mayTry(req, reply))) return reply;
      // Every request counts against the address: asking is cheap to repeat, and each one can send a mail.
      await ctx.failed(req);
      const asked = req.body.name;
      const byName = asked.includes('@') ? undefined : await accounts.byNameKey(nameKey(asked));
      const found = byName ? [byName] : asked.includes('@') ? await accounts.accountsWithEmail(asked.toLowerCase()) : [];
      const sends = [];
      for (const account of found) {
        const email = await accounts.emailOf(account.id);
        if (!email) continue;
        const link = await newLink(account, 'reset', null, 'reset');
        sends.push(
          mailer
            .send(email, 'Choose a new Ramparts password', `Hello ${account.name},\n\nTo choose a new password for your Ramparts account, open:\n${link}\n\nThe link works for an hour, once. If you did not ask for this, ignore this mail: your password stays as it is.\n`)
            .catch((e: unknown) => req.log.warn({ err: e }, 'could not send a reset mail')),
        );
      }
      // Sent after the answer: how long the mail server takes must not tell whether the name exists.
      void Promise.all(sends);
      return { ok: true as const, message: RESET_SENT };
    },
  );

  r.post(
    '/api/account/reset/confirm',
    {
      config: { what: 'new password' },
      schema: {
        tags: ['accounts'],
        summary: "Follow a reset link: the new password is set and every session of the account is signed out",
        body: resetConfirmBody,
        response: { 200: okBody.describe('changed: sign in with the new password'), ...errors({ ...bodyErrors, 400: 'bad-request, bad-link, bad-password', 403: 'bad-origin' }) },
      },
    },
    async (req, reply) => {
      checkOrigin(req);
      // The password first: a weak one does not use up the link.
      const weak = passwordProblem(req.body.password);
      if (weak) return sendError(reply, 400, 'bad-password', weak);
      const row = await accounts.takeEmailToken(tokenId(req.body.token), 'reset', Date.now());
      if (!row) return sendError(reply, 400, 'bad-link', BAD_LINK);
      await accounts.setPassword(row.account_id, await hashPassword(req.body.password));
      await accounts.revokeAll(row.account_id);
      return { ok: true as const };
    },
  );
}

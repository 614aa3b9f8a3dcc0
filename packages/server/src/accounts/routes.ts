import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../http/client-key.ts';
import { sendError } from '../http/errors.ts';
import { bodyErrors, commonErrors, errors, okBody } from '../http/schemas.ts';
import type { MatchService } from '../matches/service.ts';
import { Accounts, type AccountRow } from '../store/accounts.ts';
import { SignInAttempts, waitInWords, type AttemptLimits } from './attempts.ts';
import { claim } from './claims.ts';
import { cleanName, nameKey, nameProblem } from './names.ts';
import { emailRoutes } from './email-routes.ts';
import { invitationRoutes } from './invitations.ts';
import { mailerFrom, type MailSettings } from './mail.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { hashPassword, passwordMatches, passwordProblem, spendLikeAPasswordCheck } from './passwords.ts';
import { exportAccount } from './export.ts';
import { FORMER_PLAYER, letGoOfSeats } from './farewell.ts';
import { RatingQueries } from '../store/ratings.ts';
import { verifyPasskeySignIn, relyingParty } from './passkeys.ts';
import { accountExport, deleteAccountBody, deletedAnswer, accountMatchList, claimBody, claimed, passwordBody, sessionList, sessionParams, signedInAnswer, signInBody, signUpBody, whoAmI } from './schemas.ts';
import { accountMatches } from './tables.ts';
import { checkOrigin, clearSession, mustBeSignedIn, mustBeSignedInToWrite, openSession, signedIn } from './sessions.ts';
import { csrfToken, newAccountId } from './tokens.ts';

/** One answer for a name nobody has and a wrong password: neither says whether the name is taken. */
const BAD_SIGN_IN = 'That name and password do not match an account.';

const writeErrors = { 401: 'not-signed-in', 403: 'bad-origin (from another site), bad-csrf (the header x-ramparts-csrf is missing or wrong)' };

export interface AccountRouteOptions {
  /** Sign-in attempts allowed per name and address (tests lower them). */
  attempts?: AttemptLimits;
  /** PASSKEY_ORIGIN: the origin passkeys are bound to (default: each request's own). */
  passkeyOrigin?: string;
  /** SMTP_URL, MAIL_FROM and PUBLIC_ORIGIN: without them no mail is sent (a reset is the operator's). */
  mail?: MailSettings;
}

/** An account as its owner reads it; `hasPassword` is false for one made with a passkey alone. */
export const accountOf = (a: AccountRow) => ({ id: a.id, name: a.name, createdAt: Number(a.created_at), hasPassword: a.password_hash !== '' });

/**
 * Accounts (#29): sign up, sign in and out, who am I, the account's sessions, its password, and the seats and
 * campaign groups it holds. Optional: every other route works for guests as before, and moves still authenticate
 * by the seat's credential. Every write made with the session cookie needs the CSRF header (sessions.ts).
 */
export function accountRoutes(app: FastifyInstance, service: MatchService, opts: AccountRouteOptions = {}): void {
  void app.register(async (scope) => {
    // Answers about a person (their sessions, their seats' credentials, the CSRF token) are never kept by a cache.
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    routes(scope, service, opts);
  });
}

function routes(app: FastifyInstance, service: MatchService, opts: AccountRouteOptions): void {
  const accounts = new Accounts(service.store.db);
  const attempts = new SignInAttempts(service.store.db, opts.attempts);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** 429 with "try again in …" when the name or the address has failed too often. */
  const mayTry = async (key: string | null, req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const verdict = await attempts.check(key, clientKey(req.ip));
    if (verdict.ok) return true;
    reply.header('retry-after', verdict.retryAfterSeconds);
    const who = verdict.who === 'name' ? 'this name' : 'this address';
    sendError(reply, 429, 'too-many-attempts', `Too many sign-in attempts for ${who}: try again in ${waitInWords(verdict.retryAfterSeconds)}.`);
    return false;
  };

  passkeyRoutes(app, {
    accounts,
    passkeyOrigin: opts.passkeyOrigin,
    mayTry: (req, reply) => mayTry(null, req, reply),
    failed: (req) => attempts.failed(null, clientKey(req.ip)),
    accountOf,
  });

  emailRoutes(app, { accounts, mailer: mailerFrom(opts.mail), mayTry: (req, reply) => mayTry(null, req, reply), failed: (req) => attempts.failed(null, clientKey(req.ip)) });

  invitationRoutes(app, service, accounts);

  r.post(
    '/api/account',
    {
      config: { what: 'sign-up' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign up: a new account, signed in at once (sets the session cookie)',
        body: signUpBody,
        response: { 201: signedInAnswer, ...errors({ ...bodyErrors, 400: 'bad-request, bad-name, bad-password', 403: 'bad-origin', 409: 'name-taken', 429: 'too-many-attempts, rate-limited' }) },
      },
    },
    async (req, reply) => {
      checkOrigin(req);
      const problem = nameProblem(req.body.name);
      if (problem) return sendError(reply, 400, 'bad-name', problem);
      const weak = passwordProblem(req.body.password);
      if (weak) return sendError(reply, 400, 'bad-password', weak);
      if (!(await mayTry(null, req, reply))) return reply;
      // A sign-up costs a password hash as a sign-in does: the address's attempts count it.
      await attempts.failed(null, clientKey(req.ip));
      const name = cleanName(req.body.name);
      const row: AccountRow = { id: newAccountId(), name, name_key: nameKey(name), password_hash: await hashPassword(req.body.password), created_at: Date.now() };
      if (!(await accounts.create(row))) return sendError(reply, 409, 'name-taken', `The name "${name}" is taken (names differing only in case or look-alike letters are the same name): choose another.`);
      const session = await openSession(accounts, row, req, reply);
      return reply.code(201).send({ account: accountOf(row), session: session.id, csrf: session.csrf });
    },
  );

  r.post(
    '/api/session',
    {
      config: { what: 'sign-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a name and password (sets the session cookie)',
        description: 'A name nobody has and a wrong password get the same answer. Too many failures for a name or from an address answer 429 with the wait.',
        body: signInBody,
        response: { 200: signedInAnswer, ...errors({ ...bodyErrors, 401: 'bad-sign-in: the name and password do not match an account', 403: 'bad-origin', 429: 'too-many-attempts (says when to try again; retry-after), rate-limited' }) },
      },
    },
    async (req, reply) => {
      checkOrigin(req);
      const key = nameKey(req.body.name);
      if (!(await mayTry(key, req, reply))) return reply;
      const row = await accounts.byNameKey(key);
      let ok = false;
      // An account made with a passkey has no password ('' ): it costs the same as a wrong one.
      if (row?.password_hash) ok = await passwordMatches(row.password_hash, req.body.password);
      else await spendLikeAPasswordCheck(req.body.password);
      if (!row || !ok) {
        await attempts.failed(key, clientKey(req.ip));
        return sendError(reply, 401, 'bad-sign-in', BAD_SIGN_IN);
      }
      await attempts.succeeded(key);
      const session = await openSession(accounts, row, req, reply);
      return { account: accountOf(row), session: session.id, csrf: session.csrf };
    },
  );

  r.delete(
    '/api/session',
    { schema: { tags: ['accounts'], summary: 'Sign out this browser (its session is revoked; header x-ramparts-csrf)', response: { 200: okBody.describe('signed out'), ...errors({ ...writeErrors, ...commonErrors }) } } },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      await accounts.revokeSession(who.account.id, who.session.id);
      clearSession(req, reply);
      return { ok: true as const };
    },
  );

  r.get('/api/account', { schema: { tags: ['accounts'], summary: 'Who is signed in on this browser (and the CSRF token for writes)', response: { 200: whoAmI, ...errors(commonErrors) } } }, async (req) => {
    const who = await signedIn(accounts, req);
    if (!who) return { account: null };
    return { account: accountOf(who.account), session: who.session.id, csrf: csrfToken(who.token) };
  });

  r.get(
    '/api/account/sessions',
    { schema: { tags: ['accounts'], summary: "The account's open sessions (signed-in browsers)", response: { 200: sessionList, ...errors({ 401: 'not-signed-in', ...commonErrors }) } } },
    async (req) => {
      const who = await mustBeSignedIn(accounts, req);
      const rows = await accounts.sessionsOf(who.account.id);
      return { sessions: rows.map((s) => ({ id: s.id, createdAt: Number(s.created_at), lastSeenAt: Number(s.last_seen_at), userAgent: s.user_agent, current: s.id === who.session.id })) };
    },
  );

  r.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out another browser (or this one): its session is refused at once, on every instance (header x-ramparts-csrf)',
        params: sessionParams,
        response: { 200: okBody.describe('revoked'), ...errors({ ...writeErrors, 400: 'bad-request', 404: 'no-such-session', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      if (!(await accounts.revokeSession(who.account.id, req.params.id))) return sendError(reply, 404, 'no-such-session', 'That session is not open on your account (it may be signed out already).');
      if (req.params.id === who.session.id) clearSession(req, reply);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/account/password',
    {
      config: { what: 'password change' },
      schema: {
        tags: ['accounts'],
        summary: "Change the password (the one now is needed; the account's other sessions are signed out), or add a first one to an account made with a passkey alone (header x-ramparts-csrf)",
        description: 'An account without a password (`hasPassword` false) adds one without `old`: its other sessions stay signed in. An account with one must give it as `old`.',
        body: passwordBody,
        response: {
          200: okBody.describe('changed or added'),
          ...errors({ ...bodyErrors, ...writeErrors, 400: 'bad-request, bad-password', 401: 'not-signed-in, wrong-password (missing or not the password now)', 409: 'has-password (one was added meanwhile: give it)', 429: 'too-many-attempts' }),
        },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      if (who.account.password_hash === '') {
        // A passkey-only account: it has no password to ask for; the session (and its CSRF token) is the proof.
        const weak = passwordProblem(req.body.password);
        if (weak) return sendError(reply, 400, 'bad-password', weak);
        if (!(await accounts.addPassword(who.account.id, await hashPassword(req.body.password)))) {
          return sendError(reply, 409, 'has-password', 'This account has a password already: give it as the one now to change it.');
        }
        return { ok: true as const };
      }
      if (req.body.old === undefined) return sendError(reply, 401, 'wrong-password', 'Give the password you have now to change it.');
      // A stolen session must not guess the old password at leisure: it counts as sign-in attempts for the name.
      if (!(await mayTry(who.account.name_key, req, reply))) return reply;
      if (!(await passwordMatches(who.account.password_hash, req.body.old))) {
        await attempts.failed(who.account.name_key, clientKey(req.ip));
        return sendError(reply, 401, 'wrong-password', 'The password you gave as the one now is not it.');
      }
      const weak = passwordProblem(req.body.password);
      if (weak) return sendError(reply, 400, 'bad-password', weak);
      await accounts.setPassword(who.account.id, await hashPassword(req.body.password));
      await accounts.revokeAll(who.account.id, who.session.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/account/claim',
    {
      config: { what: 'claim' },
      schema: {
        tags: ['accounts'],
        summary: 'Attach the seats and campaign groups this browser holds to the account (header x-ramparts-csrf); again is harmless',
        description: 'Each credential and secret is checked as the match and save routes check them; one that fails refuses the whole claim and nothing is attached.',
        body: claimBody,
        response: { 200: claimed, ...errors({ ...bodyErrors, ...writeErrors, 403: 'bad-origin, bad-csrf, bad-credential (a seat or group does not answer to what was sent; nothing attached)' }) },
      },
    },
    async (req) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      const answer = await claim(service.store, accounts, who.account.id, req.body);
      // A turn-based seat that is to act now hears it, as the start would have told it (notices only queue).
      for (const match of new Set(req.body.seats.map((s) => s.match))) service.notices?.claimed(match, req.body.seats.filter((s) => s.match === match).map((s) => s.seat));
      return answer;
    },
  );

  r.get(
    '/api/account/matches',
    {
      schema: {
        tags: ['accounts'],
        summary: "The account's tables with their credentials (for this device to take its seats), live first and your turn marked; and its campaign groups",
        response: { 200: accountMatchList, ...errors({ 401: 'not-signed-in', ...commonErrors }) },
      },
    },
    async (req) => {
      const who = await mustBeSignedIn(accounts, req);
      const [matches, groups] = await Promise.all([accountMatches(service, accounts, who.account.id), accounts.groupsOf(who.account.id)]);
      return { matches, groups: groups.map((g) => ({ game: g.game, group: g.group_id, name: g.name, secret: g.secret })) };
    },
  );

  r.get(
    '/api/account/export',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Download everything the server holds about you: the account, its sessions, passkeys, groups and matches with their records as your seats see them',
        response: { 200: accountExport, ...errors({ 401: 'not-signed-in', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedIn(accounts, req);
      reply.header('content-disposition', `attachment; filename="ramparts-${who.account.name}.json"`);
      return exportAccount(service, accounts, who.account, await accounts.emailOf(who.account.id));
    },
  );

  r.delete(
    '/api/account',
    {
      config: { what: 'account deletion' },
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account (header x-ramparts-csrf): asks for the password or a fresh passkey sign-in',
        description:
          'Its seats at matches not started are freed; at live matches a bot plays them from now on; in finished records they read "a former player". Every session is signed out, its passkeys and address go, and the name is free again.',
        body: deleteAccountBody,
        response: { 200: deletedAnswer, ...errors({ ...bodyErrors, ...writeErrors, 400: 'bad-request, bad-challenge', 401: 'not-signed-in, wrong-password, bad-passkey', 403: 'bad-origin, bad-csrf, not-your-passkey', 429: 'too-many-attempts' }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      if (!(await mayTry(who.account.name_key, req, reply))) return reply;
      if (req.body.password !== undefined) {
        if (!who.account.password_hash || !(await passwordMatches(who.account.password_hash, req.body.password))) {
          await attempts.failed(who.account.name_key, clientKey(req.ip));
          return sendError(reply, 401, 'wrong-password', 'That is not your password, so nothing was deleted.');
        }
      } else if (req.body.passkey) {
        const passkey = await verifyPasskeySignIn(accounts, relyingParty(req, opts.passkeyOrigin), req.body.passkey.challenge, req.body.passkey.response);
        if (passkey.account_id !== who.account.id) return sendError(reply, 403, 'not-your-passkey', 'That passkey belongs to another account, so nothing was deleted.');
      }
      const seats = await letGoOfSeats(service, accounts, who.account.id);
      await new RatingQueries(service.store.db).forget(who.account.id, FORMER_PLAYER);
      await accounts.remove(who.account.id);
      clearSession(req, reply);
      return { ok: true as const, seats };
    },
  );
}

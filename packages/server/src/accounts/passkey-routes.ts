import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendError } from '../http/errors.ts';
import { bodyErrors, commonErrors, errors, okBody } from '../http/schemas.ts';
import type { AccountRow, Accounts, PasskeyRow } from '../store/accounts.ts';
import { cleanName, nameKey, nameProblem } from './names.ts';
import { registrationOptions, relyingParty, signInOptions, takeChallenge, verifyNewPasskey, verifyPasskeySignIn } from './passkeys.ts';
import { ceremonyOptions, newPasskeyBody, passkeyAnswerBody, passkeyInfo, passkeyList, passkeyParams, passkeySignUpOptionsBody, signedInAnswer } from './schemas.ts';
import { checkOrigin, mustBeSignedIn, mustBeSignedInToWrite, openSession } from './sessions.ts';
import { plainName } from '../matches/chat.ts';

export interface PasskeyRouteContext {
  accounts: Accounts;
  /** PASSKEY_ORIGIN, when the operator set it. */
  passkeyOrigin?: string;
  /** 429 unless the address may try to sign in again (the password sign-in's limits). */
  mayTry(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** A failed sign-in from the request's address. */
  failed(req: FastifyRequest): Promise<void>;
  accountOf(a: AccountRow): { id: string; name: string; createdAt: number; hasPassword: boolean };
}

const writeErrors = { 401: 'not-signed-in', 403: 'bad-origin, bad-csrf' };
const passkeyOf = (p: PasskeyRow) => ({ id: p.id, name: p.name, createdAt: Number(p.created_at), lastUsedAt: p.last_used_at === null ? null : Number(p.last_used_at) });
const named = (name: string | undefined) => plainName(name, 40) ?? 'Passkey';
const TAKEN = (name: string) => `The name "${name}" is taken (names differing only in case or look-alike letters are the same name): choose another.`;

/**
 * Passkeys (#29), a second way in beside the password: add one to a signed-in account, sign up with one, sign in
 * with one, list and remove them. Every ceremony is two requests: options (a challenge kept in the store for five
 * minutes) and the browser's answer (the challenge taken by its one use, on whichever instance gets it).
 */
export function passkeyRoutes(app: FastifyInstance, ctx: PasskeyRouteContext): void {
  const { accounts } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rp = (req: FastifyRequest) => relyingParty(req, ctx.passkeyOrigin);

  r.post(
    '/api/account/passkeys/options',
    { schema: { tags: ['accounts'], summary: 'Begin adding a passkey to the signed-in account (header x-ramparts-csrf)', response: { 200: ceremonyOptions, ...errors({ ...writeErrors, ...commonErrors }) } } },
    async (req) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      return registrationOptions(accounts, rp(req), { purpose: 'register', accountId: who.account.id, name: who.account.name });
    },
  );

  r.post(
    '/api/account/passkeys',
    {
      config: { what: 'passkey' },
      schema: {
        tags: ['accounts'],
        summary: "Add a passkey to the signed-in account: the browser's answer to the options (header x-ramparts-csrf)",
        body: newPasskeyBody,
        response: { 201: passkeyInfo.describe('The passkey added'), ...errors({ ...bodyErrors, ...writeErrors, 400: 'bad-request, bad-challenge (used, too old or unknown), bad-passkey (the answer does not check out)', 409: 'passkey-known' }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      const challenge = await takeChallenge(accounts, req.body.challenge, 'register');
      // A challenge handed to another account's session is no use here.
      if (challenge.account_id !== who.account.id) return sendError(reply, 400, 'bad-challenge', 'This passkey step took too long or was used already: start again.');
      const passkey = { ...(await verifyNewPasskey(challenge, rp(req), req.body.response)), account_id: who.account.id, name: named(req.body.name) };
      if (!(await accounts.addPasskey(passkey))) return sendError(reply, 409, 'passkey-known', 'This passkey is already added to an account here.');
      return reply.code(201).send(passkeyOf(passkey));
    },
  );

  r.get(
    '/api/account/passkeys',
    { schema: { tags: ['accounts'], summary: "The signed-in account's passkeys", response: { 200: passkeyList, ...errors({ 401: 'not-signed-in', ...commonErrors }) } } },
    async (req) => {
      const who = await mustBeSignedIn(accounts, req);
      return { passkeys: (await accounts.passkeysOf(who.account.id)).map(passkeyOf), password: who.account.password_hash !== '' };
    },
  );

  r.delete(
    '/api/account/passkeys/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Remove a passkey from the signed-in account (header x-ramparts-csrf); the last way in of an account without a password stays',
        params: passkeyParams,
        response: { 200: okBody.describe('removed'), ...errors({ ...writeErrors, 400: 'bad-request', 404: 'no-such-passkey', 409: 'last-way-in', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      const mine = await accounts.passkeysOf(who.account.id);
      if (!mine.some((p) => p.id === req.params.id)) return sendError(reply, 404, 'no-such-passkey', 'That passkey is not on your account (it may be removed already).');
      if (who.account.password_hash === '' && mine.length === 1) return sendError(reply, 409, 'last-way-in', 'This passkey is your only way to sign in, so it stays: add another passkey first.');
      await accounts.removePasskey(who.account.id, req.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/account/passkey/options',
    {
      config: { what: 'sign-up' },
      schema: {
        tags: ['accounts'],
        summary: 'Begin a sign-up with a passkey instead of a password: the name is checked now',
        body: passkeySignUpOptionsBody,
        response: { 200: ceremonyOptions, ...errors({ ...bodyErrors, 400: 'bad-request, bad-name', 403: 'bad-origin', 409: 'name-taken', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      checkOrigin(req);
      const problem = nameProblem(req.body.name);
      if (problem) return sendError(reply, 400, 'bad-name', problem);
      const name = cleanName(req.body.name);
      if (await accounts.byNameKey(nameKey(name))) return sendError(reply, 409, 'name-taken', TAKEN(name));
      return registrationOptions(accounts, rp(req), { purpose: 'sign-up', name });
    },
  );

  r.post(
    '/api/account/passkey',
    {
      config: { what: 'sign-up' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign up with a passkey: the browser’s answer to the options; a new account without a password, signed in at once (sets the session cookie)',
        body: newPasskeyBody,
        response: { 201: signedInAnswer, ...errors({ ...bodyErrors, 400: 'bad-request, bad-challenge, bad-passkey', 403: 'bad-origin', 409: 'name-taken (since the options), passkey-known', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      checkOrigin(req);
      const challenge = await takeChallenge(accounts, req.body.challenge, 'sign-up');
      const passkey = await verifyNewPasskey(challenge, rp(req), req.body.response);
      const name = challenge.name ?? '';
      if (await accounts.passkey(passkey.id)) return sendError(reply, 409, 'passkey-known', 'This passkey is already added to an account here.');
      // No password: '' matches none (a password sign-in is refused as for a wrong one).
      const row: AccountRow = { id: challenge.id, name, name_key: nameKey(name), password_hash: '', created_at: Date.now() };
      if (!(await accounts.create(row))) return sendError(reply, 409, 'name-taken', TAKEN(name));
      await accounts.addPasskey({ ...passkey, account_id: row.id, name: named(req.body.name) });
      const session = await openSession(accounts, row, req, reply);
      return reply.code(201).send({ account: ctx.accountOf(row), session: session.id, csrf: session.csrf });
    },
  );

  r.post(
    '/api/session/passkey/options',
    { schema: { tags: ['accounts'], summary: 'Begin a sign-in with a passkey (also the fresh check that deleting an account may ask for)', response: { 200: ceremonyOptions, ...errors({ 403: 'bad-origin', ...commonErrors }) } } },
    async (req) => {
      checkOrigin(req);
      return signInOptions(accounts, rp(req));
    },
  );

  r.post(
    '/api/session/passkey',
    {
      config: { what: 'sign-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a passkey: the browser’s answer to the options (sets the session cookie)',
        description: 'An unknown passkey and a wrong signature get the same answer; failures count against the address as password sign-ins do.',
        body: passkeyAnswerBody,
        response: { 200: signedInAnswer, ...errors({ ...bodyErrors, 400: 'bad-request, bad-challenge', 401: 'bad-passkey', 403: 'bad-origin', 429: 'too-many-attempts, rate-limited' }) },
      },
    },
    async (req, reply) => {
      checkOrigin(req);
      if (!(await ctx.mayTry(req, reply))) return reply;
      let passkey: PasskeyRow;
      try {
        passkey = await verifyPasskeySignIn(accounts, rp(req), req.body.challenge, req.body.response);
      } catch (e) {
        await ctx.failed(req);
        throw e;
      }
      const account = await accounts.byId(passkey.account_id);
      if (!account) return sendError(reply, 401, 'bad-passkey', 'That passkey does not sign in to an account here.');
      const session = await openSession(accounts, account, req, reply);
      return { account: ctx.accountOf(account), session: session.id, csrf: session.csrf };
    },
  );
}

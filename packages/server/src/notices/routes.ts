import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mustBeSignedIn, mustBeSignedInToWrite } from '../accounts/sessions.ts';
import { sendError } from '../http/errors.ts';
import { turnBasedOf } from '../store/maintenance.ts';
import { bodyErrors, commonErrors, errors, matchParams, okBody } from '../http/schemas.ts';
import { NOTICE_KINDS } from './kinds.ts';
import type { Notices } from './index.ts';
import { choicesOf, prefRows } from './prefs.ts';
import { endpointBody, noticePrefs, prefsBody, seatEndpointBody, seatPushBody, subscriptionBody, unsubscribeQuery, vapidAnswer } from './schemas.ts';
import { tokenAccount } from './unsubscribe.ts';

/** The browsers one account may have notices pushed to: a new one past this replaces the longest subscribed. */
export const MAX_SUBSCRIPTIONS = 10;
/** The browsers one seat may have its notices pushed to: a new one past this replaces the longest subscribed. */
export const MAX_SEAT_SUBSCRIPTIONS = 5;

const writeErrors = { 401: 'not-signed-in', 403: 'bad-origin, bad-csrf' };
const BAD_LINK = 'This unsubscribe link is not one of ours (it may be cut short): open the whole link from the email, or turn email off on your account page.';

/** A small page in words for whoever follows an unsubscribe link in a mail. */
const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title} · Ramparts</title><link rel="stylesheet" href="/page.css"></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/#/account">Your account page</a> · <a href="/">Ramparts</a></p></main></body></html>`;

/**
 * Notices (#30): the VAPID public key, a browser's push subscription (added and removed by the signed-in account),
 * the account's choices per kind, and the one-click unsubscribe of the email digest (RFC 8058: GET opens a page,
 * POST is the mail client's one click; the token is the proof, no session needed).
 */
export function noticeRoutes(app: FastifyInstance, notices: Notices): void {
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    // A mail client's one-click POST comes as a form (RFC 8058): its body says nothing the token does not.
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'], { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, undefined));
    routes(scope, notices);
  });
}

function routes(app: FastifyInstance, notices: Notices): void {
  const { accounts, queries } = notices;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const prefsOf = async (accountId: string) => {
    const [rows, subs, address] = await Promise.all([queries.prefsOf(accountId), queries.subscriptionsOf(accountId), accounts.emailOf(accountId)]);
    return { kinds: choicesOf(rows), push: { subscriptions: subs.length }, email: { address, mail: notices.mailer !== null } };
  };

  r.get('/api/notices/vapid', { schema: { tags: ['notices'], summary: "The server's VAPID public key, for a browser to subscribe to its pushes", response: { 200: vapidAnswer, ...errors(commonErrors) } } }, async () => ({
    publicKey: notices.vapid.publicKey,
  }));

  r.post(
    '/api/account/push',
    {
      config: { what: 'push subscription' },
      schema: {
        tags: ['notices'],
        summary: "This browser's push subscription: notices the account chose to get by push come to it (header x-ramparts-csrf); again is harmless",
        description: `An account keeps its ${MAX_SUBSCRIPTIONS} newest subscriptions: one more replaces the oldest.`,
        body: subscriptionBody,
        response: { 201: okBody.describe('subscribed'), ...errors({ ...bodyErrors, ...writeErrors }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      const { endpoint, keys } = req.body;
      await queries.subscribe({ endpoint, account_id: who.account.id, p256dh: keys.p256dh, auth: keys.auth, created_at: Date.now() }, MAX_SUBSCRIPTIONS);
      return reply.code(201).send({ ok: true as const });
    },
  );

  r.delete(
    '/api/account/push',
    {
      schema: {
        tags: ['notices'],
        summary: "Remove a browser's push subscription (header x-ramparts-csrf)",
        body: endpointBody,
        response: { 200: okBody.describe('removed'), ...errors({ ...bodyErrors, ...writeErrors, 404: 'no-such-subscription' }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      if (!(await queries.unsubscribe(who.account.id, req.body.endpoint))) return sendError(reply, 404, 'no-such-subscription', 'This browser gets no pushes for your account (it may be removed already).');
      return { ok: true as const };
    },
  );

  /** The seat's generation when the credential holds it (else the refusal sent, and null). */
  const seatHeld = async (id: string, seat: number, credential: string, reply: FastifyReply): Promise<number | null> => {
    const generation = await notices.service.authorize(id, seat, credential);
    if (generation === null) {
      if (!(await notices.service.store.getMatch(id))) sendError(reply, 404, 'no-such-match', `There is no match "${id}".`);
      else sendError(reply, 403, 'bad-credential', 'That credential does not hold this seat.');
    }
    return generation;
  };

  r.post(
    '/api/matches/:id/push',
    {
      config: { what: 'push subscription' },
      schema: {
        tags: ['notices'],
        summary: "This browser's push subscription for a seat (a guest's most often): the seat's notices (turn, ended, clock) come to it while no account holds the seat; again is harmless",
        description: `A seat keeps its ${MAX_SEAT_SUBSCRIPTIONS} newest subscriptions; they go when the seat changes hands and once the match's end was told.`,
        params: matchParams,
        body: seatPushBody,
        response: { 201: okBody.describe('subscribed'), ...errors({ ...bodyErrors, 400: 'bad-request, game-over, not-turn-based', 403: 'bad-credential', 404: 'no-such-match' }) },
      },
    },
    async (req, reply) => {
      const { seat, credential, subscription } = req.body;
      const generation = await seatHeld(req.params.id, seat, credential, reply);
      if (generation === null) return reply;
      const match = await notices.service.store.getMatch(req.params.id);
      if (!match || match.status === 'finished' || match.status === 'expired') return sendError(reply, 400, 'game-over', 'This match is over: there is nothing more to be told about it.');
      if (!turnBasedOf(match.settings).turnBased) return sendError(reply, 400, 'not-turn-based', 'Notices come for turn-based matches: this one is played in real time, at the table.');
      const { endpoint, keys } = subscription;
      await queries.subscribeSeat({ match_id: req.params.id, seat, endpoint, p256dh: keys.p256dh, auth: keys.auth, generation, created_at: Date.now() }, MAX_SEAT_SUBSCRIPTIONS);
      return reply.code(201).send({ ok: true as const });
    },
  );

  r.delete(
    '/api/matches/:id/push',
    {
      schema: {
        tags: ['notices'],
        summary: "Remove a browser's push subscription for a seat",
        params: matchParams,
        body: seatEndpointBody,
        response: { 200: okBody.describe('removed'), ...errors({ ...bodyErrors, 403: 'bad-credential', 404: 'no-such-match, no-such-subscription' }) },
      },
    },
    async (req, reply) => {
      const { seat, credential, endpoint } = req.body;
      if ((await seatHeld(req.params.id, seat, credential, reply)) === null) return reply;
      if (!(await queries.unsubscribeSeat(req.params.id, seat, endpoint))) return sendError(reply, 404, 'no-such-subscription', 'This browser gets no pushes for this seat (it may be removed already).');
      return { ok: true as const };
    },
  );

  r.get(
    '/api/account/notices',
    { schema: { tags: ['notices'], summary: 'Which notices the account gets, by push and by email, and where they can go', response: { 200: noticePrefs, ...errors({ 401: 'not-signed-in', ...commonErrors }) } } },
    async (req) => prefsOf((await mustBeSignedIn(accounts, req)).account.id),
  );

  r.put(
    '/api/account/notices',
    {
      config: { what: 'notice choices' },
      schema: {
        tags: ['notices'],
        summary: `Choose, per kind (${NOTICE_KINDS.join(', ')}), whether a notice comes by push and by email (header x-ramparts-csrf)`,
        body: prefsBody,
        response: { 200: noticePrefs, ...errors({ ...bodyErrors, ...writeErrors }) },
      },
    },
    async (req) => {
      const who = await mustBeSignedInToWrite(accounts, req);
      await queries.setPrefs(prefRows(who.account.id, choicesOf(await queries.prefsOf(who.account.id)), req.body.kinds));
      return prefsOf(who.account.id);
    },
  );

  /** Turns every kind's email off for the token's account; false when the token is not ours (or the account is gone). */
  const unsubscribe = async (token: string): Promise<boolean> => {
    const accountId = tokenAccount(notices.secret, token);
    if (!accountId || !(await accounts.byId(accountId))) return false;
    const change = Object.fromEntries(NOTICE_KINDS.map((k) => [k, { email: false }]));
    await queries.setPrefs(prefRows(accountId, choicesOf(await queries.prefsOf(accountId)), change));
    return true;
  };

  r.get(
    '/api/notices/unsubscribe',
    {
      schema: {
        tags: ['notices'],
        summary: "An email's unsubscribe link: no more notice emails for its account (an HTML page in words; no sign-in needed: the link's token is the proof)",
        querystring: unsubscribeQuery,
        response: {
          200: { description: 'a page saying no more emails will come', content: { 'text/html': { schema: z.string() } } },
          400: { description: 'a page saying, in words, that the link does not work (bad-link)', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (req, reply) => {
      const ok = await unsubscribe(req.query.token);
      reply.code(ok ? 200 : 400).type('text/html; charset=utf-8');
      return ok ? page('No more emails', 'You will get no more notice emails from Ramparts. Pushes to your browsers, if you allowed them, go on: change either on your account page.') : page('This link does not work', BAD_LINK);
    },
  );

  r.post(
    '/api/notices/unsubscribe',
    {
      schema: {
        tags: ['notices'],
        summary: "One-click unsubscribe (RFC 8058: the mail client's POST, body List-Unsubscribe=One-Click): no more notice emails for the token's account",
        querystring: unsubscribeQuery,
        response: { 200: okBody.describe('unsubscribed'), ...errors({ 400: 'bad-request, bad-link', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      if (!(await unsubscribe(req.query.token))) return sendError(reply, 400, 'bad-link', BAD_LINK);
      return { ok: true as const };
    },
  );
}

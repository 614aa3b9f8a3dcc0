import { z } from 'zod';
import { leaveBody } from '../http/schemas.ts';
import { NOTICE_KINDS, type NoticeKind } from './kinds.ts';
import { channelChoice } from './prefs.ts';

/* The notices API's zod schemas (#30): requests checked by Fastify, answers encoded through them, both in the OpenAPI. */

const base64url = (what: string, min: number, max: number) => z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'base64url').min(min).max(max).describe(what);

export const vapidAnswer = z.object({ publicKey: z.string().describe("the server's VAPID public key (base64url): the browser's applicationServerKey") }).describe("The server's key push subscriptions are made for");

/** A browser's PushSubscription as `toJSON()` gives it. */
export const subscriptionBody = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(1024).describe("the push service's address for this browser"),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url("the browser's P-256 public key", 80, 100), auth: base64url("the browser's auth secret", 16, 32) }),
  })
  .describe('A push subscription (PushSubscription.toJSON())');

export const endpointBody = z.strictObject({ endpoint: z.string().min(1).max(1024).describe('the endpoint of the subscription to remove') });

const choices = z.object(Object.fromEntries(NOTICE_KINDS.map((k) => [k, channelChoice])) as Record<NoticeKind, typeof channelChoice>);

export const noticePrefs = z
  .object({
    kinds: choices.describe('per kind of notice (turn, ended, invited, clock): by push, by email'),
    push: z.object({ subscriptions: z.number().int().describe("this account's browsers that receive pushes") }),
    email: z.object({ address: z.string().nullable().describe('the verified address digests go to'), mail: z.boolean().describe('whether this server sends email') }),
  })
  .describe("The account's notice choices");

export const prefsBody = z.strictObject({
  kinds: z
    .strictObject(Object.fromEntries(NOTICE_KINDS.map((k) => [k, z.strictObject({ push: z.boolean().optional(), email: z.boolean().optional() }).optional()])) as Record<NoticeKind, z.ZodOptional<z.ZodObject<{ push: z.ZodOptional<z.ZodBoolean>; email: z.ZodOptional<z.ZodBoolean> }>>>)
    .describe('the kinds to change; those left out stay as they are'),
});

export const unsubscribeQuery = z.strictObject({ token: z.string().min(1).max(200).describe("the link's token") });

/** A seat's subscription (#30): whoever holds the seat's credential (a guest most often) has its notices pushed here. */
export const seatPushBody = leaveBody.extend({ subscription: subscriptionBody }).describe("`seat` and `credential` are the seat's (as to resign); `subscription` the browser's");

export const seatEndpointBody = leaveBody.extend({ endpoint: z.string().min(1).max(1024).describe('the endpoint of the subscription to remove') }).describe("`seat` and `credential` are the seat's");

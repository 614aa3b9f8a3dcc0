import { z } from 'zod';
import { matchSummary } from '../http/schemas.ts';

/* The accounts API's zod schemas (#29): requests checked by Fastify, answers encoded through them, both in the OpenAPI. */

const name = z.string().min(1).max(100).describe('the account name: 3-24 letters, digits and _ - . (names differing only in case or look-alike letters are one name)');
const password = z.string().min(1).max(1000).describe('at least 8 characters');

export const signUpBody = z.strictObject({ name, password });
export const signInBody = z.strictObject({ name, password });
export const passwordBody = z.strictObject({
  old: z.string().min(1).max(1000).optional().describe('the password now (needed when the account has one; an account made with a passkey alone adds its first without)'),
  password: password.describe('the new password: at least 8 characters'),
});

const seatClaim = z.strictObject({
  match: z.string().min(1).max(64),
  seat: z.number().int().min(0).max(63),
  credential: z.string().min(1).max(128).describe("the seat's credential this browser holds"),
  key: z.string().min(1).max(128).optional().describe("a private match's invitation or spectator key, when this browser has it"),
});
const groupClaim = z.strictObject({
  game: z.string().min(1).max(64),
  group: z.string().min(1).max(64).describe("the group's id"),
  name: z.string().min(1).max(128).describe("the group's name, as this browser shows it"),
  secret: z.string().min(1).max(128).describe("the group's secret"),
});
export const claimBody = z.strictObject({ seats: z.array(seatClaim).max(200).default([]), groups: z.array(groupClaim).max(100).default([]) });

export const sessionParams = z.strictObject({ id: z.string().min(1).max(64) });

// Answers

export const account = z.object({ id: z.string(), name: z.string(), createdAt: z.number(), hasPassword: z.boolean().describe('false for an account made with a passkey alone') });

export const signedInAnswer = z
  .object({
    account,
    session: z.string().describe("this browser's session id (as GET /api/account/sessions lists it)"),
    csrf: z.string().describe('send it in the header x-ramparts-csrf with every write made with the session cookie'),
  })
  .describe('Signed in: the session cookie is set (HttpOnly)');

export const whoAmI = z
  .object({ account: account.nullable().describe('null: nobody is signed in here'), session: z.string().optional(), csrf: z.string().optional() })
  .describe('Who is signed in on this browser');

export const sessionList = z
  .object({
    sessions: z.array(
      z.object({
        id: z.string(),
        createdAt: z.number(),
        lastSeenAt: z.number(),
        userAgent: z.string().describe('the browser that signed in, as it named itself'),
        current: z.boolean().describe('the session of this request'),
      }),
    ),
  })
  .describe("The account's open sessions, the most recently used first");

export const claimed = z.object({ seats: z.number().int().describe('seats now held by the account (of those sent)'), groups: z.number().int() }).describe('Attached');

export const accountMatchList = z
  .object({
    matches: z.array(
      z.object({
        match: matchSummary,
        seats: z.array(z.object({ seat: z.number().int(), credential: z.string().describe("the seat's credential, for this device to act as the seat") })),
        key: z.string().nullable().describe("a private match's invitation or spectator key, when the account has it"),
        yourTurn: z.boolean().describe('a live match where one of these seats may act now'),
      }),
    ),
    groups: z.array(z.object({ game: z.string(), group: z.string(), name: z.string(), secret: z.string() })),
  })
  .describe("The account's tables, live first (those where it is your turn before the others), then open, then finished; and its campaign groups");

// Passkeys (#29). The browser's answers are checked here for their shape only; @simplewebauthn/server checks the rest.

const b64 = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/, 'base64url');
const challengeId = z.string().min(1).max(64).describe('the challenge id the options came with (single use, 5 minutes)');
const extensionResults = z.record(z.string(), z.unknown()).default({});

export const registrationResponse = z
  .looseObject({
    id: b64(1400),
    rawId: b64(1400),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: b64(4000), attestationObject: b64(8000), transports: z.array(z.string().max(32)).max(10).optional() }),
    clientExtensionResults: extensionResults,
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .describe('the browser’s answer to navigator.credentials.create, as JSON (what @simplewebauthn/browser returns)');

export const authenticationResponse = z
  .looseObject({
    id: b64(1400),
    rawId: b64(1400),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: b64(4000), authenticatorData: b64(4000), signature: b64(2000), userHandle: b64(200).optional() }),
    clientExtensionResults: extensionResults,
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .describe('the browser’s answer to navigator.credentials.get, as JSON (what @simplewebauthn/browser returns)');

const passkeyName = z.string().min(1).max(100).describe('a name to tell the passkey by ("Phone"); at most 40 characters are kept');

export const passkeySignUpOptionsBody = z.strictObject({ name });
export const newPasskeyBody = z.strictObject({ challenge: challengeId, name: passkeyName.optional(), response: registrationResponse });
export const passkeyAnswerBody = z.strictObject({ challenge: challengeId, response: authenticationResponse });
export const passkeyParams = z.strictObject({ id: b64(1400) });

export const ceremonyOptions = z
  .object({ challenge: z.string().describe('send it back with the answer'), options: z.record(z.string(), z.unknown()).describe('for navigator.credentials (startRegistration / startAuthentication of @simplewebauthn/browser)') })
  .describe('A passkey ceremony begun');

export const passkeyInfo = z.object({ id: z.string().describe("the credential's id"), name: z.string(), createdAt: z.number(), lastUsedAt: z.number().nullable() });
export const passkeyList = z.object({ passkeys: z.array(passkeyInfo), password: z.boolean().describe('whether the account also has a password') }).describe("The account's passkeys, oldest first");

// Your data is yours (#29)

export const deleteAccountBody = z
  .strictObject({
    password: z.string().min(1).max(1000).optional().describe("the account's password"),
    passkey: passkeyAnswerBody.optional().describe('or a fresh passkey sign-in: the answer to POST /api/session/passkey/options, with a passkey of this account'),
  })
  .refine((b) => (b.password === undefined) !== (b.passkey === undefined), 'give the password or a passkey answer (one of them)');

export const deletedAnswer = z.object({ ok: z.literal(true), seats: z.number().int().describe('seats let go of: freed, handed to a bot, or named "a former player"') }).describe('Deleted: signed out, the name free again');

export const accountExport = z
  .object({
    format: z.literal('ramparts-account-export/1'),
    exportedAt: z.string(),
    account: z.object({ id: z.string(), name: z.string(), createdAt: z.number(), password: z.boolean(), email: z.string().nullable() }),
    sessions: z.array(z.object({ id: z.string(), createdAt: z.number(), lastSeenAt: z.number(), userAgent: z.string() })),
    passkeys: z.array(passkeyInfo),
    groups: z.array(z.object({ game: z.string(), group: z.string(), name: z.string() })),
    matches: z.array(
      z.object({
        match: matchSummary,
        seats: z.array(z.number().int()),
        record: z.unknown().describe("a finished match's record, else null"),
        states: z.array(z.object({ seat: z.number().int(), state: z.unknown() })).describe("a live match's state as each of your seats sees it"),
        chat: z.array(z.object({ seat: z.number().int().nullable(), name: z.string(), text: z.string(), at: z.number() })).describe('what your seats said at the table'),
      }),
    ),
    invitations: z.array(z.object({ match: z.string(), from: z.string(), createdAt: z.number() })).describe("invitations by name waiting for you (without a private match's key)"),
    ratings: z
      .array(z.object({ game: z.string(), mode: z.string(), mu: z.number(), sigma: z.number(), ordinal: z.number(), played: z.number(), won: z.number(), updatedAt: z.number() }))
      .describe('your ratings per game and mode (OpenSkill mu and sigma)'),
    ratingChanges: z
      .array(z.object({ match: z.string(), seat: z.number(), game: z.string(), mode: z.string(), won: z.boolean(), muBefore: z.number(), sigmaBefore: z.number(), mu: z.number(), sigma: z.number(), at: z.number() }))
      .describe('every rated match that moved your rating, oldest first'),
    coopResults: z
      .array(z.object({ match: z.string(), seat: z.number(), game: z.string(), scenario: z.string(), won: z.boolean(), measure: z.number(), moves: z.number(), at: z.number() }))
      .describe("your co-operative games' results, as the records and halls count them"),
  })
  .describe('Everything the server holds about you, as a JSON file (no seat credentials, group secrets or session tokens)');

// Email and password reset (#29)

const emailAddress = z.string().trim().toLowerCase().min(3).max(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address such as ann@example.org').describe('an email address');
const emailToken = z.string().min(1).max(100).describe("the token from the email's link");
export const emailBody = z.strictObject({ email: emailAddress });
export const tokenBody = z.strictObject({ token: emailToken });
export const resetBody = z.strictObject({ name: z.string().trim().min(1).max(254).describe('the account name or its verified email address') });
export const resetConfirmBody = z.strictObject({ token: emailToken, password: password.describe('the new password: at least 8 characters') });
export const emailInfo = z.object({ email: z.string().nullable().describe('the verified address, or null'), mail: z.boolean().describe('whether this server sends email (SMTP configured)') }).describe("The account's email address");
export const sentAnswer = z.object({ ok: z.literal(true), message: z.string() }).describe('Sent (or, for a reset, the same answer whether or not the name or address exists)');

// Invitations by name (#29).
export const inviteBody = z.strictObject({
  name: z.string().min(1).max(100).describe("the invited player's account name"),
  seat: z.number().int().min(0).max(63).optional().describe('your seat at the match (with its credential), when not inviting as a signed-in account'),
  credential: z.string().min(1).max(128).optional().describe("your seat's credential"),
  invitation: z.string().min(1).max(128).optional().describe("a private match's invitation key (the signed-in account's own is used when it has it)"),
});
export const invited = z.object({ id: z.string(), name: z.string().describe('the invited account, as it spells its name') }).describe('Invited');
export const invitationParams = z.strictObject({ id: z.string().min(1).max(64) });
export const invitationList = z
  .object({
    invitations: z.array(
      z.object({
        id: z.string(),
        match: matchSummary,
        from: z.string().describe('who invited'),
        invitation: z.string().nullable().describe("a private match's invitation key, for the join route (null for a public match)"),
        createdAt: z.number(),
      }),
    ),
  })
  .describe('Invitations waiting for the account, newest first (those whose match started, ended or was joined are gone)');

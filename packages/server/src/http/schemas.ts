import { z } from 'zod';
import { MAX_VARIANT_BYTES } from '@ramparts/engine';
import { errorBody } from './errors.ts';

/*
 * The API's zod schemas. Fastify validates requests with them (fastify-type-provider-zod) and @fastify/swagger
 * turns them into the OpenAPI description. Answers are encoded through their schema too, so an answer carries
 * only the fields described here: a field the service adds must be added here to reach clients.
 */

const botSpec = z
  .string()
  .min(1)
  .max(32)
  .describe(
    "a bot: a level ('easy', 'normal', 'hard', or 'expert' where the game offers it: see `levels` in GET /api/games; always allowed), or a raw spec within the server's caps: 'random', 'mcts', 'mcts:2000' (iterations), 'mcts:250ms' (time per move) or a game's own bot ('heuristic')",
  );
const id = z.string().min(1).max(64);

/**
 * A designer's variant file (#32) as a request carries it: any object here, checked by the service (the engine's
 * `parseVariant` and the game's content schemas) so that a refusal names the problem as `bad-variant` or `bad-content`.
 */
export const variantFile = z
  .record(z.string(), z.unknown())
  .describe(`a variant file: { format: 1, game, name, note?, patch: { "<content file>.json": <JSON merge patch> } }, at most ${MAX_VARIANT_BYTES / 1024} KB`);

/** What names a variant wherever a match or a shared variant is shown. */
export const variantNamed = z.object({ name: z.string(), digest: z.string().describe("sha256 of the variant's canonical JSON (64 hex digits): GET /api/variants/{digest}") });

export const createMatchBody = z.strictObject({
  game: id,
  players: z.number().int().min(1).max(16).optional(),
  options: z.record(z.string(), z.unknown()).optional().describe("the game's options (see GET /api/games)"),
  seats: z
    .array(z.union([z.literal('human'), botSpec]))
    .max(16)
    .optional()
    .describe("one entry per seat: 'human' or a bot spec; default every seat human"),
  clock: z
    .strictObject({ minutes: z.number().min(0.01).max(24 * 60), increment: z.number().min(0).max(3600) })
    .nullable()
    .optional()
    .describe('a time bank per player: minutes at the start plus seconds added after each move'),
  takeover: botSpec.optional().describe("the bot that plays for someone out of time or gone (a level or a spec, as for seats; default the level the table's bot seats share, else the server's TAKEOVER_BOT)"),
  turnBased: z
    .strictObject({ hours: z.union([z.literal(24), z.literal(72), z.literal(168)]).nullable() })
    .optional()
    .describe('a turn-based match: 24, 72 or 168 hours per move (the bank refills to it after each move), or null for no limit; nobody is marked away for a closed page, and when a clock runs out the others choose (POST /api/matches/{id}/absent). Not with `clock`'),
  hints: z.boolean().optional().describe('seats may ask for hints (the socket event `hint`): off by default; every seat sees who used one, and the record keeps them'),
  rated: z
    .boolean()
    .optional()
    .describe('the match counts for ratings (a competitive mode only; bots at a level easy, normal or hard; no hints): undo is refused, and the end moves the ratings of seats held by accounts'),
  visibility: z.enum(['public', 'private']).optional().describe("'private' (default): not listed, joining needs the invitation; 'public': listed in GET /api/matches"),
  name: z.string().max(60).optional().describe('a name for the table, shown in the lobby and to the other seats (plain text, control characters removed)'),
  variant: variantFile.optional().describe("play a designer's variant of the game (the whole variant file, its `game` this match's): checked as POST /api/variants checks it, stored once by its digest, and carried by the match's record"),
});

export const joinBody = z.strictObject({
  seat: z.number().int().min(0).max(63).optional(),
  name: z.string().min(1).max(40).optional().describe("the seat's name, shown to the table (plain text: control characters removed, white space folded, as a table's name)"),
  invitation: z.string().min(1).max(128).optional().describe("a private match's invitation (from its creator's link)"),
});

export const leaveBody = z.strictObject({
  seat: z.number().int().min(0).max(63),
  credential: z.string().min(1).max(128),
});

/** Resigning takes the seat's credential, as leaving does. */
export const resignBody = leaveBody;

/** A turn-based match: a seat chooses what happens to a person whose clock ran out. */
export const timeOutBody = leaveBody
  .extend({
    target: z.number().int().min(0).max(63).describe('the seat whose clock ran out'),
    choice: z.enum(['skip', 'end', 'bot']).describe("'skip' (competitive): a bot plays the seat's turns until its person returns; 'end' (competitive): the match ends, that seat losing; 'bot' (co-operative): a bot plays for the person until they return"),
  })
  .describe("`seat` and `credential` are the chooser's own");
export const resignedBody = z.object({ ok: z.literal(true), seq: z.number().int().describe('the entry the resignation was logged as') }).describe('resigned (or left, in a co-operative game)');

export const matchParams = z.strictObject({ id });
/** What opens a private match to watching (loose: the validated headers replace the request's, which keep all theirs). */
export const watchHeaders = z.looseObject({
  'x-match-key': z.string().max(128).optional().describe("a private match's invitation or spectator key (not needed for a public match)"),
});
export const gameParams = z.strictObject({ id });

export const listQuery = z.strictObject({
  status: z.enum(['open', 'live', 'finished']).optional(),
  game: id.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Answers

const seatInfo = z.object({
  seat: z.number().int(),
  name: z.string(),
  kind: z.enum(['human', 'bot']),
  bot: z.string().nullable(),
  taken: z.boolean().describe('a person holds the seat (always true for bots)'),
  away: z.boolean().describe('a bot plays for the absent person'),
  outOfTime: z.boolean().describe("a turn-based match: this person's clock ran out on their turn; the others may choose (POST /api/matches/{id}/absent)"),
});

export const matchSummary = z
  .object({
    id: z.string(),
    game: z.string(),
    players: z.number().int(),
    options: z.unknown(),
    status: z.enum(['open', 'live', 'finished', 'expired']),
    visibility: z.enum(['public', 'private']).optional(),
    settings: z.object({
      clock: z.object({ minutes: z.number(), increment: z.number(), max: z.number().optional().describe('a turn-based bank refills to this many minutes at most') }).nullable(),
      turnBased: z.object({ hours: z.number().nullable() }).nullable().describe('null: real time; else hours per move (null: no limit)'),
      takeover: z.string(),
      hints: z.boolean().describe('seats may ask for hints (the host allowed them)'),
      rated: z.boolean().optional().describe('the match counts for ratings (no undo): its end moves the ratings of seats held by accounts'),
    }),
    seats: z.array(seatInfo),
    name: z.string().nullable().optional().describe("the table's name its host gave, or null"),
    variant: variantNamed.nullable().optional().describe("the designer's variant the match is played with, or null: the game as published"),
    outcome: z.unknown().describe('null until the match is finished'),
    createdAt: z.number(),
  })
  .describe('A match as everyone may see it');

export const createdMatch = matchSummary
  .extend({
    invitation: z.string().optional().describe('a private match: the invitation to put in the link (a seat, and watching), shown only here'),
    watch: z.string().optional().describe('a private match: the spectator key to put in a watching link (watching only, no seat), shown only here'),
  })
  .describe('The new match');

export const joined = z.object({ seat: z.number().int(), credential: z.string().describe("the seat's secret, shown only here"), match: matchSummary }).describe('The seat taken');

export const seatState = z
  .object({
    match: z.string(),
    seq: z.number().int(),
    status: z.string(),
    seat: z.number().int().nullable(),
    view: z.unknown(),
    moves: z.array(z.object({ move: z.unknown(), text: z.string() })),
    actors: z.array(z.number().int()),
    outcome: z.unknown(),
    canUndo: z.boolean(),
    log: z.object({ from: z.number().int(), lines: z.array(z.string()) }),
    clocks: z.unknown().describe('{ remaining, running, at } or null without a clock'),
    hintsUsed: z.array(z.object({ seat: z.number().int(), at: z.number().int().describe('moves made when the hint was asked') })).describe('every hint asked for at this table'),
    resigned: z.array(z.number().int()).describe('the seats that resigned (or left a co-operative table for good), in order: a bot plays them now'),
  })
  .describe("The spectators' state (as the socket `state` event)");

export const chatLine = z.object({
  match: z.string(),
  seq: z.number().int(),
  seat: z.number().int().nullable().describe('null: said by a spectator'),
  name: z.string(),
  watching: z.boolean().describe('said by a spectator (no seat)'),
  text: z.string().describe('plain text, never HTML'),
  at: z.number(),
});

export const chatList = z.object({ lines: z.array(chatLine) }).describe("A match's table chat, oldest line first");

export const okBody = z.object({ ok: z.literal(true) });

const kind = z.object({
  turns: z.enum(['strict', 'free']),
  chance: z.boolean(),
  information: z.enum(['perfect', 'hidden']),
  play: z.enum(['competitive', 'cooperative', 'mixed']),
  players: z.object({ min: z.number().int(), max: z.number().int() }),
});

const levels = z
  .array(
    z.object({
      level: z.enum(['easy', 'normal', 'hard', 'expert']),
      spec: z.string().describe('the bot behind the level'),
      words: z.string().describe('what the level means, in words'),
    }),
  )
  .describe("the bot levels this game offers, weakest first (a seat or takeover may name one: 'hard')");

export const gameDetail = z
  .object({ id: z.string(), title: z.string(), version: z.string(), kind, options: z.unknown().describe("JSON Schema of the game's options"), levels })
  .describe('A game');

export const gameListing = z
  .array(
    z.object({
      id: z.string(),
      title: z.string(),
      pitch: z.string(),
      players: z.object({ min: z.number().int(), max: z.number().int() }),
      minutes: z.number(),
      kind: kind.nullable(),
      options: z.unknown().optional().describe("JSON Schema of the game's options"),
      levels: levels.optional(),
    }),
  )
  .describe('The games, each with its options as JSON Schema and its bot levels');

/** `{ 400: error, … }` for the codes a route may answer, each described by what it means. */
export function errors(codes: Record<number, string>): Record<number, z.ZodType> {
  return Object.fromEntries(Object.entries(codes).map(([status, what]) => [status, errorBody.describe(what)]));
}

/** Every route may be refused for going too fast or sending a body that is not JSON. */
export const commonErrors = { 429: 'rate-limited: too many requests; see retry-after' };
export const bodyErrors = { 400: 'bad-request, bad-json: the body is not what the route takes', 413: 'too-large: the body is over the limit', 415: 'unsupported-media-type: the body is not JSON', ...commonErrors };

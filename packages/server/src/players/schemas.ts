import { z } from 'zod';

/* The players API's zod schemas (#29): leaderboards, halls and profiles. Requests checked by Fastify, answers encoded through them, both in the OpenAPI. */

const id = z.string().min(1).max(64);
export const boardParams = z.strictObject({ game: id, mode: id });
export const boardQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(100_000).optional().describe('1 (the default) is the best players') });
export const gameParams = z.strictObject({ game: id });
export const matchParams = z.strictObject({ id });
export const seatAccounts = z.object({ seats: z.array(z.object({ seat: z.number().int(), name: z.string() })) }).describe("The seats held by accounts, with the accounts' names (the others are guests or bots)");
/** What opens a private match to reading (loose: the validated headers replace the request's, which keep all theirs). */
export const matchKeyHeaders = z.looseObject({ 'x-match-key': z.string().max(128).optional().describe("a private match's invitation or spectator key") });
export const playerParams = z.strictObject({ name: z.string().min(1).max(100).describe("the account's name (any case)") });

const mode = z.object({ id: z.string(), label: z.string() });
const boardRow = z.object({
  place: z.number().int(),
  name: z.string(),
  rating: z.number().describe('shown rating: OpenSkill ordinal, mu - 3 sigma (0 for a new player), one decimal'),
  mu: z.number(),
  sigma: z.number(),
  played: z.number().int(),
  won: z.number().int(),
});

export const boardList = z
  .object({
    rated: z.array(z.object({ game: z.string(), title: z.string(), modes: z.array(mode) })).describe('games with ratings, and their rated modes'),
    halls: z.array(z.object({ game: z.string(), title: z.string(), measure: z.string() })).describe('co-operative games with a hall'),
  })
  .describe('Every leaderboard and hall');

export const board = z
  .object({
    game: z.string(),
    title: z.string(),
    mode,
    page: z.number().int(),
    pages: z.number().int().describe('at least 1'),
    perPage: z.number().int(),
    total: z.number().int().describe('rated players on this board'),
    rows: z.array(boardRow),
    you: boardRow.nullable().describe('the signed-in player on this board (null: not signed in, or not rated here)'),
    bots: z.array(z.object({ level: z.string(), rating: z.number() })).describe("bots' fixed ratings here (from the lab's tournaments between levels)"),
    botSource: z.string().nullable().describe('where the bots’ ratings come from, in words'),
  })
  .describe('One page of a leaderboard, best first');

const hallEntry = z.object({
  match: z.string().nullable().describe('the match, when its replay is public'),
  team: z.array(z.object({ name: z.string(), account: z.boolean() })),
  won: z.boolean(),
  measure: z.number(),
  moves: z.number().int(),
  at: z.number(),
});
export const hallAnswer = z
  .object({ game: z.string(), title: z.string(), measure: z.string().describe("the game's measure of a result, more is better: 'lives left'"), scenarios: z.array(z.object({ scenario: z.string(), best: z.array(hallEntry) })) })
  .describe("A co-operative game's hall: the best teams per scenario and difficulty");

export const profile = z
  .object({
    name: z.string(),
    since: z.number(),
    games: z.array(z.object({ game: z.string(), mode: z.string(), played: z.number().int(), won: z.number().int() })).describe('finished games per game and mode'),
    ratings: z.array(
      z.object({
        game: z.string(),
        mode: z.string(),
        modeLabel: z.string(),
        rating: z.number(),
        mu: z.number(),
        sigma: z.number(),
        played: z.number().int(),
        won: z.number().int(),
        history: z.array(z.object({ at: z.number(), rating: z.number(), won: z.boolean() })).describe('oldest first; the first point is the rating before the first rated game'),
      }),
    ),
    records: z.array(
      z.object({
        game: z.string(),
        scenario: z.string(),
        measure: z.string(),
        wins: z.number().int(),
        losses: z.number().int(),
        best: z.object({ won: z.boolean(), measure: z.number(), moves: z.number().int(), at: z.number() }).nullable(),
        streak: z.object({ current: z.number().int(), best: z.number().int() }).describe('wins in a row: now, and the longest'),
      }),
    ),
    matches: z
      .array(z.object({ id: z.string(), game: z.string(), mode: z.string(), finishedAt: z.number(), won: z.boolean(), rated: z.boolean(), reason: z.string() }))
      .describe('the last finished matches, newest first (public ones; the account itself sees its private ones too)'),
  })
  .describe("A player's public profile");

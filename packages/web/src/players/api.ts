import { z } from 'zod';
import { call } from '../online/api.ts';

/* What the server says about players (#29): leaderboards, halls, profiles. Every answer is parsed here, so a page never reads a shape it was not promised. */

const mode = z.object({ id: z.string(), label: z.string() });
const boardRow = z.object({ place: z.number(), name: z.string(), rating: z.number(), played: z.number(), won: z.number() });

export const boardListSchema = z.object({
  rated: z.array(z.object({ game: z.string(), title: z.string(), modes: z.array(mode) })),
  halls: z.array(z.object({ game: z.string(), title: z.string(), measure: z.string() })),
});
export const boardSchema = z.object({
  game: z.string(),
  title: z.string(),
  mode,
  page: z.number(),
  pages: z.number(),
  total: z.number(),
  rows: z.array(boardRow),
  you: boardRow.nullable(),
  bots: z.array(z.object({ level: z.string(), rating: z.number() })),
  botSource: z.string().nullable(),
});
const hallEntry = z.object({ match: z.string().nullable(), team: z.array(z.object({ name: z.string(), account: z.boolean() })), won: z.boolean(), measure: z.number(), moves: z.number(), at: z.number() });
export const hallSchema = z.object({ game: z.string(), title: z.string(), measure: z.string(), scenarios: z.array(z.object({ scenario: z.string(), best: z.array(hallEntry) })) });
export const profileSchema = z.object({
  name: z.string(),
  since: z.number(),
  games: z.array(z.object({ game: z.string(), mode: z.string(), played: z.number(), won: z.number() })),
  ratings: z.array(
    z.object({
      game: z.string(),
      mode: z.string(),
      modeLabel: z.string(),
      rating: z.number(),
      played: z.number(),
      won: z.number(),
      history: z.array(z.object({ at: z.number(), rating: z.number(), won: z.boolean() })),
    }),
  ),
  records: z.array(
    z.object({
      game: z.string(),
      scenario: z.string(),
      measure: z.string(),
      wins: z.number(),
      losses: z.number(),
      best: z.object({ won: z.boolean(), measure: z.number(), moves: z.number(), at: z.number() }).nullable(),
      streak: z.object({ current: z.number(), best: z.number() }),
    }),
  ),
  matches: z.array(z.object({ id: z.string(), game: z.string(), mode: z.string(), finishedAt: z.number(), won: z.boolean(), rated: z.boolean(), reason: z.string() })),
});

export type BoardList = z.infer<typeof boardListSchema>;
export type Board = z.infer<typeof boardSchema>;
export type Hall = z.infer<typeof hallSchema>;
export type Profile = z.infer<typeof profileSchema>;

const get = async <T>(schema: z.ZodType<T>, path: string): Promise<T> => schema.parse(await call<unknown>('GET', path));

export const fetchBoards = () => get(boardListSchema, '/api/leaderboards');
export const fetchBoard = (game: string, mode: string, page: number) => get(boardSchema, `/api/leaderboards/${encodeURIComponent(game)}/${encodeURIComponent(mode)}?page=${page}`);
export const fetchHall = (game: string) => get(hallSchema, `/api/halls/${encodeURIComponent(game)}`);
export const fetchProfile = (name: string) => get(profileSchema, `/api/players/${encodeURIComponent(name)}`);

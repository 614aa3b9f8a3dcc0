import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Outcome } from '@ramparts/engine';
import { nameKey } from '../accounts/names.ts';
import { signedIn } from '../accounts/sessions.ts';
import { sendError } from '../http/errors.ts';
import { commonErrors, errors } from '../http/schemas.ts';
import { plainName } from '../matches/chat.ts';
import type { MatchService } from '../matches/service.ts';
import { Accounts } from '../store/accounts.ts';
import { RatingQueries, type RatingRow } from '../store/ratings.ts';
import { botRating, botRatingSource } from './bot-ratings.ts';
import { COOP_GAMES, measureWords } from './coop-records.ts';
import { isRated } from './counting.ts';
import { ratedModesOf } from './modes.ts';
import { board, boardList, boardParams, boardQuery, gameParams, hallAnswer, matchKeyHeaders, matchParams, playerParams, profile, seatAccounts } from './schemas.ts';
import { coopRecords, hall, modeWords, ratingSummaries, shown, tallies } from './summaries.ts';

const PER_PAGE = 20;
/** Teams a hall lists per scenario. */
const HALL_SIZE = 10;
/** Finished matches a profile lists. */
const LAST_MATCHES = 10;

const row = (place: number, name: string, r: RatingRow) => ({ place, name, rating: shown(Number(r.mu), Number(r.sigma)), mu: Number(r.mu), sigma: Number(r.sigma), played: r.played, won: r.won });

/**
 * Leaderboards, halls and profiles (#29): read-only, public, and the same for guests (a signed-in player is also told
 * their own place). Everything comes from the tables players/counting.ts fills when matches end.
 */
export function playerRoutes(app: FastifyInstance, service: MatchService): void {
  const { store, registry } = service;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ratings = new RatingQueries(store.db);
  const accounts = new Accounts(store.db);
  const title = (game: string) => registry.findGame(game)?.title ?? game;

  r.get('/api/leaderboards', { schema: { tags: ['players'], summary: 'Every leaderboard (the rated games and modes) and every hall (the co-operative games)', response: { 200: boardList, ...errors(commonErrors) } } }, async () => ({
    rated: registry.games.filter((g) => ratedModesOf(g).length > 0).map((g) => ({ game: g.id, title: g.title, modes: ratedModesOf(g) })),
    halls: COOP_GAMES.filter((g) => registry.findGame(g)).map((g) => ({ game: g, title: title(g), measure: measureWords(g) ?? '' })),
  }));

  r.get(
    '/api/leaderboards/:game/:mode',
    {
      schema: {
        tags: ['players'],
        summary: "A game and mode's leaderboard, one page of 20 best first, with the signed-in player's own place",
        params: boardParams,
        querystring: boardQuery,
        response: { 200: board, ...errors({ 400: 'bad-request', 404: 'unknown-game, unknown-mode', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const game = registry.findGame(req.params.game);
      if (!game) return sendError(reply, 404, 'unknown-game', `There is no game "${req.params.game}".`);
      const mode = ratedModesOf(game).find((m) => m.id === req.params.mode);
      if (!mode) {
        const modes = ratedModesOf(game).map((m) => m.id);
        return sendError(reply, 404, 'unknown-mode', modes.length ? `${game.title} has no rated mode "${req.params.mode}". Its rated modes: ${modes.join(', ')}.` : `${game.title} has no ratings: it is played together (see its hall).`);
      }
      const page = req.query.page ?? 1;
      const { rows, total } = await ratings.board(game.id, mode.id, (page - 1) * PER_PAGE, PER_PAGE);
      const who = await signedIn(accounts, req);
      const mine = who ? await ratings.placeOf(who.account.id, game.id, mode.id) : null;
      const bots = (['easy', 'normal', 'hard'] as const).flatMap((level) => {
        const b = botRating(game.id, mode.id, level);
        return b ? [{ level, rating: shown(b.mu, b.sigma) }] : [];
      });
      return {
        game: game.id,
        title: game.title,
        mode,
        page,
        pages: Math.max(1, Math.ceil(total / PER_PAGE)),
        perPage: PER_PAGE,
        total,
        rows: rows.map((x, i) => row((page - 1) * PER_PAGE + i + 1, x.name, x)),
        you: who && mine ? row(mine.place, who.account.name, mine.row) : null,
        bots,
        botSource: botRatingSource(game.id, mode.id),
      };
    },
  );

  r.get(
    '/api/halls/:game',
    { schema: { tags: ['players'], summary: "A co-operative game's hall: its best teams per scenario and difficulty", params: gameParams, response: { 200: hallAnswer, ...errors({ 400: 'bad-request', 404: 'unknown-game, no-hall', ...commonErrors }) } } },
    async (req, reply) => {
      const game = registry.findGame(req.params.game);
      if (!game) return sendError(reply, 404, 'unknown-game', `There is no game "${req.params.game}".`);
      const measure = measureWords(game.id);
      if (!measure) return sendError(reply, 404, 'no-hall', `${game.title} is played against each other, so it has leaderboards instead of a hall.`);
      return { game: game.id, title: game.title, measure, scenarios: hall(await ratings.coopOfGame(game.id), HALL_SIZE) };
    },
  );

  r.get(
    '/api/matches/:id/players',
    {
      schema: {
        tags: ['players'],
        summary: "Which seats of a match are held by accounts, and their names (a table or replay links them to the players' profiles; a private match: header x-match-key)",
        params: matchParams,
        headers: matchKeyHeaders,
        response: { 200: seatAccounts, ...errors({ 400: 'bad-request', 403: 'bad-invitation: a private match needs its invitation or spectator key (header x-match-key)', 404: 'no-such-match', ...commonErrors }) },
      },
    },
    async (req) => {
      await service.checkWatcher(req.params.id, req.headers['x-match-key']);
      return { seats: await ratings.seatAccounts(req.params.id) };
    },
  );

  r.get(
    '/api/players/:name',
    {
      schema: {
        tags: ['players'],
        summary: "A player's profile: games played and won, ratings and their history, co-operative records, last finished matches",
        params: playerParams,
        response: { 200: profile, ...errors({ 400: 'bad-request', 404: 'no-such-player', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const account = await accounts.byNameKey(nameKey(req.params.name));
      if (!account) {
        // The name as plain words: control characters typed into the address (%00, %1B …) are not sent back.
        const asked = plainName(req.params.name, 40);
        return sendError(reply, 404, 'no-such-player', asked ? `Nobody here is called "${asked}".` : 'Nobody here has that name.');
      }
      const who = await signedIn(accounts, req);
      const self = who?.account.id === account.id;
      const [played, current, changes, coop] = await Promise.all([ratings.played(account.id), ratings.ratingsOf(account.id), ratings.changesOf(account.id), ratings.coopOf(account.id)]);
      const matches = played
        .filter((p) => self || p.visibility === 'public')
        .slice(0, LAST_MATCHES)
        .flatMap((p) => {
          const game = registry.findGame(p.game);
          if (!game) return [];
          const outcome = p.outcome ? (JSON.parse(p.outcome) as Outcome) : null;
          return [{ id: p.match_id, game: p.game, mode: modeWords(game, JSON.parse(p.options) as unknown, p.players), finishedAt: Number(p.updated_at), won: outcome?.winners.includes(p.seat) ?? false, rated: isRated(p), reason: outcome?.reason ?? '' }];
        });
      return {
        name: account.name,
        since: Number(account.created_at),
        games: tallies(registry, played),
        ratings: ratingSummaries(registry, current, changes),
        records: coopRecords(coop).map((c) => ({ ...c, measure: measureWords(c.game) ?? '' })),
        matches,
      };
    },
  );
}

import { createBot, hintMoves, Match, variantDigest, variantGame, type AnyGame, type Hint, type RecordedMove, type Variant } from '@ramparts/engine';
import { findGame } from '@ramparts/games';

/** What a bot needs to choose a move: the match so far (rebuilt from its seed and moves) and who it plays. */
export interface BotRequest {
  game: string;
  players: number;
  options: unknown;
  seed: string;
  moves: RecordedMove[];
  /** The seats that resigned, each after how many moves (a bot stands in for them from then on). */
  resignations?: { seat: number; at: number }[];
  seat: number;
  bot: string;
  botSeed: string;
  /** The designer's variant the table plays: the bot builds the same variant game and searches with it on. */
  variant?: Variant;
}

export type BotRunner = (req: BotRequest) => Promise<unknown>;

/** A hint's search: the match so far, the seat that asks, and the search's seed. */
export type HintRequest = Omit<BotRequest, 'bot' | 'botSeed'> & { hintSeed: string; iterations?: number };

/** Computes the three best moves for a seat, with their chances (in the bots' worker). */
export type HintRunner = (req: HintRequest) => Promise<Hint[]>;

/** Keeps the last match rebuilt, so each request only replays the moves that are new. */
export class BotBrain {
  private match: Match | null = null;
  private key = '';
  private played: string[] = [];
  /** How many of the request's resignations the match has had. */
  private resigned = 0;
  /** The variant game last built, by its digest (building one checks the whole patch). */
  private variant: { digest: string; game: AnyGame } | null = null;

  choose(req: BotRequest): unknown {
    const { game, state } = this.rebuild(req);
    return createBot(req.bot, req.botSeed, game).chooseMove(game, state, req.seat);
  }

  /** The search's three best moves for the seat, from its own view only (`hintMoves`). */
  hint(req: HintRequest): Hint[] {
    const { game, state } = this.rebuild(req);
    return hintMoves(game, state, req.seat, { seed: req.hintSeed, iterations: req.iterations });
  }

  /** The game the request plays: the registry's, or the variant game made of it (kept while the digest is the same). */
  private gameOf(req: Pick<BotRequest, 'game' | 'variant'>): AnyGame {
    const game = findGame(req.game);
    if (!game) throw new Error(`No game "${req.game}".`);
    if (!req.variant) return game;
    const digest = variantDigest(req.variant);
    if (this.variant?.digest !== digest) this.variant = { digest, game: variantGame(game, req.variant) };
    return this.variant.game;
  }

  private rebuild(req: Omit<BotRequest, 'bot' | 'botSeed'>) {
    const game = this.gameOf(req);
    const resigns = req.resignations ?? [];
    const key = JSON.stringify([req.game, req.players, req.options, req.seed, resigns, this.variant && req.variant ? this.variant.digest : null]);
    const fresh = req.moves.map((m) => JSON.stringify(m));
    const prefix = this.match && this.key === key && this.played.length <= fresh.length && this.played.every((m, i) => m === fresh[i]);
    if (!prefix || !this.match) {
      this.match = Match.create(game, { players: req.players, options: req.options, seed: req.seed });
      this.key = key;
      this.played = [];
      this.resigned = 0;
    }
    const match = this.match;
    // Resignations at their places: after `at` moves, before the next.
    const catchUp = () => {
      while (this.resigned < resigns.length && resigns[this.resigned].at <= match.moveCount) match.resign(resigns[this.resigned++].seat);
    };
    for (let i = this.played.length; i < req.moves.length; i++) {
      catchUp();
      match.play(req.moves[i].seat, req.moves[i].move, 'stand-in');
      this.played.push(fresh[i]);
    }
    catchUp();
    return { game, state: this.match.state };
  }
}

/** Runs the bots in the page itself (tests, or a browser without workers). */
export function inlineRunner(): BotRunner {
  const brain = new BotBrain();
  return async (req) => brain.choose(req);
}

/** Hints computed in the page itself (tests). */
export function inlineHints(): HintRunner {
  const brain = new BotBrain();
  return async (req) => brain.hint(req);
}

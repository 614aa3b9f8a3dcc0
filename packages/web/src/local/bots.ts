import { createBot, Match, type RecordedMove } from '@ramparts/engine';
import { findGame } from '@ramparts/games';

/** What a bot needs to choose a move: the match so far (rebuilt from its seed and moves) and who it plays. */
export interface BotRequest {
  game: string;
  players: number;
  options: unknown;
  seed: string;
  moves: RecordedMove[];
  seat: number;
  bot: string;
  botSeed: string;
}

export type BotRunner = (req: BotRequest) => Promise<unknown>;

/** Keeps the last match rebuilt, so each request only replays the moves that are new. */
export class BotBrain {
  private match: Match | null = null;
  private key = '';
  private played: string[] = [];

  choose(req: BotRequest): unknown {
    const game = findGame(req.game);
    if (!game) throw new Error(`No game "${req.game}".`);
    const key = JSON.stringify([req.game, req.players, req.options, req.seed]);
    const fresh = req.moves.map((m) => JSON.stringify(m));
    const prefix = this.match && this.key === key && this.played.length <= fresh.length && this.played.every((m, i) => m === fresh[i]);
    if (!prefix || !this.match) {
      this.match = Match.create(game, { players: req.players, options: req.options, seed: req.seed });
      this.key = key;
      this.played = [];
    }
    for (let i = this.played.length; i < req.moves.length; i++) {
      this.match.play(req.moves[i].seat, req.moves[i].move);
      this.played.push(fresh[i]);
    }
    return createBot(req.bot, req.botSeed, game).chooseMove(game, this.match.state, req.seat);
  }
}

/** Runs the bots in the page itself (tests, or a browser without workers). */
export function inlineRunner(): BotRunner {
  const brain = new BotBrain();
  return async (req) => brain.choose(req);
}

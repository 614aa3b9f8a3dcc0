import { RuleError } from '../errors.ts';
import type { AnyGame } from '../game.ts';
import type { Bot } from './bot.ts';
import { BOT_LEVELS, botLevels, isBotLevel } from './levels.ts';
import { MctsBot } from './mcts.ts';
import { RandomBot } from './random.ts';
import { variantBot } from '../variant-game.ts';

export type { Bot } from './bot.ts';
export { MctsBot, moveKey, type MctsOptions, type SearchStats } from './mcts.ts';
export { RandomBot } from './random.ts';
export { BOT_LEVELS, botLevels, DEFAULT_LEVELS, isBotLevel, LEVEL_WORDS, resolveBotSpec, type BotLevel } from './levels.ts';
export { analyseMatch, ANALYSIS_ITERATIONS, analysisIterations, estimateChances, hintIterations, hintMoves, HINT_ITERATIONS, swingsOf, type Analysis, type Hint, type Swing } from './analysis.ts';
export { playout } from './sim.ts';
export { rolloutMove, type RolloutGuide, type RolloutOptions } from './rollout.ts';

/** The bot specs `createBot` understands, for help texts. */
export const BOT_KINDS: readonly string[] = ['easy', 'normal', 'hard', 'expert', 'random', 'mcts', 'mcts:<iterations>', 'mcts:<ms>ms'];

/** A level's bot: named after the level ("hard"), playing as the bot behind it (`inner`). */
export class LevelBot implements Bot {
  constructor(
    readonly name: string,
    readonly inner: Bot,
  ) {}

  chooseMove(game: AnyGame, state: unknown, seat: number): unknown {
    return this.inner.chooseMove(game, state, seat);
  }
}

const MAX_ITERATIONS = 10_000_000;
const MAX_MS = 600_000;

/**
 * Makes a bot from a spec: a level (`easy`, `normal`, `hard`, `expert`: the game's `levels`, else the engine's
 * defaults), `random`, `mcts` (1000 iterations), `mcts:2000` (iterations), `mcts:250ms`
 * (thinking time per move), or a bot of the game's own (`game.bots`, e.g. `heuristic`). The seed makes its
 * choices repeatable. For a variant game, the bot's whole search runs with the variant's content on.
 */
export function createBot(spec: string, seed: string, game?: AnyGame): Bot {
  const bot = botOfSpec(spec, seed, game);
  return game?.variant ? variantBot(bot, game.variant.run) : bot;
}

function botOfSpec(spec: string, seed: string, game?: AnyGame): Bot {
  const s = spec.trim().toLowerCase();
  if (isBotLevel(s)) {
    if (!game) throw new RuleError('bad-bot', `The level "${s}" needs a game to say which bot it means.`);
    const offered = botLevels(game);
    const level = offered.find((l) => l.level === s);
    if (!level) throw new RuleError('bad-bot', `${game.title} offers no ${s} bot: its levels are ${offered.map((l) => l.level).join(', ')}.`);
    return new LevelBot(s, botOfSpec(level.spec, seed, game));
  }
  const own = game?.bots && Object.hasOwn(game.bots, s) ? game.bots[s] : undefined;
  if (own) return own(seed);
  if (s === 'random') return new RandomBot(seed, s);
  const m = /^mcts(?::(\d+)(ms)?)?$/.exec(s);
  if (m) {
    if (m[1] === undefined) return new MctsBot(seed, {}, s);
    const n = Number(m[1]);
    if (m[2]) {
      if (n < 1 || n > MAX_MS) throw new RuleError('bad-bot', `Bot "${spec}": thinking time must be 1 to ${MAX_MS} ms.`);
      return new MctsBot(seed, { timeMs: n }, s);
    }
    if (n < 1 || n > MAX_ITERATIONS) throw new RuleError('bad-bot', `Bot "${spec}": iterations must be 1 to ${MAX_ITERATIONS}.`);
    return new MctsBot(seed, { iterations: n }, s);
  }
  // With a game, only the levels it offers: a list naming "expert" where the game has none would send the player
  // straight to a second refusal.
  const levels = game ? botLevels(game).map((l) => l.level) : BOT_LEVELS;
  const kinds = [...levels, ...BOT_KINDS.filter((k) => !isBotLevel(k)), ...Object.keys(game?.bots ?? {})];
  throw new RuleError('bad-bot', `Unknown bot "${spec}". Bots${game ? ` for ${game.title}` : ''}: ${kinds.join(', ')} (e.g. mcts:2000 or mcts:250ms).`);
}

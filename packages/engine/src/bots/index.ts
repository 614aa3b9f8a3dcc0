import { RuleError } from '../errors.ts';
import type { AnyGame } from '../game.ts';
import type { Bot } from './bot.ts';
import { MctsBot } from './mcts.ts';
import { RandomBot } from './random.ts';

export type { Bot } from './bot.ts';
export { MctsBot, moveKey, type MctsOptions, type SearchStats } from './mcts.ts';
export { RandomBot } from './random.ts';
export { playout } from './sim.ts';

/** The bot specs `createBot` understands, for help texts. */
export const BOT_KINDS: readonly string[] = ['random', 'mcts', 'mcts:<iterations>', 'mcts:<ms>ms'];

const MAX_ITERATIONS = 10_000_000;
const MAX_MS = 600_000;

/**
 * Makes a bot from a spec: `random`, `mcts` (1000 iterations), `mcts:2000` (iterations), `mcts:250ms`
 * (thinking time per move), or a bot of the game's own (`game.bots`, e.g. `heuristic`). The seed makes its
 * choices repeatable.
 */
export function createBot(spec: string, seed: string, game?: AnyGame): Bot {
  const s = spec.trim().toLowerCase();
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
  const kinds = [...BOT_KINDS, ...Object.keys(game?.bots ?? {})];
  throw new RuleError('bad-bot', `Unknown bot "${spec}". Bots${game ? ` for ${game.title}` : ''}: ${kinds.join(', ')} (e.g. mcts:2000 or mcts:250ms).`);
}

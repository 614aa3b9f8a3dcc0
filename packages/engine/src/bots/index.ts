import { RuleError } from '../errors.ts';
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
 * Makes a bot from a spec: `random`, `mcts` (1000 iterations), `mcts:2000` (iterations) or `mcts:250ms`
 * (thinking time per move). The seed makes its choices repeatable.
 */
export function createBot(spec: string, seed: string): Bot {
  const s = spec.trim().toLowerCase();
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
  throw new RuleError('bad-bot', `Unknown bot "${spec}". Bots: ${BOT_KINDS.join(', ')} (e.g. mcts:2000 or mcts:250ms).`);
}

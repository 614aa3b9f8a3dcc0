import { createBot, isBotLevel, RuleError, type AnyGame } from '@ramparts/engine';
import { configFromEnv, type EnvConfig } from '../config.ts';

/** The most a server bot may search for one move: MCTS iterations, or thinking time for timed bots. */
export interface BotCaps {
  maxIterations: number;
  maxMs: number;
}

export function capsFrom(env: Pick<EnvConfig, 'BOT_MAX_ITERATIONS' | 'BOT_MAX_MS'>): BotCaps {
  return { maxIterations: env.BOT_MAX_ITERATIONS, maxMs: env.BOT_MAX_MS };
}

/** The caps of a server started without settings (BOT_MAX_ITERATIONS and BOT_MAX_MS's defaults). */
export const defaultCaps: Readonly<BotCaps> = Object.freeze(capsFrom(configFromEnv({})));

/** `mcts` alone searches this many iterations (MctsBot's default). */
const MCTS_DEFAULT_ITERATIONS = 1000;

type Budget = { iterations: number } | { ms: number } | null;

/** What a spec asks of the search: iterations, milliseconds, or nothing to cap (random, a game's own bot, unknown). */
function budgetOf(spec: string, game: AnyGame): Budget {
  const s = spec.trim().toLowerCase();
  // A level (easy … expert) is the game's own vetted budget: never capped, whatever the caps say.
  if (isBotLevel(s)) return null;
  // A game's own bot wins over the built-in names, as in createBot.
  if (game.bots && Object.hasOwn(game.bots, s)) return null;
  const m = /^mcts(?::(\d+)(ms)?)?$/.exec(s);
  if (!m) return null;
  if (m[1] === undefined) return { iterations: MCTS_DEFAULT_ITERATIONS };
  return m[2] ? { ms: Number(m[1]) } : { iterations: Number(m[1]) };
}

function over(b: Budget, caps: BotCaps): boolean {
  if (!b) return false;
  return 'ms' in b ? b.ms > caps.maxMs : b.iterations > caps.maxIterations;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Refuses a bot spec this server will not run: a raw spec that searches beyond the caps, or one the game does not
 * know, a level it does not offer included (`expert` where its `levels.expert` is null: createBot's own sentence).
 * A level the game offers is always allowed. The lobby calls it for seats and takeover bots before a match is made.
 */
export function checkBotSpec(spec: string, game: AnyGame, caps: BotCaps = defaultCaps): void {
  if (over(budgetOf(spec, game), caps)) {
    throw new RuleError('bad-bot', `This server's bots think at most ${count(caps.maxIterations)} iterations or ${count(caps.maxMs)} ms a move; "${spec}" asks for more.`);
  }
  createBot(spec, 'check', game);
}

/**
 * The spec a bot worker actually runs: the same one, or the caps' own search when it asks for more. The lobby
 * refuses such specs; this is the worker's second line, and keeps matches stored before the caps moving.
 */
export function clampBotSpec(spec: string, game: AnyGame, caps: BotCaps): string {
  const b = budgetOf(spec, game);
  if (!over(b, caps)) return spec;
  return b && 'ms' in b ? `mcts:${caps.maxMs}ms` : `mcts:${caps.maxIterations}`;
}

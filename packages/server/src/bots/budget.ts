import { createBot, isBotLevel, MctsBot, RuleError, variantBot, type AnyGame, type Bot } from '@ramparts/engine';
import { configFromEnv, type EnvConfig } from '../config.ts';

/**
 * The most a server bot may search for one move: MCTS iterations in a game whose iteration is cheap (searchCost 1),
 * or thinking time for timed bots.
 */
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

/**
 * The most iterations a raw `mcts:N` may search in this game. The caps are a time budget: an iteration costs
 * `searchCost` times a light game's (crystal's 20: 5,000 iterations there take about 40 s, 250 about 2 s), so a
 * dear game gets as many fewer iterations.
 */
export function iterationCap(game: AnyGame, caps: BotCaps): number {
  return Math.max(1, Math.floor(caps.maxIterations / Math.max(1, game.searchCost ?? 1)));
}

function over(b: Budget, game: AnyGame, caps: BotCaps): boolean {
  if (!b) return false;
  return 'ms' in b ? b.ms > caps.maxMs : b.iterations > iterationCap(game, caps);
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Refuses a bot spec this server will not run: a raw spec that searches beyond the caps, or one the game does not
 * know, a level it does not offer included (`expert` where its `levels.expert` is null: createBot's own sentence).
 * A level the game offers is always allowed. The lobby calls it for seats and takeover bots before a match is made.
 */
export function checkBotSpec(spec: string, game: AnyGame, caps: BotCaps = defaultCaps): void {
  if (over(budgetOf(spec, game), game, caps)) {
    const cap = iterationCap(game, caps);
    const where = cap < caps.maxIterations ? ` in ${game.title}` : '';
    throw new RuleError('bad-bot', `This server's bots think at most ${count(cap)} iterations${where} or ${count(caps.maxMs)} ms a move; "${spec}" asks for more.`);
  }
  createBot(spec, 'check', game);
}

/**
 * The spec a bot worker actually runs: the same one, or the caps' own search when it asks for more. The lobby
 * refuses such specs; this is the worker's second line, and keeps matches stored before the caps moving.
 */
export function clampBotSpec(spec: string, game: AnyGame, caps: BotCaps): string {
  const b = budgetOf(spec, game);
  if (!over(b, game, caps)) return spec;
  return b && 'ms' in b ? `mcts:${caps.maxMs}ms` : `mcts:${iterationCap(game, caps)}`;
}

/**
 * The bot a worker runs for a spec: clamped to the caps, and a raw `mcts:N` also stopped at the caps' time, so an
 * iteration dearer than the game's `searchCost` says (a late-game position, a slow machine) still answers in time.
 */
export function serverBot(spec: string, seed: string, game: AnyGame, caps: BotCaps): Bot {
  const clamped = clampBotSpec(spec, game, caps);
  const b = budgetOf(clamped, game);
  if (b && 'iterations' in b) {
    const bot = new MctsBot(seed, { iterations: b.iterations, timeMs: caps.maxMs }, clamped.trim().toLowerCase());
    return game.variant ? variantBot(bot, game.variant.run) : bot;
  }
  return createBot(clamped, seed, game);
}

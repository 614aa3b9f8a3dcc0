import type { AnyGame } from '../game.ts';

/** The strength levels a person picks from, weakest first: the same four names in the CLI, the web and the server. */
export const BOT_LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What a level means for a game that says nothing of its own: MCTS with more iterations at each step. */
export const DEFAULT_LEVELS: Readonly<Record<BotLevel, string>> = Object.freeze({
  easy: 'mcts:30',
  normal: 'mcts:300',
  hard: 'mcts:2000',
  expert: 'mcts:8000',
});

/** A level in words, for menus and help. */
export const LEVEL_WORDS: Readonly<Record<BotLevel, string>> = Object.freeze({
  easy: 'Easy: makes mistakes, good to learn against',
  normal: 'Normal: a fair game for most players',
  hard: 'Hard: plays well, answers within a second',
  expert: 'Expert: thinks longer (up to five seconds a move)',
});

export function isBotLevel(spec: string): spec is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(spec);
}

/** The levels this game offers, each with the bot spec behind it (`expert` only where the game keeps it). */
export function botLevels(game: AnyGame): { level: BotLevel; spec: string }[] {
  return BOT_LEVELS.flatMap((level) => {
    const own = game.levels && Object.hasOwn(game.levels, level) ? game.levels[level] : undefined;
    const spec = own === undefined ? DEFAULT_LEVELS[level] : own;
    return spec === null ? [] : [{ level, spec }];
  });
}

/** The concrete bot spec of a spec that may be a level name (`hard` → `mcts:2000`); any other spec unchanged. */
export function resolveBotSpec(spec: string, game?: AnyGame): string {
  const s = spec.trim().toLowerCase();
  if (!isBotLevel(s)) return spec;
  if (!game) return DEFAULT_LEVELS[s];
  return botLevels(game).find((l) => l.level === s)?.spec ?? spec;
}

import { botLevels, isBotLevel, LEVEL_WORDS, type AnyGame, type BotLevel } from '@ramparts/engine';

/** One bot a person may pick for a seat: the spec goes to `createBot` (locally) or to the server (a level's name). */
export interface BotOption {
  /** The seat choice's value: `bot:<spec>`. */
  value: string;
  label: string;
  /** What the level means, in words (the option's title and the hint beside the seat). */
  words?: string;
}

/** The default bot of an empty seat. */
export const DEFAULT_BOT = 'bot:normal';

/**
 * The bots offered for a seat of `game`, in words: its levels (easy, normal, hard, and expert where the game keeps
 * it), then random moves (quick, for learning the rules). The game's own bots, named by their specs, are offered
 * apart under "Advanced settings" (`botPrograms`).
 */
export function botOptions(game: Pick<AnyGame, 'levels' | 'bots'>): BotOption[] {
  const levels = botLevels(game as AnyGame).map(({ level }) => ({ value: `bot:${level}`, label: `Bot: ${level}`, words: LEVEL_WORDS[level] }));
  return [...levels, { value: 'bot:random', label: 'Bot: random moves', words: 'Random moves: only for learning the rules' }];
}

/** The game's own bots by their specs (`heuristic:15`, `guided:2000` …): for testing and the lab, not the seat's first choice. */
export function botPrograms(game: Pick<AnyGame, 'bots'>): BotOption[] {
  return Object.keys(game.bots ?? {}).map((b) => ({ value: `bot:${b}`, label: b }));
}

/** A seat's bot in words: `hard` → "Bot, hard"; another spec → "Bot (mcts:300)". */
export function botLabel(spec: string): string {
  const s = spec.trim().toLowerCase();
  if (isBotLevel(s)) return `Bot, ${s}`;
  if (s === 'random') return 'Bot, random moves';
  return `Bot (${spec})`;
}

/** The words of a seat choice's level ("Hard: plays well, …"), or null for a person or another bot. */
export function levelWords(choice: string): string | null {
  const s = choice.startsWith('bot:') ? choice.slice(4) : choice;
  return isBotLevel(s) ? LEVEL_WORDS[s as BotLevel] : null;
}

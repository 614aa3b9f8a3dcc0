import { isRuleError, parseOptions, type AnyGame } from '@ramparts/engine';
import { CliError } from './io.ts';
import type { Registry } from './env.ts';

export function resolveGame(registry: Registry, id: string): AnyGame {
  const game = registry.findGame(id);
  if (!game) {
    const known = registry.games.map((g) => g.id).join(', ');
    throw new CliError(`There is no game "${id}". Games: ${known || '(none registered)'}.`);
  }
  return game;
}

/** The option flags every game command shares. */
export interface OptionFlags {
  mode?: string;
  difficulty?: string;
  /** Shorthands for the options `scenario` and `heroes` (Gate Defense). */
  scenario?: string;
  heroes?: string;
  /** `key=value` strings; values are read as JSON when they parse (numbers, booleans), else as text. */
  option?: string[];
  /** A designer's variant file (`--variant`): the game is played with its content changes. */
  variant?: string;
}

/** Reads `--option key=value` (a dotted key sets a nested field). */
export function parseKeyValue(text: string, into: Record<string, unknown>): void {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new CliError(`--option takes key=value, not "${text}".`);
  const key = text.slice(0, eq).trim();
  const raw = text.slice(eq + 1).trim();
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // a bare word: keep the text
  }
  const path = key.split('.');
  let target = into;
  for (const part of path.slice(0, -1)) {
    const next = target[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) target[part] = {};
    target = target[part] as Record<string, unknown>;
  }
  target[path[path.length - 1]] = value;
}

export function rawOptions(flags: OptionFlags): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const kv of flags.option ?? []) parseKeyValue(kv, raw);
  if (flags.mode !== undefined) raw.mode = flags.mode;
  if (flags.difficulty !== undefined) raw.difficulty = flags.difficulty;
  if (flags.scenario !== undefined) raw.scenario = flags.scenario;
  if (flags.heroes !== undefined) raw.heroes = /^\d+$/.test(flags.heroes.trim()) ? Number(flags.heroes) : flags.heroes;
  return raw;
}

/**
 * The game's options from the flags, validated by its schema (defaults filled in).
 * A key the schema does not know is an error rather than silently dropped.
 */
export function resolveOptions(game: AnyGame, flags: OptionFlags): unknown {
  const raw = rawOptions(flags);
  let parsed: unknown;
  try {
    parsed = parseOptions(game, raw);
  } catch (e) {
    if (isRuleError(e)) throw new CliError(e.message);
    throw e;
  }
  if (typeof parsed === 'object' && parsed !== null) {
    for (const key of Object.keys(raw)) {
      if (!(key in parsed)) throw new CliError(`${game.title} has no option "${key}".`);
    }
  }
  return parsed;
}

/** Checks a seat count against what the options allow. */
export function checkPlayers(game: AnyGame, options: unknown, players: number): void {
  const { min, max, note } = game.playerCounts(options);
  if (!Number.isInteger(players) || players < min || players > max) {
    const allowed = min === max ? `${min}` : `${min} to ${max}`;
    throw new CliError(`${game.title} with these options takes ${allowed} ${max === 1 ? 'player' : 'players'}, not ${players}.${note ? ` ${note}` : ''}`);
  }
}

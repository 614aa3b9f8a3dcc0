import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { Bot } from './bots/bot.ts';
import { RuleError } from './errors.ts';
import type { AnyGame, GameContent } from './game.ts';
import { markParsedPlay, parsedPlay } from './rules.ts';
import type { Variant } from './variant.ts';

/*
 * A variant as a game of its own. The rules read their content from module-level objects, shared by every match of
 * the process; a variant game patches them for the length of each synchronous call (a move, a view, a bot's whole
 * search) and puts them back before the call returns, so the original game's matches in the same process never see
 * the variant, and the variant's matches never see the original. Nothing async runs while the patch is on.
 */

/** What a variant game carries: the variant itself, its content digest, and the way into its content. */
export interface VariantOfGame {
  variant: Variant;
  /** sha256 of the variant's canonical JSON: the same variant gives the same digest anywhere. */
  digest: string;
  /** Runs `fn` with the variant's content on (calls nest: only the outermost patches and undoes). */
  run<T>(fn: () => T): T;
}

/** JSON with every object's keys in order, so equal data gives equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The variant's content digest (64 hex characters). */
export const variantDigest = (variant: Variant): string => bytesToHex(sha256(utf8ToBytes(canonicalJson(variant))));

/** The games' contents a variant has patched now: a variant's calls nest (a bot's search calls the rules). */
const patched = new WeakSet<GameContent>();

function runner(content: GameContent, patch: Record<string, unknown>): <T>(fn: () => T) => T {
  return <T>(fn: () => T): T => {
    if (patched.has(content)) return fn();
    const undo = (content.applyTrusted ?? content.apply)(patch);
    patched.add(content);
    try {
      // The outermost call hands back a copy: what it returns must not hold the content objects the undo puts back.
      return structuredClone(fn());
    } finally {
      patched.delete(content);
      undo();
    }
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFn = (...args: any[]) => any;

/** Every function of `record`, each run with the variant on; other values as they are. */
function wrapAll<T extends object>(record: T, run: <R>(fn: () => R) => R): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) out[k] = typeof v === 'function' ? (...args: unknown[]) => run(() => (v as AnyFn).apply(record, args)) : v;
  return out as T;
}

/** A bot whose whole search runs with the variant on (one patch a move, not one a rules call). */
export function variantBot(bot: Bot, run: VariantOfGame['run']): Bot {
  return { name: bot.name, chooseMove: (game, state, seat) => run(() => bot.chooseMove(game, state, seat)) };
}

/**
 * The game `game` played with `variant`'s content: every rule, view, word and bot of it runs with the variant's
 * patch on. Checks the whole patch by the content's schemas once, here: RuleError('bad-variant' or 'bad-content') in
 * words, nothing changed. The lab varies content by its own cells: a variant game offers none (`content`).
 */
export function variantGame(game: AnyGame, variant: Variant): AnyGame {
  if (variant.game !== game.id) throw new RuleError('bad-variant', `This variant is of ${variant.game}, not of ${game.title}.`);
  if (!game.content) throw new RuleError('bad-variant', `${game.title} has no content a variant can change.`);
  const content = game.content;
  content.apply(variant.patch)();
  const run = runner(content, variant.patch);
  const wrapped = wrapAll(game, run);
  const body = parsedPlay(game);
  return {
    ...wrapped,
    // Match calls the play after the shape check when it has parsed the move itself: keep that one parse.
    ...(body ? { play: markParsedPlay(wrapped.play, game.moveSchema, (...args) => run(() => body(...args))) } : {}),
    content: undefined,
    fast: game.fast && wrapAll(game.fast, run),
    variant: { variant, digest: variantDigest(variant), run },
  };
}

import { canonicalJson, parseVariant, RuleError, variantGame, type AnyGame, type Variant } from '@ramparts/engine';
import type { MatchRow, Store } from '../store/store.ts';
import { variantByDigest, type VariantRow } from '../store/variants.ts';
import type { Registry } from './types.ts';

/*
 * The game a match is played with (#32): the registry's, or a designer's variant of it, kept once by its content
 * digest. A variant game patches the shared content only for the length of each synchronous call (the engine's
 * `variantGame`), so the variant's matches and the original's share this process safely.
 */

/** A variant a client sent, checked through and through: what the lobby and the variant routes store and play. */
export interface CheckedVariant {
  variant: Variant;
  /** The game played with the variant's content. */
  game: AnyGame;
  digest: string;
  /** The row it is stored as (its body the canonical JSON the digest is of). */
  row: VariantRow;
}

/**
 * Checks a variant as a client sent it (any JSON): its size and nesting and shape (the engine's `parseVariant`), its
 * game one this server has (`forGame`'s, when given), and every change by the game's content schemas (`variantGame`). Refusals are
 * RuleError('bad-variant' or 'bad-content') in words; nothing is kept.
 */
export function checkVariant(registry: Registry, data: unknown, forGame?: AnyGame, now = Date.now()): CheckedVariant {
  // The body's nesting is bounded already (the JSON body parser), so this walk and the text are safe to make.
  const variant = parseVariant(JSON.stringify(data ?? null));
  // Another game's variant is that, before anything its changes would say about this game's content.
  if (forGame && variant.game !== forGame.id) throw new RuleError('bad-variant', `This variant is of ${variant.game}, not of ${forGame.title}.`);
  const base = registry.findGame(variant.game);
  if (!base) throw new RuleError('bad-variant', `This variant is of "${variant.game}", a game this server does not have.`);
  const game = variantGame(base, variant);
  const digest = game.variant!.digest;
  return { variant, game, digest, row: { digest, game: variant.game, name: variant.name, body: canonicalJson(variant), created_at: now } };
}

/** How many variant games a process keeps built (each is a few closures; its content is patched only per call). */
const KEPT = 64;

/** The game of each match row, variants built once per digest and kept (the most recently used). */
export class MatchGames {
  private readonly built = new Map<string, AnyGame>();

  constructor(
    private readonly store: Store,
    private readonly registry: Registry,
  ) {}

  /** A variant game just checked (a match being created): later loads of its matches need not read it back. */
  remember(game: AnyGame): void {
    const digest = game.variant?.digest;
    if (!digest) return;
    this.built.delete(digest);
    this.built.set(digest, game);
    while (this.built.size > KEPT) this.built.delete(this.built.keys().next().value!);
  }

  /** A built variant game by digest, if this process holds it. */
  held(digest: string): AnyGame | undefined {
    const game = this.built.get(digest);
    if (game) this.remember(game);
    return game;
  }

  /**
   * The game `row` is played with: the registry's, or its variant read from the store by digest (a restart, another
   * instance's match, a lease taken over). `unknown-game` when this server does not have the game.
   */
  async of(row: MatchRow): Promise<AnyGame> {
    const base = this.registry.findGame(row.game);
    if (!base) throw new RuleError('unknown-game', `This server does not know the game "${row.game}".`);
    const digest = row.variant_digest;
    if (!digest) return base;
    const held = this.held(digest);
    if (held) return held;
    const stored = await variantByDigest(this.store.db, digest);
    if (!stored) throw new Error(`match ${row.id}: its variant ${digest} is not stored`);
    // Checked as it was when stored: a variant a later version of the game refuses is said in words.
    const game = variantGame(base, parseVariant(stored.body));
    this.remember(game);
    return game;
  }
}

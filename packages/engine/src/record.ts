import { z } from 'zod';
import { RuleError } from './errors.ts';
import { parseShape } from './shape.ts';
import type { AnyGame, Outcome, Seat } from './game.ts';
import { variantSchema, type Variant } from './variant.ts';
import { variantGame } from './variant-game.ts';

/**
 * The current shape of a match record file. Format 2 added `resignations`, format 3 `timeouts`, format 4 `variant`: a
 * reader of an older format would drop them and replay a different game, so it refuses the file instead.
 */
export const RECORD_FORMAT = 4;

export interface RecordedMove {
  seat: Seat;
  move: unknown;
}

/** Everything needed to rebuild a match exactly: the seed, the options and the moves. */
export interface MatchRecord {
  format: typeof RECORD_FORMAT;
  game: string;
  gameVersion: string;
  seed: string;
  players: number;
  options: unknown;
  moves: RecordedMove[];
  /** Informative only (replay recomputes it). */
  outcome?: Outcome | null;
  /** Who sat where ("human", "mcts", …); informative only. */
  seats?: string[];
  /** The hints asked for: by which seat, after how many moves. A replay shows them; they change nothing in the game. */
  hints?: HintUse[];
  /** The seats that resigned (or, in a co-operative game, left), in order, each after how many moves. Replay applies them. */
  resignations?: Resignation[];
  /** What the table chose when a person's turn-based clock ran out, in order, each after how many moves. Replay applies them. */
  timeouts?: TimeOut[];
  /** The designer's variant the match was played with (its content patch): replay plays the same variant. */
  variant?: Variant;
}

/**
 * A seat resigned (competitive) or left the table (co-operative) when `at` moves had been made: an entry of the
 * match like a move, replayed at its place; it cannot be taken back.
 */
export interface Resignation {
  seat: Seat;
  at: number;
}

/**
 * What the others do when a person's clock runs out in a turn-based match (chosen by seat `by`):
 * - `skip` (competitive): a bot plays the absent seat's turns until its person returns;
 * - `end` (competitive): the match ends at once, the absent seat losing;
 * - `bot` (co-operative): a bot plays for the absent person until they return.
 */
export type TimeOutChoice = 'skip' | 'end' | 'bot';

/** The table's choice about seat `seat`, out of time, when `at` moves had been made. */
export interface TimeOut {
  seat: Seat;
  at: number;
  by: Seat;
  choice: TimeOutChoice;
}

/** A seat asked the bot for a hint when `at` moves had been made. */
export interface HintUse {
  seat: Seat;
  at: number;
}

const recordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  game: z.string().min(1),
  gameVersion: z.string().min(1),
  seed: z.string(),
  players: z.number().int().min(1).max(16),
  options: z.unknown(),
  moves: z.array(z.object({ seat: z.number().int().min(0), move: z.unknown() })),
  outcome: z.unknown().optional(),
  seats: z.array(z.string()).optional(),
  hints: z.array(z.object({ seat: z.number().int().min(0), at: z.number().int().min(0) })).optional(),
  resignations: z.array(z.object({ seat: z.number().int().min(0), at: z.number().int().min(0) })).optional(),
  timeouts: z.array(z.object({ seat: z.number().int().min(0), at: z.number().int().min(0), by: z.number().int().min(0), choice: z.enum(['skip', 'end', 'bot']) })).optional(),
  variant: variantSchema.optional(),
});

/** One step of the record format: from `format` to `format + 1`. */
interface FormatMigration {
  from: number;
  up(record: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Each step in order. Format 0 was the pre-release shape `{ gameId, seed, numPlayers, setup, actions: [[seat, move]] }`;
 * kept so files written then still load.
 */
const formatMigrations: FormatMigration[] = [
  {
    from: 0,
    up: (r) => ({
      format: 1,
      game: r.gameId,
      gameVersion: r.gameVersion ?? '0',
      seed: r.seed,
      players: r.numPlayers,
      options: r.setup ?? {},
      moves: Array.isArray(r.actions) ? r.actions.map((a: unknown) => ({ seat: (a as unknown[])[0], move: (a as unknown[])[1] })) : r.actions,
    }),
  },
  // Format 2 only added `resignations`: a format-1 record has none and reads as it always did.
  { from: 1, up: (r) => ({ ...r, format: 2 }) },
  // Format 3 only added `timeouts`: a format-2 record has none.
  { from: 2, up: (r) => ({ ...r, format: 3 }) },
  // Format 4 only added `variant`: an older record was played with the game's own content.
  { from: 3, up: (r) => ({ ...r, format: 4 }) },
];

function formatOf(raw: Record<string, unknown>): number {
  if (typeof raw.format === 'number') return raw.format;
  return 'gameId' in raw ? 0 : -1;
}

/**
 * Reads a record of any known format and game version and brings it to today's shape.
 * Throws RuleError('bad-record') with a readable reason when it cannot: for a damaged file, one line naming the
 * path of the first problem, every problem in `details`.
 */
export function loadRecord(raw: unknown, findGame: (id: string) => AnyGame | undefined): { record: MatchRecord; game: AnyGame } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new RuleError('bad-record', 'This is not a match record: expected a JSON object.');
  let data = raw as Record<string, unknown>;
  let format = formatOf(data);
  if (format < 0 || format > RECORD_FORMAT) throw new RuleError('bad-record', `Unknown record format ${String(data.format)}; this version of Ramparts reads formats 0 to ${RECORD_FORMAT}.`);
  for (const step of formatMigrations) {
    if (step.from === format) {
      data = step.up(data);
      format = step.from + 1;
    }
  }
  const record = parseShape(recordSchema, data, 'bad-record', 'This match record is damaged') as MatchRecord;
  const found = findGame(record.game);
  if (!found) throw new RuleError('unknown-game', `This record is of a game this version does not know: "${record.game}".`);
  const { options, moves } = migrateGame(found, record.gameVersion, record);
  let game = found;
  if (record.variant) {
    try {
      game = variantGame(found, record.variant);
    } catch (e) {
      if (e instanceof RuleError) throw new RuleError('bad-record', `This record's variant "${record.variant.name}" cannot be played here: ${e.message}`);
      throw e;
    }
  }
  return { record: { ...record, gameVersion: found.version, options, moves }, game };
}

/**
 * Brings options and moves written by `version` of a game forward to its current version, through the game's
 * migrations in order. The server runs it on a live match's options and on each batch of its logged moves, so a
 * migration maps moves one by one. Throws RuleError('bad-record') when no chain of migrations leads there.
 */
export function migrateGame(game: AnyGame, version: string, data: { options: unknown; moves: RecordedMove[] }): { options: unknown; moves: RecordedMove[] } {
  let { options, moves } = data;
  let at = version;
  for (const m of game.migrations ?? []) {
    if (m.from === at) {
      ({ options, moves } = m.up({ options, moves }));
      at = m.to;
    }
  }
  if (at !== game.version) throw new RuleError('bad-record', `This record was written by ${game.title} version ${version}, which this version (${game.version}) cannot read.`);
  return { options, moves };
}

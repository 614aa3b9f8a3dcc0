import { isBotLevel, type AnyGame } from '@ramparts/engine';
import { CliError } from './io.ts';
import type { BotKit, BotLike } from './env.ts';

export const HUMAN = 'human';

/** How the help and the errors name the bots: the levels first, then the specs for the curious. */
export const BOT_WORDS = 'easy, normal, hard, expert (where the game offers it), or a spec: random, mcts:2000, mcts:250ms, heuristic …';

/** Who sits where: `human` or a bot spec, one per seat. */
export interface SeatPlan {
  players: number;
  seats: string[];
}

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Works out the seats of a terminal game.
 * - nothing: everyone is human (hot-seat), `players` defaults to `minPlayers`;
 * - `vs`: seat 0 is human, every other seat a bot of that spec; without `players`, at least two seats when the
 *   game allows them (a bot to play with or against);
 * - `seats`: each seat listed (`human`, a level `easy` … `expert`, or a spec `random`, `mcts:2000` …); `players`
 *   defaults to the list's length.
 */
export function planSeats(flags: { players?: number; vs?: string; seats?: string }, minPlayers: number, maxPlayers = minPlayers): SeatPlan {
  if (flags.vs !== undefined && flags.seats !== undefined) throw new CliError('Use either --vs or --seats, not both.');
  if (flags.seats !== undefined) {
    const seats = splitList(flags.seats).map((s) => s.toLowerCase());
    if (seats.length === 0) throw new CliError('--seats needs a comma-separated list, e.g. human,hard.');
    if (flags.players !== undefined && flags.players !== seats.length) {
      throw new CliError(`--seats lists ${seats.length} ${seats.length === 1 ? 'seat' : 'seats'} but --players is ${flags.players}.`);
    }
    return { players: seats.length, seats };
  }
  const players = flags.players ?? (flags.vs !== undefined ? Math.max(minPlayers, Math.min(2, maxPlayers)) : minPlayers);
  if (flags.vs !== undefined) {
    const spec = flags.vs.trim().toLowerCase();
    if (!spec || spec === HUMAN) throw new CliError(`--vs takes a bot: ${BOT_WORDS}`);
    return { players, seats: Array.from({ length: players }, (_, i) => (i === 0 ? HUMAN : spec)) };
  }
  return { players, seats: Array.from({ length: players }, () => HUMAN) };
}

/** For bot-only runs: one spec per seat, the last repeated when the list is short. */
export function botSpecs(list: string, players: number): string[] {
  const specs = splitList(list).map((s) => s.toLowerCase());
  if (specs.length === 0) throw new CliError('--bots needs a comma-separated list, e.g. hard,normal.');
  if (specs.length > players) throw new CliError(`--bots lists ${specs.length} bots but the game has ${players} ${players === 1 ? 'seat' : 'seats'}.`);
  if (specs.includes(HUMAN)) throw new CliError(`--bots takes bots only (${BOT_WORDS}), not human.`);
  return Array.from({ length: players }, (_, i) => specs[Math.min(i, specs.length - 1)]);
}

/**
 * Makes a bot, turning an unknown spec into a clear error naming the seat. A level the game does not offer is the
 * engine's own sentence ("Coin Siege offers no expert bot: its levels are easy, normal, hard."): it is about the game,
 * not the seat.
 */
export function makeBot(kit: BotKit, game: AnyGame, spec: string, seed: string, seatLabel: string): BotLike {
  try {
    return kit.createBot(spec, seed, game);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new CliError(isBotLevel(spec.trim().toLowerCase()) ? why : `${seatLabel}: ${why}`);
  }
}

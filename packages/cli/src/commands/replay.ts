import { readFile } from 'node:fs/promises';
import { isRuleError, Match } from '@ramparts/engine';
import type { Registry } from '../env.ts';
import { CliError, say, type Io } from '../io.ts';
import { LineReader } from '../prompt.ts';

export interface ReplayFlags {
  /** Print only the final state and outcome, as JSON. */
  json?: boolean;
  /** Wait for Enter after each move. */
  step?: boolean;
}

/** Reads a record file and rebuilds its match; every failure is one clear CliError. */
export async function loadMatch(file: string, registry: Registry): Promise<{ match: Match; seats?: string[] }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new CliError(`Cannot read ${file}: ${why}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file} is not valid JSON: ${(e as Error).message}.`);
  }
  try {
    const match = Match.replay(json, (id) => registry.findGame(id));
    const seats = (json as { seats?: unknown }).seats;
    return { match, seats: Array.isArray(seats) && seats.every((x) => typeof x === 'string') ? seats : undefined };
  } catch (e) {
    if (isRuleError(e)) throw new CliError(`${file}: ${e.message}`);
    throw e;
  }
}

/** Prints a recorded match move by move (spectator view), or its final state as JSON. */
export async function replayCommand(file: string, flags: ReplayFlags, registry: Registry, io: Io): Promise<Match> {
  const { match: full, seats } = await loadMatch(file, registry);
  if (flags.json) {
    say(io.stdout, JSON.stringify({ outcome: full.outcome(), state: full.state }, null, 2));
    return full;
  }

  const game = full.game;
  const out = (...lines: string[]) => say(io.stdout, ...lines);
  // Step through a fresh match with the (migrated) moves of the full replay.
  const match = Match.create(game, { players: full.players, options: full.options, seed: full.seed });
  const label = (seat: number) => `${match.seatName(seat)}${seats?.[seat] ? ` (${seats[seat]})` : ''}`;
  let seen = 0;
  const catchUp = () => {
    const lines = match.log(null);
    for (const line of lines.slice(seen)) out(`  ${line}`);
    seen = lines.length;
  };

  out(`${game.title} (version ${game.version}), ${match.players} ${match.players === 1 ? 'player' : 'players'}, seed ${match.seed}`);
  out(`Options: ${JSON.stringify(match.options)}`);
  out(`Seats: ${Array.from({ length: match.players }, (_, s) => label(s)).join(', ')}`);
  catchUp();
  out('', game.renderText(match.view(null), null), '');

  const reader = flags.step ? new LineReader(io.stdin, io.stdout) : null;
  try {
    const moves = full.moves();
    for (const [i, { seat, move }] of moves.entries()) {
      const words = game.describeMove(match.state, seat, move);
      match.play(seat, move);
      out(`Move ${i + 1} of ${moves.length}: ${label(seat)}: ${words}`);
      catchUp();
      out('', game.renderText(match.view(null), null), '');
      if (reader && i < moves.length - 1) {
        const answer = await reader.ask('Enter for the next move, q to stop: ');
        if (answer === null || answer.trim().toLowerCase() === 'q') return full;
      }
    }
  } finally {
    reader?.close();
  }
  const outcome = match.outcome();
  if (!outcome) out('The record ends here: the game was not finished.');
  else out(`Game over: ${outcome.reason}`, outcome.winners.length === 0 ? 'Nobody won.' : `${outcome.winners.length === 1 ? 'Winner' : 'Winners'}: ${outcome.winners.map(label).join(', ')}.`);
  return full;
}

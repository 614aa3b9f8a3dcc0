/**
 * What the terminal says about moves and endings, in the game's own log lines: a move's headline on one line,
 * its steps (`detail` lines) only when asked, and only what the reader may read.
 */
import type { AnyGame, LogLine, Outcome, Seat } from '@ramparts/engine';

/** The lines `reader` may read (`null`: a spectator, who reads only lines meant for everyone). */
export function visibleTo(lines: readonly LogLine[], reader: Seat | null): LogLine[] {
  return lines.filter((l) => !l.to || (reader !== null && l.to.includes(reader)));
}

/**
 * A move told in one line: its headline lines joined. `detail` lines follow, indented, when `verbose`.
 * A game that marks no line as detail is told in full.
 */
export function tellMove(who: string, lines: readonly LogLine[], verbose: boolean): string[] {
  const head = lines.filter((l) => !l.detail).map((l) => l.text);
  const rest = verbose ? lines.filter((l) => l.detail).map((l) => `    ${l.text}`) : [];
  return [`${who}: ${head.join(' ')}`.trimEnd(), ...rest];
}

/** A move's words for a reader: its visible log lines; without any, its description when nothing is hidden. */
export function moveLines(game: AnyGame, log: readonly LogLine[], reader: Seat | null, describe: () => string): LogLine[] {
  const seen = visibleTo(log, reader);
  if (seen.some((l) => !l.detail)) return seen;
  if (game.kind.information === 'perfect') return [{ text: `${describe()}.` }, ...seen];
  return [{ text: 'acts out of sight.' }, ...seen];
}

/**
 * The last lines of a game: how it ended (unless the board just said so), then who won or lost in words.
 * `who` names a seat ("Player 1 (you)"); `humans` are the seats played at this keyboard.
 */
export function endingLines(game: AnyGame, outcome: Outcome, who: (seat: Seat) => string, humans: readonly Seat[], board: string): string[] {
  const lines = board.includes(outcome.reason) ? [] : [`Game over: ${outcome.reason}`];
  if (outcome.winners.length > 0) {
    lines.push(`${outcome.winners.length === 1 ? 'Winner' : 'Winners'}: ${outcome.winners.map(who).join(', ')}.`);
    return lines;
  }
  const losers = humans.length === 1 ? 'You lose.' : humans.length > 1 ? 'Everyone at the table loses.' : '';
  if (outcome.automatonWinner) {
    const side = outcome.automatonWinner;
    lines.push(`${side[0].toUpperCase()}${side.slice(1)} wins.${losers ? ` ${losers}` : ''}`);
  } else if (game.kind.play === 'cooperative') {
    lines.push(losers || 'Every seat loses.');
  } else {
    lines.push('Nobody won.');
  }
  return lines;
}

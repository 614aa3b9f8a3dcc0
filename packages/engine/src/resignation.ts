import type { GameKind, Outcome, Seat } from './game.ts';
import type { TimeOutChoice } from './record.ts';

/**
 * What a resignation does to a table, decided by the engine for every game alike:
 * - `leave`: a co-operative table; the seat's part goes on, played by a bot, and the team wins or loses together.
 * - `ends`: at most one seat still plays (two sides, or every other seat resigned): the game ends at once, that
 *   seat winning.
 * - `out`: the game's rules put the seat out as they put a beaten player out (`Game.resign`).
 * - `stand-in`: the rules have no such state: a bot plays the seat to the end and it scores last.
 */
export type ResignEffect = 'leave' | 'ends' | 'out' | 'stand-in';

/** How a resignation is said in the log, in the words of whoever reads it. */
export function resignLine(name: string, effect: ResignEffect, winner: string | null): string {
  switch (effect) {
    case 'leave':
      return `${name} left the table; a bot plays for them.`;
    case 'ends':
      return winner ? `${name} resigned: ${winner} wins.` : `${name} resigned.`;
    case 'out':
      return `${name} resigned.`;
    case 'stand-in':
      return `${name} resigned; a bot plays their seat to the end, and it scores last.`;
  }
}

/**
 * What resigning would do, said to a seat before it confirms (the terminal's question, the web's dialog): `others`
 * names the seats still playing besides it.
 */
export function resignConsequence(play: GameKind['play'], others: readonly string[]): string {
  if (play === 'cooperative') return 'A bot plays for you to the end and the team goes on.';
  if (others.length === 0) return 'The game ends at once and you lose.';
  if (others.length === 1) return `${others[0]} wins at once.`;
  return 'You are out of the game and place last; the others play on.';
}

/** The outcome of a game a resignation ended: the seats left standing win. */
export function endedByResignation(standing: readonly Seat[], resigned: readonly string[]): Outcome {
  return { winners: [...standing], reason: `${resigned.join(' and ')} resigned.` };
}

/**
 * The game's own outcome once a competitive game played on after a resignation: a resigned seat scores last, so it
 * never wins. If it was the only winner, the best of the others by score wins (nobody, without scores).
 */
export function resignedScoreLast(outcome: Outcome, resigned: readonly Seat[], play: GameKind['play'], players: number, names: readonly string[]): Outcome {
  if (play === 'cooperative' || resigned.length === 0) return outcome;
  const out = new Set(resigned);
  let winners = outcome.winners.filter((s) => !out.has(s));
  if (winners.length === 0 && outcome.winners.length > 0 && outcome.scores) {
    const scores = outcome.scores;
    const others = Array.from({ length: players }, (_, s) => s).filter((s) => !out.has(s));
    const best = Math.max(...others.map((s) => scores[s] ?? -Infinity));
    winners = others.filter((s) => scores[s] === best);
  }
  if (winners.length === outcome.winners.length && winners.every((s, i) => s === outcome.winners[i])) return outcome;
  return { ...outcome, winners, reason: `${outcome.reason} ${names.join(' and ')} resigned, so ${resigned.length > 1 ? 'they score' : 'scores'} last.` };
}

/** The outcome of a turn-based match the others ended when `name`'s clock ran out: everyone else still playing wins. */
export function endedByTimeOut(standing: readonly Seat[], name: string): Outcome {
  return { winners: [...standing], reason: `${name} ran out of time and the match was ended.` };
}

/** How the table's choice about a seat out of time is said in the log. */
export function timeOutLine(name: string, by: string, choice: TimeOutChoice, others: readonly string[]): string {
  switch (choice) {
    case 'skip':
      return `${name}'s time ran out: ${by} let a bot play ${name}'s turns until they return.`;
    case 'bot':
      return `${name}'s time ran out: ${by} let a bot play for ${name} until they return.`;
    case 'end':
      return `${name}'s time ran out: ${by} ended the match; ${others.join(' and ')} ${others.length === 1 ? 'wins' : 'win'}.`;
  }
}

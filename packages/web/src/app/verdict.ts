import type { GameKind, Outcome, Seat } from '@ramparts/engine';

/**
 * The end of a game in one headline, for the seat at this screen (`null`: a spectator). No seat winning is not
 * always "nobody wins": a side played by the rules (`automatonWinner`) may have won, or a co-op team lost together.
 * `past` words it for a replay ("won").
 */
export function verdict(outcome: Outcome, seat: Seat | null, seatNames: string[], play: GameKind['play'], past = false): string {
  const win = (many: boolean) => (past ? 'won' : many ? 'win' : 'wins');
  const lose = (many: boolean) => (past ? 'lost' : many ? 'lose' : 'loses');
  const { winners, automatonWinner } = outcome;
  if (seat !== null && winners.includes(seat)) return past ? 'You won' : 'You win!';
  if (automatonWinner) {
    const side = automatonWinner.charAt(0).toUpperCase() + automatonWinner.slice(1);
    return seat === null ? `${side} ${win(false)}` : `You ${lose(true)}: ${automatonWinner} ${win(false)}`;
  }
  // Named, not "you lose": at a hot-seat screen the seat shown is only the last one to act.
  if (winners.length > 0) return `${winners.map((w) => seatNames[w]).join(' and ')} ${win(winners.length > 1)}`;
  if (play !== 'cooperative') return `Nobody ${win(false)}`;
  if (seatNames.length === 1) return seat === null ? `${seatNames[0]} ${lose(false)}` : `You ${lose(true)}`;
  return seat === null ? `The team ${lose(false)}` : `Your team ${lose(false)}`;
}

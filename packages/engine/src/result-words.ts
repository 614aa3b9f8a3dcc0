import type { GameKind, Outcome, Seat } from './game.ts';

/** Who reads the end of a game and in which words. */
export interface ResultReaders {
  /** How the set-up was played (`playKindOf`): a co-operative table wins or loses as a team. */
  play: GameKind['play'];
  /** Every seat's name in the game's words ("Attacker", "Player 2"), seat order. */
  seatNames: readonly string[];
  /** The seats played by the people reading (at this screen, at this keyboard); none: a spectator. */
  viewers: readonly Seat[];
  /** Told after the fact (a replay): "You lost" rather than "You lose". */
  past?: boolean;
}

/** "A", "A and B", "A, B and C". */
function nameList(names: readonly string[]): string {
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The first line of a finished game for the people reading it: their own result first ("You win", "You lose",
 * "Your team wins", "Your team loses"), then who won when that is someone else ("You lose: Defender wins",
 * "Your team loses: the enemy horde wins"). A spectator reads who won ("Defender wins", "The Attacker wins");
 * when nobody won, everyone reads "Nobody wins". Several people at one screen of a seat-against-seat game each
 * read their seat's result ("Defender wins · Attacker loses"): a "You" would not say which of them. The game's
 * reason (why it ended) is read after this line.
 */
export function resultHeadline(outcome: Outcome, readers: ResultReaders): string {
  const { play, seatNames, viewers, past = false } = readers;
  const win = (many: boolean) => (past ? 'won' : many ? 'win' : 'wins');
  const lose = (many: boolean) => (past ? 'lost' : many ? 'lose' : 'loses');
  const names = (seats: readonly Seat[]) => nameList(seats.map((s) => seatNames[s] ?? `Seat ${s + 1}`));
  const { winners, automatonWinner } = outcome;
  // Who won, as a clause: the side the rules play keeps its article ("the Attacker"), seats their names.
  const winnersClause = (seats: readonly Seat[]) => (automatonWinner ? `${automatonWinner} ${win(false)}` : seats.length > 0 ? `${names(seats)} ${win(seats.length > 1)}` : null);
  const mine = viewers.filter((s) => winners.includes(s));
  const others = winners.filter((s) => !viewers.includes(s));
  const team = play === 'cooperative' && seatNames.length > 1;

  if (viewers.length === 0) {
    const clause = winnersClause(winners);
    if (clause) return capitalised(clause);
    if (play !== 'cooperative') return `Nobody ${win(false)}`;
    return team ? `The team ${lose(false)}` : `${seatNames[0]} ${lose(false)}`;
  }
  if (winners.length === 0 && !automatonWinner && play !== 'cooperative') return `Nobody ${win(false)}`;
  const withOthers = (own: string) => (others.length > 0 ? `${own}, with ${names(others)}` : own);
  const against = (own: string) => {
    const clause = winnersClause(others);
    return clause ? `${own}: ${clause}` : own;
  };

  // The team wins or loses together: its seats elsewhere are part of "your team".
  if (team) return mine.length > 0 ? `Your team ${win(false)}` : against(`Your team ${lose(false)}`);
  if (viewers.length === 1) return mine.length > 0 ? withOthers(`You ${win(true)}`) : against(`You ${lose(true)}`);
  const losing = viewers.filter((s) => !winners.includes(s));
  if (mine.length === 0) return against(`${names(losing)} ${lose(losing.length > 1)}`);
  const won = withOthers(`${names(mine)} ${win(mine.length > 1)}`);
  return losing.length > 0 ? `${won} · ${names(losing)} ${lose(losing.length > 1)}` : won;
}

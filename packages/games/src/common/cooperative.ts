import type { LogLine, Outcome } from '@ramparts/engine';

// What the co-operative games (dice, crystal) share: the team wins or loses together, and a move's log is a few
// headlines followed by the steps they summarise.

/** The whole table wins, or nobody does and the game's automaton ("the horde") takes it. */
export function teamOutcome(players: number, result: { won: boolean; reason: string } | null, automaton: string): Outcome | null {
  if (!result) return null;
  return result.won
    ? { winners: Array.from({ length: players }, (_, i) => i), reason: result.reason }
    : { winners: [], reason: result.reason, automatonWinner: automaton };
}

/** Log lines of events marked `head`: the first `most` headlines stand out, everything else is a detail line. */
export function headlineLog(events: readonly { text: string; head?: boolean }[], most: number): LogLine[] {
  let heads = 0;
  return events.map((e) => {
    const head = e.head === true && heads < most;
    if (head) heads++;
    return head ? { text: e.text } : { text: e.text, detail: true };
  });
}

/**
 * The seat counts of a game whose heroes are dealt to the people in turn: 1 up to one person a hero (the named
 * heroes, else the game's most).
 */
export function heroSeatCounts(named: readonly string[] | undefined, most: number): { min: number; max: number; note?: string } {
  return { min: 1, max: Math.min(most, named?.length ?? most), note: named ? 'Each person plays at least one hero: name more heroes for more people.' : undefined };
}

/** The heroes a seat plays when they are dealt to the people in turn. */
export const seatHeroes = <H>(heroes: readonly H[], players: number, seat: number): H[] => heroes.filter((_, i) => i % players === seat);

/*
 * Turn-based play (issue #30) in players' words: the speeds offered on the new-game form, a clock that reads in days
 * and hours, the choices offered when a person's clock runs out, and the home page's count of tables waiting for
 * you. Pure (no React, no zod): the home page, the first load, uses it too.
 */

/** A turn-based match's pace: hours per move (the bank refills to it after each move), or null for no limit. */
export interface TurnBased {
  hours: number | null;
}

/** The hours a new match may give per move, as the server accepts them. */
export type TurnHours = 24 | 72 | 168 | null;

/** The speeds the new-game form offers for a turn-based match, in players' words. */
export const TURN_SPEEDS: readonly { hours: TurnHours; text: string }[] = [
  { hours: 24, text: '24 hours per move' },
  { hours: 72, text: '3 days per move' },
  { hours: 168, text: 'A week per move' },
  { hours: null, text: 'No limit (friends only)' },
];

/** The warning under "No limit": with no clock, no clock runs out, so nobody can skip a player who stopped coming. */
export const NO_LIMIT_WARNING = 'With no limit, nobody can skip a player who stops coming: the match waits for them for ever. Choose it only with friends.';

/** A turn-based match's pace in a few words: "24 hours per move", "3 days per move", "no time limit". */
export function turnPaceWords(t: TurnBased): string {
  if (t.hours === null) return 'no time limit';
  const known = TURN_SPEEDS.find((s) => s.hours === t.hours);
  if (known) return known.text;
  return t.hours % 24 === 0 ? `${t.hours / 24} days per move` : `${t.hours} hours per move`;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

/**
 * What is left on a turn-based clock, in days and hours: "2 d 5 h left", "3 h 10 min left", "45 min left",
 * "under a minute left", "no time left".
 */
export function timeLeftText(ms: number): string {
  if (!(ms > 0)) return 'no time left';
  if (ms < MINUTE) return 'under a minute left';
  if (ms >= DAY) {
    const d = Math.floor(ms / DAY);
    const h = Math.floor((ms % DAY) / HOUR);
    return `${d} d${h ? ` ${h} h` : ''} left`;
  }
  if (ms >= HOUR) {
    const h = Math.floor(ms / HOUR);
    const m = Math.floor((ms % HOUR) / MINUTE);
    return `${h} h${m ? ` ${m} min` : ''} left`;
  }
  return `${Math.floor(ms / MINUTE)} min left`;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function listWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Who the table still waits for, in a simultaneous phase too: "Waiting for Ann and Bob" (null: nobody). */
export function waitingWords(names: readonly string[]): string | null {
  return names.length ? `Waiting for ${listWords(names)}` : null;
}

/** What the others may do once a person's clock ran out (the server's `absent` choice). */
export type AbsentChoice = 'skip' | 'end' | 'bot';

export interface AbsentButton {
  choice: AbsentChoice;
  text: string;
  /** Asked before it is sent (it cannot be taken back): the question. */
  confirm?: string;
}

/**
 * The buttons offered when `name`'s clock ran out: in a competitive game a bot plays their turns, or the match ends
 * with them as the loser (asked first); in a co-operative game a bot plays their heroes until they return.
 */
export function absentButtons(play: 'competitive' | 'cooperative', name: string): AbsentButton[] {
  if (play === 'cooperative') return [{ choice: 'bot', text: `Let a bot play ${name}’s heroes` }];
  return [
    { choice: 'skip', text: 'Play their turns with a bot' },
    { choice: 'end', text: `End the match: ${name} loses`, confirm: `End the match now with ${name} as the loser? This cannot be taken back.` },
  ];
}

/** The page's title with the tables waiting for you counted: "(3) Ramparts", or plain "Ramparts". */
export function titleWithCount(waiting: number, title = 'Ramparts'): string {
  return waiting > 0 ? `(${waiting}) ${title}` : title;
}

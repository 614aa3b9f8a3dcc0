import { plural } from '@ramparts/games/common/words.ts';

/* A player's numbers in words (#29), shared by the profile, the boards and the hall. */

/** "7 games played, 4 won". */
export function playedWords(played: number, won: number): string {
  return `${plural(played, 'game')} played, ${won} won`;
}

/** "3 wins, 1 loss". */
export function recordWords(wins: number, losses: number): string {
  return `${plural(wins, 'win')}, ${plural(losses, 'loss')}`;
}

/** A day as a person reads it: "28 November 2026". */
export function dayWords(ms: number): string {
  return new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A rating with one decimal and its sign only when below zero: "3.4", "-1.8". */
export function ratingWords(r: number): string {
  return r.toFixed(1);
}

/** "1st", "2nd", "23rd". */
export function placeWords(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

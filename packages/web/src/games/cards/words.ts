import { resultHeadline } from '@ramparts/engine';
import type { CardsView, PlayerView } from '@ramparts/games/cards/view.ts';
import { cardName, isJoker, suitName } from './cardinfo.ts';

/** The level of this index stands undamaged (its bonus works). */
export const intact = (p: PlayerView, i: number): boolean => !!p.tower?.[i] && !p.tower[i]!.damaged;

/** A built player's limits from the tower's bonuses (Moat: hand of five; Dragon: two attacks; Soldiers: two deflections). */
export function limits(p: PlayerView): { hand: number; attacks: number; deflects: number } {
  return { hand: intact(p, 3) ? 5 : 3, attacks: intact(p, 4) ? 2 : 1, deflects: intact(p, 2) ? 2 : 1 };
}

/** "You", "Player 2" or the name the seat was given. */
export function who(view: CardsView, names: string[], p: number): string {
  if (p === view.seat) return 'You';
  return names[p] || `Player ${p + 1}`;
}

/** Levels standing and health (2 a sound level, 1 a damaged one). */
export function towerHealth(p: PlayerView): { levels: number; health: number; damaged: number } {
  const t = p.tower ?? [];
  return {
    levels: t.filter((l) => l).length,
    health: t.reduce((n, l) => n + (l ? (l.damaged ? 1 : 2) : 0), 0),
    damaged: t.filter((l) => l?.damaged).length,
  };
}

/** Beside "Your hand": "3 of 5 cards" (the count and, with a tower, the hand limit). */
export function handLabel(view: CardsView, seat: number): string {
  const p = view.players[seat];
  const n = p.handCount;
  if (!p.tower) return `${n} card${n === 1 ? '' : 's'}`;
  return `${n} of ${limits(p).hand} cards`;
}

/** What the step of the turn is, in a few words. */
export function stepWords(view: CardsView): string {
  const p = view.players[view.turn];
  switch (view.step) {
    case 'build':
      return p.mustBuild ? 'must lay the tower down now' : 'building: swap a card, or lay the tower down';
    case 'land':
      return 'last turn’s attacks land: pick the level each hits';
    case 'play': {
      const l = limits(p);
      return `play ${2 - view.plays} more card${view.plays === 1 ? '' : 's'} (attacks ${view.attacks}/${l.attacks}, deflections ${view.deflects}/${l.deflects})`;
    }
    case 'draw':
      return `draw ${view.mustDraw} card${view.mustDraw === 1 ? '' : 's'}${view.mayDraw ? ', and may draw one more' : ''}`;
    case 'over':
      return 'game over';
  }
}

/** The table's banner: whose turn it is and what that turn is doing, or who won. */
export function bandWords(view: CardsView, names: string[]): { head: string; line: string } {
  if (view.winners !== null) return { head: winnerWords(view, names), line: 'Game over: each tower shows how it ended.' };
  return { head: view.turn === view.seat ? 'Your turn' : `${who(view, names, view.turn)}’s turn`, line: stepWords(view) };
}

/** Who won, once the game is over. */
export function endWords(view: CardsView, names: string[]): string {
  const w = view.winners ?? [];
  if (w.length === 0) return 'Game over: the last tower fell, nobody wins.';
  return `Game over: ${w.map((s) => (s === view.seat ? 'you' : names[s] || `Player ${s + 1}`)).join(' and ')} won — the last tower standing.`;
}

/**
 * Who won, in a few words for the board, the seat shown reading its own result first (as the end screen words
 * it): "You won", "You lost: Player 2 won", a spectator "Player 2 won", "Nobody won: the last tower fell".
 */
export function winnerWords(view: CardsView, names: string[]): string {
  const w = view.winners ?? [];
  if (w.length === 0) return 'Nobody won: the last tower fell';
  const seatNames = view.players.map((_, s) => names[s] || `Player ${s + 1}`);
  return resultHeadline({ winners: w, reason: '' }, { play: 'competitive', seatNames, viewers: view.seat === null ? [] : [view.seat], past: true });
}

/** An attack in flight, in words: "Player 1's 7 of Rock, flying at Player 2". */
export function attackTip(view: CardsView, names: string[], a: CardsView['flight'][number]): string {
  const card = isJoker(a.card) ? `Joker (as ${suitName(a.suit)})` : cardName(a.card);
  const from = a.from === view.seat ? 'Your' : `${who(view, names, a.from)}'s`;
  const to = a.to === view.seat ? 'you' : who(view, names, a.to);
  return `${from} ${card}, flying at ${to}: it lands at the start of ${a.from === view.seat ? 'your' : `${who(view, names, a.from)}'s`} next turn unless deflected by a stronger suit of equal or higher rank`;
}

import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { CardId, CardsState, Events } from '../state.ts';
import { WATER } from './cards.ts';
import { handLimit, intact } from './tower.ts';

const { rules } = content;

/** Discard and Rubble shuffled together make the new draw pile ("If you run out of cards in the Draw pile …"). */
export function reshuffle(s: CardsState, random: Random, ev: Events): void {
  const cards = s.discard.concat(s.rubble);
  if (cards.length === 0) return;
  s.pile = random.shuffle(cards);
  s.discard = [];
  s.rubble = [];
  ev?.push({ t: 'reshuffle', cards: cards.length });
}

/**
 * The draw pile ran out: everyone still without a tower must lay the best one they can on their next turn
 * ("… even if they are missing levels").
 */
function ranOut(s: CardsState, ev: Events): void {
  const seats: number[] = [];
  s.players.forEach((p, seat) => {
    if (!p.tower && !p.out && !p.mustBuild) {
      p.mustBuild = true;
      seats.push(seat);
    }
  });
  if (seats.length > 0) ev?.push({ t: 'ranOut', seats });
}

/** Someone without a tower may still choose when to build (nobody has been told to build yet); a state or a view. */
export function towersWait(s: { players: readonly { tower: unknown; out: boolean; mustBuild: boolean }[] }): boolean {
  for (const p of s.players) if (!p.tower && !p.out && !p.mustBuild) return true;
  return false;
}

/** Option `endStalls`: how many cards may be taken from the discard pile while towers wait (per seat at the table). */
export const stallLimit = (s: CardsState): number => rules.stallTakesPerPlayer * s.players.length;

/** Why the players still building must build now: the rulebook's empty draw pile, or our stall rule. */
export const mustBuildReason = (s: CardsState): string =>
  s.endStalls && s.takes >= stallLimit(s) ? 'too many cards were taken from the discard pile while towers waited' : 'the draw pile ran out';

/**
 * Option `endStalls` (our rule, README "A table that stalls"): a card taken from the discard pile while a tower
 * waits brings the draw pile's end no nearer, so a builder who never finishes, helped by players who keep taking
 * the discard, could stall the game for ever. After `stallLimit` such cards it is as if the draw pile had run out.
 */
export function noteDiscardTake(s: CardsState, ev: Events): void {
  if (!s.endStalls || !towersWait(s)) return;
  s.takes++;
  if (s.takes < stallLimit(s)) return;
  ev?.push({ t: 'stalled', takes: s.takes });
  ranOut(s, ev);
}

/** Takes the top card of the draw pile, reshuffling when it runs out. Undefined only when no card is left anywhere. */
export function drawFromPile(s: CardsState, random: Random, ev: Events): CardId | undefined {
  if (s.pile.length === 0) reshuffle(s, random, ev);
  const card = s.pile.pop();
  if (card === undefined) return undefined;
  if (s.pile.length === 0) {
    ranOut(s, ev);
    reshuffle(s, random, ev);
  }
  return card;
}

/** Some card can still be drawn (from the pile, or after a reshuffle). */
export const canDrawPile = (s: CardsState): boolean => s.pile.length > 0 || s.discard.length > 0 || s.rubble.length > 0;

/**
 * End of turn: draw two, never above the hand limit (three, five with an undamaged Moat); with an undamaged Moat
 * and fewer than five cards a third card may be drawn. At most three cards a turn.
 */
export function enterDraw(s: CardsState): void {
  const p = s.players[s.turn];
  const room = handLimit(p) - p.hand.length;
  const must = Math.max(0, Math.min(rules.drawsPerTurn, room));
  s.step = 'draw';
  s.mustDraw = must;
  s.mayDraw = intact(p, WATER) ? Math.max(0, Math.min(rules.maxDrawsPerTurn - must, room - must)) : 0;
}

/** After laying the tower: draw three (never above the hand limit), no more. */
export function enterDrawAfterBuilding(s: CardsState): void {
  const p = s.players[s.turn];
  s.step = 'draw';
  s.mustDraw = Math.max(0, Math.min(rules.drawsAfterBuilding, handLimit(p) - p.hand.length));
  s.mayDraw = 0;
}

/** One end-of-turn draw, from the top of the draw pile or of the discard pile. */
export function draw(s: CardsState, from: 'pile' | 'discard', random: Random, ev: Events): void {
  const p = s.players[s.turn];
  const at = ev ? ev.length : 0;
  const card = from === 'discard' ? s.discard.pop() : drawFromPile(s, random, ev);
  if (card === undefined) throw new Error('Elemental Towers: nothing to draw');
  p.hand.push(card);
  if (s.mustDraw > 0) s.mustDraw--;
  else s.mayDraw--;
  // The draw is told before the reshuffle it may cause.
  ev?.splice(at, 0, { t: 'draw', seat: s.turn, from, card });
  if (from === 'discard') noteDiscardTake(s, ev);
}

/** Decline the optional third card. */
export function stopDrawing(s: CardsState, ev: Events): void {
  s.mayDraw = 0;
  ev?.push({ t: 'stop', seat: s.turn });
}

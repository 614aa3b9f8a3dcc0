import type { Random, Seat } from '@ramparts/engine';
import type { CardsMove } from './moves.ts';
import { attackRank, beats, isJoker, JOKER, PAPER, ROCK, suitIndex, suitOf, towerRank } from './rules/cards.ts';
import type { Attack, CardId, CardsState, Player } from './state.ts';

/**
 * The game's own knowledge for the bots: a score for every legal move (higher is better), from which come the
 * heuristic's pick, the search's shortlist (`candidateMoves`) and the playouts' policy (`playoutMove`).
 *
 * It reads only what the mover may see: its own hand, the towers, the attacks in flight and the discard pile's top
 * (never another hand, the draw pile or the Rubble), so it is honest on the real state as well as on a sample.
 */

/** What a level is worth to its owner: the Foundation and Government carry rebuild and repair, and never return. */
const LEVEL_VALUE = [1.4, 1.6, 1, 1, 1];

/** A level's worth to its owner: more when few levels are left (the last one is the whole game). */
function levelValue(p: Player, i: number): number {
  const t = p.tower!;
  let standing = 0;
  for (let k = 0; k < 5; k++) if (t[k]) standing++;
  return LEVEL_VALUE[i] * (standing <= 1 ? 4 : standing === 2 ? 1.6 : 1);
}

/** The harm a card of suit `suit` and attack rank `rank` does to `p`'s tower where it hurts most (0: none). */
function harm(p: Player, suit: number, rank: number): number {
  const t = p.tower;
  if (!t || p.out || suit < 0) return 0;
  let best = 0;
  for (let i = 0; i < 5; i++) {
    const l = t[i];
    if (!l || !beats(suit, i)) continue;
    const destroys = l.damaged || rank > towerRank(l.card);
    const h = levelValue(p, i) * (destroys ? 1 : 0.45);
    if (h > best) best = h;
  }
  return best;
}

/** The harm an attack in flight will do when it lands (its sender picks the level). */
const attackHarm = (s: CardsState, a: Attack): number => harm(s.players[a.to], suitIndex(a.suit), attackRank(a.card));

/** What keeping `card` in hand is worth to `p`: deflecting (rank) and mending its own level. */
function keepValue(p: Player, card: CardId): number {
  const suit = suitOf(card);
  let v = towerRank(card) / 14 * 0.35;
  const t = p.tower;
  if (t) {
    const gov = t[PAPER];
    for (let i = 0; i < 5; i++) {
      if (suit !== i && suit !== JOKER) continue;
      const l = t[i];
      if (l ? l.damaged && (i === PAPER || (gov !== null && !gov.damaged)) : i !== PAPER && t[ROCK] !== null && gov !== null) v += 0.5 * LEVEL_VALUE[i];
    }
  }
  return v;
}

/** Part 1: how far a hand is from a tower (suits covered, Jokers filling gaps), with the ranks as a tie-break. */
function handWorth(hand: readonly CardId[]): number {
  const best = [-1, -1, -1, -1, -1];
  let jokers = 0;
  for (const c of hand) {
    const suit = suitOf(c);
    if (suit === JOKER) jokers++;
    else best[suit] = Math.max(best[suit], towerRank(c));
  }
  let suits = 0;
  let ranks = 0;
  for (let i = 0; i < 5; i++) {
    if (best[i] >= 0) {
      suits++;
      ranks += best[i];
    }
  }
  return Math.min(5, suits + jokers) + ranks / 400;
}

/** A tower's standing levels, a damaged one counting half. */
function towerStrength(p: Player): number {
  let v = 0;
  if (p.tower) for (const l of p.tower) if (l) v += l.damaged ? 0.5 : 1;
  return v;
}

/**
 * A tie-break between targets an attack would harm equally, far below every real difference of score: the
 * strongest tower first, then the nearest seat clockwise after the attacker. It never names a seat by its number:
 * breaking ties by the rules' seat order sent every bot at the lowest seats, and with `normal` everywhere the first
 * seat won 3% of 7-player games and the last 37% (README, "Who wins by seat").
 */
function targetOrder(s: CardsState, seat: Seat, target: Seat): number {
  const n = s.players.length;
  return 1e-5 * towerStrength(s.players[target]) - 1e-7 * ((target - seat + n) % n);
}

/** Another player has no tower yet (and so cannot be attacked until the draw pile runs out and forces it down). */
export function someoneBuilding(s: CardsState, seat: Seat): boolean {
  for (let i = 0; i < s.players.length; i++) if (i !== seat && !s.players[i].out && !s.players[i].tower) return true;
  return false;
}

/** The score of one legal move of `seat` (higher is better): the game's heuristic knowledge in one place. */
export function scoreMove(s: CardsState, seat: Seat, m: CardsMove): number {
  const p = s.players[seat];
  switch (m.type) {
    case 'build':
      return 10;
    case 'swap': {
      const rest = p.hand.filter((c) => c !== m.card);
      if (m.from === 'discard') return handWorth([...rest, s.discard[s.discard.length - 1]]);
      // From the pile: a new suit with a chance of (missing suits) / 5.
      const w = handWorth(rest);
      return w + (5 - Math.floor(w)) / 5 - 0.05;
    }
    case 'land': {
      const a = s.flight.find((f) => f.id === m.attack)!;
      const target = s.players[a.to];
      const l = target.tower![suitIndex(m.level)]!;
      const destroys = l.damaged || attackRank(a.card) > towerRank(l.card);
      return levelValue(target, suitIndex(m.level)) * (destroys ? 1 : 0.45);
    }
    case 'attack': {
      const target = s.players[m.target];
      const suit = isJoker(m.card) ? suitIndex(m.as!) : suitOf(m.card);
      const rank = attackRank(m.card);
      const h = harm(target, suit, rank);
      // A high attack is harder to deflect; among equal attacks, the target `targetOrder` prefers.
      return h * (0.55 + (0.45 * rank) / 14) - keepValue(p, m.card) * 0.6 + (h > 0 ? 0.05 : -0.2) + targetOrder(s, seat, m.target);
    }
    case 'deflect': {
      const a = s.flight.find((f) => f.id === m.attack)!;
      const h = attackHarm(s, a);
      const mine = a.to === seat;
      return (mine ? h * 1.1 : h * 0.15) - keepValue(p, m.card) * 0.5 + (mine && h > 0 ? 0.1 : -0.3);
    }
    case 'repair': {
      const i = suitIndex(m.level);
      return LEVEL_VALUE[i] * 0.55 + (i === PAPER ? 0.6 : 0) - towerRank(m.card) / 140;
    }
    case 'rebuild': {
      const i = suitIndex(m.level);
      return LEVEL_VALUE[i] * 0.8 + towerRank(m.card) / 60;
    }
    case 'discard':
      return -keepValue(p, m.card) - 0.1;
    case 'draw': {
      // While someone is still building, the pile must run out (it forces their tower down): draw from it.
      if (m.from === 'pile') return someoneBuilding(s, seat) ? 2 : 0.3;
      return keepValue(p, s.discard[s.discard.length - 1]) + 0.02;
    }
    case 'stop':
      return -1;
  }
}

/** The heuristic's pick: the best-scored move (the first of equals, so it is repeatable). */
export function bestMove(s: CardsState, seat: Seat, moves: readonly CardsMove[]): CardsMove {
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves) {
    const v = scoreMove(s, seat, m);
    if (v > bestScore) {
      best = m;
      bestScore = v;
    }
  }
  return best;
}

/** How many moves the search's shortlist keeps at most (progressive widening opens them best first). */
export const SHORTLIST = 8;

/**
 * The moves worth searching, best first: the legal moves ranked by score, at most SHORTLIST of them, the heuristic's
 * pick always first. Left out besides: a draw from the discard pile while another player still builds (the pile
 * must run out to force their tower down; a built player who keeps taking the discard can stall the game forever). A Joker's five named suits count as different moves, so the list never runs short of them.
 */
export function rankedMoves(s: CardsState, seat: Seat, legal: readonly CardsMove[]): CardsMove[] {
  if (legal.length <= 1) return legal.slice();
  const scored = legal.map((m, i) => ({ m, v: scoreMove(s, seat, m), i }));
  // Stable: equal scores keep the rules' order, so the first of the best is the heuristic's pick.
  scored.sort((a, b) => b.v - a.v || a.i - b.i);
  const out: CardsMove[] = [];
  for (let k = 0; k < scored.length && out.length < SHORTLIST; k++) {
    const m = scored[k].m;
    // Taking the discard's top while someone still builds keeps the pile from running out: the game could stall.
    if (k > 0 && m.type === 'draw' && m.from === 'discard' && someoneBuilding(s, seat)) continue;
    out.push(m);
  }
  return out;
}

/** Playouts: the heuristic's pick, and now and then (`EPSILON`) any legal move, so playouts stay varied. */
export const EPSILON = 0.1;

export function policyMove(s: CardsState, seat: Seat, moves: readonly CardsMove[], random: Random): CardsMove {
  if (moves.length === 1) return moves[0];
  if (random.float() < EPSILON) return moves[random.int(moves.length)];
  return bestMove(s, seat, moves);
}

import type { Seat } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { CardsState, Events } from '../state.ts';
import { harmableLevels, land, pendingAttack } from './combat.ts';
import { canDrawPile, enterDraw } from './draw.ts';

const { rules } = content;

/** Seats not eliminated (built or still building). */
export function standingSeats(s: CardsState): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.players.length; i++) if (!s.players[i].out) out.push(i);
  return out;
}

/**
 * The End: over when at most one player stands and no attack in flight can still reach a standing tower
 * (an eliminated player's last attacks still land, and the last player gets one turn to deflect them).
 */
function isOver(s: CardsState): boolean {
  let standing = 0;
  for (const p of s.players) if (!p.out) standing++;
  if (standing > 1) return false;
  for (const a of s.flight) if (!s.players[a.to].out) return false;
  return true;
}

function finish(s: CardsState, ev: Events): void {
  s.step = 'over';
  s.winners = standingSeats(s);
  ev?.push({ t: 'end', winners: s.winners.slice() });
}

/** A seat takes turns while standing, and once more after elimination for each round its attacks still fly. */
function takesTurns(s: CardsState, seat: Seat): boolean {
  if (!s.players[seat].out) return true;
  for (const a of s.flight) if (a.from === seat) return true;
  return false;
}

/** Clockwise to the next seat that takes a turn; its turn begins with its attacks landing. */
function nextTurn(s: CardsState, ev: Events): void {
  const n = s.players.length;
  let seat = s.turn;
  for (let k = 1; k <= n; k++) {
    const c = (s.turn + k) % n;
    if (takesTurns(s, c)) {
      seat = c;
      break;
    }
  }
  s.turn = seat;
  s.plays = s.attacks = s.deflects = s.mends = s.discards = 0;
  s.mustDraw = s.mayDraw = 0;
  s.step = s.players[seat].tower ? 'land' : 'build';
  ev?.push({ t: 'turn', seat });
}

/**
 * Runs the turn on until someone has a decision to make: attacks land by themselves when at most one level
 * could be harmed, plays end after two (or an empty hand), turns end when the draws are done.
 */
export function advance(s: CardsState, ev: Events): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.step === 'over') return;
    if (isOver(s)) return finish(s, ev);
    switch (s.step) {
      case 'build':
        return;
      case 'land': {
        const a = pendingAttack(s);
        if (!a) {
          if (s.players[s.turn].out) nextTurn(s, ev);
          else s.step = 'play';
          continue;
        }
        const levels = harmableLevels(s, a);
        if (levels.length >= 2) return;
        land(s, a, levels.length === 1 ? levels[0] : -1, ev);
        continue;
      }
      case 'play':
        if (s.plays >= rules.playsPerTurn || s.players[s.turn].hand.length === 0) {
          enterDraw(s);
          continue;
        }
        return;
      case 'draw':
        if ((s.mustDraw > 0 || s.mayDraw > 0) && canDrawPile(s)) return;
        nextTurn(s, ev);
        continue;
    }
  }
  throw new Error('Elemental Towers: the turn flow does not settle');
}

/**
 * A player resigns: their tower falls as a beaten player's does (its levels and their hand go face down to the
 * Rubble) and they are out. Their attacks still in flight land on their landing-only turns as the rules say (a bot
 * picks the level); if it was their turn, the next player's begins. The game ends here if one player stands.
 */
export function resignSeat(s: CardsState, seat: Seat, ev: Events): void {
  const p = s.players[seat];
  // A player still building has no tower yet: an empty one, so a landing-only turn is not taken for Part 1.
  const tower = p.tower ?? [null, null, null, null, null];
  for (const level of tower) if (level) s.rubble.push(level.card);
  p.tower = tower.map(() => null);
  for (const c of p.hand) s.rubble.push(c);
  p.hand = [];
  p.out = true;
  p.mustBuild = false;
  ev?.push({ t: 'out', seat });
  if (s.turn === seat) nextTurn(s, ev);
  advance(s, ev);
}

import type { LogLine } from '@ramparts/engine';
import { eventText, type CoinsEvent, type Struck } from './events.ts';
import type { Move } from './moves.ts';
import { attackerTosses, turnOf } from './rules/settings.ts';
import { targetLevel } from './rules/wounds.ts';
import type { CoinsState } from './state.ts';
import { isWounded } from './state.ts';
import { castleWords, coinWords, seatName, squareWords } from './words.ts';

/*
 * The log of a move: one headline saying what the move did, a second saying what followed on its own (shots, the
 * castle's HP, the next toss, the end), then every step spelled out as `detail` lines.
 */

export function logWords(events: readonly CoinsEvent[], before: CoinsState, seat: number, move: Move, after: CoinsState): LogLine[] {
  const lines: LogLine[] = [{ text: moveLine(before, seat, move, after) }];
  const next = followLine(events, before, move, after);
  if (next) lines.push({ text: next });
  for (const e of events) lines.push({ text: eventText(e), detail: true });
  return lines;
}

/** "Defender wounds the 2c on square 5". */
function moveLine(s: CoinsState, seat: number, move: Move, after: CoinsState): string {
  const who = seatName(s.mode, seat);
  switch (move.type) {
    case 'role':
      return `${who} chooses to ${move.role === 'attacker' ? 'attack' : 'defend'} this turn`;
    case 'place':
      return `${who} places a ${move.value}c soldier on ${squareWords(s, s.mode === 'crusade' ? seat : 0, move.square)} (coins ${move.value} + ${move.square})`;
    case 'advance': {
      const code = s.realms[move.map].path[move.square - 1][move.level];
      const hits = castleChanges(s, after);
      return `${who} moves the ${coinWords(s, code, false)} on ${squareWords(s, move.map, move.square)} forward ${move.steps}${hits ? ` and strikes ${hits}` : ''}`;
    }
    case 'endToss': {
      const total = attackerTosses(s);
      const n = total - s.tossesLeft;
      return n >= total ? `${who} ends the last toss of the turn` : `${who} ends toss ${n} of ${total}`;
    }
    case 'tossAgain':
      return s.mode === 'solo-attacker' ? `${who} has the Defender toss again until a critical` : `${who} tosses the garrison again`;
    case 'stop':
      return s.mode === 'solo-attacker' ? `${who} has the Defender inflict ${s.damage} damage` : `${who} stops with ${s.damage} damage`;
    case 'hit': {
      const code = s.realms[move.map].path[move.square - 1][targetLevel(s, move.map, move.square)];
      return `${who} ${isWounded(code) ? 'kills' : 'wounds'} the ${coinWords(s, code)} on ${squareWords(s, move.map, move.square)}`;
    }
  }
}

/** What followed the move on its own, in one line, or '' when nothing did. */
function followLine(events: readonly CoinsEvent[], before: CoinsState, move: Move, after: CoinsState): string {
  const parts: string[] = [];
  for (const e of events) {
    if (typeof e === 'string' || !('critical' in e) || e.critical === 'none') continue;
    parts.push(e.critical === 'failure' ? 'critical failure: no damage this turn' : 'critical success');
  }
  if (after.mode !== 'crusade' && after.phase !== 'over' && after.realms[0].turn > before.realms[0].turn) parts.push(`turn ${after.realms[0].turn} begins`);
  const shots = events.filter((e): e is Struck => typeof e !== 'string' && 'killed' in e).slice(move.type === 'hit' ? 1 : 0);
  if (shots.length > 0) parts.push(`${before.mode === 'crusade' ? seatName(before.mode, before.seat) : 'the Defender'} ${shotWords(after, shots)}`);
  if (move.type !== 'advance') {
    const hits = castleChanges(before, after);
    if (hits) parts.push(hits);
  }
  const now = after.phase === 'over' ? '' : nowLine(before, after);
  if (now) parts.push(now);
  if (after.phase === 'over') parts.push(endLine(after));
  if (parts.length === 0) return '';
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "wounds the 2c on square 5, wounds and kills the 1c on square 7". */
function shotWords(s: CoinsState, shots: readonly Struck[]): string {
  const out: string[] = [];
  for (let i = 0; i < shots.length; i++) {
    const h = shots[i];
    const next = shots[i + 1];
    const where = `on ${squareWords(s, h.map, h.square)}`;
    if (!h.killed && next?.killed && next.map === h.map && next.square === h.square && (next.code & 7) === (h.code & 7)) {
      out.push(`wounds and kills the ${coinWords(s, h.code)} ${where}`);
      i++;
    } else out.push(`${h.killed ? 'kills' : 'wounds'} the ${coinWords(s, h.code)} ${where}`);
  }
  return out.join(', ');
}

/** "castle 8 → 6 HP", for every castle the move changed. */
function castleChanges(before: CoinsState, after: CoinsState): string {
  const out: string[] = [];
  for (let m = 0; m < before.realms.length; m++) {
    const [a, b] = [before.realms[m].castle, after.realms[m].castle];
    if (a !== b) out.push(`${castleWords(after, m)} ${a} → ${b} HP`);
  }
  return out.join(', ');
}

/** The toss or the choice the next decision faces, when it is new. */
function nowLine(before: CoinsState, after: CoinsState): string {
  const who = seatName(after.mode, after.seat);
  const changed = before.seat !== after.seat || before.phase !== after.phase;
  const coins = after.toss.map((c) => `${Math.abs(c)}c ${c > 0 ? 'tails' : 'heads'}`).join(', ');
  switch (after.phase) {
    case 'role':
      return changed ? `${who}'s turn ${turnOf(after, after.seat)}: choose a role` : '';
    case 'attack': {
      if (!changed && before.tossesLeft === after.tossesLeft) return '';
      const total = attackerTosses(after);
      return `${who}'s toss ${total - after.tossesLeft} of ${total}: ${coins}`;
    }
    case 'defend':
      if (after.mode === 'solo-attacker') return `the Defender tosses ${after.tosses} times for ${after.damage} damage: inflict it or toss again`;
      return changed || before.tosses !== after.tosses ? `${who}'s garrison toss ${after.tosses}: ${coins} (${after.damage} damage)` : '';
    case 'damage':
      return changed ? `${who} has ${after.damage} damage to spend` : '';
    default:
      return '';
  }
}

function endLine(s: CoinsState): string {
  if (s.ending === 'castle') return 'the castle is destroyed: the Attacker wins';
  if (s.ending === 'cleared') return 'no soldier is left and the castle stands: the Defender wins';
  return `Player ${s.winners[0] + 1} is the last one standing`;
}

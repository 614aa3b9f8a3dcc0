import type { CoinsEvent } from '../events.ts';
import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { CoinsState } from '../state.ts';
import { MOVED } from '../state.ts';
import { attackerName, defenderName, plural, tossWords } from '../words.ts';
import { automatonAttack, automatonTosses, fixedChoice } from './automaton.ts';
import { tossGarrison } from './garrison.ts';
import { anyPairing } from './legal.ts';
import { crusadeMarch, march } from './pathway.ts';
import { armyOf, attackerSeat, attackerTosses, defenderSeat, garrisonTossLimit, guardedMap, marchLength, nextMap } from './settings.ts';
import { tossReinforcements } from './tosses.ts';
import { checkCastles, checkCleared, isOver } from './victory.ts';
import { anyHit } from './wounds.ts';

/*
 * The turn flow. Everything that is not a decision happens here on its own: tosses, the march, the lap counter,
 * the solo automata, Crusade's turn end. Each function runs until a seat must decide or the game is over.
 */

/** Duel and solo: a new round begins with the Attacker's turn. */
export function startRound(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  const realm = s.realms[0];
  realm.turn++;
  log?.push(`Turn ${realm.turn} begins.`);
  checkCleared(s, log);
  if (isOver(s)) return;
  beginAttack(s, attackerSeat(s), random, log);
}

/** Crusade: `seat` begins a turn by choosing a role. */
export function startPlayerTurn(s: CoinsState, seat: number, log: CoinsEvent[] | null): void {
  s.seat = seat;
  s.phase = 'role';
  while (s.toss.length > 0) s.toss.pop();
  const realm = s.realms[seat];
  realm.turn++;
  log?.push(`Player ${seat + 1}'s turn ${realm.turn} begins.`);
}

/** The Attacker's turn: soldiers may all move again; the first toss follows. */
export function beginAttack(s: CoinsState, seat: number, random: Random, log: CoinsEvent[] | null): void {
  if (seat >= 0) s.seat = seat;
  s.phase = 'attack';
  s.tossesLeft = attackerTosses(s);
  nextToss(s, random, log);
}

/**
 * The next toss of reinforcements, or the end of the attack after the last. A toss with no usable pairing
 * ends by itself; the solo automaton uses its tosses at once.
 */
export function nextToss(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  const automaton = s.mode === 'solo-defender';
  const army = armyOf(s, s.seat);
  for (;;) {
    if (s.tossesLeft === 0) {
      endAttack(s, random, log);
      return;
    }
    s.tossesLeft--;
    tossReinforcements(s, s.realms[army].reinforcements, random);
    log?.push(`${attackerName(s)} tosses the reinforcements (toss ${attackerTosses(s) - s.tossesLeft} of ${attackerTosses(s)}): ${tossWords(s.toss)}.`);
    if (automaton) {
      automatonAttack(s, log);
      if (isOver(s)) return;
      continue;
    }
    if (anyPairing(s, s.seat)) return;
    log?.push('No pairing of these coins can be used.');
  }
}

/** After the last toss: the lap counter coin and the march (Crusade: the turn's end does both). */
function endAttack(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  s.free[0] = s.free[1] = s.free[2] = 0;
  for (const realm of s.realms) {
    for (const stack of realm.path) for (let i = 0; i < stack.length; i++) stack[i] &= ~MOVED;
  }
  if (s.mode === 'crusade') {
    endPlayerTurn(s, random, log);
    return;
  }
  lapCoin(s, 0, log);
  march(s, marchLength(s), log);
  checkCastles(s, log);
  checkCleared(s, log);
  if (isOver(s)) return;
  beginDefense(s, random, log);
}

/** "During the 6 first turns the Attacker gets one reinforcement coin from the lap counter." */
function lapCoin(s: CoinsState, army: number, log: CoinsEvent[] | null): void {
  const realm = s.realms[army];
  const counter = s.mode === 'crusade' ? content.crusade.players[String(s.players) as '2' | '3' | '4'].lapCounter : content.setup.lapCounter;
  if (realm.lap >= counter.length) return;
  const v = counter[realm.lap++];
  realm.reinforcements[v === 1 ? 0 : v === 2 ? 1 : 2]++;
  log?.push(`${s.mode === 'crusade' ? `Player ${army + 1}` : 'The Attacker'} takes a ${v}c coin from the lap counter: ${plural(purseSize(realm.reinforcements), 'reinforcement coin')} now.`);
}

const purseSize = (p: readonly number[]): number => p[0] + p[1] + p[2];

/** The Defender's turn: the first toss of the garrison is made at once. */
export function beginDefense(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  s.phase = 'defend';
  s.tosses = 0;
  s.damage = 0;
  while (s.toss.length > 0) s.toss.pop();
  if (s.mode === 'solo-attacker') {
    automatonTosses(s, random, log);
    if (s.soloChoice === 'yours') {
      // "Add all values then choose one of the two following options": the player (seat 0) picks, see `soloChoice`.
      s.seat = 0;
      return;
    }
    fixedChoice(s, random, log);
    if (isOver(s)) return;
    endDefense(s, random, log);
    return;
  }
  if (s.mode !== 'crusade') s.seat = defenderSeat(s);
  defenderToss(s, random, log);
}

/**
 * One toss of the garrison; a critical ends the tossing ("he cannot toss any more coins"), and so does the last toss
 * the limit allows (the option `garrisonTosses`: "After 3 Tosses").
 */
export function defenderToss(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  const crit = tossGarrison(s, guardedMap(s, s.seat), random, true, defenderName(s), log);
  if (crit === 'failure') endDefense(s, random, log);
  else if (crit === 'success') startDamage(s, random, log);
  else if (s.tosses >= garrisonTossLimit(s)) {
    log?.push(`${defenderName(s)} has made ${plural(s.tosses, 'toss')}, the most a turn allows, and stops with ${s.damage} damage.`);
    startDamage(s, random, log);
  }
}

/** The Defender stops tossing: the damage gathered is allocated, or lost when it can wound nobody. */
export function startDamage(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  s.phase = 'damage';
  if (anyHit(s, guardedMap(s, s.seat))) return;
  if (s.damage > 0) log?.push(`${s.damage} damage can wound no soldier on the map.`);
  endDefense(s, random, log);
}

/** The Defender's turn is over: a new round, or (Crusade) the end of this player's turn. */
export function endDefense(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  s.damage = 0;
  s.tosses = 0;
  if (s.mode === 'crusade') endPlayerTurn(s, random, log);
  else startRound(s, random, log);
}

/**
 * Crusade: whatever the role, the player's soldiers march, the player takes a lap counter coin (first six turns)
 * and from their turn 8 their castle loses 1 HP. Then the next player still in the game begins.
 */
function endPlayerTurn(s: CoinsState, _random: Random, log: CoinsEvent[] | null): void {
  const seat = s.seat;
  const realm = s.realms[seat];
  crusadeMarch(s, seat, log);
  checkCastles(s, log);
  if (isOver(s)) return;
  lapCoin(s, seat, log);
  if (realm.turn >= content.crusade.castleLossFromTurn) {
    realm.castle = Math.max(0, realm.castle - content.crusade.castleLoss);
    log?.push(`Player ${seat + 1}'s castle crumbles: -${content.crusade.castleLoss} HP (${realm.castle} HP left).`);
    checkCastles(s, log);
    if (isOver(s)) return;
  }
  startPlayerTurn(s, nextMap(s, seat), log);
}

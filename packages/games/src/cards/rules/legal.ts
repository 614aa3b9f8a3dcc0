import type { Seat } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { CardsMove } from '../moves.ts';
import type { CardsState } from '../state.ts';
import { mayBuild } from './building.ts';
import { attackProblem, deflectProblem, harmableLevels, landProblem, pendingAttack } from './combat.ts';
import { beats, isJoker, PAPER, ROCK, SUITS, suitIndex, suitOf, attackRank, towerRank } from './cards.ts';
import { canDrawPile, mustBuildReason } from './draw.ts';
import { rebuildProblem, repairProblem } from './mending.ts';
import type { Problem } from './problem.ts';
import { attackLimit, deflectLimit, intact } from './tower.ts';

const { rules } = content;

/** Appends every attack, deflection, repair and rebuild the turn's player could make now (not discards). */
function plays(s: CardsState, seat: Seat, out: CardsMove[], first: boolean): void {
  const p = s.players[seat];
  const hand = p.hand;
  const tower = p.tower!;
  if (s.attacks < attackLimit(p)) {
    for (let t = 0; t < s.players.length; t++) {
      const target = s.players[t];
      if (t === seat || target.out || !target.tower) continue;
      for (const card of hand) {
        if (isJoker(card)) for (const as of SUITS) out.push({ type: 'attack', card, target: t, as });
        else out.push({ type: 'attack', card, target: t });
        if (first) return;
      }
    }
  }
  if (s.deflects < deflectLimit(p)) {
    for (const a of s.flight) {
      if (a.from === seat) continue;
      const attacking = suitIndex(a.suit);
      const rank = attackRank(a.card);
      for (const card of hand) {
        if (towerRank(card) < rank) continue;
        const suit = suitOf(card);
        if (suit < 0) {
          for (const as of SUITS) if (beats(suitIndex(as), attacking)) out.push({ type: 'deflect', card, attack: a.id, as });
        } else if (beats(suit, attacking)) out.push({ type: 'deflect', card, attack: a.id });
        if (first && out.length > 0) return;
      }
    }
  }
  if (s.mends < rules.mendsPerTurn) {
    const gov = tower[PAPER];
    const mayRebuild = intact(p, ROCK) && intact(p, PAPER);
    for (let i = 0; i < 5; i++) {
      const l = tower[i];
      let type: 'repair' | 'rebuild';
      if (l) {
        if (!l.damaged || (i !== PAPER && (!gov || gov.damaged))) continue;
        type = 'repair';
      } else {
        if (!mayRebuild) continue;
        type = 'rebuild';
      }
      for (const card of hand) {
        const suit = suitOf(card);
        if (suit === i || suit < 0) {
          out.push({ type, card, level: SUITS[i] });
          if (first) return;
        }
      }
    }
  }
}

/** Some attack, deflection, repair or rebuild is possible (then a second discard is not). */
export function hasPlay(s: CardsState, seat: Seat): boolean {
  const out: CardsMove[] = [];
  plays(s, seat, out, true);
  return out.length > 0;
}

/** Every legal move of `seat` (empty when it is not that seat's turn or the game is over). */
export function legalMoves(s: CardsState, seat: Seat): CardsMove[] {
  if (seat !== s.turn || s.step === 'over') return [];
  const p = s.players[seat];
  const out: CardsMove[] = [];
  switch (s.step) {
    case 'build':
      if (p.mustBuild) return [{ type: 'build' }];
      for (const card of p.hand) {
        out.push({ type: 'swap', card, from: 'pile' });
        if (s.discard.length > 0) out.push({ type: 'swap', card, from: 'discard' });
      }
      if (mayBuild(s, seat)) out.push({ type: 'build' });
      return out;
    case 'land': {
      const a = pendingAttack(s);
      if (a) for (const i of harmableLevels(s, a)) out.push({ type: 'land', attack: a.id, level: SUITS[i] });
      return out;
    }
    case 'play': {
      plays(s, seat, out, false);
      if (s.discards < rules.discardsWhilePlayable || out.length === 0) for (const card of p.hand) out.push({ type: 'discard', card });
      return out;
    }
    case 'draw':
      if (canDrawPile(s)) out.push({ type: 'draw', from: 'pile' });
      if (s.discard.length > 0) out.push({ type: 'draw', from: 'discard' });
      if (s.mustDraw === 0 && s.mayDraw > 0) out.push({ type: 'stop' });
      return out;
  }
  return out;
}

/** Why `move` (already shaped by `moveSchema`) is not allowed now for `seat`, or null when it is. */
export function problem(s: CardsState, seat: Seat, m: CardsMove): Problem {
  if (s.step === 'over') return ['game-over', 'The game is over: no more moves can be made.'];
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return ['no-such-seat', `There is no seat ${String(seat)} at this table.`];
  if (seat !== s.turn) return ['not-your-turn', `It is Player ${s.turn + 1}'s turn.`];
  const p = s.players[seat];
  const held: Problem = 'card' in m && !p.hand.includes(m.card) ? ['card-not-in-hand', `You do not hold the card "${String(m.card)}".`] : null;
  switch (m.type) {
    case 'swap':
    case 'build': {
      if (s.step !== 'build') return p.tower ? ['tower-built', 'Your tower is already laid down.'] : stepProblem(s);
      if (m.type === 'build') return mayBuild(s, seat) ? null : ['incomplete-tower', 'You need one card of every suit (a Joker stands in for one) to lay your tower down.'];
      if (p.mustBuild) return ['must-build', `You must lay down the best tower you can now: ${mustBuildReason(s)}.`];
      if (held) return held;
      if (m.from === 'discard' && s.discard.length === 0) return ['discard-empty', 'The discard pile is empty.'];
      return null;
    }
    case 'land':
      if (s.step !== 'land') return ['no-attack-to-land', 'You have no attack landing now.'];
      return landProblem(s, m.attack, m.level);
    case 'attack':
    case 'deflect':
    case 'repair':
    case 'rebuild':
    case 'discard': {
      if (s.step !== 'play') return stepProblem(s);
      if (held) return held;
      if (m.type === 'attack') return attackProblem(s, seat, m.card, m.target, m.as);
      if (m.type === 'deflect') return deflectProblem(s, seat, m.card, m.attack, m.as);
      if (m.type === 'repair') return repairProblem(s, seat, m.card, m.level);
      if (m.type === 'rebuild') return rebuildProblem(s, seat, m.card, m.level);
      if (s.discards >= rules.discardsWhilePlayable && hasPlay(s, seat)) {
        return ['play-available', 'You may discard only one card a turn while you can still attack, deflect, repair or rebuild.'];
      }
      return null;
    }
    case 'draw':
    case 'stop': {
      if (s.step !== 'draw') return stepProblem(s);
      if (m.type === 'stop') return s.mustDraw > 0 ? ['must-draw', `You must draw ${s.mustDraw === 1 ? 'one more card' : `${s.mustDraw} more cards`} before your turn ends.`] : null;
      if (m.from === 'discard' && s.discard.length === 0) return ['discard-empty', 'The discard pile is empty.'];
      if (m.from === 'pile' && !canDrawPile(s)) return ['pile-empty', 'There is no card left to draw.'];
      return null;
    }
  }
}

/** Why a move of the wrong kind for this moment of the turn is refused. */
function stepProblem(s: CardsState): Problem {
  switch (s.step) {
    case 'build':
      return ['tower-not-built', 'Lay your tower down first: until then a turn is a swap (discard one, draw one) or building.'];
    case 'land':
      return ['land-first', 'First choose the level your attack from last turn hits.'];
    case 'play':
      return ['plays-left', `Make your plays first: ${rules.playsPerTurn - s.plays === 1 ? 'one play' : `${rules.playsPerTurn - s.plays} plays`} left.`];
    case 'draw':
      return ['plays-done', 'Your plays are done: draw your cards to end the turn.'];
    default:
      return ['game-over', 'The game is over: no more moves can be made.'];
  }
}

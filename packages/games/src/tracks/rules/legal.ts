import type { Seat } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { TracksMove } from '../moves.ts';
import { STACKS, type Stack, type TracksState, type Wave } from '../state.ts';
import { combineCost, inReach, radiusOf, rangeOf, typeOfTower } from './combat.ts';
import { distinct, payment } from './credits.ts';
import { hasAbility } from './effects.ts';
import { distance, fieldOfState } from './field.ts';
import { bonusCost, buildCost, skillSlots, upgradeCost } from './economy.ts';
import { energyMoves, energyProblem, versusDraws } from './versus.ts';
import { placesFor } from './waves.ts';
import { hexMoves, hexProblem } from './hexes.ts';

const DONE: TracksMove = Object.freeze({ type: 'done' }) as TracksMove;
const LETTERS = ['S', 'B', 'C', 'X'];

/** Seats that may act now: the drafter, the seat placing drawn credits, or everyone not done in Phase 6. */
export function actors(s: TracksState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'draft') return [s.drafter];
  if (s.restoring) return [s.restoring.seat];
  if (s.pending) return [s.pending.seat];
  const out: Seat[] = [];
  for (let i = 0; i < s.players; i++) if (!s.done[i]) out.push(i);
  return out;
}

function takes(credits: string[]): TracksMove[] {
  const out: TracksMove[] = [];
  for (const credit of distinct(credits)) for (const stack of STACKS) out.push({ type: 'take', credit, stack });
  return out;
}

const onField = (w: Wave) => w.pos >= 1 && w.pos <= 25;

/** The restoring seat's choices: each discarded track onto each space it may go to (its own space first). */
function restores(s: TracksState): TracksMove[] {
  if (s.legacy?.includes('restore-in-place')) return s.discarded.map((track): TracksMove => ({ type: 'restore', track }));
  const out: TracksMove[] = [];
  for (const track of s.discarded) for (const cell of placesFor(s, track)) out.push({ type: 'restore', track, cell });
  return out;
}

/** Every legal move of `seat` now (empty when it may not act). */
export function legalMoves(s: TracksState, seat: Seat): TracksMove[] {
  if (s.phase === 'over' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  if (s.phase === 'draft') return seat === s.drafter ? (s.versus ? [...takes(s.offer), ...versusDraws(s, seat, distinct(s.offer))] : takes(s.offer)) : [];
  if (s.restoring) return s.restoring.seat === seat ? restores(s) : [];
  if (s.pending) return s.pending.seat === seat ? takes(s.pending.credits) : [];
  if (s.done[seat]) return [];
  // No cap on Phase 6: "Phase 6 ends when all players agree they do not want to perform any more actions".
  const out: TracksMove[] = [DONE];
  const st = s.stacks[seat];
  const f = fieldOfState(s);

  if (s.conditions.length && s.conditionMet.includes(seat)) for (const stack of STACKS) out.push({ type: 'complete', stack });

  // 6.G attacks and 6.D Combine attacks.
  for (const t of s.towers) {
    if (t.owner !== seat || t.depletion > 0) continue;
    const type = typeOfTower(t);
    if (type !== 'combine') {
      const range = rangeOf(s, t);
      for (const w of s.waves) {
        if (!onField(w)) continue;
        if (inReach(s, t.cell, range, w, false)) {
          out.push({ type: 'attack', tower: t.id, wave: w.id });
          if (hasAbility(w, 'armored') || hasAbility(w, 'brute')) out.push({ type: 'attack', tower: t.id, wave: w.id, ignore: true });
        }
        if (w.modifier && inReach(s, t.cell, range, w, true)) out.push({ type: 'attack', tower: t.id, wave: w.id, modifier: true });
      }
      continue;
    }
    if (payment(st.combine, combineCost(s, t)) === null) continue;
    const radius = radiusOf(t);
    const near = s.towers.filter((o) => o !== t && o.depletion === 0 && typeOfTower(o) !== 'combine' && distance(f, t.cell, o.cell) <= radius);
    for (let i = 0; i < near.length; i++) {
      for (let j = i + 1; j < near.length; j++) {
        const [a, b] = near[i].id < near[j].id ? [near[i], near[j]] : [near[j], near[i]];
        const range = Math.max(rangeOf(s, a), rangeOf(s, b));
        for (const w of s.waves) {
          if (!onField(w)) continue;
          if (inReach(s, t.cell, range, w, false)) out.push({ type: 'combine', tower: t.id, with: [a.id, b.id], wave: w.id });
          if (w.modifier && inReach(s, t.cell, range, w, true)) out.push({ type: 'combine', tower: t.id, with: [a.id, b.id], wave: w.id, modifier: true });
        }
      }
    }
  }

  // 6.C boosts: one card of your Boost stack on any ready tower that can be boosted.
  if (st.boost.length) {
    const cards = distinct(st.boost);
    for (const t of s.towers) {
      if (t.depletion > 0 || typeOfTower(t) === 'combine') continue;
      for (const credit of cards) out.push({ type: 'boost', tower: t.id, credit });
    }
  }

  // 6.A builds and upgrades, 6.B sells.
  const free = f.open.filter((c) => !s.towers.some((t) => t.cell === c));
  for (const card of distinct(st.build)) {
    if (card[0] === 'U') continue;
    if (payment(st.build, buildCost(s, seat, card), st.build.indexOf(card)) === null) continue;
    for (const cell of free) out.push({ type: 'build', card, cell });
  }
  for (const t of s.towers) {
    if (t.owner !== seat || t.depletion > 0) continue;
    if (t.level < 4 && payment(st.build, upgradeCost(s, seat, t.card)) !== null) out.push({ type: 'upgrade', tower: t.id });
    out.push({ type: 'sell', tower: t.id });
  }

  // 6.E kill bonus and conversion.
  for (const mark of [2, 3]) {
    if (payment(st.bonus, bonusCost(s, seat, mark)) === null) continue;
    const pile = mark === 2 ? s.mk2 : s.mk3;
    for (let i = 0; i < 4; i++) if (pile[i] > 0) for (const stack of STACKS) out.push({ type: 'bonus', card: `${LETTERS[i]}${mark}`, stack });
  }
  if (s.window && s.window.seat === seat && s.window.convertible > 0) for (const credit of distinct(st.bonus)) out.push({ type: 'convert', credit });

  // 6.F skills.
  if (s.markers[seat] > 0) for (const k of skillSlots(s, seat)) if (payment(st.build, k.cost) !== null) out.push({ type: 'skill', skill: k.skill, slot: k.slot });

  // Versus Sandbox: Versus Energy.
  if (s.versus) out.push(...energyMoves(s, seat), ...hexMoves(s, seat));
  return out;
}

/** A stable identity of a move, whatever the order of its fields. */
export function keyOf(m: TracksMove): string {
  switch (m.type) {
    case 'take':
      return `take|${m.credit}|${m.stack}`;
    case 'done':
      return 'done';
    case 'build':
      return `build|${m.card}|${m.cell}`;
    case 'upgrade':
    case 'sell':
      return `${m.type}|${m.tower}`;
    case 'boost':
      return `boost|${m.tower}|${m.credit}`;
    case 'attack':
      return `attack|${m.tower}|${m.wave}|${m.modifier ? 'm' : ''}|${m.ignore ? 'i' : ''}`;
    case 'combine':
      return `combine|${m.tower}|${m.with.join(',')}|${m.wave}|${m.modifier ? 'm' : ''}`;
    case 'bonus':
      return `bonus|${m.card}|${m.stack}`;
    case 'convert':
      return `convert|${m.credit}`;
    case 'skill':
      return `skill|${m.skill}|${m.slot}`;
    case 'complete':
      return `complete|${m.stack}`;
    case 'restore':
      return `restore|${m.track}|${m.cell ?? ''}`;
    case 'versus':
      return `versus|${m.credit}`;
    case 'energy':
      return `energy|${m.card}|${m.target ?? ''}|${m.universal ? 'u' : ''}`;
    case 'modify':
      return `modify|${m.tower}|${m.mod}`;
    case 'hinder':
      return `hinder|${m.wave}|${m.mod}`;
  }
}

const STACK_NAMES: Record<Stack, string> = { build: 'Build/Upgrade', boost: 'Boost', combine: 'Combine', bonus: 'Kill Bonus/Conversion' };
export const stackName = (k: Stack) => STACK_NAMES[k];

/** Why a move is not legal now: a stable code and a sentence; null when it is. */
export function problem(s: TracksState, seat: Seat, m: TracksMove): [string, string] | null {
  if (s.phase === 'over') return ['game-over', 'The session is over: no more moves can be made.'];
  if (legalMoves(s, seat).some((x) => keyOf(x) === keyOf(m))) return null;
  if (s.phase === 'draft') {
    if (seat !== s.drafter) return ['not-your-turn', `Player ${s.drafter + 1} chooses the next credit.`];
    if (m.type === 'versus') {
      if (!s.versus) return ['not-versus', 'Versus Energy is drawn only in Versus Sandbox.'];
      if (s.turn === 0) return ['no-versus-now', 'Versus Energy is drawn in Phase 5 only, not with the starting credits.'];
      if (s.versus.drew[seat] === s.turn) return ['one-versus-per-turn', 'You may draw at most 1 Versus Energy each Phase 5.'];
      if (!s.offer.includes(m.credit)) return ['no-such-credit', `That credit is not among the revealed ones (${s.offer.join(' ')}).`];
      return ['no-versus-left', 'The Versus Draw and Discard piles are empty.'];
    }
    if (m.type !== 'take') return ['draft-first', 'Every revealed credit must be taken onto a Stack before Phase 6.'];
    return ['no-such-credit', `That credit is not among the revealed ones (${s.offer.join(' ')}).`];
  }
  if (s.restoring) {
    if (seat !== s.restoring.seat) return ['not-your-turn', `Player ${s.restoring.seat + 1} first chooses the tracks to restore.`];
    if (m.type === 'restore') {
      if (!s.discarded.includes(m.track)) return ['not-discarded', `Track ${m.track} is not in the Track Discard (${s.discarded.join(' ')}).`];
      if (m.cell === undefined) return ['choose-a-space', `Say where track ${m.track} goes: its own space or any free space without a tower.`];
      return ['space-taken', `Track ${m.track} may go to its own space or a free space without a tower, track or obstacle.`];
    }
    return ['restore-first', `Choose ${s.restoring.left} more discarded ${s.restoring.left === 1 ? 'track' : 'tracks'} to restore first.`];
  }
  if (m.type === 'restore') return ['nothing-to-restore', 'No track is being restored now.'];
  if (s.pending) {
    if (seat !== s.pending.seat) return ['not-your-turn', `Player ${s.pending.seat + 1} first places the credits they drew.`];
    return ['place-credits-first', `Place the credits you drew (${s.pending.credits.join(' ')}) on your Stacks first.`];
  }
  if (s.done[seat]) return ['already-done', 'You said you are done; another player’s action reopens Phase 6 for you.'];
  if (m.type === 'take') return ['nothing-to-take', 'There is no credit to take now.'];
  if (m.type === 'versus') return ['not-phase-5', 'Versus Energy is drawn only in Phase 5, instead of a credit: never for an action.'];
  const tower = 'tower' in m ? s.towers.find((t) => t.id === m.tower) : undefined;
  switch (m.type) {
    case 'build': {
      if (!s.stacks[seat].build.includes(m.card)) return ['not-in-build-stack', `There is no ${m.card} in your Build/Upgrade stack.`];
      const f = fieldOfState(s);
      if (!f.open.includes(m.cell) || s.towers.some((t) => t.cell === m.cell)) return ['space-taken', 'A tower may only be built on a free space: no track, obstacle or tower.'];
      return ['cannot-pay', `Building it costs ${buildCost(s, seat, m.card)} more credits of your Build/Upgrade stack.`];
    }
    case 'upgrade':
    case 'sell':
    case 'attack':
    case 'combine': {
      if (!tower) return ['no-such-tower', 'There is no such tower.'];
      if (tower.owner !== seat) return ['not-your-tower', 'That tower carries another player’s marker.'];
      if (tower.depletion > 0) return ['depleted', 'That tower has Depletion: it must be energized first.'];
      if (m.type === 'upgrade') return tower.level >= 4 ? ['max-level', 'Level 4 is the highest level.'] : ['cannot-pay', `Upgrading costs ${upgradeCost(s, seat, tower.card)} credits of your Build/Upgrade stack.`];
      if (m.type === 'combine') {
        if (typeOfTower(tower) !== 'combine') return ['not-a-combine-tower', 'Only a Combine tower makes Combine attacks.'];
        return ['no-combine', 'A Combine attack needs the Combine cost, two other ready towers in its Radius and a target in reach.'];
      }
      if (m.type === 'attack') {
        if (typeOfTower(tower) === 'combine') return ['combine-never-attacks', 'Combine towers never attack directly: make a Combine attack.'];
        if (!s.waves.some((w) => w.id === m.wave)) return ['no-such-wave', 'There is no such wave on the field.'];
        return ['out-of-range', 'That target is out of this tower’s Range (or has no modifier / nothing to ignore).'];
      }
      return ['bad-move', 'That tower cannot be sold now.'];
    }
    case 'boost':
      if (!s.stacks[seat].boost.includes(m.credit)) return ['not-in-boost-stack', `There is no ${m.credit} in your Boost stack.`];
      if (!tower) return ['no-such-tower', 'There is no such tower.'];
      if (typeOfTower(tower) === 'combine') return ['combine-not-boostable', 'Combine towers cannot be boosted.'];
      return ['depleted', 'Only a tower without Depletion (it can still attack this turn) is worth boosting.'];
    case 'bonus':
      return ['cannot-pay', `A Mk ${m.card[1] === '2' ? 'II' : 'III'} Kill Bonus costs ${bonusCost(s, seat, Number(m.card[1]))} credits of your Kill Bonus stack (if any is left in the pile).`];
    case 'convert':
      return ['no-kill', 'Credits are converted only right after you defeated a unit, before anyone acts otherwise.'];
    case 'skill':
      return content.skills.has(m.skill) ? ['skill-unavailable', 'That Skill slot is taken, not in this session, or you cannot pay for it (or have no marker left).'] : ['no-such-skill', 'There is no such skill.'];
    case 'energy':
      return energyProblem(s, seat, m);
    case 'modify':
    case 'hinder':
      return hexProblem(s, seat, m);
    case 'complete':
      if (s.conditions.length === 0) return ['condition-not-met', 'No Game Condition is in play to complete.'];
      return ['condition-not-met', 'Only a player whose action met the Game Condition’s requirement may complete it, and only before they act otherwise.'];
    default:
      return ['bad-move', 'That move is not possible now.'];
  }
}

import { createRandom, type AnyGame, type Bot, type Seat } from '@ramparts/engine';
import { content } from './content/index.ts';
import type { TracksMove } from './moves.ts';
import { boostDamage, levelOf } from './rules/boost.ts';
import { damageAgainst, damageOf, targetHp, typeOfTower } from './rules/combat.ts';
import { valueOf } from './rules/credits.ts';
import { hasAbility, unitsLeft } from './rules/effects.ts';
import { distance, fieldOfState } from './rules/field.ts';
import { legalMoves } from './rules/legal.ts';
export { evaluate } from './evaluate.ts';
import type { Stack, TracksState, Wave } from './state.ts';
import { inReach, rangeOf } from './rules/combat.ts';
import { versusCard } from './versus/index.ts';

const progressOf = (w: Wave) => (w.reverse ? 26 - w.pos : w.pos);
const PREFERRED = ['S', 'C', 'B', 'X'];

/** Where a drafted credit goes: enough in Build to keep building, then Boost, a little for Combine and Kill Bonus. */
function chooseTake(s: TracksState, seat: Seat, moves: TracksMove[]): TracksMove {
  const st = s.stacks[seat];
  const buildValue = st.build.reduce((a, c) => a + valueOf(c), 0);
  const hasCombine = s.towers.some((t) => t.owner === seat && t.card[0] === 'X');
  const want = (stack: Stack, credit: string): number => {
    switch (stack) {
      case 'build':
        return (buildValue < 3 ? 10 : buildValue < 6 ? 5 : 1) + (credit[0] === 'S' || credit[0] === 'C' ? 1 : 0) + (credit[1] !== '1' ? 2 : 0);
      case 'boost':
        return (st.boost.length < 2 ? 6 : 2) + (credit[0] === 'B' || credit[0] === 'S' ? 1 : 0);
      case 'combine':
        return hasCombine && st.combine.length < 1 ? 7 : 0;
      case 'bonus':
        return st.bonus.length < 2 && buildValue >= 3 ? 3 : 0;
    }
  };
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'take') continue;
    const score = want(m.stack, m.credit);
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

/** A wave's urgency: the further along, the more units left, the more urgent. */
function urgency(w: Wave): number {
  return progressOf(w) * 10 + unitsLeft(w) * 3 + (hasAbility(w, 'menace') && !w.attacked ? 40 : 0);
}

/**
 * Versus Sandbox: which Versus Energy from the Versus Stack is worth playing now (never a Universal credit: those
 * build towers). Rush readies a depleted tower of ours with a wave in its Range; credits, Skill Markers and Raid
 * (on the richest player) help us; Field Medic only when a life is lost; Sabotage/Blackout only when no wave is on
 * the field (a depleted tower then costs the team nothing) on the best-scoring rival's tower.
 */
function chooseEnergy(s: TracksState, seat: Seat, moves: TracksMove[]): TracksMove | null {
  const plays = moves.filter((m): m is Extract<TracksMove, { type: 'energy' }> => m.type === 'energy' && !m.universal);
  if (plays.length === 0) return null;
  const wavesOn = s.waves.filter((w) => w.pos >= 1 && w.pos <= 25);
  const credits = (p: number) => s.stacks[p].build.length + s.stacks[p].boost.length + s.stacks[p].combine.length + s.stacks[p].bonus.length;
  const score = s.versus!.score;
  let best: Extract<TracksMove, { type: 'energy' }> | null = null;
  let bestValue = 0;
  for (const m of plays) {
    const kind = versusCard(m.card)!.effect.kind;
    const tower = m.target === undefined ? undefined : s.towers.find((t) => t.id === m.target);
    let value = 0;
    if (kind === 'energize' && tower && wavesOn.some((w) => inReach(s, tower.cell, rangeOf(s, tower), w, false))) value = 6 + tower.depletion;
    else if (kind === 'credits' || kind === 'marker') value = 4;
    else if (kind === 'steal' && m.target !== undefined) value = 2 + credits(m.target) / 10;
    else if (kind === 'life' && s.lives < s.startLives) value = 5;
    else if (kind === 'deplete' && tower && wavesOn.length === 0 && tower.depletion === 0) value = 1 + score[tower.owner] / 100;
    if (value > bestValue) {
      bestValue = value;
      best = m;
    }
  }
  return best;
}

/** Versus Sandbox draft: draw a Versus Energy instead of the last credit left while the Versus Stack is short and Build can pay. */
function chooseVersusDraw(s: TracksState, seat: Seat, moves: TracksMove[]): TracksMove | null {
  const draws = moves.filter((m): m is Extract<TracksMove, { type: 'versus' }> => m.type === 'versus');
  if (draws.length === 0 || s.versus!.stacks[seat].length >= 2) return null;
  // Only instead of the last credit left (the least wanted): a Versus Energy is worth less than a good credit.
  if (s.offer.length > 1) return null;
  if (s.stacks[seat].build.reduce((a, c) => a + valueOf(c), 0) < 3) return null;
  return draws[0];
}

function chooseAction(s: TracksState, seat: Seat, moves: TracksMove[], pick: <T>(xs: T[]) => T, useEnergy: boolean): TracksMove {
  const find = (pred: (m: TracksMove) => boolean) => moves.filter(pred);
  const complete = find((m) => m.type === 'complete' && m.stack === 'build');
  if (complete.length) return complete[0];
  if (s.window?.seat === seat) {
    const cheap = find((m) => m.type === 'bonus' && m.stack === 'build' && (m.card === 'S3' || m.card === 'S2' || m.card === 'C2'));
    if (cheap.length) return cheap[0];
  }

  // Kills first, the most urgent wave first; unit kills before modifier kills.
  let bestKill: TracksMove | null = null;
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'attack' && m.type !== 'combine') continue;
    const w = s.waves.find((x) => x.id === m.wave)!;
    const modifier = m.modifier === true;
    const dmg =
      m.type === 'attack'
        ? damageAgainst(w, modifier, typeOfTower(s.towers.find((t) => t.id === m.tower)!), damageOf(s, s.towers.find((t) => t.id === m.tower)!))
        : damageAgainst(w, modifier, 'combine', m.with.reduce((a, id) => a + damageOf(s, s.towers.find((t) => t.id === id)!), 0) + (levelOf(s.towers.find((t) => t.id === m.tower)!.card, 1).combineBonus ?? 0));
    const ignore = m.type === 'attack' && m.ignore === true;
    const hp = targetHp(s, w, modifier, ignore);
    if (dmg < hp) continue;
    let score = urgency(w) - (modifier ? 25 : 0) - (ignore ? (hasAbility(w, 'brute') ? 60 : 8) : 0) - (m.type === 'combine' ? 5 : 0) - (dmg - hp) * 0.5;
    if (s.discarded.length >= s.maxDiscarded && ignore && hasAbility(w, 'brute')) score -= 1000;
    if (score > bestScore) {
      bestScore = score;
      bestKill = m;
    }
  }
  if (bestKill && bestScore > -500) return bestKill;

  // A boost that turns an attack into a kill (on one of our towers).
  const st = s.stacks[seat];
  if (st.boost.length) {
    let bestBoost: TracksMove | null = null;
    let bestGap = Infinity;
    for (const m of moves) {
      if (m.type !== 'boost') continue;
      const t = s.towers.find((x) => x.id === m.tower)!;
      if (t.owner !== seat) continue;
      const type = typeOfTower(t);
      const l = levelOf(t.card, t.level);
      const range = l.range ?? 0;
      const f = fieldOfState(s);
      const now = damageOf(s, t);
      const all = boostDamage(type, l.multiplier ?? 1, [...t.boost, ...st.boost]) - boostDamage(type, l.multiplier ?? 1, t.boost);
      for (const w of s.waves) {
        if (w.pos < 1 || w.pos > 25) continue;
        const at = f.trackCell[w.track][w.pos];
        if (distance(f, t.cell, at) > range) continue;
        const hp = targetHp(s, w, false, false);
        const gap = hp - damageAgainst(w, false, type, now);
        if (gap > 0 && gap <= all && gap < bestGap) {
          bestGap = gap;
          bestBoost = m;
        }
      }
    }
    if (bestBoost) {
      // Of the cards, the one that adds the most to this tower.
      const t = s.towers.find((x) => x.id === (bestBoost as { tower: number }).tower)!;
      const l = levelOf(t.card, t.level);
      const options = moves.filter((m): m is Extract<TracksMove, { type: 'boost' }> => m.type === 'boost' && m.tower === t.id);
      options.sort((a, b) => boostDamage(typeOfTower(t), l.multiplier ?? 1, [...t.boost, b.credit]) - boostDamage(typeOfTower(t), l.multiplier ?? 1, [...t.boost, a.credit]));
      return options[0];
    }
  }

  // Menace units must be attacked by someone, even without a kill.
  const menace = find((m) => m.type === 'attack' && !m.modifier && !m.ignore && (() => {
    const w = s.waves.find((x) => x.id === (m as { wave: number }).wave)!;
    return hasAbility(w, 'menace') && !w.attacked;
  })());
  if (menace.length) return menace[0];

  // Build where the tower reaches the most track.
  const builds = moves.filter((m): m is Extract<TracksMove, { type: 'build' }> => m.type === 'build');
  if (builds.length) {
    const f = fieldOfState(s);
    const cards = [...new Set(builds.map((b) => b.card))].sort((a, b) => Number(b[1]) - Number(a[1]) || PREFERRED.indexOf(a[0]) - PREFERRED.indexOf(b[0]));
    const combineOk = s.towers.filter((t) => t.owner === seat && t.card[0] !== 'X').length >= 2;
    const card = cards.find((c) => c[0] !== 'X' || combineOk) ?? cards[0];
    const l = content.towers.get(card)!.levels[0];
    const reach = l.range ?? l.radius ?? 1;
    let bestCell = -1;
    let bestCover = -Infinity;
    for (const b of builds) {
      if (b.card !== card) continue;
      let cover = 0;
      if (card[0] === 'X') {
        for (const t of s.towers) if (t.card[0] !== 'X' && distance(f, b.cell, t.cell) <= reach) cover += 3;
      } else {
        for (const tr of ['A', 'B'] as const)
          for (let n = 1; n <= 25; n++) {
            const c = f.trackCell[tr][n];
            if (c >= 0 && distance(f, b.cell, c) <= reach) cover += 1 + n / 50;
          }
        for (const t of s.towers) if (distance(f, b.cell, t.cell) <= 1) cover -= 0.5;
      }
      cover += pick([0, 0.01, 0.02]);
      if (cover > bestCover) {
        bestCover = cover;
        bestCell = b.cell;
      }
    }
    if (bestCover > 2) return builds.find((b) => b.card === card && b.cell === bestCell)!;
  }
  const energy = useEnergy && chooseEnergy(s, seat, moves);
  if (energy) return energy;
  const upgrades = find((m) => m.type === 'upgrade');
  if (upgrades.length) return upgrades[0];
  const bonus = find((m) => m.type === 'bonus' && m.stack === 'build' && m.card[0] === 'S');
  if (bonus.length) return bonus[0];
  const skills = find((m) => m.type === 'skill');
  const good = skills.filter((m) => m.type === 'skill' && ['damage', 'range', 'lives', 'draw', 'match-bonus', 'build-discount'].includes(content.skills.get(m.skill)!.effect.kind));
  if (good.length) return good[0];
  return moves.find((m) => m.type === 'done') ?? moves[0];
}

/**
 * A bot that drafts toward building, builds where towers reach the most track, boosts into kills and attacks to
 * kill; in Versus Sandbox it also draws and plays Versus Energy (`useEnergy`; `heuristic-plain` never does).
 */
export function heuristicBot(seed: string, useEnergy = true): Bot {
  const random = createRandom(seed);
  return {
    name: useEnergy ? 'heuristic' : 'heuristic-plain',
    chooseMove(_game: AnyGame, state: unknown, seat: Seat): unknown {
      const s = state as TracksState;
      const moves = legalMoves(s, seat);
      if (moves.length <= 1) return moves[0];
      if (moves[0].type === 'take') return (useEnergy && s.versus && chooseVersusDraw(s, seat, moves)) || chooseTake(s, seat, moves);
      return chooseAction(s, seat, moves, (xs) => xs[random.int(xs.length)], useEnergy);
    },
  };
}

import { content, type TowerType, type UnitCard } from './content/index.ts';
import { levelOf } from './rules/boost.ts';
import { rangeOf, typeOfTower } from './rules/combat.ts';
import { valueOf } from './rules/credits.ts';
import { conditionEffect, modifierOf, skillBonus } from './rules/effects.ts';
import { distance, fieldOfState, trackName, type Field } from './rules/field.ts';
import type { Tower, TracksState, Wave } from './state.ts';

const TRACKS = ['A', 'B'] as const;

/** A tower as the outlook sees it: where it stands, what it reaches, the damage it deals unboosted. */
interface Gun {
  cell: number;
  range: number;
  type: TowerType;
  damage: number;
  ready: boolean;
}

function gunOf(s: TracksState, t: Tower): Gun | null {
  const type = typeOfTower(t);
  if (type === 'combine') return null;
  const l = levelOf(t.card, t.level);
  // A Charge tower's stored charge counts once; half its rate stands for charging on later turns.
  const charge = type === 'charge' ? Math.max(t.charge, Math.floor((l.chargeRate ?? 0) / 2)) : 0;
  return { cell: t.cell, range: rangeOf(s, t), type, damage: (l.damage ?? 0) + skillBonus(s, t.owner, 'damage', type) + charge, ready: t.depletion === 0 };
}

/** Boost damage the team could still add to one attack this turn (its best Boost stack, roughly). */
function boostReserve(s: TracksState): number {
  let best = 0;
  for (const st of s.stacks) {
    let v = 0;
    for (const c of st.boost) v += valueOf(c);
    best = Math.max(best, v);
  }
  return Math.min(best, 4);
}

/** The track spaces a wave still has to walk (skipping discarded track), nearest first. */
function pathAhead(s: TracksState, f: Field, w: { track: 'A' | 'B'; pos: number; reverse: boolean }): number[] {
  const out: number[] = [];
  const dir = w.reverse ? -1 : 1;
  for (let p = w.pos + dir; p >= 1 && p <= 25; p += dir) {
    if (s.discarded.length && s.discarded.includes(trackName(w.track, p))) continue;
    const c = f.trackCell[w.track][p];
    if (c >= 0) out.push(c);
  }
  return out;
}

/**
 * How likely the units of one wave are to get through, summed (expected lives lost). A unit is at risk when no
 * tower that reaches its remaining path deals its HP in one shot; otherwise the risk falls with the number of
 * turns such towers have it in reach. The visible unit of a wave on the field may also be shot now.
 */
function waveRisk(s: TracksState, f: Field, guns: Gun[], boost: number, units: readonly UnitCard[], from: number, w: { track: 'A' | 'B'; pos: number; reverse: boolean; modifier: string | null }, now: boolean): number {
  const path = pathAhead(s, f, w);
  if (path.length === 0) return 0;
  const mod = w.modifier ? modifierOf(w as Wave) : null;
  const extraHp = (mod?.hp ?? 0) + conditionEffect(s, 'unit-hp');
  const move = Math.max(1, (units[from]?.move ?? 3) + (mod?.move ?? 0) + conditionEffect(s, 'wave-move'));
  const grants = mod?.grant ?? [];
  // Spaces of the path each tower reaches (shared by the wave's units; Elusive needs one more Range).
  const covers: number[] = [];
  const coversTight: number[] = [];
  for (const g of guns) {
    let n = 0;
    let tight = 0;
    for (const c of path) {
      const d = distance(f, g.cell, c);
      if (d <= g.range) n++;
      if (d + 1 <= g.range) tight++;
    }
    covers.push(n);
    coversTight.push(tight);
  }
  const here = w.pos >= 1 && w.pos <= 25 ? f.trackCell[w.track][w.pos] : -1;
  let risk = 0;
  for (let k = from; k < units.length; k++) {
    const u = units[k];
    const abilities = u.abilities ?? [];
    const has = (a: string) => abilities.includes(a as never) || grants.includes(a as never);
    let hp = u.hp + extraHp;
    // Armored/Brute may be ignored at a price: count half of the extra HP.
    if (has('armored')) hp += 1;
    if (has('brute')) hp += 2;
    const elusive = has('elusive');
    let turns = 0;
    let shotNow = false;
    for (let i = 0; i < guns.length; i++) {
      const g = guns[i];
      const resisted = (u.resist?.[g.type] ?? 0) + (mod?.resist?.[g.type] ?? 0);
      const dmg = g.damage - resisted;
      const cover = elusive ? coversTight[i] : covers[i];
      if (cover > 0) {
        if (dmg >= hp) turns += cover / move;
        else if (dmg + boost >= hp) turns += (0.5 * cover) / move;
      }
      if (now && k === from && g.ready && here >= 0 && distance(f, g.cell, here) + (elusive ? 1 : 0) <= g.range && dmg + boost >= hp) shotNow = true;
    }
    // Later units come into reach only after the earlier ones are shot: fewer chances each.
    const chances = turns / (1 + 0.5 * (k - from)) + (shotNow ? 1 : 0);
    risk += 1 / (1 + 1.5 * chances * chances);
  }
  return risk;
}

/**
 * The team's prospects in [0, 1], the same for every seat (cooperative). A random playout of the MCTS rarely
 * reaches the next Phase 3, so the value looks ahead statically: lives left less the units expected to get
 * through (the towers' reach and one-shot damage against each unit's HP on its remaining path), waves
 * defeated, track kept, and a little for credits still in hand. Victory is worth more than any session still
 * going; failure is 0 (plus a sliver for progress, so the search still prefers getting further).
 */
export function evaluate(s: TracksState): number[] {
  let v: number;
  const total = Math.max(1, s.totalWaves);
  if (s.result === 'victory') v = 0.9 + 0.1 * Math.min(1, s.lives / Math.max(1, s.startLives));
  else if (s.result) v = 0.05 * Math.min(1, s.defeatedWaves / total);
  else {
    const f = fieldOfState(s);
    const guns: Gun[] = [];
    for (const t of s.towers) {
      const g = gunOf(s, t);
      if (g) guns.push(g);
    }
    const boost = boostReserve(s);
    let risk = 0;
    for (const w of s.waves) risk += waveRisk(s, f, guns, boost, content.waves.get(w.card)!.units, w.unit, w, true);
    // Waves still to come (the next two calls) face today's towers: a reason to build ahead.
    let future = 0;
    let calls = 0;
    for (const call of s.queue) {
      if (calls++ >= 2) break;
      for (const id of call) {
        const wc = content.waves.get(id)!;
        future += waveRisk(s, f, guns, boost, wc.units, 0, { track: wc.track, pos: wc.reverse ? 26 : 0, reverse: wc.reverse === true, modifier: null }, false);
      }
    }
    const start = Math.max(1, s.startLives);
    // The towers themselves (their one-shot damage where they reach the most track): selling or wasting them is a loss.
    let defence = 0;
    for (const g of guns) {
      let reach = 0;
      for (const tr of TRACKS) for (let n = 1; n <= 25; n++) if (f.trackCell[tr][n] >= 0 && distance(f, g.cell, f.trackCell[tr][n]) <= g.range) reach++;
      defence += Math.min(1, reach / 8) * g.damage;
    }
    let credits = 0;
    for (const st of s.stacks) for (const c of [...st.build, ...st.boost, ...st.combine, ...st.bonus]) credits += valueOf(c);
    let units = 0;
    for (const w of s.waves) units += content.waves.get(w.card)!.units.length - w.unit;
    for (const call of s.queue) for (const id of call) units += content.waves.get(id)!.units.length;
    const progress = s.defeatedUnits / Math.max(1, s.defeatedUnits + units);
    // Spread over [0, 1] on purpose: what one action changes (a unit shot, a tower built or sold) must move the
    // value by more than the noise of a random playout, or UCT explores every move alike.
    v =
      0.62 -
      0.3 * (1 - s.lives / start) -
      0.12 * Math.min(3, risk) -
      0.04 * Math.min(3, future) +
      0.1 * progress +
      0.08 * (1 - 1 / (1 + defence / 25)) +
      0.03 * Math.min(1, credits / (10 * s.players)) -
      0.06 * (s.discarded.length / (s.maxDiscarded + 1));
    v = Math.max(0.01, Math.min(0.9, v));
  }
  v = Math.max(0, Math.min(1, v));
  const out = new Array<number>(s.players);
  for (let i = 0; i < s.players; i++) out[i] = v;
  if (s.versus) versusStanding(s.versus.score, v, out);
  return out;
}

/**
 * Versus Sandbox: the best performer(s) of a victory win, so each seat's value is the team's prospects weighted by
 * its standing: 0.5 + 0.5·tanh(lead / 3) against the best rival's performance score, mapped to 55-100% of the
 * team's value (a seat far behind still prefers the team's victory to its failure, which nobody wins).
 */
function versusStanding(score: readonly number[], v: number, out: number[]): void {
  for (let i = 0; i < out.length; i++) {
    let rival = -Infinity;
    for (let j = 0; j < score.length; j++) if (j !== i && score[j] > rival) rival = score[j];
    const standing = 0.5 + 0.5 * Math.tanh((score[i] - rival) / 3);
    out[i] = v * (0.55 + 0.45 * standing);
  }
}

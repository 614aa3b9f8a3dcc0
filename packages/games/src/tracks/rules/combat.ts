import { content, type TowerType } from '../content/index.ts';
import type { Events, Tower, TracksState, Wave } from '../state.ts';
import { boostDamage, isMatched, levelOf } from './boost.ts';
import { conditionEffect, hasAbility, modifierHp, modifierOf, resistance, skillBonus, unitHp, waveCard } from './effects.ts';
import { distance, fieldOfState, trackName, waveCell } from './field.ts';
import { checkEnd } from './end.ts';
import { payment, spend } from './credits.ts';
import { advanceAfterLoss, destroyBeneath, restoreTrack } from './waves.ts';
import { perform, towerMod, waveMod } from '../versus/index.ts';

export const typeOfTower = (t: Tower): TowerType => content.towers.get(t.card)!.type;

/** A tower's Range now: its level's, the owner's skills, the Game Condition, its Tower Modification (never below 1). */
export function rangeOf(s: TracksState, t: Tower): number {
  const l = levelOf(t.card, t.level);
  return Math.max(1, (l.range ?? 0) + skillBonus(s, t.owner, 'range', typeOfTower(t)) + conditionEffect(s, 'range') + (t.mod ? towerMod(t.mod)!.range : 0));
}

export const radiusOf = (t: Tower): number => levelOf(t.card, t.level).radius ?? 0;

/** The charge a Charge tower may hold: its level's, plus its owner's skills. */
export function chargeMax(s: TracksState, t: Tower): number {
  return (levelOf(t.card, t.level).chargeMax ?? 0) + skillBonus(s, t.owner, 'charge-max');
}

/** A tower's damage now: level, owner's skills, stored charge, its Tower Modification and this turn's boosts (6.C). */
export function damageOf(s: TracksState, t: Tower): number {
  const l = levelOf(t.card, t.level);
  const type = typeOfTower(t);
  let d = (l.damage ?? 0) + skillBonus(s, t.owner, 'damage', type) + t.charge + (t.mod ? towerMod(t.mod)!.damage : 0);
  if (t.boost.length > 0) {
    d += boostDamage(type, l.multiplier ?? 1, t.boost, { noMatch: conditionEffect(s, 'no-match') > 0, matchBonus: skillBonus(s, t.owner, 'match-bonus') });
  }
  return d;
}

/** The Combine cost of a Combine tower for its owner (6.D). */
export function combineCost(s: TracksState, t: Tower): number {
  return Math.max(0, (levelOf(t.card, t.level).combineCost ?? 0) - skillBonus(s, t.owner, 'combine-discount'));
}

/** Whether a wave is on the field where an attack from `cell` with `range` reaches it (Elusive needs 1 more). */
export function inReach(s: TracksState, cell: number, range: number, w: Wave, modifier: boolean): boolean {
  const f = fieldOfState(s);
  const at = waveCell(f, w.track, w.pos);
  if (at < 0) return false;
  const need = !modifier && hasAbility(w, 'elusive') ? (content.abilities.get('elusive')!.range ?? 1) : 0;
  return distance(f, cell, at) + need <= range;
}

/** The HP an attack must reach, with Armored and Brute counted unless ignored. */
export function targetHp(s: TracksState, w: Wave, modifier: boolean, ignore: boolean): number {
  if (modifier) return modifierHp(content.modifiers.get(w.modifier!)!.level, w.number);
  let hp = unitHp(s, w);
  if (!ignore) {
    if (hasAbility(w, 'armored')) hp += content.abilities.get('armored')!.hp ?? 2;
    if (hasAbility(w, 'brute')) hp += content.abilities.get('brute')!.hp ?? 3;
  }
  return hp;
}

/** Damage after Resistance (modifiers have none). */
export function damageAgainst(w: Wave, modifier: boolean, type: TowerType, damage: number): number {
  return modifier ? damage : Math.max(0, damage - resistance(w, type));
}

/** What one action achieved, for the Game Condition's requirement (6.H). */
export interface Feats {
  defeatedWith: TowerType[];
  overkill: number;
  modifier: boolean;
  wave: boolean;
  combine: boolean;
  matched: boolean;
  built: number;
  upgradedTo: number;
}
export const noFeats = (): Feats => ({ defeatedWith: [], overkill: -1, modifier: false, wave: false, combine: false, matched: false, built: 0, upgradedTo: 0 });

/**
 * Resolves one attack (6.G) of `damage` of `type` on the wave's visible unit or its modifier. One shot: the
 * damage must reach the HP; nothing stays on the unit, nothing carries over.
 */
export function strike(s: TracksState, seat: number, attacker: Tower, w: Wave, modifier: boolean, ignore: boolean, damage: number, type: TowerType, feats: Feats, ev: Events): void {
  const wc = waveCard(w);
  // Words only for the log: the bots' path (no events) builds no strings.
  const name = ev ? `wave ${w.number} (${w.card}) on ${trackName(w.track, w.pos)}` : '';
  if (modifier) {
    const hp = targetHp(s, w, true, false);
    const mod = modifierOf(w)!;
    if (damage >= hp) {
      w.modifier = null;
      feats.modifier = true;
      perform(s, seat, 'modifier');
      if (s.objectives) s.objectives.modifiers++;
      ev?.push(`${damage} damage defeats the ${mod.name} modifier (${hp} HP) of ${name}.`);
    } else ev?.push(`${damage} damage does not reach the ${hp} HP of the ${mod.name} modifier of ${name}.`);
    return;
  }
  w.attacked = true;
  const ignoring = ignore ? (['armored', 'brute'] as const).filter((a) => hasAbility(w, a)) : [];
  const hp = targetHp(s, w, false, ignore);
  const dealt = damageAgainst(w, false, type, damage);
  const resisted = damage - dealt;
  const unitNo = w.unit + 1;
  if (ignoring.includes('armored')) {
    attacker.depletion++;
    ev?.push('Ignoring Armored: the attacking tower takes 1 more Depletion.');
  }
  const pos = w.pos;
  if (dealt >= hp) {
    const sapper = hasAbility(w, 'sapper');
    const mender = hasAbility(w, 'mender');
    feats.defeatedWith.push(type);
    feats.overkill = Math.max(feats.overkill, dealt - hp);
    w.unit++;
    w.attacked = false;
    s.defeatedUnits++;
    perform(s, seat, 'unit');
    if (w.hex?.seat === seat && s.versus) s.versus.score[seat] += waveMod(w.hex.id)!.bounty; // the placer's bet pays
    ev?.push(`${dealt} damage${resisted > 0 ? ` (${resisted} resisted)` : ''} defeats unit ${unitNo} (${hp} HP) of ${name}.`);
    const waveDown = w.unit >= wc.units.length;
    if (waveDown) {
      s.waves.splice(s.waves.indexOf(w), 1);
      s.defeatedWaves++;
      perform(s, seat, 'wave');
      feats.wave = true;
      ev?.push(`Wave ${w.number} (${w.card}) is defeated.`);
    }
    const conv = s.stacks[seat].bonus.length;
    if (s.window && s.window.seat === seat) {
      s.window.unit = true;
      s.window.wave = s.window.wave || waveDown;
      s.window.convertible = conv;
    } else s.window = { seat, unit: true, wave: waveDown, convertible: conv };
    if (sapper) {
      destroyBeneath(s, w, pos, 'Sapper', ev);
      if (!waveDown) advanceAfterLoss(s, w, ev);
    }
    if (mender) restoreTrack(s, content.abilities.get('mender')!.restore ?? 3, 'Mender', seat, ev);
  } else {
    ev?.push(`${dealt} damage${resisted > 0 ? ` (${resisted} resisted)` : ''} does not reach the ${hp} HP of unit ${unitNo} of ${name}.`);
  }
  if (ignoring.includes('brute')) {
    destroyBeneath(s, w, pos, 'Ignoring Brute', ev);
    if (s.waves.includes(w)) advanceAfterLoss(s, w, ev);
  }
}

/** 6.G: a tower attacks. */
export function attack(s: TracksState, seat: number, towerId: number, waveId: number, modifier: boolean, ignore: boolean, feats: Feats, ev: Events): void {
  const t = s.towers.find((x) => x.id === towerId)!;
  const w = s.waves.find((x) => x.id === waveId)!;
  const type = typeOfTower(t);
  const damage = damageOf(s, t);
  feats.matched = t.boost.length > 0 && isMatched(type, t.boost);
  ev?.push(`Player ${seat + 1}'s ${towerWords(t)} attacks${t.boost.length ? ` (boosted by ${t.boost.join(' ')})` : ''}${t.charge ? ` with ${t.charge} charge` : ''}.`);
  t.depletion++;
  t.boost = [];
  t.charge = 0;
  strike(s, seat, t, w, modifier, ignore, damage, type, feats, ev);
  checkEnd(s, ev);
}

/** 6.D: a Combine attack: the two towers' damage added, from the Combine tower, at the longer of their ranges. */
export function combineAttack(s: TracksState, seat: number, towerId: number, pair: number[], waveId: number, modifier: boolean, feats: Feats, ev: Events): void {
  const c = s.towers.find((x) => x.id === towerId)!;
  const a = s.towers.find((x) => x.id === pair[0])!;
  const b = s.towers.find((x) => x.id === pair[1])!;
  const w = s.waves.find((x) => x.id === waveId)!;
  const damage = damageOf(s, a) + damageOf(s, b) + (levelOf(c.card, c.level).combineBonus ?? 0) + skillBonus(s, c.owner, 'damage', 'combine');
  spend(s, s.stacks[seat].combine, payment(s.stacks[seat].combine, combineCost(s, c))!);
  feats.combine = true;
  feats.matched = (a.boost.length > 0 && isMatched(typeOfTower(a), a.boost)) || (b.boost.length > 0 && isMatched(typeOfTower(b), b.boost));
  ev?.push(`Player ${seat + 1}'s ${towerWords(c)} combines ${towerWords(a)} and ${towerWords(b)}.`);
  for (const t of [a, b, c]) {
    t.depletion++;
    t.boost = [];
    t.charge = 0;
  }
  strike(s, seat, c, w, modifier, false, damage, 'combine', feats, ev);
  checkEnd(s, ev);
}

export function towerWords(t: Tower): string {
  const card = content.towers.get(t.card)!;
  const kind = content.types.find((k) => k.id === card.type)!.name;
  return `Mk ${'I'.repeat(card.mark)} ${kind} #${t.id} (level ${t.level})`;
}

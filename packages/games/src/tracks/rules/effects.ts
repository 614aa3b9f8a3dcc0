import { content, type TowerType, type UnitAbility, type UnitCard } from '../content/index.ts';
import type { TracksState, Wave } from '../state.ts';
import { waveMod } from '../versus/index.ts';

/** The sum of one skill effect for a seat (each marker counts: both slots of a skill count twice, 6.F). */
export function skillBonus(s: TracksState, seat: number, kind: string, type?: TowerType): number {
  let n = 0;
  for (const p of s.skills) {
    if (p.seat !== seat) continue;
    const e = content.skills.get(p.skill)!.effect;
    if (e.kind === kind && (e.type === undefined || e.type === type)) n += e.n;
  }
  return n;
}

/** The effect of the Game Condition in play, of one kind (0 when none). */
export function conditionEffect(s: TracksState, kind: string): number {
  if (s.conditions.length === 0) return 0;
  const e = content.conditions.get(s.conditions[0])!.effect;
  return e.kind === kind ? e.n : 0;
}

export const waveCard = (w: Wave) => content.waves.get(w.card)!;
export const visibleUnit = (w: Wave): UnitCard => waveCard(w).units[w.unit];
export const modifierOf = (w: Wave) => (w.modifier ? content.modifiers.get(w.modifier)! : null);

/** Whether the wave's visible unit has an ability, its own or granted by its Wave Modifier. */
export function hasAbility(w: Wave, a: UnitAbility): boolean {
  if (visibleUnit(w).abilities?.includes(a)) return true;
  return modifierOf(w)?.grant?.includes(a) ?? false;
}

/** The visible unit's HP before Armored/Brute: its own, the modifier's, the condition's and a Versus Wave Modifier's additions. */
export function unitHp(s: TracksState, w: Wave): number {
  return visibleUnit(w).hp + (modifierOf(w)?.hp ?? 0) + conditionEffect(s, 'unit-hp') + (w.hex ? waveMod(w.hex.id)!.hp : 0);
}

/** The visible unit's Resistance to a damage type (its own and its modifier's). */
export function resistance(w: Wave, type: TowerType): number {
  return (visibleUnit(w).resist?.[type] ?? 0) + (modifierOf(w)?.resist?.[type] ?? 0);
}

/** Spaces the wave moves this turn: its visible unit's Movement, the modifier's and the condition's additions. */
export function movement(s: TracksState, w: Wave): number {
  return Math.max(1, visibleUnit(w).move + (modifierOf(w)?.move ?? 0) + conditionEffect(s, 'wave-move') + (w.hex ? waveMod(w.hex.id)!.move : 0));
}

/** Wave Modifier HP (Phase 2): 2 + its difficulty level + the wave number (the worked example: wave 2, level 3 → 7). */
export function modifierHp(level: number, waveNumber: number): number {
  return content.rules.modifierHpBase + level + waveNumber;
}

/** Extra credits to build or upgrade while a Saboteur/Jammer is on the field, and under the Game Condition. */
export function tax(s: TracksState, what: 'build' | 'upgrade'): number {
  const ability = what === 'build' ? 'saboteur' : 'jammer';
  let n = conditionEffect(s, `${what}-tax`);
  const per = content.abilities.get(ability)!.tax ?? 1;
  for (const w of s.waves) if (w.pos >= 1 && w.pos <= 25 && hasAbility(w, ability)) n += per;
  return n;
}

/** Undefeated units of a wave (lives lost when it leaves the track). */
export const unitsLeft = (w: Wave): number => waveCard(w).units.length - w.unit;

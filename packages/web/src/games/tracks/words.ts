/** Plain-words tooltips of the Tracks & Waves board's pieces, with the numbers that apply now. */
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import type { Tower, Wave } from '@ramparts/games/tracks/state.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { chargeMax, combineCost, damageOf, rangeOf } from '@ramparts/games/tracks/rules/combat.ts';
import { modifierHp, movement, unitHp } from '@ramparts/games/tracks/rules/effects.ts';
import { buildCost, upgradeCost } from '@ramparts/games/tracks/rules/economy.ts';
import { terms } from '@ramparts/games/tracks/terms.ts';
import { towerCardName } from '@ramparts/games/tracks/view.ts';
import { towerMod, versusCard, waveMod } from '@ramparts/games/tracks/versus/index.ts';
import { creditName } from './pieces.tsx';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const seatWord = (names: string[] | undefined, p: number) => names?.[p] ?? `Player ${p + 1}`;

/** A tower on the field: whose, what, level, Range and damage now, Depletion, boosts, charge, costs. */
export function towerTip(v: TracksView, t: Tower, names?: string[]): string {
  const card = content.towers.get(t.card)!;
  const l = card.levels[t.level - 1];
  const stats = l.range !== undefined ? `range ${rangeOf(v, t)}, damage ${damageOf(v, t)}${l.multiplier ? `, Boost credits count x${l.multiplier}` : ''}${l.chargeMax !== undefined ? `, charge ${t.charge} of ${chargeMax(v, t)}` : ''}` : `never attacks alone: joins two ready towers within ${l.radius} spaces for a Combine attack (costs ${combineCost(v, t)}, +${l.combineBonus} damage)`;
  const state = t.depletion ? `${plural(t.depletion, 'Depletion marker')}: it cannot attack, upgrade or be sold until they are gone (one goes each turn)` : 'ready to act';
  const up = t.level < 4 ? ` Upgrade costs ${v.seat !== null ? upgradeCost(v, v.seat, t.card) : card.upgrade}; sells for ${card.sell} Mk I ${card.sell === 1 ? 'credit' : 'credits'}.` : ` Top level; sells for ${card.sell} Mk I ${card.sell === 1 ? 'credit' : 'credits'}.`;
  const boost = t.boost.length ? ` Boosted this turn by ${t.boost.map(creditName).join(', ')}.` : '';
  const mod = t.mod ? ` Tower Modification ${towerMod(t.mod)?.name}: ${towerMod(t.mod)?.text}` : '';
  return `${seatWord(names, t.owner)}'s ${towerCardName(t.card)} tower, level ${t.level} of 4: ${stats}; ${state}.${up}${boost}${mod}`;
}

/** A wave's visible unit: wave number, where, HP and movement now, units left, abilities, its Wave Modifier. */
export function waveTip(v: TracksView, w: Wave): string {
  const card = content.waves.get(w.card)!;
  const u = card.units[w.unit];
  const where = w.pos >= 1 && w.pos <= 25 ? `on Track ${w.track} space ${w.pos}` : `waiting to enter Track ${w.track}`;
  const abilities = [...(u.abilities ?? []).map((a) => content.abilities.get(a)!.name), ...Object.entries(u.resist ?? {}).map(([t, n]) => `resists ${t} by ${n}`)];
  const left = card.units.length - w.unit;
  const mod = w.modifier ? ` Wave Modifier ${content.modifiers.get(w.modifier)!.name} (${modifierHp(content.modifiers.get(w.modifier)!.level, w.number)} HP, may be attacked on its own).` : '';
  const hex = w.hex ? ` Versus Wave Modifier ${waveMod(w.hex.id)?.name}: ${waveMod(w.hex.id)?.text}` : '';
  return `Wave ${w.number} ${where}${w.reverse ? ', walking backwards' : ''}: the target is unit ${w.unit + 1} of ${card.units.length} with ${unitHp(v, w)} HP, moving ${movement(v, w)} spaces a turn${abilities.length ? `, ${abilities.join(', ')}` : ''}. ${plural(left, 'unit')} left; if it leaves the track the team loses ${plural(left, 'life', 'lives')}.${mod}${hex}${w.attacked ? ' Attacked this turn.' : ''}`;
}

/** A wave tile still to come: its units' HP and movement. */
export function comingTip(id: string, slot: number): string {
  const w = content.waves.get(id)!;
  return `Next Wave ${slot + 1}: tile ${id}, rank ${w.rank}, on Track ${w.track}: ${w.units.map((u, i) => `unit ${i + 1} ${u.hp} HP moving ${u.move}`).join('; ')}.`;
}

/** A tower card's level-1 numbers for its card face, a short line each (["range 2", "dmg 4"]). */
export function cardLines(card: string): string[] {
  const c = content.towers.get(card);
  if (!c) return ['any type'];
  const l = c.levels[0];
  return l.range !== undefined ? [`range ${l.range}`, `dmg ${l.damage}`] : [`radius ${l.radius}`, `+${l.combineBonus} dmg`];
}

/** A credit card: what it is worth and what its tower does, and the build cost for the viewer. */
export function creditTip(v: TracksView, card: string, doing?: string): string {
  if (card[0] === 'U') return `${doing ? `${doing}: ` : ''}a completed Game Condition, worth 2 credits of any type.`;
  const c = content.towers.get(card);
  const entry = terms(v).find((t) => t.name.startsWith(`${card} (`));
  const build = c && v.seat !== null ? ` Building it costs you ${buildCost(v, v.seat, card)} from your Build stack.` : '';
  return `${doing ? `${doing}: ` : ''}${creditName(card)} card, worth ${plural(Number(card[1]), 'credit')} on the Stack you put it on, or built as a tower.${build} ${entry?.text ?? ''}`.trim();
}

/** A Versus Energy card's effect in words. */
export const energyText = (id: string): string => versusCard(id)?.text ?? '';

import type { Random } from '@ramparts/engine';
import { content, ONE_TIME_SKILLS } from '../content/index.ts';
import type { Credit, Events, Stack, TracksState } from '../state.ts';
import { towerWords, type Feats } from './combat.ts';
import { discardCard, drawMk1, payment, removeCard, spend, valueOf } from './credits.ts';
import { skillBonus, tax } from './effects.ts';
import { cellName, fieldOfState } from './field.ts';
import { restoreTrack } from './waves.ts';
import { perform } from '../versus/index.ts';

const LETTERS = ['S', 'B', 'C', 'X'];

/** 6.A.I: a tower's Build cost for this seat now (skills lower it to no less than 1; taxes add). */
export function buildCost(s: TracksState, seat: number, card: string): number {
  return Math.max(1, content.towers.get(card)!.build - skillBonus(s, seat, 'build-discount')) + tax(s, 'build');
}

/** 6.A.II: a tower's Upgrade cost for its owner now. */
export function upgradeCost(s: TracksState, seat: number, card: string): number {
  return Math.max(1, content.towers.get(card)!.upgrade - skillBonus(s, seat, 'upgrade-discount')) + tax(s, 'upgrade');
}

/** 6.E.I-II: the Kill Bonus cost of a Mk II or III tower for this seat now. */
export function bonusCost(s: TracksState, seat: number, mark: number): number {
  const kb = content.rules.killBonus;
  const w = s.window && s.window.seat === seat ? s.window : null;
  const base = mark === 2 ? (w?.unit ? kb.mk2AfterKill : kb.mk2) : w?.wave ? kb.mk3AfterKill : kb.mk3;
  return Math.max(1, base - skillBonus(s, seat, 'kill-discount'));
}

/** Draws `n` Mk I credits for a seat to place on its Stacks before anyone acts again. */
export function drawFor(s: TracksState, seat: number, n: number, random: Random, ev: Events): void {
  const got: Credit[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawMk1(s, random);
    if (c) got.push(c);
  }
  if (got.length === 0) return;
  if (s.pending) s.pending.credits.push(...got);
  else s.pending = { seat, credits: got };
  ev?.push(`Player ${seat + 1} draws ${got.join(' ')} to place on their Stacks.`);
}

export function build(s: TracksState, seat: number, card: string, cell: number, feats: Feats, ev: Events): void {
  const stack = s.stacks[seat].build;
  const at = stack.indexOf(card);
  const pay = payment(stack, buildCost(s, seat, card), at)!;
  const paid = [...pay, at].sort((a, b) => b - a);
  for (const i of paid) if (i !== at) discardCard(s, stack[i]);
  for (const i of paid) stack.splice(i, 1);
  const t = { id: s.nextId++, card, owner: seat, level: 1, cell, depletion: 1, boost: [], charge: 0 };
  s.towers.push(t);
  feats.built = content.towers.get(card)!.mark;
  ev?.push(`Player ${seat + 1} builds a ${towerWords(t)} on ${cellName(fieldOfState(s), cell)}.`);
}

export function upgrade(s: TracksState, seat: number, id: number, feats: Feats, ev: Events): void {
  const t = s.towers.find((x) => x.id === id)!;
  spend(s, s.stacks[seat].build, payment(s.stacks[seat].build, upgradeCost(s, seat, t.card))!);
  t.level++;
  t.depletion++;
  feats.upgradedTo = t.level;
  ev?.push(`Player ${seat + 1} upgrades ${towerWords(t)}.`);
}

export function sell(s: TracksState, seat: number, id: number, random: Random, ev: Events): void {
  const t = s.towers.find((x) => x.id === id)!;
  s.towers.splice(s.towers.indexOf(t), 1);
  ev?.push(`Player ${seat + 1} sells ${towerWords(t)}.`);
  if (s.objectives) s.objectives.sold++;
  discardCard(s, t.card);
  drawFor(s, seat, content.towers.get(t.card)!.sell + skillBonus(s, seat, 'sell-bonus'), random, ev);
}

export function boost(s: TracksState, seat: number, id: number, credit: Credit, ev: Events): void {
  const t = s.towers.find((x) => x.id === id)!;
  removeCard(s.stacks[seat].boost, credit);
  discardCard(s, credit);
  t.boost.push(credit);
  ev?.push(`Player ${seat + 1} boosts ${towerWords(t)} with ${credit}.`);
}

export function bonus(s: TracksState, seat: number, card: string, stack: Stack, ev: Events): void {
  const mark = valueOf(card);
  const cost = bonusCost(s, seat, mark);
  const discounted = s.window?.seat === seat && (mark === 2 ? s.window.unit : s.window.wave);
  spend(s, s.stacks[seat].bonus, payment(s.stacks[seat].bonus, cost)!);
  (mark === 2 ? s.mk2 : s.mk3)[LETTERS.indexOf(card[0])]--;
  s.stacks[seat][stack].push(card);
  if (discounted && s.window) {
    if (mark === 2) s.window.unit = false;
    else s.window.wave = false;
  }
  if (s.window && s.window.seat === seat) s.window.convertible = Math.min(s.window.convertible, s.stacks[seat].bonus.length);
  ev?.push(`Player ${seat + 1} takes a Mk ${'I'.repeat(mark)} ${card} as a Kill Bonus for ${cost} credits, onto their ${stack} stack.`);
}

export function convert(s: TracksState, seat: number, credit: Credit, random: Random, ev: Events): void {
  removeCard(s.stacks[seat].bonus, credit);
  discardCard(s, credit);
  s.window!.convertible--;
  ev?.push(`Player ${seat + 1} converts ${credit}.`);
  drawFor(s, seat, valueOf(credit), random, ev);
}

/** Whether a Skill Board slot is empty: it has no Locks, or all of them were opened (a campaign unlock). */
export function slotOpen(s: TracksState, skill: { id: string; locks?: number[] }, slot: number): boolean {
  return !(skill.locks?.[slot] ?? 0) || s.unlocked.includes(`${skill.id}/${slot}`);
}

/** The Skill slots open in this session: each player's mat and the chosen sides of the Skill Boards (locked slots excluded). */
export function skillSlots(s: TracksState, seat: number): { skill: string; slot: number; cost: number }[] {
  const out: { skill: string; slot: number; cost: number }[] = [];
  for (const k of content.matSkills) if (!s.skills.some((p) => p.skill === k.id && p.seat === seat)) out.push({ skill: k.id, slot: 0, cost: k.slots[0] });
  for (const b of s.boards) {
    const board = content.boards.find((x) => x.id === b.id)!;
    for (const k of board[b.side]) {
      k.slots.forEach((cost, slot) => {
        if (slotOpen(s, k, slot) && !s.skills.some((p) => p.skill === k.id && p.slot === slot)) out.push({ skill: k.id, slot, cost });
      });
    }
  }
  return out;
}

export function placeSkill(s: TracksState, seat: number, skill: string, slot: number, random: Random, ev: Events): void {
  const open = skillSlots(s, seat).find((x) => x.skill === skill && x.slot === slot)!;
  spend(s, s.stacks[seat].build, payment(s.stacks[seat].build, open.cost)!);
  s.markers[seat]--;
  s.skills.push({ skill, slot, seat });
  const k = content.skills.get(skill)!;
  ev?.push(`Player ${seat + 1} places a Skill Marker on ${k.name}${open.cost ? ` (paying ${open.cost})` : ''}.`);
  if (!ONE_TIME_SKILLS.has(k.effect.kind)) return;
  if (k.effect.kind === 'lives') {
    s.lives += k.effect.n;
    ev?.push(`${k.effect.n} ${k.effect.n === 1 ? 'life' : 'lives'} gained: ${s.lives}.`);
  } else if (k.effect.kind === 'restore') restoreTrack(s, k.effect.n, k.name, seat, ev);
  else drawFor(s, seat, k.effect.n, random, ev);
}

export function complete(s: TracksState, seat: number, stack: Stack, ev: Events): void {
  const id = s.conditions.shift()!;
  s.conditionMet = []; // only 1 player may complete it; the next condition's requirement is met afresh
  s.stacks[seat][stack].push('U2');
  perform(s, seat, 'condition');
  ev?.push(`Player ${seat + 1} completes the Game Condition ${content.conditions.get(id)!.name}: 2 Universal credits onto their ${stack} stack.`);
  if (s.conditions.length) ev?.push(`${content.conditions.get(s.conditions[0])!.name} comes into play.`);
}

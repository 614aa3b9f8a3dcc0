/**
 * The player aid of Tracks & Waves: the turn in six phases and the tables a table looks up most (the towers'
 * numbers, what a wave and a Wave Modifier are worth, the Kill Bonus and the Game Conditions), from the content.
 */
import { content, type TowerLevel } from '@ramparts/games/tracks/content/index.ts';
import type { AidSpec, TableSpec } from '../../types.ts';
import { plural, ROMAN } from './common.tsx';
import { modifierLines } from './hexes.tsx';
import { towerTitle } from './towers.tsx';

/** A level in a few characters: "2 / 4", "2 / 1 x2", "2 / 3, +1 to 2", "Radius 1, cost 1, +0". */
function levelWords(l: TowerLevel): string {
  if (l.range === undefined) return `Radius ${l.radius}, cost ${l.combineCost}, +${l.combineBonus}`;
  return `${l.range} / ${l.damage}${l.multiplier !== undefined ? ` x${l.multiplier}` : ''}${l.chargeRate !== undefined ? `, +${l.chargeRate} to ${l.chargeMax}` : ''}`;
}

export function tracksAid(): AidSpec {
  const r = content.rules;
  const towers: TableSpec = {
    title: 'Towers by level: Range / Damage (Boost: multiplier; Charge: + per turn, most; Combine: Radius, cost, bonus)',
    columns: ['Tower (copies)', 'Build / Upgrade / Sell', 'Level 1', 'Level 2', 'Level 3', 'Level 4'],
    rows: content.towerList.map((t) => [`${towerTitle(t).replace(' Tower', '')} (${t.copies})`, `${t.build} / ${t.upgrade} / ${t.sell}`, ...t.levels.map(levelWords)]),
  };
  const ranks = [...new Set(content.waveList.map((w) => w.rank))].sort((a, b) => a - b);
  const waves: TableSpec = {
    title: 'Enemy waves by rank (odd ranks on Track A, even ranks on Track B, in pairs)',
    columns: ['Rank', 'Track', 'Tiles', 'Units', 'HP', 'Moves'],
    rows: ranks.map((rank) => {
      const ws = content.waveList.filter((w) => w.rank === rank);
      const units = ws.flatMap((w) => w.units);
      const span = (xs: number[]) => (Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)}-${Math.max(...xs)}`);
      const nums = ws.map((w) => w.number);
      return [rank, `${ws[0].track} ${Math.min(...nums)}-${Math.max(...nums)}`, ws.length, span(ws.map((w) => w.units.length)), span(units.map((u) => u.hp)), span(units.map((u) => u.move))];
    }),
  };
  const modifiers: TableSpec = {
    title: `Wave Modifiers (their own HP: ${r.modifierHpBase} + level + wave number)`,
    columns: ['Lvl', 'Modifiers'],
    rows: [1, 2, 3, 4]
      .map((level) => content.modifierList.filter((m) => m.level === level))
      .filter((ms) => ms.length > 0)
      .map((ms) => [ROMAN[ms[0].level], ms.map((m) => `${m.name} (${modifierLines(m).join(', ')})`).join('; ')]),
  };
  return {
    turn: [
      `Turn Tracker: move the L-Hex to the next position (2, 3, 4, never 1); a new wave every ${plural(r.newWaveEvery, 'turn')} (turns 1, 4, 7 ...).`,
      'New waves: set them on space 0 of their track (reverse waves on 26) with a Wave Modifier; even waves come in pairs.',
      'Every wave moves its Movement, lowest number first; lost track is not counted; past the end: a life per undefeated unit.',
      'Energize: take one Depletion marker off each tower (a Charge tower gains its charge).',
      `Income: reveal ${r.incomeCredits} Mk I credits (or the page's number); take them one at a time from the Starting Player; place all on Stacks.`,
      'Act in any order until all are done: build, upgrade, sell, boost, attack, Combine, Kill Bonus, skills, complete the Game Condition.',
    ],
    tables: [towers, waves, modifiers],
    notes: [
      'One attack must deal at least a unit\'s HP; damage never adds up or carries over. Only the unit the L-Hex leaves uncovered may be attacked.',
      'A tower with any Depletion cannot attack, upgrade, be sold or boosted. Building and upgrading add one.',
      `Kill Bonus Stack: a Mk II tower for ${r.killBonus.mk2} credits (${r.killBonus.mk2AfterKill} right after defeating a unit), a Mk III for ${r.killBonus.mk3} (${r.killBonus.mk3AfterKill} right after defeating a wave); right after a kill, trade its credits for as many Mk I credits.`,
      `Boost: each credit spent adds 1 damage; exactly 2 matching credits on a tower of their type add 1 more. A completed Game Condition is worth ${r.conditionCredits} Universal credits.`,
    ],
  };
}

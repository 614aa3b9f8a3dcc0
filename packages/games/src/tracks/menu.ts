import type { Seat } from '@ramparts/engine';
import { content } from './content/index.ts';
import type { TracksMove } from './moves.ts';
import { combineCost, damageAgainst, damageOf, radiusOf, rangeOf, targetHp, typeOfTower } from './rules/combat.ts';
import { hasAbility, modifierOf, skillBonus } from './rules/effects.ts';
import { bonusCost, buildCost, upgradeCost } from './rules/economy.ts';
import { cellName, columnName, distance, fieldOfState, type Field } from './rules/field.ts';
import { stackName } from './rules/legal.ts';
import type { Tower, TracksState, Wave } from './state.ts';
import { creditName, describeMove, seatName, skillWords, towerLabel, waveName } from './text.ts';
import { towerCardName } from './view.ts';
import { towerMod, versusCard, waveMod } from './versus/index.ts';

/** No level of a menu should list more than this many choices where a grouping step can help. */
export const MENU_MAX = 15;

/**
 * Where a move sits in the terminal's menus: the action first, then each choice that narrows it, in words
 * (["Build", "Mk I Standard (S1), costs 2", "space c3"]). Long levels get a grouping step (free spaces by row,
 * boosted towers by owner, Combine partners by the first one), so that no level lists more than about 15 choices.
 * Every legal move of a position gets a distinct path, and no path is the start of another.
 */
export function menuPath(s: TracksState, seat: Seat, m: TracksMove): string[] {
  const tower = 'tower' in m ? s.towers.find((t) => t.id === m.tower) : undefined;
  const label = (t: Tower) => towerLabel(s, t, seat);
  switch (m.type) {
    case 'take':
      return ['Take', creditName(m.credit), `onto your ${stackName(m.stack)} stack`];
    case 'versus':
      return ['Draw a Versus Energy', `instead of ${m.credit} (discarded)`];
    case 'done':
      return ['Done'];
    case 'complete':
      return ['Complete the Game Condition', `2 Universal credits onto your ${stackName(m.stack)} stack`];
    case 'restore': {
      // Version 2 names the space the track goes to; version 1's records returned it to its own.
      if (m.cell === undefined) return ['Restore a track', `track ${m.track}`];
      const f = fieldOfState(s);
      const own = f.trackCell[m.track[0] as 'A' | 'B'][Number(m.track.slice(1))];
      const places = [own, ...freeSpaces(s)];
      return ['Restore a track', `track ${m.track}`, ...spaceGroups(f, places, m.cell), `onto space ${cellName(f, m.cell)}${own === m.cell ? ' (its own)' : ''}`];
    }
    case 'build': {
      const f = fieldOfState(s);
      const what = `${towerCardName(m.card)} (${m.card}), costs ${buildCost(s, seat, m.card)}`;
      return ['Build', what, ...spaceGroups(f, freeSpaces(s), m.cell), `space ${cellName(f, m.cell)}`];
    }
    case 'upgrade':
      if (!tower) break;
      return ['Upgrade', label(tower), `to level ${tower.level + 1}, costs ${upgradeCost(s, seat, tower.card)}`];
    case 'sell': {
      if (!tower) break;
      const value = content.towers.get(tower.card)!.sell + skillBonus(s, seat, 'sell-bonus');
      return ['Sell', `${label(tower)} for ${value} Mk I ${value === 1 ? 'credit' : 'credits'}`];
    }
    case 'boost': {
      if (!tower) break;
      const boostable = s.towers.filter((t) => t.depletion === 0 && typeOfTower(t) !== 'combine').length;
      const credit = `with ${creditName(m.credit)}`;
      return boostable > MENU_MAX ? ['Boost', tower.owner === seat ? 'your towers' : `${seatName(tower.owner)}'s towers`, label(tower), credit] : ['Boost', label(tower), credit];
    }
    case 'attack': {
      const w = s.waves.find((x) => x.id === m.wave);
      if (!tower || !w) break;
      return ['Attack', `with ${label(tower)}`, target(s, w, m.modifier === true, m.ignore === true, damageOf(s, tower), typeOfTower(tower))];
    }
    case 'combine': {
      const w = s.waves.find((x) => x.id === m.wave);
      const [a, b] = m.with.map((id) => s.towers.find((t) => t.id === id));
      if (!tower || !w || !a || !b) break;
      const damage = damageOf(s, a) + damageOf(s, b) + (content.towers.get(tower.card)!.levels[tower.level - 1].combineBonus ?? 0);
      const range = Math.max(rangeOf(s, a), rangeOf(s, b));
      const from = `from ${label(tower)}, costs ${combineCost(s, tower)}`;
      const hit = target(s, w, m.modifier === true, false, damage, 'combine');
      const pair = `${label(a)} and ${label(b)}: range ${range}`;
      return partners(s, tower) > MENU_MAX ? ['Combine attack', from, `with ${label(a)}`, `and ${label(b)}: range ${range}`, hit] : ['Combine attack', from, pair, hit];
    }
    case 'bonus':
      return ['Kill Bonus', `${towerCardName(m.card)} (${m.card}) for ${bonusCost(s, seat, Number(m.card[1]))} credits`, `onto your ${stackName(m.stack)} stack`];
    case 'convert':
      return ['Convert', `${creditName(m.credit)} into ${Number(m.credit[1])} Mk I ${m.credit[1] === '1' ? 'credit' : 'credits'}`];
    case 'skill': {
      const board = content.matSkills.some((k) => k.id === m.skill) ? 'your Player Mat' : `the ${content.boards.find((b) => [...b.a, ...b.b].some((k) => k.id === m.skill))?.name ?? '?'} board`;
      const k = content.skills.get(m.skill);
      const cost = k?.slots[m.slot] ?? 0;
      return ['Place a Skill Marker', board, `${k?.name ?? m.skill}${k && k.slots.length > 1 ? ` (slot ${m.slot + 1})` : ''}: ${k ? skillWords(k.effect) : ''}${cost ? `, costs ${cost}` : ''}`];
    }
    case 'energy': {
      const card = versusCard(m.card);
      const name = `${card?.name ?? m.card}${m.universal ? ', paid with a Universal credit (U2)' : ''}: ${card?.text ?? ''}`;
      if (m.target === undefined) return ['Play Versus Energy', name];
      if (card?.effect.kind === 'steal') return ['Play Versus Energy', name, `on ${seatName(m.target)}`];
      const t = s.towers.find((x) => x.id === m.target);
      return ['Play Versus Energy', name, t ? `on ${label(t)}` : `on tower #${m.target}`];
    }
    case 'modify': {
      const mod = towerMod(m.mod);
      if (!tower || !mod) break;
      return ['Modify a tower', label(tower), `${mod.name} (${mod.text}), costs ${mod.cost}`];
    }
    case 'hinder': {
      const mod = waveMod(m.mod);
      const w = s.waves.find((x) => x.id === m.wave);
      if (!w || !mod) break;
      return ['Hinder a wave', waveName(w), `${mod.name} (${mod.text}), costs ${mod.cost}`];
    }
  }
  // Not a move of this position (a stale menu): it still gets a path, in the words of its description.
  return [describeMove(s, seat, m)];
}

const freeSpaces = (s: TracksState): number[] => fieldOfState(s).open.filter((c) => !s.towers.some((t) => t.cell === c));

/**
 * The grouping steps above a space among `spaces`: none when they fit one menu, else its row ("row 3 (9 free)"),
 * and on a field so wide that a row holds more than fit, its block of columns ("columns a-l").
 */
function spaceGroups(f: Field, spaces: number[], cell: number): string[] {
  if (spaces.length <= MENU_MAX) return [];
  const row = Math.floor(cell / f.cols);
  const inRow = spaces.filter((c) => Math.floor(c / f.cols) === row);
  const steps = [`row ${row + 1} (${inRow.length} free)`];
  if (inRow.length > MENU_MAX) {
    const first = Math.floor((cell % f.cols) / MENU_MAX) * MENU_MAX;
    steps.push(`columns ${columnName(first)}-${columnName(Math.min(f.cols, first + MENU_MAX) - 1)}`);
  }
  return steps;
}

/** Ready towers a Combine tower may pair (attacking towers without Depletion in its Radius): pairs of them. */
function partners(s: TracksState, c: Tower): number {
  const f = fieldOfState(s);
  const n = s.towers.filter((o) => o !== c && o.depletion === 0 && typeOfTower(o) !== 'combine' && distance(f, c.cell, o.cell) <= radiusOf(c)).length;
  return (n * (n - 1)) / 2;
}

/** The target of an attack in words, with what the shot does: "unit 1 of W3 on A12: 5 damage against 4 HP, defeats it". */
function target(s: TracksState, w: Wave, modifier: boolean, ignore: boolean, damage: number, type: ReturnType<typeof typeOfTower>): string {
  const dealt = damageAgainst(w, modifier, type, damage);
  const hp = targetHp(s, w, modifier, ignore);
  const what = modifier ? `the ${modifierOf(w)?.name ?? ''} modifier of ${waveName(w)}` : `unit ${w.unit + 1} of ${waveName(w)}`;
  // Armored and Brute count as more HP unless ignored, at their price (the attacker's Depletion, the track beneath).
  const tough = modifier ? [] : (['armored', 'brute'] as const).filter((a) => hasAbility(w, a)).map((a) => content.abilities.get(a)!);
  const price = (id: string) => (id === 'armored' ? '+1 Depletion' : 'its track is destroyed');
  const ignoring = ignore ? ` ignoring ${tough.map((a) => `${a.name} (${price(a.id)})`).join(' and ')}` : '';
  const counted = !ignore && tough.length ? ` (${tough.map((a) => `${a.name} +${a.hp ?? 0}`).join(', ')})` : '';
  return `${what}${ignoring}: ${dealt} damage against ${hp} HP${counted}, ${dealt >= hp ? 'defeats it' : 'falls short'}`;
}

import { content } from '@ramparts/games/dice/content/index.ts';
import { GOLD_CAP } from '@ramparts/games/dice/rules/common.ts';
import type { AidSpec } from '../../types.ts';
import { discountWords, towerDice } from './cards.tsx';

// The player aid: the round's four phases, then the towers, enemies and difficulties (each hero's
// numbers are on its card, at hand: the page must fit letter paper too), and the towers' and enemies' special rules.

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function diceAid(): AidSpec {
  const r = content.rules;
  const roll = r.crossroadsRoll;
  const turn = [
    'Event phase: draw the top event card and do it. Spawn: its tokens arrive on the spawn space; Boss: the boss arrives there; Event: do what it says; Wait: draw no card until the map is clear. No card left, no enemy on the map and the objective unmet: you lose.',
    `Enemy phase: each enemy acts once, the fastest first (then the hardest hitting, then the toughest), doing the first that applies: its own ability; strike a hero on its space not yet struck this phase (its damage off the hero's health die); on the gate, strike the strongest gate die and leave (a boss stays); else move its movement towards the gate. At a fork a group splits evenly (an odd group takes one more token from the box); a boss rolls 1-${roll.firstWayUpTo} the first way, ${roll.firstWayUpTo + 1}-${roll.sides} the other.`,
    `Players phase: each hero takes ${r.actionsPerHero} actions (the same one twice is fine): move, attack an enemy on its space, build or upgrade a tower from a space beside its site, mount or unmount a tower, raise a gate die by 1 at the gate for ${r.gateRepairCost} gold, use an ability, or do nothing.`,
    "Tower phase: each tower rolls its dice once at enemies in its reach it can target. Each die showing an enemy's health or more kills one. Killed tokens pile by the tower: a hero in or beside it claims their reward, even passing by.",
  ];
  const towers = {
    title: 'Towers',
    columns: ['Tower', 'Build', 'Upgrade', 'Targets', 'Dice at level 1 / 2 / 6', 'Reach', 'Cheaper for'],
    rows: content.towers.map((t) => [
      t.name,
      t.purchase,
      t.upgrade,
      t.targets.join(', '),
      [1, 2, r.limits.maxLevel].map((l) => towerDice(t, l).count).join(' / ') + (t.special === 'siege' ? ' (after aiming)' : ''),
      t.reach === 'linked' ? 'linked spaces' : t.reach === 'linked-and-adjacent' ? 'linked and next to them' : 'linked and up to 3 away',
      discountWords(t.id) || '—',
    ]),
  };
  const enemies = {
    title: 'Enemies (a die showing the health or more kills a minion; a boss loses 1 health to each 6)',
    columns: ['Enemy', 'Type', 'Damage', 'Moves', 'Health', 'Reward'],
    rows: [...content.minions, ...content.bosses].map((e) => [content.bosses.includes(e) ? `${e.name} (boss)` : e.name, e.type, e.damage, e.movement, e.health, e.reward]),
  };
  const levels = {
    title: 'Difficulty (over the scenario\'s numbers)',
    columns: ['Level', 'Starting gold', 'Each gate die', 'Enemies on each spawn card'],
    rows: Object.entries(r.difficulty).map(([name, d]) => [cap(name), signed(d.gold), signed(d.gateDice), name === 'rulebook' ? 'as printed' : `${signed(d.horde)}% (printed on the card)`]),
  };
  // Each enemy's abilities in a line, enemies with the same abilities together ("Morgu, Damitat, Flambee: …").
  const all = [...content.minions, ...content.bosses].filter((e) => e.abilities.length);
  const sets = [...new Set(all.map((e) => e.abilities.join(' ')))];
  const abilities = sets.map((set) => {
    const who = all.filter((e) => e.abilities.join(' ') === set).map((e) => e.name);
    return `${who.join(', ')}: ${set.split(' ').map((a) => content.abilities[a]).join(' ')}`;
  });
  const specials = content.towers.filter((t) => t.special).map((t) => `${t.name}: ${content.specialText[t.special!]}`);
  return {
    turn,
    tables: [towers, enemies, levels],
    notes: [
      ...specials,
      ...abilities,
      `Gold is kept on the gold dice: at most ${GOLD_CAP}. A gate die at 0 is gone for good; with no gate die left, you lose.`,
    ],
  };
}

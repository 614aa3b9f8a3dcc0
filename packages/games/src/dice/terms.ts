import type { Term } from '@ramparts/engine';
import { content } from './content/index.ts';
import { waitInForce, type DiceView } from './view.ts';

/** The words of Gate Defense a player may ask about, with the numbers that apply in this position. */
export function terms(v: DiceView): Term[] {
  const list: Term[] = [
    { name: 'Objective', text: `${v.scenario.objective}. Lost when the last gate die is gone, or when the deck is spent and the map clear with the objective unmet.` },
    { name: 'Gate dice', text: `Now ${v.gate.join(', ') || 'none'}. An enemy at the gate strikes the strongest die for its damage and is discarded, unless a hero there takes the blow (each hero takes one a phase); a die at 0 is gone for good. ${content.rules.gateRepairCost} gold at the gate raises the lowest die by 1 (up to ${content.rules.limits.gateDieMax}).` },
    { name: 'Gold', text: `${v.gold} of at most ${v.goldCap} (the ${content.rules.limits.goldDice} gold dice). Tower kills pile their rewards by the tower until a hero in or beside it claims them, even passing by.` },
    { name: 'Wait', text: `A Wait card: no event card is drawn until the map is clear of enemies.${waitInForce(v) ? ' One is in force now.' : ''}` },
    { name: 'Kill roll', text: 'A die showing an enemy\'s health or more kills it; a boss is harmed only by 6s, each taking 1 of its health.' },
    { name: 'Crossroads', text: 'A group reaching a fork splits evenly each way; an odd group gets a spare token from the box; a boss rolls a die, 1-3 the first way, 4-6 the second.' },
  ];
  const seen = new Set<string>();
  for (const id of [...v.minions.map((m) => m.enemy), ...v.bosses.map((b) => b.boss)]) {
    if (seen.has(id)) continue;
    seen.add(id);
    const e = content.enemy(id);
    list.push({ name: e.name, text: `${e.type}, damage ${e.damage}, movement ${e.movement}, health ${e.health}, reward ${e.reward}.${e.abilities.map((a) => ` ${content.abilities[a]}`).join('')}` });
  }
  for (const t of content.towers) {
    list.push({ name: t.name, text: `Costs ${t.purchase}, upgrade ${t.upgrade}. ${content.reachText[t.reach]}; targets ${t.targets.join(', ')}.${t.special ? ` ${content.specialText[t.special]}` : ''}` });
  }
  for (const h of v.heroes) {
    const hero = content.hero(h.id);
    list.push({ name: hero.short, text: `${hero.name}: movement ${hero.movement}, health ${h.health}/${h.maxHealth}, targets ${hero.targets.join(', ')}. ${hero.special}` });
  }
  return list;
}

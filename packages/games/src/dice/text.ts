import { content } from './content/index.ts';
import { boardOf, reachOf } from './map.ts';
import { waitInForce, type DiceView } from './view.ts';
import { heroName } from './words.ts';

const enemyCode = (id: string): string => content.enemy(id).code;

/**
 * The board in text: the path from the spawn to the gate, a line per space with its enemy stacks, heroes and the
 * towers shooting at it; then the towers, heroes, gold, gate dice and the deck's next back; then a legend.
 */
export function renderText(v: DiceView, _seat: number | null): string {
  const board = boardOf(v.map);
  const map = board.data;
  const sc = content.scenario(v.scenario.id);
  const out: string[] = [];
  const acting = v.current >= 0 ? v.heroes[v.current] : null;
  out.push(`${sc.name} on ${map.name} (${v.difficulty}) — round ${v.round}${v.result ? `, over: ${v.result.reason}` : acting ? `, Players phase: ${heroName(acting.id)} (Player ${acting.seat + 1}), ${acting.actions} action${acting.actions === 1 ? '' : 's'} left` : ''}`);
  out.push(`Objective: ${v.scenario.objective}`);
  out.push(`Gold ${v.gold}/${v.goldCap}   Gate dice ${v.gate.map((d) => `[${d}]`).join(' ') || 'none'}   Deck ${v.deck.size} card${v.deck.size === 1 ? '' : 's'}${v.deck.next ? `, next: ${v.deck.next}` : ''}${waitInForce(v) ? '   WAIT until the map is clear' : ''}`);
  // Mongo inside a Mage Tower widens its reach, as in the Tower phase.
  const reach = (t: DiceView['towers'][number]) =>
    reachOf(board, t.site, t.tower === 'mage' && v.heroes.some((h) => h.tower === t.site && content.hero(h.id).mageReach) ? 'linked-and-adjacent' : content.tower(t.tower).reach);
  const towersOn = (space: string) =>
    v.towers
      .filter((t) => reach(t).includes(space))
      .map((t) => `${t.site}`)
      .join(' ');
  out.push('Path, spawn first:');
  for (const id of board.order) {
    const label = id === map.gate ? `${id} gate` : id === map.spawn ? `${id} spawn` : board.next[id].length === 2 ? `${id} fork` : id;
    const enemies = [
      ...v.bosses.filter((b) => b.space === id).map((b) => `${content.enemy(b.boss).name}(${b.health})`),
      ...v.minions.filter((m) => m.space === id).map((m) => `${enemyCode(m.enemy)}×${m.count}`),
    ];
    const heroes = v.heroes.filter((h) => h.space === id).map((h) => `${heroName(h.id)} ${h.health}/${h.maxHealth}${h.skip ? ' (wounded)' : ''}`);
    const to = board.next[id].length ? `→${board.next[id].join('/')}` : '';
    const shot = towersOn(id);
    out.push(
      `  ${label.padEnd(10)} ${to.padEnd(8)} ${enemies.join(' ') || '.'}${heroes.length ? `   heroes: ${heroes.join(', ')}` : ''}${shot ? `   in reach of ${shot}` : ''}`.trimEnd(),
    );
  }
  out.push('Tower sites:');
  for (const site of map.sites) {
    const t = v.towers.find((x) => x.site === site.id);
    const man = v.heroes.find((h) => h.tower === site.id);
    const pile = v.piles[site.id];
    const what = t ? `${content.tower(t.tower).code}${t.level} ${content.tower(t.tower).name} level ${t.level}, reach ${reach(t).join(' ')}` : `empty, arrows to ${site.links.join(' ')}`;
    out.push(`  ${site.id} ${what}; beside ${site.adjacent.join(' ')}${man ? `; manned by ${heroName(man.id)} ${man.health}/${man.maxHealth}` : ''}${pile ? `; ${pile} gold unclaimed` : ''}`);
  }
  out.push('Heroes:');
  for (const [i, h] of v.heroes.entries()) {
    const hero = content.hero(h.id);
    out.push(`  ${i === v.current ? '>' : ' '} ${hero.name} (Player ${h.seat + 1}): ${h.health}/${h.maxHealth} health, moves ${hero.movement}, ${h.space ? `on ${h.space}` : `in the tower on ${h.tower}`}${h.skip ? ', skips the next Players phase' : ''}`);
  }
  const codes = [...new Set([...v.minions.map((m) => m.enemy)])].map((e) => `${enemyCode(e)} ${content.enemy(e).name} (needs ${content.enemy(e).health}+)`);
  out.push(`Legend: P/N/S/A/B/C/D/M + number = path spaces, G = the gate, fork = crossroads, T + number = tower sites; towers as letter+level: ${content.towers.map((t) => `${t.code} ${t.name}`).join(', ')}.`);
  out.push(`  Enemies as code×tokens${codes.length ? ` (${codes.join(', ')})` : ''}; a boss as Name(health = 6s still needed). health a/b = now/max.`);
  return out.join('\n');
}

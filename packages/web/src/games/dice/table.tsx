import { content } from '@ramparts/games/dice/content/index.ts';
import { waitInForce, type DiceView } from '@ramparts/games/dice/view.ts';
import type { ReactNode } from 'react';
import { PALETTE } from '../common/art.tsx';
import type { Fact, LegendItem, Panels } from '../types.ts';
import { Icon } from '../common/Icon.tsx';
import { BOSS_COLOUR, Coin, Die, ENEMY_COLOURS, EnemyChip, HeroToken, TOWER_COLOURS, towerIcon } from './pieces.tsx';
import { actingHero, heroShort } from './words.ts';

// What the table draws beside the Gate Defense board: the player panels, the legend, the help lines, the log's
// Combat filter. The board itself stays the map and what is clicked on it.

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Per seat: each of its heroes' health, place and, for the acting one, the actions left; shared: the team's things. */
export function panels(v: DiceView, seatNames: string[]): Panels {
  const seats = Array.from({ length: Math.max(v.players, seatNames.length) }, () => [] as Fact[]);
  const acting = actingHero(v);
  for (const h of v.heroes) {
    const hero = content.hero(h.id);
    const facts = seats[h.seat] ?? (seats[h.seat] = []);
    facts.push({
      label: `${hero.short} health`,
      value: `${h.health}/${h.maxHealth}`,
      tip: `${hero.name}: ${h.health} of ${h.maxHealth} health. At 0 the hero is severely wounded: back to the gate with 1 health, and skips the next Players phase.`,
      tone: h.health <= 1 ? 'warn' : undefined,
    });
    facts.push({ label: `${hero.short} is`, value: h.tower ? `in tower ${h.tower}` : `on ${h.space}`, tip: `Moves up to ${hero.movement} spaces an action; attacks with ${plural(hero.attackDice, 'die', 'dice')} (${hero.targets.join(', ')}). ${hero.special}` });
    if (acting?.id === h.id) facts.push({ label: 'Actions left', value: h.actions, tip: `${hero.short} acts now: ${plural(h.actions, 'action')} left this Players phase (two each round).` });
    if (h.skip) facts.push({ label: `${hero.short}`, value: 'wounded', tip: 'Severely wounded: skips the next Players phase.', tone: 'warn' });
  }
  const onRoad = v.minions.reduce((n, m) => n + m.count, 0) + v.bosses.length;
  const last = v.discard[v.discard.length - 1];
  const shared: Fact[] = [
    { label: 'Gold', value: `${v.gold}/${v.goldCap}`, tip: `The team's gold: ${v.gold} of at most ${v.goldCap}. Towers cost 4–10 gold, upgrades more; a tower's kills pile gold by it until a hero in or beside it claims it.` },
    {
      label: 'Gate',
      value: v.gate.length ? v.gate.join(' · ') : 'fallen',
      tip: `The gate's dice: ${v.gate.join(', ') || 'none'}. An enemy reaching the gate strikes the strongest die for its damage; a die at 0 is gone, and when the last goes the game is lost.`,
      tone: v.gate.length <= 1 ? 'warn' : undefined,
    },
    { label: 'Round', value: v.round, tip: 'Each round: draw an event card, the enemies march, the heroes act (two actions each), the towers fire.' },
    { label: 'Event deck', value: plural(v.deck.size, 'card'), tip: `${plural(v.deck.size, 'card')} left${v.deck.next ? `; the next card's back reads "${v.deck.next}"` : ''}. One is drawn at the start of every round.` },
    { label: 'Last card', value: last ? last.name : 'none yet', tip: last ? `The event card drawn this round: ${last.name}.` : 'No card drawn yet.' },
    { label: 'Enemies on the road', value: onRoad, tip: `${plural(onRoad, 'enemy token', 'enemy tokens')} and bosses between the spawn and the gate.` },
    { label: 'Objective', value: v.scenario.objective, tip: `${v.scenario.name}: ${v.scenario.objective}. Lost when the last gate die is gone.` },
  ];
  if (waitInForce(v)) shared.push({ label: 'Wait', value: 'clear the map', tip: 'A Wait card is in force: no event card is drawn until no enemy is on the map.', tone: 'warn' });
  return { seats, shared };
}

const swatch = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    {children}
  </svg>
);

/**
 * The board's one legend (the table shows it under the board and in the help): each hero, enemy and tower on the
 * board as its picture with its name and numbers, then the board's marks.
 */
export function legend(v: DiceView): LegendItem[] {
  const heroes = v.heroes.map((h) => {
    const hero = content.hero(h.id);
    return { swatch: swatch(<HeroToken x={12} y={12} r={11} id={h.id} seat={h.seat} acting={false} />), text: `${hero.name} (Player ${h.seat + 1}) — health ${h.maxHealth}, moves ${hero.movement}, attacks with ${plural(hero.attackDice, 'die', 'dice')}` };
  });
  const kinds = [...new Set(v.minions.map((m) => m.enemy))].map((id) => {
    const e = content.enemy(id);
    return {
      swatch: swatch(<EnemyChip x={1} y={3} w={22} h={18} enemy={id} fill={ENEMY_COLOURS[e.type]} ring={false} />),
      text: `${e.name} (${e.type}) — a die of ${e.health} or more kills one; damage ${e.damage}, moves ${e.movement}, reward ${e.reward} gold`,
    };
  });
  const bosses = v.bosses.map((b) => {
    const e = content.enemy(b.boss);
    return { swatch: swatch(<EnemyChip x={1} y={3} w={22} h={18} enemy={b.boss} fill={BOSS_COLOUR} ring={false} boss />), text: `${e.name}, a boss (${e.type}) — only a 6 harms it; health ${e.health}, damage ${e.damage}` };
  });
  const towers = [...new Set(v.towers.map((t) => t.tower))].map((id) => {
    const t = content.tower(id);
    return {
      swatch: swatch(
        <>
          <circle cx={12} cy={12} r={11} fill={TOWER_COLOURS[id]} />
          <Icon icon={towerIcon(id)} x={12} y={12} size={16} />
        </>,
      ),
      text: `${t.name} — targets ${t.targets.join(', ')}; costs ${t.purchase} gold, upgrade ${t.upgrade}`,
    };
  });
  return [
    { swatch: swatch(<><circle cx={11} cy={10} r={9} fill="#1f6fb2" /><Die x={12} y={12} size={11} face={3} fill="#fee2e2" /></>), text: 'A hero: its picture on a disc in its player’s colour; the small red die beside it is its health' },
    ...heroes,
    { swatch: swatch(<><rect x={0} y={5} width={24} height={14} rx={7} fill={ENEMY_COLOURS.Ground} /><circle cx={17} cy={12} r={6} fill={PALETTE.ink} stroke="#fff" /></>), text: 'An enemy stack: its picture on brown (Ground), blue (Flying) or purple (Magic); the badge ×N is how many tokens; a red chip is a boss, its badge its health' },
    ...kinds,
    ...bosses,
    { swatch: swatch(<><rect x={1} y={1} width={22} height={22} rx={3} fill={PALETTE.stoneDark} /><Die x={5} y={5} size={14} face={2} /></>), text: 'A tower: its picture on its colour; its die shows its level (hover it to light the spaces it reaches)' },
    ...towers,
    { swatch: swatch(<rect x={2} y={2} width={20} height={20} rx={3} fill="#e6efd9" stroke="#6f8f4e" strokeDasharray="4 2" />), text: 'An empty tower site beside the road; dashed arrows show where a tower there would shoot' },
    { swatch: swatch(<><Die x={1} y={6} size={11} face={6} /><Die x={12} y={6} size={11} face={3} /></>), text: 'The gate dice: the gate’s strength; enemies at the gate strike the strongest' },
    { swatch: swatch(<Coin x={12} y={12} r={10} n={3} />), text: 'Gold piled by a tower from its kills, for a hero in or beside it to claim' },
    { swatch: swatch(<rect x={3} y={3} width={18} height={18} rx={4} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={3} />), text: 'Orange outline: what you can click now' },
    { swatch: swatch(<circle cx={12} cy={12} r={8} fill="none" stroke={PALETTE.marked} strokeWidth={3} />), text: 'Purple glow: what the last move touched' },
  ];
}

export function help(v: DiceView, seat: number | null): string[] {
  const h = actingHero(v);
  const mine = h && seat === h.seat;
  return [
    'The road runs from the spawn (red, dashed) to the gate; the arrows on it show the way enemies walk. On a phone it runs top to bottom.',
    'Squares beside the road are tower sites. Hover or focus a tower to light every space it reaches.',
    'Every piece has a tooltip with its numbers: hover it, focus it with Tab, or press and hold on a phone.',
    mine
      ? `${heroShort(h.id)} acts (${plural(h.actions, 'action')} left): click a space to walk, an empty site to build (then the tower), a tower to upgrade or mount it, an enemy chip on the hero's space to attack, the gate dice to raise one, or "Do nothing".`
      : h
        ? `${heroShort(h.id)} (Player ${h.seat + 1}) is acting; the board shows their moves as they are made.`
        : 'The game is over.',
    'After the heroes, every tower fires at enemies in reach (nearest the gate first); then a new event card is drawn and the enemies march.',
  ];
}

/** Log lines about fighting: attacks, kills, damage, the gate struck or repaired, wounds. */
export const combat = (line: string): boolean => /attack|kill|slay|slain|damage|strike|struck|hits?\b|miss|wound|gate|fires?\b|shoots?/i.test(line);

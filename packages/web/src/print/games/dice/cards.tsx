import { content, type Hero, type Tower } from '@ramparts/games/dice/content/index.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { SEAT_COLOURS } from '../../../games/common/svg.tsx';
import { Die, heroIcon, TOWER_COLOURS, towerIcon } from '../../../games/dice/pieces.tsx';
import type { CardSpec } from '../../types.ts';
import { MM } from '../../art.tsx';
import { CardBack, CardFront, lines, Portrait, Stat } from './common.tsx';

// The tower cards (one per tower per level) and the hero cards (one per hero), drawn from the content as it is when
// printed: a variant's changed cost or health shows.

export const TOWER_DECK = 'Tower cards';
export const HERO_DECK = 'Hero cards';

/** "4 gold". */
const gold = (n: number) => `${n} gold`;

/** The dice a tower rolls at a level, in words a player acts on. */
export function towerDice(t: Tower, level: number): { count: number; words: string } {
  if (t.special === 'double-dice') return { count: 2 * level, words: `Rolls ${2 * level} dice (two per level)` };
  if (t.special === 'siege') {
    const n = Math.max(1, Math.floor(level / 2));
    return { count: n, words: `Rolls 1 die to aim, then ${n} ${n === 1 ? 'die' : 'dice'}` };
  }
  return { count: level, words: `Rolls ${level} ${level === 1 ? 'die' : 'dice'} (one per level)` };
}

/** The heroes who pay less for a tower, and how much: "Keith −1, Edward −1". */
export const discountWords = (tower: string): string =>
  content.heroes
    .filter((h) => h.discounts[tower])
    .map((h) => `${h.short} −${h.discounts[tower]}`)
    .join(', ');

function towerCard(t: Tower, level: number): CardSpec {
  const max = content.rules.limits.maxLevel;
  const colour = TOWER_COLOURS[t.id] ?? PALETTE.stoneDark;
  const dice = towerDice(t, level);
  const next = level < max ? `next level ${gold(t.upgrade)}` : 'the highest level';
  let y = 39.6;
  const roll = lines(dice.words, 5, y, 53, MM.small, { bold: true });
  // The dice it rolls, drawn: a siege tower's aiming die first, in red.
  const faces = [...(t.special === 'siege' ? ['aim'] : []), ...Array.from({ length: dice.count }, () => 'strike')];
  const perRow = 8;
  const rolled = (
    <g>
      {faces.map((f, i) => (
        <rect key={i} x={5 + (i % perRow) * 6.6} y={roll.bottom + 1.2 + Math.floor(i / perRow) * 6.6} width={5.4} height={5.4} rx={1} fill={t.special === 'siege' && i === 0 ? '#fee2e2' : '#fff'} stroke={PALETTE.stoneDark} strokeWidth={0.3} />
      ))}
    </g>
  );
  y = roll.bottom + 1.2 + Math.ceil(faces.length / perRow) * 6.6 + 3.2;
  const reach = lines(`Targets ${t.targets.join(', ')} enemies. ${content.reachText[t.reach] ?? t.reach}.`, 5, y, 53, MM.small);
  y = reach.bottom + 3.2;
  const special = t.special ? lines(content.specialText[t.special] ?? '', 5, y, 53, t.special === 'siege' ? MM.least : MM.small) : null;
  if (special) y = special.bottom + 3.2;
  const cheaper = discountWords(t.id);
  const deals = cheaper ? lines(`Cheaper for ${cheaper} gold`, 5, y, 53, MM.least, { fill: PALETTE.inkSoft }) : null;
  return {
    id: `tower ${t.id} level ${level}`,
    back: <CardBack deck={TOWER_DECK} />,
    front: (
      <CardFront colour={colour} name={t.name} sub={`Level ${level} of ${max}`} deck={TOWER_DECK} corner={<Die x={48.5} y={4} size={9} face={Math.min(level, 6)} stroke={colour} />}>
        <Portrait x={14} y={25.5} r={8.5} icon={towerIcon(t.id)} fill={colour} />
        <text x={26} y={20.5} fontSize={MM.small} fill={PALETTE.inkSoft}>
          {level === 1 ? 'Build for' : `Upgrade to level ${level}`}
        </text>
        <text x={26} y={26} fontSize={MM.title * 0.8} fontWeight="bold" fill={PALETTE.ink}>
          {gold(level === 1 ? t.purchase : t.upgrade)}
        </text>
        <text x={26} y={31} fontSize={MM.small} fill={PALETTE.inkSoft}>
          {next}
        </text>
        <rect x={4} y={35} width={55} height={0.3} fill={colour} />
        {roll.node}
        {rolled}
        {reach.node}
        {special?.node}
        {deals?.node}
      </CardFront>
    ),
  };
}

/** One card per tower per level (level 1 to the content's highest level). */
export function towerCards(): CardSpec[] {
  return content.towers.flatMap((t) => Array.from({ length: content.rules.limits.maxLevel }, (_, i) => towerCard(t, i + 1)));
}

/** A hero's colour on the printed pieces: the hero's place in the list among the seat colours. */
export const heroColour = (id: string): string => SEAT_COLOURS[Math.max(0, content.heroes.findIndex((h) => h.id === id)) % SEAT_COLOURS.length];

function heroCard(h: Hero): CardSpec {
  const colour = heroColour(h.id);
  const repair = h.gateRepair !== null ? `Raises a gate die by 1 for ${gold(h.gateRepair)}, from anywhere.` : null;
  const targets = lines(`Targets ${h.targets.join(', ')}`, 27, 31.6, 31, MM.least);
  let y = 40;
  const special = lines(h.special, 5, y, 53, MM.small);
  y = special.bottom + 3.4;
  const also = repair && !h.special.includes(String(h.gateRepair)) ? lines(repair, 5, y, 53, MM.small) : null;
  if (also) y = also.bottom + 3.4;
  const wound = lines(`Start at ${h.health} health. At 0: severely wounded, back to the gate at ${content.rules.woundedHealth} health; skip the next Players phase.`, 5, Math.max(y, 64), 34, MM.least, { fill: PALETTE.inkSoft });
  return {
    id: `hero ${h.id}`,
    back: <CardBack deck={HERO_DECK} />,
    front: (
      <CardFront colour={colour} name={h.name} deck={HERO_DECK}>
        <Portrait x={15} y={24} r={9.5} icon={heroIcon(h.id)} fill={colour} />
        <Stat x={27} y={19} label="Health" value={h.health} size={2.9} />
        <Stat x={27} y={23.2} label="Moves" value={`${h.movement} ${h.movement === 1 ? 'space' : 'spaces'}`} size={2.9} />
        <Stat x={27} y={27.4} label="Attack" value={`${h.attackDice} ${h.attackDice === 1 ? 'die' : 'dice'}`} size={2.9} />
        {targets.node}
        {/* The rulebook's hero card "has space to put on a health dice". */}
        <rect x={41} y={61} width={17} height={17} rx={2} fill="#fee2e2" stroke={PALETTE.danger} strokeWidth={0.35} strokeDasharray="1.2 0.8" />
        <text x={49.5} y={68.6} textAnchor="middle" fontSize={MM.least} fill={PALETTE.danger}>
          health
        </text>
        <text x={49.5} y={71.6} textAnchor="middle" fontSize={MM.least} fill={PALETTE.danger}>
          die
        </text>
        {special.node}
        {also?.node}
        {wound.node}
      </CardFront>
    ),
  };
}

/** One card per hero. */
export function heroCards(): CardSpec[] {
  return content.heroes.map(heroCard);
}

import type { ReactElement } from 'react';
import { content, type Defense } from '@ramparts/games/crystal/content/index.ts';
import { SECTIONS, type Section } from '@ramparts/games/crystal/content/schema.ts';
import { Icon } from '../../../games/common/Icon.tsx';
import { hexPoints, side } from '../../../games/crystal/geometry.ts';
import { DEFENSE_COLOURS, ENEMY_COLOUR, FLYING_COLOUR, SPREAD_COLOUR, defenseIcon, enemyIcon, heroIcon } from '../../../games/crystal/pieces.tsx';
import type { CardSpec } from '../../types.ts';
import { Svg, textWidth, wrap } from '../../art.tsx';
import { INK, PAPER, SECTION_COLOURS, SECTION_TINTS, cardBack, abilityWords, cardName, kitColour, sectionHeroes } from './art.tsx';

// The two decks: a hero card for each hero (its numbers and its kit's defenses, one row each), and the spawn deck,
// one card per spawn card with its four coloured sections.

const M = 2.5; // the card's safe margin (mm): nothing a player reads is nearer the cut
const SOFT = '#5b5f6b';

/** A defense as a small token: its kind's hexagon, picture and yellow spread sides (facing right). */
export function MiniDefense({ d, x, y, r }: { d: Defense; x: number; y: number; r: number }) {
  return (
    <g>
      <polygon points={hexPoints(x, y, r)} fill={DEFENSE_COLOURS[d.kind]} stroke={INK} strokeWidth={0.2} />
      {[...new Set(d.spread)].map((sd) => (
        <line key={sd} {...side(x, y, r * 0.9, sd)} stroke={SPREAD_COLOUR} strokeWidth={0.14 * r} strokeLinecap="round" />
      ))}
      <Icon icon={defenseIcon(d.id)} x={x} y={y} size={1.15 * r} />
    </g>
  );
}

const STATS = [
  ['health', 'Health'],
  ['attack', 'Attack'],
  ['speed', 'Speed'],
  ['cast', 'Cast'],
  ['range', 'Range'],
] as const;

const COLUMNS = [
  ['health', 'health'],
  ['attack', 'attack'],
  ['range', 'range'],
  ['rate', 'cooldown'],
  ['cost', 'mana'],
] as const;

/** A hero card: the hero, its five numbers, then each defense of its kit as a row (the rulebook's card). */
export function heroCard(heroId: string): ReactElement {
  const hero = content.hero(heroId);
  const kit = hero.kit;
  const twin = kit.heroes.find((h) => h.id !== heroId);
  const colour = kitColour(kit.id);
  const defenses = kit.defenses.map((id) => content.defense(id));
  const top = 30.5;
  const rowH = Math.min(11, (88 - M - top) / defenses.length);
  const col0 = 13;
  const colW = (63 - M - col0) / COLUMNS.length;
  return (
    <Svg w={63} h={88}>
      <rect x={0} y={0} width={63} height={88} fill={PAPER} />
      <rect x={M} y={M} width={63 - 2 * M} height={12.5} rx={2} fill={colour} />
      <circle cx={M + 6.5} cy={M + 6.25} r={5.2} fill={PAPER} />
      <circle cx={M + 6.5} cy={M + 6.25} r={4.6} fill={colour} />
      <Icon icon={heroIcon(heroId)} x={M + 6.5} y={M + 6.25} size={7} />
      <text x={M + 13.5} y={M + 6.2} fontSize={5} fontWeight="bold" fill="#fff">
        {hero.name}
      </text>
      <text x={M + 13.5} y={M + 10.4} fontSize={2.3} fill="#fff">
        {twin ? `Plays like the ${twin.name}` : 'Hero card'}
      </text>
      {STATS.map(([key, word], i) => {
        const w = (63 - 2 * M) / STATS.length;
        const cx = M + w * i + w / 2;
        return (
          <g key={key}>
            <rect x={M + w * i + 0.4} y={16.5} width={w - 0.8} height={9.5} rx={1.2} fill="#fff" stroke={colour} strokeWidth={0.4} />
            <text x={cx} y={22.2} fontSize={4.6} fontWeight="bold" fill={key === 'health' ? '#b91c1c' : INK} textAnchor="middle">
              {kit[key]}
            </text>
            <text x={cx} y={25.1} fontSize={2.2} fill={SOFT} textAnchor="middle">
              {word}
            </text>
          </g>
        );
      })}
      {COLUMNS.map(([key, word], i) => (
        <text key={key} x={col0 + colW * (i + 0.5)} y={29.4} fontSize={2.2} fill={SOFT} textAnchor="middle">
          {word}
        </text>
      ))}
      {defenses.map((d, i) => {
        const y = top + i * rowH;
        const abilities = abilityWords(d.keywords);
        const nameW = textWidth(d.name, 2.6, true);
        const fits = textWidth(abilities, 2.3) + nameW + 1.5 <= 63 - M - col0;
        return (
          <g key={d.id}>
            {i > 0 && <line x1={M} x2={63 - M} y1={y} y2={y} stroke="#d8ccb0" strokeWidth={0.25} />}
            <MiniDefense d={d} x={M + 4.5} y={y + rowH / 2} r={4.3} />
            <text x={col0} y={y + 3.4} fontSize={2.6} fontWeight="bold" fill={INK}>
              {d.name}
            </text>
            {abilities && (
              <text x={fits ? 63 - M : col0} y={fits ? y + 3.4 : y + 6.2} fontSize={2.3} fontStyle="italic" fill="#9a3412" textAnchor={fits ? 'end' : 'start'}>
                {abilities}
              </text>
            )}
            {COLUMNS.map(([key], c) => (
              <text key={key} x={col0 + colW * (c + 0.5)} y={y + (fits || !abilities ? 7.9 : 9.6)} fontSize={3.3} fontWeight="bold" fill={key === 'health' ? '#b91c1c' : key === 'cost' ? '#8a6508' : INK} textAnchor="middle">
                {d[key]}
              </text>
            ))}
          </g>
        );
      })}
    </Svg>
  );
}

/** One enemy of a section: its token's picture with the count beside it and its name under. */
function SpawnEntry({ id, n, x, y, w }: { id: string; n: number; x: number; y: number; w: number }) {
  const e = content.enemy(id);
  const fill = e.abilities.includes('flying') ? FLYING_COLOUR : ENEMY_COLOUR;
  const name = n === 1 ? e.name : `${e.name}s`;
  const size = Math.min(3, (w - 0.6) / (name.length * 0.55));
  return (
    <g>
      <text x={x + w / 2 - 1.6} y={y + 6.6} fontSize={5} fontWeight="bold" fill={INK} textAnchor="end">
        {n}
      </text>
      <rect x={x + w / 2 - 1} y={y + 1.5} width={6.5} height={6.5} rx={1} fill={fill} />
      <Icon icon={enemyIcon(id)} x={x + w / 2 + 2.25} y={y + 4.75} size={5} />
      <text x={x + w / 2} y={y + 11.2} fontSize={Math.max(2.2, size)} fill={INK} textAnchor="middle">
        {name}
      </text>
    </g>
  );
}

/** A spawn card: its name, then the four sections in their colours, each the enemies it places on the gate. */
export function spawnCard(cardId: string): ReactElement {
  const card = content.card(cardId);
  const top = 14;
  const h = (88 - M - top) / SECTIONS.length;
  const label = 15;
  return (
    <Svg w={63} h={88}>
      <rect x={0} y={0} width={63} height={88} fill={PAPER} />
      <rect x={M} y={M} width={63 - 2 * M} height={10} rx={2} fill="#3b1f1f" />
      <text x={31.5} y={M + 5.4} fontSize={4.4} fontWeight="bold" fill="#fff" textAnchor="middle">
        {cardName(card.id)}
      </text>
      <text x={31.5} y={M + 8.7} fontSize={2.2} fill="#fde68a" textAnchor="middle">
        Spawn card · use your section
      </text>
      {SECTIONS.map((s: Section, i) => {
        const y = top + i * h;
        const entries = Object.entries(card[s]);
        const w = (63 - 2 * M - label - 1) / Math.max(3, entries.length);
        const heroes = wrap(sectionHeroes(s), label - 1, 2.3, true);
        return (
          <g key={s}>
            <rect x={M} y={y + 0.6} width={63 - 2 * M} height={h - 1.2} rx={1.6} fill={SECTION_TINTS[s]} stroke={SECTION_COLOURS[s]} strokeWidth={0.5} />
            <rect x={M} y={y + 0.6} width={label} height={h - 1.2} rx={1.6} fill={SECTION_COLOURS[s]} />
            <text x={M + label / 2} y={y + 6} fontSize={2.9} fontWeight="bold" fill="#fff" textAnchor="middle">
              {s.charAt(0).toUpperCase() + s.slice(1)}
            </text>
            {heroes.map((l, k) => (
              <text key={k} x={M + label / 2} y={y + 9.6 + k * 2.7} fontSize={2.3} fill="#fff" textAnchor="middle">
                {l}
              </text>
            ))}
            {entries.map(([id, n], k) => (
              <SpawnEntry key={id} id={id} n={n} x={M + label + 0.5 + k * w} y={y + 2} w={w} />
            ))}
          </g>
        );
      })}
    </Svg>
  );
}

const heroBack = () => cardBack('Hero card', '#1e3a5f');
const spawnBack = () => cardBack('Spawn deck', '#3b1f1f', SECTIONS.map((s) => SECTION_COLOURS[s]));

/** One hero card per hero. */
export function heroCards(): CardSpec[] {
  const back = heroBack();
  return content.heroes.map((h) => ({ id: `hero ${h.id}`, front: heroCard(h.id), back }));
}

/** One card per spawn card of the deck. */
export function spawnCards(): CardSpec[] {
  const back = spawnBack();
  return content.cards.map((c) => ({ id: `spawn ${c.id}`, front: spawnCard(c.id), back }));
}

import { content, type Enemy } from '@ramparts/games/dice/content/index.ts';
import type { ReactElement } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon } from '../../../games/common/Icon.tsx';
import { BOSS_COLOUR, ENEMY_COLOURS, enemyIcon, heroIcon, TOWER_COLOURS, towerIcon } from '../../../games/dice/pieces.tsx';
import type { TokenSpec } from '../../types.ts';
import { heroColour } from './cards.tsx';
import { fitSize, Svg, wrap } from '../../art.tsx';

// The pieces on the map, as tokens: minions (as many of each as the box holds), the bosses, the heroes (a wounded
// side) and the towers (as many of each type as the box holds, a place for the level die on top).

/** Across, in millimetres: a space of the printed board (28 mm) holds a stack or two, a site (26 mm) a tower. */
export const SIZES = { minion: 18, boss: 24, hero: 20, tower: 22 } as const;

/** The least type on a token of `size` mm, in its 100-unit drawing: 2.3 mm. */
const least = (size: number) => (2.3 * 100) / size;

/** A name in one or two lines centred at (50, y), as large as fits `width` (never under the least type). */
function Name({ text, y, width, size, max, fill = '#fff' }: { text: string; y: number; width: number; size: number; max: number; fill?: string }) {
  const one = fitSize(text, width, max, least(size));
  const rows = one > least(size) || !text.includes(' ') ? [text] : wrap(text, width, least(size), true);
  const s = rows.length === 1 ? one : least(size);
  return (
    <g>
      {rows.map((r, i) => (
        <text key={i} x={50} y={y + i * s * 1.05 - ((rows.length - 1) * s * 1.05) / 2} textAnchor="middle" fontSize={s} fontWeight="bold" fill={fill}>
          {r}
        </text>
      ))}
    </g>
  );
}

function disc(fill: string, ring: string, children: ReactElement | ReactElement[]): ReactElement {
  return (
    <Svg w={100} h={100}>
      <circle cx={50} cy={50} r={49} fill={fill} stroke={ring} strokeWidth={2} />
      <circle cx={50} cy={50} r={44} fill="none" stroke="#fff" strokeWidth={1.2} strokeOpacity={0.7} />
      {children}
    </Svg>
  );
}

/** A one-line name sits lower than two lines (whose second line must stay inside the disc). */
const text = (name: string) => (fitSize(name, 76, 16, least(SIZES.minion)) > least(SIZES.minion) || !name.includes(' ') ? 74 : 70);

function minionToken(e: Enemy, n: number): TokenSpec {
  const fill = ENEMY_COLOURS[e.type] ?? PALETTE.ink;
  return {
    id: `minion ${e.id} ${n}`,
    shape: 'circle',
    size: SIZES.minion,
    front: disc(fill, '#fff', [<Icon key="i" icon={enemyIcon(e.id)} x={50} y={33} size={42} />, <Name key="n" text={e.name} y={text(e.name)} width={76} size={SIZES.minion} max={16} />]),
  };
}

function bossToken(e: Enemy): TokenSpec {
  return {
    id: `boss ${e.id}`,
    shape: 'circle',
    size: SIZES.boss,
    front: disc(BOSS_COLOUR, '#000', [
      <Icon key="i" icon={enemyIcon(e.id)} x={50} y={38} size={46} />,
      <Name key="n" text={e.name} y={74} width={70} size={SIZES.boss} max={14} />,
      <text key="b" x={50} y={88} textAnchor="middle" fontSize={least(SIZES.boss)} fill="#fee2e2">
        boss
      </text>,
    ]),
  };
}

function heroToken(id: string): TokenSpec {
  const h = content.hero(id);
  const fill = heroColour(id);
  return {
    id: `hero ${id}`,
    shape: 'circle',
    size: SIZES.hero,
    front: disc(fill, '#fff', [<Icon key="i" icon={heroIcon(id)} x={50} y={40} size={50} />, <Name key="n" text={h.short} y={80} width={70} size={SIZES.hero} max={16} />]),
    // The other side: a severely wounded hero, who skips the next Players phase.
    back: disc(PALETTE.danger, '#000', [
      <Icon key="i" icon={heroIcon(id)} x={50} y={24} size={26} />,
      <Name key="n" text={h.short} y={50} width={70} size={SIZES.hero} max={13} />,
      <text key="w1" x={50} y={66} textAnchor="middle" fontSize={least(SIZES.hero)} fontWeight="bold" fill="#fff">
        wounded:
      </text>,
      <text key="w2" x={50} y={79} textAnchor="middle" fontSize={least(SIZES.hero)} fill="#fff">
        skips a turn
      </text>,
    ]),
  };
}

function towerToken(tower: string, n: number): TokenSpec {
  const t = content.tower(tower);
  const colour = TOWER_COLOURS[tower] ?? PALETTE.stoneDark;
  const nameSize = fitSize(t.name, 88, 15, least(SIZES.tower));
  return {
    id: `tower ${tower} ${n}`,
    shape: 'square',
    size: SIZES.tower,
    front: (
      <Svg w={100} h={100}>
        <rect x={1} y={1} width={98} height={98} rx={8} fill={PALETTE.stone} stroke={PALETTE.stoneDark} strokeWidth={2} />
        <rect x={5} y={5} width={90} height={22} rx={5} fill={colour} />
        <text x={50} y={16 + nameSize * 0.36} textAnchor="middle" fontSize={nameSize} fontWeight="bold" fill="#fff">
          {t.name}
        </text>
        <circle cx={50} cy={62} r={31} fill={colour} stroke="#fff" strokeWidth={2} />
        <Icon icon={towerIcon(tower)} x={50} y={62} size={42} />
      </Svg>
    ),
  };
}

/** Every minion type's tokens, as many as the box holds of each (the rules' supply). */
export function minionTokens(): TokenSpec[] {
  const n = content.rules.limits.tokensPerMinion;
  return content.minions.flatMap((e) => Array.from({ length: n }, (_, i) => minionToken(e, i + 1)));
}

/** One token per boss. */
export const bossTokens = (): TokenSpec[] => content.bosses.map(bossToken);

/** One token per hero, its wounded side on the back. */
export const heroTokens = (): TokenSpec[] => content.heroes.map((h) => heroToken(h.id));

/** Every tower type's tokens, as many as the box holds of each. */
export function towerTokens(): TokenSpec[] {
  const n = content.rules.limits.towersPerType;
  return content.towers.flatMap((t) => Array.from({ length: n }, (_, i) => towerToken(t.id, i + 1)));
}

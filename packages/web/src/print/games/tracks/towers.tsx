/**
 * The tower cards: a tower on the front (its Mark, its costs, its four levels in the four quadrants an L-Hex reveals
 * one at a time) and its credit on the back (a Mk N card is worth N credits of its type). As many copies of each as
 * the rulebook's supply (`copies` in the content).
 */
import { content, type TowerCard, type TowerLevel } from '@ramparts/games/tracks/content/index.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon } from '../../../games/common/Icon.tsx';
import { TYPE_COLOURS, TYPE_NAMES } from '../../../games/tracks/pieces.tsx';
import type { CardSpec } from '../../types.ts';
import { Lines, Svg, wrap } from '../../art.tsx';
import { plural, ROMAN, typeIcon } from './common.tsx';

/** The quadrant of each level (Position 1 top left, then clockwise), as (column, row). */
export const QUADRANTS: [number, number][] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

const TYPE_RULE: Record<string, string> = {
  S: 'Deals its damage to one unit in Range.',
  B: 'A Boost credit spent on it adds its multiplier in damage.',
  C: 'Charges when energized (Phase 4); its next attack spends it.',
  X: 'Never attacks or is boosted: adds two towers in its Radius.',
};

export const towerTitle = (t: TowerCard): string => `Mk ${ROMAN[t.mark]} ${TYPE_NAMES[t.id[0]]} Tower`;

/** A level's numbers, one short line each. */
export function levelLines(l: TowerLevel): string[] {
  if (l.range === undefined) return [`Radius ${l.radius}`, `Cost ${l.combineCost}`, `Bonus +${l.combineBonus}`];
  const out = [`Range ${l.range}`, `Damage ${l.damage}`];
  if (l.multiplier !== undefined) out.push(`Boost x${l.multiplier}`);
  if (l.chargeRate !== undefined) out.push(`Charge +${l.chargeRate}`, `up to ${l.chargeMax}`);
  return out;
}

function TowerFront({ t }: { t: TowerCard }) {
  const letter = t.id[0];
  const colour = TYPE_COLOURS[letter];
  const grid = { x: 4.5, y: 21, q: 27 };
  return (
    <Svg w={63} h={88}>
      <rect width={63} height={88} fill={colour} />
      <rect x={2} y={2} width={59} height={84} rx={2.5} fill="url(#art-parchment)" />
      <rect x={2} y={2} width={59} height={17} rx={2.5} fill={colour} />
      <Icon icon={typeIcon(letter)} x={10} y={10.5} size={11} />
      <text x={18} y={9} fontSize={4.4} fontWeight="bold" fill="#fff">
        {`Mk ${ROMAN[t.mark]} ${TYPE_NAMES[letter]}`}
      </text>
      <text x={18} y={16} fontSize={3} fill="#fff">
        {`Build ${t.build} · Upgrade ${t.upgrade} · Sell ${t.sell}`}
      </text>
      {QUADRANTS.map(([c, r], i) => {
        const x = grid.x + c * grid.q;
        const y = grid.y + r * grid.q;
        const lines = levelLines(t.levels[i]);
        const size = lines.length > 3 ? 2.9 : lines.length > 2 ? 3.3 : 3.7;
        return (
          <g key={i}>
            <rect x={x} y={y} width={grid.q} height={grid.q} fill="#fff" stroke={colour} strokeWidth={0.5} />
            <rect x={x + 0.8} y={y + 0.8} width={grid.q - 1.6} height={5.4} rx={1} fill={colour} />
            <text x={x + grid.q / 2} y={y + 5} textAnchor="middle" fontSize={3.6} fontWeight="bold" fill="#fff">
              {`Level ${i + 1}`}
            </text>
            <Lines x={x + grid.q / 2} y={y + (lines.length > 2 ? 11 : 13)} size={size} gap={1.2} anchor="middle" lines={lines} bold />
          </g>
        );
      })}
      <Lines x={31.5} y={79.2} size={2.4} gap={1.2} anchor="middle" fill={PALETTE.inkSoft} lines={wrap(TYPE_RULE[letter] ?? '', 56, 2.4).slice(0, 2)} />
      <text x={31.5} y={85} textAnchor="middle" fontSize={2.3} fill={PALETTE.inkSoft}>
        {`On its back: ${plural(t.credits, `${TYPE_NAMES[letter]} credit`)}`}
      </text>
    </Svg>
  );
}

function CreditBack({ t }: { t: TowerCard }) {
  const letter = t.id[0];
  const colour = TYPE_COLOURS[letter];
  return (
    <Svg w={63} h={88}>
      <rect width={63} height={88} fill={colour} />
      <rect x={3} y={3} width={57} height={82} rx={3} fill="none" stroke="#fff" strokeWidth={0.5} />
      <Icon icon={typeIcon(letter)} x={31.5} y={27} size={28} />
      <circle cx={31.5} cy={57} r={9} fill="url(#art-gold)" stroke={PALETTE.goldDark} strokeWidth={0.5} />
      <text x={31.5} y={61} textAnchor="middle" fontSize={11} fontWeight="bold" fill={PALETTE.ink}>
        {t.credits}
      </text>
      <text x={31.5} y={74} textAnchor="middle" fontSize={5} fontWeight="bold" fill="#fff">
        {t.credits === 1 ? `${TYPE_NAMES[letter]} credit` : `${TYPE_NAMES[letter]} credits`}
      </text>
      <text x={31.5} y={80} textAnchor="middle" fontSize={3} fill="#fff">
        {`Mk ${ROMAN[t.mark]} · flip to build it`}
      </text>
      <text x={31.5} y={10} textAnchor="middle" fontSize={3} fill="#fff" fontWeight="bold">
        Credit
      </text>
    </Svg>
  );
}

/** One card per copy of every tower in the box: the front its tower, the back its credit. */
export function towerCards(): CardSpec[] {
  return content.towerList.flatMap((t) =>
    Array.from({ length: t.copies }, (_, k) => ({
      id: `tower ${t.id} (${towerTitle(t)}) #${k + 1}`,
      front: <TowerFront t={t} />,
      back: <CreditBack t={t} />,
    })),
  );
}

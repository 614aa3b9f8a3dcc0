/**
 * The L-Hexes: square pieces with one quadrant cut away (the capital-L hexagon), laid on a tower card or a wave tile
 * to reveal one quadrant: Position 1 is the top left, and turning the piece clockwise reveals 2, 3, 4. The number
 * at the top edge names the position. Player Markers (a seat's colour; Versus Sandbox sides on the back), Wave
 * Modifiers (No Wave Modifier on the back) and the Turn Tracker.
 */
import type { ReactNode } from 'react';
import { content, LETTER_OF_TYPE, type ModifierCard } from '@ramparts/games/tracks/content/index.ts';
import { versusContent } from '@ramparts/games/tracks/versus/index.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon } from '../../../games/common/Icon.tsx';
import { SEAT_COLOURS } from '../../../games/common/svg.tsx';
import { ICONS } from '../../../games/tracks/icons.generated.ts';
import { TYPE_NAMES } from '../../../games/tracks/pieces.tsx';
import type { TokenSpec } from '../../types.ts';
import { maxPlayers } from './cards.tsx';
import { Lines, Svg, wrap } from '../../art.tsx';
import { plural, QUAD_MM, ROMAN } from './common.tsx';

/** Where the cut-away quadrant is: the front's top left (Position 1); seen from the back, the top right. */
type Notch = 'front' | 'back';

/** Each position number at the edge that comes to the top when the notch reveals that position (front's frame). */
const NUMBERS: { n: number; x: number; y: number; turn: number }[] = [
  { n: 1, x: 75, y: 8, turn: 0 },
  { n: 2, x: 8, y: 75, turn: -90 },
  { n: 3, x: 25, y: 92, turn: 180 },
  { n: 4, x: 92, y: 25, turn: 90 },
];

/**
 * An L-Hex piece: the L in `fill`, its position numbers, the cut-away quadrant marked, and `children` drawn upright in
 * the lower half (x 16-84, y 52-88), which the L covers on both sides; `top` in the covered top quadrant.
 */
function LHex({ notch, fill, ink = '#fff', top, children }: { notch: Notch; fill: string; ink?: string; top?: ReactNode; children?: ReactNode }) {
  const k = notch === 'front' ? 0 : 1;
  const cut = k === 0 ? { x: 0, y: 0 } : { x: 50, y: 0 };
  const l = k === 0 ? 'M50 0H100V100H0V50H50Z' : 'M0 0H50V50H100V100H0Z';
  return (
    <Svg w={100} h={100}>
      <rect x={cut.x} y={cut.y} width={50} height={50} fill="#fff" />
      <path d={`M${cut.x} ${cut.y}l50 50M${cut.x + 50} ${cut.y}l-50 50`} stroke={PALETTE.stone} strokeWidth={0.5} />
      <text x={cut.x + 25} y={cut.y + 27} textAnchor="middle" fontSize={4.5} fill={PALETTE.inkSoft}>
        cut away
      </text>
      <path d={l} fill={fill} stroke={PALETTE.ink} strokeWidth={0.8} />
      <g transform={`rotate(${k * 90} 50 50)`}>
        {NUMBERS.map((p) => (
          <g key={p.n} transform={`rotate(${p.turn} ${p.x} ${p.y})`}>
            <circle cx={p.x} cy={p.y} r={5} fill="#fff" stroke={PALETTE.ink} strokeWidth={0.6} />
            <text x={p.x} y={p.y + 2.5} textAnchor="middle" fontSize={7} fontWeight="bold" fill={PALETTE.ink}>
              {p.n}
            </text>
          </g>
        ))}
      </g>
      <g transform={`translate(${k === 0 ? 45 : 5} 0)`} fill={ink}>
        {top}
      </g>
      <g fill={ink}>{children}</g>
    </Svg>
  );
}

/** The lower half's words: a title and lines, centred on x = 50. */
function Words({ title, lines, ink }: { title: string; lines: string[]; ink: string }) {
  return (
    <>
      <text x={50} y={59} textAnchor="middle" fontSize={6.5} fontWeight="bold" fill={ink}>
        {title}
      </text>
      <Lines x={50} y={67} size={5} gap={1.2} anchor="middle" fill={ink} lines={lines.flatMap((l) => wrap(l, 64, 5)).slice(0, 4)} />
    </>
  );
}

/** A Wave Modifier's effects in words, a short line each. */
export function modifierLines(m: ModifierCard): string[] {
  const out: string[] = [];
  if (m.hp) out.push(`Units +${m.hp} HP`);
  if (m.move) out.push(`Moves +${m.move}`);
  for (const [t, n] of Object.entries(m.resist ?? {})) out.push(`Resists ${TYPE_NAMES[LETTER_OF_TYPE[t as keyof typeof LETTER_OF_TYPE]]} ${n}`);
  for (const a of m.grant ?? []) out.push(content.abilities.get(a)!.name);
  if (m.reveal) out.push('Reveal 1 Game Condition');
  return out;
}

/** A Wave Modifier's own HP on a wave: the base plus its level, plus the wave's number. */
export const modifierHpWords = (m: ModifierCard): string => `HP ${content.rules.modifierHpBase + m.level} + wave number`;

function TopLabel({ lines, ink }: { lines: string[]; ink: string }) {
  return <Lines x={25} y={22} size={5} gap={1.2} anchor="middle" bold fill={ink} lines={lines} />;
}

export function modifierHexes(): TokenSpec[] {
  return content.modifierList.map((m) => ({
    id: `wave modifier ${m.name} (level ${m.level}) / no wave modifier`,
    shape: 'square',
    size: QUAD_MM,
    front: (
      <LHex notch="front" fill="url(#art-gold)" ink={PALETTE.ink} top={<TopLabel ink={PALETTE.ink} lines={['Wave Mod.', `Level ${ROMAN[m.level]}`, `HP ${content.rules.modifierHpBase + m.level} + wave`]} />}>
        <Words title={m.name} lines={[modifierLines(m).join(', ')]} ink={PALETTE.ink} />
      </LHex>
    ),
    back: (
      <LHex notch="back" fill={PALETTE.stone} ink={PALETTE.ink} top={<TopLabel ink={PALETTE.ink} lines={['No Wave', 'Modifier']} />}>
        <Words title="No Wave Modifier" lines={['Keeps count of the unit to attack']} ink={PALETTE.ink} />
      </LHex>
    ),
  }));
}

/** The Versus sides a player's markers carry: each Tower Modification and Versus Wave Modifier, twice. */
export function versusSides(): { name: string; kind: string; lines: string[] }[] {
  const one = [
    ...versusContent.towerMods.map((m) => ({ name: m.name, kind: 'Tower Modification', lines: [m.text, `Cost ${m.cost}`] })),
    ...versusContent.waveMods.map((m) => ({ name: m.name, kind: 'Versus Wave Mod.', lines: [[m.hp ? `+${m.hp} HP` : '', m.move ? `+${m.move} move` : '', `bounty ${m.bounty}`].filter(Boolean).join(', '), `Cost ${m.cost}`] })),
  ];
  return [...one, ...one];
}

export function playerHexes(): TokenSpec[] {
  const sides = versusSides();
  return Array.from({ length: maxPlayers() }, (_, p) =>
    sides.map((v, k) => ({
      id: `player ${p + 1} marker #${k + 1} / ${v.kind} ${v.name}`,
      shape: 'square' as const,
      size: QUAD_MM,
      front: (
        <LHex notch="front" fill={SEAT_COLOURS[p]} top={<TopLabel ink="#fff" lines={['Player', String(p + 1)]} />}>
          <Words title={`Player ${p + 1} Marker`} lines={['The uncovered quadrant is the tower\'s level']} ink="#fff" />
        </LHex>
      ),
      back: (
        <LHex notch="back" fill={SEAT_COLOURS[p]} top={<TopLabel ink="#fff" lines={['Versus', `Player ${p + 1}`]} />}>
          <Words title={v.name} lines={[v.kind, ...v.lines]} ink="#fff" />
        </LHex>
      ),
    })),
  ).flat();
}

export function turnTrackerHex(): TokenSpec {
  return {
    id: 'turn tracker L-Hex',
    shape: 'square',
    size: QUAD_MM,
    front: (
      <LHex notch="front" fill={PALETTE.heal} top={<Icon icon={ICONS['orc-head']} x={25} y={26} size={22} />}>
        <Words title="Turn Tracker" lines={[`A new wave every ${plural(content.rules.newWaveEvery, 'turn')}`, 'Positions 2, 3, 4, never 1']} ink="#fff" />
      </LHex>
    ),
  };
}

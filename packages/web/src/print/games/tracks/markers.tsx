/**
 * The small markers: Depletion, lives, charge, each player's Skill Markers and the Starting Player Marker. The rules
 * give no count for most of them; the counts chosen are written here and in the game's doc.
 */
import { campaign } from '@ramparts/games/tracks/campaign/index.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon } from '../../../games/common/Icon.tsx';
import { ICONS } from '../../../games/tracks/icons.generated.ts';
import { DepletionMarker, SkillMarker } from '../../../games/tracks/pieces.tsx';
import type { TokenSpec } from '../../types.ts';
import { maxPlayers } from './cards.tsx';
import { Svg } from '../../art.tsx';

/** Depletion markers in the box: a tower may hold several, and a full field holds a dozen towers or more. */
export const DEPLETION_MARKERS = 30;
/** Lives beyond the most any level or page starts with (skills and Versus Energy give more). */
export const SPARE_LIVES = 10;
/** Charge counters (1 on the front, 5 on the back). */
export const CHARGE_COUNTERS = 20;
/** Skill Markers per player beyond the rules' starting count (Versus Training gives more). */
export const SPARE_SKILL_MARKERS = 2;

/** The most lives a session starts with: the fullest level preset or campaign page. */
export const mostLives = (): number => Math.max(...content.levels.map((l) => l.lives), ...campaign.pages.map((p) => p.lives));

const disc = (fill: string, label: string, big: string, ink = '#fff') => (
  <Svg w={100} h={100}>
    <circle cx={50} cy={50} r={49} fill={fill} stroke={PALETTE.ink} strokeWidth={1} />
    <text x={50} y={60} textAnchor="middle" fontSize={34} fontWeight="bold" fill={ink}>
      {big}
    </text>
    <text x={50} y={84} textAnchor="middle" fontSize={14} fontWeight="bold" fill={ink}>
      {label}
    </text>
  </Svg>
);

export function markerTokens(): TokenSpec[] {
  const depletion: TokenSpec[] = Array.from({ length: DEPLETION_MARKERS }, (_, k) => ({
    id: `depletion marker #${k + 1}`,
    shape: 'circle',
    size: 16,
    front: (
      <Svg w={100} h={100}>
        <DepletionMarker x={50} y={50} count={1} r={49} />
        <rect x={12} y={66} width={76} height={18} rx={4} fill="#7f1d1d" />
        <text x={50} y={80} textAnchor="middle" fontSize={14} fontWeight="bold" fill="#fff">
          Depletion
        </text>
      </Svg>
    ),
  }));
  const lives: TokenSpec[] = Array.from({ length: mostLives() + SPARE_LIVES }, (_, k) => ({ id: `life #${k + 1}`, shape: 'circle', size: 16, front: disc(PALETTE.heal, 'Life', '♥') }));
  const charge: TokenSpec[] = Array.from({ length: CHARGE_COUNTERS }, (_, k) => ({
    id: `charge counter #${k + 1}`,
    shape: 'circle',
    size: 16,
    front: disc('#9a6700', 'Charge', '1'),
    back: disc('#9a6700', 'Charge', '5'),
  }));
  const skills: TokenSpec[] = Array.from({ length: maxPlayers() }, (_, p) =>
    Array.from({ length: content.rules.skillMarkers + SPARE_SKILL_MARKERS }, (_, k) => ({
      id: `player ${p + 1} skill marker #${k + 1}`,
      shape: 'circle' as const,
      size: 16,
      front: (
        <Svg w={100} h={100}>
          <SkillMarker x={50} y={44} r={44} seat={p} />
          <text x={50} y={90} textAnchor="middle" fontSize={14} fontWeight="bold" fill="#fff">
            {`Skill P${p + 1}`}
          </text>
        </Svg>
      ),
    })),
  ).flat();
  const start: TokenSpec = {
    id: 'starting player marker',
    shape: 'circle',
    size: 30,
    front: (
      <Svg w={100} h={100}>
        <circle cx={50} cy={50} r={49} fill="url(#art-gold)" stroke={PALETTE.goldDark} strokeWidth={1} />
        <Icon icon={ICONS['swap-bag']} x={50} y={40} size={40} fill={PALETTE.ink} />
        <text x={50} y={76} textAnchor="middle" fontSize={11} fontWeight="bold" fill={PALETTE.ink}>
          Starting
        </text>
        <text x={50} y={89} textAnchor="middle" fontSize={11} fontWeight="bold" fill={PALETTE.ink}>
          Player
        </text>
      </Svg>
    ),
  };
  return [...depletion, ...lives, ...charge, ...skills, start];
}

/**
 * The Skill Boards (4.D): both sides of each board on one sheet, folded back to back; each skill with its effect,
 * whether it lasts, and its slots (the Universal Energy to pay, the Locks that close them). Read from the content
 * when printed.
 */
import { content, ONE_TIME_SKILLS, type SkillCard } from '@ramparts/games/tracks/content/index.ts';
import { skillWords } from '@ramparts/games/tracks/text.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { TYPE_COLOURS } from '../../../games/tracks/pieces.tsx';
import type { SheetSpec } from '../../types.ts';
import { Lines, Svg, wrap } from '../../art.tsx';
import { TITLE } from './common.tsx';

/** Each Skill Board's colour, in the content's order (cycled). */
const SKILL_COLOURS = ['#9a3412', '#1d4ed8', '#047857', '#7c2d12', '#6d28d9', '#be123c', '#0f766e'];
/** A Skill Marker is a 16 mm disc: a slot is a little larger. */
export const SLOT_R = 9;

/** A padlock with its number of Lock points, centred at (x, y). */
function Padlock({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g>
      <path d={`M${x - 2.2} ${y - 1.5}v-1.6a2.2 2.2 0 0 1 4.4 0v1.6`} fill="none" stroke={PALETTE.ink} strokeWidth={0.8} />
      <rect x={x - 3.3} y={y - 1.6} width={6.6} height={5.4} rx={0.8} fill={PALETTE.gold} stroke={PALETTE.ink} strokeWidth={0.4} />
      <text x={x} y={y + 2.9} textAnchor="middle" fontSize={3.4} fontWeight="bold" fill={PALETTE.ink}>
        {n}
      </text>
    </g>
  );
}

/** A slot for a Skill Marker: its Universal Energy symbols to pay (or "free"), its Locks, its number under it. */
export function Slot({ x, y, cost, locks, label }: { x: number; y: number; cost: number; locks: number; label?: string }) {
  const u = 2.3;
  return (
    <g>
      <circle cx={x} cy={y} r={SLOT_R} fill="#fff" stroke={PALETTE.ink} strokeWidth={0.5} strokeDasharray="1.6 1" />
      {cost === 0 ? (
        <text x={x} y={y + 1} textAnchor="middle" fontSize={2.8} fill={PALETTE.inkSoft}>
          free
        </text>
      ) : (
        Array.from({ length: cost }, (_, i) => {
          const cx = x + (i - (cost - 1) / 2) * (2 * u + 0.8);
          return (
            <g key={i}>
              <circle cx={cx} cy={y} r={u} fill={TYPE_COLOURS.U} />
              <text x={cx} y={y + 1.1} textAnchor="middle" fontSize={3} fontWeight="bold" fill="#fff">
                U
              </text>
            </g>
          );
        })
      )}
      {locks > 0 && <Padlock x={x + SLOT_R - 0.5} y={y - SLOT_R + 1.5} n={locks} />}
      {label && (
        <text x={x} y={y + SLOT_R + 3.4} textAnchor="middle" fontSize={2.6} fill={PALETTE.inkSoft}>
          {label}
        </text>
      )}
    </g>
  );
}

const lasting = (k: SkillCard): string => (ONE_TIME_SKILLS.has(k.effect.kind) ? 'One time: acts when the marker is placed' : 'For the rest of the session');
/** The skill's words as a sentence; discounts never bring a cost below 1 (as the rules play them). */
export const effectText = (k: SkillCard): string => {
  const floor = /discount/.test(k.effect.kind) && k.effect.kind !== 'combine-discount' ? ' (never below 1)' : '';
  const w = skillWords(k.effect);
  return `${w.charAt(0).toUpperCase()}${w.slice(1)}${floor}.`;
};

/** One skill of a Skill Board: its name, effect and whether it lasts, and its slots on the right. */
function SkillRow({ skill, x, y, w, h }: { skill: SkillCard; x: number; y: number; w: number; h: number }) {
  const pitch = 2 * SLOT_R + 7;
  const slotsW = skill.slots.length * pitch + 6;
  const size = 3.4;
  const text = wrap(effectText(skill), w - slotsW - 8, size).slice(0, 3);
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={2.5} fill="#fff" stroke={PALETTE.paperEdge} strokeWidth={0.5} />
      <text x={x + 4} y={y + 7.5} fontSize={5} fontWeight="bold" fill={PALETTE.ink}>
        {skill.name}
      </text>
      <Lines x={x + 4} y={y + 13.5} size={size} lines={text} />
      <text x={x + 4} y={y + h - 3.5} fontSize={2.8} fontStyle="italic" fill={PALETTE.inkSoft}>
        {lasting(skill)}
      </text>
      {skill.slots.map((cost, i) => (
        <Slot key={i} x={x + w - 4 - SLOT_R - (skill.slots.length - 1 - i) * pitch} y={y + h / 2 - 2} cost={cost} locks={skill.locks?.[i] ?? 0} label={`Slot ${i + 1}`} />
      ))}
    </g>
  );
}

type SkillBoard = (typeof content.boards)[number];

const NOTE = wrap('One Skill Marker a slot; first pay 1 credit of any type from your Build / Upgrade stack for each U. A padlock: closed until that many S points open its Lock (campaign record). A second slot: the same player again (twice the benefit) or another.', 182, 2.6);

/** A Skill Board's sheet: side A on the top half, side B on the bottom half, a fold line between. */
function SkillBoardSheet({ board, colour }: { board: SkillBoard; colour: string }) {
  const half = 122;
  const rows = Math.max(board.a.length, board.b.length, 1);
  return (
    <Svg w={190} h={250}>
      {(['a', 'b'] as const).map((side, s) => {
        const top = s === 0 ? 0 : half + 6;
        const list = board[side];
        const rowsTop = top + 19.5 + NOTE.length * 3.25 + 2;
        const rowH = Math.min(32, (top + half - 3 - rowsTop - (rows - 1) * 3) / rows);
        return (
          <g key={side}>
            <rect x={0} y={top} width={190} height={half} rx={3} fill="url(#art-parchment)" stroke={colour} strokeWidth={1} />
            <rect x={0} y={top} width={190} height={15} rx={3} fill={colour} />
            <text x={5} y={top + 5.6} fontSize={3.2} fill="#fff">
              {`${TITLE} · Skill Board`}
            </text>
            <text x={5} y={top + 12.5} fontSize={6} fontWeight="bold" fill="#fff">
              {board.name}
            </text>
            <text x={185} y={top + 12} textAnchor="end" fontSize={6} fontWeight="bold" fill="#fff">
              {`Side ${side.toUpperCase()}`}
            </text>
            <Lines
              x={4}
              y={top + 19.5}
              size={2.6}
              fill={PALETTE.inkSoft}
              lines={NOTE}
            />
            {list.map((k, i) => (
              <SkillRow key={k.id} skill={k} x={4} y={rowsTop + i * (rowH + 3)} w={182} h={rowH} />
            ))}
          </g>
        );
      })}
      <line x1={0} y1={half + 3} x2={190} y2={half + 3} stroke={PALETTE.inkSoft} strokeWidth={0.3} strokeDasharray="3 2" />
      <rect x={60} y={half + 1} width={70} height={4} fill="#fff" />
      <text x={95} y={half + 4} textAnchor="middle" fontSize={2.4} fill={PALETTE.inkSoft}>
        fold here, sides back to back (glue to card)
      </text>
    </Svg>
  );
}

export function skillBoardSheets(): SheetSpec[] {
  return content.boards.map((b, i) => ({
    id: `skill board ${b.id}`,
    title: `Skill Board ${b.name} (sides A and B)`,
    art: <SkillBoardSheet board={b} colour={SKILL_COLOURS[i % SKILL_COLOURS.length]} />,
  }));
}


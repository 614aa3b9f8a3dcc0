/**
 * The boards of the table (3.A-3.C, 4.D): the Game Board (every shared pile, the next waves and the Turn Tracker),
 * the Life & Discarded Track board, one Player Mat per player (the four Stacks and the five mat skills), the Versus
 * Stack add-ons and the Skill Boards (both sides of each on one sheet, folded back to back). Every number is read
 * from the content when printed.
 */
import { campaign } from '@ramparts/games/tracks/campaign/index.ts';
import { content, ONE_TIME_SKILLS, type SkillCard } from '@ramparts/games/tracks/content/index.ts';
import { skillWords } from '@ramparts/games/tracks/text.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon } from '../../../games/common/Icon.tsx';
import { SEAT_COLOURS } from '../../../games/common/svg.tsx';
import { ICONS } from '../../../games/tracks/icons.generated.ts';
import { TYPE_COLOURS } from '../../../games/tracks/pieces.tsx';
import type { BoardSpec, SheetSpec } from '../../types.ts';
import { maxPlayers } from './cards.tsx';
import { Lines, Svg, wrap } from '../../art.tsx';
import { plural, QUAD_MM, TITLE } from './common.tsx';
import { mostLives, SPARE_LIVES } from './markers.tsx';

const CARD_W = 63;
const CARD_H = 88;
/** The Game Board: two portrait sheets side by side (A4 and Letter alike). */
const BOARD_W = 384;
const BOARD_H = 250;
const BOARD_INK = '#1e3a8a';
/** Each Skill Board's colour, in the content's order (cycled). */
const SKILL_COLOURS = ['#9a3412', '#1d4ed8', '#047857', '#7c2d12', '#6d28d9', '#be123c', '#0f766e'];
/** A Skill Marker is a 16 mm disc: a slot is a little larger. */
const SLOT_R = 9;

/** A place for a pile: its title above (bold) and what goes there written faintly inside (covered once in use). */
function Space({ x, y, w, h, title, lines, size = 3.2 }: { x: number; y: number; w: number; h: number; title: string; lines: string[]; size?: number }) {
  const text = lines.flatMap((l) => wrap(l, w - 6, size));
  return (
    <g>
      <text x={x} y={y - 2} fontSize={3.8} fontWeight="bold" fill={PALETTE.ink}>
        {title}
      </text>
      <rect x={x} y={y} width={w} height={h} rx={3} fill="#fff" fillOpacity={0.7} stroke={PALETTE.inkSoft} strokeWidth={0.5} strokeDasharray="2 1.2" />
      <Lines x={x + w / 2} y={y + (h - (text.length - 1) * size * 1.25) / 2} size={size} lines={text} anchor="middle" fill={PALETTE.inkSoft} />
    </g>
  );
}

/** A band across the top of a sheet or board: the kicker small, the title large. */
function Band({ w, colour, kicker, title, h = 15 }: { w: number; colour: string; kicker: string; title: string; h?: number }) {
  return (
    <g>
      <rect width={w} height={h} rx={3} fill={colour} />
      <text x={5} y={5.6} fontSize={3.2} fill="#fff">
        {kicker}
      </text>
      <text x={5} y={h - 3} fontSize={6} fontWeight="bold" fill="#fff">
        {title}
      </text>
    </g>
  );
}

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
function Slot({ x, y, cost, locks, label }: { x: number; y: number; cost: number; locks: number; label?: string }) {
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
const effectText = (k: SkillCard): string => {
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

/** The four Stacks (3.B): each one's name, a short line beside its card and the rule inside its card's place. */
const STACKS: { title: string; head: string[]; side: () => string[]; inside: () => string }[] = [
  { title: 'Build / Upgrade', head: ['Build /', 'Upgrade'], side: () => ['Pays to build, to upgrade and for the U of Skill slots'], inside: () => 'Build: the tower card itself plus its Build cost. Upgrade: its Upgrade cost. A Skill slot: 1 credit of any type for each U.' },
  { title: 'Boost', head: ['Boost'], side: () => ['+1 damage a credit, this turn'], inside: () => 'Discard a credit on any ready tower: +1 damage this turn (a Boost tower more for Boost credits). Exactly 2 matching credits on a tower of their type: 1 more.' },
  { title: 'Combine', head: ['Combine'], side: () => ['Pays for Combine attacks'], inside: () => "Pays the Combine cost of a Combine tower's attack." },
  {
    title: 'Kill Bonus / Conversion',
    head: ['Kill Bonus /', 'Conversion'],
    side: () => {
      const k = content.rules.killBonus;
      return [`Mk II: ${k.mk2}`, `(${k.mk2AfterKill} after a unit)`, `Mk III: ${k.mk3}`, `(${k.mk3AfterKill} after a wave)`];
    },
    inside: () => 'Kill Bonus: buy a Mk II or Mk III tower card onto any Stack. Right after you defeat a unit: discard credits here and draw as many Mk I credits (Conversion).',
  },
];

/** A Stack: a card's place on the left with the rule faintly inside, its name and key numbers beside it. */
function StackBox({ x, y, w, h, head, side, inside, colour }: { x: number; y: number; w: number; h: number; head: string[]; side: string[]; inside: string; colour: string }) {
  const room = w - CARD_W - 8;
  const words = wrap(inside, CARD_W - 8, 3);
  const cy = y + (h - CARD_H) / 2;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={3} fill="url(#art-parchment)" stroke={colour} strokeWidth={0.8} />
      <rect x={x + 3} y={cy} width={CARD_W} height={CARD_H} rx={3} fill="#fff" stroke={PALETTE.inkSoft} strokeWidth={0.5} strokeDasharray="2 1.2" />
      <Lines x={x + 3 + CARD_W / 2} y={cy + (CARD_H - (words.length - 1) * 3.75) / 2} size={3} anchor="middle" fill={PALETTE.inkSoft} lines={words} />
      <Lines x={x + CARD_W + 5} y={y + 8} size={3.5} bold gap={1.15} fill={colour} lines={head} />
      <Lines x={x + CARD_W + 5} y={y + 8 + head.length * 4 + 3} size={2.8} gap={1.3} lines={side.flatMap((l) => wrap(l, room, 2.8))} />
    </g>
  );
}

/** A mat skill: its name, effect and slot (always open, for its owner only). */
function MatSkill({ skill, x, y, w, h }: { skill: SkillCard; x: number; y: number; w: number; h: number }) {
  const size = 2.4;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={2.5} fill="#fff" stroke={PALETTE.paperEdge} strokeWidth={0.5} />
      <text x={x + w / 2} y={y + 4.6} textAnchor="middle" fontSize={3.6} fontWeight="bold" fill={PALETTE.ink}>
        {skill.name}
      </text>
      <Lines x={x + w / 2} y={y + 8.6} size={size} anchor="middle" gap={1.15} lines={wrap(effectText(skill), w - 3, size).slice(0, 4)} />
      <Slot x={x + w / 2} y={y + h - SLOT_R - 1.5} cost={skill.slots[0] ?? 0} locks={0} />
    </g>
  );
}

function PlayerMat({ seat }: { seat: number }) {
  const colour = SEAT_COLOURS[seat];
  const boxW = 93;
  const boxH = 93;
  const top = 18;
  const skillsTop = top + 2 * boxH + 4 + 6;
  const mat = content.matSkills;
  const tileW = (190 - (mat.length - 1) * 2.5) / Math.max(1, mat.length);
  return (
    <Svg w={190} h={250}>
      <rect width={190} height={250} rx={4} fill="url(#art-parchment)" />
      <Band w={190} colour={colour} kicker={`${TITLE} · Player Mat · ${plural(content.rules.skillMarkers, 'Skill Marker')} each`} title={`Player ${seat + 1}`} />
      <text x={185} y={12} textAnchor="end" fontSize={3.2} fill="#fff">
        Every credit lies on one Stack; it is spent only from there
      </text>
      {STACKS.map((s, i) => (
        <StackBox key={s.title} x={(i % 2) * (boxW + 4)} y={top + Math.floor(i / 2) * (boxH + 4)} w={boxW} h={boxH} head={s.head} side={s.side()} inside={s.inside()} colour={colour} />
      ))}
      <text x={0} y={skillsTop - 2} fontSize={3.8} fontWeight="bold" fill={colour}>
        Your skills
      </text>
      <text x={190} y={skillsTop - 2} textAnchor="end" fontSize={2.6} fill={PALETTE.inkSoft}>
        Always open, for you alone: one Skill Marker each
      </text>
      {mat.map((k, i) => (
        <MatSkill key={k.id} skill={k} x={i * (tileW + 2.5)} y={skillsTop} w={tileW} h={250 - skillsTop} />
      ))}
    </Svg>
  );
}

export function playerMatSheets(): SheetSpec[] {
  return Array.from({ length: maxPlayers() }, (_, p) => ({ id: `player mat ${p + 1}`, title: `Player Mat, Player ${p + 1}`, art: <PlayerMat seat={p} /> }));
}

/** Four Versus Stack add-ons (Versus Sandbox), one a player, to cut apart. */
function VersusStacks() {
  const n = maxPlayers();
  const cols = 2;
  const w = 93;
  const h = (250 - 4 * (Math.ceil(n / cols) - 1)) / Math.ceil(n / cols);
  return (
    <Svg w={190} h={250}>
      {Array.from({ length: n }, (_, p) => {
        const x = (p % cols) * (w + 4);
        const y = Math.floor(p / cols) * (h + 4);
        const colour = SEAT_COLOURS[p];
        return (
          <g key={p}>
            <rect x={x} y={y} width={w} height={h} rx={3} fill="url(#art-parchment)" stroke={colour} strokeWidth={0.8} />
            <rect x={x} y={y} width={w} height={13} rx={3} fill={colour} />
            <text x={x + 4} y={y + 5} fontSize={2.6} fill="#fff">
              {`Versus Sandbox add-on · Player ${p + 1}`}
            </text>
            <text x={x + 4} y={y + 11} fontSize={4.6} fontWeight="bold" fill="#fff">
              Versus Stack
            </text>
            <rect x={x + (w - CARD_W) / 2} y={y + 15} width={CARD_W} height={CARD_H} rx={3} fill="#fff" stroke={PALETTE.inkSoft} strokeWidth={0.5} strokeDasharray="2 1.2" />
            <Lines x={x + w / 2} y={y + 15 + CARD_H / 2} size={3} anchor="middle" fill={PALETTE.stone} lines={['Versus Energy', 'waits here']} />
            <Lines x={x + 3} y={y + 15 + CARD_H + 5} size={3} lines={wrap('Once each Phase 5, on your pick, you may draw 1 Versus Energy here instead of the revealed credit. Cards lie face up; play one as a Phase 6 action. A Universal credit plays as any chosen card.', w - 6, 3)} />
          </g>
        );
      })}
    </Svg>
  );
}

export function versusStackSheet(): SheetSpec {
  return { id: 'versus stacks', title: 'Versus Stack add-ons (Versus Sandbox), cut in four', art: <VersusStacks /> };
}

/** Copies of each tower of a Mark in the box, by type, and their total. */
function deckOf(mark: number): { each: number; total: number } {
  const list = content.towerList.filter((t) => t.mark === mark);
  const total = list.reduce((n, t) => n + t.copies, 0);
  return { each: Math.max(0, ...list.map((t) => t.copies)), total };
}

/** The Turn Tracker: four quadrants numbered as an L-Hex's positions; the one it leaves uncovered is this turn's. */
function TurnTracker({ x, y }: { x: number; y: number }) {
  const q = QUAD_MM / 2;
  const n = content.rules.newWaveEvery;
  const turns = (first: number) => `Turn ${[0, 1, 2].map((k) => first + k * n).join(', ')}…`;
  const quads = [
    { pos: 1, cx: 0, cy: 0, lines: ['Never'] },
    { pos: 2, cx: 1, cy: 0, lines: ['Call a', 'new wave', turns(1)] },
    { pos: 3, cx: 1, cy: 1, lines: [turns(2)] },
    { pos: 4, cx: 0, cy: 1, lines: [turns(3)] },
  ];
  return (
    <g>
      <text x={x} y={y - 2} fontSize={3.8} fontWeight="bold" fill={PALETTE.ink}>
        Turn Tracker
      </text>
      {quads.map((d) => (
        <g key={d.pos}>
          <rect x={x + d.cx * q} y={y + d.cy * q} width={q} height={q} fill={d.pos === 2 ? '#fde68a' : d.pos === 1 ? PALETTE.stone : '#fff'} stroke={PALETTE.ink} strokeWidth={0.4} />
          <circle cx={x + d.cx * q + 5} cy={y + d.cy * q + 5} r={3.4} fill="#fff" stroke={PALETTE.ink} strokeWidth={0.4} />
          <text x={x + d.cx * q + 5} y={y + d.cy * q + 6.3} textAnchor="middle" fontSize={3.6} fontWeight="bold" fill={PALETTE.ink}>
            {d.pos}
          </text>
          <Lines x={x + d.cx * q + q / 2} y={y + d.cy * q + 13} size={3} anchor="middle" gap={1.2} lines={d.lines.flatMap((l) => wrap(l, q - 2, 3))} />
        </g>
      ))}
    </g>
  );
}

function GameBoard() {
  const k = content.rules.killBonus;
  const r = content.rules;
  const mk1 = deckOf(1);
  const mk2 = deckOf(2);
  const mk3 = deckOf(3);
  const cardTop = 26;
  const rowStep = CARD_H + 14;
  const col = (i: number) => 4 + i * (CARD_W + 4);
  const sq = QUAD_MM;
  const right = col(3) + 2;
  const sqCol = (i: number) => right + i * (sq + 4);
  const notes = [
    `The table: a Player Mat in each corner, each player's Player Markers beside it; this Game Board and the Life & Discarded Track board on the left, the Skill Boards on the right (1 + the number of players of them, one side each).`,
    `Phase 1: turn the Turn Tracker L-Hex to its next position (2, 3, 4, 2 …; never 1). A wave is called on turn 1 and then every ${plural(r.newWaveEvery, 'turn')}; even-numbered waves come in pairs.`,
    `Phase 5: reveal ${plural(r.incomeCredits, 'Mk I credit')} from the Mk I Towers pile (or as the mode says); players take them one at a time, from the Starting Player clockwise.`,
    'Versus Sandbox: the Versus Draw and Versus Discard piles lie beside this board.',
  ];
  return (
    <Svg w={BOARD_W} h={BOARD_H}>
      <rect width={BOARD_W} height={BOARD_H} rx={4} fill="url(#art-parchment)" />
      <Band w={BOARD_W} colour={BOARD_INK} kicker={`${TITLE} · 3.A`} title="Game Board" />
      <Space x={col(0)} y={cardTop} w={CARD_W} h={CARD_H} title="Mk I Towers" lines={[`Shuffle ${mk1.each} of each type: ${plural(mk1.total, 'card')}, face down.`, 'Always draw from the top.']} />
      <Space x={col(1)} y={cardTop} w={CARD_W} h={CARD_H} title="Mk I Discard" lines={['Spent and discarded Mk I cards.', 'Draw pile empty: shuffle these into a new one.']} />
      <Space x={col(2)} y={cardTop} w={CARD_W} h={CARD_H} title="Unrevealed Conditions" lines={[`${plural(r.conditionsPerWave, 'Game Condition')} a wave, by the Difficulty, shuffled face down.`, 'Empty: ignore a reveal.']} />
      <Space x={col(0)} y={cardTop + rowStep} w={CARD_W} h={CARD_H} title="Mk II Towers" lines={[`${mk2.each} of each type: ${plural(mk2.total, 'card')}, face up.`, `Kill Bonus: ${k.mk2} credits (${k.mk2AfterKill} right after you defeat a unit). Choose any card.`]} />
      <Space x={col(1)} y={cardTop + rowStep} w={CARD_W} h={CARD_H} title="Mk III Towers" lines={[`${mk3.each} of each type: ${plural(mk3.total, 'card')}, face up.`, `Kill Bonus: ${k.mk3} credits (${k.mk3AfterKill} right after you defeat a wave). Choose any card.`]} />
      <Space x={col(2)} y={cardTop + rowStep} w={CARD_W} h={CARD_H} title="Game Condition" lines={['One in play at a time; a new one waits face up below it.', `Completed: onto a Stack of its player, worth ${r.conditionCredits} Universal credits.`]} />
      <Space x={sqCol(0)} y={cardTop} w={sq} h={sq} title="Next Wave 1" lines={['Called next.', 'After a call, slide Next Wave 2 here.']} />
      <Space x={sqCol(1)} y={cardTop} w={sq} h={sq} title="Next Wave 2" lines={['Called after it, or with it: even waves come in pairs.', 'Then slide Next Wave 3 here.']} />
      <Space x={sqCol(2)} y={cardTop} w={sq} h={sq} title="Next Wave 3" lines={['Unrevealed Waves: face down, lowest number on top; turn the top one face up.']} />
      <Space x={sqCol(0)} y={cardTop + sq + 14} w={sq} h={sq} title="Unrevealed Modifiers" lines={[`Wave Modifiers: ${r.modifiersPerWave} a wave, by the Difficulty, face down, lowest level on top.`, 'A wave entering the field takes the top one.']} />
      <Space x={sqCol(1)} y={cardTop + sq + 14} w={sq} h={sq} title="Modifier Discard" lines={['Defeated Wave Modifiers (the wave takes a No Wave Modifier), and those of waves that reach the end.']} />
      <TurnTracker x={sqCol(2)} y={cardTop + sq + 14} />
      <Lines x={right} y={cardTop + 2 * sq + 28} size={3} gap={1.3} lines={notes.flatMap((t) => [...wrap(t, BOARD_W - right - 4, 3), ''])} />
    </Svg>
  );
}
export function gameBoard(): BoardSpec {
  return { id: 'game board', title: 'Game Board', width: BOARD_W, height: BOARD_H, art: <GameBoard /> };
}

/** The most track any level or campaign page lets the team lose. */
const mostDiscarded = (): number => Math.max(0, ...content.levels.map((l) => l.maxDiscardedTrack), ...campaign.pages.map((p) => p.maxDiscardedTrack));

function LifeBoard() {
  const lives = mostLives() + SPARE_LIVES;
  const perRow = 10;
  const pitch = 18.5;
  const lifeRows = Math.ceil(lives / perRow);
  const livesTop = 26;
  const discardTop = livesTop + lifeRows * pitch + 14;
  const spaces = Math.max(1, mostDiscarded());
  const cols = 3;
  const rows = Math.ceil(spaces / cols);
  const tableTop = 250 - 8 - (content.levels.length + campaign.pages.length + 1) * 4.6;
  const tile = Math.min(QUAD_MM, (tableTop - discardTop - 12 - (rows - 1) * 4) / rows);
  const modes = [...content.levels.map((l) => ({ name: l.name, lives: l.lives, track: l.maxDiscardedTrack })), ...campaign.pages.map((p) => ({ name: `Campaign ${p.id}: ${p.name}`, lives: p.lives, track: p.maxDiscardedTrack }))];
  return (
    <Svg w={190} h={250}>
      <rect width={190} height={250} rx={4} fill="url(#art-parchment)" />
      <Band w={190} colour={PALETTE.heal} kicker={`${TITLE} · 3.C`} title="Life & Discarded Track" />
      <text x={2} y={livesTop - 3} fontSize={3.8} fontWeight="bold" fill={PALETTE.ink}>
        Lives (the team's)
      </text>
      <text x={188} y={livesTop - 3} textAnchor="end" fontSize={2.6} fill={PALETTE.inkSoft}>
        Fill 1 up to the mode's lives; the last life lost ends the game in defeat
      </text>
      {Array.from({ length: lives }, (_, i) => {
        const cx = 2 + pitch / 2 + (i % perRow) * pitch;
        const cy = livesTop + pitch / 2 + Math.floor(i / perRow) * pitch;
        return (
          <g key={i}>
            <circle cx={cx} cy={cy} r={8.4} fill="#fff" stroke={PALETTE.heal} strokeWidth={0.5} strokeDasharray="1.6 1" />
            <text x={cx} y={cy + 2} textAnchor="middle" fontSize={5.5} fontWeight="bold" fill={PALETTE.stone}>
              {i + 1}
            </text>
          </g>
        );
      })}
      <text x={2} y={discardTop - 3} fontSize={3.8} fontWeight="bold" fill={PALETTE.ink}>
        Discarded Track
      </text>
      <text x={188} y={discardTop - 3} textAnchor="end" fontSize={2.6} fill={PALETTE.inkSoft}>
        One more than the mode allows: defeat. Restored track may be any of these.
      </text>
      {Array.from({ length: spaces }, (_, i) => {
        const x = (190 - (cols * tile + (cols - 1) * 6)) / 2 + (i % cols) * (tile + 6);
        const y = discardTop + Math.floor(i / cols) * (tile + 4);
        return (
          <g key={i}>
            <rect x={x} y={y} width={tile} height={tile} rx={2} fill="#fff" stroke={PALETTE.roadEdge} strokeWidth={0.5} strokeDasharray="2 1.2" />
            <text x={x + tile / 2} y={y + tile / 2 + 4} textAnchor="middle" fontSize={12} fontWeight="bold" fill={PALETTE.paperEdge}>
              {i + 1}
            </text>
          </g>
        );
      })}
      <text x={2} y={tableTop} fontSize={3.4} fontWeight="bold" fill={PALETTE.ink}>
        Starting lives · Track you may lose
      </text>
      {modes.map((m, i) => (
        <text key={m.name} x={2} y={tableTop + (i + 1) * 4.6} fontSize={3} fill={PALETTE.ink}>
          {`${m.name}: ${plural(m.lives, 'life', 'lives')} · ${m.track} track`}
        </text>
      ))}
      <text x={188} y={tableTop + 4.6} textAnchor="end" fontSize={3} fill={PALETTE.ink}>
        {`Sandbox: at most ${campaign.sandbox.limits.maxLives} lives for EXP`}
      </text>
      <text x={188} y={tableTop + 9.2} textAnchor="end" fontSize={3} fill={PALETTE.ink}>
        This session: ____ lives, ____ track
      </text>
      <Icon icon={ICONS['orc-head']} x={180} y={8} size={10} />
    </Svg>
  );
}

export function lifeBoardSheet(): SheetSpec {
  return { id: 'life and discarded track board', title: 'Life & Discarded Track board', art: <LifeBoard /> };
}

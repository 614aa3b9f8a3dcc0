/**
 * The shared boards of the table (3.A-3.C): the Game Board (every shared pile, the next waves and the Turn
 * Tracker) and the Life & Discarded Track board. The players' mats are in mats.tsx, the Skill Boards in skills.tsx.
 * Every number is read from the content when printed.
 */
import { campaign } from '@ramparts/games/tracks/campaign/index.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon } from '../../../games/common/Icon.tsx';
import { ICONS } from '../../../games/tracks/icons.generated.ts';
import type { BoardSpec, SheetSpec } from '../../types.ts';
import { Lines, Svg, wrap } from '../../art.tsx';
import { CARD } from '../../layout.ts';
import { plural, QUAD_MM, TITLE } from './common.tsx';
import { mostLives, SPARE_LIVES } from './markers.tsx';

/** The Game Board: two portrait sheets side by side (A4 and Letter alike). */
const BOARD_W = 384;
const BOARD_H = 250;
const BOARD_INK = '#1e3a8a';

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
export function Band({ w, colour, kicker, title, h = 15 }: { w: number; colour: string; kicker: string; title: string; h?: number }) {
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
  const rowStep = CARD.height + 14;
  const col = (i: number) => 4 + i * (CARD.width + 4);
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
      <Space x={col(0)} y={cardTop} w={CARD.width} h={CARD.height} title="Mk I Towers" lines={[`Shuffle ${mk1.each} of each type: ${plural(mk1.total, 'card')}, face down.`, 'Always draw from the top.']} />
      <Space x={col(1)} y={cardTop} w={CARD.width} h={CARD.height} title="Mk I Discard" lines={['Spent and discarded Mk I cards.', 'Draw pile empty: shuffle these into a new one.']} />
      <Space x={col(2)} y={cardTop} w={CARD.width} h={CARD.height} title="Unrevealed Conditions" lines={[`${plural(r.conditionsPerWave, 'Game Condition')} a wave, by the Difficulty, shuffled face down.`, 'Empty: ignore a reveal.']} />
      <Space x={col(0)} y={cardTop + rowStep} w={CARD.width} h={CARD.height} title="Mk II Towers" lines={[`${mk2.each} of each type: ${plural(mk2.total, 'card')}, face up.`, `Kill Bonus: ${k.mk2} credits (${k.mk2AfterKill} right after you defeat a unit). Choose any card.`]} />
      <Space x={col(1)} y={cardTop + rowStep} w={CARD.width} h={CARD.height} title="Mk III Towers" lines={[`${mk3.each} of each type: ${plural(mk3.total, 'card')}, face up.`, `Kill Bonus: ${k.mk3} credits (${k.mk3AfterKill} right after you defeat a wave). Choose any card.`]} />
      <Space x={col(2)} y={cardTop + rowStep} w={CARD.width} h={CARD.height} title="Game Condition" lines={['One in play at a time; a new one waits face up below it.', `Completed: onto a Stack of its player, worth ${r.conditionCredits} Universal credits.`]} />
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

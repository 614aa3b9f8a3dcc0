import type { ReactNode } from 'react';
import { tracks } from '@ramparts/games/tracks/index.ts';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { describeCondition } from '@ramparts/games/tracks/rules/conditions.ts';
import { movement, unitHp } from '@ramparts/games/tracks/rules/effects.ts';
import { fieldOf, type Field } from '@ramparts/games/tracks/rules/field.ts';
import { ArtDefs, Badge, LeastType, leastTypeFor, MATERIAL, PALETTE } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import { useNarrow } from '../common/narrow.ts';
import { ZoomDrawing } from '../common/ZoomDrawing.tsx';
import { Pickable, SEAT_COLOURS, BoardInWords } from '../common/svg.tsx';
import type { BoardProps } from '../types.ts';
import { objectivesHeight, ObjectivesPanel } from './Objectives.tsx';
import { CreditCard, GrassTile, ObstacleTile, TrackTile, TowerPiece, UnitToken, ModifierHex, type Side } from './pieces.tsx';
import { SkillsPanel, skillsHeight } from './Skills.tsx';
import { TowerMenu, towerMenuBottom } from './TowerMenu.tsx';
import { energyName, VersusPiles, VersusStack, versusRows } from './Versus.tsx';
import { cardLines, comingTip, creditTip, seatWord, towerTip, waveTip } from './words.ts';

export { creditName, TYPE_NAMES } from './pieces.tsx';

const STACKS = ['build', 'boost', 'combine', 'bonus'] as const;
const STACK_TITLES = ['Build / Upgrade', 'Boost', 'Combine', 'Kill Bonus'];
/** The titles where the least type leaves a Stack's title less room (a desktop board drawn small). */
const STACK_SHORT = ['Build', 'Boost', 'Combine', 'Kill Bonus'];
const STACK_TIPS = [
  'Credits here pay for building, upgrading and Skills; click a card here to build that tower.',
  'Credits here are spent to boost a ready tower: +1 damage each this turn (more on a Boost tower).',
  'Credits here pay the cost of a Combine attack.',
  'Credits here buy Mk II and Mk III towers (Kill Bonus), or are converted right after you defeat a unit.',
];

const CELL = 56;
/** The side panel's width; on a phone, the width of the panels' own drawing under the field (drawn at the screen's width, about 1 CSS px a unit). */
const PANEL_W = 330;
/** A finger's target in the panels' units on a phone (44 CSS px and a little more). */
const FINGER = 46;
/** On a wider screen the players' mats stand in a third column beside the side panel (the own mat's Stacks two by two). */
const MAT_W = 340;
const CARD_W = 50;
const CARD_H = 72;
/** Where a Stack's cards start under its title: low enough that a pile's "×n" badge (over the card's top edge) leaves the title readable (#31). */
const STACK_CARDS_Y = 30;

/** The sides of a track tile that its road runs to: towards the previous and the next space of the same track. */
function linksOf(f: Field, c: number): Side[] {
  const t = f.tokens[c];
  const track = t[0] as 'A' | 'B';
  const n = Number(t.slice(1));
  const out: Side[] = [];
  for (const m of [n - 1, n + 1]) {
    const d = m >= 1 && m <= 25 ? f.trackCell[track][m] : -1;
    if (d < 0) continue;
    if (d === c - f.cols) out.push('n');
    else if (d === c + f.cols) out.push('s');
    else if (d === c - 1 && c % f.cols !== 0) out.push('w');
    else if (d === c + 1 && d % f.cols !== 0) out.push('e');
  }
  return out;
}

/** The direction (degrees, 0 = east) a wave on `cell` walks next, or 0 when its next space is not a neighbour. */
function heading(f: Field, track: 'A' | 'B', pos: number, reverse: boolean): number {
  const here = pos >= 1 && pos <= 25 ? f.trackCell[track][pos] : -1;
  const step = reverse ? -1 : 1;
  const there = pos + step >= 1 && pos + step <= 25 ? f.trackCell[track][pos + step] : -1;
  if (here < 0 || there < 0) return reverse ? 180 : 0;
  const dx = (there % f.cols) - (here % f.cols);
  const dy = Math.floor(there / f.cols) - Math.floor(here / f.cols);
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

/** Another player's mat in words (its Stacks' cards and totals, its Versus Stack), for its title bar's tooltip. */
function matWords(st: TracksView['stacks'][number], seat: number, name: string, versus?: string[]): string {
  const worth = (s: (typeof STACKS)[number]) => st[s].reduce((a, c) => a + Number(c.slice(1)), 0);
  const stacks = STACKS.map((s, i) => `${STACK_TITLES[i]}: ${st[s].length ? `${st[s].join(', ')}, worth ${worth(s)}` : 'empty'}`).join('; ');
  return `${name}'s Stacks. ${stacks}.${versus ? ` Versus Stack of Player ${seat + 1} (${name}): ${versus.map(energyName).join(', ') || 'empty'}.` : ''}`;
}

/** Words cut to `n` characters, with an ellipsis when cut (the tooltip keeps them whole). */
const clip = (words: string, n: number): string => (words.length > n ? `${words.slice(0, n - 1)}…` : words);

/** A titled section of the side panel, `h` units tall (its `y` in the panel). */
function Section({ y, h, title, children, hl, least }: { y: number; h: number; title: string; children?: ReactNode; hl?: boolean; least: number }) {
  return (
    <g transform={`translate(0 ${y})`}>
      <rect width={PANEL_W} height={h} rx={6} fill={MATERIAL.parchment} stroke={hl ? PALETTE.pick : PALETTE.paperEdge} strokeWidth={hl ? 2.5 : 1} />
      <text x={10} y={19} fontSize={Math.max(13, least)} fontWeight="bold" fill={PALETTE.ink}>
        {title}
      </text>
      {children}
    </g>
  );
}

/**
 * Tracks & Waves: the Playing Field (road tiles on grass, obstacles, towers, waves walking their track), the side panel
 * (lives, the next waves, the Game Condition, the credits revealed, the Kill Bonus, Versus piles, objectives) and each
 * player's mat (four Stacks of credit cards, the Versus Stack), then the Skills of the session.
 */
export function TracksBoard(props: BoardProps<TracksView>) {
  const { view: v, next, onPick, chosen, seatNames } = props;
  const screenNarrow = useNarrow();
  const narrow = props.narrow ?? screenNarrow;
  const f = fieldOf(v.layout.rows);
  const fieldW = f.cols * CELL;
  const fieldH = f.rows * CELL;
  const startY = 10 + fieldH + 6;
  // Low enough for the waves waiting there; on a desktop every unit of height counts (the board is fitted to it).
  const startH = narrow ? 62 : 56;
  const lost = new Set(v.discarded);
  const xy = (c: number) => ({ x: 10 + (c % f.cols) * CELL, y: 10 + Math.floor(c / f.cols) * CELL });
  const wide = !narrow;
  const width = narrow ? PANEL_W + 20 : fieldW + 30 + PANEL_W + 10 + MAT_W + 10;
  // On a desktop the board, this wide, is shown at about 0.65 CSS px a unit (its width binds, not its height): every
  // word and number on it is set at the least type for that, and words that would not fit move to the tooltips (#31).
  const L = wide ? leastTypeFor(width, 0) : 0;
  const fs = (n: number) => Math.max(n, L);
  /** On a phone the field is drawn at about half size: numbers on its pieces are kept at least this large. */
  const minFont = narrow ? 17 : L;
  // A desktop screen is wider than tall: the mats go beside the field and the side panel, not under them (#31.1).
  // A phone: the field is one drawing (zoomed and panned by the phone's frame), the panel, the mats and the Skills
  // another, one under another at the screen's width, never zoomed nor cut (#31.2).
  const mapW = fieldW + 20;
  const panelX = narrow ? 10 : fieldW + 30;
  const panelY = 10;
  /** The mat's title bar (its seat may be a target: a finger's height on a phone). */
  const headH = narrow ? FINGER : 26;
  const offer = v.pending ? v.pending.credits : v.phase === 'draft' ? v.offer : [];
  const bonusKeys = [...next].filter((k) => k.startsWith('bonus:'));
  const energyU2 = [...next].filter((k) => /^energy:.*:u2$/.test(k));
  const restoreKeys = [...next].filter((k) => k.startsWith('restore:'));
  const buildChosen = chosen[0]?.startsWith('build:');
  const placing = [...next].some((k) => k.startsWith('stack:'));

  // The side panel's sections, top to bottom, each with its height.
  const sections: { h: number; title: string; hl?: boolean; body: ReactNode }[] = [];
  const nextCall = v.queue.length ? `next wave on turn ${v.turn + 3 - ((v.turn + 2) % 3)}` : 'no more waves to call';
  const nextShort = v.queue.length ? `waves on turn ${v.turn + 3 - ((v.turn + 2) % 3)}` : 'no more waves';
  sections.push({
    h: L ? 90 : 86,
    title: v.title,
    body: (
      <g>
        <text x={10} y={39} fontSize={fs(12)} fill={PALETTE.inkSoft}>
          {v.layout.name} · turn {v.turn} · {v.phase === 'over' ? 'session over' : L ? nextShort : nextCall}
        </text>
        <g data-tip={`The team's lives: ${v.lives} (it started with ${v.startLives}). A wave that leaves its track takes one life per unit still standing; the last life lost ends the session.`}>
          <path d="M18 52c-4-6-12-2-8 5l8 8 8-8c4-7-4-11-8-5z" fill={PALETTE.danger} />
          <text x={32} y={64} fontSize={fs(15)} fontWeight="bold" fill={v.lives <= 3 ? PALETTE.danger : PALETTE.ink}>
            {v.lives} lives (team)
          </text>
        </g>
        <g data-tip={`Track lost: ${v.discarded.length} of at most ${v.maxDiscarded}${v.discarded.length ? ` (${v.discarded.join(', ')})` : ''}. Sappers destroy track; waves skip lost spaces; more lost than allowed ends the session.`}>
          <text x={190} y={64} fontSize={fs(13)} fill={PALETTE.ink}>
            Track lost {v.discarded.length}/{v.maxDiscarded}
          </text>
        </g>
        <text x={10} y={L ? 83 : 80} fontSize={fs(11)} fill={PALETTE.inkSoft}>
          Waves called {v.called} of {v.totalWaves}, defeated {v.defeatedWaves}
        </text>
      </g>
    ),
  });
  sections.push({
    h: 96,
    title: 'Next waves',
    body: (
      <g>
        {[0, 1, 2].map((i) => {
          const ids = v.queue[i] ?? [];
          return (
            <g key={i} transform={`translate(${10 + i * 104} 26)`} data-tip={ids.length ? ids.map((id) => comingTip(id, i)).join(' ') : `Next Wave ${i + 1}: nothing left to call.`}>
              <rect width={98} height={62} rx={4} fill={ids.length ? '#fde8e8' : '#eee'} stroke={PALETTE.paperEdge} />
              <text x={6} y={L ? 17 : 14} fontSize={fs(11)} fontWeight="bold" fill={PALETTE.ink}>
                {i === 0 ? 'Next' : `Then (${i + 1})`}
              </text>
              {ids.map((id, j) =>
                content.waves
                  .get(id)!
                  .units.slice(0, 4)
                  .map((u, k) => (
                    <g key={`${j}:${k}`} transform={`translate(${(L ? 13 : 12) + k * (L ? 24 : 22)} ${(L ? 33 : 30) + j * (L ? 25 : 24)})`}>
                      <circle r={L ? 11.5 : 9} fill={PALETTE.danger} />
                      <text y={L * 0.36 || 4} textAnchor="middle" fontSize={fs(10)} fontWeight="bold" fill="#fff">
                        {u.hp}
                      </text>
                    </g>
                  )),
              )}
              {ids.length === 0 && (
                <text x={49} y={42} textAnchor="middle" fontSize={fs(11)} fill={PALETTE.inkSoft}>
                  none
                </text>
              )}
            </g>
          );
        })}
      </g>
    ),
  });
  const condition = v.conditions[0] ? content.conditions.get(v.conditions[0]) : undefined;
  sections.push({
    h: L ? 66 : 62,
    title: 'Game Condition',
    hl: next.has('complete'),
    body: (
      <g>
        <g data-tip={condition ? `Game Condition in play: ${describeCondition(condition.id)}.${v.conditions.length > 1 ? ` ${v.conditions.length - 1} more wait below it.` : ''}` : 'No Game Condition in play. Some Wave Modifiers reveal one; it changes the rules until a player meets its requirement.'}>
          <text x={10} y={39} fontSize={fs(13)} fontWeight="bold" fill={condition ? PALETTE.goldDark : PALETTE.inkSoft}>
            {condition ? condition.name : 'none in play'}
          </text>
          <text x={10} y={L ? 58 : 54} fontSize={fs(11)} fill={PALETTE.inkSoft}>
            {condition ? clip(describeCondition(condition.id), L ? 33 : 52) : L ? 'some Wave Modifiers reveal one' : 'revealed by some Wave Modifiers'}
          </text>
        </g>
        {next.has('complete') && (
          <Pickable pickKey="complete" next={next} onPick={onPick} label="Complete it: take the Game Condition as 2 Universal credits">
            <rect className="box" x={208} y={narrow ? 8 : 24} width={112} height={narrow ? FINGER : 30} rx={5} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={2.5} />
            <text x={264} y={narrow ? 36 : 44} textAnchor="middle" fontSize={fs(12)} fontWeight="bold" fill={PALETTE.ink}>
              Complete it
            </text>
          </Pickable>
        )}
      </g>
    ),
  });
  const offerTitle = v.pending ? `${seatWord(seatNames, v.pending.seat)} places drawn credits` : v.phase === 'draft' ? `Income: ${seatWord(seatNames, v.drafter)} takes a credit` : 'Income (revealed each turn)';
  // As many cards to a row as the panel holds: a large offer (several players' income, drawn credits) wraps.
  const offerPerRow = Math.floor((PANEL_W - 10) / (CARD_W + 8));
  const offerRows = Math.max(1, Math.ceil(offer.length / offerPerRow));
  sections.push({
    h: 40 + offerRows * (CARD_H + 8) + 2,
    title: offerTitle,
    hl: offer.some((c) => next.has(`credit:${c}`)),
    body: (
      <g>
        {offer.map((c, i) => {
          const k = `credit:${c}`;
          const picked = chosen[0] === k && offer.indexOf(c) === i;
          return (
            <Piece key={`offer:${i}`} id={`offer:${v.turn}:${i}`} x={10 + (i % offerPerRow) * (CARD_W + 8)} y={28 + Math.floor(i / offerPerRow) * (CARD_H + 8)}>
              <Pickable pickKey={k} next={next} onPick={onPick} label={creditTip(v, c, `Take this ${c[0] === 'U' ? 'credit' : 'card'}`)} hit={{ x: 0, y: 0, w: CARD_W, h: CARD_H }}>
                {(next.has(k) || picked) && <rect className="box" x={-3} y={-3} width={CARD_W + 6} height={CARD_H + 6} rx={6} fill="none" stroke={picked ? PALETTE.marked : PALETTE.pick} strokeWidth={3} />}
                <CreditCard x={0} y={0} w={CARD_W} h={CARD_H} card={c} lines={narrow ? [] : cardLines(c)} least={L} />
              </Pickable>
            </Piece>
          );
        })}
        {offer.length === 0 && (
          <text x={10} y={50} fontSize={fs(12)} fill={PALETTE.inkSoft}>
            {L ? `${v.income} Mk I credits each income phase` : `${v.income} Mk I credits are revealed in each income phase.`}
          </text>
        )}
      </g>
    ),
  });
  if (v.window || bonusKeys.length) {
    const rows = Math.ceil(bonusKeys.length / 5);
    sections.push({
      h: 44 + rows * (CARD_H + 8),
      title: v.window ? (L ? `Kill Bonus: ${seatWord(seatNames, v.window.seat)}` : `Kill Bonus: ${seatWord(seatNames, v.window.seat)} defeated a unit`) : 'Kill Bonus',
      hl: bonusKeys.length > 0,
      body: (
        <g>
          <text x={10} y={35} fontSize={fs(11)} fill={PALETTE.inkSoft}>
            {L ? (bonusKeys.length ? 'Buy a Mk II or Mk III tower card:' : 'Mk II / III towers cost less now') : bonusKeys.length ? 'Buy a Mk II or Mk III tower card from your Kill Bonus stack:' : 'A discount on Mk II / Mk III towers until anyone acts otherwise.'}
          </text>
          {bonusKeys.map((k, i) => {
            const card = k.split(':')[1];
            return (
              <Pickable key={k} pickKey={k} next={next} onPick={onPick} label={creditTip(v, card, 'Kill Bonus: take this card')} hit={{ x: 10 + (i % 5) * (CARD_W + 8), y: 42 + Math.floor(i / 5) * (CARD_H + 8), w: CARD_W, h: CARD_H }}>
                <rect className="box" x={8 + (i % 5) * (CARD_W + 8)} y={40 + Math.floor(i / 5) * (CARD_H + 8)} width={CARD_W + 4} height={CARD_H + 4} rx={6} fill="none" stroke={PALETTE.pick} strokeWidth={2.5} />
                <CreditCard x={10 + (i % 5) * (CARD_W + 8)} y={42 + Math.floor(i / 5) * (CARD_H + 8)} w={CARD_W} h={CARD_H} card={card} lines={narrow ? [] : cardLines(card)} least={L} />
              </Pickable>
            );
          })}
        </g>
      ),
    });
  }
  if (restoreKeys.length) {
    const restoreH = narrow ? FINGER : 32;
    sections.push({
      h: 38 + restoreH,
      title: 'Restore lost track',
      hl: true,
      body: (
        <g>
          {restoreKeys.map((k, i) => (
            <Pickable key={k} pickKey={k} next={next} onPick={onPick} label={`Restore track ${k.split(':')[1]} to the field`}>
              <rect className="box" x={10 + i * 58} y={28} width={52} height={restoreH} rx={5} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={2.5} />
              <text x={36 + i * 58} y={28 + restoreH / 2 + 4} textAnchor="middle" fontSize={fs(12)} fontWeight="bold" fill={PALETTE.ink}>
                {k.split(':')[1]}
              </text>
            </Pickable>
          ))}
        </g>
      ),
    });
  }
  if (v.versus) {
    sections.push({
      h: (narrow ? 114 : L ? 112 : 100) + (energyU2.length ? (narrow || L ? 74 : 40) : 0),
      title: 'Versus Energy',
      hl: next.has('versus') || energyU2.length > 0,
      body: <VersusPiles vs={v.versus} y={26} next={next} onPick={onPick} u2={energyU2} seatNames={seatNames} narrow={narrow} />,
    });
  }
  const objH = objectivesHeight(v);
  if (objH) sections.push({ h: objH + 20, title: '', body: <ObjectivesPanel v={v} y={20} /> });
  const sectionTops: number[] = [];
  let panelH = 0;
  for (const s of sections) {
    sectionTops.push(panelH);
    panelH += s.h + 8;
  }

  // The players' mats: four Stacks two by two (so the own mat leaves the Skills room under the field on a desktop), and the Versus Stack.
  // In the mats' column the own mat comes first and whole; everyone else's is one line of totals (its cards in the
  // tooltip and in their player panel).
  const playersTop = wide ? 10 : panelY + panelH + 6;
  const matsX = wide ? fieldW + 30 + PANEL_W + 10 : 10;
  const rowW = wide ? MAT_W : PANEL_W;
  // On a phone the own mat's Stacks are one under another, as wide as the screen, so its cards lie side by side
  // rather than over each other (each a whole card to tap).
  const stackCols = narrow ? 1 : 2;
  const stackW = (rowW - 20) / stackCols - 8;
  const stackH = CARD_H + STACK_CARDS_Y + 4;
  /** Where the Stacks start under the mat's title bar. */
  const stacksY = headH + 10;
  const rowH = stacksY - 2 + (4 / stackCols) * (stackH + 6) + (v.versus ? 64 : 0) + 8;
  // The own Versus Stack wraps onto more rows rather than hide cards.
  const ownVersusRows = v.versus && v.seat !== null ? versusRows(v.versus.stacks[v.seat].length, rowW) : 1;
  const matH = (p: number) => (compact(p) ? compactH : rowH + (p === v.seat ? (ownVersusRows - 1) * 58 : 0));
  const compact = (p: number) => v.seat !== null && p !== v.seat;
  // Everyone else's mat is its title bar alone: its totals are in its player panel and its tooltip.
  const compactH = headH + 16;
  const matOrder = v.seat !== null ? [v.seat, ...Array.from({ length: v.players }, (_, p) => p).filter((p) => p !== v.seat)] : Array.from({ length: v.players }, (_, p) => p);
  const matTop: number[] = [];
  let matsH = 0;
  for (const p of matOrder) {
    matTop[p] = playersTop + matsH;
    matsH += matH(p);
  }
  const skillsTop = wide ? Math.max(startY + startH + 6, panelY + panelH + 4, playersTop + matsH + 4) : playersTop + matsH;
  const skillsW = wide ? width - 20 : rowW;
  const skillsH = skillsHeight(v, skillsW, narrow, L);
  const height = skillsTop + skillsH + (wide ? 6 : 10);

  const tower = chosen[0]?.startsWith('tower:') ? v.towers.find((t) => `tower:${t.id}` === chosen[0]) : undefined;
  // On a phone the field's drawing is as tall as a picked tower's menu needs (it stays on the field, beside its tower).
  const mapH = Math.max(startY + startH + 10, narrow && tower ? towerMenuBottom(v, tower, next, xy(tower.cell), CELL, true) + 6 : 0);
  const menu = tower && <TowerMenu v={v} tower={tower} at={xy(tower.cell)} cell={CELL} fieldW={fieldW} narrow={narrow} next={next} onPick={onPick} />;
  const field = (
      <>
        <rect x={4} y={4} width={fieldW + 12} height={fieldH + startH + 18} rx={8} fill={PALETTE.table} />
        {f.tokens.map((t, c) => {
          const { x, y } = xy(c);
          const track = t !== '...' && t !== '###';
          const name = track ? `${t[0]}${Number(t.slice(1))}` : '';
          const isLost = track && lost.has(name);
          const restore = isLost && next.has(`restore:${name}`) ? `restore:${name}` : null;
          const k = restore ?? `cell:${c}`;
          const label =
            t === '###'
              ? 'Obstacle: no track or tower may stand here.'
              : track
                ? `Track ${t[0]}, space ${Number(t.slice(1))}${isLost ? ': lost (waves skip it)' : `: waves of Track ${t[0]} walk here in order, 1 to 25`}.`
                : next.has(k)
                  ? `Build here (free space ${c % f.cols + 1}, row ${Math.floor(c / f.cols) + 1})`
                  : 'Free space: a tower may be built here.';
          return (
            <Pickable key={c} pickKey={k} next={next} onPick={onPick} label={restore ? `Restore track ${name} here` : label}>
              {t === '###' ? <ObstacleTile x={x} y={y} size={CELL} variant={(c * 7 + Math.floor(c / f.cols)) % 5} /> : track ? <TrackTile x={x} y={y} size={CELL} track={t[0] as 'A' | 'B'} n={Number(t.slice(1))} links={linksOf(f, c)} lost={isLost} bigSign={narrow || L > 0} /> : <GrassTile x={x} y={y} size={CELL} />}
              {next.has(k) && <rect className="box" x={x + 3} y={y + 3} width={CELL - 6} height={CELL - 6} rx={6} fill={buildChosen ? 'rgb(255 255 255 / 0.35)' : 'none'} stroke={PALETTE.pick} strokeWidth={3} strokeDasharray={buildChosen ? '6 3' : undefined} />}
            </Pickable>
          );
        })}
        {/* Grid lines, faint, so spaces can be counted for Range. */}
        <g stroke="#000" strokeOpacity={0.12} strokeWidth={1} pointerEvents="none">
          {Array.from({ length: f.cols + 1 }, (_, i) => (
            <line key={`c${i}`} x1={10 + i * CELL} y1={10} x2={10 + i * CELL} y2={10 + fieldH} />
          ))}
          {Array.from({ length: f.rows + 1 }, (_, i) => (
            <line key={`r${i}`} x1={10} y1={10 + i * CELL} x2={10 + fieldW} y2={10 + i * CELL} />
          ))}
        </g>
        <g data-tip="Start (space 0): called waves wait here and walk on next turn.">
          <rect x={10} y={startY} width={fieldW} height={startH} rx={6} fill={MATERIAL.parchment} stroke={PALETTE.paperEdge} />
          <text x={20} y={startY + (narrow || L ? 26 : 20)} fontSize={narrow ? 17 : fs(12)} fill={PALETTE.ink} fontWeight="bold">
            Start (space 0)
          </text>
          {/* Not on a phone: a sentence on the zoomed field is cut at the frame's edge (#31.2); the tooltip says it. */}
          {!narrow && (
            <text x={20} y={startY + (L ? 50 : 38)} fontSize={fs(11)} fill={PALETTE.inkSoft}>
              {L ? 'Called waves wait' : 'Called waves wait here'}
            </text>
          )}
        </g>
        {!narrow && !L && (
          <text x={20} y={startY + 52} fontSize={11} fill={PALETTE.inkSoft}>
            and walk on next turn.
          </text>
        )}
        {v.towers.map((t) => {
          const { x, y } = xy(t.cell);
          const k = `tower:${t.id}`;
          const picked = chosen[0] === k;
          return (
            <Piece key={`t${t.id}`} id={`tower:${t.id}`} x={x + CELL / 2} y={y + CELL / 2} sig={`${t.level}/${t.depletion}/${t.boost.length}/${t.charge}`}>
              <Pickable pickKey={k} next={next} onPick={onPick} label={towerTip(v, t, seatNames)} hit={{ x: -CELL / 2 + 2, y: -CELL / 2 + 2, w: CELL - 4, h: CELL - 4 }}>
                {(next.has(k) || picked) && <rect className="box" x={-CELL / 2 + 2} y={-CELL / 2 + 2} width={CELL - 4} height={CELL - 4} rx={8} fill="rgb(255 255 255 / 0.3)" stroke={picked ? PALETTE.marked : PALETTE.pick} strokeWidth={3} />}
                <TowerPiece size={CELL - 8} card={t.card} owner={t.owner} level={t.level} depletion={t.depletion} boosted={t.boost.length} minFont={minFont} />
              </Pickable>
            </Piece>
          );
        })}
        {v.waves.map((w, i) => {
          const c = w.pos >= 1 && w.pos <= 25 ? f.trackCell[w.track][w.pos] : -1;
          const waiting = v.waves.filter((x, j) => j < i && !(x.pos >= 1 && x.pos <= 25)).length;
          const { x, y } = c >= 0 ? xy(c) : { x: 190 + waiting * (CELL + 6), y: startY + 3 };
          const k = `wave:${w.id}`;
          const km = `wave:${w.id}:mod`;
          const card = content.waves.get(w.card)!;
          const picked = chosen.includes(k);
          return (
            <Piece key={`w${w.id}`} id={`wave:${w.id}`} x={x + CELL / 2} y={y + CELL / 2} sig={`${w.unit}/${unitHp(v, w)}/${w.modifier ?? ''}`}>
              <Pickable pickKey={k} next={next} onPick={onPick} label={`${next.has(k) ? 'Attack this: ' : ''}${waveTip(v, w)}`} hit={{ x: -CELL / 2 + 2, y: -CELL / 2 + 2, w: CELL - 4, h: CELL - 4, r: CELL / 2 }}>
                {(next.has(k) || picked) && <circle className="box" r={CELL / 2 - 1} fill="rgb(255 255 255 / 0.3)" stroke={picked ? PALETTE.marked : PALETTE.pick} strokeWidth={3} />}
                <UnitToken size={CELL - 10} number={w.number} hp={unitHp(v, w)} move={movement(v, w)} left={card.units.length - w.unit} dir={c >= 0 ? heading(f, w.track, w.pos, w.reverse) : 0} minFont={minFont} />
              </Pickable>
              {w.modifier && (
                <Pickable pickKey={km} next={next} onPick={onPick} label={`${next.has(km) ? 'Attack the Wave Modifier: ' : ''}Wave Modifier ${content.modifiers.get(w.modifier)!.name} on wave ${w.number}: adds to every unit of the wave; defeat it to take that away.`} hit={{ x: CELL / 2 - 23, y: -CELL / 2 - 3, w: 26, h: 26, r: 13 }}>
                  {next.has(km) && <circle className="box" cx={CELL / 2 - 10} cy={-CELL / 2 + 10} r={13} fill="none" stroke={PALETTE.pick} strokeWidth={3} />}
                  <ModifierHex x={CELL / 2 - 10} y={-CELL / 2 + 10} r={narrow || L ? 14 : 10} hp={2 + content.modifiers.get(w.modifier)!.level + w.number} />
                </Pickable>
              )}
              {w.hex && <ModifierHex x={-CELL / 2 + 10} y={CELL / 2 - 10} r={L ? 14 : 8} versus={w.hex.seat} />}
            </Piece>
          );
        })}
      </>
  );
  const panels = (
      <>
        <g transform={`translate(${panelX} ${panelY})`}>
          {sections.map((s, i) => (
            <Section key={i} y={sectionTops[i]} h={s.h} title={s.title} hl={s.hl} least={L}>
              {s.body}
            </Section>
          ))}
        </g>
        {Array.from({ length: v.players }, (_, p) => {
          const y = matTop[p];
          const st = v.stacks[p];
          const me = p === v.seat;
          const name = seatWord(seatNames, p);
          const short = compact(p);
          const drawnH = matH(p) - 8;
          const done = v.phase === 'act' && v.done[p];
          return (
            <g key={p} transform={`translate(${matsX} ${y})`} className="tracks-mat">
              <rect x={0} y={0} width={rowW} height={drawnH} rx={6} fill="#e9dfc7" stroke={SEAT_COLOURS[p]} strokeWidth={me ? 3 : 1.5} />
              <rect x={4} y={4} width={rowW - 8} height={headH} rx={4} fill={SEAT_COLOURS[p]} />
              <Pickable pickKey={`seat:${p}`} next={next} onPick={onPick} label={`${name}${me ? ' (you)' : ''}${done ? ' · done this turn' : ''} · ${v.markers[p]} Skill Markers${v.versus ? ` · performance ${v.versus.score[p]}` : ''}${short ? `. ${matWords(st, p, name, v.versus?.stacks[p])}` : ''}`}>
                {next.has(`seat:${p}`) && <rect className="box" x={2} y={2} width={rowW - 4} height={headH + 4} rx={4} fill="none" stroke={PALETTE.pick} strokeWidth={3} />}
                {wide ? (
                  <>
                    <text x={12} y={headH / 2 + fs(13) * 0.36 + 4} fontSize={fs(13)} fontWeight="bold" fill="#fff">
                      {name}
                      {done ? ' · done' : ''}
                    </text>
                    <text x={rowW - 12} y={headH / 2 + fs(12) * 0.36 + 4} fontSize={fs(12)} fill="#fff" textAnchor="end">
                      {v.versus ? `score ${v.versus.score[p]} · ` : ''}
                      {v.markers[p]} {v.versus ? 'markers' : 'Skill Markers'}
                    </text>
                  </>
                ) : (
                  // Two lines in the finger-high title bar, so a long name with its numbers is never cut.
                  <text x={12} y={21} fontSize={14} fontWeight="bold" fill="#fff">
                    {name}
                    {me ? ' (you)' : ''}
                    {done ? ' · done this turn' : ''}
                    <tspan x={12} dy={17} fontSize={12} fontWeight="normal">
                      {v.markers[p]} Skill Markers
                      {v.versus ? ` · performance ${v.versus.score[p]}` : ''}
                    </tspan>
                  </text>
                )}
              </Pickable>
              {!short && STACKS.map((s, i) => {
                const k = `stack:${s}`;
                const active = me && next.has(k);
                const x = 10 + (i % stackCols) * (stackW + 8);
                const sy = stacksY + Math.floor(i / stackCols) * (stackH + 6);
                const total = st[s].reduce((a, c) => a + Number(c.slice(1)), 0);
                return (
                  <Pickable key={s} pickKey={me ? k : `other:${p}:${s}`} next={next} onPick={onPick} label={`${STACK_TITLES[i]} · ${total}: ${active ? 'put it on this stack of yours. ' : ''}${name}'s stack: ${st[s].length ? `${st[s].map((c) => c).join(', ')}, worth ${total}` : 'empty'}. ${STACK_TIPS[i]}`}>
                    <rect className={active ? 'box' : undefined} x={x} y={sy} width={stackW} height={stackH} rx={5} fill={active ? '#fff1cc' : MATERIAL.parchment} stroke={active ? PALETTE.pick : PALETTE.paperEdge} strokeWidth={active ? 3 : 1} />
                    <text x={x + 6} y={sy + 17} fontSize={fs(12)} fontWeight="bold" fill={PALETTE.ink}>
                      {L ? STACK_SHORT[i] : STACK_TITLES[i]} · {total}
                    </text>
                  </Pickable>
                );
              })}
              {/* The cards on the Stacks, drawn over them (not inside: a clickable thing holds no other). */}
              {!short && STACKS.map((s, i) => {
                const x = 10 + (i % stackCols) * (stackW + 8);
                const sy = stacksY + Math.floor(i / stackCols) * (stackH + 6);
                // Like cards lie in one pile with a count, so each stays a whole, clickable card.
                const piles = [...new Set(st[s])];
                const step = Math.min(CARD_W + 6, (stackW - 16 - CARD_W) / Math.max(1, piles.length - 1));
                return piles.map((c, j) => {
                      const n = st[s].filter((x) => x === c).length;
                      const bk = buildChosen ? '' : `build:${c}`;
                      const ck = `convert:${c}`;
                      const key = me && s === 'bonus' && next.has(ck) ? ck : me && next.has(bk) ? bk : `held:${p}:${s}:${j}`;
                      const live = next.has(key);
                      return (
                        <Piece key={c} id={`credit:${p}:${s}:${c}`} x={x + 6 + j * step} y={sy + STACK_CARDS_Y} sig={n}>
                          {/* While a credit is being placed the Stacks are the targets: their cards let clicks through. */}
                          <g pointerEvents={placing && !live ? 'none' : undefined}>
                          <Pickable pickKey={key} next={next} onPick={onPick} label={`${n > 1 ? `${n} cards: ` : ''}${creditTip(v, c, key.startsWith('build:') ? 'Build this tower' : key.startsWith('convert:') ? 'Convert it into Mk I credits' : undefined)}`} hit={{ x: 0, y: 0, w: CARD_W, h: CARD_H }}>
                            {/* The outline takes no clicks: piles lying close, its edge was over the pile before it (a click there missed it). */}
                            {live && <rect className="box" x={-3} y={-3} width={CARD_W + 6} height={CARD_H + 6} rx={6} fill="none" stroke={PALETTE.pick} strokeWidth={3} pointerEvents="none" />}
                            <CreditCard x={0} y={0} w={CARD_W} h={CARD_H} card={c} lines={narrow ? [] : cardLines(c)} least={L} />
                            {/* On the card's corner, below the Stack's title, on a desktop and a phone alike (above the card it covered the title: #31.3). */}
                            {n > 1 && <Badge x={CARD_W - 4} y={7} value={`×${n}`} r={9} font={fs(11.25)} fill={PALETTE.ink} />}
                          </Pickable>
                          </g>
                        </Piece>
                      );
                    });
              })}
              {!short && v.versus && <VersusStack cards={v.versus.stacks[p]} seat={p} me={me} y={stacksY + (4 / stackCols) * (stackH + 6)} width={rowW} next={next} onPick={onPick} name={name} wrap={me} />}
            </g>
          );
        })}
        <g transform={`translate(10 ${skillsTop})`}>
          <SkillsPanel v={v} width={skillsW} next={next} onPick={onPick} seatNames={seatNames} narrow={narrow} />
        </g>
      </>
  );
  return (
    // The parts drawn by other modules (Skills, Versus, objectives, the tower's menu) read the least type from here.
    <LeastType.Provider value={L}>
    <div className={narrow ? 'tracks-board tracks-phone' : undefined}>
      {narrow ? (
        <>
          <ZoomDrawing label="The Playing Field">
            <svg viewBox={`0 0 ${mapW} ${mapH}`} className="board tracks-field" role="group" aria-label="Tracks and Waves board: the Playing Field">
              <ArtDefs />
              {field}
              {menu}
            </svg>
          </ZoomDrawing>
          <svg viewBox={`0 0 ${width} ${height}`} className="board-panel tracks-panels" role="group" aria-label="Tracks and Waves: the session, the players' mats and the Skills">
            {panels}
          </svg>
        </>
      ) : (
        <svg viewBox={`0 0 ${width} ${height}`} className="board tracks-board" role="group" aria-label="Tracks and Waves board">
          <ArtDefs />
          {field}
          {panels}
          {menu}
        </svg>
      )}
      <BoardInWords text={tracks.renderText(v, props.seat)} />
    </div>
    </LeastType.Provider>
  );
}

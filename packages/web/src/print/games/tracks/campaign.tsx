/**
 * The Cooperative Campaign on paper: one page sheet per campaign page (its track design, numbers, tiers, Special
 * Objectives, EXP to cross out and its own Lock) and the group's record sheet (every Lock with its points to cross
 * out, the Sandbox conditions, each player's Versus EXP).
 */
import { campaign, lockById, pageObjectives, type Lock, type Page } from '@ramparts/games/tracks/campaign/index.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { GrassTile, ObstacleTile, TrackTile, type Side } from '../../../games/tracks/pieces.tsx';
import type { SheetSpec } from '../../types.ts';
import { maxPlayers } from './cards.tsx';
import { Lines, Svg, wrap } from '../../art.tsx';
import { ROMAN, TickBox, TITLE } from './common.tsx';

const EXP_WORDS = (t: string): string => `${t} (${campaign.expTypes[t as keyof typeof campaign.expTypes] ?? t})`;
export const bandWords = ([lo, hi]: [number, number]): string => (hi >= 99 ? `${lo}+` : lo === hi ? `${lo}` : `${lo}-${hi}`);

/** The sides of a track space its road runs to (the previous and the next space of its track, when adjacent). */
function linksOf(grid: string[][], r: number, c: number): Side[] {
  const t = grid[r][c];
  const out: Side[] = [];
  const at = (rr: number, cc: number) => grid[rr]?.[cc];
  for (const m of [Number(t.slice(1)) - 1, Number(t.slice(1)) + 1]) {
    const name = `${t[0]}${String(m).padStart(2, '0')}`;
    if (at(r - 1, c) === name) out.push('n');
    if (at(r + 1, c) === name) out.push('s');
    if (at(r, c - 1) === name) out.push('w');
    if (at(r, c + 1) === name) out.push('e');
  }
  return out;
}

/** A playing field drawn from its layout rows, `width` mm wide, top-left at (x, y); returns its height too. */
export function FieldMap({ rows, x, y, width }: { rows: string[]; x: number; y: number; width: number }) {
  const grid = rows.map((r) => r.trim().split(/\s+/));
  const cols = grid[0].length;
  const cell = 40;
  const k = width / ((cols + 0.6) * cell);
  return (
    <g transform={`translate(${x} ${y}) scale(${k})`}>
      {grid[0].map((_, c) => (
        <text key={`c${c}`} x={(c + 0.6) * cell + cell / 2} y={cell * 0.45} textAnchor="middle" fontSize={9} fill={PALETTE.inkSoft}>
          {String.fromCharCode(97 + c)}
        </text>
      ))}
      {grid.map((row, r) => (
        <g key={r}>
          <text x={cell * 0.3} y={(r + 0.6) * cell + cell * 0.62} textAnchor="middle" fontSize={9} fill={PALETTE.inkSoft}>
            {r + 1}
          </text>
          {row.map((t, c) => {
            const cx = (c + 0.6) * cell;
            const cy = (r + 0.6) * cell;
            if (t === '###') return <ObstacleTile key={c} x={cx} y={cy} size={cell} variant={(c * 7 + r) % 3} />;
            if (t === '...') return <GrassTile key={c} x={cx} y={cy} size={cell} />;
            return <TrackTile key={c} x={cx} y={cy} size={cell} track={t[0] as 'A' | 'B'} n={Number(t.slice(1))} links={linksOf(grid, r, c)} bigSign />;
          })}
        </g>
      ))}
      <rect x={0.6 * cell} y={0.6 * cell} width={cols * cell} height={grid.length * cell} fill="none" stroke={PALETTE.ink} strokeWidth={1} />
    </g>
  );
}
export const fieldHeight = (rows: string[], width: number): number => ((rows.length + 0.6) * width) / (rows[0].trim().split(/\s+/).length + 0.6);

/** `points` boxes in a row labelled by the EXP type, from (x, y); returns the drawn group. */
function PointBoxes({ x, y, type, points }: { x: number; y: number; type: string; points: number }) {
  return (
    <g>
      {Array.from({ length: points }, (_, i) => (
        <g key={i}>
          <TickBox x={x + i * 6} y={y - 3.6} s={4.6} />
          <text x={x + i * 6 + 2.3} y={y} textAnchor="middle" fontSize={3} fill={PALETTE.inkSoft}>
            {type}
          </text>
        </g>
      ))}
    </g>
  );
}

function LockLine({ lock, x, y, width }: { lock: Lock; x: number; y: number; width: number }) {
  const req = lock.requires ? lockById(lock.requires) : undefined;
  return (
    <g>
      <PointBoxes x={x} y={y} type={lock.type} points={lock.points} />
      <Lines x={x + 28} y={y} size={3.2} lines={wrap(`${lock.name}: ${lock.points} ${EXP_WORDS(lock.type)}${req ? `, after ${req.name}` : ''}`, width - 28, 3.2)} />
    </g>
  );
}

function PageSheet({ page }: { page: Page }) {
  const layout = content.layouts.get(page.layout)!;
  const mapW = 128;
  const mapH = fieldHeight(layout.rows, mapW);
  const lock = lockById(`page:${page.id}`);
  const income = page.income ?? content.rules.incomeCredits;
  let y = 38 + mapH + 8;
  const tierY = y;
  y += 8 + page.tiers.length * 13;
  const objectives = pageObjectives(page);
  const lockY = y + (objectives.length ? 8 + objectives.length * 9 : 0) + 4;
  return (
    <Svg w={190} h={250}>
      <rect width={190} height={24} rx={3} fill="#1e3a8a" />
      <text x={6} y={10} fontSize={4} fill="#fff">
        {`${TITLE} · Cooperative Campaign · page ${page.id}`}
      </text>
      <text x={6} y={19} fontSize={7} fontWeight="bold" fill="#fff">
        {page.name}
      </text>
      <Lines x={4} y={30} size={3.4} lines={wrap(page.rules, 182, 3.4).slice(0, 2)} />
      <text x={4} y={38} fontSize={3.4} fontWeight="bold" fill={PALETTE.ink}>
        {`Lives ${page.lives} · Starting credits ${page.startingCredits} · Income ${income} a turn · Track you may lose ${page.maxDiscardedTrack} · Track design: ${layout.name}`}
      </text>
      <FieldMap rows={layout.rows} x={(190 - mapW) / 2} y={40} width={mapW} />
      <text x={4} y={tierY} fontSize={4} fontWeight="bold" fill={PALETTE.ink}>
        {`Tiers: cross out the EXP earned, by lives left (${campaign.bands.map((b) => `(${bandWords(b as [number, number])})`).join(' ')})`}
      </text>
      {page.tiers.map((t, i) => {
        const ty = tierY + 8 + i * 13;
        const waves = t.difficulty.split('/').length;
        const ranks = t.ranks ? `ranks ${t.ranks[0]}-${t.ranks[1]}` : `ranks 1-${waves}`;
        return (
          <g key={i}>
            <text x={4} y={ty} fontSize={3.6} fontWeight="bold" fill={PALETTE.ink}>
              {`Tier ${ROMAN[i + 1]}${i === 2 && lockById('tier:3') ? ' (locked)' : ''}`}
            </text>
            <text x={36} y={ty} fontSize={3.2} fill={PALETTE.ink}>
              {`${waves} waves, ${ranks}; Wave Modifier levels ${t.difficulty}`}
            </text>
            {campaign.bands.map((b, j) => (
              <g key={j}>
                <text x={36 + j * 52} y={ty + 6.5} fontSize={3} fill={PALETTE.inkSoft}>
                  {`Lives ${bandWords(b as [number, number])}:`}
                </text>
                <PointBoxes x={53 + j * 52} y={ty + 6.5} type={t.exp.type} points={t.exp.points} />
              </g>
            ))}
          </g>
        );
      })}
      {objectives.length > 0 && (
        <text x={4} y={y} fontSize={4} fontWeight="bold" fill={PALETTE.ink}>
          Special Objectives (every one is required)
        </text>
      )}
      {objectives.map((o, i) => (
        <g key={o.id}>
          <PointBoxes x={4} y={y + 7 + i * 9} type={o.exp.type} points={o.exp.points} />
          <Lines x={20} y={y + 7 + i * 9} size={3.2} lines={wrap(`${o.name}: ${o.text}`, 166, 3.2).slice(0, 2)} />
        </g>
      ))}
      {lock && (
        <g>
          <text x={4} y={lockY} fontSize={4} fontWeight="bold" fill={PALETTE.ink}>
            This page is locked until its Lock is open
          </text>
          <LockLine lock={lock} x={4} y={lockY + 7} width={182} />
        </g>
      )}
    </Svg>
  );
}

function RecordSheet() {
  const sections: { title: string; locks: Lock[] }[] = [
    { title: 'Campaign Locks', locks: campaign.locks },
    { title: 'Sandbox Locks', locks: campaign.sandbox.locks },
    { title: 'Versus Locks (each player spends their own V)', locks: campaign.versus.locks },
  ];
  let y = 38;
  const parts = sections.map((s) => {
    const top = y;
    y += 7 + s.locks.length * 5 + 2;
    return { ...s, top };
  });
  const sandboxTop = y;
  y += 7 + campaign.sandbox.conditions.length * 5 + 2;
  const versusTop = y;
  return (
    <Svg w={190} h={250}>
      <rect width={190} height={16} rx={3} fill="#1e3a8a" />
      <text x={6} y={11} fontSize={6.5} fontWeight="bold" fill="#fff">
        {`${TITLE}: EXP and unlock record`}
      </text>
      <text x={4} y={24} fontSize={3.6} fill={PALETTE.ink}>
        Group: ______________________________ Players: ____________________________________
      </text>
      <Lines x={4} y={29} size={3} fill={PALETTE.inkSoft} lines={wrap('Spend EXP right after the session: cross out one earned point on its page (or below), then one Lock point of the same type. What is not spent is forfeit. When every point of a Lock is crossed out, its content is open for good.', 182, 3)} />
      {parts.map((s) => (
        <g key={s.title}>
          <text x={4} y={s.top + 4} fontSize={4} fontWeight="bold" fill={PALETTE.ink}>
            {s.title}
          </text>
          {s.locks.map((l, i) => (
            <LockLine key={l.id} lock={l} x={4} y={s.top + 10 + i * 5} width={182} />
          ))}
        </g>
      ))}
      <text x={4} y={sandboxTop + 4} fontSize={4} fontWeight="bold" fill={PALETTE.ink}>
        {`Sandbox EXP (${campaign.sandbox.limits.minWaves}+ waves, at most ${campaign.sandbox.limits.maxLives} lives, ${campaign.sandbox.limits.maxStartingCredits} credits; each once)`}
      </text>
      {campaign.sandbox.conditions.map((c, i) => (
        <g key={c.id}>
          <PointBoxes x={4} y={sandboxTop + 10 + i * 5} type={c.exp.type} points={c.exp.points} />
          <text x={32} y={sandboxTop + 10 + i * 5} fontSize={3.2} fill={PALETTE.ink}>
            {c.name}
          </text>
        </g>
      ))}
      <text x={4} y={versusTop + 4} fontSize={4} fontWeight="bold" fill={PALETTE.ink}>
        Versus EXP (V): one per band of lives met, one more for the best performer
      </text>
      {Array.from({ length: maxPlayers() }, (_, p) => (
        <g key={p}>
          <text x={4} y={versusTop + 10 + p * 6} fontSize={3.2} fill={PALETTE.ink}>
            {`Player ${p + 1}: ____________`}
          </text>
          {Array.from({ length: 18 }, (_, i) => (
            <TickBox key={i} x={46 + i * 7} y={versusTop + 6.6 + p * 6} s={4.6} />
          ))}
        </g>
      ))}
    </Svg>
  );
}

export function campaignSheets(): SheetSpec[] {
  return [
    ...campaign.pages.map((p) => ({ id: `campaign page ${p.id}`, title: `Campaign page ${p.id}: ${p.name}`, art: <PageSheet page={p} /> })),
    { id: 'exp record', title: 'EXP and unlock record', art: <RecordSheet /> },
  ];
}

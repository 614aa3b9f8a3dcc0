import { findGame } from '@ramparts/games';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { Pickable, SEAT_COLOURS } from '../common/svg.tsx';
import { useNarrow } from '../common/narrow.ts';
import type { BoardProps } from '../types.ts';
import { objectivesHeight, ObjectivesPanel } from './Objectives.tsx';
import { VersusPiles, VersusStack } from './Versus.tsx';

export const TYPE_NAMES: Record<string, string> = { S: 'Standard', B: 'Boost', C: 'Charge', X: 'Combine', U: 'Universal' };
const TYPE_COLOURS: Record<string, string> = { S: '#455a64', B: '#c2185b', C: '#f9a825', X: '#6a1b9a', U: '#2e7d32' };
const STACKS = ['build', 'boost', 'combine', 'bonus'] as const;
const STACK_TITLES = ['Build', 'Boost', 'Combine', 'Kill Bonus'];

/** "S2" → "Mk II Standard"; "U2" → "2 Universal credits". */
export function creditName(c: string): string {
  if (c[0] === 'U') return `${c[1]} Universal credits`;
  return `Mk ${'I'.repeat(Number(c[1]))} ${TYPE_NAMES[c[0]] ?? c[0]}`;
}

const CELL = 46;
/** On a phone the panel and the players' rows are drawn this much larger, under the grid instead of beside it. */
const PHONE_ZOOM = 1.3;
/** Logical height of the panel (lives, next waves, credits …) and of a player's row of Stacks. */
const PANEL_H = 300;
const PANEL_H_VERSUS = 390;

function Chip({ x, y, credit, ring }: { x: number; y: number; credit: string; ring?: boolean }) {
  return (
    <g>
      <title>{creditName(credit)}</title>
      <rect x={x} y={y} width={34} height={22} rx={4} fill={TYPE_COLOURS[credit[0]] ?? '#777'} stroke={ring ? '#f59e0b' : '#222'} strokeWidth={ring ? 3 : 1} />
      <text x={x + 17} y={y + 15} textAnchor="middle" fontSize="12" fill="#fff" fontWeight="bold">
        {credit}
      </text>
    </g>
  );
}

/** Tracks & Waves: the grid with both tracks, waves, towers; the credits on offer; each player's Stacks; lives, lost track, next waves, the condition. */
export function TracksBoard(props: BoardProps<TracksView>) {
  const { view: v, next, onPick, chosen } = props;
  const screenNarrow = useNarrow();
  const narrow = props.narrow ?? screenNarrow;
  // Type inside the grid: larger on a phone, where the grid is drawn smaller.
  const fs = (n: number) => (narrow ? Math.max(13, n * 1.25) : n);
  const grid = v.layout.rows.map((r) => r.trim().split(/\s+/));
  const cols = grid[0].length;
  const tokens = grid.flat();
  const gridW = cols * CELL;
  const gridH = grid.length * CELL;
  const discarded = new Set(v.discarded);
  const cellOf = (track: string, pos: number) => tokens.indexOf(`${track}${String(pos).padStart(2, '0')}`);
  const zoom = narrow ? PHONE_ZOOM : 1;
  const panel = narrow ? { x: 10, y: gridH + 24 } : { x: gridW + 30, y: 10 };
  const width = narrow ? gridW + 20 : panel.x + 330;
  // The panel's height: the Versus piles and a campaign page's Special Objectives add to it.
  const panelH = (v.versus ? PANEL_H_VERSUS : PANEL_H) + objectivesHeight(v);
  const playersTop = narrow ? panel.y + panelH * zoom : Math.max(gridH + 30, panel.y + panelH + 10);
  /** The players' rows in their own units (scaled by `zoom`): four Stacks in a row, or two by two on a phone. */
  const rowW = (width - 20) / zoom;
  const stackCols = narrow ? 2 : 4;
  const stackW = (rowW - 20) / stackCols - 8;
  const stackRows = 4 / stackCols;
  const rowH = 28 + stackRows * 58 + (v.versus ? 26 : 0) + 10;
  const height = Math.max(playersTop + v.players * rowH * zoom + 10, narrow ? 0 : v.versus ? 560 : 470);
  const offer = v.pending ? v.pending.credits : v.phase === 'draft' ? v.offer : [];
  const xy = (c: number) => ({ x: 10 + (c % cols) * CELL, y: 10 + Math.floor(c / cols) * CELL });
  const buildChosen = chosen[0]?.startsWith('build:');
  return (
    <div>
      <svg viewBox={`0 0 ${width} ${height}`} className="board tracks-board" role="img" aria-label="Tracks and Waves board">
        {tokens.map((t, c) => {
          const { x, y } = xy(c);
          const k = `cell:${c}`;
          const track = t !== '...' && t !== '###';
          const lost = track && discarded.has(`${t[0]}${Number(t.slice(1))}`);
          const fill = t === '###' ? '#546e7a' : !track ? '#f1f3ee' : lost ? '#d7ccc8' : t[0] === 'A' ? '#cfe3f7' : '#fde2c6';
          return (
            <Pickable key={c} pickKey={k} next={next} onPick={onPick} label={t === '###' ? 'Obstacle' : track ? `Track ${t[0]} ${Number(t.slice(1))}${lost ? ' (discarded)' : ''}` : `Free space ${c}`}>
              <rect x={x} y={y} width={CELL - 2} height={CELL - 2} rx={3} fill={fill} stroke={next.has(k) ? '#f59e0b' : '#b0b6ad'} strokeWidth={next.has(k) ? 3 : 0.8} className={next.has(k) ? 'hl-cell' : undefined} />
              {track && (
                <text x={x + 4} y={y + fs(10) + 3} fontSize={fs(10)} fill={t[0] === 'A' ? '#1f5f99' : '#a65300'} textDecoration={lost ? 'line-through' : undefined}>
                  {t[0]}
                  {Number(t.slice(1))}
                </text>
              )}
              {t === '###' && (
                <text x={x + CELL / 2 - 1} y={y + CELL / 2 + 4} textAnchor="middle" fontSize={fs(12)} fill="#cfd8dc" aria-hidden="true">
                  ▲
                </text>
              )}
            </Pickable>
          );
        })}
        {v.waves.map((w) => {
          const c = w.pos >= 1 && w.pos <= 25 ? cellOf(w.track, w.pos) : -1;
          const { x, y } = c >= 0 ? xy(c) : { x: 10 + (w.track === 'A' ? 0 : 1) * CELL, y: gridH + 12 };
          const k = `wave:${w.id}`;
          const km = `wave:${w.id}:mod`;
          return (
            <g key={w.id}>
              <Pickable pickKey={k} next={next} onPick={onPick} label={`Wave ${w.number} (${w.card}), unit ${w.unit + 1}${w.modifier ? `, modifier ${w.modifier}` : ''}`}>
                <circle cx={x + CELL / 2} cy={y + CELL / 2 + 3} r={narrow ? 19 : 15} fill="#b71c1c" stroke={next.has(k) ? '#f59e0b' : '#4a0000'} strokeWidth={next.has(k) ? 4 : 1.5} />
                <text x={x + CELL / 2} y={y + CELL / 2 + 2} textAnchor="middle" fontSize={fs(11)} fill="#fff" fontWeight="bold">
                  W{w.number}
                </text>
                <text x={x + CELL / 2} y={y + CELL / 2 + (narrow ? 16 : 13)} textAnchor="middle" fontSize={fs(8)} fill="#fff">
                  u{w.unit + 1}
                </text>
              </Pickable>
              {w.modifier && (
                <Pickable pickKey={km} next={next} onPick={onPick} label={`Modifier ${w.modifier} of wave ${w.number}`}>
                  <rect x={x + CELL - (narrow ? 20 : 16)} y={y} width={narrow ? 18 : 14} height={narrow ? 18 : 14} rx={3} fill="#ffca28" stroke={next.has(km) ? '#f59e0b' : '#6d4c00'} strokeWidth={next.has(km) ? 3 : 1} />
                  <text x={x + CELL - (narrow ? 11 : 9)} y={y + (narrow ? 14 : 11)} textAnchor="middle" fontSize={fs(10)}>
                    M
                  </text>
                </Pickable>
              )}
            </g>
          );
        })}
        {v.towers.map((t) => {
          const { x, y } = xy(t.cell);
          const k = `tower:${t.id}`;
          const picked = chosen[0] === k;
          return (
            <Pickable key={t.id} pickKey={k} next={next} onPick={onPick} label={`Tower T${t.id}: ${creditName(t.card)} of Player ${t.owner + 1}, level ${t.level}${t.depletion ? `, Depletion ${t.depletion}` : ''}`}>
              <rect x={x + 3} y={y + 3} width={CELL - 8} height={CELL - 8} rx={5} fill={TYPE_COLOURS[t.card[0]]} stroke={picked || next.has(k) ? '#f59e0b' : SEAT_COLOURS[t.owner]} strokeWidth={picked || next.has(k) ? 4 : 3} />
              <text x={x + CELL / 2 - 1} y={y + 20} textAnchor="middle" fontSize={fs(12)} fill="#fff" fontWeight="bold">
                {t.card}
              </text>
              <text x={x + CELL / 2 - 1} y={y + 35} textAnchor="middle" fontSize={fs(10)} fill="#fff">
                L{t.level}
                {t.depletion ? `·D${t.depletion}` : ''}
              </text>
            </Pickable>
          );
        })}
        <g transform={`translate(${panel.x} ${panel.y}) scale(${zoom})`}>
          <text x={0} y={14} fontSize="15" fontWeight="bold">
            {v.title}
          </text>
          <text x={0} y={36} fontSize="13">
            {v.layout.name} · Turn {v.turn} · Turn Tracker {v.tracker}
          </text>
          <text x={0} y={56} fontSize="13">
            ♥ Lives {v.lives}/{v.startLives} · Track lost {v.discarded.length}/{v.maxDiscarded}
          </text>
          <text x={0} y={76} fontSize="13">
            Waves called {v.called}/{v.totalWaves}, defeated {v.defeatedWaves}
          </text>
          {/* The rest of the panel, under the four lines above. */}
          <g transform="translate(0 20)">
            <text x={0} y={80} fontSize="13" fontWeight="bold">
              Next Wave slots
            </text>
            {[0, 1, 2].map((i) => (
              <g key={i}>
                <rect x={i * 104} y={88} width={98} height={30} rx={4} fill="#fff" stroke="#999" />
                <text x={i * 104 + 49} y={108} textAnchor="middle" fontSize="12">
                  {v.queue[i] ? v.queue[i].join(' + ') : '—'}
                </text>
              </g>
            ))}
            <text x={0} y={140} fontSize="13" fontWeight="bold">
              Game Condition
            </text>
            <text x={0} y={158} fontSize="12">
              {v.conditions.length ? `${v.conditions[0]}${v.conditions.length > 1 ? ` (+${v.conditions.length - 1} waiting)` : ''}` : 'none yet'}
            </text>
            {next.has('complete') && (
              <Pickable pickKey="complete" next={next} onPick={onPick} label="Complete the Game Condition">
                <rect x={200} y={144} width={110} height={22} rx={4} fill="#fff1cc" stroke="#f59e0b" strokeWidth={2} />
                <text x={255} y={159} textAnchor="middle" fontSize="12">
                  Complete it
                </text>
              </Pickable>
            )}
            <text x={0} y={190} fontSize="13" fontWeight="bold">
              {v.pending ? `Player ${v.pending.seat + 1} places drawn credits` : v.phase === 'draft' ? `Revealed credits (Player ${v.drafter + 1} chooses)` : 'Credits'}
            </text>
            {offer.map((c, i) => (
              <Pickable key={i} pickKey={`credit:${c}`} next={next} onPick={onPick} label={`Take ${creditName(c)}`}>
                <Chip x={i * 40} y={198} credit={c} ring={next.has(`credit:${c}`) || chosen[0] === `credit:${c}`} />
              </Pickable>
            ))}
            {offer.length === 0 && (
              <text x={0} y={214} fontSize="12" fill="#666">
                —
              </text>
            )}
            <text x={0} y={246} fontSize="12" fill="#555">
              Mk I deck {v.mk1.reduce((a, b) => a + b, 0)} · Mk II {v.mk2.reduce((a, b) => a + b, 0)} · Mk III {v.mk3.reduce((a, b) => a + b, 0)}
            </text>
            {v.window && (
              <text x={0} y={266} fontSize="12" fill="#2e7d32">
                Player {v.window.seat + 1} defeated a unit: Kill Bonus open.
              </text>
            )}
            {v.versus && <VersusPiles vs={v.versus} y={296} next={next} onPick={onPick} />}
            <ObjectivesPanel v={v} y={(v.versus ? PANEL_H_VERSUS : PANEL_H) - 10} />
          </g>
        </g>
        {Array.from({ length: v.players }, (_, p) => {
          const y = playersTop + p * rowH * zoom;
          const st = v.stacks[p];
          const me = p === v.seat;
          return (
            <g key={p} transform={`translate(10 ${y}) scale(${zoom})`}>
              <rect x={0} y={0} width={rowW} height={rowH - 8} rx={6} fill={me ? '#f3f8ff' : '#fafafa'} stroke={SEAT_COLOURS[p]} strokeWidth={me ? 2.5 : 1} />
              <Pickable pickKey={`seat:${p}`} next={next} onPick={onPick} label={`Player ${p + 1}`}>
                <text x={10} y={20} fontSize="14" fontWeight="bold" fill={SEAT_COLOURS[p]} stroke={next.has(`seat:${p}`) ? '#f59e0b' : undefined} strokeWidth={0.6}>
                  Player {p + 1}
                  {me ? ' (you)' : ''} {v.phase === 'act' && v.done[p] ? '· done' : ''} · markers {v.markers[p]}
                  {v.versus ? ` · performance ${v.versus.score[p]}` : ''}
                </text>
              </Pickable>
              {STACKS.map((s, i) => {
                const k = `stack:${s}`;
                const active = me && next.has(k);
                const x = 10 + (i % stackCols) * (stackW + 8);
                const sy = 28 + Math.floor(i / stackCols) * 58;
                // As many chips as the box holds; the rest as "+n".
                const fit = Math.floor((stackW - 12) / 36);
                const shown = st[s].length > fit ? fit - 1 : fit;
                return (
                  <Pickable key={s} pickKey={me ? k : `other:${p}:${s}`} next={next} onPick={onPick} label={`${STACK_TITLES[i]} stack of Player ${p + 1}: ${st[s].join(' ') || 'empty'}`}>
                    <rect x={x} y={sy} width={stackW} height={52} rx={4} fill={active ? '#fff1cc' : '#fff'} stroke={active ? '#f59e0b' : '#ccc'} strokeWidth={active ? 3 : 1} />
                    <text x={x + 6} y={sy + 14} fontSize="11" fill="#333">
                      {STACK_TITLES[i]}
                    </text>
                    {st[s].map((c, j) => {
                      const bk = buildChosen ? '' : `build:${c}`;
                      return me && j < shown && next.has(bk) ? (
                        <Pickable key={j} pickKey={bk} next={next} onPick={onPick} label={`Build ${creditName(c)}`}>
                          <Chip x={x + 6 + j * 36} y={sy + 22} credit={c} ring />
                        </Pickable>
                      ) : j < shown ? (
                        <Chip key={j} x={x + 6 + j * 36} y={sy + 22} credit={c} />
                      ) : null;
                    })}
                    {st[s].length > shown && (
                      <text x={x + 8 + shown * 36} y={sy + 38} fontSize="12" fontWeight="bold">
                        +{st[s].length - shown}
                      </text>
                    )}
                  </Pickable>
                );
              })}
              {v.versus && <VersusStack cards={v.versus.stacks[p]} seat={p} me={me} y={28 + stackRows * 58} width={rowW} next={next} onPick={onPick} />}
            </g>
          );
        })}
      </svg>
      <details className="words">
        <summary>The board in words</summary>
        <pre className="text-board">{findGame('tracks')!.renderText(v, props.seat)}</pre>
      </details>
    </div>
  );
}

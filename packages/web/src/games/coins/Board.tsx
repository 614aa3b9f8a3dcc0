import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { Pickable, SEAT_COLOURS } from '../common/svg.tsx';
import { useNarrow } from '../common/narrow.ts';
import type { BoardProps } from '../types.ts';

/** The map a new soldier goes on: the player's own in Crusade, the one map otherwise. */
export const ownMap = (v: CoinsView): number => (v.mode === 'crusade' ? (v.toAct ?? v.you ?? 0) : 0);

const SQ = 62;
const CASTLE_W = 96;
/** Height of one row of squares (the square, its number, a gap). */
const SQ_ROW = 245;

/** Where the squares go: one row of the whole pathway, or (on a phone) rows of six with the castle after the last. */
interface Layout {
  left: number;
  perRow: number;
  rows: number;
  /** Height of one map (all its rows). */
  mapH: number;
  width: number;
  /** Top-left of square `q` (0-based) of a map drawn at `top`. */
  at(q: number, top: number): { x: number; y: number };
  castle(top: number): { x: number; y: number };
}

function layout(pathLength: number, narrow: boolean): Layout {
  const left = narrow ? 8 : 70;
  const perRow = narrow ? Math.min(6, pathLength) : pathLength;
  const rows = Math.ceil(pathLength / perRow);
  return {
    left,
    perRow,
    rows,
    mapH: rows * SQ_ROW + 5,
    width: left + perRow * SQ + CASTLE_W + 10,
    at: (q, top) => ({ x: left + (q % perRow) * SQ, y: top + Math.floor(q / perRow) * SQ_ROW }),
    castle: (top) => ({ x: left + perRow * SQ + 4, y: top + (rows - 1) * SQ_ROW + 20 }),
  };
}
const R: Record<number, number> = { 1: 14, 2: 16, 5: 19 };

/** A coin seen from above: tails up shows its value, heads up (a wounded soldier, a heads toss) shows a crown. */
export function Coin({ x, y, value, heads, owner, dim, ring }: { x: number; y: number; value: number; heads?: boolean; owner?: string; dim?: boolean; ring?: boolean }) {
  const r = R[value] ?? 15;
  return (
    <g opacity={dim ? 0.35 : 1} className="coin">
      {ring && <circle cx={x} cy={y} r={r + 5} className="ring" />}
      <circle cx={x} cy={y} r={r} fill={heads ? '#9c8a5a' : value === 5 ? '#d8b544' : value === 2 ? '#c98b4a' : '#b87333'} stroke={owner ?? '#5a4312'} strokeWidth={owner ? 4 : 2} />
      {heads ? (
        <text x={x} y={y + 5} textAnchor="middle" fontSize="14" fill="#2b2208" aria-hidden="true">
          ♔
        </text>
      ) : (
        <text x={x} y={y + 5} textAnchor="middle" fontSize="14" fontWeight="bold" fill="#2b2208">
          {value}
        </text>
      )}
    </g>
  );
}

function Castle({ x, y, hp, out, name }: { x: number; y: number; hp: number; out: boolean; name: string }) {
  return (
    <g aria-label={`${name}: ${out ? 'fallen' : `${hp} HP`}`}>
      <path d={`M${x} ${y + 180}V${y + 40}h14v14h14v-14h14v14h14v-14h14v140z`} fill={out ? '#bbb' : '#8d7b63'} stroke="#4a3f30" strokeWidth="2" />
      <rect x={x + 30} y={y + 140} width={24} height={40} rx={12} fill="#4a3f30" />
      <text x={x + 42} y={y + 95} textAnchor="middle" fontSize="22" fontWeight="bold" fill="#fff">
        {out ? '✕' : hp}
      </text>
      <text x={x + 42} y={y + 115} textAnchor="middle" fontSize="12" fill="#fff">
        {out ? 'fallen' : 'HP'}
      </text>
    </g>
  );
}

function CoinRow({ x, y, coins, title, dim }: { x: number; y: number; coins: readonly number[]; title: string; dim?: boolean }) {
  return (
    <g aria-label={`${title}: ${coins.length ? coins.map((c) => `${c}c`).join(' ') : 'none'}`}>
      <text x={x} y={y - 24} fontSize="13" fill="#333">
        {title}
      </text>
      {coins.length === 0 && (
        <text x={x} y={y + 4} fontSize="13" fill="#777">
          —
        </text>
      )}
      {coins.map((c, i) => (
        <Coin key={i} x={x + 18 + i * 40} y={y} value={c} dim={dim} />
      ))}
    </g>
  );
}

function MapRow({ view, map, top, lay, props }: { view: CoinsView; map: number; top: number; lay: Layout; props: BoardProps<CoinsView> }) {
  const m = view.maps[map];
  const { next, chosen, onPick } = props;
  const crusade = view.mode === 'crusade';
  const castle = lay.castle(top);
  const chosenSoldier = chosen[0]?.startsWith('soldier:') ? chosen[0].split(':').map(Number) : null;
  const ghosts: { key: string; x: number; y: number; steps: number }[] = [];
  if (chosenSoldier && chosenSoldier[1] === map) {
    let beyond = 0;
    for (const k of next) {
      if (!k.startsWith('steps:')) continue;
      const steps = Number(k.slice(6));
      const to = chosenSoldier[2] + steps;
      // Moves past the last square reach the castle: their markers stack up on it.
      if (to <= view.pathLength) {
        const at = lay.at(to - 1, top);
        ghosts.push({ key: k, x: at.x + SQ / 2, y: at.y + 50, steps });
      } else ghosts.push({ key: k, x: castle.x - 4 + CASTLE_W / 2, y: castle.y + 10 + 40 * beyond++, steps });
    }
  }
  return (
    <g aria-label={`${m.name}${m.out ? ' (out)' : ''}`}>
      {crusade && (
        <text x={4} y={top + 18} fontSize="15" fontWeight="bold" fill={SEAT_COLOURS[map]}>
          {m.name} · turn {m.turn}
        </text>
      )}
      {m.squares.map((stack, q) => {
        const square = q + 1;
        const { x, y: rowTop } = lay.at(q, top);
        const base = rowTop + 205;
        const key = next.has(`sq:${map}:${square}`) ? `sq:${map}:${square}` : `hit:${map}:${square}`;
        const placing = square <= 6 ? 'entry' : '';
        return (
          <g key={q}>
            <Pickable pickKey={key} next={next} onPick={onPick} label={`Square ${square}${stack.length ? `: ${stack.map((s) => `${s.value}c${s.wounded ? ' wounded' : ''}`).join(', ')}` : ''}`}>
              <rect x={x + 2} y={rowTop + 28} width={SQ - 4} height={190} rx={6} className={`square ${placing}`} />
              <text x={x + SQ / 2} y={base + 30} textAnchor="middle" fontSize="13" fill="#555">
                {square}
              </text>
            </Pickable>
            {stack.map((s, lvl) => {
              const k = `soldier:${map}:${square}:${lvl}`;
              const picked = chosen[0] === k;
              // A soldier that cannot be picked must not swallow a click meant for the square it stands on.
              const through = next.has(key) && !next.has(k);
              return (
                <g key={lvl} pointerEvents={through ? 'none' : undefined}>
                  <Pickable pickKey={k} next={next} onPick={onPick} label={`${s.value}c soldier${s.wounded ? ', wounded' : ''}${crusade ? ` of Player ${s.owner + 1}` : ''} on square ${square}`}>
                    <Coin x={x + SQ / 2} y={base - 18 - lvl * 30} value={s.value} heads={s.wounded} owner={crusade ? SEAT_COLOURS[s.owner] : undefined} ring={picked || next.has(k)} />
                  </Pickable>
                </g>
              );
            })}
          </g>
        );
      })}
      <Castle x={castle.x} y={castle.y} hp={m.castle} out={m.out} name={`${m.name}'s castle`} />
      {ghosts.map((g) => (
        <Pickable key={g.key} pickKey={g.key} next={next} onPick={onPick} label={`forward ${g.steps}`}>
          <circle cx={g.x} cy={g.y} r={17} className="ghost" />
          <text x={g.x} y={g.y + 5} textAnchor="middle" fontSize="13" fontWeight="bold">
            +{g.steps}
          </text>
        </Pickable>
      ))}
    </g>
  );
}

/** Coin Siege: each pathway with its soldier stacks and castle, the coins in hand, and the last toss. */
export function CoinsBoard(props: BoardProps<CoinsView>) {
  const { view, next, onPick } = props;
  const screenNarrow = useNarrow();
  const narrow = props.narrow ?? screenNarrow;
  const maps = view.maps;
  const lay = layout(view.pathLength, narrow);
  const width = lay.width;
  const panelTop = maps.length * lay.mapH + 10;
  const own = view.maps[ownMap(view)];
  // On a phone the supply and the toss go under the coins in hand instead of beside them.
  const supply = narrow ? { x: 16, y: 240, h: 480 } : { x: width - 330, y: 0, h: 240 };
  const height = panelTop + supply.h + 10;
  const tossLabel = view.phase === 'attack' ? `Toss ${view.tossNumber} of ${view.tossesPerTurn}` : view.phase === 'defend' || view.phase === 'damage' ? `Garrison toss ${view.defenderTosses} · damage ${view.damage}` : 'Last toss';
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="board coins-board" role="img" aria-label="Coin Siege board">
      {maps.map((_, i) => (
        <MapRow key={i} view={view} map={i} top={i * lay.mapH} lay={lay} props={props} />
      ))}
      <g transform={`translate(0 ${panelTop})`}>
        <rect x={0} y={0} width={width} height={supply.h} fill="#f6f3ea" rx={8} />
        <CoinRow x={16} y={50} coins={own.reinforcements} title={view.mode === 'crusade' ? `${own.name}: reinforcements` : 'Attacker: reinforcements'} />
        <CoinRow x={16} y={120} coins={own.lapCounter} title={`Lap counter (one coin after each of the first turns)`} />
        <CoinRow x={16} y={190} coins={own.garrison} title={view.mode === 'crusade' ? `${own.name}: garrison` : 'Defender: garrison'} />
        <g transform={`translate(${supply.x} ${supply.y})`}>
          <text x={0} y={26} fontSize="13" fill="#333">
            Supply{view.mode === 'crusade' ? ` of ${own.name}` : ''} (click a coin to place a new soldier)
          </text>
          {([1, 2, 5] as const).map((v, i) => (
            <Pickable key={v} pickKey={`place:${v}`} next={next} onPick={onPick} label={`New ${v}c soldier (${own.supply[`${v}c`]} in the supply)`}>
              <Coin x={22 + i * 60} y={56} value={v} ring={next.has(`place:${v}`) || props.chosen[0] === `place:${v}`} />
              <text x={22 + i * 60} y={92} textAnchor="middle" fontSize="12">
                ×{own.supply[`${v}c`]}
              </text>
            </Pickable>
          ))}
          <text x={0} y={130} fontSize="13" fill="#333">
            {view.toss.length ? tossLabel : 'No toss yet'}
          </text>
          {view.toss.map((c, i) => (
            <g key={`${view.turn}-${view.toAct}-${view.phase}-${view.tossNumber}-${view.defenderTosses}-${i}`} className="toss-coin" style={{ animationDelay: `${i * 70}ms` }}>
              <Coin x={22 + i * 44} y={168} value={c.value} heads={c.face === 'heads'} dim={c.used} />
            </g>
          ))}
          <text x={0} y={215} fontSize="12" fill="#555">
            {view.phase === 'attack' ? `Free tails-up coins: ${view.free.map((f) => `${f}c`).join(', ') || 'none'}` : ''}
          </text>
        </g>
      </g>
    </svg>
  );
}

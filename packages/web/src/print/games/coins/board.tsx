import { content } from '@ramparts/games/coins/content/index.ts';
import { MATERIAL, PALETTE } from '../../../games/common/art.tsx';
import { SEAT_COLOURS } from '../../../games/common/svg.tsx';
import type { BoardSpec } from '../../types.ts';
import { agreed, coinList, lapTurns, sum } from './setup.ts';
import { Lines, MM, Svg } from '../../art.tsx';

// One player's map at scale (millimetres): the road of stone squares winding four to a row through the grass, big
// enough for a stack of real coins (a square is 30 mm, a 5 cent coin about 21), the castle at its end with a place for
// its coins (its hit points) and a tower per garrison coin, the lap counter's coins and the reinforcements. Drawn
// from the content with the board's colours and shapes (Road.tsx, Castle.tsx); the web's pieces move with a live
// state, so the map is drawn here again, still.

export const MAP_W = 196;
/** Between square centres, and the stone slab a stack stands on. */
const PITCH = 36;
const SLAB = 30;
const PER_ROW = 4;
const ROW_GAP = 42;
const TOP = 50;
const LEFT = (MAP_W - PER_ROW * PITCH) / 2;
/** A coin's place: wide enough for a 5 cent coin (21.25 mm). */
const SPOT_R = 11.5;
const CASTLE_W = 92;
const TOWER_W = 24;

/** Centre of square q (1-based): rows of four, left to right, then right to left, and so on. */
function square(q: number): { x: number; y: number } {
  const row = Math.floor((q - 1) / PER_ROW);
  const i = (q - 1) % PER_ROW;
  const col = row % 2 === 0 ? i : PER_ROW - 1 - i;
  return { x: LEFT + PITCH / 2 + col * PITCH, y: TOP + row * ROW_GAP };
}

/** A castle's battlements, `w` wide, standing on (x, y) (Castle.tsx's shape). */
const merlons = (x: number, y: number, w: number, h = 3.5) => {
  const m = w / 5;
  return `M${x} ${y}h${w}v${-h}h${-m}v${h * 0.6}h${-m}v${-h * 0.6}h${-m}v${h * 0.6}h${-m}v${-h * 0.6}h${-m}z`;
};

/** A dashed place for a coin, with its words under or in it. */
function Spot({ x, y, r = SPOT_R, label, sub }: { x: number; y: number; r?: number; label: string; sub?: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#fffdf5" stroke={PALETTE.goldDark} strokeWidth={0.5} strokeDasharray="1.6 1.2" />
      <text x={x} y={y + (sub ? -0.5 : 1.3)} textAnchor="middle" fontSize={MM.label} fontWeight="bold" fill={PALETTE.goldDark}>
        {label}
      </text>
      {sub && (
        <text x={x} y={y + 3.4} textAnchor="middle" fontSize={MM.least} fill={PALETTE.inkSoft}>
          {sub}
        </text>
      )}
    </g>
  );
}

/** The castle, its wall's top at `top`, `x` its left: the towers of the garrison with their coins, its own coins (its hit points), the gate, the flag. */
function CastleArt({ x, top, flag, garrison }: { x: number; top: number; flag: string; garrison: (number | null)[] }) {
  const n = Math.max(1, garrison.length);
  const span = CASTLE_W - TOWER_W - 8;
  const towerX = (i: number) => x + 4 + (n === 1 ? span / 2 : (span * i) / (n - 1));
  const towerTop = top - 16;
  const wallBottom = top + 60;
  const mid = x + CASTLE_W / 2;
  const castle = agreed((s) => s.castle);
  return (
    <g>
      <rect x={x} y={top} width={CASTLE_W} height={wallBottom - top} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth={0.6} />
      <path d={merlons(x, top, CASTLE_W)} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth={0.5} />
      {garrison.map((v, i) => (
        <g key={i}>
          <rect x={towerX(i)} y={towerTop} width={TOWER_W} height={34} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth={0.6} />
          <path d={merlons(towerX(i), towerTop, TOWER_W)} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth={0.5} />
          <Spot x={towerX(i) + TOWER_W / 2} y={towerTop + 13} label={v === null ? 'coin' : `${v}c`} sub="garrison" />
        </g>
      ))}
      <line x1={mid} y1={towerTop - 3.5} x2={mid} y2={towerTop - 13} stroke={PALETTE.ink} strokeWidth={0.6} />
      <path d={`M${mid} ${towerTop - 13}l9 3l-9 3z`} fill={flag} />
      <Spot x={mid} y={top + 36} r={14} label={castle ? coinList(castle) : 'coins'} sub={castle ? `${sum(castle)} HP at the start` : 'its hit points'} />
      <path d={`M${mid - 7} ${wallBottom}v-6a7 7 0 0 1 14 0v6z`} fill={MATERIAL.wood} stroke="#4a2f14" strokeWidth={0.5} />
      <text x={x + 3} y={top + 28} fontSize={MM.name} fontWeight="bold" fill={PALETTE.ink}>
        Castle
      </text>
      <Lines lines="its coins are its hit points" x={x + 3} y={top + 33} width={mid - 16 - x - 3} size={MM.least} />
      <text x={x + CASTLE_W - 3} y={top + 28} textAnchor="end" fontSize={MM.label} fontWeight="bold" fill={PALETTE.ink}>
        Garrison
      </text>
      <Lines lines="a coin on each tower" x={x + CASTLE_W - 3} y={top + 33} width={x + CASTLE_W - 3 - (mid + 16)} size={MM.least} anchor="end" />
    </g>
  );
}

/** Map `index` (0-based), the seat colour of a Crusade's player on its flag and title. */
export function mapBoard(index: number): BoardSpec {
  const n = content.map.pathLength;
  const colour = SEAT_COLOURS[index % SEAT_COLOURS.length];
  const rows = Math.ceil(n / PER_ROW);
  const last = square(n);
  const endsRight = last.x > MAP_W / 2;
  // Under the road: the castle below the road's end, the lap counter and the reinforcements beside it.
  const castleTop = last.y + SLAB / 2 + 34;
  const castleX = endsRight ? MAP_W - 4 - CASTLE_W : 4;
  const sideX = endsRight ? 4 : CASTLE_W + 10;
  const sideW = MAP_W - CASTLE_W - 14;
  const start = square(1);
  const points = [{ x: 4, y: start.y }, ...Array.from({ length: n }, (_, q) => square(q + 1)), { x: last.x, y: castleTop + 20 }];
  const road = points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
  const soldiers = agreed((s) => s.soldiers) ?? [];
  const garrison = agreed((s) => s.garrison) ?? Array.from({ length: Math.max(...[content.setup, ...Object.values(content.crusade.players)].map((s) => s.garrison.length)) }, () => null);
  const laps = lapTurns();
  const lap = agreed((s) => s.lapCounter);
  const reinforcements = agreed((s) => s.reinforcements);
  const spot = 26;
  const perRow = Math.max(1, Math.floor(sideW / spot));
  const lapTop = castleTop - 14;
  const lapRows = Math.ceil(laps / perRow);
  const boxTop = lapTop + 8 + lapRows * spot;
  const height = Math.max(castleTop + 64, boxTop + 30);
  const total = content.coins.perValue * content.coins.values.length;
  const art = (
    <Svg w={MAP_W} h={height}>
      <rect width={MAP_W} height={height} fill="#ffffff" />
      <rect x={1} y={TOP - 21} width={MAP_W - 2} height={rows * ROW_GAP + 2} rx={3} fill={PALETTE.grass} fillOpacity={0.35} />
      <text x={4} y={8} fontSize={MM.title} fontWeight="bold" fill={colour}>
        Coin Siege · map {index + 1}
      </text>
      <Lines lines={`The road: ${n} squares to the castle. A soldier that moves or marches past square ${n} reaches the castle and takes its value off its hit points.`} x={4} y={14} width={MAP_W - 8} size={MM.small} />
      <Lines lines="Crusade: soldiers leaving the castle of the player on your left walk onto your square 1; those passing your castle walk on to square 1 of the player on your right." x={4} y={21} width={MAP_W - 8} size={MM.small} fill={PALETTE.inkSoft} />
      <path d={road} fill="none" stroke={PALETTE.roadEdge} strokeWidth={SLAB + 6} strokeLinejoin="round" />
      <path d={road} fill="none" stroke={PALETTE.road} strokeWidth={SLAB + 3} strokeLinejoin="round" />
      <path d={`M3 ${start.y - 5}l6 5l-6 5z`} fill={PALETTE.inkSoft} />
      <text x={3} y={start.y - 8} fontSize={MM.body} fontWeight="bold" fill={PALETTE.ink}>
        start
      </text>
      {Array.from({ length: n }, (_, q) => {
        const { x, y } = square(q + 1);
        const here = soldiers.filter((s) => s.square === q + 1);
        return (
          <g key={q} data-square={q + 1}>
            <rect x={x - SLAB / 2} y={y - SLAB / 2} width={SLAB} height={SLAB} rx={2} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth={0.5} />
            <text x={x - SLAB / 2 + 1.5} y={y - SLAB / 2 + 5.5} fontSize={MM.name} fontWeight="bold" fill={PALETTE.ink}>
              {q + 1}
            </text>
            {here.length > 0 && (
              <text x={x + SLAB / 2 - 1.5} y={y + SLAB / 2 - 1.5} textAnchor="end" fontSize={MM.least} fill={PALETTE.ink}>
                start: {coinList(here.map((s) => s.value))}
              </text>
            )}
          </g>
        );
      })}
      <CastleArt x={castleX} top={castleTop} flag={colour} garrison={garrison} />
      <text x={sideX} y={lapTop} fontSize={MM.label} fontWeight="bold" fill={PALETTE.ink}>
        Lap counter
      </text>
      <text x={sideX} y={lapTop + 4} fontSize={MM.least} fill={PALETTE.ink}>
        the Attacker takes the next coin after each turn
      </text>
      {Array.from({ length: laps }, (_, i) => (
        <Spot key={i} x={sideX + 13 + (i % perRow) * spot} y={lapTop + 20 + Math.floor(i / perRow) * spot} label={lap ? `${lap[i]}c` : 'coin'} sub={`after turn ${i + 1}`} />
      ))}
      <rect x={sideX} y={boxTop} width={sideW} height={height - boxTop - 2} rx={2} fill="none" stroke={PALETTE.inkSoft} strokeWidth={0.4} strokeDasharray="2 1.5" />
      <text x={sideX + 2} y={boxTop + 5} fontSize={MM.label} fontWeight="bold" fill={PALETTE.ink}>
        Reinforcements
      </text>
      <Lines lines={`The Attacker's coins to toss${reinforcements ? `, at the start ${coinList(reinforcements, ', ')}` : ''}. Keep the supply (the rest of your ${total} coins) beside the map.`} x={sideX + 2} y={boxTop + 9.5} width={sideW - 4} size={MM.least} />
    </Svg>
  );
  return { id: `map-${index + 1}`, title: `Map ${index + 1}`, width: MAP_W, height, art };
}

/** The box's maps: one per player of the largest Crusade. */
export const mapBoards = (count: number): BoardSpec[] => Array.from({ length: count }, (_, i) => mapBoard(i));


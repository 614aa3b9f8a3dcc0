import { content } from '@ramparts/games/coins/content/index.ts';
import { MATERIAL, PALETTE } from '../../../games/common/art.tsx';
import { SEAT_COLOURS } from '../../../games/common/svg.tsx';
import type { SheetSpec, TokenSpec } from '../../types.ts';
import { agreed, hpTop, lapTurns, startHps, turnBoxes } from './setup.ts';
import { Lines, MM, Svg, wrap } from '../../art.tsx';

// The tracks a table moves markers on, as whole sheets (190 × 250 mm): each castle's hit points (a stack of coins
// must be changed to take 2 off a 5, a marker is quicker to read) and the turn count with what each turn brings;
// and the markers themselves, a pair per map in its colour.

const SHEET = { w: 190, h: 250 } as const;
/** A track's box: big enough for a marker (16 mm) or a real coin. */
const BOX = 20;
const PER_ROW = 9;
const MARKER = 16;

const colourOf = (map: number): string => SEAT_COLOURS[map % SEAT_COLOURS.length];

/** One castle's track, boxes 0 to the most it can reach, its starting value marked. */
function HpTrack({ map, y }: { map: number; y: number }) {
  const top = hpTop();
  const starts = startHps();
  const x0 = (SHEET.w - PER_ROW * BOX) / 2;
  return (
    <g>
      <text x={x0} y={y} fontSize={MM.name} fontWeight="bold" fill={colourOf(map)}>
        Map {map + 1}: the castle's hit points
      </text>
      {Array.from({ length: top + 1 }, (_, hp) => {
        const x = x0 + (hp % PER_ROW) * BOX;
        const by = y + 3 + Math.floor(hp / PER_ROW) * BOX;
        const start = starts.includes(hp);
        return (
          <g key={hp} data-hp={hp}>
            <rect x={x} y={by} width={BOX} height={BOX} fill={hp === 0 ? '#fdecea' : MATERIAL.parchment} stroke={start ? colourOf(map) : PALETTE.paperEdge} strokeWidth={start ? 1 : 0.4} />
            <text x={x + BOX / 2} y={by + BOX / 2 + 2.6} textAnchor="middle" fontSize={7.5} fontWeight="bold" fill={hp === 0 ? PALETTE.danger : PALETTE.ink}>
              {hp}
            </text>
            {(hp === 0 || start) && (
              <text x={x + BOX / 2} y={by + BOX - 2} textAnchor="middle" fontSize={MM.least} fill={hp === 0 ? PALETTE.danger : PALETTE.ink}>
                {hp === 0 ? 'fallen' : 'start'}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The castles' hit point tracks, one per map, as many sheets as they need. */
export function hpSheets(maps: number): SheetSpec[] {
  const rows = Math.ceil((hpTop() + 1) / PER_ROW);
  const trackH = 10 + rows * BOX;
  const head = 30;
  const perSheet = Math.max(1, Math.floor((SHEET.h - head) / trackH));
  const sheets: SheetSpec[] = [];
  for (let first = 0; first < maps; first += perSheet) {
    const these = Array.from({ length: Math.min(perSheet, maps - first) }, (_, i) => first + i);
    sheets.push({
      id: `hit-points-${sheets.length + 1}`,
      title: 'Castle hit points',
      art: (
        <Svg w={SHEET.w} h={SHEET.h}>
          <text x={5} y={9} fontSize={MM.title} fontWeight="bold" fill={PALETTE.ink}>
            Castle hit points
          </text>
          <Lines
            lines={`One track per castle (a duel or a solo game uses map 1's). Put the castle's marker on its hit points; move it down by each soldier's value that reaches the castle and up by ${content.rules.criticalSuccessCoin} on a critical success. At 0 the castle falls. The castle's coins still show the same total.`}
            x={5}
            y={15}
            width={SHEET.w - 10}
            size={MM.small}
          />
          {these.map((map, i) => (
            <HpTrack key={map} map={map} y={head + 6 + i * trackH} />
          ))}
        </Svg>
      ),
    });
  }
  return sheets;
}

/** What turn `t` brings, in a box of the track. */
function turnNotes(t: number, last: boolean): string[] {
  const r = content.rules;
  const lap = agreed((s) => s.lapCounter);
  const notes: string[] = [];
  if (t <= lapTurns()) notes.push(`After it the Attacker takes the ${lap ? `${lap[t - 1]}c` : 'next coin'} from the lap counter.`);
  if (t === r.lastPlacementTurn) notes.push('Last turn to place new soldiers.');
  if (t === r.lastPlacementTurn + 1) notes.push('No new soldiers from now on.');
  if (t === r.defenderWinsFromTurn) notes.push('From now on an empty road wins for the Defender.');
  if (t === content.crusade.castleLossFromTurn) notes.push(`Crusade: from now on your castle loses ${content.crusade.castleLoss} HP at the end of each of your turns.`);
  if (last) notes.push('And every turn after: leave the marker here.');
  return notes;
}

/** The turn track: numbered boxes with what each turn brings. */
export function turnSheet(): SheetSpec {
  const n = turnBoxes();
  const cols = 4;
  const w = 45;
  const h = 45;
  const x0 = (SHEET.w - cols * w) / 2;
  const top = 34;
  return {
    id: 'turn-track',
    title: 'Turn track',
    art: (
      <Svg w={SHEET.w} h={SHEET.h}>
        <text x={5} y={9} fontSize={MM.title} fontWeight="bold" fill={PALETTE.ink}>
          Turn track
        </text>
        <Lines
          lines="A turn is the Attacker's turn, then the Defender's. Move the turn marker on at the end of each turn. Crusade: each player moves their own marker at the end of their own turn."
          x={5}
          y={15}
          width={SHEET.w - 10}
          size={MM.small}
        />
        {Array.from({ length: n }, (_, i) => {
          const t = i + 1;
          const x = x0 + (i % cols) * w;
          const y = top + Math.floor(i / cols) * h;
          let line = y + 15;
          return (
            <g key={t} data-turn={t}>
              <rect x={x} y={y} width={w} height={h} fill={MATERIAL.parchment} stroke={PALETTE.paperEdge} strokeWidth={0.4} />
              <text x={x + 2.5} y={y + 9} fontSize={8} fontWeight="bold" fill={PALETTE.ink}>
                {t === n ? `${t}+` : t}
              </text>
              {turnNotes(t, t === n).map((note, k) => {
                const at = line;
                line += wrap(note, w - 5, MM.small).length * MM.small * 1.25 + 1;
                return <Lines key={k} lines={note} x={x + 2.5} y={at} width={w - 5} size={MM.small} />;
              })}
            </g>
          );
        })}
      </Svg>
    ),
  };
}

/** A marker: a disc of the map's colour with what it marks. */
function Marker({ map, word }: { map: number; word: string }) {
  return (
    <Svg w={100} h={100}>
      <circle cx={50} cy={50} r={48} fill={colourOf(map)} stroke="#fff" strokeWidth={3} />
      <text x={50} y={52} textAnchor="middle" fontSize={30} fontWeight="bold" fill="#fff">
        {word}
      </text>
      <text x={50} y={76} textAnchor="middle" fontSize={17} fill="#fff">
        map {map + 1}
      </text>
    </Svg>
  );
}

/** Two markers per map: the castle's hit points and its player's turn. */
export function markers(maps: number): TokenSpec[] {
  return Array.from({ length: maps }, (_, map) => [
    { id: `hit-points-marker-${map + 1}`, shape: 'circle' as const, size: MARKER, front: <Marker map={map} word="HP" /> },
    { id: `turn-marker-${map + 1}`, shape: 'circle' as const, size: MARKER, front: <Marker map={map} word="Turn" /> },
  ]).flat();
}

import { content, type MapData } from '@ramparts/games/dice/content/index.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { boxToBox, edge } from '../../../games/dice/pieces.tsx';
import type { BoardSpec } from '../../types.ts';
import { MM, Svg, textWidth, wrap } from '../../art.tsx';

// Each map's road board at scale, drawn as the table's board draws it (road, spaces with their names, the spawn and
// the gate, tower sites with dashed arrows to the spaces they shoot) but in millimetres: a space holds a few tokens.

/** One cell of the map's grid, in millimetres: spaces are this far apart. */
export const CELL = 32;
/** A path space's half side (a square of 28 mm) and a tower site's (26 mm: a 22 mm tower token sits on it). */
const SPACE = 14;
const SITE = 13;
const MARGIN = 6;
const HEADER = 16;
const LEGEND = 12;

/** An arrowhead at (x, y) pointing along `angle` degrees, `size` mm long. */
const Head = ({ x, y, angle, size, fill }: { x: number; y: number; angle: number; size: number; fill: string }) => (
  <path d={`M${-size} ${-size * 0.6} L0 0 L${-size} ${size * 0.6} z`} fill={fill} transform={`translate(${x} ${y}) rotate(${angle})`} />
);

/** The scenarios played on a map, by name. */
const scenariosOn = (map: string): string[] => content.scenarios.filter((s) => s.map === map).map((s) => s.name);

function drawMap(map: MapData): BoardSpec {
  const all = [...map.spaces, ...map.sites];
  const minX = Math.min(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const cols = Math.max(...all.map((p) => p.x)) - minX + 1;
  const rows = Math.max(...all.map((p) => p.y)) - minY + 1;
  const width = Math.max(cols * CELL, 150) + 2 * MARGIN;
  const height = HEADER + rows * CELL + LEGEND + MARGIN;
  const at = (p: { x: number; y: number }) => ({ x: MARGIN + (p.x - minX) * CELL + CELL / 2, y: HEADER + (p.y - minY) * CELL + CELL / 2 });
  const pos = Object.fromEntries(all.map((p) => [p.id, at(p)]));

  const road = map.spaces.flatMap((s) =>
    s.next.map((n) => {
      const a = pos[s.id];
      const b = pos[n];
      const rad = Math.atan2(b.y - a.y, b.x - a.x);
      const angle = (rad * 180) / Math.PI;
      const back = edge(SPACE, Math.cos(rad), Math.sin(rad)) + 0.4;
      return (
        <g key={`road ${s.id}-${n}`}>
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={PALETTE.roadEdge} strokeWidth={9} strokeLinecap="round" />
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={PALETTE.road} strokeWidth={7.5} strokeLinecap="round" />
          {/* The way enemies walk: an arrowhead just before the next space (a road's middle may lie under a tower site). */}
          <Head x={b.x - Math.cos(rad) * back} y={b.y - Math.sin(rad) * back} angle={angle} size={3.2} fill={PALETTE.goldDark} />
        </g>
      );
    }),
  );

  const arrows = map.sites.flatMap((t) =>
    t.links.map((l) => {
      const { x1, y1, x2, y2, ux, uy } = boxToBox(pos[t.id], pos[l], { half: SITE, gap: 0.5 }, { half: SPACE, gap: 0.6 });
      return (
        <g key={`link ${t.id}-${l}`}>
          <line x1={x1} y1={y1} x2={x2 - ux * 1.6} y2={y2 - uy * 1.6} stroke={PALETTE.danger} strokeWidth={0.5} strokeDasharray="1.4 0.9" />
          <Head x={x2} y={y2} angle={(Math.atan2(uy, ux) * 180) / Math.PI} size={2} fill={PALETTE.danger} />
        </g>
      );
    }),
  );

  const spaces = map.spaces.map((s) => {
    const { x, y } = pos[s.id];
    const gate = s.id === map.gate;
    const spawn = s.id === map.spawn;
    const fork = s.next.length > 1;
    const tags = [...(gate ? ['gate'] : []), ...(spawn ? ['spawn'] : []), ...(fork ? ['fork'] : [])];
    return (
      <g key={s.id} data-space={s.id}>
        <rect x={x - SPACE} y={y - SPACE} width={2 * SPACE} height={2 * SPACE} rx={3.5} fill={gate ? PALETTE.stone : PALETTE.road} stroke={gate ? PALETTE.stoneDark : spawn ? PALETTE.danger : PALETTE.roadEdge} strokeWidth={spawn ? 0.8 : 0.5} strokeDasharray={spawn ? '2 1' : undefined} />
        {gate && (
          <g>
            <path d={`M${x - SPACE + 1.5} ${y - SPACE + 0.5}v-2.5h3v1.8h3v-1.8h3v1.8h3v-1.8h3v1.8h3v-1.8h3v1.8h3v-1.8h2.5v2.5`} fill={PALETTE.stone} stroke={PALETTE.stoneDark} strokeWidth={0.35} />
            <path d={`M${x - 6} ${y + SPACE}v-6a6 6 0 0 1 12 0v6`} fill="#c8955a" fillOpacity={0.45} stroke={PALETTE.stoneDark} strokeWidth={0.35} />
          </g>
        )}
        <text x={x - SPACE + 1.6} y={y - SPACE + 4.4} fontSize={MM.stat} fontWeight="bold" fill={PALETTE.ink}>
          {s.id}
        </text>
        {tags.map((tag, i) => (
          <text key={tag} x={x + SPACE - 1.6} y={y - SPACE + 4.2 + i * 3.2} textAnchor="end" fontSize={MM.small} fontWeight={tag !== 'fork' ? 'bold' : undefined} fill={tag === 'spawn' ? PALETTE.danger : PALETTE.ink}>
            {tag}
          </text>
        ))}
        {/* Where the road leads from here, in words too (a road may run under a tower site). */}
        {!gate && (
          <text x={x + SPACE - 1.6} y={y + SPACE - 1.6} textAnchor="end" fontSize={MM.least} fill={PALETTE.inkSoft}>
            {`to ${s.next.join(' or ')}`}
          </text>
        )}
      </g>
    );
  });

  const sites = map.sites.map((t) => {
    const { x, y } = pos[t.id];
    const from = t.adjacent.join(', ');
    const rows = textWidth(`build from ${from}`, MM.least) <= 2 * SITE - 2 ? [`build from ${from}`] : ['build from', ...wrap(from, 2 * SITE - 2, MM.least)];
    return (
      <g key={t.id} data-site={t.id}>
        <rect x={x - SITE} y={y - SITE} width={2 * SITE} height={2 * SITE} rx={2.2} fill="#e6efd9" stroke="#6f8f4e" strokeWidth={0.5} strokeDasharray="1.8 1" />
        <text x={x} y={y - 5} textAnchor="middle" fontSize={MM.stat} fontWeight="bold" fill="#3f5a28">
          {t.id}
        </text>
        <text x={x} y={y - 1} textAnchor="middle" fontSize={MM.least} fill="#3f5a28">
          tower site
        </text>
        <text x={x} y={y + 4} textAnchor="middle" fontSize={MM.least} fill="#3f5a28">
          {`shoots ${t.links.join(', ')}`}
        </text>
        {rows.map((r, i) => (
          <text key={i} x={x} y={y + 7.4 + i * 2.8} textAnchor="middle" fontSize={MM.least} fill="#3f5a28">
            {r}
          </text>
        ))}
      </g>
    );
  });

  const played = scenariosOn(map.id);
  const legendY = HEADER + rows * CELL + 3;
  return {
    id: `map ${map.id}`,
    title: map.name,
    width,
    height,
    art: (
      <Svg w={width} h={height}>
        <rect x={0} y={0} width={width} height={height} fill={PALETTE.grass} />
        <rect x={0} y={0} width={width} height={HEADER - 3} fill={PALETTE.paper} />
        <text x={MARGIN} y={8.5} fontSize={MM.name * 1.2} fontWeight="bold" fill={PALETTE.ink}>
          {map.name}
        </text>
        <text x={width - MARGIN} y={8.5} textAnchor="end" fontSize={MM.small} fill={PALETTE.inkSoft}>
          {played.length ? `Played in ${played.join(', ')}` : ''}
        </text>
        {road}
        {arrows}
        {spaces}
        {sites}
        <rect x={0} y={legendY - 1} width={width} height={LEGEND + MARGIN - 2} fill={PALETTE.paper} />
        <text x={MARGIN} y={legendY + 3.4} fontSize={MM.small} fill={PALETTE.ink}>
          Enemies arrive on the spawn and walk the road the way its arrows point; at a fork a group splits evenly.
        </text>
        <text x={MARGIN} y={legendY + 7.6} fontSize={MM.small} fill={PALETTE.ink}>
          A tower site's red arrows point at the spaces its tower shoots; a hero on a space it lists after "build from" may build, upgrade or mount it.
        </text>
      </Svg>
    ),
  };
}

/** One board per map of the content. */
export const mapBoards = (): BoardSpec[] => content.maps.map(drawMap);

import { crystalMapProblems } from '@ramparts/games/crystal/content/map-checks.ts';
import { hexName } from '@ramparts/games/crystal/hex.ts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { hexPoints, side } from '../../games/crystal/geometry.ts';
import { HEX_FILL } from '../../games/crystal/pieces.tsx';
import * as edit from './crystal-edits.ts';
import type { CrystalMap, CrystalPlace } from './crystal-edits.ts';
import { MapChecks, MapSaid, mapFilesOf, MapPicker, mapProblems } from './MapChecks.tsx';
import { useSaid } from './said.ts';
import type { MapEditorProps, MapProblemShown } from './types.ts';

/** Hex radius in the drawing. */
const S = 26;
const PAD = 6;
const SQRT3 = Math.sqrt(3);


/** What a click on a hex does. */
type Tool = 'toggle' | 'player-spawn' | 'enemy-spawn' | 'crystal' | 'select';
const TOOLS: [Tool, string][] = [
  ['toggle', 'turns it on or off'],
  ['player-spawn', 'makes it a player spawn (or floor again)'],
  ['enemy-spawn', 'makes it an enemy spawn (or floor again)'],
  ['crystal', 'makes it part of the crystal (or floor again)'],
  ['select', 'only selects it'],
];

const placeName = (p: CrystalPlace): string => (p.kind === 'hex' ? `Hex ${p.name}` : `Wall ${p.a}–${p.b}`);


/**
 * The Crystal Defenders map editor (issue #32): the hex map drawn as the board draws it, a click on a hex turns it
 * on or off (or makes it a spawn or the crystal, as the chosen tool says), a click on the edge between two hexes puts
 * a wall there or takes it away; the selected hex's changes are buttons too. Each edit sets the map file through the
 * studio, and the map's checks are listed beside it as it is drawn.
 */
export function CrystalMapEditor({ files, problems, readOnly, set }: MapEditorProps) {
  const maps = mapFilesOf(files);
  const [file, setFile] = useState(maps[0]?.file ?? '');
  const [selected, setSelected] = useState<string | null>(null);
  const [tool, setTool] = useState<Tool>('toggle');
  const ids = useId();
  const svg = useRef<SVGSVGElement>(null);
  const map = files[file] as CrystalMap | undefined;
  const [said, say, unsay] = useSaid(map);
  if (!map) return null;

  const board = edit.boardOfMap(map);
  const current = selected && board.hex(selected) ? board.hex(selected)! : null;
  // The map is one stop of the Tab key: the arrow keys move from hex to hex (along the row, to the row above or
  // below), Enter or the space bar acts on one as a click does.
  const stop = current?.name ?? board.hexes[0]?.name;
  const onKey = (h: { name: string; col: number; row: number }) => (e: KeyboardEvent) => {
    const step: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const m = step[e.key];
    if (m) {
      e.preventDefault();
      const to = hexName(h.col + m[0], h.row + m[1]);
      if (!board.hex(to)) return;
      setSelected(to);
      // At once, not on the next frame: a key pressed right after (Enter) must reach the hex the arrow moved to.
      svg.current?.querySelector<SVGGElement>(`[data-hex="${to}"]`)?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      clickHex(h.name);
    }
  };
  const own: MapProblemShown<CrystalPlace>[] = crystalMapProblems(map).map((p) => ({ message: p.message, place: edit.placeOfProblem(map, p.path) }));
  const shown = mapProblems(own, file, problems);
  const badHex = new Set(own.flatMap((p) => (p.place?.kind === 'hex' ? [p.place.name] : [])));
  const badWall = (a: string, b: string) => own.some((p) => p.place?.kind === 'wall' && ((p.place.a === a && p.place.b === b) || (p.place.a === b && p.place.b === a)));

  const apply = (next: CrystalMap, words: string) => {
    if (readOnly || next === map) return;
    set(file, next);
    say(words, next);
  };
  const kindWords = (name: string) => edit.KIND_WORDS[edit.kindOf(map, name) ?? 'floor'];
  const setKind = (name: string, next: CrystalMap) => apply(next, `${name} is now ${edit.KIND_WORDS[edit.kindOf(next, name) ?? 'floor']} (it was ${kindWords(name)}).`);
  const wallWords = (a: string, b: string) => (edit.hasWall(map, a, b) ? `Took the wall between ${a} and ${b} away.` : `Put a wall between ${a} and ${b}.`);

  const clickHex = (name: string) => {
    setSelected(name);
    if (tool === 'toggle') setKind(name, edit.toggleHex(map, name));
    else if (tool !== 'select') setKind(name, edit.toggleKind(map, name, tool));
  };

  const xs = board.hexes.map((h) => h.x);
  const ys = board.hexes.map((h) => h.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const width = (Math.max(...xs) - minX + SQRT3) * S + 2 * PAD;
  const height = (Math.max(...ys) - minY + 2) * S + 2 * PAD;
  const at = (h: { x: number; y: number }) => ({ x: PAD + (h.x - minX + SQRT3 / 2) * S, y: PAD + (h.y - minY + 1) * S });

  const hexes = board.hexes.map((h) => {
    const { x, y } = at(h);
    const on = current?.name === h.name;
    const bad = badHex.has(h.name);
    const label = `${h.name}: ${edit.KIND_WORDS[h.kind]}${bad ? '; it has a problem' : ''}`;
    return (
      <g key={h.name} data-hex={h.name} data-kind={h.kind} role="button" tabIndex={h.name === stop ? 0 : -1} aria-label={label} aria-pressed={on} className="map-place" onClick={() => clickHex(h.name)} onKeyDown={onKey(h)}>
        <polygon points={hexPoints(x, y, S - 1)} fill={HEX_FILL[h.kind]} stroke={bad ? '#dc2626' : on ? '#2563eb' : '#a8a29e'} strokeWidth={bad || on ? 3 : 1} />
        {h.kind === 'crystal' && <path d={`M${x} ${y - 11}l7 9-7 9-7-9z`} fill="#7c3aed" />}
        {h.kind === 'player-spawn' && <circle cx={x} cy={y + 5} r={6} fill="#2563eb" />}
        {h.kind === 'enemy-spawn' && <path d={`M${x - 7} ${y + 11}l7-12 7 12z`} fill="#dc2626" />}
        <text x={x} y={y - (h.kind === 'floor' || h.kind === 'blocked' ? -4 : 6)} textAnchor="middle" fontSize="10" fill={h.kind === 'blocked' ? '#fafaf9' : '#1c1917'}>
          {h.name}
        </text>
      </g>
    );
  });

  // Every edge between two hexes, once (from the hex whose side faces east, south-east or south-west): a click
  // there puts a wall on it or takes one away.
  const edges = board.hexes.flatMap((h) =>
    [0, 1, 2].flatMap((dir) => {
      const n = board.neighbors(h.name)[dir];
      if (!n) return [];
      const { x, y } = at(h);
      const e = side(x, y, S, dir);
      const wall = edit.hasWall(map, h.name, n);
      const bad = wall && badWall(h.name, n);
      return [
        <g key={`${h.name}-${n}`} className="map-edge" data-edge={`${h.name}-${n}`} onClick={readOnly ? undefined : () => apply(edit.toggleWall(map, h.name, n), wallWords(h.name, n))}>
          <title>{wall ? `The wall between ${h.name} and ${n}: click to take it away` : `The edge between ${h.name} and ${n}: click to put a wall there`}</title>
          {wall && <line {...e} stroke={bad ? '#dc2626' : '#1c1917'} strokeWidth={6} strokeLinecap="round" />}
          <line {...e} stroke="transparent" strokeWidth={9} />
        </g>,
      ];
    }),
  );

  const neighbours = current ? board.neighbors(current.name).flatMap((n, dir) => (n ? [{ n, dir }] : [])) : [];
  const kind = current ? current.kind : null;

  return (
    <section className="map-editor crystal-map-editor" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>The map</h2>
      <p className="meta">Click a hex (or Tab to the map, move with the arrow keys and press Enter) to change it as the choice below says; click the edge between two hexes to put a wall there or take it away. The selected hex’s changes, its walls too, are the buttons under the map.</p>
      <MapPicker id={`${ids}-map`} maps={maps} value={file} onChange={(f) => (setFile(f), setSelected(null), unsay())} />
      <fieldset className="map-tools" disabled={readOnly}>
        <legend>A click on a hex</legend>
        {TOOLS.map(([t, words]) => (
          <label key={t}>
            <input type="radio" name={`${ids}-tool`} checked={tool === t} onChange={() => setTool(t)} /> {words}
          </label>
        ))}
      </fieldset>
      <div className="map-layout">
        <svg ref={svg} className="map-drawing" viewBox={`0 0 ${width} ${height}`} role="group" aria-label={`${String(map.name ?? 'The map')}: ${board.hexes.length} hexes, ${map.walls.length} walls`}>
          {hexes}
          {edges}
        </svg>
        <div className="map-side">
          <MapChecks problems={shown} placeWords={placeName} onPlace={(p) => setSelected(p.kind === 'hex' ? p.name : p.a)} passText="Every check passes: heroes and enemies can walk from every spawn to the crystal." />
          <MapSaid said={said} />
        </div>
      </div>
      {!current && <p className="meta">No hex selected.</p>}
      {current && kind && (
        <fieldset className="map-actions" disabled={readOnly}>
          <legend>
            Selected: hex {current.name}, {edit.KIND_WORDS[kind]}
          </legend>
          <p>
            <button type="button" onClick={() => setKind(current.name, edit.toggleHex(map, current.name))}>
              {kind === 'blocked' ? `Turn ${current.name} on` : `Turn ${current.name} off`}
            </button>
            {(['floor', 'player-spawn', 'enemy-spawn'] as const)
              .filter((k) => k !== kind)
              .map((k) => (
                <button key={k} type="button" onClick={() => setKind(current.name, edit.setKind(map, current.name, k))}>
                  Make {current.name} {edit.KIND_WORDS[k]}
                </button>
              ))}
            {kind !== 'crystal' && (
              <button type="button" onClick={() => setKind(current.name, edit.setKind(map, current.name, 'crystal'))}>
                Add {current.name} to the crystal
              </button>
            )}
            <button type="button" onClick={() => apply(edit.moveCrystal(map, current.name), `The whole crystal is now on ${current.name}.`)}>
              Move the whole crystal to {current.name}
            </button>
          </p>
          <p>
            <strong>Walls:</strong>{' '}
            {neighbours.map(({ n, dir }) => (
              <button key={n} type="button" onClick={() => apply(edit.toggleWall(map, current.name, n), wallWords(current.name, n))}>
                {edit.hasWall(map, current.name, n) ? 'Remove the wall' : 'Add a wall'} on the {edit.SIDE_WORDS[dir]} side (toward {n})
              </button>
            ))}
          </p>
        </fieldset>
      )}
    </section>
  );
}

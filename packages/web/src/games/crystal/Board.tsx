import { crystal } from '@ramparts/games/crystal/index.ts';
import { Pickable, BoardInWords } from '../common/svg.tsx';
import { useState, type ReactNode } from 'react';
import type { CrystalView, Target } from '@ramparts/games/crystal/state.ts';
import { useNarrow } from '../common/narrow.ts';
import { ZoomDrawing } from '../common/ZoomDrawing.tsx';
import { ArtDefs, LEAST_TYPE, MATERIAL, PALETTE } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import type { BoardProps } from '../types.ts';
import { boardFor, coverage, coverageOf, hexPoints, side } from './geometry.ts';
import { label } from './keys.ts';
import { panel as drawPanel } from './Panel.tsx';
import { DefenseToken, EnemyToken, HEX_FILL, HeroToken } from './pieces.tsx';
import { defenseText, enemyText, heroText, plural } from './words.ts';

const MARGIN = 10;
/** The map's title bar on a screen; a phone has none: the zoomed map would cut its words, so they are in the panel (#31.2). */
const HEADER = 26;
const headerFor = (narrow: boolean) => (narrow ? 4 : HEADER);
/** Hex radius on a wide screen; a phone fits the map to its width. */
const HEX = 34;
const PHONE_WIDTH = 390;
const SQRT3 = Math.sqrt(3);
/** The panel beside the map on a desktop: two columns of boxes, wide enough for a defense's name and cost on a button. */
const SIDE_PANEL_W = 400;
/** The panel under the map on a phone, drawn at the screen's width: about one unit to a CSS px. */
const PHONE_PANEL_W = 380;
/** The room a desktop table leaves its board (CSS px, at 1280×800): the shape the board is drawn for. */
const LANDSCAPE = { w: 900, h: 610 };

const HEX_WORDS: Record<string, string> = {
  floor: '',
  blocked: ': blacked out, walled off — nothing enters it and nothing is built there',
  crystal: ': the crystal — it cannot be entered; any enemy attack on it loses the game',
  'player-spawn': ': a player spawn (+) — heroes enter and respawn here; nothing is built here',
  'enemy-spawn': ': an enemy spawn (!) — enemies arrive here, may share it, and cannot be targeted or damaged on it',
};

/**
 * A token drawn over its hex, beside the hex's button (one control never holds another): a click on the token that
 * is not its own pick goes to the hex when the hex is offered (walking onto a trap, say).
 */
function Over({ hexKey, next, onPick, children }: { hexKey: string; next: ReadonlySet<string>; onPick(k: string): void; children: ReactNode }) {
  return (
    <g
      onClick={(e) => {
        const own = (e.target as Element).closest('[data-key]');
        if (!(own && e.currentTarget.contains(own)) && next.has(hexKey)) onPick(hexKey);
      }}
    >
      {children}
    </g>
  );
}

/** The hex an enemy's target stands on (the crystal: its first hex). */
function targetHex(v: CrystalView, t: Target, crystal: readonly string[]): string | null {
  if (t.kind === 'crystal') return crystal[0] ?? null;
  if (t.kind === 'hero') return v.heroes[t.hero]?.at ?? null;
  return v.defenses.find((d) => d.id === t.id)?.at ?? null;
}

const ends = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });

/** Where the map goes: the hex size and each hex centre's pixel position, the map centred in the drawing's width. */
function layout(v: CrystalView, narrow: boolean) {
  const board = boardFor(v);
  const xs = board.hexes.map((h) => h.x);
  const ys = board.hexes.map((h) => h.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX + SQRT3;
  const spanY = Math.max(...ys) - minY + 2;
  const size = narrow ? Math.min(HEX, (PHONE_WIDTH - 2 * MARGIN) / spanX) : HEX;
  const mapWidth = spanX * size;
  const width = Math.max(mapWidth, narrow ? PHONE_WIDTH - 2 * MARGIN : 640) + 2 * MARGIN;
  const left = (width - mapWidth) / 2;
  return {
    board,
    size,
    width,
    header: headerFor(narrow),
    height: headerFor(narrow) + spanY * size,
    at: (h: { x: number; y: number }) => ({ x: left + (h.x - minX + SQRT3 / 2) * size, y: headerFor(narrow) + (h.y - minY + 1) * size }),
  };
}

/** Crystal Defenders: the hex map (walls, spawns, crystal, defenses, enemies, heroes), then the panel under it. */
export function CrystalBoard(props: BoardProps<CrystalView>) {
  const { view: v, next, onPick, chosen } = props;
  const screenNarrow = useNarrow();
  const narrow = props.narrow ?? screenNarrow;
  const [focus, setFocus] = useState<number | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const [hunter, setHunter] = useState<number | null>(null);
  const L = layout(v, narrow);
  const { board, size: s } = L;

  // A defense being placed: its hex and kind (chosen so far), whose facings are offered on the board.
  const placing = chosen.find((k) => k.startsWith('hex:'))?.slice(4) ?? null;
  const building = chosen.find((k) => k.startsWith('build:'))?.slice(6) ?? null;
  const focused = v.defenses.find((d) => d.id === focus);
  const lit = new Set(
    building && placing && preview !== null ? coverageOf(v, building, placing, preview) : focused ? coverage(v, focused) : [],
  );

  const heroIndex = (name: string) => v.heroes.findIndex((h) => h.at === name);
  const entering = v.heroes.some((h) => h.out === 'place' && !h.done);
  const selectedHero = chosen.find((k) => k.startsWith('hero:'));

  const hexes = board.hexes.map((h) => {
    const { x, y } = L.at(h);
    const key = `hex:${h.name}`;
    const picked = next.has(key);
    const hi = heroIndex(h.name);
    const hero = hi >= 0 ? v.heroes[hi] : null;
    const enemies = v.enemies.filter((e) => e.at === h.name);
    const defense = v.defenses.find((d) => d.at === h.name);
    const onSpawn = h.kind === 'enemy-spawn';
    const contents = [
      hero ? heroText(v, hero, hi) : '',
      defense ? defenseText(defense, coverage(v, defense).length) : '',
      ...enemies.map((e) => enemyText(v, e, onSpawn)),
    ].filter(Boolean);
    const name = `${h.name}${HEX_WORDS[h.kind]}${contents.length ? `. ${contents.join(' ')}` : ''}`;
    return (
      <g key={h.name} data-hex={h.name}>
        <Pickable pickKey={key} next={next} onPick={onPick} label={picked ? `${label(key, v)}. ${name}` : name}>
          <polygon
            points={hexPoints(x, y, s - 0.5)}
            fill={picked ? '#fff1cc' : HEX_FILL[h.kind]}
            stroke={picked ? PALETTE.pick : chosen.includes(key) ? '#111' : PALETTE.roadEdge}
            strokeWidth={picked ? 3 : chosen.includes(key) ? 3 : 1}
            strokeDasharray={chosen.includes(key) ? '5 3' : undefined}
            className={picked ? 'box' : undefined}
          />
          {lit.has(h.name) && <polygon className="reach" points={hexPoints(x, y, s - 4)} fill="#facc15" opacity={0.4} stroke="#ca8a04" strokeWidth={1.5} pointerEvents="none" />}
          {!narrow && (h.kind === 'floor' || h.kind === 'enemy-spawn') && !hero && !defense && enemies.length === 0 && (
            <text x={x} y={y - 0.45 * s} textAnchor="middle" fontSize={LEAST_TYPE} fill={PALETTE.inkSoft}>
              {h.name}
            </text>
          )}
          {h.kind === 'crystal' && (
            <g pointerEvents="none" filter={MATERIAL.shadow}>
              {/* A cut crystal: a long diamond with a lit facet. */}
              <path d={`M${x} ${y - 0.7 * s}L${x + 0.4 * s} ${y - 0.1 * s}L${x} ${y + 0.7 * s}L${x - 0.4 * s} ${y - 0.1 * s}z`} fill="#38bdf8" stroke="#0369a1" strokeWidth={1.5} />
              <path d={`M${x} ${y - 0.7 * s}L${x + 0.4 * s} ${y - 0.1 * s}L${x} ${y + 0.05 * s}z`} fill="#e0f2fe" opacity={0.8} />
            </g>
          )}
          {h.kind === 'player-spawn' && !hero && !(picked && entering) && (
            <text x={x} y={y + 0.22 * s} textAnchor="middle" fontSize={Math.max(LEAST_TYPE, 0.7 * s)} fontWeight="bold" fill="#1d4ed8">
              +
            </text>
          )}
          {h.kind === 'player-spawn' && !hero && picked && entering && (
            <text x={x} y={y + 0.2 * s} textAnchor="middle" fontSize={Math.max(LEAST_TYPE, 0.3 * s)} fontWeight="bold" fill="#1d4ed8">
              enter
            </text>
          )}
          {onSpawn && enemies.length === 0 && (
            <text x={x} y={y + 0.22 * s} textAnchor="middle" fontSize={Math.max(LEAST_TYPE, 0.7 * s)} fontWeight="bold" fill="#b91c1c">
              !
            </text>
          )}
        </Pickable>
          {defense && (
            <Over hexKey={key} next={next} onPick={onPick}>
              <g onMouseEnter={() => setFocus(defense.id)} onMouseLeave={() => setFocus((f) => (f === defense.id ? null : f))} onFocus={() => setFocus(defense.id)} onBlur={() => setFocus(null)} data-defense={defense.id}>
                <Pickable pickKey={`defense:${defense.id}`} next={next} onPick={onPick} label={`${next.has(`defense:${defense.id}`) ? `${label(`defense:${defense.id}`, v)}. ` : ''}${defenseText(defense, coverage(v, defense).length)}`}>
                  {next.has(`defense:${defense.id}`) && <polygon points={hexPoints(x, y, 0.9 * s)} fill="none" stroke={PALETTE.pick} strokeWidth={3} className="box" />}
                  <Piece id={`defense:${defense.id}`} x={x} y={y} sig={`${defense.health}/${defense.cooldown}`}>
                    <DefenseToken x={0} y={0} s={s} d={defense} under={Boolean(hero || enemies.length)} />
                  </Piece>
                </Pickable>
              </g>
            </Over>
          )}
          {enemies.length > 0 && (
            <Over hexKey={key} next={next} onPick={onPick}>
              {onSpawn ? (
                <Piece id={`enemy:${enemies[0].id}`} x={x} y={y} sig={enemies.length} tip={`${plural(enemies.length, 'enemy')} on the spawn ${h.name}, safe until they move: ${enemies.map((e) => enemyText(v, e, true)).join(' ')}`}>
                  <g aria-label={enemies.map((e) => enemyText(v, e, true)).join(' ')} role="img">
                    <EnemyToken x={0} y={0} s={s} e={enemies[0]} count={enemies.length} />
                  </g>
                </Piece>
              ) : (
                <g onMouseEnter={() => setHunter(enemies[0].id)} onMouseLeave={() => setHunter((x) => (x === enemies[0].id ? null : x))} data-enemy={enemies[0].id}>
                <Pickable pickKey={`enemy:${enemies[0].id}`} next={next} onPick={onPick} label={`${next.has(`enemy:${enemies[0].id}`) ? `${label(`enemy:${enemies[0].id}`, v)}. ` : ''}${enemyText(v, enemies[0], false)}`}>
                  {next.has(`enemy:${enemies[0].id}`) && <circle cx={x} cy={y} r={0.72 * s} fill="none" stroke={PALETTE.pick} strokeWidth={3} className="box" />}
                  <Piece id={`enemy:${enemies[0].id}`} x={x} y={y} sig={enemies[0].health}>
                    <EnemyToken x={0} y={0} s={s} e={enemies[0]} count={1} />
                  </Piece>
                </Pickable>
                </g>
              )}
            </Over>
          )}
          {hero && (
            <Over hexKey={key} next={next} onPick={onPick}>
              <Pickable pickKey={`hero:${hi}`} next={next} onPick={onPick} label={`${next.has(`hero:${hi}`) ? `${label(`hero:${hi}`, v)}. ` : ''}${heroText(v, hero, hi)}`}>
                {next.has(`hero:${hi}`) && <circle cx={x} cy={y} r={0.68 * s} fill="none" stroke={PALETTE.pick} strokeWidth={3} className="box" />}
                <Piece id={`hero:${hi}`} x={x} y={y} sig={hero.health}>
                  <HeroToken x={0} y={0} s={s} hero={hero.hero} seat={hero.seat} health={hero.health} selected={selectedHero === `hero:${hi}`} />
                </Piece>
              </Pickable>
            </Over>
          )}
      </g>
    );
  });

  // Walls: thick lines on the shared sides (each drawn once, from the hex whose name sorts first).
  const walls = board.map.walls.map(([a, b]) => {
    const ha = board.hex(a);
    const hb = board.hex(b);
    if (!ha || !hb) return null;
    const dir = [0, 1, 2, 3, 4, 5].find((d) => board.neighbors(a)[d] === b);
    if (dir === undefined) return null;
    const { x, y } = L.at(ha);
    const e = side(x, y, s, dir);
    return (
      <g key={`${a}-${b}`} data-tip={`A wall between ${a} and ${b}: nothing walks, shoots or sees through it (Wyverns fly over, Forceful defenses shoot through)`}>
        {/* Stone: a dark course under a lighter one. */}
        <line {...e} stroke={PALETTE.ink} strokeWidth={Math.max(5, 0.2 * s)} strokeLinecap="round" />
        <line {...e} stroke={PALETTE.stone} strokeWidth={Math.max(2, 0.08 * s)} strokeLinecap="round" strokeDasharray="5 3" />
      </g>
    );
  });

  // While a defense is being placed: an arrow on each offered facing of its hex; hovering one previews its coverage.
  const facings =
    placing && building
      ? [0, 1, 2, 3, 4, 5]
          .filter((f) => next.has(`facing:${f}`))
          .map((f) => {
            const h = board.hex(placing)!;
            const { x, y } = L.at(h);
            const a = ((60 * f) * Math.PI) / 180;
            const [ux, uy] = [Math.cos(a), Math.sin(a)];
            const tip = { x: x + ux * 1.25 * s, y: y + uy * 1.25 * s };
            const base = { x: x + ux * 0.8 * s, y: y + uy * 0.8 * s };
            const l = { x: base.x - uy * 0.28 * s, y: base.y + ux * 0.28 * s };
            const r = { x: base.x + uy * 0.28 * s, y: base.y - ux * 0.28 * s };
            const key = `facing:${f}`;
            return (
              <g key={key} onMouseEnter={() => setPreview(f)} onMouseLeave={() => setPreview((p) => (p === f ? null : p))} onFocus={() => setPreview(f)} onBlur={() => setPreview(null)}>
                <Pickable pickKey={key} next={next} onPick={onPick} label={`${label(key, v)}: covers ${coverageOf(v, building, placing, f).join(', ') || 'nothing'}`}>
                  <polygon points={`${tip.x},${tip.y} ${l.x},${l.y} ${r.x},${r.y}`} fill={PALETTE.pick} stroke="#7c2d12" strokeWidth={1.5} className="box" />
                  {/* A finger's target round the arrow (#31.2): as wide as the gap between two arrows allows. */}
                  <circle cx={(tip.x + base.x) / 2} cy={(tip.y + base.y) / 2} r={0.48 * s} fill="transparent" />
                </Pickable>
              </g>
            );
          })
      : [];

  // Hovering an enemy: a dashed line to what it is after.
  const hunted = v.enemies.find((e) => e.id === hunter);
  const prey = hunted?.aggro ? targetHex(v, hunted.aggro, board.crystal) : null;
  const chase =
    hunted && prey && board.hex(prey) ? (
      <line className="aggro" {...ends(L.at(board.hex(hunted.at)!), L.at(board.hex(prey)!))} stroke="#b91c1c" strokeWidth={2.5} strokeDasharray="6 4" pointerEvents="none" />
    ) : null;

  const mapBottom = L.height;
  const map = (
    <>
      <ArtDefs />
      <rect x={0} y={0} width={L.width} height={mapBottom + 4} fill={MATERIAL.grass} rx={8} />
      {!narrow && (
        <>
          <rect x={0} y={0} width={L.width} height={L.header - 2} fill={MATERIAL.parchment} rx={8} />
          <text x={MARGIN} y={18} fontSize="14" fontWeight="bold" fill={PALETTE.ink}>
            {board.map.name} · wave {v.wave} of {v.wavesToWin} · mana {v.mana}
            {v.difficulty !== 'rulebook' ? ` · ${v.difficulty}` : ''}
          </text>
        </>
      )}
      {hexes}
      <g>{walls}</g>
      {chase}
      {facings}
    </>
  );
  const words = (
    <BoardInWords text={crystal.renderText(v, props.seat)} />
  );
  // A phone: the map alone zooms and pans (ZoomDrawing); the panel is drawn under it at the screen's width, its
  // buttons a finger's size by themselves (#31.2).
  if (narrow) {
    // The map's name heads the panel (the wave and the mana are in its boxes and the status line).
    const title = `${board.map.name}${v.difficulty !== 'rulebook' ? ` · ${v.difficulty}` : ''}`;
    const under = drawPanel({ v, next, onPick, chosen, seat: props.seat, top: 0, width: PHONE_PANEL_W, narrow, title, onPreview: setPreview });
    return (
      <div>
        <ZoomDrawing>
          <svg viewBox={`0 0 ${L.width} ${mapBottom + 4}`} className="board crystal-board" role="group" aria-label="Crystal Defenders board">
            {map}
          </svg>
        </ZoomDrawing>
        <svg viewBox={`0 0 ${PHONE_PANEL_W} ${under.bottom}`} className="board-panel crystal-panel" role="group" aria-label="Crystal Defenders: wave, mana, spawn deck and heroes">
          {under.node}
        </svg>
        {words}
      </div>
    );
  }
  // A desktop screen is wider than tall: the panel (wave, mana, heroes) stands beside the map when that draws the
  // board larger on a landscape screen (many heroes), else under it (#31.1).
  // Decided on the panel without a move's choices, so the board does not change its arrangement in the middle of a move.
  const drawn = (beside: boolean, picked: readonly string[]) => drawPanel({ v, next, onPick, chosen: picked, seat: props.seat, top: beside ? 0 : mapBottom + 8, width: beside ? SIDE_PANEL_W : L.width, narrow, side: beside, onPreview: setPreview });
  const fits = (w: number, h: number) => Math.min(LANDSCAPE.w / w, LANDSCAPE.h / h);
  const beside = fits(L.width + 8 + SIDE_PANEL_W, Math.max(mapBottom + 4, drawn(true, []).bottom) + 6) > fits(L.width, drawn(false, []).bottom + 10);
  const panel = drawn(beside, chosen);
  const boxW = beside ? L.width + 8 + SIDE_PANEL_W : L.width;
  const boxH = beside ? Math.max(mapBottom + 4, panel.bottom) + 6 : panel.bottom + 10;
  return (
    <div>
      <svg viewBox={`0 0 ${boxW} ${boxH}`} className="board crystal-board" role="group" aria-label="Crystal Defenders board">
        {map}
        {beside ? <g transform={`translate(${L.width + 8} 0)`}>{panel.node}</g> : panel.node}
      </svg>
      {words}
    </div>
  );
}

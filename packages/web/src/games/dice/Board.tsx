import { content } from '@ramparts/games/dice/content/index.ts';
import * as diceMap from '@ramparts/games/dice/map.ts';
import { dice } from '@ramparts/games/dice/index.ts';
import { Pickable, BoardInWords } from '../common/svg.tsx';
import { useState, type ReactNode } from 'react';
import type { DiceView } from '@ramparts/games/dice/view.ts';
import { useNarrow } from '../common/narrow.ts';
import { ZoomDrawing } from '../common/ZoomDrawing.tsx';
import { ArtDefs, LEAST_TYPE, MATERIAL, PALETTE } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import type { BoardProps } from '../types.ts';
import { label } from './keys.ts';
import { panel as drawPanel } from './Panel.tsx';
import { Rolls } from './Rolls.tsx';
import { Icon } from '../common/Icon.tsx';
import { BOSS_COLOUR, boxToBox, Coin, Die, ENEMY_COLOURS, EnemyChip, HeroToken, TOWER_COLOURS, towerIcon } from './pieces.tsx';
import { bossText, heroText, minionText, towerText } from './words.ts';

/** One cell of the map's grid; a path space is drawn a little smaller, so the road and arrows show between cells. */
export const CELL = 128;
const SPACE = 50;
const SITE = 38;
const MARGIN = 10;
const HEADER = 30;
/** The panel under the map on a phone, drawn at the screen's width: about one unit to a CSS px. */
const PHONE_PANEL_W = 380;


/** Where the map's grid goes: the road left to right, or (on a phone) top to bottom, the grid turned on its diagonal. */
function grid(map: ReturnType<typeof content.map>, narrow: boolean) {
  const all = [...map.spaces, ...map.sites];
  const minX = Math.min(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const spanX = Math.max(...all.map((p) => p.x)) - minX + 1;
  const spanY = Math.max(...all.map((p) => p.y)) - minY + 1;
  const [cols, rows] = narrow ? [spanY, spanX] : [spanX, spanY];
  return {
    width: cols * CELL,
    height: rows * CELL,
    at: (p: { x: number; y: number }) => {
      const [c, r] = narrow ? [p.y - minY, p.x - minX] : [p.x - minX, p.y - minY];
      return { x: MARGIN + c * CELL + CELL / 2, y: HEADER + r * CELL + CELL / 2 };
    },
  };
}

/**
 * Pieces drawn over a space, beside the space's button (one control never holds another): a click on a piece that
 * is not its own pick goes to the space when the space is offered (walking onto a space with enemies on it).
 */
function Over({ spaceKey, next, onPick, children }: { spaceKey: string; next: ReadonlySet<string>; onPick(k: string): void; children: ReactNode }) {
  return (
    <g
      onClick={(e) => {
        const own = (e.target as Element).closest('[data-key]');
        if (!(own && e.currentTarget.contains(own)) && next.has(spaceKey)) onPick(spaceKey);
      }}
    >
      {children}
    </g>
  );
}

/** Gate Defense: the map (road, spaces, sites, towers, enemies, heroes, the gate's dice), then gold, deck, heroes and a legend. */
export function DiceBoard(props: BoardProps<DiceView>) {
  const { view: v, next, onPick, chosen } = props;
  const screenNarrow = useNarrow();
  const narrow = props.narrow ?? screenNarrow;
  const [focus, setFocus] = useState<string | null>(null);
  const board = diceMap.boardOf(v.map);
  const map = board.data;
  const g = grid(map, narrow);
  const width = Math.max(g.width, narrow ? 370 : 600) + 2 * MARGIN;
  const acting = v.current >= 0 ? v.heroes[v.current] : null;
  const pos = Object.fromEntries([...map.spaces, ...map.sites].map((p) => [p.id, g.at(p)]));

  const reachOf = (site: string): string[] => {
    const t = v.towers.find((x) => x.site === site);
    if (!t) return board.site[site].links;
    const kind = content.tower(t.tower);
    const man = v.heroes.find((h) => h.tower === site);
    // Mongo in a Mage Tower: it also reaches the spaces next to its linked spaces.
    const reach = man && content.hero(man.id).mageReach && t.tower === 'mage' ? 'linked-and-adjacent' : kind.reach;
    return diceMap.reachOf(board, site, reach);
  };
  const lit = new Set(focus ? reachOf(focus) : []);
  // A stack has no identity of its own: the stacks of one kind are known by their rank from the gate, which a march
  // keeps (a new stack arrives at the spawn, behind the others), so each glides to its next space.
  const stackId = (enemy: string, space: string): string => {
    const ranked = v.minions.filter((m) => m.enemy === enemy && m.count > 0).sort((a, b) => (board.toGate[a.space] ?? 0) - (board.toGate[b.space] ?? 0) || a.space.localeCompare(b.space));
    return `stack:${enemy}:${ranked.findIndex((m) => m.space === space)}`;
  };
  const shooters = (space: string) => v.towers.filter((t) => reachOf(t.site).includes(space)).map((t) => t.site);

  const road = map.spaces.flatMap((s) =>
    s.next.map((n) => {
      const a = pos[s.id];
      const b = pos[n];
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
      return (
        <g key={`${s.id}-${n}`} pointerEvents="none">
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={PALETTE.roadEdge} strokeWidth={34} strokeLinecap="round" />
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={PALETTE.road} strokeWidth={28} strokeLinecap="round" />
          <path d="M-6 -8 L6 0 L-6 8 z" fill={PALETTE.goldDark} transform={`translate(${mx} ${my}) rotate(${angle})`} />
        </g>
      );
    }),
  );

  const arrows = map.sites.flatMap((t) =>
    t.links.map((l) => {
      const { x1, y1, x2, y2 } = boxToBox(pos[t.id], pos[l], { half: SITE, gap: 2 }, { half: SPACE, gap: 3 });
      const on = focus === t.id;
      return (
        <line
          key={`${t.id}-${l}`}
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          stroke={on ? '#dc2626' : '#6b7280'}
          strokeWidth={on ? 3 : 1.6}
          strokeDasharray={on ? undefined : '4 3'}
          markerEnd={on ? 'url(#dice-arrow-on)' : 'url(#dice-arrow)'}
        />
      );
    }),
  );

  const spaces = map.spaces.map((s) => {
    const { x, y } = pos[s.id];
    const key = `space:${s.id}`;
    const here = v.heroes.filter((h) => h.space === s.id);
    const bosses = v.bosses.filter((b) => b.space === s.id);
    const minions = v.minions.filter((m) => m.space === s.id && m.count > 0);
    const gate = s.id === map.gate;
    const fork = s.next.length > 1;
    const tag = gate ? 'gate' : s.id === map.spawn ? 'spawn' : fork ? 'fork' : '';
    const shot = shooters(s.id);
    // The words the space shows (its id and tag), first in its spoken name.
    const shownSpace = `${s.id}${tag ? ` ${tag}` : ''}`;
    const name = `Space ${s.id}${gate ? ', the gate: an enemy reaching it strikes the strongest gate die' : s.id === map.spawn ? ', the spawn: new enemies arrive here' : ''}${fork ? `, a crossroads: groups split towards ${s.next.join(' and ')}` : ''}${s.next.length && !gate ? `; leads to ${s.next.join(' and ')}` : ''}${shot.length ? `; in reach of ${shot.join(', ')}` : ''}`;
    const picked = next.has(key);
    // Enemy chips under the heroes (from the top when none stands here), two to a row or three when crowded; a boss takes a whole row.
    const crowded = bosses.length * 2 + minions.length > (here.length ? 4 : 6);
    const perRow = crowded ? 3 : 2;
    const chipW = crowded ? 29 : 45;
    // A chip's height: its picture as large as the space allows (three rows of 22 fit, or two under the heroes).
    const chipH = crowded ? 18 : 22;
    let slot = 0;
    // A boss chip is two chips wide (its code and health when crowded, else its name and the whole row).
    const chipAt = (wide: boolean) => {
      if (wide && slot % perRow > perRow - 2) slot += perRow - (slot % perRow);
      const at = { x: x - 47 + (slot % perRow) * (chipW + (crowded ? 3.5 : 4)), y: y + (here.length ? (crowded ? 6 : -3) : crowded ? -22 : -25) + Math.floor(slot / perRow) * (chipH + 3) };
      slot += wide ? 2 : 1;
      return at;
    };
    return (
      <g key={s.id} data-space={s.id}>
        <Pickable pickKey={key} next={next} onPick={onPick} shown={shownSpace} label={picked ? `${label(key, v)}. ${name}` : name}>
          <rect
            x={x - SPACE}
            y={y - SPACE}
            width={2 * SPACE}
            height={2 * SPACE}
            rx={14}
            fill={gate ? MATERIAL.stone : PALETTE.road}
            stroke={picked ? PALETTE.pick : gate ? PALETTE.stoneDark : s.id === map.spawn ? PALETTE.danger : PALETTE.roadEdge}
            strokeWidth={picked ? 4 : 2}
            strokeDasharray={s.id === map.spawn && !picked ? '6 3' : undefined}
            className={picked ? 'box' : undefined}
          />
          {gate && (
            <g pointerEvents="none">
              {/* Battlements over the gate's arch: the gate drawn as a gate. */}
              <path d={`M${x - SPACE + 6} ${y - SPACE + 2}v-8h10v6h10v-6h10v6h10v-6h10v6h10v-6h10v6h10v-6h8v8`} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} />
              <path d={`M${x - 16} ${y + 16}v-14a16 16 0 0 1 32 0v14`} fill={MATERIAL.wood} stroke={PALETTE.stoneDark} strokeWidth={1.5} opacity={0.55} />
            </g>
          )}
          {lit.has(s.id) && <rect className="reach" x={x - SPACE + 4} y={y - SPACE + 4} width={2 * SPACE - 8} height={2 * SPACE - 8} rx={11} fill="none" stroke="#dc2626" strokeWidth={3} strokeDasharray="6 3" pointerEvents="none" />}
          <text x={x - SPACE + 7} y={y - SPACE + 16} fontSize="13" fontWeight="bold" fill={PALETTE.ink}>
            {s.id}
          </text>
          {tag && (
            <text x={x + SPACE - 7} y={y - SPACE + 15} textAnchor="end" fontSize={LEAST_TYPE} fill={tag === 'spawn' ? PALETTE.danger : PALETTE.ink} fontWeight={tag === 'gate' ? 'bold' : undefined}>
              {/* A leading space: read together with the id ("N4 fork"), as its name says it. */}
              {` ${tag}`}
            </text>
          )}
        </Pickable>
        {/* The pieces on the space: beside its button, not inside it (one control never holds another). */}
        <Over spaceKey={key} next={next} onPick={onPick}>
          {here.map((h, i) => {
            const hx = x - (here.length - 1) * 10 + i * 20;
            return (
              // High on the space, so its middle (where a click to walk there lands) stays free.
              <Piece key={h.id} id={`hero:${h.id}`} x={hx} y={y - 27} sig={h.health} tip={heroText(h, acting?.id === h.id)} className="dice-hero">
                <g aria-label={heroText(h, acting?.id === h.id)} role="img">
                  <HeroToken x={0} y={0} r={9} id={h.id} seat={h.seat} acting={acting?.id === h.id} />
                  <Die x={-6} y={10} size={12} face={h.health} fill="#fee2e2" />
                </g>
              </Piece>
            );
          })}
        </Over>
          {bosses.map((b) => {
            const at = chipAt(true);
            const k = `enemy:${s.id}:${b.boss}`;
            const e = content.enemy(b.boss);
            return (
              <Over key={b.boss} spaceKey={key} next={next} onPick={onPick}>
                <Pickable pickKey={k} next={next} onPick={onPick} label={`${next.has(k) ? `${label(k, v)}. ` : ''}${bossText(b.boss, b.health, s.id)}`}>
                  <Piece id={`boss:${b.boss}`} x={at.x} y={at.y} sig={b.health}>
                    <EnemyChip x={0} y={0} w={crowded ? 2 * chipW + 3.5 : 94} h={chipH} enemy={b.boss} health={b.health} name={crowded ? undefined : e.name} fill={BOSS_COLOUR} ring={next.has(k)} boss />
                  </Piece>
                </Pickable>
              </Over>
            );
          })}
          {minions.map((m) => {
            const at = chipAt(false);
            const k = `enemy:${s.id}:${m.enemy}`;
            const e = content.enemy(m.enemy);
            return (
              <Over key={m.enemy} spaceKey={key} next={next} onPick={onPick}>
                <Pickable pickKey={k} next={next} onPick={onPick} label={`${next.has(k) ? `${label(k, v)}. ` : ''}${minionText(m.enemy, m.count, s.id)}`}>
                  <Piece id={stackId(m.enemy, s.id)} x={at.x} y={at.y} sig={m.count}>
                    <EnemyChip x={0} y={0} w={chipW} h={chipH} enemy={m.enemy} count={m.count} fill={ENEMY_COLOURS[e.type] ?? '#444'} ring={next.has(k)} />
                  </Piece>
                </Pickable>
              </Over>
            );
          })}
          {gate && (
            <Over spaceKey={key} next={next} onPick={onPick}>
              <Pickable pickKey="gate" next={next} onPick={onPick} label={`${next.has('gate') ? `${label('gate', v)}. ` : ''}Gate dice: ${v.gate.join(', ') || 'fallen, none left'}. An enemy at the gate strikes the strongest die for its damage; a die at 0 is gone for good.`}>
                {next.has('gate') && <rect x={x - 48} y={y + 18} width={96} height={28} rx={6} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={3} className="box" />}
                <Piece id="gate-dice" x={x} y={y + 22} sig={v.gate.join(' ')}>
                  {v.gate.map((d, i) => (
                    <Die key={i} x={-(v.gate.length * 23 - 3) / 2 + i * 23} y={0} size={20} face={d} />
                  ))}
                </Piece>
                {v.gate.length === 0 && (
                  <text x={x} y={y + 37} textAnchor="middle" fontSize={LEAST_TYPE} fill="#b91c1c" fontWeight="bold">
                    fallen
                  </text>
                )}
              </Pickable>
            </Over>
          )}
      </g>
    );
  });

  const sites = map.sites.map((t) => {
    const { x, y } = pos[t.id];
    const key = `site:${t.id}`;
    const tower = v.towers.find((w) => w.site === t.id);
    const man = v.heroes.find((h) => h.tower === t.id);
    const pile = v.piles[t.id] ?? 0;
    const picked = next.has(key);
    const kind = tower ? content.tower(tower.tower) : null;
    // The words the site shows, first in its name.
    const shown = kind && tower ? `${kind.name.split(' ')[0]} ${t.id} · level ${tower.level}` : `${t.id} ${picked ? 'build here' : 'empty site'}`;
    const text = tower ? towerText(tower, reachOf(t.id), man) : `Empty tower site ${t.id}: a tower built here shoots ${t.links.join(' and ')}; a hero on ${t.adjacent.join(' or ')} may build it.`;
    return (
      <g key={t.id} data-site={t.id} onMouseEnter={() => setFocus(t.id)} onMouseLeave={() => setFocus((f) => (f === t.id ? null : f))} onFocus={() => setFocus(t.id)} onBlur={() => setFocus(null)}>
        <Pickable pickKey={key} next={next} onPick={onPick} shown={shown} label={`${picked ? `${label(key, v)}. ` : ''}${text}`}>
          <rect
            x={x - SITE}
            y={y - SITE}
            width={2 * SITE}
            height={2 * SITE}
            rx={8}
            fill={kind ? MATERIAL.stone : '#e6efd9'}
            filter={kind ? MATERIAL.shadow : undefined}
            stroke={chosen[0] === key ? '#111' : picked ? PALETTE.pick : kind ? PALETTE.stoneDark : '#6f8f4e'}
            strokeWidth={picked || chosen[0] === key ? 4 : 1.5}
            strokeDasharray={kind || picked ? undefined : '5 3'}
            className={picked ? 'box' : undefined}
          />
          {kind && tower ? (
            <Piece id={`tower:${t.id}`} x={x} y={y} sig={tower.level}>
              {/* Stone walls under a banner in the tower's colour: its name; the die shows its level. */}
              <rect x={-SITE + 3} y={-SITE + 3} width={2 * SITE - 6} height={17} rx={4} fill={TOWER_COLOURS[kind.id]} />
              <path d={`M${-SITE + 3} ${-SITE + 24}h${2 * SITE - 6}`} stroke={PALETTE.stoneDark} strokeDasharray="8 4" strokeWidth={3} />
              <text x={0} y={-SITE + 15} textAnchor="middle" fontSize={LEAST_TYPE} fontWeight="bold" fill="#fff">
                {kind.name.split(' ')[0]}
              </text>
              {/* The tower's picture on its colour, the die beside it its level. */}
              <circle cx={-12} cy={4} r={15} fill={TOWER_COLOURS[kind.id]} stroke="#fff" strokeWidth={1.5} />
              <Icon icon={towerIcon(kind.id)} x={-12} y={4} size={22} />
              <Die x={7} y={-6} size={20} face={tower.level} />
              {/* A phone's zoomed map shows the site alone (its die says the level): the longer words were cut at the frame's edge. */}
              <text x={0} y={SITE - 5} textAnchor="middle" fontSize={LEAST_TYPE} fontWeight="bold" fill={PALETTE.ink}>
                {/* The leading space keeps the words read out "Archery T6", as the site's name says (axe: label-content-name-mismatch). */}
                {narrow ? ` ${t.id}` : ` ${t.id} · level ${tower.level}`}
              </text>
            </Piece>
          ) : (
            <>
              <text x={x} y={y - 2} textAnchor="middle" fontSize="13" fontWeight="bold" fill="#3f5a28">
                {t.id}
              </text>
              <text x={x} y={y + 14} textAnchor="middle" fontSize={LEAST_TYPE} fill="#3f5a28">
                {picked ? ' build here' : ' empty site'}
              </text>
            </>
          )}
        </Pickable>
        {man && (
          <Piece id={`hero:${man.id}`} x={x + SITE + 4} y={y - SITE + 4} sig={man.health} tip={heroText(man, acting?.id === man.id)} className="dice-hero">
            <g aria-label={heroText(man, acting?.id === man.id)} role="img">
              <HeroToken x={0} y={0} r={10} id={man.id} seat={man.seat} acting={acting?.id === man.id} />
              <Die x={-7} y={12} size={14} face={man.health} fill="#fee2e2" />
            </g>
          </Piece>
        )}
        {pile > 0 && (
          <Piece id={`pile:${t.id}`} x={x - SITE - 2} y={y + SITE + 2} sig={pile} tip={`${pile} gold by ${t.id}, waiting for a hero in or beside the tower to claim it (even passing by)`}>
            <g aria-label={`${pile} gold by ${t.id}, waiting for a hero in or beside the tower to claim it`} role="img">
              <Coin x={0} y={0} r={12} n={pile} />
            </g>
          </Piece>
        )}
      </g>
    );
  });

  const mapBottom = HEADER + g.height;
  const heading = `${v.scenario.name} · ${map.name} · round ${v.round}${v.difficulty !== 'rulebook' ? ` · ${v.difficulty}` : ''}`;
  const titleW = narrow ? 0 : heading.length * 8 + 16;
  const drawing = (
    <>
      <ArtDefs />
      <defs>
        <marker id="dice-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#6b7280" />
        </marker>
        <marker id="dice-arrow-on" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#dc2626" />
        </marker>
      </defs>
      <rect x={0} y={0} width={width} height={mapBottom + 4} fill={MATERIAL.grass} rx={8} />
      <rect x={0} y={0} width={width} height={HEADER - 2} fill={MATERIAL.parchment} rx={8} />
      {/* A phone's zoomed map would cut the title: it heads the panel there, and the strip holds the dice alone (#31.2). */}
      {!narrow && (
        <text x={MARGIN} y={20} fontSize="14" fontWeight="bold" fill={PALETTE.ink}>
          {heading}
        </text>
      )}
      {/* The last move's dice, in the title strip's free end (#31.6). */}
      <Rolls x={MARGIN + titleW} y={0} width={width - MARGIN * 2 - titleW} h={HEADER - 2} />
      {road}
      <g pointerEvents="none">{arrows}</g>
      {spaces}
      {sites}
    </>
  );
  const words = (
    <BoardInWords text={dice.renderText(v, props.seat)} />
  );
  // A phone: the map alone zooms and pans (ZoomDrawing); the panel is drawn under it at the screen's width, its
  // buttons a finger's size by themselves (#31.2).
  if (narrow) {
    const under = drawPanel({ v, next, onPick, chosen, top: 0, width: PHONE_PANEL_W, narrow, title: heading });
    return (
      <div>
        <ZoomDrawing>
          <svg viewBox={`0 0 ${width} ${mapBottom + 4}`} className="board dice-board" role="group" aria-label="Gate Defense board">
            {drawing}
          </svg>
        </ZoomDrawing>
        <svg viewBox={`0 0 ${PHONE_PANEL_W} ${under.bottom}`} className="board-panel dice-panel" role="group" aria-label="Gate Defense: gold, deck and heroes">
          {under.node}
        </svg>
        {words}
      </div>
    );
  }
  const panel = drawPanel({ v, next, onPick, chosen, top: mapBottom + 10, width, narrow });
  return (
    <div>
      <svg viewBox={`0 0 ${width} ${panel.bottom + 10}`} className="board dice-board" role="group" aria-label="Gate Defense board">
        {drawing}
        {panel.node}
      </svg>
      {words}
    </div>
  );
}

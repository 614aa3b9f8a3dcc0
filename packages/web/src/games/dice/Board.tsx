import { diceContent as content, diceMap, findGame } from '@ramparts/games';
import { useState, type ReactNode } from 'react';
import type { DiceView } from '@ramparts/games/dice/view.ts';
import { useNarrow } from '../common/narrow.ts';
import { Pickable } from '../common/svg.tsx';
import type { BoardProps } from '../types.ts';
import { label } from './keys.ts';
import { panel as drawPanel } from './Panel.tsx';
import { BOSS_COLOUR, Coin, Die, ENEMY_COLOURS, EnemyChip, HeroToken } from './pieces.tsx';
import { bossText, heroText, minionText, towerText } from './words.ts';

/** One cell of the map's grid; a path space is drawn a little smaller, so the road and arrows show between cells. */
export const CELL = 128;
const SPACE = 50;
const SITE = 38;
const MARGIN = 10;
const HEADER = 30;

const TOWER_COLOURS: Record<string, string> = { archery: '#3d6b35', swordsmen: '#4b5563', bombers: '#a34a06', mage: '#5b21b6', stables: '#7c4a1e', trebuchet: '#1f2937' };

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

/** Where a line from a box's centre towards (dx, dy) leaves a square box of half-side `half`. */
const edge = (half: number, dx: number, dy: number) => half / Math.max(Math.abs(dx), Math.abs(dy));

/** Clicks (and Enter) on a piece that is picked itself must not also reach the space it stands on. */
const Own = ({ children }: { children: ReactNode }) => (
  <g onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
    {children}
  </g>
);

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
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#d8c289" strokeWidth={26} strokeLinecap="round" />
          <path d="M-6 -8 L6 0 L-6 8 z" fill="#7a5c1e" transform={`translate(${mx} ${my}) rotate(${angle})`} />
        </g>
      );
    }),
  );

  const arrows = map.sites.flatMap((t) =>
    t.links.map((l) => {
      const a = pos[t.id];
      const b = pos[l];
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      const s0 = edge(SITE, ux, uy) + 2;
      const s1 = edge(SPACE, ux, uy) + 3;
      const on = focus === t.id;
      return (
        <line
          key={`${t.id}-${l}`}
          x1={a.x + ux * s0}
          y1={a.y + uy * s0}
          x2={b.x - ux * s1}
          y2={b.y - uy * s1}
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
    const name = `Space ${s.id}${gate ? ', the gate: an enemy reaching it strikes the strongest gate die' : s.id === map.spawn ? ', the spawn: new enemies arrive here' : ''}${fork ? `, a crossroads: groups split towards ${s.next.join(' and ')}` : ''}${s.next.length && !gate ? `; leads to ${s.next.join(' and ')}` : ''}${shot.length ? `; in reach of ${shot.join(', ')}` : ''}`;
    const picked = next.has(key);
    // Enemy chips under the heroes (from the top when none stands here), two to a row or three when crowded; a boss takes a whole row.
    const crowded = bosses.length * 2 + minions.length > (here.length ? 4 : 6);
    const perRow = crowded ? 3 : 2;
    const chipW = crowded ? 29 : 45;
    let slot = 0;
    // A boss chip is two chips wide (its code and health when crowded, else its name and the whole row).
    const chipAt = (wide: boolean) => {
      if (wide && slot % perRow > perRow - 2) slot += perRow - (slot % perRow);
      const at = { x: x - 47 + (slot % perRow) * (chipW + (crowded ? 3.5 : 4)), y: y + (here.length ? 6 : -22) + Math.floor(slot / perRow) * 21 };
      slot += wide ? 2 : 1;
      return at;
    };
    return (
      <g key={s.id} data-space={s.id}>
        <Pickable pickKey={key} next={next} onPick={onPick} label={picked ? `${label(key, v)}. ${name}` : name}>
          <rect
            x={x - SPACE}
            y={y - SPACE}
            width={2 * SPACE}
            height={2 * SPACE}
            rx={14}
            fill={gate ? '#cfd3d8' : '#f3e6c2'}
            stroke={picked ? '#f59e0b' : gate ? '#4b5563' : s.id === map.spawn ? '#b91c1c' : '#b39556'}
            strokeWidth={picked ? 4 : 2}
            strokeDasharray={s.id === map.spawn && !picked ? '6 3' : undefined}
            className={picked ? 'box' : undefined}
          />
          {gate && <path d={`M${x - SPACE + 6} ${y - SPACE + 2}v-8h10v6h10v-6h10v6h10v-6h10v6h10v-6h10v6h10v-6h8v8`} fill="#9ca3af" stroke="#4b5563" />}
          {lit.has(s.id) && <rect className="reach" x={x - SPACE + 4} y={y - SPACE + 4} width={2 * SPACE - 8} height={2 * SPACE - 8} rx={11} fill="none" stroke="#dc2626" strokeWidth={3} strokeDasharray="6 3" pointerEvents="none" />}
          <text x={x - SPACE + 7} y={y - SPACE + 16} fontSize="13" fontWeight="bold" fill="#3b2f14">
            {s.id}
          </text>
          {tag && (
            <text x={x + SPACE - 7} y={y - SPACE + 15} textAnchor="end" fontSize="11" fill={tag === 'spawn' ? '#b91c1c' : '#4b5563'} fontWeight={tag === 'gate' ? 'bold' : undefined}>
              {tag}
            </text>
          )}
          {here.map((h, i) => {
            const hx = x - (here.length - 1) * 10 + i * 20;
            return (
              <g key={h.id} aria-label={heroText(h, acting?.id === h.id)}>
                <title>{heroText(h, acting?.id === h.id)}</title>
                <HeroToken x={hx} y={y - 19} r={9} id={h.id} seat={h.seat} acting={acting?.id === h.id} />
                <Die x={hx - 6.5} y={y - 8} size={13} face={h.health} fill="#fee2e2" />
              </g>
            );
          })}
          {bosses.map((b) => {
            const at = chipAt(true);
            const k = `enemy:${s.id}:${b.boss}`;
            return (
              <Own key={b.boss}>
                <Pickable pickKey={k} next={next} onPick={onPick} label={next.has(k) ? `${label(k, v)}: ${bossText(b.boss, b.health, s.id)}` : bossText(b.boss, b.health, s.id)}>
                  <EnemyChip x={at.x} y={at.y} w={crowded ? 2 * chipW + 3.5 : 94} h={18} text={`${crowded ? content.enemy(b.boss).code : content.enemy(b.boss).name} ♥${b.health}`} fill={BOSS_COLOUR} ring={next.has(k)} boss />
                </Pickable>
              </Own>
            );
          })}
          {minions.map((m) => {
            const at = chipAt(false);
            const k = `enemy:${s.id}:${m.enemy}`;
            const e = content.enemy(m.enemy);
            return (
              <Own key={m.enemy}>
                <Pickable pickKey={k} next={next} onPick={onPick} label={next.has(k) ? `${label(k, v)}: ${minionText(m.enemy, m.count, s.id)}` : minionText(m.enemy, m.count, s.id)}>
                  <EnemyChip x={at.x} y={at.y} w={chipW} h={18} text={crowded ? `${e.code}${m.count}` : `${e.code}×${m.count}`} fill={ENEMY_COLOURS[e.type] ?? '#444'} ring={next.has(k)} />
                </Pickable>
              </Own>
            );
          })}
          {gate && (
            <Own>
              <Pickable pickKey="gate" next={next} onPick={onPick} label={`${next.has('gate') ? `${label('gate', v)}. ` : ''}Gate dice: ${v.gate.join(', ') || 'none left'}. An enemy at the gate strikes the strongest die for its damage; a die at 0 is gone for good.`}>
                {next.has('gate') && <rect x={x - 48} y={y + 18} width={96} height={28} rx={6} fill="#fff1cc" stroke="#f59e0b" strokeWidth={3} className="box" />}
                {v.gate.map((d, i) => (
                  <Die key={i} x={x - (v.gate.length * 23 - 3) / 2 + i * 23} y={y + 22} size={20} face={d} />
                ))}
                {v.gate.length === 0 && (
                  <text x={x} y={y + 37} textAnchor="middle" fontSize="12" fill="#b91c1c" fontWeight="bold">
                    fallen
                  </text>
                )}
              </Pickable>
            </Own>
          )}
        </Pickable>
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
    const text = tower ? towerText(tower, reachOf(t.id), man) : `Empty tower site ${t.id}: a tower built here shoots ${t.links.join(' and ')}; a hero on ${t.adjacent.join(' or ')} may build it.`;
    return (
      <g key={t.id} data-site={t.id} onMouseEnter={() => setFocus(t.id)} onMouseLeave={() => setFocus((f) => (f === t.id ? null : f))} onFocus={() => setFocus(t.id)} onBlur={() => setFocus(null)}>
        <Pickable pickKey={key} next={next} onPick={onPick} label={picked ? `${label(key, v)}: ${text}` : text}>
          <rect
            x={x - SITE}
            y={y - SITE}
            width={2 * SITE}
            height={2 * SITE}
            rx={8}
            fill={kind ? TOWER_COLOURS[kind.id] : '#e6efd9'}
            stroke={chosen[0] === key ? '#111' : picked ? '#f59e0b' : kind ? '#111' : '#6f8f4e'}
            strokeWidth={picked || chosen[0] === key ? 4 : 1.5}
            strokeDasharray={kind || picked ? undefined : '5 3'}
            className={picked ? 'box' : undefined}
          />
          {kind && tower ? (
            <>
              <text x={x} y={y - 22} textAnchor="middle" fontSize="11" fontWeight="bold" fill="#fff">
                {kind.name.split(' ')[0]}
              </text>
              <Die x={x - 13} y={y - 15} size={26} face={tower.level} />
              <text x={x} y={y + 29} textAnchor="middle" fontSize="11" fill="#fff">
                {t.id}
              </text>
            </>
          ) : (
            <>
              <text x={x} y={y - 2} textAnchor="middle" fontSize="13" fontWeight="bold" fill="#3f5a28">
                {t.id}
              </text>
              <text x={x} y={y + 14} textAnchor="middle" fontSize="11" fill="#3f5a28">
                {picked ? 'build here' : 'empty site'}
              </text>
            </>
          )}
        </Pickable>
        {man && (
          <g aria-label={heroText(man, acting?.id === man.id)}>
            <title>{heroText(man, acting?.id === man.id)}</title>
            <HeroToken x={x + SITE + 4} y={y - SITE + 4} r={10} id={man.id} seat={man.seat} acting={acting?.id === man.id} />
            <Die x={x + SITE - 3} y={y - SITE + 16} size={14} face={man.health} fill="#fee2e2" />
          </g>
        )}
        {pile > 0 && (
          <g aria-label={`${pile} gold by ${t.id}, waiting for a hero in or beside the tower to claim it`}>
            <title>{`${pile} gold by ${t.id}, waiting for a hero in or beside the tower to claim it (even passing by)`}</title>
            <Coin x={x - SITE - 2} y={y + SITE + 2} r={12} n={pile} />
          </g>
        )}
      </g>
    );
  });

  const mapBottom = HEADER + g.height;
  const panel = drawPanel({ v, next, onPick, chosen, top: mapBottom + 10, width, narrow });
  return (
    <div>
      <svg viewBox={`0 0 ${width} ${panel.bottom + 10}`} className="board dice-board" role="img" aria-label="Gate Defense board">
        <defs>
          <marker id="dice-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill="#6b7280" />
          </marker>
          <marker id="dice-arrow-on" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill="#dc2626" />
          </marker>
        </defs>
        <rect x={0} y={0} width={width} height={mapBottom + 4} fill="#eef3e6" rx={8} />
        <text x={MARGIN} y={20} fontSize="14" fontWeight="bold" fill="#1f2937">
          {v.scenario.name} · {map.name} · round {v.round}
          {v.difficulty !== 'normal' ? ` · ${v.difficulty}` : ''}
        </text>
        {road}
        <g pointerEvents="none">{arrows}</g>
        {spaces}
        {sites}
        {panel.node}
      </svg>
      <details className="words">
        <summary>The board in words</summary>
        <pre className="text-board">{findGame('dice')!.renderText(v, props.seat)}</pre>
      </details>
    </div>
  );
}

import { content } from '@ramparts/games/crystal/content/index.ts';
import type { ReactNode } from 'react';
import type { CrystalView, DefenseState, EnemyState } from '@ramparts/games/crystal/state.ts';
import { ArtDefs, MATERIAL, PALETTE } from '../common/art.tsx';
import { boardFor, coverageOf, hexPoints } from './geometry.ts';
import { DefenseToken, EnemyToken, HeroToken } from './pieces.tsx';

// Small drawings for the rules page, made of the board's own tokens and the rules' own geometry.

function Figure({ w, h, label, caption, children }: { w: number; h: number; label: string; caption: string; children: ReactNode }) {
  return (
    <figure className="rules-figure" style={{ margin: '0.8rem 0' }}>
      <svg viewBox={`0 0 ${w} ${h}`} width="100%" style={{ maxWidth: w * 1.4 }} role="img" aria-label={label}>
        <ArtDefs />
        {children}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

const S = 26;
const enemy = (id: string, over: Partial<EnemyState> = {}): EnemyState => ({ id: 1, enemy: id, at: 'A1', health: content.enemy(id).health, flipped: false, damagedBy: [], aggro: null, stunned: 0, weakened: false, confused: false, calmed: false, ...over });
const defense = (id: string, over: Partial<DefenseState> = {}): DefenseState => ({ id: 1, defense: id, owner: 0, at: 'A1', facing: 0, health: content.defense(id).health, cooldown: 0, ...over });

/** A token's name on two lines, split after its first ": " or ", " ("Squire," / "8 health"). */
export function nameLines(name: string): string[] {
  const at = name.search(/[:,] /);
  return at < 0 ? [name] : [name.slice(0, at + 1), name.slice(at + 2)];
}

/** The tokens, side by side, each named. */
export function TokensFigure() {
  const turret = content.defenses.find((d) => d.kind === 'turret')!;
  const foe = content.enemies[0];
  const flyer = content.enemies.find((e) => e.abilities.includes('flying')) ?? foe;
  const hero = content.heroes[0];
  const items: { x: number; draw: ReactNode; name: string }[] = [
    { x: 40, draw: <HeroToken x={0} y={0} s={S} hero={hero.id} seat={0} health={hero.kit.health} />, name: `${hero.name}, ${hero.kit.health} health` },
    { x: 130, draw: <DefenseToken x={0} y={0} s={S} d={defense(turret.id)} />, name: turret.name },
    { x: 220, draw: <DefenseToken x={0} y={0} s={S} d={defense(turret.id, { cooldown: 2 })} />, name: 'face down, 2 turns' },
    { x: 300, draw: <EnemyToken x={0} y={0} s={S} e={enemy(foe.id)} count={1} />, name: foe.name },
    { x: 370, draw: <EnemyToken x={0} y={0} s={S} e={enemy(flyer.id)} count={1} />, name: 'blue: it flies' },
  ];
  return (
    <Figure w={420} h={98} label="The tokens: a hero, a defense face up and face down, a walking and a flying enemy" caption="The tokens, each a picture: a hero (on a disc in its player's colour, health on the red badge); a defense (on a hexagon, its health on the red badge, its yellow sides the way it shoots), grey with ⟳ while it cools down; an enemy (health on the white badge; blue ones fly over walls).">
      <rect width={420} height={98} fill={MATERIAL.parchment} rx={8} />
      {items.map((it) => (
        <g key={it.name}>
          <g transform={`translate(${it.x} 34)`}>{it.draw}</g>
          {/* Two short lines ("HT:" over "Harpoon Turret"): one long line ran into its neighbour's (#31). */}
          <text x={it.x} y={76} textAnchor="middle" fontSize={9.5} fill={PALETTE.ink}>
            {nameLines(it.name).map((line, i) => (
              <tspan key={i} x={it.x} dy={i === 0 ? 0 : 11}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
    </Figure>
  );
}

/** A turret on the first map with the hexes it covers lit, by the rules' own coverage. */
export function CoverageFigure() {
  const map = content.maps[0];
  const view = { map: map.id } as CrystalView;
  const board = boardFor(view);
  const turret = content.defenses.find((d) => d.kind === 'turret' && d.range >= 2) ?? content.defenses.find((d) => d.kind === 'turret')!;
  // The floor hex with the most floor around it: the example is not cut by the map's edge.
  const floor = board.hexes.filter((h) => h.kind === 'floor');
  const around = (h: (typeof floor)[number]) => board.hexes.filter((o) => Math.hypot(o.x - h.x, o.y - h.y) < 3.5 * Math.sqrt(3) && o.kind === 'floor').length;
  const at = floor.reduce((a, b) => (around(b) > around(a) ? b : a));
  const facing = 0;
  const lit = new Set(coverageOf(view, turret.id, at.name, facing));
  const near = board.hexes.filter((h) => Math.hypot(h.x - at.x, h.y - at.y) < 3.2 * Math.sqrt(3));
  const cx = 210;
  const cy = 100;
  const pos = (h: { x: number; y: number }) => ({ x: cx + (h.x - at.x) * S, y: cy + (h.y - at.y) * S });
  return (
    <Figure w={420} h={200} label={`A ${turret.name} facing east lights the ${lit.size} hexes it covers`} caption={`What a defense covers: this ${turret.name} (range ${turret.range}) faces east; the yellow hexes are the ones it can shoot, within its range, in the wedges of its yellow sides, and not behind walls or blacked-out hexes. On the board, hovering a defense lights its cover, and while you place one, hovering a facing arrow shows the cover it would have.`}>
      <rect width={420} height={200} fill={MATERIAL.grass} rx={8} />
      {near.map((h) => {
        const p = pos(h);
        return (
          <g key={h.name}>
            <polygon points={hexPoints(p.x, p.y, S - 0.5)} fill={h.kind === 'blocked' ? PALETTE.stoneDark : h.kind === 'floor' ? PALETTE.road : h.kind === 'crystal' ? '#bae6fd' : h.kind === 'player-spawn' ? '#bfdbfe' : '#fecaca'} stroke={PALETTE.roadEdge} />
            {lit.has(h.name) && <polygon points={hexPoints(p.x, p.y, S - 4)} fill="#facc15" opacity={0.5} stroke="#ca8a04" />}
          </g>
        );
      })}
      <DefenseToken x={cx} y={cy} s={S} d={defense(turret.id, { at: at.name, facing })} />
    </Figure>
  );
}

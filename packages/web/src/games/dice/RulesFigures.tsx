import type { ReactNode } from 'react';
import { ArtDefs, MATERIAL, PALETTE } from '../common/art.tsx';
import { BOSS_COLOUR, Coin, Die, ENEMY_COLOURS, EnemyChip, HeroToken } from './pieces.tsx';

// Small drawings for the rules page, made of the board's own pieces and materials, so a newcomer meets on the
// page exactly what the board will show.

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

/** A road space as the board draws it: a square of road with its name. */
function Space({ x, y, name, kind }: { x: number; y: number; name: string; kind?: 'spawn' | 'gate' }) {
  return (
    <g>
      <rect x={x - 30} y={y - 30} width={60} height={60} rx={10} fill={kind === 'gate' ? MATERIAL.stone : PALETTE.road} stroke={kind === 'spawn' ? PALETTE.danger : kind === 'gate' ? PALETTE.stoneDark : PALETTE.roadEdge} strokeWidth={2} strokeDasharray={kind === 'spawn' ? '6 3' : undefined} />
      <text x={x - 25} y={y - 17} fontSize={11} fontWeight="bold" fill={PALETTE.ink}>
        {name}
      </text>
      {kind && (
        <text x={x + 26} y={y - 17} textAnchor="end" fontSize={10} fill={kind === 'spawn' ? PALETTE.danger : PALETTE.ink}>
          {kind}
        </text>
      )}
    </g>
  );
}

/** The road from the spawn to the gate, a tower beside it with its reach, enemies, a hero and the gate dice. */
export function RoadFigure() {
  const ys = 110;
  const xs = [50, 150, 250, 350];
  return (
    <Figure w={400} h={160} label="A road of four spaces from the spawn to the gate, with an Archery Tower beside it" caption="The road: enemies arrive at the spawn and walk space by space (the arrows) to the gate. A tower on a site beside the road shoots the spaces its dashed arrows point at; its die shows its level.">
      <rect width={400} height={160} fill={MATERIAL.grass} rx={8} />
      <line x1={xs[0]} y1={ys} x2={xs[3]} y2={ys} stroke={PALETTE.roadEdge} strokeWidth={26} />
      <line x1={xs[0]} y1={ys} x2={xs[3]} y2={ys} stroke={PALETTE.road} strokeWidth={20} />
      {[0, 1, 2].map((i) => (
        <path key={i} d="M-6 -8 L6 0 L-6 8 z" fill={PALETTE.goldDark} transform={`translate(${xs[i] + 50} ${ys})`} />
      ))}
      <Space x={xs[0]} y={ys} name="P1" kind="spawn" />
      <Space x={xs[1]} y={ys} name="P2" />
      <Space x={xs[2]} y={ys} name="P3" />
      <Space x={xs[3]} y={ys} name="G" kind="gate" />
      <EnemyChip x={xs[0] - 24} y={ys + 2} w={46} h={18} enemy="gremlin" count={3} fill={ENEMY_COLOURS.Ground} ring={false} />
      <HeroToken x={xs[2]} y={ys - 2} r={9} id="keith" seat={0} acting={false} />
      {[5, 4].map((d, i) => (
        <Die key={i} x={xs[3] - 22 + i * 23} y={ys + 4} size={20} face={d} />
      ))}
      <rect x={xs[1] - 26} y={8} width={52} height={52} rx={6} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} filter={MATERIAL.shadow} />
      <rect x={xs[1] - 23} y={11} width={46} height={13} rx={3} fill="#3d6b35" />
      <text x={xs[1]} y={21} textAnchor="middle" fontSize={9} fontWeight="bold" fill="#fff">
        Archery
      </text>
      <Die x={xs[1] - 10} y={28} size={20} face={2} />
      <line x1={xs[1] - 8} y1={62} x2={xs[1] - 55} y2={ys - 34} stroke={PALETTE.inkSoft} strokeWidth={1.6} strokeDasharray="4 3" />
      <line x1={xs[1] + 8} y1={62} x2={xs[1] + 55} y2={ys - 34} stroke={PALETTE.inkSoft} strokeWidth={1.6} strokeDasharray="4 3" />
    </Figure>
  );
}

/** The pieces, side by side, each named. */
export function PiecesFigure() {
  const items: { x: number; draw: ReactNode; name: string }[] = [
    { x: 40, draw: <><HeroToken x={0} y={-6} r={11} id="glorbud" seat={1} acting={false} /><Die x={-8} y={8} size={16} face={6} fill="#fee2e2" /></>, name: 'hero + health' },
    { x: 120, draw: <EnemyChip x={-23} y={-9} w={46} h={18} enemy="golem" count={2} fill={ENEMY_COLOURS.Ground} ring={false} />, name: '2 Golems' },
    { x: 200, draw: <EnemyChip x={-23} y={-9} w={46} h={18} enemy="bat-monkeys" count={1} fill={ENEMY_COLOURS.Flying} ring={false} />, name: 'flying' },
    { x: 280, draw: <EnemyChip x={-36} y={-9} w={72} h={18} enemy="morgu" health={10} name="Morgu" fill={BOSS_COLOUR} ring={false} boss />, name: 'a boss, 10 health' },
    { x: 360, draw: <Coin x={0} y={0} r={13} n={4} />, name: 'gold by a tower' },
  ];
  return (
    <Figure w={400} h={70} label="The pieces: a hero with its health die, enemy chips, a boss, a pile of gold" caption="The pieces, each a picture: a hero (on a disc in its player's colour) with its health on a red die; enemy chips (the badge × how many; brown walks, blue flies, purple is magic); a boss with its health on a red badge; gold a tower's kills left for a hero to claim.">
      <rect width={400} height={70} fill={MATERIAL.parchment} rx={8} />
      {items.map((it) => (
        <g key={it.name}>
          <g transform={`translate(${it.x} 28)`}>{it.draw}</g>
          <text x={it.x} y={62} textAnchor="middle" fontSize={10} fill={PALETTE.ink}>
            {it.name}
          </text>
        </g>
      ))}
    </Figure>
  );
}

/** How a roll kills: dice against an enemy's health; a boss only by 6s. */
export function RollFigure() {
  return (
    <Figure w={400} h={74} label="A level 3 tower rolls 2, 3 and 5 against Gremlins of health 3: two Gremlins die" caption="A tower of level 3 rolls three dice at Gremlins (health 3): the 3 and the 5 each kill one, the 2 misses. Against a boss only each 6 counts, taking 1 health.">
      <rect width={400} height={74} fill={MATERIAL.parchment} rx={8} />
      {[2, 3, 5].map((d, i) => (
        <g key={i}>
          <Die x={20 + i * 40} y={14} size={30} face={d} />
          <text x={35 + i * 40} y={62} textAnchor="middle" fontSize={11} fontWeight="bold" fill={d >= 3 ? PALETTE.heal : PALETTE.danger}>
            {d >= 3 ? 'kill' : 'miss'}
          </text>
        </g>
      ))}
      <text x={150} y={34} fontSize={20} fill={PALETTE.ink}>
        →
      </text>
      <EnemyChip x={180} y={20} w={46} h={18} enemy="gremlin" count={1} fill={ENEMY_COLOURS.Ground} ring={false} />
      <text x={240} y={34} fontSize={11} fill={PALETTE.ink}>
        3 Gremlins become 1;
      </text>
      <text x={240} y={50} fontSize={11} fill={PALETTE.ink}>
        2 gold piled by the tower
      </text>
    </Figure>
  );
}

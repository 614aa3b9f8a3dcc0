import { MATERIAL, PALETTE } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import { Coin } from './Coin.tsx';

/** A tower's battlements, `w` wide, at (x, y) = its top left. */
const merlons = (x: number, y: number, w: number) => `M${x} ${y}h${w}v-8h-${w / 5}v5h-${w / 5}v-5h-${w / 5}v5h-${w / 5}v-5h-${w / 5}z`;

/**
 * The castle at the road's end (gate at `x, y`): walls, a tower per garrison coin with the coin on its top (the
 * archers of the garrison), the flag, and its hit points on a banner. Its HP pulses when they change.
 */
export function Castle({ map, x, y, hp, out, name, garrison, flag }: { map: number; x: number; y: number; hp: number; out: boolean; name: string; garrison: readonly number[]; flag: string }) {
  const wallTop = y - 56;
  const n = Math.max(1, garrison.length);
  const towerW = 34;
  const span = 150 - towerW - 8;
  const towerX = (i: number) => x + 4 + (n === 1 ? span / 2 : (span * i) / (n - 1));
  const hpTip = out ? `${name} has fallen.` : `${name}: ${hp} HP. Each soldier that reaches it takes its value (1, 2 or 5) off; at 0 HP it falls.`;
  return (
    <g opacity={out ? 0.55 : 1}>
      <rect x={x + 8} y={wallTop} width={134} height={90} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth="2" data-tip={hpTip} />
      <path d={merlons(x + 8, wallTop, 134)} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth="1.5" />
      {garrison.map((v, i) => (
        <g key={i}>
          <rect x={towerX(i)} y={wallTop - 40} width={towerW} height={130} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth="2" />
          <path d={merlons(towerX(i), wallTop - 40, towerW)} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth="1.5" />
          <Piece id={`tower:${map}:${i}`} x={towerX(i) + towerW / 2} y={wallTop - 18} sig={v} tip={`Garrison tower with a ${v}c coin: when the Defender tosses, it adds ${v} damage if it lands tails up. Each kill upgrades a coin (1c to 2c, then 2c to 5c).`}>
            <Coin value={v} r={13} />
          </Piece>
        </g>
      ))}
      <path d={`M${x + 60} ${y + 34}v-30a15 15 0 0 1 30 0v30z`} fill={MATERIAL.wood} stroke="#4a2f14" strokeWidth="2" />
      <line x1={x + 75} y1={wallTop - 40} x2={x + 75} y2={wallTop - 74} stroke={PALETTE.ink} strokeWidth="2" />
      <path d={`M${x + 75} ${wallTop - 74}l22 7l-22 7z`} fill={flag} />
      <Piece id={`castle:${map}`} x={x + 75} y={wallTop + 26} sig={hp} tip={hpTip}>
        <rect x={-30} y={-17} width={60} height={32} rx={5} fill={MATERIAL.parchment} stroke={hp <= 3 && !out ? PALETTE.danger : PALETTE.paperEdge} strokeWidth="2" />
        <text y={5} textAnchor="middle" fontSize="18" fontWeight="bold" fill={hp <= 3 && !out ? PALETTE.danger : PALETTE.ink}>
          {out ? 'fallen' : `${hp} HP`}
        </text>
      </Piece>
    </g>
  );
}

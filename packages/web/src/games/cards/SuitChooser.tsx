import { LEAST_TYPE, PALETTE, TYPE } from '../common/art.tsx';
import { Pickable } from '../common/svg.tsx';
import { SUIT_NAMES, SUITS } from './cardinfo.ts';
import { SuitSymbol } from './SuitSymbol.tsx';

/** A Joker played as an attack or a deflection is named a suit: five chips, centred on x, offered only then. */
export function SuitChooser({ x, y, next, onPick }: { x: number; y: number; next: ReadonlySet<string>; onPick(k: string): void }) {
  const offered = SUITS.filter((s) => next.has(`as:${s}`));
  if (offered.length === 0) return null;
  const w = 80;
  const x0 = x - (offered.length * w) / 2;
  return (
    <g className="suit-chooser">
      <rect x={x0 - 44} y={y - 26} width={offered.length * w + 48} height={30} rx={6} fill={PALETTE.paper} stroke={PALETTE.pick} />
      <text x={x0 - 38} y={y - 6} fontSize={TYPE.body} fill={PALETTE.ink}>
        as:
      </text>
      {offered.map((s, i) => (
        <Pickable key={s} pickKey={`as:${s}`} next={next} onPick={onPick} label={`Play the Joker as ${SUIT_NAMES[SUITS.indexOf(s)]}`}>
          <rect x={x0 + i * w + 2} y={y - 24} width={w - 4} height={26} rx={5} fill="#fff" className="hl" />
          <SuitSymbol suit={s} x={x0 + i * w + 14} y={y - 11} size={16} />
          <text x={x0 + i * w + 24} y={y - 6} fontSize={LEAST_TYPE} fill={PALETTE.ink}>
            {SUIT_NAMES[SUITS.indexOf(s)]}
          </text>
        </Pickable>
      ))}
    </g>
  );
}

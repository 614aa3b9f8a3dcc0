import { PALETTE } from '../common/art.tsx';
import { useMotionSpeed } from '../common/motion.tsx';
import { useLatestLines } from '../common/recent.tsx';
import { Die } from './pieces.tsx';
import { rollsOf, type Roll } from './rolls.ts';
import './roll.css';

const DIE = 20;
const GAP = 3;
const FONT = 12;
const PAD = 6;
/** About how wide a caption of `n` characters is at the tray's type size. */
const textWidth = (n: number) => n * FONT * 0.56;
const groupWidth = (r: Roll, named: boolean) => (named ? textWidth(r.who.length) + 5 : 0) + r.dice.length * (DIE + GAP) + 10;

/** The newest rolls that fit in `width`, named when they can be (else their dice alone: the tooltip names them). */
function fitting(rolls: Roll[], width: number): { shown: Roll[]; named: boolean; used: number } {
  for (const named of [true, false]) {
    const shown: Roll[] = [];
    let used = PAD;
    for (let i = rolls.length - 1; i >= 0; i--) {
      const w = groupWidth(rolls[i], named);
      if (used + w > width) break;
      shown.unshift(rolls[i]);
      used += w;
    }
    if (shown.length > 0) return { shown, named, used };
  }
  return { shown: [], named: false, used: 0 };
}

/**
 * The dice the last move rolled, on a strip of felt right-aligned in the board's title bar (`x` … `x + width`, `y` its
 * top, `h` its height): each roller's name and its dice, newest last, as many as fit (the log tells the rest). Dice seen
 * landing tumble in (a CSS animation at the "Moves" speed, none when moves are off or under reduced motion); they show
 * their true faces from the start. Hover or focus one for the log's words.
 */
export function Rolls({ x, y, width, h }: { x: number; y: number; width: number; h: number }) {
  const latest = useLatestLines();
  const speed = useMotionSpeed();
  const { shown, named, used } = fitting(rollsOf(latest.lines), width);
  if (shown.length === 0) return null;
  const tumble = latest.arrived && speed !== 'off';
  const left0 = x + width - used;
  let at = left0 + PAD;
  const top = y + (h - DIE) / 2;
  return (
    <g className="rolls" data-rolls={latest.at}>
      <rect x={left0} y={y + 2} width={used} height={h - 4} rx={(h - 4) / 2} fill={PALETTE.table} opacity={0.92} />
      {shown.map((r, i) => {
        const left = at;
        at += groupWidth(r, named);
        const diceLeft = left + (named ? textWidth(r.who.length) + 5 : 0);
        return (
          <g key={`${latest.at}:${i}`} data-tip={r.line} role="img" aria-label={r.line} className="roll">
            {named && (
              <text x={left} y={top + DIE / 2 + FONT / 2 - 2} fontSize={FONT} fill="#f6f0e1" aria-hidden="true">
                {r.who}
              </text>
            )}
            {r.dice.map((face, j) => (
              <g key={j} className={tumble ? 'rolled tumbling' : 'rolled'} data-face={face}>
                <Die x={diceLeft + j * (DIE + GAP)} y={top} size={DIE} face={face} />
              </g>
            ))}
          </g>
        );
      })}
    </g>
  );
}

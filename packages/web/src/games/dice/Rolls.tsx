import { PALETTE } from '../common/art.tsx';
import { useMotionSpeed } from '../common/motion.tsx';
import { useLatestLines } from '../common/recent.tsx';
import { Die } from './pieces.tsx';
import { rollsOf, type Roll } from './rolls.ts';
import './roll.css';

const DIE = 20;
const GAP = 3;
const FONT = 12;
/** About how wide a caption of `n` characters is at the tray's type size. */
const textWidth = (n: number) => n * FONT * 0.56;
const groupWidth = (r: Roll) => textWidth(r.who.length) + 6 + r.dice.length * (DIE + GAP) + 12;

/**
 * The dice the last move rolled, drawn right-aligned in a strip of the board (`x` … `x + width`, `y` its top, `h` its
 * height): each roller's name and its dice, newest last, as many as fit (the log tells the rest). Dice seen landing
 * tumble in (a CSS animation at the "Moves" speed, none when moves are off or under reduced motion); they show their
 * true faces from the start. Hover or focus one for the log's words.
 */
export function Rolls({ x, y, width, h }: { x: number; y: number; width: number; h: number }) {
  const latest = useLatestLines();
  const speed = useMotionSpeed();
  const rolls = rollsOf(latest.lines);
  const shown: Roll[] = [];
  let used = 0;
  for (let i = rolls.length - 1; i >= 0; i--) {
    const w = groupWidth(rolls[i]);
    if (used + w > width) break;
    shown.unshift(rolls[i]);
    used += w;
  }
  if (shown.length === 0) return null;
  const tumble = latest.arrived && speed !== 'off';
  let at = x + width - used;
  const top = y + (h - DIE) / 2;
  return (
    <g className="rolls" data-rolls={latest.at}>
      {shown.map((r, i) => {
        const left = at;
        at += groupWidth(r);
        const diceLeft = left + textWidth(r.who.length) + 6;
        return (
          <g key={`${latest.at}:${i}`} data-tip={r.line} role="img" aria-label={r.line} className="roll">
            <text x={left} y={top + DIE / 2 + FONT / 2 - 2} fontSize={FONT} fill={PALETTE.ink} aria-hidden="true">
              {r.who}
            </text>
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

import type { CSSProperties } from 'react';
import type { MotionSpeed } from '../games/common/motion.tsx';

const COLOURS = ['#f59e0b', '#1f6fb2', '#14b8a6', '#e11d48', '#7c3aed', '#16a34a'];
const PIECES = 36;

/** A number in [0, 1) from an index, the same on every draw (no flicker on a new render). */
const spread = (i: number, salt: number) => {
  const v = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return v - Math.floor(v);
};

const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A win's cheer over the result: confetti bursts from the top and falls away in about two seconds (quicker at "Fast"),
 * once. Decoration only (hidden from screen readers, clicks pass through); nothing under reduced motion. The pieces'
 * places and colours are CSS variables set from script (the policy allows no inline style attribute in the page's HTML).
 */
export function Celebration({ speed }: { speed: MotionSpeed }) {
  if (speed === 'off' || reducedMotion()) return null;
  return (
    <div className={`celebration ${speed}`} aria-hidden="true" data-celebration="win">
      {Array.from({ length: PIECES }, (_, i) => {
        const style = {
          '--x': `${(spread(i, 1) * 100).toFixed(1)}%`,
          '--drift': `${((spread(i, 2) - 0.5) * 160).toFixed(0)}px`,
          '--spin': `${(360 + spread(i, 3) * 720).toFixed(0)}deg`,
          '--delay': `${(spread(i, 4) * 0.35).toFixed(2)}s`,
          '--colour': COLOURS[i % COLOURS.length],
        } as CSSProperties;
        return <i key={i} className={i % 3 === 0 ? 'round' : ''} style={style} />;
      })}
    </div>
  );
}

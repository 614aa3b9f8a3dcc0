import { useRef, type ReactNode } from 'react';
import { useMotionSpeed } from '../common/motion.tsx';
import './toss.css';

/**
 * Whether `turn` (which toss this is) has changed since the board was first drawn: a toss seen landing spins; the
 * coins already lying there when a table is opened (or a replay jumped to) do not.
 */
export function useNewToss(turn: string): boolean {
  const first = useRef(turn);
  return first.current !== turn;
}

/**
 * A tossed coin: each new toss (`turn` changes, `spin` set) throws it up, spins it over on its edge and lands it, at
 * the "Moves" speed (a CSS animation drawn on a fresh element per toss, so each toss plays once). The coin's face is
 * the true one from the start: the motion is decoration. Nothing moves when moves are off or under reduced motion.
 */
export function Flip({ turn, spin, children }: { turn: string; spin: boolean; children: ReactNode }) {
  const speed = useMotionSpeed();
  return (
    <g key={turn} className={spin && speed !== 'off' ? 'flip tossing' : 'flip'}>
      {children}
    </g>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { MOTION_MS, useMotionSpeed } from '../common/motion.tsx';

/**
 * A coin that spins over (squeezed to its edge and back) each time `turn` changes: a toss lands. SMIL, not CSS,
 * because the board owns no style sheet; nothing moves when the player switched motion off.
 */
export function Flip({ turn, children }: { turn: string; children: ReactNode }) {
  const speed = useMotionSpeed();
  const spin = useRef<SVGAnimateTransformElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (speed !== 'off') spin.current?.beginElement?.();
  }, [turn, speed]);
  return (
    <g>
      {speed !== 'off' && <animateTransform ref={spin} attributeName="transform" type="scale" values="1 1;0.05 1;1 1" dur={`${MOTION_MS[speed]}ms`} begin="indefinite" />}
      {children}
    </g>
  );
}

import { setMotionSpeed, useMotionSpeed, type MotionSpeed } from '../games/common/motion.tsx';

const SPEEDS: { id: MotionSpeed; label: string }[] = [
  { id: 'off', label: 'Off' },
  { id: 'normal', label: 'Normal' },
  { id: 'fast', label: 'Fast' },
];

/** How fast pieces glide and bots play: off / normal / fast, kept per browser (off by default under reduced motion). */
export function SpeedControl() {
  const speed = useMotionSpeed();
  return (
    <div className="speed" role="group" aria-label="Moves">
      <span aria-hidden="true">Moves:</span>
      {SPEEDS.map((s) => (
        <button key={s.id} aria-pressed={speed === s.id} className={speed === s.id ? 'on' : ''} onClick={() => setMotionSpeed(s.id)} data-speed={s.id}>
          {s.label}
        </button>
      ))}
    </div>
  );
}

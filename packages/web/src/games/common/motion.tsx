import { createContext, useContext, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/** How fast pieces move: off (no animation), normal, fast. Kept per browser. */
export type MotionSpeed = 'off' | 'normal' | 'fast';

const KEY = 'ramparts:motion';
/** Milliseconds a piece takes to move at each speed. */
export const MOTION_MS: Record<MotionSpeed, number> = { off: 0, normal: 450, fast: 180 };

const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The speed chosen in this browser; without a choice, off for people who asked their system for reduced motion. */
export function motionSpeed(): MotionSpeed {
  const v = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
  if (v === 'off' || v === 'normal' || v === 'fast') return v;
  return reducedMotion() ? 'off' : 'normal';
}

const listeners = new Set<() => void>();

export function setMotionSpeed(speed: MotionSpeed): void {
  localStorage.setItem(KEY, speed);
  listeners.forEach((l) => l());
}

export function useMotionSpeed(): MotionSpeed {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    motionSpeed,
    () => 'off',
  );
}

interface Spot {
  x: number;
  y: number;
  sig: string;
}

/** Where each piece was at the previous state, and where it is at this one (filled while the board renders). */
class Tracker {
  stamp: unknown = undefined;
  prev = new Map<string, Spot>();
  cur = new Map<string, Spot>();
  speed: MotionSpeed = 'normal';
}

const MotionContext = createContext<Tracker | null>(null);

/**
 * Wraps a board: pieces drawn with `Piece` move from where they were at the previous `stamp` (a new view) to where
 * they are now, and those the last change moved or altered are marked (`.just`) until the next one.
 */
export function MotionScope({ stamp, children }: { stamp: unknown; children: ReactNode }) {
  const speed = useMotionSpeed();
  const tracker = useRef<Tracker | null>(null);
  if (tracker.current === null) tracker.current = new Tracker();
  const t = tracker.current;
  if (t.stamp !== stamp) {
    // A new state: what was drawn becomes the "before" of this one.
    t.prev = t.stamp === undefined ? new Map() : t.cur;
    t.cur = new Map();
    t.stamp = stamp;
  }
  t.speed = speed;
  return (
    <MotionContext.Provider value={t}>
      <div className="motion" data-motion={speed} style={{ ['--move-ms' as string]: `${MOTION_MS[speed]}ms` }}>
        {children}
      </div>
    </MotionContext.Provider>
  );
}

/**
 * A piece at (x, y) in its parent's coordinates, known by a stable `id` across states ("unit:12", "card:R3").
 * Moved since the last state: it glides there (even when drawn under another parent) and leaves a faint trail from
 * where it came, which fades out after the glide; `sig` (its health, face, level …) changed: it pulses. `tip` is its tooltip in plain words.
 */
export function Piece({ id, x, y, sig = '', tip, className, children }: { id: string; x: number; y: number; sig?: string | number; tip?: string; className?: string; children: ReactNode }) {
  const t = useContext(MotionContext);
  const ref = useRef<SVGGElement>(null);
  const mounted = useRef(false);
  const signature = String(sig);
  t?.cur.set(id, { x, y, sig: signature });
  const before = t?.prev.get(id);
  const moved = before !== undefined && (before.x !== x || before.y !== y);
  const altered = before !== undefined && before.sig !== signature;
  const arrived = t !== null && t.prev.size > 0 && before === undefined;
  useLayoutEffect(() => {
    const el = ref.current;
    const firstDraw = !mounted.current;
    mounted.current = true;
    // A piece that moved but is a new element (it changed parents): start it where it was, then let it glide.
    if (el && firstDraw && moved && t && t.speed !== 'off') {
      el.style.transition = 'none';
      el.style.transform = `translate(${before.x}px, ${before.y}px)`;
      void el.getBoundingClientRect();
      el.style.transition = '';
      el.style.transform = `translate(${x}px, ${y}px)`;
    }
  });
  const classes = ['piece', className, moved || altered || arrived ? 'just' : '', altered ? 'altered' : '', arrived ? 'arrived' : ''].filter(Boolean).join(' ');
  return (
    <>
      {/* Keyed by the glide, so each new move draws (and fades) a trail of its own. */}
      {moved && <line key={`${before.x},${before.y}>${x},${y}`} className="trail" x1={before.x} y1={before.y} x2={x} y2={y} />}
      <g ref={ref} className={classes} data-piece={id} data-tip={tip} style={{ transform: `translate(${x}px, ${y}px)` }}>
        {children}
      </g>
    </>
  );
}

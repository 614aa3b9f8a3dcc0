/** Undo and redo over whole states (each state shares its untouched parts with the one before). */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

/** How many steps back undo may go. */
export const HISTORY_LIMIT = 200;

export const historyOf = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** A new state: the old one goes to the past, and what was undone can no longer be redone. */
export function pushState<T>(h: History<T>, next: T): History<T> {
  if (Object.is(next, h.present)) return h;
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]!, future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  return { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) };
}

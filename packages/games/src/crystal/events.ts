/**
 * What a move set off, in order, as the log will say it. Nothing in Crystal Defenders is secret but the spawn deck's
 * order, and no line names an undrawn card, so events are plain lines: `head` marks the headline (the hero's action,
 * the Board phase's outcome), the rest are details (each enemy's step, each defense's shot).
 */
export interface CrystalEvent {
  text: string;
  head?: boolean;
}

/** The events list of `apply`, or null on the bots' path (then `ev?.push(...)` builds no text at all). */
export type Events = CrystalEvent[] | null;

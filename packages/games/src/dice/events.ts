/**
 * What a move set off, in order, as the log will say it. Nothing in Gate Defense is secret but the deck's order, and
 * no line names an undrawn card, so events are plain lines: `head` marks the headline, the rest are details.
 */
export interface DiceEvent {
  text: string;
  head?: boolean;
}

/** The events list of `apply`, or null on the bots' path (then `ev?.push(...)` builds no text at all). */
export type Events = DiceEvent[] | null;

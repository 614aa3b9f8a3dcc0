/**
 * What a move did, as `apply` notes it when a log is wanted: a step spelled out in words, or a soldier struck by
 * the garrison or a toss of the garrison (kept as records too, so the headline can sum them up). Nothing in Coin Siege is hidden, so
 * every event is for everyone.
 */
export type CoinsEvent = string | Struck | Tossed;

export interface Struck {
  text: string;
  /** The soldier's code before the shot. */
  code: number;
  map: number;
  square: number;
  killed: boolean;
}

/** A toss of the garrison, and the critical it made. */
export interface Tossed {
  text: string;
  critical: 'failure' | 'success' | 'none';
}

export const eventText = (e: CoinsEvent): string => (typeof e === 'string' ? e : e.text);

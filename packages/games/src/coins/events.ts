/**
 * What a move did, as `apply` notes it when a log is wanted: a step spelled out in words, or a soldier struck by
 * the garrison (kept as a record too, so the headline can sum the shots up). Nothing in Coin Siege is hidden, so
 * every event is for everyone.
 */
export type CoinsEvent = string | Struck;

export interface Struck {
  text: string;
  /** The soldier's code before the shot. */
  code: number;
  map: number;
  square: number;
  killed: boolean;
}

export const eventText = (e: CoinsEvent): string => (typeof e === 'string' ? e : e.text);

// What the driver needs from a client of any server: a seat's connection that reports the states it is sent,
// sends a move and hands back the answer that carries the mover's new state, and tells the bytes it receives.

/** A seat's state, reduced to what choosing a move needs. */
export interface SeatState {
  /** Grows with every change of the match; a move is chosen only from a newer state than the last one used. */
  version: number;
  /** The match takes moves (seated, not over). */
  live: boolean;
  finished: boolean;
  /** This seat's legal moves now (empty when it is not its turn). */
  moves: unknown[];
}

export type Answer = { ok: true; state: SeatState | null } | { ok: false; code: string; state: SeatState | null };

export interface SeatConnection {
  /** Resolves true once connected and sent its first state's way, false if the connection was refused. */
  readonly ready: Promise<boolean>;
  /** States that arrive unasked: the first one, and those that follow the other seat's moves. */
  onState(listener: (state: SeatState) => void): void;
  /** The connection closed without `close()`. */
  onDrop(listener: () => void): void;
  /**
   * Payload bytes of every engine.io packet that arrives, and whether the packet carried the answer to this
   * seat's move (told once the message was handled; several packets read in one go are told after all of them).
   */
  onBytes(listener: (bytes: number, answer: boolean) => void): void;
  /** Sends a move chosen from `from`; resolves with the answer carrying the new state, rejects after `timeoutMs`. */
  move(move: unknown, from: SeatState, timeoutMs: number): Promise<Answer>;
  close(): void;
}

/** How the clients of one server seat a table: create a match through its lobby, take both seats, connect. */
export interface Protocol {
  /** The two seats of a new match, connecting (each `ready` says when). */
  openTable(url: string): Promise<SeatConnection[]>;
  /** What the protocol's own checks found wrong so far. */
  problems?(): string[];
}

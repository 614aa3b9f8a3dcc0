import type { Seat } from '@ramparts/engine';

/**
 * Hot-seat at one screen, for the local driver and the online one alike: which of the seats played here is
 * shown (`viewer`), following the acting seat when only one of them acts and letting the person pick when several
 * may; and, in a game with hidden information played by several people here, the hand-over before a seat's view
 * is shown (`revealed`).
 */
export class HotSeat {
  /** The seat shown (one of `mine`, or `fallback` when there is none: a spectator, or bots only). */
  viewer: Seat | null;
  /** The seat whose view the person at the screen may see now (null: the device is being handed over). */
  private revealed: Seat | null;

  /**
   * @param mine the seats people at this screen play, in order.
   * @param hidden the game hides information from other seats (`kind.information === 'hidden'`).
   */
  constructor(
    readonly mine: readonly Seat[],
    hidden: boolean,
    fallback: Seat | null = null,
  ) {
    this.handOver = hidden && mine.length > 1;
    this.viewer = mine[0] ?? fallback;
    this.revealed = this.handOver ? null : this.viewer;
  }

  /** Several people share the screen and must not see each other's hidden information. */
  readonly handOver: boolean;

  isMine(seat: Seat): boolean {
    return this.mine.includes(seat);
  }

  /** The viewer's view may not be shown yet: the next person must take the device first. */
  get hidden(): boolean {
    return this.revealed !== this.viewer;
  }

  /** The acting seats changed: when some of mine act and the viewer is not one of them, sit at the first. */
  follow(actors: readonly Seat[]): void {
    const acting = actors.filter((a) => this.isMine(a));
    if (acting.length > 0 && (this.viewer === null || !acting.includes(this.viewer))) this.moveTo(acting[0]);
  }

  /** The person picks one of their seats (one of `sittable`); false when it is not theirs or already shown. */
  sitAt(seat: Seat): boolean {
    if (!this.isMine(seat) || seat === this.viewer) return false;
    this.moveTo(seat);
    return true;
  }

  /** The person at the device is ready to see the viewer's view. */
  reveal(): void {
    this.revealed = this.viewer;
  }

  /** The seats of mine that may act now, when there is a choice (two or more), else none. */
  sittable(actors: readonly Seat[], finished: boolean): Seat[] {
    const acting = finished ? [] : actors.filter((a) => this.isMine(a));
    return acting.length > 1 ? acting : [];
  }

  private moveTo(seat: Seat): void {
    this.viewer = seat;
    this.revealed = this.handOver ? null : seat;
  }
}

// Tracks & Waves' pictures: each tower type (by its letter) and the enemy wave's unit → its icon in the game-icons
// collection (game-icons.net, CC BY 3.0). `npm run icons -w @ramparts/web` copies the icons named here into
// icons.generated.ts (this game's chunk only); a unit test checks every type of the content has one.

export const TYPE_ICONS: Record<string, string> = {
  S: 'high-shot',
  B: 'power-lightning',
  C: 'charged-arrow',
  X: 'interleaved-arrows',
  U: 'swap-bag',
};

/** An enemy wave's unit. */
export const UNIT_ICON = 'orc-head';

/** Every icon this game draws (the generator's list). */
export const ICON_NAMES: readonly string[] = [...Object.values(TYPE_ICONS), UNIT_ICON];

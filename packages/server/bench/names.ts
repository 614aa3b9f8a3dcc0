// How the tables name each target, in one place: the ratio table pairs rows by these names.

/** `ramparts serve` over a store, its clients playing a game: `sqlite (coins)`. */
export const rampartsName = (store: string, game: string) => `${store} (${game})`;

/** The bare echo (no game) or the echo carrying a game's states: `echo (tracks states)`. */
export const echoName = (game?: string) => (game ? `echo (${game} states)` : 'echo');

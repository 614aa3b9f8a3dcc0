// Cheap (the home page's first load imports it): which games have a guided first game, and where it is.

/** The games with a guided first game (`#/learn/<game>`); each has a script in `scripts.ts`. */
export const TUTORIAL_GAMES: readonly string[] = ['coins', 'cards', 'tracks', 'dice', 'crystal'];

export const hasTutorial = (game: string): boolean => TUTORIAL_GAMES.includes(game);

export const learnHref = (game: string): string => `#/learn/${game}`;

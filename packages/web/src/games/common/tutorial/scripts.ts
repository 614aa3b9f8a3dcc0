import type { TutorialScript } from './types.ts';

/** Each game's guided first game, loaded with its page. */
export const tutorialScripts: Record<string, () => Promise<TutorialScript>> = {
  coins: () => import('../../coins/tutorial/script.ts').then((m) => m.coinsTutorial as TutorialScript),
  cards: () => import('../../cards/tutorial/script.ts').then((m) => m.cardsTutorial as TutorialScript),
  tracks: () => import('../../tracks/tutorial/script.ts').then((m) => m.tracksTutorial as TutorialScript),
  dice: () => import('../../dice/tutorial/script.ts').then((m) => m.diceTutorial as TutorialScript),
  crystal: () => import('../../crystal/tutorial/script.ts').then((m) => m.crystalTutorial as TutorialScript),
};

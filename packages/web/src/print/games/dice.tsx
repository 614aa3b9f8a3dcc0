import { content } from '@ramparts/games/dice/content/index.ts';
import { gameList } from '@ramparts/games/list';
import type { PrintableGame, Section } from '../types.ts';
import { diceAid } from './dice/aid.ts';
import { mapBoards } from './dice/board.tsx';
import { campaignSheet } from './dice/campaign.tsx';
import { HERO_DECK, heroCards, TOWER_DECK, towerCards } from './dice/cards.tsx';
import { deckName, scenarioCards } from './dice/events.tsx';
import { bossTokens, heroTokens, minionTokens, towerTokens } from './dice/tokens.tsx';

// Gate Defense's box, as printed: the road board of each map, the tower and hero cards, each scenario's event deck,
// the tokens (minions, bosses, heroes, towers) and the campaign record. Standard dice stand in for the tower, health,
// gold and battle dice. Everything is read from the content when printed, so a variant's numbers show.

export const dicePrint: PrintableGame = {
  id: 'dice',
  title: gameList.find((g) => g.id === 'dice')?.title ?? 'Gate Defense',
  sections(): Section[] {
    return [
      ...mapBoards().map((board): Section => ({ kind: 'board', board })),
      { kind: 'cards', title: TOWER_DECK, cards: towerCards() },
      { kind: 'cards', title: HERO_DECK, cards: heroCards() },
      ...content.scenarios.map((s): Section => ({ kind: 'cards', title: deckName(s), cards: scenarioCards(s) })),
      { kind: 'tokens', title: 'Minion tokens', tokens: minionTokens() },
      { kind: 'tokens', title: 'Boss and tower tokens', tokens: [...bossTokens(), ...towerTokens()] },
      { kind: 'tokens', title: 'Hero tokens (the wounded side on the back)', tokens: heroTokens() },
      { kind: 'sheet', sheet: campaignSheet() },
    ];
  },
  aid: diceAid,
};

import { content } from '@ramparts/games/crystal/content/index.ts';
import { gameList } from '@ramparts/games/list.ts';
import type { PrintableGame, Section } from '../types.ts';
import { crystalAid, trackerSheet } from './crystal/aid.tsx';
import { mapBoards } from './crystal/boards.tsx';
import { heroCards, spawnCards } from './crystal/cards.tsx';
import { defenseTokens, enemyTokens, heroTokens, markerTokens } from './crystal/tokens.tsx';

// Crystal Defenders' box, printed: each map at scale, the hero cards, the spawn deck, the defense, enemy and hero
// tokens, the status markers and the wave and mana tracker. Content is read when the sections are asked for, so a
// variant's numbers show.

export const crystalPrint: PrintableGame = {
  id: 'crystal',
  title: gameList.find((g) => g.id === 'crystal')?.title ?? 'Crystal Defenders',
  sections(): Section[] {
    return [
      ...mapBoards(content.maps).map((board): Section => ({ kind: 'board', board })),
      { kind: 'cards', title: 'Hero cards', cards: heroCards() },
      { kind: 'cards', title: 'Spawn deck', cards: spawnCards() },
      { kind: 'tokens', title: 'Defense tokens', tokens: defenseTokens() },
      { kind: 'tokens', title: 'Enemy tokens', tokens: enemyTokens() },
      { kind: 'tokens', title: 'Hero tokens and markers', tokens: [...heroTokens(), ...markerTokens()] },
      { kind: 'sheet', sheet: trackerSheet() },
    ];
  },
  aid: crystalAid,
};

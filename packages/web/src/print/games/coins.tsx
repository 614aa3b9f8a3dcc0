import { gameList } from '@ramparts/games/list';
import type { PrintableGame, Section } from '../types.ts';
import { coinsAid } from './coins/aid.ts';
import { mapBoards } from './coins/board.tsx';
import { mapsPrinted } from './coins/setup.ts';
import { hpSheets, markers, turnSheet } from './coins/tracks.tsx';

// Coin Siege in print: a map per player of the largest Crusade (a duel or a solo game uses map 1), the castles'
// hit point tracks, the turn track, a marker pair per map, and the player aid. The coins are real coins: not printed.

const TITLE = gameList.find((g) => g.id === 'coins')?.title ?? 'Coin Siege';

export const coinsPrint: PrintableGame = {
  id: 'coins',
  title: TITLE,
  sections(): Section[] {
    const maps = mapsPrinted();
    return [
      ...mapBoards(maps).map((board): Section => ({ kind: 'board', board })),
      ...hpSheets(maps).map((sheet): Section => ({ kind: 'sheet', sheet })),
      { kind: 'sheet', sheet: turnSheet() },
      { kind: 'tokens', title: 'Markers: castle hit points and turn, one pair per map', tokens: markers(maps) },
    ];
  },
  aid: coinsAid,
};

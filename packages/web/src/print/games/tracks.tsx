/**
 * Tracks & Waves in print: everything its box holds beyond standard dice, coins and a deck, drawn from the content
 * as it is when printed (a variant's patched numbers show). The pieces are in ./tracks/.
 */
import type { PrintableGame, Section } from '../types.ts';
import { TITLE } from './tracks/common.tsx';
import { tracksAid } from './tracks/aid.ts';
import { gameBoard, lifeBoardSheet } from './tracks/boards.tsx';
import { playerMatSheets, versusStackSheet } from './tracks/mats.tsx';
import { skillBoardSheets } from './tracks/skills.tsx';
import { campaignSheets } from './tracks/campaign.tsx';
import { conditionCards, energyCards, modCards } from './tracks/cards.tsx';
import { modifierHexes, playerHexes, turnTrackerHex } from './tracks/hexes.tsx';
import { markerTokens } from './tracks/markers.tsx';
import { obstacleTiles, trackTiles } from './tracks/tiles.tsx';
import { towerCards } from './tracks/towers.tsx';

export const tracksPrint: PrintableGame = {
  id: 'tracks',
  title: TITLE,
  sections(): Section[] {
    return [
      { kind: 'cards', title: 'Tower cards (credits on the back)', cards: towerCards() },
      { kind: 'cards', title: 'Game Conditions', cards: conditionCards() },
      { kind: 'cards', title: 'Versus Energy', cards: energyCards() },
      { kind: 'cards', title: 'Tower Modifications and Versus Wave Modifiers', cards: modCards() },
      { kind: 'tokens', title: 'Track tiles (enemy waves on the back)', tokens: trackTiles() },
      { kind: 'tokens', title: 'Obstacles', tokens: obstacleTiles() },
      { kind: 'tokens', title: 'L-Hexes: Wave Modifiers (No Wave Modifier on the back)', tokens: modifierHexes() },
      { kind: 'tokens', title: 'L-Hexes: Player Markers (Versus sides on the back) and the Turn Tracker', tokens: [...playerHexes(), turnTrackerHex()] },
      { kind: 'tokens', title: 'Markers: Depletion, lives, charge, Skill Markers, Starting Player', tokens: markerTokens() },
      { kind: 'board', board: gameBoard() },
      { kind: 'sheet', sheet: lifeBoardSheet() },
      ...playerMatSheets().map((sheet): Section => ({ kind: 'sheet', sheet })),
      ...skillBoardSheets().map((sheet): Section => ({ kind: 'sheet', sheet })),
      { kind: 'sheet', sheet: versusStackSheet() },
      ...campaignSheets().map((sheet): Section => ({ kind: 'sheet', sheet })),
    ];
  },
  aid: tracksAid,
};

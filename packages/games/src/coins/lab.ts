import { contentOf, type DesignBand, type DifficultyStep, type VersusMode } from '@ramparts/engine';
import { checkCoins, files } from './content/index.ts';

// What the balance lab needs from Coin Siege: its difficulty ladder (the two solo modes), its versus set-ups and
// its content. Data only; the rules read the content at call time (README, "Lab").

const SOLO = [
  ['solo-defender', 'Solo as the Defender'],
  ['solo-attacker', 'Solo as the Attacker'],
] as const;
const LEVELS: [difficulty: 'easy' | 'normal' | 'heroic', label: string, band: DesignBand][] = [
  ['easy', 'Easy', 'easy'],
  ['normal', 'Normal', 'normal'],
  ['heroic', 'Heroic', 'hard'],
];

/** Each solo mode at each difficulty, easiest first within a mode. */
export const difficultySteps: DifficultyStep[] = SOLO.flatMap(([mode, name]) =>
  LEVELS.map(([difficulty, label, band]) => ({ id: `${mode}-${difficulty}`, label: `${name} (${label})`, options: { mode, difficulty }, players: 1, band })),
);

export const versusModes: VersusMode[] = [
  { id: 'duel', label: 'Duel: Attacker against Defender', options: { mode: 'duel' } },
  { id: 'crusade', label: 'Crusade, every player against the others', options: { mode: 'crusade' } },
];

export const content = contentOf('coins', files, checkCoins);

import type { Figure } from '@ramparts/engine';
import type { CrystalState } from './state.ts';

/**
 * Crystal Defenders' public numbers over a game: whether the crystal stands (it has no health: one enemy attack on it
 * loses), the wave, the team's mana, enemies and defenses on the board, spawn cards drawn this wave; per seat, its
 * heroes' health. (A fallen enemy leaves no trace in the state but its bounty, so there is no tally of kills here.)
 */
export function figures(s: CrystalState): Figure[] {
  const lost = s.result !== null && !s.result.won;
  return [
    { id: 'crystal-standing', label: 'Crystal standing (1) or lost (0)', values: [lost ? 0 : 1], kind: 'level' },
    { id: 'wave', label: 'Wave', values: [s.wave], kind: 'level' },
    { id: 'mana', label: 'Mana', values: [s.mana], kind: 'level' },
    { id: 'enemies-on-board', label: 'Enemies on the board', values: [s.enemies.length], kind: 'level' },
    { id: 'defenses-on-board', label: 'Defenses on the board', values: [s.defenses.length], kind: 'level' },
    { id: 'hero-health', label: 'Heroes’ health', values: Array.from({ length: s.players }, (_, seat) => s.heroes.filter((h) => h.seat === seat).reduce((n, h) => n + h.health, 0)), kind: 'level' },
  ];
}

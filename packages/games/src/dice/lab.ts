import { contentOf, type DesignBand, type DifficultyStep } from '@ramparts/engine';
import { content as data, files } from './content/index.ts';

// What the balance lab needs from Gate Defense: its difficulty ladder and its content. Data only; the rules read
// the content at call time (README, "Lab").

const DIFFICULTIES: [difficulty: 'easy' | 'normal' | 'hard', label: string, band: DesignBand][] = [
  ['easy', 'Easy', 'easy'],
  ['normal', 'Normal', 'normal'],
  ['hard', 'Hard', 'hard'],
];

/**
 * Every scenario in order (each calibrated to the same bands, README "Balance"), each at easy, normal and hard (not
 * `rulebook`, the scenario as written, which has no band); one person playing two heroes (the scenario's party
 * first), the smallest table.
 */
export const difficultySteps: DifficultyStep[] = data.scenarios.flatMap((scenario) =>
  DIFFICULTIES.map(([difficulty, label, band]) => ({
    id: `scenario-${scenario.id}-${difficulty}`,
    // Scenario 1 has no name of its own (its name is "Scenario 1"): say it once.
    label: `${scenario.name === `Scenario ${scenario.id}` ? scenario.name : `Scenario ${scenario.id}: ${scenario.name}`} (${label})`,
    options: { scenario: scenario.id, difficulty },
    players: 1,
    band,
  })),
);

export const content = contentOf('dice', files);

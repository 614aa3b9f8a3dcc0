import { contentOf, type DesignBand, type DifficultyStep, type GameContent } from '@ramparts/engine';
import { checkDice, content as data, files } from './content/index.ts';
import { forgetBoards } from './map.ts';

// What the balance lab and the studio need from Gate Defense: its difficulty ladder and its content. The rules read
// the content at call time (README, "Lab"), but for the boards built from the maps: a patch that reaches a map drops
// them as it is applied and as it is undone, and the next call builds them from the road as it is then.

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

const touchesMaps = (patch: Record<string, unknown>): boolean => Object.keys(patch).some((name) => name.startsWith('maps/'));

/** `apply` with the boards forgotten around a patch of a map; a patch of numbers only keeps them warm. */
const forgetting =
  (apply: GameContent['apply']): GameContent['apply'] =>
  (patch) => {
    const undo = apply(patch);
    if (!touchesMaps(patch)) return undo;
    forgetBoards();
    return () => {
      undo();
      forgetBoards();
    };
  };

const plain = contentOf('dice', files, checkDice);
export const content: GameContent = { files: plain.files, schemas: plain.schemas, apply: forgetting(plain.apply), applyTrusted: forgetting(plain.applyTrusted!) };

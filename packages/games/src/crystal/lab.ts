import { contentOf, type DesignBand, type DifficultyStep, type GameContent } from '@ramparts/engine';
import { forgetBoards } from './board.ts';
import { forgetBotStudies } from './bot.ts';
import { content as data, files } from './content/index.ts';
import { DESIGNED_LEVELS } from './content/schema.ts';
import { forgetCoverage } from './rules/coverage.ts';
import { forgetFacings } from './rules/heroes.ts';

// What the balance lab and the studio need from Crystal Defenders: its difficulty ladder and its content. Data only,
// but for the caches below: what the rules and the bot work out from the content is dropped after each patch and its
// undo, and the boards (with the grids and tables kept by them) when the patch reaches a map.

const BANDS: Record<(typeof DESIGNED_LEVELS)[number], DesignBand> = { easy: 'easy', normal: 'normal', hard: 'hard' };
const WORDS: Record<(typeof DESIGNED_LEVELS)[number], string> = { easy: 'Easy', normal: 'Normal', hard: 'Hard' };

/**
 * Every map, from the easiest map (the content sorts them by difficulty), each at easy, normal and hard; one person
 * playing the two default heroes, the smallest table the options allow.
 */
export const difficultySteps: DifficultyStep[] = data.maps.flatMap((map) =>
  DESIGNED_LEVELS.map((difficulty) => ({
    id: `${map.id}-${difficulty}`,
    label: `${map.name} (${WORDS[difficulty]})`,
    options: { map: map.id, difficulty },
    players: 1,
    band: BANDS[difficulty],
  })),
);

const forgetDerived = (maps: boolean): void => {
  // A patch of numbers alone keeps the boards warm: they are geometry only.
  if (maps) forgetBoards();
  forgetCoverage();
  forgetFacings();
  forgetBotStudies();
};

const touchesMaps = (patch: Record<string, unknown>): boolean => Object.keys(patch).some((name) => name.startsWith('maps/'));

const plain = contentOf('crystal', files);
/** A patch as `apply` makes it, with the caches built from the content forgotten on and after it. */
const forgetting =
  (apply: GameContent['apply']): GameContent['apply'] =>
  (patch) => {
    const undo = apply(patch);
    const maps = touchesMaps(patch);
    forgetDerived(maps);
    return () => {
      undo();
      forgetDerived(maps);
    };
  };
export const content: GameContent = { files: plain.files, schemas: plain.schemas, apply: forgetting(plain.apply), applyTrusted: forgetting(plain.applyTrusted!) };

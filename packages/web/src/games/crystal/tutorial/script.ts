import type { AnyGame } from '@ramparts/engine';
import { crystal } from '@ramparts/games/crystal/index.ts';
import type { Move as CrystalMove } from '@ramparts/games/crystal/moves.ts';
import type { TutorialScript } from '../../common/tutorial/types.ts';

const SQUIRE = 0;
const APPRENTICE = 1;
const done = (hero: number): CrystalMove => ({ type: 'done', hero });

/**
 * The guided first game of Crystal Defenders: pure data. The Old Keep for one person with two heroes (the Squire and
 * the Apprentice), one wave to win, on easy; this seed draws a first wave of four Goblins. The moves not the
 * learner's are the ones the heuristic bot played from here. `script.test.tsx` plays every step through the engine
 * and checks what the texts say.
 */
export const crystalTutorial: TutorialScript<CrystalMove> = {
  game: crystal as AnyGame,
  setup: { players: 1, seed: 'learn-crystal-27', options: { waves: 1, difficulty: 'easy' } },
  seat: 0,
  seatNames: ['Player 1'],
  intro: 'A short guided game on the real board: two heroes, one wave of Goblins.',
  steps: [
    {
      title: 'Enter the board',
      say: 'Crystal Defenders is co-operative: your heroes defend the crystal in the middle of the Old Keep, and an enemy that attacks it ends the game. Heroes enter on the player spawns beside the crystal. Click the Squire, then the spawn D6.',
      move: { type: 'place', hero: SQUIRE, at: 'D6' },
      then: [{ type: 'place', hero: APPRENTICE, at: 'H6' }, done(SQUIRE), done(APPRENTICE)],
      after:
        'We placed the Apprentice on H6 and both heroes said they were done. With no enemy on the board, the Board phase starts wave 1: enemies will spawn at the two gates in the north at the end of the next Board phase.',
    },
    {
      title: 'Build a blockade',
      say: 'Each Hero phase a hero may move up to its Speed and take 2 actions: build, repair, heal or attack. Defenses cost mana from the team’s pool (15 now). A Spike Wall (2 mana) blocks the way and pricks enemies on the two sides of its spread. Click the Squire, then E5 beside him, the Spike Wall, and the facing south-east.',
      move: { type: 'build', hero: SQUIRE, defense: 'spike-wall', at: 'E5', facing: 1 },
      then: [{ type: 'build', hero: SQUIRE, defense: 'bowling-ball-turret', at: 'D5', facing: 2 }, { type: 'move', hero: SQUIRE, to: 'C6' }, done(SQUIRE)],
      after:
        'Built, 13 mana left. With his second action we built a Bowling Ball Turret on D5 (5 mana: Attack 4 over three sides of its spread), then moved him to C6. The Squire is done.',
    },
    {
      title: 'A tower that chains',
      say: 'The Apprentice’s Lightning Tower (5 mana) hits every side, Range 2, and its lightning jumps to up to 3 enemies next to each other. Click the Apprentice, then I6, the Lightning Tower, and its facing (it covers every side, so there is only one).',
      move: { type: 'build', hero: APPRENTICE, defense: 'lightning-tower', at: 'I6', facing: 0 },
      then: [{ type: 'move', hero: APPRENTICE, to: 'E6' }, { type: 'build', hero: APPRENTICE, defense: 'magic-blockade', at: 'F6', facing: 1 }, done(APPRENTICE)],
      after:
        'We walked the Apprentice to E6 and built a Magic Blockade on F6 in front of the crystal (1 mana left). The Board phase: nothing moved, then wave 1 spawned: 2 Goblins at each gate, F1 and G1.',
    },
    {
      title: 'The Board phase',
      say: 'A Board phase runs by itself: defenses cool down, enemies move, defenses attack, enemies attack. Let it come: click the Squire, then “done”.',
      move: done(SQUIRE),
      then: [{ type: 'move', hero: APPRENTICE, to: 'D6' }, done(APPRENTICE)],
      after:
        'The Goblins (Speed 3) ran round the rampart, two on each side: Goblins 5 and 6 to D4 and D3 in the west, Goblins 7 and 8 to H4 and I2 in the east. Each goes for the crystal unless a hero or a defense draws it.',
    },
    {
      title: 'Move',
      say: 'The Squire can reach the western pair. Click the Squire, then C4, then “Move here” (3 steps, his Speed).',
      move: { type: 'move', hero: SQUIRE, to: 'C4' },
      after: 'He stands next to both Goblins, and both of his actions are left.',
    },
    {
      title: 'Attack',
      say: 'A hero attacks an enemy within its Range (1 for the Squire) for its Attack (2). A Goblin has 2 health. Click the Squire, then Goblin 5.',
      move: { type: 'attack', hero: SQUIRE, enemy: 5 },
      then: [
        { type: 'attack', hero: SQUIRE, enemy: 6 },
        done(SQUIRE),
        { type: 'move', hero: APPRENTICE, to: 'C5' },
        { type: 'build', hero: APPRENTICE, defense: 'magic-blockade', at: 'B4', facing: 0 },
        { type: 'move', hero: APPRENTICE, to: 'B5' },
        done(APPRENTICE),
      ],
      after:
        'Goblin 5 fell: its bounty, 1 mana, goes to the team. The second attack felled Goblin 6. In the east, Goblin 7 walked into the Lightning Tower’s range and fell; Goblin 8 reached the tower and hit it for 2 (3 health left).',
    },
    {
      title: 'Cooldown',
      say: 'A defense that attacked turns face down for its Rate (2 for the Lightning Tower) before it can fire again: Goblin 8 hits it meanwhile. Click the Squire, then “done”.',
      move: done(SQUIRE),
      then: [{ type: 'build', hero: APPRENTICE, defense: 'magic-blockade', at: 'C5', facing: 4 }, { type: 'move', hero: APPRENTICE, to: 'C6' }, done(APPRENTICE)],
      after: 'Goblin 8 hit the Lightning Tower again: 1 health left. A defense at 0 is destroyed; a hero beside it could repair it for its Cast.',
    },
    {
      title: 'Hold the wave',
      say: 'The Lightning Tower’s cooldown runs out in the next Board phase. Click the Squire, then “done” once more.',
      move: done(SQUIRE),
      then: [done(APPRENTICE), done(SQUIRE), done(APPRENTICE)],
      after:
        'The Lightning Tower flipped face up and felled Goblin 8. With no enemy left on the board the wave is beaten, and since this game asked for one wave, the heroes win. A real game asks you to survive 4 waves, each spawning for as many Board phases as its number.',
    },
  ],
  end: {
    title: 'The crystal stands',
    text: 'You entered the board, built a blockade and a tower, moved, attacked and watched the Board phase. A real game adds the Huntress’s traps and the Monk’s auras, Wyverns, Ogres, Kobolds and Mages, four waves and up to eight heroes.',
  },
};

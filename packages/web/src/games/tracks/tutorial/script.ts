import type { AnyGame } from '@ramparts/engine';
import { tracks } from '@ramparts/games/tracks/index.ts';
import type { TracksMove } from '@ramparts/games/tracks/moves.ts';
import type { TutorialScript, TutorialStep } from '../../common/tutorial/types.ts';

/**
 * The guided first game of Tracks & Waves: pure data. A real match (one player, this seed and these options: one
 * wave of one 5 HP unit, a deck of Standard and Boost credits only) and the steps that play it to a victory.
 * `script.test.tsx` plays every step through the engine, so a rules change that breaks the story fails a test.
 */
export const TUTORIAL_SETUP = {
  players: 1,
  seed: 'learn54',
  options: {
    difficulty: '1',
    startingCredits: 4,
    income: 2,
    waves: [['A01a']],
    deck: {
      mk1: { standard: 10, boost: 10, charge: 0, combine: 0 },
      mk2: { standard: 4, boost: 4, charge: 4, combine: 4 },
      mk3: { standard: 2, boost: 2, charge: 2, combine: 2 },
    },
  },
} as const;

/** The free space the tutorial builds on (row 3, column f: two spaces from A4 to A8). */
export const TUTORIAL_CELL = 29;
/** The tower the build step makes (the engine numbers towers from 2 in this match). */
export const TUTORIAL_TOWER = 2;
/** The only wave of the tutorial's game. */
export const TUTORIAL_WAVE = 1;

export const TUTORIAL_STEPS: TutorialStep<TracksMove>[] = [
  {
    title: 'Credits',
    say: 'Credits are your money. Four starting credits are revealed beside the field: click a Mk I Standard credit (S1), then your Build stack.',
    move: { type: 'take', credit: 'S1', stack: 'build' },
    then: [
      { type: 'take', credit: 'S1', stack: 'build' },
      { type: 'take', credit: 'S1', stack: 'build' },
    ],
    after:
      'Every credit goes onto one of your four Stacks, and each Stack pays for one kind of action. We put the other two S1 on Build too: a Mk I tower costs its own card plus 2 credits from the Build stack.',
  },
  {
    title: 'A Boost credit',
    say: 'Now click the Mk I Boost credit (B1), then your Boost stack.',
    move: { type: 'take', credit: 'B1', stack: 'boost' },
    after:
      'Credits on the Boost stack add damage to an attack. The first turn begins: wave 1 (the red disc W1) entered Track A and walked 3 spaces to A3. Each turn also brings income: two new credits.',
  },
  {
    title: 'Income',
    say: 'Take the income: click a B1 credit, then your Boost stack.',
    move: { type: 'take', credit: 'B1', stack: 'boost' },
    then: [{ type: 'take', credit: 'B1', stack: 'boost' }],
    after: 'We placed the second B1 on Boost too. Now everyone may act, in any order, until all say they are done.',
  },
  {
    title: 'Build a tower',
    say: 'The wave walks 3 spaces a turn, so next turn it will stand on A6. Click the S1 card in your Build stack, then the highlighted free space f3 below the track.',
    move: { type: 'build', card: 'S1', cell: TUTORIAL_CELL },
    after:
      'Your Standard tower is built (level 1): it deals 4 damage and has Range 2, so it reaches every space up to two steps away, diagonals too. A new tower carries a Depletion marker (D1): it cannot act until the next turn.',
  },
  {
    title: 'End the turn',
    say: 'Nothing more to do now: click “I am done this turn” under the board.',
    move: { type: 'done' },
    then: [
      { type: 'take', credit: 'B1', stack: 'build' },
      { type: 'take', credit: 'S1', stack: 'build' },
    ],
    after:
      'A new turn: the wave walked to A6, inside your tower’s range; the tower lost its Depletion and is ready. We put this turn’s income (B1 and S1) on your Build stack.',
  },
  {
    title: 'Boost',
    say: 'The unit of wave 1 has 5 HP and your tower deals 4; damage never adds up between attacks, so one shot must do it. Click your tower, then “boost it with Mk I Boost”.',
    move: { type: 'boost', tower: TUTORIAL_TOWER, credit: 'B1' },
    after: 'One credit from the Boost stack adds 1 damage (a Boost tower would get 2 from a Boost credit): your tower deals 5 this turn.',
  },
  {
    title: 'Attack',
    say: 'Click your tower, then the wave W1, then “attack”.',
    move: { type: 'attack', tower: TUTORIAL_TOWER, wave: TUTORIAL_WAVE },
    after:
      '5 damage against 5 HP: the unit is defeated, and with it the whole wave. It was the only wave of this short game, so the field is safe: victory! A real game has six or more waves, several units a wave and Wave Modifiers.',
  },
];

export const tracksTutorial: TutorialScript<TracksMove> = {
  game: tracks as AnyGame,
  setup: TUTORIAL_SETUP,
  seat: 0,
  seatNames: ['Player 1'],
  intro: 'A short guided game on the real board: one wave, one tower.',
  steps: TUTORIAL_STEPS,
  end: {
    title: 'Well defended!',
    text: 'You drafted credits onto your Stacks, built a tower, boosted it and defeated a wave. A real game adds more waves, upgrades, Combine towers, Kill Bonuses and Skills: the rules explain them.',
  },
};

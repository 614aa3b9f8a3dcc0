import type { AnyGame } from '@ramparts/engine';
import { coins } from '@ramparts/games/coins/index.ts';
import type { Move as CoinsMove } from '@ramparts/games/coins/moves.ts';
import type { TutorialScript } from '../../common/tutorial/types.ts';

const hit = (square: number): CoinsMove => ({ type: 'hit', map: 0, square });

/**
 * The guided first game of Coin Siege: pure data. A real duel (this seed: the coins fall the same way every time),
 * taught from both sides: two turns of the Attacker's pairings and the Defender's tosses and shots.
 * `script.test.ts` plays every step through the engine and checks what the texts say.
 */
export const coinsTutorial: TutorialScript<CoinsMove> = {
  game: coins as AnyGame,
  setup: { players: 2, seed: 'learn-coins', options: { mode: 'duel' } },
  seat: 0,
  seatNames: ['Attacker', 'Defender'],
  intro: 'A short guided duel on the real board: two turns, played from both sides.',
  steps: [
    {
      title: 'Pair two coins',
      say: 'You are the Attacker: your soldiers are coins marching along the 12-square Pathway to the Castle. Your three reinforcement coins were tossed and all landed tails up. Pair two of them: one coin’s value names the soldier, the other says how far it goes (or, for a new soldier, its square). Click “New 2c soldier”, then square 5.',
      move: { type: 'place', value: 2, square: 5 },
      after:
        'The 2 cent coin chose the soldier, the 5 cent coin the square: a new 2c soldier from your supply stands on square 5. The lone 1 cent coin pairs with nothing, so that toss ended by itself. Toss 2 of 3: 1c tails, 2c heads, 5c tails (a coin heads up cannot be used).',
    },
    {
      title: 'Move a soldier',
      say: 'A pairing can also move a soldier already on the Pathway, once a turn. Pair the 1c and the 5c coins: click the 1c soldier on square 3, then “Forward 5 squares”.',
      move: { type: 'advance', map: 0, square: 3, level: 0, steps: 5 },
      then: [{ type: 'place', value: 1, square: 5 }],
      after:
        'It stands on square 8. Your third toss fell 1c, 2c and 5c tails up; we placed a 1c soldier on square 5, on top of the 2c (a soldier may enter a square only if it is worth less than one already there). After your three tosses every soldier marched one square towards the Castle, and you took the first coin of the lap counter: next turn you toss four coins.',
    },
    {
      title: 'Toss again, or stop?',
      seat: 1,
      say: 'Now play the Defender. Your garrison of three 1c coins was tossed: one tails up, 1 damage. Stop and shoot, or toss again and add the new tails-up values (three tosses a turn at most). But three heads in one toss is a critical failure: no damage at all this turn. Click “Toss again”.',
      move: { type: 'tossAgain' },
      then: [{ type: 'tossAgain' }],
      after:
        'Toss 2 added 2 (total 3); we tossed a third time for you: +1, so 4 damage, and three tosses is the most a turn allows. Three tails in one toss would have been a critical success: +1 HP for the Castle.',
    },
    {
      title: 'Wound a soldier',
      seat: 1,
      say: 'A soldier has as many HP as its value: a wound costs 1 damage for a 1c, 2 for a 2c, 5 for a 5c. Shoot the 1c soldier on square 9, the nearest to the Castle: click square 9.',
      move: hit(9),
      after: 'Wounded: the soldier is turned heads up and stays on the Pathway; a second wound kills it. 3 damage left.',
    },
    {
      title: 'A kill makes your garrison stronger',
      seat: 1,
      say: 'Shoot square 9 again to kill the wounded soldier.',
      move: hit(9),
      then: [hit(6), hit(6)],
      after:
        'Killed: it went back to the supply, and one garrison coin evolved from 1c to 2c, so your tosses are worth more (every 1c evolves before a 2c becomes a 5c). We spent the last 2 damage killing the 1c on top of square 6 (in a stack the top soldier must die before the one below can be hit): a second evolution. Turn 2 begins.',
    },
    {
      title: 'More coins every turn',
      say: 'The Attacker again: you toss four coins now, and only the 1c and the 5c landed tails up. Pair them to place your strongest soldier: click “New 5c soldier”, then square 1.',
      move: { type: 'place', value: 5, square: 1 },
      after: 'A 5c soldier enters the Pathway. Toss 2 gave no usable pairing and ended by itself. Toss 3: 1c, 1c, 2c and 5c, all tails up: two pairings in one toss.',
    },
    {
      title: 'Race for the Castle',
      say: 'A soldier that moves past square 12 enters the Castle and deals its value in damage. Pair the 2c and the 5c coins: click the 2c soldier on square 6, then “Forward 5 squares”.',
      move: { type: 'advance', map: 0, square: 6, level: 0, steps: 5 },
      then: [{ type: 'place', value: 1, square: 1 }],
      after:
        'It reached square 11; we paired the two 1c coins to place a 1c soldier on square 1. The march took the 2c to square 12, one step from the Castle, and the lap counter gave you a 2c coin: five coins next turn (new coins come for six turns; from turn 8 no new soldier may be placed).',
    },
    {
      title: 'Protect the Castle',
      seat: 1,
      say: 'The Defender’s toss: 1c, 2c and 2c, all tails up, a critical success. The Castle gains 1 HP (9 now) and the toss stops with 5 damage. The 2c soldier on square 12 would hit the Castle for 2 next turn: shoot square 12.',
      move: hit(12),
      then: [hit(12), hit(2)],
      after:
        'Wounded for 2; we spent 2 more to kill it (a third garrison coin evolved) and the last 1 to wound the 1c on top of square 2. How the game is won: the Attacker wins the moment the Castle falls to 0 HP; the Defender wins if, from turn 8 on, no soldier is left on the Pathway while the Castle stands.',
    },
  ],
  end: {
    title: 'You know both sides',
    text: 'You paired tossed coins to place and move soldiers, pushed your luck with the garrison and shot soldiers down, each kill making your garrison stronger. A real game is a duel (one attacks, the other defends), a solo siege against the rules, or a Crusade for two to four.',
  },
};

import type { AnyGame } from '@ramparts/engine';
import { dice } from '@ramparts/games/dice/index.ts';
import type { Move as DiceMove } from '@ramparts/games/dice/moves.ts';
import type { TutorialScript } from '../../common/tutorial/types.ts';

const rest: DiceMove = { type: 'rest' };

/**
 * The guided first game of Gate Defense: pure data. Scenario 1 for one person with two heroes (Keith and Glorbud),
 * its first five rounds; this seed makes the dice fall the same way every time. `script.test.tsx` plays every step
 * through the engine and checks what the texts say.
 */
export const diceTutorial: TutorialScript<DiceMove> = {
  game: dice as AnyGame,
  setup: { players: 1, seed: 'learn-dice-3', options: {} },
  seat: 0,
  seatNames: ['Player 1'],
  intro: 'A short guided game of Scenario 1 on the real board: two heroes, five rounds.',
  steps: [
    {
      title: 'Build a tower',
      say: 'Gate Defense is co-operative: your two heroes, Keith the Crazed Archer and Glorbud the Huge, defend the gate. Each round an event card may bring enemies, the enemies move, then every hero takes two actions, then every tower fires. 4 Gremlins are on P2. Keith stands at the gate beside site T7, which covers P5 and P6. An Archery Tower costs 4 gold, 3 for Keith: click site T7, then the Archery Tower.',
      move: { type: 'build', site: 'T7', tower: 'archery' },
      after: 'Built at level 1, and your gold went from 12 to 9. A tower fires once a round, in the Tower phase, at enemies on the spaces it covers.',
    },
    {
      title: 'Upgrade it',
      say: 'A tower rolls one die per level; each die showing an enemy’s health or more kills one. Spend Keith’s second action on an upgrade (4 gold, 3 for Keith): click the tower on T7, then the upgrade.',
      move: { type: 'upgrade', site: 'T7' },
      after: 'Level 2: two dice a round. Gold 6. Keith’s two actions are spent; Glorbud acts next.',
    },
    {
      title: 'Glorbud’s Bombers',
      say: 'Bombers roll two dice per level, and Glorbud pays 2 gold less for them: 4. Click site T6 (it covers P6 and the gate), then the Bombers.',
      move: { type: 'build', site: 'T6', tower: 'bombers' },
      then: [rest],
      after:
        'Gold 2; Glorbud did nothing with his second action. Nothing was in reach in the Tower phase. Round 2: the next event card brought 4 more Gremlins to the spawn P1, and every enemy moved (a Gremlin moves 1 space a round): Gremlins on P3 and P2 now.',
    },
    {
      title: 'Meet them on the road',
      say: 'Heroes fight too. Keith moves 2 spaces an action: click P5.',
      move: { type: 'move', to: 'P5' },
      then: [{ type: 'move', to: 'N4' }, rest],
      after: 'We moved him on to N4, one branch of the fork, and Glorbud waited. Round 3: at the fork the 4 Gremlins from P3 split evenly, 2 onto N4 beside Keith and 2 onto S4; 4 more came on.',
    },
    {
      title: 'Attack',
      say: 'A hero attacks an enemy on its own space with one die (Glorbud rolls two): the enemy’s health or more kills it, 3 for a Gremlin, and earns its reward. Click the Gremlins on N4.',
      move: { type: 'attack', enemy: 'gremlin' },
      then: [{ type: 'attack', enemy: 'gremlin' }, rest],
      after:
        'Keith rolled 3: one Gremlin killed, 1 gold. We attacked again: a 5, the second one died too (gold 4). Round 4: the 2 Gremlins from S4 reached P5, where your Archery Tower reaches, and 2 more came onto N4 beside Keith.',
    },
    {
      title: 'The Tower phase',
      say: 'Let the towers work: click “Do nothing” for Keith (Glorbud waits too).',
      move: rest,
      then: [rest],
      after:
        'The Archery Tower rolled 4 and 6: both Gremlins on P5 killed. Their reward, 2 gold, was piled by the tower, and Glorbud, at the gate beside it, claimed it. Round 5: a Gremlin on N4 hit Keith for 1 (4 of 5 health left); a hero at 0 health is sent back to the gate and misses the next Players phase.',
    },
    {
      title: 'Build where the fight is',
      say: 'Gold 6. Keith stands beside sites T2 and T4; T4 covers N4 and P5, where the Gremlins gather. Click site T4, then the Archery Tower.',
      move: { type: 'build', site: 'T4', tower: 'archery' },
      then: [rest, rest],
      after:
        'Two Archery Towers now cover P5, and the one on T7 killed another Gremlin. How to win: Scenario 1 is won when its event deck is spent and every enemy is defeated (four waves, the boss Morgu in the last); an enemy that reaches the gate strikes a gate die, and when the last gate die falls the game is lost.',
    },
  ],
  end: {
    title: 'The gate holds',
    text: 'You built and upgraded towers, moved a hero, attacked and watched the Tower phase pay out. A real game adds mounting towers, raising the gate dice (20 gold at the gate), up to five heroes, bosses and three more scenarios.',
  },
};

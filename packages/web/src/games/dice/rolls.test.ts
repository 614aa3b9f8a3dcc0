import { describe, expect, it } from 'vitest';
import { rollsOf } from './rolls.ts';

describe('the dice a Gate Defense log line rolled (issue #31.6)', () => {
  it('a tower firing, a hero attacking with one or two dice, a Trebuchet aiming and striking or misfiring, a boss at a crossroads', () => {
    const lines = [
      'Round 2: the event card is "Gremlin x 4": 4 Gremlins appear at the spawn P1.',
      'Swordsmen on T7 (level 3) rolls 2, 3, 6: kills 2 Gremlins on P5; 2 gold piled by T7.',
      'Keith attacks the Gremlins on P2, rolls 1: misses (needs 3+).',
      'Glorbud attacks the Gremlins on P5, rolls 3 and 5: kills 2 Gremlins, +2 gold (gold 2).',
      'Trebuchet on T4 (level 2) aims at S3 (rolled 4), strikes with 5, 2: best 5, kills 2 Gremlins on S3; 2 gold piled by T4.',
      'Trebuchet on T4 aims at P3 and rolls a 1: a misfire, landing harmlessly.',
      'At the crossroads P4 Morgu rolls 4: toward P5.',
      'At the crossroads P4 the odd Gremlin rolls 2: toward S1.',
    ];
    expect(rollsOf(lines).map((r) => [r.who, r.dice])).toEqual([
      ['Swordsmen on T7', [2, 3, 6]],
      ['Keith', [1]],
      ['Glorbud', [3, 5]],
      ['Trebuchet on T4', [4, 5, 2]],
      ['Trebuchet on T4', [1]],
      ['Morgu', [4]],
      ['Gremlin', [2]],
    ]);
    expect(rollsOf(lines)[0].line).toBe(lines[1]);
  });

  it('lines that roll nothing give nothing', () => {
    expect(rollsOf(['Keith moves to P3.', 'The Gremlins on P6 strike the gate die 4 for 1: it shows 3.'])).toEqual([]);
  });
});

describe('every roll of real games is read', () => {
  it('games played by random bots: each log line that rolls gives one roll of 1 to 6s, as many as the line names', async () => {
    const { createBot, Match } = await import('@ramparts/engine');
    const { findGame } = await import('@ramparts/games');
    const game = findGame('dice')!;
    let rolling = 0;
    for (const seed of ['r1', 'r2', 'r3']) {
      const match = Match.create(game, { players: 2, options: {}, seed });
      for (let i = 0; i < 3000 && !match.outcome(); i++) {
        const actor = match.actors()[0];
        match.play(actor, createBot('random', `${seed}:${i}`, game).chooseMove(game, match.state, actor));
      }
      for (const line of match.log(null)) {
        if (!/\broll/.test(line)) continue;
        rolling++;
        const rolls = rollsOf([line]);
        expect(rolls, line).toHaveLength(1);
        expect(rolls[0].dice.length, line).toBeGreaterThan(0);
        for (const d of rolls[0].dice) expect(d >= 1 && d <= 6, line).toBe(true);
        expect(line, line).toContain(rolls[0].who);
      }
    }
    expect(rolling).toBeGreaterThan(10);
  }, 60_000);
});

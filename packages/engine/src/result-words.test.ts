import { describe, expect, it } from 'vitest';
import type { Outcome } from './game.ts';
import { resultHeadline, type ResultReaders } from './result-words.ts';

// The outcomes below are worded as the games word them (coins, cards, tracks, dice, crystal).
const duel = ['Attacker', 'Defender'];
const defenderWins: Outcome = { winners: [1], reason: 'No soldier is left on the map and the castle stands: the Defender wins.' };
const read = (outcome: Outcome, readers: Partial<ResultReaders> & Pick<ResultReaders, 'viewers'>) => resultHeadline(outcome, { play: 'competitive', seatNames: duel, ...readers });

describe('resultHeadline: each person reads their own result first, then who won (issue #27)', () => {
  it('a duel: the winner reads "You win", the loser "You lose" and who won, a spectator only who won', () => {
    expect(read(defenderWins, { viewers: [1] })).toBe('You win');
    expect(read(defenderWins, { viewers: [0] })).toBe('You lose: Defender wins');
    expect(read(defenderWins, { viewers: [] })).toBe('Defender wins');
  });

  it('a replay tells it in the past', () => {
    expect(read(defenderWins, { viewers: [1], past: true })).toBe('You won');
    expect(read(defenderWins, { viewers: [0], past: true })).toBe('You lost: Defender won');
    expect(read(defenderWins, { viewers: [], past: true })).toBe('Defender won');
  });

  it('a solo game against the rules: the side the rules play wins, the player loses', () => {
    const lost: Outcome = { winners: [], reason: 'The castle has fallen: the Attacker wins.', automatonWinner: 'the Attacker' };
    expect(read(lost, { seatNames: ['Defender'], viewers: [0] })).toBe('You lose: the Attacker wins');
    expect(read(lost, { seatNames: ['Defender'], viewers: [] })).toBe('The Attacker wins');
    expect(read({ winners: [0], reason: 'No soldier is left on the map and the castle stands: the Defender wins.' }, { seatNames: ['Defender'], viewers: [0] })).toBe('You win');
  });

  it('a game nobody won says so to everyone, seated or not', () => {
    const rubble: Outcome = { winners: [], reason: 'The last tower has fallen: nobody wins.' };
    const cards = ['Player 1', 'Player 2', 'Player 3'];
    expect(read(rubble, { seatNames: cards, viewers: [0] })).toBe('Nobody wins');
    expect(read(rubble, { seatNames: cards, viewers: [0, 1] })).toBe('Nobody wins');
    expect(read(rubble, { seatNames: cards, viewers: [] })).toBe('Nobody wins');
    expect(read(rubble, { seatNames: cards, viewers: [], past: true })).toBe('Nobody won');
  });

  it('a co-operative table wins or loses as a team, its seats elsewhere included', () => {
    const team = { play: 'cooperative' as const, seatNames: ['Player 1', 'Player 2'] };
    const won: Outcome = { winners: [0, 1], reason: 'Every wave is defeated or gone: victory with 6 lives left.' };
    const horde: Outcome = { winners: [], reason: 'The Horde reaches the castle.', automatonWinner: 'the enemy horde' };
    const failed: Outcome = { winners: [], reason: 'The last life is lost: the session ends in failure.' };
    expect(read(won, { ...team, viewers: [1] })).toBe('Your team wins');
    expect(read(won, { ...team, viewers: [0, 1] })).toBe('Your team wins');
    expect(read(horde, { ...team, viewers: [0] })).toBe('Your team loses: the enemy horde wins');
    expect(read(failed, { ...team, viewers: [0, 1] })).toBe('Your team loses');
    expect(read(failed, { ...team, viewers: [0], past: true })).toBe('Your team lost');
    expect(read(won, { ...team, viewers: [] })).toBe('Player 1 and Player 2 win');
    expect(read(horde, { ...team, viewers: [] })).toBe('The enemy horde wins');
    expect(read(failed, { ...team, viewers: [] })).toBe('The team loses');
  });

  it('a co-operative game played alone is "you", not a team', () => {
    const alone = { play: 'cooperative' as const, seatNames: ['Player 1'] };
    expect(read({ winners: [0], reason: 'Every wave is defeated or gone.' }, { ...alone, viewers: [0] })).toBe('You win');
    expect(read({ winners: [], reason: 'The crystal is lost.', automatonWinner: 'the Horde' }, { ...alone, viewers: [0] })).toBe('You lose: the Horde wins');
    expect(read({ winners: [], reason: 'The last life is lost.' }, { ...alone, viewers: [0] })).toBe('You lose');
    expect(read({ winners: [], reason: 'The last life is lost.' }, { ...alone, viewers: [] })).toBe('Player 1 loses');
  });

  it('several people at one screen of a seat-against-seat game: each seat’s result, then who won from elsewhere', () => {
    const cards = ['Player 1', 'Player 2', 'Player 3'];
    const first: Outcome = { winners: [0], reason: "Player 1's tower is the last one standing." };
    const third: Outcome = { winners: [2], reason: "Player 3's tower is the last one standing." };
    expect(read(defenderWins, { viewers: [0, 1] })).toBe('Defender wins · Attacker loses');
    expect(read(first, { seatNames: cards, viewers: [0, 1, 2] })).toBe('Player 1 wins · Player 2 and Player 3 lose');
    expect(read(first, { seatNames: cards, viewers: [0, 1] })).toBe('Player 1 wins · Player 2 loses');
    expect(read(third, { seatNames: cards, viewers: [0, 1] })).toBe('Player 1 and Player 2 lose: Player 3 wins');
    expect(read(third, { seatNames: cards, viewers: [0, 1], past: true })).toBe('Player 1 and Player 2 lost: Player 3 won');
  });

  it('a win shared with seats elsewhere names them; a loss names every winner', () => {
    const versus = ['Player 1', 'Player 2', 'Player 3', 'Player 4'];
    const shared: Outcome = { winners: [0, 2], reason: 'Every wave is defeated or gone: victory with 3 lives left.' };
    expect(read(shared, { seatNames: versus, viewers: [0] })).toBe('You win, with Player 3');
    expect(read(shared, { seatNames: versus, viewers: [1] })).toBe('You lose: Player 1 and Player 3 win');
    expect(read({ winners: [0, 1, 3], reason: '' }, { seatNames: versus, viewers: [2] })).toBe('You lose: Player 1, Player 2 and Player 4 win');
    expect(read(shared, { seatNames: versus, viewers: [] })).toBe('Player 1 and Player 3 win');
  });

  it('a mixed game is read seat by seat, as a competitive one', () => {
    expect(read(defenderWins, { play: 'mixed', viewers: [0] })).toBe('You lose: Defender wins');
    expect(read(defenderWins, { play: 'mixed', viewers: [1] })).toBe('You win');
  });
});

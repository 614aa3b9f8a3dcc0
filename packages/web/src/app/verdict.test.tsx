import type { GameKind, Outcome } from '@ramparts/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SeatInfo, TableState } from '../driver.ts';
import { EndScreen } from './Table.tsx';
import { replayVerdict, seatsHere } from './verdict.ts';

type Kind = SeatInfo['kind'];

/**
 * The end screen of a finished table. `kinds`: who plays each seat as the table's state says it ('me' and
 * 'hotseat' are at this screen; 'human' elsewhere online; 'bot'); `seat`: the seat whose view is shown.
 */
function endScreen(outcome: Outcome, seatNames: string[], kinds: Kind[], play: GameKind['play'], seat: number | null = kinds.indexOf('me') < 0 ? null : kinds.indexOf('me')): string {
  const state: TableState = {
    game: 'test',
    seq: 10,
    status: 'finished',
    seat,
    view: null,
    moves: [],
    actors: [],
    sittable: [],
    outcome,
    canUndo: false,
    log: [],
    seats: seatNames.map((role, i) => ({ seat: i, role, name: kinds[i] === 'me' ? 'You' : 'Someone', kind: kinds[i], connected: true })),
    clocks: null,
    notice: null,
    handOver: null,
    replay: null,
  };
  return renderToStaticMarkup(<EndScreen state={state} seatNames={seatNames} play={play} />);
}

const headline = (html: string) => html.match(/<h2>(.*?)<\/h2>/)![1];
/** The end screen's text in reading order, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

const duel = ['Attacker', 'Defender'];
const defenderWins: Outcome = { winners: [1], reason: 'No soldier is left on the map and the castle stands: the Defender wins.' };

describe('the end screen says who won (issue #11)', () => {
  const soloLoss: Outcome = { winners: [], reason: 'The castle has fallen: the Attacker wins.', automatonWinner: 'the Attacker' };

  it('a solo game lost to the rules: the automaton side wins and the player reads "You lose", never "Nobody wins"', () => {
    const html = endScreen(soloLoss, ['Defender'], ['me'], 'competitive');
    expect(headline(html)).toBe('You lose: the Attacker wins');
    expect(html).toContain('The castle has fallen: the Attacker wins.');
    expect(html).not.toContain('Nobody');
    expect(headline(endScreen(soloLoss, ['Defender'], ['human'], 'competitive'))).toBe('The Attacker wins');
    expect(replayVerdict(soloLoss, null, ['Defender'], 'competitive')).toBe('The Attacker won');
  });

  it('a co-op game lost reads as a loss for the team (the team wins or loses together)', () => {
    const failed: Outcome = { winners: [], reason: 'The last life is lost: the session ends in failure.', scores: [0, 0] };
    const pair = ['Player 1', 'Player 2'];
    expect(headline(endScreen(failed, pair, ['bot', 'me'], 'cooperative'))).toBe('Your team loses');
    expect(headline(endScreen(failed, pair, ['human', 'human'], 'cooperative'))).toBe('The team loses');
    expect(headline(endScreen(failed, ['Player 1'], ['me'], 'cooperative'))).toBe('You lose');
    expect(replayVerdict(failed, null, pair, 'cooperative')).toBe('The team lost');
  });

  it('a competitive game nobody won still says so, seated or not', () => {
    const rubble: Outcome = { winners: [], reason: 'The last tower has fallen: nobody wins.' };
    expect(headline(endScreen(rubble, ['Player 1', 'Player 2'], ['me', 'bot'], 'competitive'))).toBe('Nobody wins');
    expect(headline(endScreen(rubble, ['Player 1', 'Player 2'], ['human', 'human'], 'competitive'))).toBe('Nobody wins');
  });
});

describe('the loser is told: each person at a finished table reads their own result first (issue #27)', () => {
  it('a local duel against a bot: the loser reads "You lose: Defender wins", then why; the winner "You win"', () => {
    const lost = endScreen(defenderWins, duel, ['me', 'bot'], 'competitive');
    expect(headline(lost)).toBe('You lose: Defender wins');
    expect(text(lost)).toMatch(/^You lose: Defender wins No soldier is left on the map/);
    expect(headline(endScreen(defenderWins, duel, ['bot', 'me'], 'competitive'))).toBe('You win');
  });

  it('online: the seat held here is "you", whichever seat the screen shows; a spectator reads who won', () => {
    expect(headline(endScreen(defenderWins, duel, ['me', 'human'], 'competitive'))).toBe('You lose: Defender wins');
    // The Defender's last move left the Defender's view on a screen whose person plays the Attacker: still their loss.
    expect(headline(endScreen(defenderWins, duel, ['me', 'human'], 'competitive', 1))).toBe('You lose: Defender wins');
    expect(headline(endScreen(defenderWins, duel, ['human', 'me'], 'competitive'))).toBe('You win');
    expect(headline(endScreen(defenderWins, duel, ['human', 'human'], 'competitive'))).toBe('Defender wins');
  });

  it('hot-seat: everyone at the screen reads their seat’s result, and who won from elsewhere', () => {
    expect(headline(endScreen(defenderWins, duel, ['me', 'hotseat'], 'competitive'))).toBe('Defender wins · Attacker loses');
    const third: Outcome = { winners: [2], reason: "Player 3's tower is the last one standing." };
    expect(headline(endScreen(third, ['Player 1', 'Player 2', 'Player 3'], ['me', 'hotseat', 'bot'], 'competitive'))).toBe('Player 1 and Player 2 lose: Player 3 wins');
    const team: Outcome = { winners: [0, 1], reason: 'Every wave is defeated or gone: victory with 6 lives left.' };
    expect(headline(endScreen(team, ['Player 1', 'Player 2'], ['me', 'hotseat'], 'cooperative'))).toBe('Your team wins');
    expect(headline(endScreen(team, ['Player 1', 'Player 2'], ['human', 'human'], 'cooperative'))).toBe('Player 1 and Player 2 win');
  });

  it('the seats at this screen are "me" and "hotseat" ones, never a bot’s or another browser’s', () => {
    const seats = (['me', 'bot', 'hotseat', 'human'] as Kind[]).map((kind, seat) => ({ seat, role: `Player ${seat + 1}`, name: '', kind, connected: true }));
    expect(seatsHere(seats)).toEqual([0, 2]);
  });

  it('a replay seen by a seat tells that seat’s result, in the past; seen by a spectator, who won', () => {
    expect(replayVerdict(defenderWins, 0, duel, 'competitive')).toBe('You lost: Defender won');
    expect(replayVerdict(defenderWins, 1, duel, 'competitive')).toBe('You won');
    expect(replayVerdict(defenderWins, null, duel, 'competitive')).toBe('Defender won');
  });
});

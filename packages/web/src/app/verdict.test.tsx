import type { GameKind, Outcome } from '@ramparts/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TableState } from '../driver.ts';
import { EndScreen } from './Table.tsx';
import { verdict } from './verdict.ts';

/** The end screen of a finished table, as the seat at this screen (`null`: a spectator) sees it. */
function endScreen(outcome: Outcome, seat: number | null, seatNames: string[], play: GameKind['play']): string {
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
    seats: seatNames.map((role, i) => ({ seat: i, role, name: 'You', kind: 'me', connected: true })),
    clocks: null,
    notice: null,
    handOver: null,
    replay: null,
  };
  return renderToStaticMarkup(<EndScreen state={state} seatNames={seatNames} play={play} />);
}

const headline = (html: string) => html.match(/<h2>(.*?)<\/h2>/)![1];

describe('the end screen says who won (issue #11)', () => {
  // The kinds of play of Coin Siege (its solo modes against the rules included) and of Tracks & Waves.
  const coins = { kind: { play: 'competitive' } } as const;
  const tracks = { kind: { play: 'cooperative' } } as const;
  const soloLoss: Outcome = { winners: [], reason: 'The castle has fallen: the Attacker wins.', automatonWinner: 'the Attacker' };

  it('a solo game lost to the rules: the automaton side wins and the player reads "You lose", never "Nobody wins"', () => {
    const names = ['Defender'];
    const html = endScreen(soloLoss, 0, names, coins.kind.play);
    expect(headline(html)).toBe('You lose: the Attacker wins');
    expect(html).toContain('The castle has fallen: the Attacker wins.');
    expect(html).not.toContain('Nobody');
    expect(headline(endScreen(soloLoss, null, names, coins.kind.play))).toBe('The Attacker wins');
    expect(verdict(soloLoss, null, names, coins.kind.play, true)).toBe('The Attacker won');
  });

  it('a co-op game lost reads as a loss for the team (the team wins or loses together)', () => {
    const failed: Outcome = { winners: [], reason: 'The last life is lost: the session ends in failure.', scores: [0, 0] };
    expect(headline(endScreen(failed, 1, ['Player 1', 'Player 2'], tracks.kind.play))).toBe('Your team loses');
    expect(headline(endScreen(failed, null, ['Player 1', 'Player 2'], tracks.kind.play))).toBe('The team loses');
    expect(headline(endScreen(failed, 0, ['Player 1'], tracks.kind.play))).toBe('You lose');
    expect(verdict(failed, null, ['Player 1', 'Player 2'], tracks.kind.play, true)).toBe('The team lost');
  });

  it('a competitive game nobody won still says so; winners are named, and the winner reads "You win!"', () => {
    const rubble: Outcome = { winners: [], reason: 'The last tower has fallen: nobody wins.' };
    expect(headline(endScreen(rubble, 0, ['Player 1', 'Player 2'], 'competitive'))).toBe('Nobody wins');
    const duel: Outcome = { winners: [1], reason: 'No soldier is left on the map and the castle stands: the Defender wins.' };
    expect(headline(endScreen(duel, 1, ['Attacker', 'Defender'], 'competitive'))).toBe('You win!');
    expect(headline(endScreen(duel, 0, ['Attacker', 'Defender'], 'competitive'))).toBe('Defender wins');
    const team: Outcome = { winners: [0, 1], reason: 'Every wave is defeated or gone: victory with 6 lives left.' };
    expect(headline(endScreen(team, null, ['Player 1', 'Player 2'], 'cooperative'))).toBe('Player 1 and Player 2 win');
    expect(verdict(duel, null, ['Attacker', 'Defender'], 'competitive', true)).toBe('Defender won');
  });
});

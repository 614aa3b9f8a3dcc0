import { describe, expect, it } from 'vitest';
import { CliError } from './io.ts';
import { parseKeyValue, rawOptions } from './options.ts';
import { botSpecs, planSeats } from './seats.ts';

describe('planSeats', () => {
  it('is hot-seat for the fewest players by default', () => {
    expect(planSeats({}, 2)).toEqual({ players: 2, seats: ['human', 'human'] });
    expect(planSeats({ players: 3 }, 2)).toEqual({ players: 3, seats: ['human', 'human', 'human'] });
  });

  it('--vs puts the bot on every seat but the first', () => {
    expect(planSeats({ vs: 'mcts:500' }, 2)).toEqual({ players: 2, seats: ['human', 'mcts:500'] });
    expect(planSeats({ vs: 'random', players: 4 }, 2).seats).toEqual(['human', 'random', 'random', 'random']);
  });

  it('--vs without --players seats a bot beside you where the game allows two seats, and only then', () => {
    expect(planSeats({ vs: 'heuristic' }, 1, 4)).toEqual({ players: 2, seats: ['human', 'heuristic'] });
    expect(planSeats({ vs: 'heuristic' }, 1, 1)).toEqual({ players: 1, seats: ['human'] });
    expect(planSeats({ vs: 'heuristic', players: 1 }, 1, 4).players).toBe(1);
  });

  it('--seats lists every seat and sets the count', () => {
    expect(planSeats({ seats: 'human, MCTS ,human,random' }, 2)).toEqual({ players: 4, seats: ['human', 'mcts', 'human', 'random'] });
    expect(planSeats({ seats: 'human,mcts', players: 2 }, 2).players).toBe(2);
  });

  it('rejects contradictions', () => {
    expect(() => planSeats({ seats: 'human,mcts', players: 3 }, 2)).toThrow(/lists 2 seats but --players is 3/);
    expect(() => planSeats({ seats: 'human', vs: 'mcts' }, 2)).toThrow(CliError);
    expect(() => planSeats({ seats: ' , ' }, 2)).toThrow(/comma-separated/);
    expect(() => planSeats({ vs: 'human' }, 2)).toThrow(/--vs takes a bot/);
  });
});

describe('botSpecs', () => {
  it('repeats the last bot for the remaining seats', () => {
    expect(botSpecs('mcts', 3)).toEqual(['mcts', 'mcts', 'mcts']);
    expect(botSpecs('mcts:200,random', 4)).toEqual(['mcts:200', 'random', 'random', 'random']);
  });

  it('rejects too many bots and humans', () => {
    expect(() => botSpecs('random,random,random', 2)).toThrow(/lists 3 bots/);
    expect(() => botSpecs('human,random', 2)).toThrow(/bots only/);
  });
});

describe('--option key=value', () => {
  it('reads JSON values and keeps words as text', () => {
    const o: Record<string, unknown> = {};
    parseKeyValue('target=12', o);
    parseKeyValue('endless=true', o);
    parseKeyValue('map=river', o);
    parseKeyValue('rules.castle=8', o);
    expect(o).toEqual({ target: 12, endless: true, map: 'river', rules: { castle: 8 } });
  });

  it('puts --mode and --difficulty with the rest', () => {
    expect(rawOptions({ mode: 'solo-defender', difficulty: 'heroic', option: ['x=1'] })).toEqual({ x: 1, mode: 'solo-defender', difficulty: 'heroic' });
  });

  it('--scenario and --heroes are shorthands for those options, a bare number of heroes a count', () => {
    expect(rawOptions({ scenario: '2', heroes: '3' })).toEqual({ scenario: '2', heroes: 3 });
    expect(rawOptions({ heroes: 'keith,edward' })).toEqual({ heroes: 'keith,edward' });
  });

  it('rejects a pair without a key', () => {
    expect(() => parseKeyValue('=3', {})).toThrow(/key=value/);
    expect(() => parseKeyValue('target', {})).toThrow(/key=value/);
  });
});

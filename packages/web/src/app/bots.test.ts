import { LEVEL_WORDS, type AnyGame } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { botLabel, botOptions, levelWords } from './bots.ts';
import { defaultSeats } from './seats.tsx';

const heuristic = () => ({ name: 'heuristic', chooseMove: () => null });

describe('#17 the new-game form offers the game’s bot levels', () => {
  it('offers easy, normal, hard and expert (each with its words), then the game’s own bots, then random moves', () => {
    const game = { levels: {}, bots: { heuristic } } as unknown as AnyGame;
    const options = botOptions(game);
    expect(options.map((o) => o.label)).toEqual(['Bot: easy', 'Bot: normal', 'Bot: hard', 'Bot: expert', 'Bot: heuristic', 'Bot: random moves']);
    expect(options.map((o) => o.value)).toEqual(['bot:easy', 'bot:normal', 'bot:hard', 'bot:expert', 'bot:heuristic', 'bot:random']);
    expect(options[2].words).toBe(LEVEL_WORDS.hard);
  });

  it('leaves out expert where the game does not offer it (levels.expert null)', () => {
    const options = botOptions({ levels: { expert: null } } as unknown as AnyGame);
    expect(options.map((o) => o.value)).toEqual(['bot:easy', 'bot:normal', 'bot:hard', 'bot:random']);
  });

  it('a real game’s options are its levels as botLevels says, and its own bots', () => {
    const tracks = findGame('tracks')!;
    const values = botOptions(tracks).map((o) => o.value);
    expect(values.slice(0, 3)).toEqual(['bot:easy', 'bot:normal', 'bot:hard']);
    for (const b of Object.keys(tracks.bots ?? {})) expect(values).toContain(`bot:${b}`);
  });

  it('an empty seat defaults to the normal bot; the first seat is the person’s', () => {
    expect(defaultSeats(3, [])).toEqual(['me', 'bot:normal', 'bot:normal']);
    expect(defaultSeats(2, ['hotseat'])).toEqual(['hotseat', 'bot:normal']);
  });

  it('names a seat’s bot by its level: "Bot, hard"; other specs as they are', () => {
    expect(botLabel('hard')).toBe('Bot, hard');
    expect(botLabel('easy')).toBe('Bot, easy');
    expect(botLabel('random')).toBe('Bot, random moves');
    expect(botLabel('heuristic')).toBe('Bot (heuristic)');
    expect(levelWords('bot:expert')).toBe(LEVEL_WORDS.expert);
    expect(levelWords('me')).toBeNull();
    expect(levelWords('bot:heuristic')).toBeNull();
  });
});

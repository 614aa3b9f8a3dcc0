import { LEVEL_WORDS, type AnyGame } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { botLabel, botOptions, botPrograms, levelWords } from './bots.ts';
import { defaultSeats } from './seats.tsx';

const heuristic = () => ({ name: 'heuristic', chooseMove: () => null });

describe('#17 the new-game form offers the game’s bot levels', () => {
  it('offers easy, normal, hard and expert (each with its words), then random moves; the game’s own bots only as programs (#31.9)', () => {
    const game = { levels: {}, bots: { heuristic } } as unknown as AnyGame;
    const options = botOptions(game);
    expect(options.map((o) => o.label)).toEqual(['Bot: easy', 'Bot: normal', 'Bot: hard', 'Bot: expert', 'Bot: random moves']);
    expect(options.map((o) => o.value)).toEqual(['bot:easy', 'bot:normal', 'bot:hard', 'bot:expert', 'bot:random']);
    expect(options[2].words).toBe(LEVEL_WORDS.hard);
    expect(botPrograms(game)).toEqual([{ value: 'bot:heuristic', label: 'heuristic' }]);
  });

  it('leaves out expert where the game does not offer it (levels.expert null)', () => {
    const options = botOptions({ levels: { expert: null } } as unknown as AnyGame);
    expect(options.map((o) => o.value)).toEqual(['bot:easy', 'bot:normal', 'bot:hard', 'bot:random']);
  });

  it('a real game’s options are its levels as botLevels says, in words (no spec such as heuristic:15 or guided:2000); its own bots are its programs', () => {
    for (const id of ['coins', 'cards', 'dice', 'crystal', 'tracks']) {
      const game = findGame(id)!;
      const options = botOptions(game);
      expect(options.map((o) => o.value).slice(0, 3)).toEqual(['bot:easy', 'bot:normal', 'bot:hard']);
      for (const o of options) expect(o.label, id).toMatch(/^Bot: (easy|normal|hard|expert|random moves)$/);
      expect(botPrograms(game).map((o) => o.value)).toEqual(Object.keys(game.bots ?? {}).map((b) => `bot:${b}`));
    }
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

import { describe, expect, it } from 'vitest';
import { parseRoute } from '../app/router.ts';

describe('#29 the players pages have addresses', () => {
  it('#/me, #/player/<name> (decoded), #/leaderboards, #/leaderboards/<game>/<mode>?page= (a page of 1 or more) and #/hall/<game>', () => {
    expect(parseRoute('#/me')).toEqual({ page: 'player', name: null });
    expect(parseRoute('#/player/Zo%C3%AB')).toEqual({ page: 'player', name: 'Zoë' });
    expect(parseRoute('#/leaderboards')).toEqual({ page: 'leaderboards' });
    expect(parseRoute('#/leaderboards/cards/4-players?page=3')).toEqual({ page: 'leaderboard', game: 'cards', mode: '4-players', pageNumber: 3 });
    expect(parseRoute('#/leaderboards/coins/duel')).toEqual({ page: 'leaderboard', game: 'coins', mode: 'duel', pageNumber: 1 });
    for (const bad of ['0', '-2', 'x', '']) expect(parseRoute(`#/leaderboards/coins/duel?page=${bad}`)).toMatchObject({ pageNumber: 1 });
    expect(parseRoute('#/hall/dice')).toEqual({ page: 'hall', game: 'dice' });
    expect(parseRoute('#/player/a/b')).toEqual({ page: 'missing', path: 'player/a/b' });
  });
});

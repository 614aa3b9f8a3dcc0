import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { localMatch } from './rebuild.ts';

describe('#29 a local match rebuilt from its save', () => {
  const game = findGame('coins')!;
  const played = () => {
    const m = Match.create(game, { players: 3, options: { mode: 'crusade' }, seed: 'rebuild' });
    for (let i = 0; i < 6; i++) m.play(m.actors()[0], m.legalMoves(m.actors()[0])[0]);
    m.resign(2);
    for (let i = 0; i < 6; i++) m.play(m.actors()[0], m.legalMoves(m.actors()[0])[0], 'stand-in');
    return m;
  };

  it('#29 plays every move and each resignation at its place, with or without listeners, to the same state', () => {
    const m = played();
    const save = { players: 3, options: m.options, seed: 'rebuild', moves: m.moves().map((x) => ({ ...x })), resignations: m.resignations().map((r) => ({ ...r })) };
    const quiet = localMatch(game, save);
    expect(quiet.moveCount).toBe(12);
    expect(JSON.stringify(quiet.state)).toBe(JSON.stringify(m.state));
    const told: string[] = [];
    const loud = localMatch(game, save, { move: (seat) => told.push(`move ${seat}`), resign: (at, seat) => told.push(`resign ${seat} at ${at}`) });
    expect(JSON.stringify(loud.state)).toBe(JSON.stringify(m.state));
    expect(told).toHaveLength(13);
    expect(told[6]).toBe('resign 2 at 6');
  });
});

import { createBot, createRandom, Match, type Bot } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { cell, table } from './fixtures.ts';
import { distance, fieldOf } from './rules/field.ts';
import { tracks } from './index.ts';
import { ROLLOUT, worth } from './rollout.ts';
import { candidateMoves, guidedBot } from './guide.ts';
import type { TracksMove } from './moves.ts';

function session(seed: string, options: Record<string, unknown> = {}, bot = 'heuristic'): Match {
  const m = Match.create(tracks, { players: 2, seed, options });
  const bots = [0, 1].map((i) => tracks.bots![bot](`${seed}/${i}`));
  for (let n = 0; m.actors().length && n < 5000; n++) {
    const seat = m.actors()[0];
    const move = bots[seat].chooseMove(tracks, m.state, seat);
    expect(m.legalMoves(seat)).toContainEqual(move);
    m.play(seat, move);
  }
  return m;
}

describe('Tracks & Waves bots', () => {
  it('the heuristic team plays only legal moves and wins most beginner sessions', () => {
    const wins = ['h1', 'h2', 'h3', 'h4', 'h5'].filter((seed) => (session(seed).outcome()?.winners.length ?? 0) > 0).length;
    expect(wins).toBeGreaterThanOrEqual(4);
  });

  it('the heuristic bot places a restored track where the most towers reach it, the one the waves reach next first', () => {
    const bot = tracks.bots!.heuristic('r');
    // Towers on the free lane of row 8 (between B01-B12 and B25-B14); a wave on A03 is coming to A05.
    const s = table({ towers: [{ card: 'S1', at: 'b8' }, { card: 'S1', at: 'c8' }, { card: 'S1', at: 'd8' }], waves: [{ card: 'A01a', pos: 3 }], discarded: ['A05', 'A20'] });
    s.restoring = { seat: 0, left: 2 };
    const move = bot.chooseMove(tracks, s, 0) as { type: string; track: string; cell: number };
    expect(move).toMatchObject({ type: 'restore', track: 'A05' });
    // Every tower reaches the chosen space (Range 2 at level 1): b8, c8 and d8 are all within two of it.
    for (const at of ['b8', 'c8', 'd8']) expect(distance(fieldOf(s.layout.rows), cell(s, at), move.cell)).toBeLessThanOrEqual(2);
    // With no tower on the field a track goes back to its own space.
    const bare = table({ discarded: ['A05'] });
    bare.restoring = { seat: 0, left: 1 };
    expect(bot.chooseMove(tracks, bare, 0)).toEqual({ type: 'restore', track: 'A05', cell: fieldOf(bare.layout.rows).trackCell.A[5] });
  });

  it('the heuristic bot attacks when the attack kills, and boosts into a kill', () => {
    const bot = tracks.bots!.heuristic('t');
    const kill = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }], waves: [{ card: 'A01a', pos: 5 }] });
    expect(bot.chooseMove(tracks, kill, 0)).toEqual({ type: 'attack', tower: 1, wave: 2 });
    const boost = table({ towers: [{ card: 'S1', at: 'e3' }], waves: [{ card: 'A01a', pos: 5 }], stacks: [{ boost: ['B1'] }] });
    expect(bot.chooseMove(tracks, boost, 0)).toEqual({ type: 'boost', tower: 1, credit: 'B1' });
  });

  it('evaluate gives every seat the same value in [0, 1]: more lives, more hope', () => {
    const s = tracks.setup(3, tracks.options.parse({}), createRandom('e'));
    const v = tracks.evaluate!(s);
    expect(new Set(v).size).toBe(1);
    expect(v[0] >= 0 && v[0] <= 1).toBe(true);
    const worse = { ...s, lives: 2 };
    expect(tracks.evaluate!(worse)[0]).toBeLessThan(v[0]);
    expect(tracks.evaluate!({ ...s, result: 'victory', phase: 'over' })[0]).toBeGreaterThan(0.7);
    expect(tracks.evaluate!({ ...s, result: 'lives', phase: 'over' })[0]).toBe(0);
  });

  it('Versus Sandbox: the heuristic bot bets on its own kills with Versus Wave Modifiers, and draws Versus Energy only late (heuristic-plain never uses either)', () => {
    const used = (bot: string) =>
      ['v1', 'v2', 'v3'].map((seed) => {
        const m = session(seed, { mode: 'versus' }, bot);
        const moves = m.moves().map((x) => (x as { move: { type: string } }).move.type);
        return { drawn: moves.filter((t) => t === 'versus').length, hexes: moves.filter((t) => t === 'hinder' || t === 'modify').length };
      });
    const h = used('heuristic');
    expect(h.every((x) => x.hexes > 0)).toBe(true);
    expect(h.reduce((a, x) => a + x.drawn, 0)).toBeGreaterThan(0);
    expect(used('heuristic-plain').every((x) => x.drawn === 0 && x.hexes === 0)).toBe(true);
  });

  it('Versus draft: no Versus Energy for a credit in the first half of the session; late, a Mk I credit is given up for one', () => {
    const bot = tracks.bots!.heuristic('t');
    const s = table({ options: { mode: 'versus' }, stacks: [{ build: ['S1', 'S1', 'C1'] }] });
    s.phase = 'draft';
    s.drafter = 0;
    s.turn = 3;
    s.offer = ['B1', 'S1'];
    s.called = 1;
    expect(bot.chooseMove(tracks, s, 0)).toMatchObject({ type: 'take' });
    s.called = s.totalWaves;
    expect(bot.chooseMove(tracks, s, 0)).toMatchObject({ type: 'versus' });
    s.versus!.stacks[0] = ['rush', 'raid']; // a full Versus Stack: keep the credit
    expect(bot.chooseMove(tracks, s, 0)).toMatchObject({ type: 'take' });
  });

  it('Versus: before its own kill the heuristic bot puts Bounty on the wave (Ironhide when the shot kills through 2 more HP)', () => {
    const bot = tracks.bots!.heuristic('t');
    const exact = table({ options: { mode: 'versus' }, towers: [{ card: 'S1', at: 'e3', level: 2 }], waves: [{ card: 'A01a', pos: 5 }], stacks: [{ build: ['S1', 'S1'] }] });
    expect(bot.chooseMove(tracks, exact, 0)).toEqual({ type: 'hinder', wave: 2, mod: 'bounty' });
    const spare = table({ options: { mode: 'versus' }, towers: [{ card: 'S1', at: 'e3', level: 4 }], waves: [{ card: 'A01a', pos: 5 }], stacks: [{ build: ['S1'] }] });
    expect(bot.chooseMove(tracks, spare, 0)).toEqual({ type: 'hinder', wave: 2, mod: 'ironhide' });
    spare.versus!.hexes[0] = 0; // no L-Hex left: just the kill
    expect(bot.chooseMove(tracks, spare, 0)).toEqual({ type: 'attack', tower: 1, wave: 2 });
  });

  it('the heuristic bot plays Rush when it readies a kill, Sabotage on a rival tower about to score, Field Medic only when lives run low', () => {
    const bot = tracks.bots!.heuristic('t');
    const s = table({ options: { mode: 'versus' }, towers: [{ card: 'S1', at: 'e3', depletion: 2, level: 2 }], waves: [{ card: 'A01a', pos: 5 }] });
    s.markers = [0, 0]; // no free skill to place first
    s.versus!.stacks[0] = ['rush', 'field-medic'];
    expect(bot.chooseMove(tracks, s, 0)).toEqual({ type: 'energy', card: 'rush', target: 1 });
    s.versus!.stacks[0] = ['field-medic'];
    expect(bot.chooseMove(tracks, s, 0)).toEqual({ type: 'done' });
    s.lives = s.startLives - 1;
    expect(bot.chooseMove(tracks, s, 0)).toEqual({ type: 'done' });
    s.lives = 2;
    expect(bot.chooseMove(tracks, s, 0)).toEqual({ type: 'energy', card: 'field-medic' });

    const rival = table({ options: { mode: 'versus' }, towers: [{ card: 'S1', at: 'e3', level: 2, owner: 1 }], waves: [{ card: 'A01a', pos: 5 }] });
    rival.markers = [0, 0];
    rival.versus!.stacks[0] = ['sabotage'];
    expect(bot.chooseMove(tracks, rival, 0)).toEqual({ type: 'energy', card: 'sabotage', target: 1 });
    rival.waves = []; // nothing to score: keep the card
    expect(bot.chooseMove(tracks, rival, 0)).toEqual({ type: 'done' });
  });
});

describe('Tracks & Waves hard in Versus Sandbox: heuristic rollouts over the shortlist', () => {
  // A light search (2 futures of 40 moves) keeps the test fast; `hard` runs the same code with more.
  const light = (seed: string): Bot => guidedBot(seed, { iterations: 300, rollout: { samples: 2, horizon: 40, width: 4 } });
  const normal = (seed: string): Bot => createBot('normal', seed, tracks);

  /** The first `moves` moves of a 2-player Versus session, seats picked as the CLI's runner picks them. */
  function versusMoves(seed: string, bots: ((seed: string) => Bot)[], moves: number): unknown[] {
    const random = createRandom(seed);
    const order = createRandom(`${seed}:order`);
    const players = bots.map((b, i) => b(`${seed}:${i}`));
    let s = tracks.setup(bots.length, tracks.options.parse({ mode: 'versus' }), random);
    const out: unknown[] = [];
    for (let n = 0; n < moves && tracks.actors(s).length; n++) {
      const actors = tracks.actors(s);
      const seat = actors.length > 1 ? order.pick(actors) : actors[0];
      const move = players[seat].chooseMove(tracks, s, seat);
      expect(tracks.legalMoves(s, seat)).toContainEqual(move);
      out.push(move);
      s = tracks.play(s, seat, move as TracksMove, random);
    }
    return out;
  }

  it("plays legal moves, the same ones again from the same seed, and not always the heuristic's", () => {
    const hard = versusMoves('vr', [light, normal], 60);
    expect(versusMoves('vr', [light, normal], 60)).toEqual(hard);
    expect(hard).not.toEqual(versusMoves('vr', [normal, normal], 60));
  });

  it('hard is the guided bot, which searches by rollouts in Versus Sandbox', () => {
    expect(ROLLOUT.samples).toBeGreaterThan(1);
    const position = (options: Record<string, unknown>) => table({ options, towers: [{ card: 'S1', at: 'e3', level: 2 }], waves: [{ card: 'A01a', pos: 5 }], stacks: [{ build: ['S1', 'S1'] }] });
    const versus = position({ mode: 'versus' });
    expect(candidateMoves(versus, 0).length).toBeGreaterThan(1);
    const hard = () => createBot('hard', 'h', tracks) as Bot & { inner: { inner: { lastSearch: unknown } } };
    const inVersus = hard();
    expect(versus.versus).toBeDefined();
    inVersus.chooseMove(tracks, versus, 0);
    expect(inVersus.inner.inner.lastSearch).toBeNull(); // no MCTS ran: the rollouts chose
    const coop = hard();
    coop.chooseMove(tracks, position({}), 0);
    expect(coop.inner.inner.lastSearch).not.toBeNull();
  });

  it('scores a future by its share of the win: a failure is half, a victory whole to the best performer, shared on a tie', () => {
    const s = table({ options: { mode: 'versus' } });
    s.versus!.score = [5, 3];
    expect(worth(s, 0)).toBeGreaterThan(0.5);
    expect(worth(s, 1)).toBeLessThan(0.5);
    s.result = 'victory';
    expect([worth(s, 0), worth(s, 1)]).toEqual([1, 0]);
    s.versus!.score = [4, 4];
    expect(worth(s, 1)).toBe(0.5);
    s.result = 'lives';
    expect(worth(s, 0)).toBe(0.5);
  });
});

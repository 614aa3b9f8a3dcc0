import { createRandom } from '@ramparts/engine';
import { conformance } from '@ramparts/engine/testkit';
import { describe, expect, it } from 'vitest';
import { table } from './fixtures.ts';
import { tracks } from './index.ts';
import type { TracksMove } from './moves.ts';
import { versusExp } from './rules/versus.ts';
import type { TracksState } from './state.ts';
import { versusContent } from './versus/index.ts';

const rnd = () => createRandom('versus');
const play = (s: TracksState, seat: number, m: TracksMove) => tracks.play(s, seat, m, rnd());
const VS = { mode: 'versus' };
const versusMoves = (s: TracksState, seat: number) => tracks.legalMoves(s, seat).filter((m) => m.type === 'versus');

/** A Versus Sandbox session played (first take each time, everyone done) up to its Phase 5 of turn 1. */
function firstIncome(players = 2): TracksState {
  let s = tracks.setup(players, tracks.options.parse(VS), createRandom('income'));
  while (s.turn === 0) s = play(s, s.drafter, tracks.legalMoves(s, s.drafter).find((m) => m.type === 'take')!);
  expect(s.phase).toBe('draft');
  return s;
}

describe('Versus Sandbox (1.C, 3.A.XIII-XIV, 3.B)', () => {
  it('3.A.XIII: each player chooses any 8 Versus Energy for the Versus Draw pile; Versus Sandbox takes 2-4 players', () => {
    const s = tracks.setup(3, tracks.options.parse(VS), createRandom('v'));
    expect(s.versus!.draw).toHaveLength(3 * 8);
    expect(s.title).toMatch(/^Versus Sandbox/);
    const picks = [Array(8).fill('sabotage'), ['rush', 'rush', 'rush', 'rush', 'supply', 'supply', 'raid', 'training']];
    const o = tracks.options.parse({ ...VS, versusEnergy: picks });
    expect(tracks.playerCounts(o)).toEqual({ min: 2, max: 2 });
    expect(tracks.setup(2, o, createRandom('v')).versus!.draw.sort()).toEqual(picks.flat().sort());
    expect(tracks.playerCounts(tracks.options.parse(VS))).toEqual({ min: 2, max: 4 });
    expect(tracks.options.safeParse({ ...VS, versusEnergy: [['sabotage'], ['rush']] }).success).toBe(false); // not 8
    expect(tracks.options.safeParse({ ...VS, versusEnergy: [Array(8).fill('nuke'), Array(8).fill('rush')] }).success).toBe(false);
    expect(tracks.options.safeParse({ versusEnergy: picks }).success).toBe(false); // a Versus option outside Versus
    expect(tracks.setup(2, tracks.options.parse({}), createRandom('v')).versus).toBeUndefined();
  });

  it('3.B: each player has a Versus Stack add-on, empty at the start', () => {
    const s = tracks.setup(4, tracks.options.parse(VS), createRandom('v'));
    expect(s.versus!.stacks).toEqual([[], [], [], []]);
    expect(s.versus!.score).toEqual([0, 0, 0, 0]);
  });

  it('3.A.XIII: in Phase 5 a player may draw at most 1 Versus Energy instead of one of the credits they would receive', () => {
    let s = firstIncome();
    const seat = s.drafter;
    const offer = s.offer.slice();
    const moves = versusMoves(s, seat);
    expect(moves.length).toBeGreaterThan(0);
    const credit = (moves[0] as { credit: string }).credit;
    const discardBefore = s.mk1Discard.reduce((a, b) => a + b, 0);
    s = play(s, seat, moves[0]);
    expect(s.versus!.stacks[seat]).toHaveLength(1);
    expect(s.versus!.draw).toHaveLength(15);
    expect(s.offer).toHaveLength(offer.length - 1); // the credit given up is not received…
    expect(s.mk1Discard.reduce((a, b) => a + b, 0)).toBe(discardBefore + 1); // …it goes to the Mk I Discard
    expect(s.offer.filter((c) => c === credit).length).toBe(offer.filter((c) => c === credit).length - 1);
    expect(s.drafter).toBe((seat + 1) % 2);
    // The other player may draw one too; the first may not draw a second this Phase 5.
    expect(versusMoves(s, s.drafter).length).toBeGreaterThan(0);
    s = play(s, s.drafter, tracks.legalMoves(s, s.drafter).find((m) => m.type === 'take')!);
    expect(s.drafter).toBe(seat);
    expect(versusMoves(s, seat)).toEqual([]);
    expect(() => play(s, seat, { type: 'versus', credit: s.offer[0] })).toThrow(/at most 1 Versus Energy/);
  });

  it('3.A.XIII: players may not receive Versus Energy for any action on their turn: not with the starting credits, not in Phase 6, not when placing drawn credits', () => {
    const start = tracks.setup(2, tracks.options.parse(VS), createRandom('v'));
    expect(start.turn).toBe(0);
    expect(versusMoves(start, start.drafter)).toEqual([]);
    const act = table({ options: VS, towers: [{ card: 'S1', at: 'e3' }], stacks: [{ build: ['S1'] }] });
    expect(() => play(act, 0, { type: 'versus', credit: 'S1' })).toThrow(/only in Phase 5/);
    const sold = play(act, 0, { type: 'sell', tower: 1 });
    expect(sold.pending?.seat).toBe(0);
    expect(tracks.legalMoves(sold, 0).every((m) => m.type === 'take')).toBe(true);
    expect(sold.versus!.stacks[0]).toEqual([]);
  });

  it('3.A.XIV: played Versus Energy goes to the Versus Discard, which refills an empty Versus Draw', () => {
    let s = firstIncome();
    s.versus!.discard = s.versus!.draw.splice(0);
    s = play(s, s.drafter, versusMoves(s, s.drafter)[0]);
    expect(s.versus!.draw).toHaveLength(15);
    expect(s.versus!.discard).toEqual([]);
    const t = table({ options: VS, towers: [{ card: 'S1', at: 'e3', owner: 1 }] });
    t.versus!.stacks[0] = ['sabotage'];
    const after = play(t, 0, { type: 'energy', card: 'sabotage', target: 1 });
    expect(after.versus!.discard).toEqual(['sabotage']);
    expect(after.versus!.stacks[0]).toEqual([]);
  });

  it('Versus Energy: Sabotage depletes another player’s tower (never your own), Rush energizes yours, Raid takes a rival’s credit', () => {
    const t = table({ options: VS, towers: [{ card: 'S1', at: 'e3', owner: 1 }, { card: 'S1', at: 'f3', owner: 0, depletion: 2 }], stacks: [{}, { boost: ['B2'] }] });
    t.versus!.stacks[0] = ['sabotage', 'rush', 'raid'];
    const moves = tracks.legalMoves(t, 0).filter((m) => m.type === 'energy');
    expect(moves).toEqual([
      { type: 'energy', card: 'raid', target: 1 },
      { type: 'energy', card: 'rush', target: 2 },
      { type: 'energy', card: 'sabotage', target: 1 },
    ]);
    expect(play(t, 0, { type: 'energy', card: 'sabotage', target: 1 }).towers[0].depletion).toBe(1);
    expect(() => play(t, 0, { type: 'energy', card: 'sabotage', target: 2 })).toThrow(/does not fit/);
    expect(play(t, 0, { type: 'energy', card: 'rush', target: 2 }).towers[1].depletion).toBe(0);
    const raided = play(t, 0, { type: 'energy', card: 'raid', target: 1 });
    expect(raided.stacks[1].boost).toEqual([]);
    expect(raided.pending).toEqual({ seat: 0, credits: ['B2'] });
    expect(() => play(t, 0, { type: 'energy', card: 'windfall' })).toThrow(/no Windfall in your Versus Stack/);
  });

  it('3.A.XIII: Universal Energy may be used as Versus Energy (any card chosen for the session; the U2 goes to the box)', () => {
    const t = table({ options: VS, stacks: [{ bonus: ['U2'] }] });
    const moves = tracks.legalMoves(t, 0).filter((m) => m.type === 'energy');
    expect(moves).toContainEqual({ type: 'energy', card: 'training', universal: true });
    expect(moves.every((m) => m.type === 'energy' && m.universal)).toBe(true);
    const after = play(t, 0, { type: 'energy', card: 'training', universal: true });
    expect(after.markers[0]).toBe(t.markers[0] + 1);
    expect(after.stacks[0].bonus).toEqual([]);
    expect(after.versus!.discard).toEqual([]);
    expect(tracks.legalMoves(table({ options: VS }), 0).some((m) => m.type === 'energy')).toBe(false);
  });

  it('the performance score: 1 per unit defeated, 2 more for the last unit of a wave, 1 per Wave Modifier, 2 per Game Condition completed', () => {
    expect(versusContent.score).toEqual({ unit: 1, wave: 2, modifier: 1, condition: 2 });
    const t = table({ options: VS, towers: [{ card: 'S1', at: 'e3', owner: 1, level: 2 }], waves: [{ card: 'A01a', pos: 5 }] });
    const after = play(t, 1, { type: 'attack', tower: 1, wave: 2 });
    expect(after.waves).toEqual([]);
    expect(after.versus!.score).toEqual([0, 3]);
  });

  it('1.C: if at least one player survives, all earn Versus EXP, with a bonus for the best performer; nobody earns after a failure', () => {
    expect(versusExp(true, 6, [4, 9, 2])).toEqual([3, 4, 3]); // bands (1-3) (4-5) (6+) all met, +1 for the best
    expect(versusExp(true, 2, [5, 5])).toEqual([2, 2]); // a tie: both are best
    expect(versusExp(false, 6, [4, 9])).toEqual([0, 0]);
    const won = { ...table({ options: VS }), result: 'victory' as const, phase: 'over' as const, lives: 5 };
    won.versus!.score = [7, 3];
    const o = tracks.outcome(won)!;
    expect(o.winners).toEqual([0]);
    expect(o.scores).toEqual([7, 3]);
    expect(o.reason).toContain('Performance: Player 1 7, Player 2 3.');
    expect(o.reason).toContain('Versus EXP: Player 1 3, Player 2 2');
    const lost = { ...won, result: 'lives' as const };
    expect(tracks.outcome(lost)!.winners).toEqual([]);
  });

  it('Failure: a failed Versus session is the enemy\'s win, named, not "nobody won"', () => {
    const lost = { ...table({ options: VS }), result: 'lives' as const, phase: 'over' as const, lives: 0 };
    expect(tracks.outcome(lost)).toMatchObject({ winners: [], automatonWinner: 'the enemy' });
  });

  it('the board shows the Versus piles, stacks and performance', () => {
    const t = table({ options: VS });
    t.versus!.stacks[1] = ['rush'];
    const text = tracks.renderText(tracks.view(t, 0), 0);
    expect(text).toContain('Versus: draw pile 16, discard 0; performance Player 1 0, Player 2 0');
    expect(text).toContain('Player 2 Versus Stack: Rush');
  });

  it('#29 a session ended by a resignation: the board says who won and why, not the turn and phase', () => {
    const t = table({ options: VS });
    const first = (ended?: { winners: number[]; reason: string }) => tracks.renderText(tracks.view(t, 0), 0, ended).split('\n')[0];
    expect(first()).toContain('Phase');
    expect(first({ winners: [1], reason: 'Player 1 resigned.' })).toMatch(/^.+ on .+: the session is over\. Player 2 wins\. Player 1 resigned\.$/);
  });

  describe('conformance with Versus setups', () => {
    const setups = [
      { players: 2, options: VS },
      { players: 3, options: { ...VS, difficulty: '1/2' } },
      { players: 2, options: { ...VS, versusEnergy: [Array(8).fill('raid'), Array(8).fill('windfall')], startingCredits: 2 } },
    ];
    for (const c of conformance(tracks, setups, { playouts: 20 })) it(c.name, c.run);
  });
});

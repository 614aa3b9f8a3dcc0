import { createRandom, isRuleError } from '@ramparts/engine';
import { conformance } from '@ramparts/engine/testkit';
import { describe, expect, it } from 'vitest';
import { noting, table } from './fixtures.ts';
import { tracks } from './index.ts';
import type { TracksMove } from './moves.ts';
import { damageOf, rangeOf } from './rules/combat.ts';
import { movement, unitHp } from './rules/effects.ts';
import type { TracksState } from './state.ts';

const rnd = () => createRandom('hexes');
const play = (s: TracksState, seat: number, m: TracksMove) => tracks.play(s, seat, m, rnd());
const A01 = 'A01a'; // one unit, 5 HP, moves 3
const VS = { mode: 'versus' };

/** The stable code a refused move gives; the state must stay as it was. */
function refusal(s: TracksState, seat: number, m: TracksMove): string {
  const before = JSON.stringify(s);
  try {
    play(s, seat, m);
  } catch (e) {
    expect(JSON.stringify(s)).toBe(before);
    if (isRuleError(e)) return e.code;
    throw e;
  }
  throw new Error('the move was accepted');
}

describe('3.B L-Hexes in Versus Sandbox: Tower Modifications and Versus Wave Modifiers', () => {
  it('a Tower Modification on your own tower adds to its Range or damage, paid from the Build stack, one L-Hex each', () => {
    let s = table({ options: VS, towers: [{ card: 'S1', at: 'e3' }, { card: 'S1', at: 'a3', owner: 1 }], stacks: [{ build: ['S1', 'B1', 'C1', 'X1'] }] });
    expect(tracks.legalMoves(s, 0).filter((m) => m.type === 'modify')).toEqual([
      { type: 'modify', tower: 1, mod: 'scope' },
      { type: 'modify', tower: 1, mod: 'rifling' },
    ]); // Overdrive is locked, tower 2 is Player 2's
    const [range, damage] = [rangeOf(s, s.towers[0]), damageOf(s, s.towers[0])];
    const modified = noting(s, 0, { type: 'modify', tower: 1, mod: 'rifling' });
    s = modified.state;
    expect(s.towers[0].mod).toBe('rifling');
    expect(damageOf(s, s.towers[0])).toBe(damage + 2);
    expect(rangeOf(s, s.towers[0])).toBe(range);
    expect(s.stacks[0].build).toHaveLength(2);
    expect(s.versus!.hexes).toEqual([2, 3]);
    expect(modified.events[0]).toBe('Player 1 modifies Mk I Standard #1 (level 1) with Rifling (+2 damage.) for 2 credits; 2 L-Hexes left.');
    expect(tracks.renderText(tracks.view(s, 0), 0)).toContain('modified: Rifling (+2 damage.)');
    expect(refusal(s, 0, { type: 'modify', tower: 1, mod: 'scope' })).toBe('already-modified');
    expect(refusal(s, 0, { type: 'modify', tower: 2, mod: 'scope' })).toBe('not-your-tower');
    expect(refusal(s, 0, { type: 'modify', tower: 1, mod: 'overdrive' })).toBe('modification-locked');
    expect(refusal(s, 0, { type: 'modify', tower: 1, mod: 'laser' })).toBe('no-such-modification');
    expect(refusal(s, 1, { type: 'modify', tower: 2, mod: 'scope' })).toBe('cannot-pay');
    const open = table({ options: { ...VS, unlocked: ['mod/overdrive'] }, towers: [{ card: 'S1', at: 'e3' }], stacks: [{ build: ['S2', 'S2'] }] });
    const after = play(open, 0, { type: 'modify', tower: 1, mod: 'overdrive' });
    expect([rangeOf(after, after.towers[0]), damageOf(after, after.towers[0])]).toEqual([rangeOf(open, open.towers[0]) + 1, damageOf(open, open.towers[0]) + 2]);
  });

  it('a Versus Wave Modifier hinders everyone, and its placer alone scores its bounty for each unit of that wave they defeat', () => {
    const start = () => table({ options: VS, towers: [{ card: 'S2', at: 'e3' }, { card: 'S2', at: 'f3', owner: 1 }], waves: [{ card: A01, pos: 5 }], stacks: [{ build: ['S1'] }, { build: ['S1'] }] });
    let s = start();
    const [hp, move] = [unitHp(s, s.waves[0]), movement(s, s.waves[0])];
    s = play(s, 0, { type: 'hinder', wave: 3, mod: 'ironhide' });
    expect(s.waves[0].hex).toEqual({ id: 'ironhide', seat: 0 });
    expect(unitHp(s, s.waves[0])).toBe(hp + 2);
    expect(movement(s, s.waves[0])).toBe(move);
    expect(tracks.renderText(tracks.view(s, 0), 0)).toContain('Versus Wave Modifier Ironhide of Player 1');
    expect(refusal(s, 1, { type: 'hinder', wave: 3, mod: 'haste' })).toBe('already-hindered');
    expect(refusal(s, 1, { type: 'hinder', wave: 99, mod: 'haste' })).toBe('no-such-wave');
    // Player 1 defeats it (7 damage against 7 HP): 1 + 2 for the wave + 2 bounty.
    const mine = play(s, 0, { type: 'attack', tower: 1, wave: 3 });
    expect(mine.versus!.score).toEqual([5, 0]);
    // Player 2 defeats it: no bounty for anyone.
    const theirs = play(s, 1, { type: 'attack', tower: 2, wave: 3 });
    expect(theirs.versus!.score).toEqual([0, 3]);
    const haste = play(start(), 1, { type: 'hinder', wave: 3, mod: 'haste' });
    expect(movement(haste, haste.waves[0])).toBe(move + 1);
  });

  it('each player has 3 L-Hexes a session; outside Versus Sandbox there are none', () => {
    let s = table({ options: VS, towers: [{ card: 'S1', at: 'e3' }, { card: 'S1', at: 'f3' }], waves: [{ card: A01, pos: 5 }], stacks: [{ build: ['S3', 'S3', 'S3', 'S3'] }] });
    s = play(s, 0, { type: 'modify', tower: 1, mod: 'scope' });
    s = play(s, 0, { type: 'modify', tower: 2, mod: 'scope' });
    s = play(s, 0, { type: 'hinder', wave: 3, mod: 'haste' });
    expect(s.versus!.hexes[0]).toBe(0);
    expect(tracks.legalMoves(s, 0).some((m) => m.type === 'modify' || m.type === 'hinder')).toBe(false);
    const coop = table({ towers: [{ card: 'S1', at: 'e3' }], stacks: [{ build: ['S3'] }] });
    expect(refusal(coop, 0, { type: 'modify', tower: 1, mod: 'scope' })).toBe('not-versus');
    expect(tracks.describeMove(s, 0, { type: 'hinder', wave: 3, mod: 'bounty' })).toBe('Put the Versus Wave Modifier Bounty on wave 1 on A05 for 2 credits: You score 2 more for each of its units you defeat.');
  });

  it('locked Versus Energy is chosen only once a group opens it', () => {
    const picks = [['overload', 'sabotage', 'sabotage', 'rush', 'rush', 'supply', 'supply', 'raid'], Array(8).fill('rush')];
    expect(tracks.options.safeParse({ ...VS, versusEnergy: picks }).success).toBe(false);
    expect(tracks.options.safeParse({ ...VS, versusEnergy: picks, unlocked: ['energy/overload'] }).success).toBe(true);
  });

  describe('conformance with L-Hexes in play', () => {
    const setups = [
      { players: 2, options: { mode: 'versus', startingCredits: 14, unlocked: ['mod/overdrive'] } },
      { players: 3, options: { mode: 'versus', level: 2 } },
    ];
    for (const c of conformance(tracks, setups, { playouts: 20 })) it(c.name, c.run);
  });
});

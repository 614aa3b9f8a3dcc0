import { createRandom, isRuleError } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { cell, findWave, table } from './fixtures.ts';
import { tracks } from './index.ts';
import type { TracksMove } from './moves.ts';
import { damageOf } from './rules/combat.ts';
import { fieldOf } from './rules/field.ts';
import { startTurn } from './rules/turn.ts';
import type { TracksState } from './state.ts';

const rnd = () => createRandom('rules');
const play = (s: TracksState, seat: number, m: TracksMove) => tracks.play(s, seat, m, rnd());
const allDone = (s: TracksState) => {
  for (let i = 0; i < s.players; i++) if (!s.done[i] && s.phase === 'act') s = play(s, i, { type: 'done' });
  return s;
};
/** Plays the drafts (first legal take) and everyone's "done" until the next Phase 6. */
function nextAct(s: TracksState): TracksState {
  if (s.phase === 'act') s = allDone(s);
  while (s.phase === 'draft') s = play(s, s.drafter, tracks.legalMoves(s, s.drafter)[0]);
  return s;
}
const refusal = (s: TracksState, seat: number, m: unknown): string | undefined => {
  try {
    tracks.play(s, seat, m as TracksMove, rnd());
  } catch (e) {
    return isRuleError(e) ? e.code : `not a RuleError: ${String(e)}`;
  }
  return undefined;
};
const trackCell = (s: TracksState, track: string) => fieldOf(s.layout.rows).trackCell[track[0] as 'A' | 'B'][Number(track.slice(1))];
const A01 = 'A01a'; // the seed's rank 1 wave: one unit, 5 HP, moves 3

describe('setup and the turn sequence', () => {
  it('4.E: the starting credits are revealed and drafted one at a time from the starting player, clockwise', () => {
    let s = tracks.setup(3, tracks.options.parse({}), createRandom('draft'));
    expect(s.offer).toHaveLength(8);
    const order: number[] = [];
    while (s.turn === 0) {
      order.push(s.drafter);
      s = play(s, s.drafter, tracks.legalMoves(s, s.drafter)[0]);
    }
    const start = order[0];
    expect(order).toEqual(Array.from({ length: 8 }, (_, i) => (start + i) % 3));
  });

  it('3.A.IX: a new wave on turns 1, 4, 7; even waves come in pairs; the tracker runs 2, 3, 4', () => {
    let s = nextAct(tracks.setup(2, tracks.options.parse({}), createRandom('turns')));
    const seen: [number, number, number][] = [];
    for (let i = 0; i < 7 && !s.result; i++) {
      seen.push([s.turn, s.tracker, s.called]);
      s = nextAct(s);
    }
    expect(seen.map((x) => x[1])).toEqual([2, 3, 4, 2, 3, 4, 2].slice(0, seen.length));
    expect(seen.map((x) => x[2])).toEqual([1, 1, 1, 2, 2, 2, 3].slice(0, seen.length));
    const fresh = tracks.setup(2, tracks.options.parse({}), createRandom('turns'));
    expect(fresh.queue[1]).toHaveLength(2);
    expect(fresh.queue[0]).toHaveLength(1);
    for (const call of fresh.queue) for (const id of call) expect(content.waves.get(id)!.rank).toBe(fresh.queue.indexOf(call) + 1);
  });

  it('Phase 2-3: new waves enter at space 0 with a Wave Modifier and move at once', () => {
    const s = nextAct(tracks.setup(1, tracks.options.parse({}), createRandom('enter')));
    expect(s.waves).toHaveLength(1);
    const w = s.waves[0];
    expect(w.pos).toBeGreaterThanOrEqual(3);
    expect(w.number).toBe(1);
    expect(s.modifierQueue.length).toBeLessThan(12);
  });

  it('Phase 4: one Depletion comes off each tower; "If a Tower has 2+ Depletion Markers, only remove 1"', () => {
    const s = table({ towers: [{ card: 'S1', at: 'a3', depletion: 2 }, { card: 'S1', at: 'b3', depletion: 1 }, { card: 'S1', at: 'c3' }], queue: [[A01]] });
    startTurn(s, rnd(), null);
    expect(s.towers.map((t) => t.depletion)).toEqual([1, 0, 0]);
  });
  it('Phase 4: "If a Tower does not have a Depletion Marker, it gains no bonuses or special effects": a rested Charge tower does not charge, an energized one does', () => {
    const s = table({ towers: [{ card: 'C1', at: 'c3' }, { card: 'C1', at: 'd3', depletion: 1 }, { card: 'C1', at: 'b3', depletion: 2 }], queue: [[A01]] });
    startTurn(s, rnd(), null);
    expect(s.towers.map((t) => t.charge)).toEqual([0, 1, 1]);
    expect(damageOf(s, s.towers[0])).toBe(3);
    expect(damageOf(s, s.towers[1])).toBe(4);
    // Charge stays within the level's maximum (C1 level 1: 2).
    s.towers[1].charge = 2;
    s.towers[1].depletion = 1;
    startTurn(s, rnd(), null);
    expect(s.towers[1].charge).toBe(2);
  });
  it('Phase 4, version 1 records (legacy "charge-at-rest"): a Charge tower charged only when it rested', () => {
    const s = table({ options: { legacy: ['charge-at-rest'] }, towers: [{ card: 'C1', at: 'c3' }, { card: 'C1', at: 'd3', depletion: 1 }], queue: [[A01]] });
    startTurn(s, rnd(), null);
    expect(s.towers.map((t) => t.charge)).toEqual([1, 0]);
  });

  it('Phase 5: four Mk I credits of income, every one on a Stack before Phase 6', () => {
    const s = table({ queue: [[A01]] });
    startTurn(s, rnd(), null);
    expect(s.phase).toBe('draft');
    expect(s.offer).toHaveLength(4);
    expect(tracks.legalMoves(s, s.drafter).every((m) => m.type === 'take')).toBe(true);
  });

  it('a Game Condition that lowers income reveals fewer credits', () => {
    const s = table({ queue: [[A01]], conditions: ['c1-drought'] });
    startTurn(s, rnd(), null);
    expect(s.offer).toHaveLength(3);
  });
});

describe('Phase 6: free order until everyone is done', () => {
  it('everyone not done may act; an action by anyone reopens the phase for the others', () => {
    let s = table({ stacks: [{}, { build: ['S1', 'S1', 'S1'] }] });
    expect(tracks.actors(s)).toEqual([0, 1]);
    s = play(s, 0, { type: 'done' });
    expect(tracks.actors(s)).toEqual([1]);
    s = play(s, 1, { type: 'build', card: 'S1', cell: 30 });
    expect(tracks.actors(s)).toEqual([0, 1]);
  });

  it('6.A: building costs the Build cost in other credits of the Build stack and leaves Depletion; the new tower cannot attack', () => {
    let s = table({ waves: [{ card: A01, pos: 5 }], stacks: [{ build: ['S1', 'B1', 'C1'] }] });
    s = play(s, 0, { type: 'build', card: 'S1', cell: 28 });
    expect(s.stacks[0].build).toEqual([]);
    expect(s.towers[0]).toMatchObject({ card: 'S1', level: 1, depletion: 1, owner: 0 });
    expect(tracks.legalMoves(s, 0).some((m) => m.type === 'attack')).toBe(false);
    expect(() => play(s, 0, { type: 'attack', tower: s.towers[0].id, wave: s.waves[0].id })).toThrow(/Depletion/);
  });

  it('6.A: a tower is built only on a free space and only when the stack can pay', () => {
    const s = table({ stacks: [{ build: ['S1', 'B1'] }] });
    expect(tracks.legalMoves(s, 0).some((m) => m.type === 'build')).toBe(false);
    const t = table({ stacks: [{ build: ['S1', 'B1', 'B1'] }] });
    expect(() => play(t, 0, { type: 'build', card: 'S1', cell: 12 })).toThrow(/free space/);
  });

  it('6.A.II: only your own towers without Depletion are upgraded, up to level 4', () => {
    const s = table({ towers: [{ card: 'S1', at: 'a3', owner: 1 }, { card: 'S1', at: 'c3', level: 4 }], stacks: [{ build: ['S1', 'S1'] }] });
    expect(() => play(s, 0, { type: 'upgrade', tower: 1 })).toThrow(/another player/);
    expect(() => play(s, 0, { type: 'upgrade', tower: 2 })).toThrow(/Level 4/);
    const t = play(table({ towers: [{ card: 'S1', at: 'a3' }], stacks: [{ build: ['B1'] }] }), 0, { type: 'upgrade', tower: 1 });
    expect(t.towers[0]).toMatchObject({ level: 2, depletion: 1 });
  });

  it('6.B: selling a tower without Depletion draws its Sell Value in Mk I credits to place on your Stacks', () => {
    let s = table({ towers: [{ card: 'S2', at: 'a3', level: 3 }] });
    s = play(s, 0, { type: 'sell', tower: 1 });
    expect(s.towers).toHaveLength(0);
    expect(s.pending?.credits).toHaveLength(2);
    expect(tracks.actors(s)).toEqual([0]);
    s = play(s, 0, tracks.legalMoves(s, 0)[0]);
    s = play(s, 0, tracks.legalMoves(s, 0)[0]);
    expect(s.pending).toBeNull();
    expect(() => play(table({ towers: [{ card: 'S1', at: 'a3', depletion: 1 }] }), 0, { type: 'sell', tower: 1 })).toThrow(/Depletion/);
  });

  it('6.G: one shot: damage must reach the HP in a single attack and nothing carries over', () => {
    const seven = findWave((w) => w.units[0].hp === 7 && !w.units[0].abilities && !w.units[0].resist && w.track === 'A' && !w.reverse);
    let s = table({ towers: [{ card: 'S1', at: 'e3' }, { card: 'S1', at: 'f3' }], waves: [{ card: seven, pos: 5 }] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 3 });
    s = play(s, 0, { type: 'attack', tower: 2, wave: 3 });
    expect(s.waves[0].unit).toBe(0);
    expect(s.towers.every((t) => t.depletion === 1)).toBe(true);
  });

  it('6.G: defeating the last unit defeats the wave; only the visible unit is a target', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }], waves: [{ card: A01, pos: 5 }], queue: [[A01]] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(s.waves).toHaveLength(0);
    expect(s.defeatedWaves).toBe(1);
  });

  it('6.E.I: right after a kill a Mk II costs 2 from the Kill Bonus stack; after anyone acts otherwise it costs 3', () => {
    const two = findWave((w) => w.units.length >= 2 && w.units[0].hp <= 4 && !w.units[0].abilities && !w.units[0].resist && w.track === 'A' && !w.reverse);
    let s = table({ towers: [{ card: 'S1', at: 'e3' }, { card: 'S1', at: 'a3', owner: 1 }], waves: [{ card: two, pos: 5 }], stacks: [{ bonus: ['S1', 'C1'] }, { bonus: ['B1', 'B1', 'B1'] }] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 3 });
    expect(s.window).toMatchObject({ seat: 0, unit: true });
    expect(tracks.legalMoves(s, 0).some((m) => m.type === 'bonus' && m.card === 'S2')).toBe(true);
    const after = play(s, 1, { type: 'sell', tower: 2 });
    expect(after.window).toBeNull();
    expect(tracks.legalMoves(after, 0).some((m) => m.type === 'bonus')).toBe(false);
    s = play(s, 0, { type: 'bonus', card: 'S2', stack: 'build' });
    expect(s.stacks[0].build).toEqual(['S2']);
    expect(s.stacks[0].bonus).toEqual([]);
    expect(s.mk2[0]).toBe(3);
  });

  it('6.E.III: after a kill, Kill Bonus credits convert into as many Mk I credits', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }], waves: [{ card: A01, pos: 5 }], stacks: [{ bonus: ['S2'] }], queue: [[A01]] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2 });
    s = play(s, 0, { type: 'convert', credit: 'S2' });
    expect(s.pending?.credits).toHaveLength(2);
    expect(s.window?.convertible).toBe(0);
  });

  it('6.D: a Combine attack adds two ready towers’ damage at the longer range and depletes all three', () => {
    const big = findWave((w) => w.units[0].hp >= 7 && w.units[0].hp <= 8 && !w.units[0].abilities && !w.units[0].resist && w.track === 'A' && !w.reverse);
    let s = table({
      towers: [{ card: 'X1', at: 'e3' }, { card: 'S1', at: 'd3' }, { card: 'S1', at: 'f3', owner: 1 }],
      waves: [{ card: big, pos: 5 }],
      stacks: [{ combine: ['X1'] }],
    });
    s = play(s, 0, { type: 'combine', tower: 1, with: [2, 3], wave: 4 });
    expect(s.waves[0].unit).toBe(1);
    expect(s.towers.map((t) => t.depletion)).toEqual([1, 1, 1]);
    expect(s.stacks[0].combine).toEqual([]);
    expect(tracks.legalMoves(table({ towers: [{ card: 'X1', at: 'e3' }] }), 0).some((m) => m.type === 'attack')).toBe(false);
  });
});

describe('enemy abilities', () => {
  const plain = findWave((w) => w.track === 'A' && w.units.length === 2 && w.units.every((u) => !u.abilities && !u.resist && u.hp <= 6) && !w.reverse);
  it('Armored: +2 HP, or ignored at the price of one more Depletion on the attacker', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3' }], waves: [{ card: A01, pos: 5, modifier: 'm2-armored' }], queue: [[A01]] });
    expect(tracks.legalMoves(s, 0).filter((m) => m.type === 'attack' && !m.modifier)).toHaveLength(2);
    const kept = play(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(kept.waves).toHaveLength(1);
    s = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }], waves: [{ card: A01, pos: 5, modifier: 'm2-armored' }], stacks: [{ boost: ['S1'] }], queue: [[A01]] });
    s = play(s, 0, { type: 'boost', tower: 1, credit: 'S1' });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2, ignore: true });
    expect(s.waves).toHaveLength(0);
    expect(s.towers[0].depletion).toBe(2);
  });
  it('Brute: +3 HP, or ignored and the track beneath is destroyed', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3' }], waves: [{ card: plain, pos: 5, modifier: 'm3-brutes' }], stacks: [{ boost: ['S1', 'S1'] }] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2, ignore: true });
    expect(s.discarded).toEqual(['A05']);
    expect(s.waves[0].pos).toBe(6);
  });
  it('Sapper: defeating the unit destroys the track beneath and the wave advances', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3' }], waves: [{ card: plain, pos: 5, modifier: 'm3-sappers' }], stacks: [{ boost: ['S1', 'S1'] }] });
    s = play(s, 0, { type: 'boost', tower: 1, credit: 'S1' });
    s = play(s, 0, { type: 'boost', tower: 1, credit: 'S1' });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(s.waves[0]).toMatchObject({ unit: 1, pos: 6 });
    expect(s.discarded).toEqual(['A05']);
  });
  it('Mender: "choose any 3 Track from the Track Discard. Place those 3 Track in any place on the Playing Field": the killer chooses each track and its space', () => {
    const mender = findWave((w) => w.units.some((u) => u.abilities?.includes('mender')) && w.track === 'A');
    const unit = content.waves.get(mender)!.units.findIndex((u) => u.abilities?.includes('mender'));
    let s = table({ towers: [{ card: 'S3', at: 'e3', level: 4 }], waves: [{ card: mender, pos: 5, unit }], discarded: ['B03', 'B04', 'A09', 'A10'] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(s.restoring).toEqual({ seat: 0, left: 3 });
    expect(tracks.actors(s)).toEqual([0]);
    const moves = tracks.legalMoves(s, 0);
    // Each discarded track, onto its own space (first) or any free space without a tower (e3 holds the tower).
    const free = fieldOf(s.layout.rows).open.filter((c) => c !== cell(s, 'e3'));
    for (const track of ['B03', 'B04', 'A09', 'A10']) {
      expect(moves.filter((m) => m.type === 'restore' && m.track === track).map((m) => (m as { cell: number }).cell)).toEqual([trackCell(s, track), ...free]);
    }
    expect(() => play(s, 1, { type: 'done' })).toThrow(/restore/);
    expect(refusal(s, 0, { type: 'restore', track: 'B03', cell: cell(s, 'e3') })).toBe('space-taken');
    expect(refusal(s, 0, { type: 'restore', track: 'B03', cell: cell(s, 'a1') })).toBe('space-taken'); // an obstacle
    expect(refusal(s, 0, { type: 'restore', track: 'B03' })).toBe('choose-a-space');
    const own = trackCell(s, 'A10');
    const b03 = trackCell(s, 'B03');
    expect(tracks.describeMove(s, 0, { type: 'restore', track: 'B03', cell: cell(s, 'a3') })).toBe('Return track B03 from the Track Discard to the field on space a3');
    expect(tracks.describeMove(s, 0, { type: 'restore', track: 'B03', cell: b03 })).toBe('Return track B03 from the Track Discard to the field on its own space c7');
    s = play(s, 0, { type: 'restore', track: 'B03', cell: cell(s, 'a3') });
    s = play(s, 0, { type: 'restore', track: 'A10', cell: own });
    s = play(s, 0, { type: 'restore', track: 'A09', cell: cell(s, 'b3') });
    expect(s.discarded).toEqual(['B04']);
    expect(s.restoring).toBeNull();
    // B03 now lies on a3 and its old space is free ground; A10 is back on its own space.
    expect(trackCell(s, 'B03')).toBe(cell(s, 'a3'));
    expect(trackCell(s, 'A10')).toBe(own);
    expect(fieldOf(s.layout.rows).open).toContain(b03);
    expect(fieldOf(s.layout.rows).tokens[b03]).toBe('...');
    // A wave walks its track by number wherever the tiles lie: A09 on b3 is in reach of a tower on a2.
    expect(trackCell(s, 'A09')).toBe(cell(s, 'b3'));
    // With as few discarded as it returns there is still the choice of where: one move each.
    let t = table({ towers: [{ card: 'S3', at: 'e3', level: 4 }], waves: [{ card: mender, pos: 5, unit }], discarded: ['B03', 'A10'] });
    t = play(t, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(t.restoring).toEqual({ seat: 0, left: 2 });
    t = play(t, 0, { type: 'restore', track: 'A10', cell: trackCell(t, 'A10') });
    t = play(t, 0, { type: 'restore', track: 'B03', cell: trackCell(t, 'B03') });
    expect(t.discarded).toEqual([]);
    expect(t.restoring).toBeNull();
  });
  it('Mender: a kill that ends the session in victory leaves no track to place', () => {
    const mender = findWave((w) => w.track === 'A' && (w.units.at(-1)!.abilities ?? []).includes('mender'));
    const unit = content.waves.get(mender)!.units.length - 1;
    let s = table({ towers: [{ card: 'S3', at: 'e3', level: 4 }], waves: [{ card: mender, pos: 5, unit }], discarded: ['B03'], queue: [] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(s.result).toBe('victory');
    expect(s.restoring).toBeNull();
    expect(tracks.actors(s)).toEqual([]);
  });
  it('Mender, version 1 records (legacy "restore-in-place"): tracks went back to their own spaces, all at once when there was nothing to choose', () => {
    const mender = findWave((w) => w.units.some((u) => u.abilities?.includes('mender')) && w.track === 'A');
    const unit = content.waves.get(mender)!.units.findIndex((u) => u.abilities?.includes('mender'));
    let s = table({ options: { legacy: ['restore-in-place'] }, towers: [{ card: 'S3', at: 'e3', level: 4 }], waves: [{ card: mender, pos: 5, unit }], discarded: ['B03', 'B04', 'A09', 'A10'] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(tracks.legalMoves(s, 0)).toEqual(['B03', 'B04', 'A09', 'A10'].map((track) => ({ type: 'restore', track })));
    const rows = s.layout.rows;
    for (const track of ['B03', 'A10', 'A09']) s = play(s, 0, { type: 'restore', track });
    expect(s.discarded).toEqual(['B04']);
    expect(s.layout.rows).toBe(rows);
    let t = table({ options: { legacy: ['restore-in-place'] }, towers: [{ card: 'S3', at: 'e3', level: 4 }], waves: [{ card: mender, pos: 5, unit }], discarded: ['B03', 'A10'] });
    t = play(t, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(t.discarded).toEqual([]);
    expect(t.restoring).toBeNull();
  });
  it('Menace: a unit no tower attacked in Phase 6 destroys the track beneath', () => {
    let s = table({ waves: [{ card: plain, pos: 5, modifier: 'm3-menacing' }], queue: [[A01]] });
    s = allDone(s);
    expect(s.discarded).toContain('A05');
  });
  it('Saboteur and Jammer: building and upgrading cost one more', () => {
    const s = table({ waves: [{ card: A01, pos: 5, modifier: 'm2-saboteurs' }], stacks: [{ build: ['S1', 'S1', 'S1'] }] });
    expect(tracks.legalMoves(s, 0).some((m) => m.type === 'build')).toBe(false);
    const t = table({ waves: [{ card: A01, pos: 5, modifier: 'm2-jammers' }], towers: [{ card: 'S1', at: 'a3' }], stacks: [{ build: ['S1'] }] });
    expect(tracks.legalMoves(t, 0).some((m) => m.type === 'upgrade')).toBe(false);
  });
  it('Elusive: a tower needs one more Range', () => {
    const s = table({ towers: [{ card: 'S1', at: 'c3' }], waves: [{ card: A01, pos: 5, modifier: 'm1-veiled' }] });
    expect(tracks.legalMoves(s, 0).some((m) => m.type === 'attack' && !m.modifier)).toBe(false);
    expect(tracks.legalMoves(s, 0).some((m) => m.type === 'attack' && m.modifier)).toBe(true);
  });
  it('Resistance: damage of the resisted type is reduced', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3' }], waves: [{ card: A01, pos: 5, modifier: 'm1-plated' }], stacks: [{ boost: ['B1'] }] });
    s = play(s, 0, { type: 'boost', tower: 1, credit: 'B1' });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(s.waves).toHaveLength(1);
  });
  it('Reverse: the wave starts at 26 and runs toward Track 0', () => {
    const rev = findWave((w) => w.reverse === true);
    const s = table({ queue: [[rev]] });
    s.turn = 3;
    startTurn(s, rnd(), null);
    const w = s.waves.find((x) => x.card === rev)!;
    expect(w.reverse).toBe(true);
    expect(w.pos).toBeLessThanOrEqual(23);
  });
});

describe('the end of a session', () => {
  it('a wave past the end of its track costs a life per undefeated unit; no lives left is failure, won by the enemy', () => {
    const s = table({ waves: [{ card: findWave((w) => w.units.length === 3 && w.track === 'A' && !w.reverse), pos: 24 }], lives: 3, queue: [[A01]] });
    const after = allDone(s);
    expect(after.lives).toBe(0);
    // Named, so the table reads "The enemy wins" rather than "nobody won".
    expect(tracks.outcome(after)).toMatchObject({ winners: [], automatonWinner: 'the enemy' });
  });
  it('more discarded track than allowed is failure', () => {
    const s = table({ waves: [{ card: A01, pos: 5, modifier: 'm3-menacing' }], discarded: ['B01', 'B02', 'B03', 'B04', 'B05'], queue: [[A01]] });
    const after = allDone(s);
    expect(after.result).toBe('track');
  });
  it('every wave called and none left on the field is victory for everyone', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }], waves: [{ card: A01, pos: 5 }], queue: [] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(tracks.outcome(s)).toMatchObject({ winners: [0, 1] });
    expect(tracks.actors(s)).toEqual([]);
  });
});

describe('Game Conditions and Skills', () => {
  it('6.H: the player whose action met the requirement may complete it for 2 Universal credits', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }, { card: 'S1', at: 'a3', owner: 1 }], waves: [{ card: A01, pos: 5 }], conditions: ['c1-gale', 'c2-fog'], queue: [[A01]] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 3 });
    expect(s.conditionMet).toEqual([0]);
    expect(refusal(s, 1, { type: 'complete', stack: 'build' })).toBe('condition-not-met'); // only 1 player: the one who met it
    s = play(s, 0, { type: 'complete', stack: 'build' });
    expect(s.stacks[0].build).toEqual(['U2']);
    expect(s.conditions).toEqual(['c2-fog']);
    expect(s.conditionMet).toEqual([]); // the next condition's requirement must be met afresh
  });
  it('6.H: "If a player chooses to perform any action after the Game Condition requirement is complete, that player may not discard the Game Requirement": other players\' actions do not close it', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }, { card: 'S1', at: 'a3', owner: 1 }, { card: 'S1', at: 'b3' }], waves: [{ card: A01, pos: 5 }], conditions: ['c1-gale'], queue: [[A01]] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 4 });
    expect(s.conditionMet).toEqual([0]);
    // Player 2 acts: Player 1 keeps the right.
    s = play(s, 1, { type: 'sell', tower: 2 });
    while (s.pending) s = play(s, 1, tracks.legalMoves(s, 1)[0]);
    expect(s.conditionMet).toEqual([0]);
    expect(tracks.legalMoves(s, 0)).toContainEqual({ type: 'complete', stack: 'build' });
    // Saying "done" is no action: the right stays; the end of Phase 6 closes it.
    s = play(s, 0, { type: 'done' });
    expect(s.conditionMet).toEqual([0]);
    const over = play(s, 1, { type: 'done' });
    expect(over.turn).toBe(s.turn + 1);
    expect(over.conditionMet).toEqual([]);
    // Player 1's own action closes it ("a player may have to forfeit a Kill Bonus to complete a Game Condition").
    const t = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }, { card: 'S1', at: 'b3' }], waves: [{ card: A01, pos: 5 }], conditions: ['c1-gale'], queue: [[A01]] });
    const met = play(t, 0, { type: 'attack', tower: 1, wave: 3 });
    expect(met.conditionMet).toEqual([0]);
    let own = play(met, 0, { type: 'sell', tower: 2 });
    expect(own.conditionMet).toEqual([]);
    while (own.pending) own = play(own, 0, tracks.legalMoves(own, 0)[0]);
    expect(refusal(own, 0, { type: 'complete', stack: 'build' })).toBe('condition-not-met');
  });
  it('6.H: "It is possible that 1 or more players may complete a Game Condition": each who met it may, until they act; then only 1 does', () => {
    let s = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }, { card: 'S1', at: 'd3', level: 2, owner: 1 }], waves: [{ card: A01, pos: 5 }, { card: A01, pos: 6, number: 2 }], conditions: ['c1-gale'], queue: [[A01]] });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 3 });
    s = play(s, 1, { type: 'attack', tower: 2, wave: 4 });
    expect(s.conditionMet).toEqual([0, 1]);
    s = play(s, 1, { type: 'complete', stack: 'boost' });
    expect(s.stacks[1].boost).toEqual(['U2']);
    expect(s.conditionMet).toEqual([]);
    expect(refusal(s, 0, { type: 'complete', stack: 'build' })).toBe('condition-not-met');
  });
  it('"Reveal 1 Game Condition": revealed when the wave is placed, and the modifier is replaced', () => {
    const s = table({ queue: [[A01]] });
    s.turn = 3;
    s.modifierQueue = [1, 1, 1];
    s.modifiersSeen = content.modifierList.filter((m) => m.level === 1 && !m.reveal).map((m) => m.id);
    s.conditionPool = [1, 0, 0, 0];
    startTurn(s, rnd(), null);
    expect(s.conditions).toHaveLength(1);
    expect(s.waves[0].modifier).not.toMatch(/herald|crier/);
  });
  it('6.F: a Skill Marker stays; one-time skills act at once; both slots of a skill count twice', () => {
    let s = table({ players: 1, stacks: [{ build: ['S1', 'S1', 'S1', 'S1'] }], options: { skillBoards: [{ board: 'engineering', side: 'a' }, { board: 'tactics', side: 'a' }], unlocked: ['architect/1'] } });
    const lives = s.lives;
    s = play(s, 0, { type: 'skill', skill: 'resolve', slot: 0 });
    expect(s.lives).toBe(lives + 1);
    s = play(s, 0, { type: 'skill', skill: 'architect', slot: 0 });
    s = play(s, 0, { type: 'skill', skill: 'architect', slot: 1 });
    expect(s.markers[0]).toBe(1);
    expect(s.stacks[0].build).toEqual(['S1']);
    expect(tracks.legalMoves(s, 0).some((m) => m.type === 'skill' && m.skill === 'architect')).toBe(false);
  });
});

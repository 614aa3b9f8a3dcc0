import { createRandom, type LogLine, type Random } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { cell, findWave, noting, table } from './fixtures.ts';
import { tracks } from './index.ts';
import { MENU_MAX, menuPath } from './menu.ts';
import type { TracksMove } from './moves.ts';
import type { TracksState } from './state.ts';
import { terms } from './terms.ts';
import { words } from './text.ts';
import { gridGlyphs } from './view.ts';

const A01 = 'A01a'; // the seed's rank 1 wave: one unit, 5 HP, moves 3
const headlines = (log: LogLine[]) => log.filter((l) => !l.detail).map((l) => l.text);
/** A move's log as the game writes it. */
function logOf(s: TracksState, seat: number, m: TracksMove, random: Random = createRandom('words')): { after: TracksState; log: LogLine[] } {
  const log: LogLine[] = [];
  return { after: tracks.play(s, seat, m, random, log), log };
}

/** Positions along random sessions of several modes and table sizes, with the seat to move. */
function positions(): { s: TracksState; seat: number; label: string }[] {
  const out: { s: TracksState; seat: number; label: string }[] = [];
  const tables: [number, Record<string, unknown>][] = [
    [1, {}],
    [2, {}],
    [4, { difficulty: '1/2/2' }],
    [3, { mode: 'versus' }],
  ];
  for (const [players, options] of tables) {
    const random = createRandom(`menus-${players}`);
    let s = tracks.setup(players, tracks.options.parse(options), random);
    for (let n = 0; n < 400 && tracks.actors(s).length; n++) {
      const seat = tracks.actors(s)[n % tracks.actors(s).length];
      const moves = tracks.legalMoves(s, seat);
      if (n % 7 === 0) out.push({ s, seat, label: `${players} players, move ${n}` });
      // Mostly actions, so that towers, waves and Stacks pile up; "done" now and then so turns go by.
      const acts = moves.filter((m) => m.type !== 'done');
      const m = acts.length && random.int(6) > 0 ? acts[random.int(acts.length)] : moves[random.int(moves.length)];
      s = tracks.play(s, seat, m, random);
    }
  }
  return out;
}

/** A crowded Phase 6: ready towers of both players on every free space of rows 3 and 8, waves on both tracks, full Stacks. */
function crowded(): TracksState {
  const cards = ['S1', 'B2', 'C1', 'X3', 'S2', 'B1', 'C3', 'X1'];
  const spaces = ['a3', 'b3', 'c3', 'd3', 'e3', 'f3', 'g3', 'h3', 'i3', 'j3', 'k3', 'a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8', 'i8', 'j8', 'k8'];
  const credits = ['S1', 'B1', 'C1', 'X1', 'S2', 'B2', 'C2', 'X2', 'U2', 'S3', 'B3', 'X3'];
  const s = table({
    towers: spaces.map((at, i) => ({ card: cards[i % cards.length], at, owner: i % 2, level: 1 + (i % 4) })),
    waves: [
      { card: A01, pos: 4, number: 1, modifier: 'm2-armored' },
      { card: findWave((w) => w.track === 'A' && !w.reverse && w.units.length > 1), pos: 9, number: 2, modifier: 'm1-swift' },
      { card: findWave((w) => w.track === 'B' && !w.reverse), pos: 6, number: 3, modifier: 'm1-hardy' },
      { card: findWave((w) => w.track === 'B' && !w.reverse && w.units.length > 2), pos: 17, number: 3 },
    ],
    stacks: [0, 1].map(() => ({ build: credits.slice(), boost: credits.slice(), combine: credits.slice(), bonus: credits.slice() })),
  });
  return s;
}

describe('menuPath: the terminal chooses the action, then its target (issue #11)', () => {
  const all = [...positions().map((p) => ({ ...p })), { s: crowded(), seat: 0, label: 'crowded, Player 1' }, { s: crowded(), seat: 1, label: 'crowded, Player 2' }];

  it('every legal move of a position has a distinct full path, and no path is the start of another', () => {
    let checked = 0;
    for (const { s, seat, label } of all) {
      const paths = tracks.legalMoves(s, seat).map((m) => menuPath(s, seat, m).join(' > '));
      expect(new Set(paths).size, label).toBe(paths.length);
      for (const p of paths) expect(paths.filter((q) => q.startsWith(`${p} > `)), `${label}: ${p}`).toEqual([]);
      checked += paths.length;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it(`no level of a menu lists more than ${MENU_MAX} choices, even with 22 towers on the field`, () => {
    let widest = 0;
    for (const { s, seat, label } of all) {
      const below = new Map<string, Set<string>>();
      for (const m of tracks.legalMoves(s, seat)) {
        const path = menuPath(s, seat, m);
        path.forEach((step, i) => {
          const at = path.slice(0, i).join(' > ');
          below.set(at, (below.get(at) ?? new Set()).add(step));
        });
      }
      for (const [at, choices] of below) {
        expect(choices.size, `${label}: ${at || 'the first level'} lists ${[...choices].join(' | ')}`).toBeLessThanOrEqual(MENU_MAX);
        widest = Math.max(widest, choices.size);
      }
    }
    // The crowded table has well over 15 free-space builds, boosted towers and Combine pairs: grouping did work.
    expect(widest).toBeGreaterThan(8);
  });

  it('Mender "choose any 3 Track from the Track Discard. Place those 3 Track in any place": which track, then a row, then the space', () => {
    const s = table({ discarded: ['A05', 'A06', 'B12', 'B13'] });
    s.restoring = { seat: 0, left: 3 };
    const moves = tracks.legalMoves(s, 0);
    expect(moves.every((m) => m.type === 'restore')).toBe(true);
    const paths = moves.map((m) => menuPath(s, 0, m));
    expect(new Set(paths.map((p) => p.join(' > '))).size).toBe(moves.length);
    expect(paths).toContainEqual(['Restore a track', 'track A05', 'row 2 (1 free)', 'onto space e2 (its own)']);
    expect(paths).toContainEqual(['Restore a track', 'track B12', 'row 3 (11 free)', 'onto space c3']);
    for (const step of [1, 2]) {
      const byParent = new Map<string, Set<string>>();
      for (const p of paths) byParent.set(p.slice(0, step).join('>'), (byParent.get(p.slice(0, step).join('>')) ?? new Set()).add(p[step]));
      for (const choices of byParent.values()) expect(choices.size).toBeLessThanOrEqual(MENU_MAX);
    }
  });

  it('section 2 "Playing Field is not limited to 120 spaces or any shape": on a field 30 spaces wide a row is split into blocks of columns', () => {
    const track = (t: string) => Array.from({ length: 25 }, (_, i) => `${t}${String(i + 1).padStart(2, '0')}`);
    const rows = [[...track('A'), '...', '...', '...', '...', '...'], Array<string>(30).fill('...'), [...track('B'), '###', '###', '###', '###', '###']].map((r) => r.join(' '));
    const s = tracks.setup(1, tracks.options.parse({ layout: { name: 'Long road', rows } }), createRandom('wide'));
    s.phase = 'act';
    s.offer = [];
    s.stacks[0].build = ['S1', 'S1', 'B1'];
    const moves = tracks.legalMoves(s, 0).filter((m) => m.type === 'build');
    expect(moves.length).toBe(2 * 35);
    const paths = moves.map((m) => menuPath(s, 0, m));
    expect(new Set(paths.map((p) => p.join(' > '))).size).toBe(paths.length);
    expect(paths).toContainEqual(['Build', 'Mk I Standard (S1), costs 2', 'row 2 (30 free)', 'columns p-ad', 'space ad2']);
    expect(paths).toContainEqual(['Build', 'Mk I Standard (S1), costs 2', 'row 1 (5 free)', 'space ad1']);
    const below = new Map<string, Set<string>>();
    for (const p of paths) p.forEach((step, i) => below.set(p.slice(0, i).join('>'), (below.get(p.slice(0, i).join('>')) ?? new Set()).add(step)));
    for (const choices of below.values()) expect(choices.size).toBeLessThanOrEqual(MENU_MAX);
  });

  it('names the action first, then the tower or card, then the target, in words', () => {
    const s = table({ towers: [{ card: 'S1', at: 'e3' }, { card: 'B1', at: 'f3', owner: 1 }], waves: [{ card: A01, pos: 5 }], stacks: [{ build: ['S1', 'B1', 'C1'], boost: ['B1'] }] });
    const free = tracks.legalMoves(s, 0).filter((m) => m.type === 'build' && m.card === 'S1').length;
    expect(free).toBeGreaterThan(MENU_MAX);
    expect(menuPath(s, 0, { type: 'build', card: 'S1', cell: cell(s, 'c3') })).toEqual(['Build', 'Mk I Standard (S1), costs 2', 'row 3 (9 free)', 'space c3']);
    expect(menuPath(s, 0, { type: 'attack', tower: 1, wave: 3 })).toEqual(['Attack', 'with Mk I Standard #1 on e3 (level 1)', 'unit 1 of W1 on A05: 4 damage against 5 HP, falls short']);
    expect(menuPath(s, 0, { type: 'boost', tower: 2, credit: 'B1' })).toEqual(['Boost', "Player 2's Mk I Boost #2 on f3 (level 1)", 'with B1 (Mk I Boost)']);
    expect(menuPath(s, 0, { type: 'done' })).toEqual(['Done']);
  });
});

describe('words: a headline of what the move did, every further line a detail', () => {
  it('Sapper "After defeating this Unit, Destroy the Track beneath the Wave": one headline says the wave fell and the track is lost, the steps are detail', () => {
    const sapper = findWave((w) => w.units.length === 1 && w.units[0].abilities?.includes('sapper') === true && w.track === 'A' && !w.reverse);
    const s = table({ towers: [{ card: 'S3', at: 'e3', level: 4 }], waves: [{ card: sapper, pos: 5 }, { card: A01, pos: 9, number: 2 }] });
    const { log } = logOf(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(headlines(log)).toHaveLength(1);
    expect(headlines(log)[0]).toMatch(/^Player 1: Mk III Standard #1 on e3 \(level 4\) hits unit 1 of W1 on A05: \d+ damage defeats it \(\d+ HP\): W1 is defeated; track A05 destroyed \(1\/5 discarded\)\.$/);
    expect(log.filter((l) => l.detail).map((l) => l.text)).toEqual(expect.arrayContaining([expect.stringMatching(/^Sapper: track A05 is destroyed/)]));
  });

  it('6.A.I a build reads "Player 1 builds … on e3 for 2 credits", and the rules\' lines follow as detail', () => {
    const s = table({ stacks: [{ build: ['S1', 'B1', 'C1'] }] });
    const move: TracksMove = { type: 'build', card: 'S1', cell: cell(s, 'e3') };
    const { state, events } = noting(s, 0, move);
    const lines = words(events, s, 0, move, state);
    expect(lines[0]).toEqual({ text: 'Player 1 builds Mk I Standard #1 on e3 (level 1) for 2 credits.' });
    // The rules' acting line (the first) is what the headline says; the rest are spelled out as detail.
    expect(events[0]).toMatch(/^Player 1 builds/);
    expect(lines.slice(1)).toEqual(events.slice(1).map((text) => ({ text, detail: true })));
  });

  it('6.G "To defeat a Unit in a Wave, the Tower must match or exceed the Unit\'s Hit Points": the headline says what was hit, for how much, and what fell', () => {
    const s = table({ towers: [{ card: 'S1', at: 'e3', level: 2 }], waves: [{ card: A01, pos: 5 }], queue: [[A01]] });
    const { log } = logOf(s, 0, { type: 'attack', tower: 1, wave: 2 });
    expect(headlines(log)).toEqual(['Player 1: Mk I Standard #1 on e3 (level 2) hits unit 1 of W1 on A05: 5 damage defeats it (5 HP): W1 is defeated.']);
    expect(log.filter((l) => l.detail).length).toBeGreaterThan(0);
    const short = table({ towers: [{ card: 'S1', at: 'e3' }], waves: [{ card: A01, pos: 5 }] });
    expect(headlines(logOf(short, 0, { type: 'attack', tower: 1, wave: 2 }).log)).toEqual(['Player 1: Mk I Standard #1 on e3 (level 1) hits unit 1 of W1 on A05: 4 damage, short of its 5 HP.']);
  });

  it('Phase 3 "Remove a number of Life Counters equal to the number of undefeated Enemies": the move ending Phase 6 sums up the next turn in one line', () => {
    const s = table({ players: 1, waves: [{ card: A01, pos: 24 }], lives: 10 });
    const { after, log } = logOf(s, 0, { type: 'done' });
    expect(after.lives).toBe(9);
    const [first, second, ...more] = headlines(log);
    expect(first).toBe('Player 1 is done: Phase 6 ends.');
    expect(second).toMatch(/^Turn 3: .*W1 reaches the end of the track; 1 life lost \(9 left\).*credits( [SBCX]1){4} revealed\.$/);
    expect(more).toEqual([]);
    // Every step is spelled out below the headline, for --verbose.
    expect(log.filter((l) => l.detail).map((l) => l.text)).toEqual(expect.arrayContaining([expect.stringMatching(/reaches the end of Track A: 1 life lost/), 'Turn 3 begins.']));
  });

  it('the session\'s end is a headline of its own', () => {
    const s = table({ players: 1, waves: [{ card: A01, pos: 24 }], lives: 1 });
    const lines = headlines(logOf(s, 0, { type: 'done' }).log);
    expect(lines.at(-1)).toBe('The last life is lost: the session ends in failure.');
    expect(lines.length).toBeLessThanOrEqual(3);
  });

  it('along whole sessions, every move has one to three headline lines, before any detail', () => {
    for (const players of [1, 3]) {
      const random = createRandom(`headlines-${players}`);
      let s = tracks.setup(players, tracks.options.parse(players === 3 ? { mode: 'versus' } : {}), random);
      for (let n = 0; n < 300 && tracks.actors(s).length; n++) {
        const seat = tracks.actors(s)[0];
        const moves = tracks.legalMoves(s, seat);
        const { after, log } = logOf(s, seat, moves[random.int(moves.length)], random);
        const firstDetail = log.findIndex((l) => l.detail);
        const heads = firstDetail < 0 ? log.length : firstDetail;
        expect(heads).toBeGreaterThanOrEqual(1);
        expect(heads).toBeLessThanOrEqual(3);
        expect(log.slice(heads).every((l) => l.detail)).toBe(true);
        expect(headlines(log).join(' ')).not.toMatch(/undefined|NaN|\[object/);
        s = after;
      }
    }
  });
});

describe('renderText and terms: a compact board whose every code is explained', () => {
  it('at setup the Turn Tracker is not shown in Position 1 (3.A.IX "never putting the L-Hex in Position 1"): no "tracker 1"', () => {
    const s = tracks.setup(2, tracks.options.parse({}), createRandom('setup'));
    const text = tracks.renderText(tracks.view(s, 0), 0);
    expect(text).not.toMatch(/tracker 1\b/i);
    expect(text.split('\n')[0]).toBe('Level 1, Mode 1 on Meadow: setup: starting credits; next wave on turn 1');
  });

  it('tower glyphs show owner, type, Mark and level (lowercase with Depletion), and the board ends with a key of its codes', () => {
    const s = table({ towers: [{ card: 'S2', at: 'e3', level: 3 }, { card: 'B1', at: 'f3', owner: 1, depletion: 1 }], waves: [{ card: A01, pos: 5, number: 2 }], discarded: ['A12'] });
    const text = tracks.renderText(tracks.view(s, 0), 0);
    const row3 = text.split('\n').find((l) => l.startsWith('  3 '))!;
    expect(row3).toContain('1S23 2b11');
    expect(text.split('\n').find((l) => l.startsWith('  2 '))).toMatch(/^ {2}2 A01 {2}A02 {2}A03 {2}A04 {2}W2 {3}A06 .* a12$/);
    const key = text.split('\n').slice(-3);
    expect(key[0]).toMatch(/^Key: 1S23 = Player 1's Mk II Standard \(type S, Mark 2\) at level 3; lowercase 1s23 = has Depletion\.$/);
    expect(key[1]).toContain('a07 = track lost');
    expect(key[1]).toContain('### = obstacle');
  });

  it('Fog ("towers have 1 less Range") shows each tower\'s Range now beside the card\'s, on the board and in the terms', () => {
    const s = table({ towers: [{ card: 'S1', at: 'e3', level: 3 }], waves: [{ card: A01, pos: 5 }], conditions: ['c2-fog'] });
    const v = tracks.view(s, 0);
    expect(tracks.renderText(v, 0)).toContain("1S13 #1 Player 1's Mk I Standard on e3, level 3: range 2 (card 3), damage 6");
    const t = terms(v);
    expect(t.find((x) => x.name === '1S13')?.text).toContain('range 2 (card 3)');
    expect(t.find((x) => x.name === 'Range')?.text).toContain('Now -1 for every tower (Game Condition Fog)');
    expect(t.find((x) => x.name === 'Fog')?.text).toContain('towers have 1 less Range');
  });

  it('every code the grid draws has a term (case aside), and term names are unique', () => {
    for (const { s, seat, label } of [...positions().filter((_, i) => i % 5 === 0), { s: crowded(), seat: 0, label: 'crowded' }]) {
      const v = tracks.view(s, seat);
      const names = terms(v).map((t) => t.name.toLowerCase());
      expect(new Set(names).size, label).toBe(names.length);
      for (const code of new Set(gridGlyphs(v))) {
        const name = /^[AB]\d\d$/.test(code) ? `track ${code[0].toLowerCase()}` : code.toLowerCase();
        expect(names, `${label}: ${code}`).toContain(name);
      }
      expect(tracks.renderText(v, seat)).toContain('\nKey: ');
    }
  });

  it('terms cover the session\'s skills, enemy abilities, Wave Modifiers, Game Conditions, tower cards, Mark, Depletion, credits and L-Hexes', () => {
    const s = table({ towers: [{ card: 'S1', at: 'e3' }], waves: [{ card: A01, pos: 5, modifier: 'm1-swift' }], conditions: ['c2-fog', 'c1-toll'] });
    const names = terms(tracks.view(s, 0)).map((t) => t.name);
    for (const name of ['Sharpshooter', 'Armored', 'Elusive', 'Menace', 'Swift', 'Fog', 'Toll Road', 'S1 (Mk I Standard)', 'X3 (Mk III Combine)', 'Mark', 'Depletion', 'Credits', 'L-Hex', 'Kill Bonus', 'Turn Tracker', 'Standard tower']) expect(names).toContain(name);
    const toll = terms(tracks.view(s, 0)).find((t) => t.name === 'Toll Road')!;
    expect(toll.text).toContain('waiting below the one in play');
    const versus = tracks.setup(2, tracks.options.parse({ mode: 'versus' }), createRandom('v'));
    const vnames = terms(tracks.view(versus, 0)).map((t) => t.name);
    for (const name of ['Versus Energy', 'Performance', 'Sabotage', 'Scope', 'Ironhide']) expect(vnames).toContain(name);
  });
});

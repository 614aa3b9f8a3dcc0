import { createBot, Match, RuleError, variantGame, type AnyGame, type Variant } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { boardOf } from './board.ts';
import { content, type MapData } from './content/index.ts';
import { CRYSTAL_MAP_LIMITS, crystalMapChecks, crystalMapProblems } from './content/map-checks.ts';
import { crystal } from './index.ts';
import { gridOfState } from './rules/grid.ts';
import type { CrystalState, CrystalView } from './state.ts';

/*
 * The Old Keep, as the checks below change it:
 *   row 1 "##...!!..##"  enemy spawns F1 G1
 *   row 6 "...+...+..."  player spawns D6 H6
 *   row 7 "....+C+...."  player spawns E7 G7, the crystal F7
 */
const keep = (): MapData => structuredClone(content.map('keep'));
const setHex = (m: MapData, name: string, ch: string) => {
  const col = name.charCodeAt(0) - 65;
  const row = Number(name.slice(1)) - 1;
  const text = m.rows[row]!;
  m.rows[row] = text.slice(0, col) + ch + text.slice(col + 1);
};
/** Walls on every side of `name`. */
const ringAround = (m: MapData, name: string) => {
  const b = boardOf(content.map('keep'));
  for (const n of b.neighbors(name)) if (n) m.walls.push([name, n]);
};
const found = (check: keyof typeof crystalMapChecks, edit: (m: MapData) => void) => {
  const m = keep();
  edit(m);
  return crystalMapChecks[check](m);
};
const messages = (check: keyof typeof crystalMapChecks, edit: (m: MapData) => void) => found(check, edit).map((p) => p.message);

describe('crystal map checks', () => {
  it('every shipped map passes every check', () => {
    for (const m of content.maps) expect(crystalMapProblems(m), m.id).toEqual([]);
  });

  it('size: at most so many rows, and so many hexes a row', () => {
    expect(found('size', (m) => (m.rows[2] = '.'.repeat(CRYSTAL_MAP_LIMITS.columns + 1)))).toEqual([
      { path: ['rows', '2'], message: 'Row 3 is 21 hexes long; a row has at most 20 (columns A to T).' },
    ]);
    expect(messages('size', (m) => m.rows.push(...Array<string>(CRYSTAL_MAP_LIMITS.rows).fill('...........')))).toEqual([`A map has at most 16 rows; this one has ${9 + 16}.`]);
  });

  it('crystal: there is one, of at most three hexes, in one piece', () => {
    expect(found('crystal', (m) => setHex(m, 'F7', '.'))).toEqual([{ path: ['rows'], message: 'The map has no crystal: mark its hex with C.' }]);
    expect(found('crystal', (m) => setHex(m, 'B8', 'C'))).toEqual([
      { path: ['rows', '7', '1'], message: 'The crystal hex B8 is apart from F7; the crystal is one piece of neighbouring hexes.' },
    ]);
    expect(messages('crystal', (m) => ['E8', 'F8', 'G8'].forEach((h) => setHex(m, h, 'C')))).toEqual(['The crystal covers 4 hexes; it covers at most 3.']);
  });

  it('playerSpawns: at least one, at most eight, each with a walk to the crystal', () => {
    expect(messages('playerSpawns', (m) => ['D6', 'H6', 'E7', 'G7'].forEach((h) => setHex(m, h, '.')))).toEqual(['The map has no player spawn: mark where heroes enter with +.']);
    expect(messages('playerSpawns', (m) => ['A4', 'B4', 'C4', 'D4', 'E4'].forEach((h) => setHex(m, h, '+')))).toEqual(['The map has 9 player spawns; it has at most 8.']);
    expect(found('playerSpawns', (m) => ringAround(m, 'D6'))).toEqual([
      { path: ['rows', '5', '3'], message: 'A hero entering on D6 cannot walk to the crystal: walls or blacked-out hexes close it in.' },
    ]);
  });

  it('enemySpawns: at least one, at most six', () => {
    expect(messages('enemySpawns', (m) => ['F1', 'G1'].forEach((h) => setHex(m, h, '.')))).toEqual(['The map has no enemy spawn: mark where enemies enter with !.']);
    expect(messages('enemySpawns', (m) => ['A4', 'B4', 'C4', 'D4', 'E4'].forEach((h) => setHex(m, h, '!')))).toEqual(['The map has 7 enemy spawns; it has at most 6.']);
  });

  it('walls: on the edge between two neighbouring hexes of the map, each edge once', () => {
    expect(found('walls', (m) => (m.walls = [['A1', 'Z9']]))).toEqual([{ path: ['walls', '0'], message: 'The wall A1–Z9 names Z9, not a hex of the map.' }]);
    expect(messages('walls', (m) => (m.walls = [['C4', 'E4']]))).toEqual(['The wall C4–E4 joins hexes that are not neighbours; a wall stands on the edge between two.']);
    expect(messages('walls', (m) => m.walls.push([m.walls[0]![1], m.walls[0]![0]]))).toEqual([`The wall ${keep().walls[0]![1]}–${keep().walls[0]![0]} is there twice.`]);
  });

  it('enemiesReachCrystal: from every enemy spawn a walk over open hexes, crossing no wall, ends at the crystal', () => {
    expect(found('enemiesReachCrystal', (m) => ringAround(m, 'G1'))).toEqual([
      { path: ['rows', '0', '6'], message: 'Enemies from G1 cannot reach the crystal: walls or blacked-out hexes cut every way.' },
    ]);
    // Blacked-out hexes close the way as walls do: the hexes around both gates.
    expect(messages('enemiesReachCrystal', (m) => ['E1', 'H1', 'E2', 'F2', 'G2'].forEach((h) => setHex(m, h, '#')))).toHaveLength(2);
  });

  it('content.apply refuses a broken map with bad-content naming the file and the problem, and changes nothing', () => {
    const before = keep();
    const walls = [...before.walls];
    const ring = keep();
    ringAround(ring, 'G1');
    const apply = () => crystal.content!.apply({ 'maps/keep.json': { walls: ring.walls } });
    expect(apply).toThrow(RuleError);
    expect(apply).toThrow(/^crystal content maps\/keep\.json: rows\.0\.6: Enemies from G1 cannot reach the crystal: walls or blacked-out hexes cut every way\.$/);
    expect(() => crystal.content!.apply({ 'maps/keep.json': { difficulty: 7 } })).toThrow(/maps\/keep\.json: id: a variant keeps the map's id \(keep\) and difficulty \(1\)/);
    expect(content.map('keep').walls).toEqual(walls);
    expect(content.map('keep')).toEqual(before);
  });
});

/** The Old Keep with E5 blacked out and a wall between D5 and D6: the courtyard's west way narrowed. */
const narrower: Variant = {
  format: 1,
  game: 'crystal',
  name: 'Narrow keep',
  patch: { 'maps/keep.json': { rows: { '4': '....#......' }, walls: [...content.map('keep').walls, ['D5', 'D6']] } },
};

describe('a crystal variant that redraws a map', () => {
  it('its board, grid and text board have the hex off and the wall while it runs, the original outside it', () => {
    const game = variantGame(crystal, narrower);
    expect(game.variant!.run(() => boardOf(content.map('keep')).hex('E5')!.kind)).toBe('blocked');
    expect(game.variant!.run(() => boardOf(content.map('keep')).wall('D5', 'D6'))).toBe(true);
    expect(game.variant!.run(() => gridOfState({ map: 'keep' }).kind[gridOfState({ map: 'keep' }).index.get('E5')!])).toBe(1);
    expect(boardOf(content.map('keep')).hex('E5')!.kind).toBe('floor');
    expect(boardOf(content.map('keep')).wall('D5', 'D6')).toBe(false);
    const mine = Match.create(game, { players: 1, seed: 'keep' });
    const theirs = Match.create(crystal, { players: 1, seed: 'keep' });
    expect(game.renderText(mine.view(0), 0)).not.toBe(crystal.renderText(theirs.view(0) as CrystalView, 0));
  });

  it('bots play it to the end, while the original game played in between is untouched', () => {
    const playOut = (game: AnyGame, seed: string, between: () => void = () => {}) => {
      const match = Match.create(game, { players: 1, seed });
      const bot = createBot('easy', `${seed}/bot`, game);
      for (let i = 0; i < 3000 && match.outcome() === null; i++) {
        const seat = match.actors()[0]!;
        match.play(seat, bot.chooseMove(game, match.state, seat));
        between();
      }
      return match;
    };
    const alone = playOut(crystal, 'untouched');
    const original = Match.create(crystal, { players: 1, seed: 'untouched' });
    const bot = createBot('easy', 'untouched/bot', crystal);
    const stepOriginal = () => {
      if (original.outcome() !== null) return;
      const seat = original.actors()[0]!;
      original.play(seat, bot.chooseMove(crystal, original.state, seat));
    };
    const played = playOut(variantGame(crystal, narrower), 'narrow-to-the-end', stepOriginal);
    while (original.outcome() === null) stepOriginal();
    expect(played.outcome()).not.toBeNull();
    // Nothing ever stands on the blacked-out hex.
    const s = played.state as CrystalState;
    expect([...s.heroes.map((h) => h.at), ...s.enemies.map((e) => e.at), ...s.defenses.map((d) => d.at)]).not.toContain('E5');
    expect(original.moves()).toEqual(alone.moves());
    expect(original.outcome()).toEqual(alone.outcome());
  });
});

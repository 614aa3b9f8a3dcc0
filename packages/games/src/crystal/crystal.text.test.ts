import { describe, expect, it } from 'vitest';
import { boardOf } from './board.ts';
import { content, type MapData } from './content/index.ts';
import type { CrystalView, EnemyState } from './state.ts';
import { boardText, heroCode, renderText } from './text.ts';
import { terms } from './terms.ts';

const enemy = (id: number, kind: string, at: string, health: number, more: Partial<EnemyState> = {}): EnemyState => ({
  id,
  enemy: kind,
  at,
  health,
  flipped: false,
  damagedBy: [],
  aggro: null,
  stunned: 0,
  weakened: false,
  confused: false,
  calmed: false,
  ...more,
});

/** A yard of 5 × 4 hexes with every kind of hex and both kinds of wall: a wall between B1 and C1, and under D3. */
const YARD: MapData = {
  id: 'yard',
  name: 'Test Yard',
  difficulty: 1,
  description: 'A test board.',
  rows: ['!....', '.#...', '..C+.', '.....'],
  walls: [
    ['B1', 'C1'],
    ['D3', 'D4'],
    ['D3', 'C4'],
  ],
};

/** Wave 2 under way: the Squire on the player spawn, the Apprentice fallen, three defenses, four enemies. */
const VIEW: CrystalView = {
  map: 'yard',
  players: 2,
  difficulty: 'normal',
  wavesToWin: 4,
  phase: 'hero',
  turn: 5,
  wave: 2,
  spawnsLeft: 1,
  mana: 9,
  heroes: [
    { hero: 'squire', seat: 0, at: 'D3', health: 5, steps: 1, actions: 2, done: false, out: null },
    { hero: 'apprentice', seat: 1, at: null, health: 0, steps: 3, actions: 2, done: true, out: 'place' },
  ],
  defenses: [
    { id: 3, defense: 'spike-wall', owner: 0, at: 'D2', facing: 5, health: 7, cooldown: 0 },
    { id: 4, defense: 'harpoon-turret', owner: 0, at: 'E2', facing: 3, health: 4, cooldown: 2 },
    { id: 5, defense: 'proximity-mine', owner: 1, at: 'C4', facing: 0, health: 3, cooldown: 0 },
  ],
  enemies: [
    enemy(6, 'goblin', 'A1', 2),
    enemy(7, 'archer', 'A1', 2),
    enemy(8, 'kobold', 'E4', 1, { flipped: true, aggro: { kind: 'hero', hero: 0 } }),
    enemy(9, 'orc', 'C4', 4, { stunned: 1, aggro: { kind: 'defense', id: 3 } }),
  ],
  used: ['a', 'b'],
  nextId: 10,
  result: null,
  deckSize: 10,
};

const text = (v: CrystalView = VIEW, seat: number | null = 0) => boardText(v, seat, boardOf(YARD)).split('\n');
const width = (line: string) => [...line].length;

describe('the text board', () => {
  it('draws a known position: odd rows half a cell in, walls as │ and ─, tokens as code + health, then every token and a legend', () => {
    expect(text()).toEqual([
      'Crystal Defenders on Test Yard (normal), 4 waves to win.',
      'Hero phase 5, wave 2 of 4; mana 9; spawn deck 10; 1 more spawn this wave.',
      '       A     B     C     D     E',
      ' 1    !×2    .  │  .     .     .',
      ' 2        .   #####   .   SW7↗  HT4²',
      ' 3     .     .    <C>  @Sq5    .',
      '                      ───────',
      ' 4        .     .   Or4^    .   Kb1*',
      '          A     B     C     D     E',
      'Heroes:',
      '> Squire (@Sq, Player 1, you) on D3: health 5/6, 1 step and 2 actions left',
      '  Apprentice (@Ap, Player 2): off the board; fallen, sits out this Hero phase',
      'Defenses:',
      '  Spike Wall 3 (SW) at D2, facing NE: health 7/7, ready',
      '  Harpoon Turret 4 (HT) at E2, facing W: health 4/7, cooldown 2',
      '  Proximity Trap 5 (PM) at C4, all around: health 3/3, ready',
      'Enemies:',
      '  Kobold 8 (Kb) at E4: health 1, targets Squire (flipped)',
      '  Orc 9 (Or) at C4: health 4, targets Spike Wall 3 at D2 (stunned 1)',
      '  On the enemy spawn A1: Goblin 6 (Gb) health 2, Archer 7 (Ar) health 2.',
      'Legend: . empty, ! enemy spawn, !×2 two enemies on a spawn, <C> the crystal,',
      '  ### blacked out, │ ─ wall, ^ on a trap or aura, @Sq Squire, SW Spike Wall,',
      '  HT Harpoon Turret, Or Orc, Kb Kobold.',
      '  Cells: code and health; →↘↙←↖↗ facing; ² face down, cooldown 2; * flipped.',
    ]);
  });

  it('every code drawn on the board is in the legend; a token or hex kind hidden under another is not', () => {
    const lines = text();
    const start = lines.findIndex((l) => l.startsWith('Legend:'));
    const legend = lines.slice(start).join(' ');
    const grid = lines.slice(2, lines.indexOf('Heroes:'));
    const cells = grid.slice(1, -1).flatMap((l) => l.slice(4).split(/[\s│─]+/).filter(Boolean));
    for (const cell of cells) {
      const code = /^[@!]?[A-Za-z]{2}|^!×|^<C>|^#+|^\./.exec(cell)?.[0] ?? cell;
      expect(legend, cell).toContain(code.startsWith('#') ? '###' : code.startsWith('!') && code !== '!×' ? code.slice(1) : code);
      for (const mark of cell.replace(/^[@!]?[A-Za-z]{2}\d*|^!×\d/, '')) expect(legend, `${cell}: ${mark}`).toContain(mark);
    }
    expect(grid.some((l) => l.includes('│'))).toBe(true);
    expect(legend).toContain('│ ─ wall');
    // The Proximity Trap is under the Orc: not drawn, so not in the legend (its line lists it).
    expect(legend).not.toContain('Proximity');
    expect(legend).not.toContain('+ player spawn');
  });

  it('a hero waiting to enter says so; a fallen one sits out; done heroes lose the > mark', () => {
    const v: CrystalView = { ...VIEW, heroes: [{ ...VIEW.heroes[0], done: true }, { ...VIEW.heroes[1], done: false, health: 6 }] };
    const lines = text(v, 1);
    expect(lines).toContain('  Squire (@Sq, Player 1) on D3: health 5/6, done');
    expect(lines).toContain('  Apprentice (@Ap, Player 2, you): off the board; enters on a player spawn first');
  });

  it('the end of the game heads the board, its reason whole on a line of its own', () => {
    const v: CrystalView = { ...VIEW, phase: 'over', result: { won: false, reason: 'Goblin 6 attacked the crystal.' } };
    // The reason whole on its own line: the terminal finds it there and does not say it again.
    expect(text(v).slice(0, 3)).toEqual(['Crystal Defenders on Test Yard (normal), 4 waves to win.', 'Lost in Hero phase 5, wave 2; mana 9; spawn deck 10.', 'Goblin 6 attacked the crystal.']);
  });

  it('fits an 80-column terminal on every map, even with every hex taken', () => {
    for (const map of content.maps) {
      const board = boardOf(map);
      const floor = board.hexes.filter((h) => h.kind === 'floor' || h.kind === 'player-spawn');
      const v: CrystalView = {
        ...VIEW,
        turn: 199,
        mana: 120,
        spawnsLeft: 8,
        map: map.id,
        heroes: [{ ...VIEW.heroes[0], at: floor[0].name, health: 10 }],
        defenses: floor.slice(1, 40).map((h, i) => ({ id: 100 + i, defense: content.defenses[i % content.defenses.length].id, owner: 0, at: h.name, facing: i % 6, health: 12, cooldown: i % 3 })),
        enemies: floor.slice(40).map((h, i) => enemy(200 + i, content.enemies[i % content.enemies.length].id, h.name, 10, { flipped: true })),
      };
      const lines = renderText(v, 0).split('\n');
      const grid = lines.slice(2, lines.indexOf('Heroes:'));
      // The state of play is one line, not wrapped: the column letters follow it.
      expect(grid[0].trim().startsWith('A'), lines[1]).toBe(true);
      expect(Math.max(...grid.map(width)), map.id).toBeLessThanOrEqual(80);
      expect(Math.max(...lines.map(width)), map.id).toBeLessThanOrEqual(80);
      // The grid has a line per row (and wall lines between rows), so each row's cells are on one line.
      expect(grid.filter((l) => /^ *\d+ /.test(l))).toHaveLength(map.rows.length);
    }
  });

  it('the grid keeps its shape whatever stands on it: a new token changes its own row only', () => {
    const before = text();
    const after = text({ ...VIEW, defenses: [...VIEW.defenses, { id: 11, defense: 'bouncer-blockade', owner: 0, at: 'B3', facing: 0, health: 10, cooldown: 0 }] });
    const grid = (lines: string[]) => lines.slice(2, lines.indexOf('Heroes:'));
    const changed = grid(after).filter((l, i) => l !== grid(before)[i]);
    expect(changed).toEqual([' 3     .   BB10→  <C>  @Sq5    .']);
    // Tokens trading rows leave the legend as it was: it lists codes in the content's order, not the board's.
    const legend = (lines: string[]) => lines.slice(lines.findIndex((l) => l.startsWith('Legend:')));
    const moved = text({ ...VIEW, enemies: VIEW.enemies.map((e) => (e.id === 8 ? { ...e, at: 'A3' } : e)) });
    expect(legend(moved)).toEqual(legend(before));
  });

  it('a map too wide for cells of 5 gets cells of 4, and a token too long for them drops its mark', () => {
    const wide: MapData = { ...YARD, rows: ['!............', '.#...........', '..C+.........', '.............'] };
    const v: CrystalView = { ...VIEW, defenses: [{ id: 11, defense: 'bouncer-blockade', owner: 0, at: 'M2', facing: 0, health: 10, cooldown: 0 }] };
    const lines = boardText(v, 0, boardOf(wide)).split('\n');
    expect(lines[3]).toBe(' 1   !×2   .  │ .    .    .    .    .    .    .    .    .    .    .');
    expect(lines[4]).toBe(' 2       .   ####  .    .    .    .    .    .    .    .    .    .   BB10');
    expect(Math.max(...lines.map(width))).toBeLessThanOrEqual(80);
  });

  it('heroes have two letters each, all different', () => {
    const codes = content.heroes.map((h) => heroCode(h.id));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[A-Z][a-z]$/.test(c))).toBe(true);
  });
});

describe('terms', () => {
  it('explain the board codes, the heroes in play, their defenses and keywords, and the enemies on the board with their abilities', () => {
    const names = terms({ ...VIEW, enemies: [...VIEW.enemies, enemy(10, 'ninja', 'B3', 3)] }).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Crystal', 'Player spawn', 'Enemy spawn', 'Blacked out', 'Wall', 'Squire', 'Apprentice', 'Spike Wall', 'Goblin', 'Ninja', 'Ambush', 'Spares the crystal']));
    for (const kit of ['squire', 'apprentice']) for (const d of content.hero(kit).kit.defenses) expect(names).toContain(content.defense(d).name);
    // Every keyword of those defenses is explained once; the Proximity Trap on the board brings the trap rule.
    const keywords = new Set(['squire', 'apprentice'].flatMap((h) => content.hero(h).kit.defenses.flatMap((d) => Object.keys(content.defense(d).keywords))));
    expect(names.filter((n) => n === 'Trap / Aura')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
    expect(keywords.size).toBeGreaterThan(0);
    for (const k of keywords) expect(names.map((n) => n.toLowerCase())).toContain(k);
  });

  it('a keyword states its X from the defense', () => {
    const knock = content.defenses.find((d) => typeof d.keywords.knockback === 'number')!;
    const owner = content.heroes.find((h) => h.kit.defenses.includes(knock.id))!;
    const v: CrystalView = { ...VIEW, heroes: [{ ...VIEW.heroes[0], hero: owner.id }], defenses: [], enemies: [] };
    const t = terms(v).find((x) => x.name === 'Knockback')!;
    expect(t.text).toContain(`${knock.keywords.knockback} space`);
  });
});

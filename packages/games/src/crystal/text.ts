import type { Seat } from '@ramparts/engine';
import { boardOf, type Board, type Hex } from './board.ts';
import { content, type MapData } from './content/index.ts';
import { DIRECTIONS } from './content/schema.ts';
import type { CrystalView, DefenseState, EnemyState, HeroState } from './state.ts';
import { enemyWords, heroName, plural, targetWords } from './words.ts';

// The board in text for the terminal: the hex grid drawn as rows of bricks (every other row indented half a cell,
// so each cell touches two cells above and two below, as hexes do), then the numbers of every token, then a legend
// of the codes this board shows. It must read in 80 columns.

/** Arrows for the six facings (E, SE, SW, W, NW, NE), as they point on screen. */
const ARROWS = ['→', '↘', '↙', '←', '↖', '↗'];
/** A wall on a side edge (between left and right neighbours) and on a slanted edge (between rows). */
const SIDE_WALL = '│';
const ROW_WALL = '─';
const BLOCKED = '#';
const CRYSTAL = '<C>';
/** Standing on a trap or aura (both on one hex: the hero or enemy is drawn, the trap listed below). */
const ON_TRAP = '^';
/** Spaces before a row's first cell: its number. */
const LABEL = 4;
const MAX_WIDTH = 80;
/** Characters of a cell where the map is narrow enough: a code, two digits of health and a mark ("BB10→"). */
const CELL = 5;

/** A hero's two letters on the board ("Sq" for the Squire); unique among all heroes, so never ambiguous. */
export function heroCode(id: string): string {
  const taken = new Set<string>();
  for (const h of content.heroes) {
    const name = h.name.replace(/[^A-Za-z]/g, '');
    let code = name.slice(0, 2);
    for (let i = 2; taken.has(code) && i < name.length; i++) code = name[0] + name[i];
    taken.add(code);
    if (h.id === id) return code[0].toUpperCase() + code.slice(1).toLowerCase();
  }
  return id.slice(0, 2);
}

const allAround = (d: DefenseState) => new Set(content.defense(d.defense).spread).size === 6;

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** A cooldown as superscript digits ("²"), so that a face-down defense fits a cell with its code and health. */
const superscript = (n: number): string => [...String(n)].map((d) => SUPERSCRIPT[Number(d)]).join('');

/**
 * A token's cell, richest first: a narrower board drops the last mark (facing, flip, trap underfoot) before the
 * health. A defense shows its code and health, then its facing arrow when face up or its cooldown when face down.
 */
function defenseCells(d: DefenseState): string[] {
  const def = content.defense(d.defense);
  const mark = d.cooldown > 0 ? superscript(d.cooldown) : allAround(d) ? '' : ARROWS[d.facing];
  return [`${def.code}${d.health}${mark}`, `${def.code}${d.health}`, def.code];
}

function enemyCells(e: EnemyState, spawn: boolean, under: string): string[] {
  const plain = `${content.enemy(e.enemy).code}${e.health}`;
  const marked = `${plain}${e.flipped ? '*' : ''}${under}`;
  return [...(spawn ? [`!${marked}`] : []), marked, plain];
}

const heroCells = (h: HeroState, under: string): string[] => [`@${heroCode(h.hero)}${h.health}${under}`, `@${heroCode(h.hero)}${h.health}`, `@${heroCode(h.hero)}`];

/** What the codes on this board mean, collected while the cells are drawn. */
interface Seen {
  kinds: Set<string>;
  heroes: Set<string>;
  defenses: Set<string>;
  enemies: Set<string>;
  /** Every cell's text as drawn, to find the marks the legend explains. */
  cells: string[];
  sideWall: boolean;
  rowWall: boolean;
}

/** A hex's cell, richest text first (the grid takes the first that fits its width). */
function cellOf(v: CrystalView, hex: Hex, seen: Seen): string[] {
  if (hex.kind === 'blocked') {
    seen.kinds.add('blocked');
    return [''];
  }
  if (hex.kind === 'crystal') {
    seen.kinds.add('crystal');
    return [CRYSTAL];
  }
  const enemies = v.enemies.filter((e) => e.at === hex.name);
  const hero = v.heroes.find((h) => h.at === hex.name);
  const defense = v.defenses.find((d) => d.at === hex.name);
  const spawn = hex.kind === 'enemy-spawn';
  if (spawn) seen.kinds.add('enemy-spawn');
  if (enemies.length > 1) return [`!×${enemies.length}`];
  const under = defense && (enemies.length || hero) ? ON_TRAP : '';
  if (enemies.length === 1) {
    seen.enemies.add(enemies[0].enemy);
    return enemyCells(enemies[0], spawn, under);
  }
  if (hero) {
    seen.heroes.add(hero.hero);
    return heroCells(hero, under);
  }
  if (defense) {
    seen.defenses.add(defense.defense);
    return defenseCells(defense);
  }
  if (hex.kind === 'player-spawn') {
    seen.kinds.add('player-spawn');
    return ['+'];
  }
  if (spawn) return ['!'];
  seen.kinds.add('floor');
  return ['.'];
}

/** Columns the grid takes with cells this wide: row numbers, the cells and their walls, odd rows half a cell in. */
const gridWidth = (cols: number, width: number) => LABEL + cols * (width + 1) + Math.ceil((width + 1) / 2) + 1;

/** The grid's lines: column letters, a line per row, and a wall line between two rows where a slanted edge is walled. */
function gridLines(v: CrystalView, board: Board, seen: Seen): string[] {
  const rows = board.map.rows.length;
  const cols = Math.max(...board.map.rows.map((r) => r.length));
  const options = new Map(board.hexes.map((h) => [h.name, cellOf(v, h, seen)]));
  // One width per map, whatever stands on it, so the grid keeps its shape from move to move (and the terminal can
  // show only the rows that changed): 5 where it fits the terminal, else 4.
  const width = gridWidth(cols, CELL) <= MAX_WIDTH ? CELL : CELL - 1;
  const texts = new Map([...options].map(([name, o]) => [name, o.find((t) => t.length <= width) ?? o[o.length - 1].slice(0, width)]));
  seen.cells = [...texts.values()];
  const step = width + 1;
  const shift = Math.ceil(step / 2);
  const left = (col: number, row: number) => LABEL + col * step + (row % 2 ? shift : 0);
  const center = (t: string) => t.padStart(Math.floor((width + t.length) / 2)).padEnd(width);

  const letters = (row: number) => {
    let line = '';
    for (let c = 0; c < cols; c++) line = line.padEnd(left(c, row) + Math.ceil(width / 2)) + String.fromCharCode(65 + c);
    return line;
  };
  const out = [letters(0)];
  for (let r = 0; r < rows; r++) {
    const chars: string[] = [...`${String(r + 1).padStart(LABEL - 2)}  `];
    const put = (x: number, s: string) => {
      while (chars.length < x + s.length) chars.push(' ');
      [...s].forEach((ch, i) => (chars[x + i] = ch));
    };
    const row = board.hexes.filter((h) => h.row === r);
    for (const h of row) {
      put(left(h.col, r) + 1, h.kind === 'blocked' ? BLOCKED.repeat(width) : center(texts.get(h.name)!));
      const east = board.neighbors(h.name)[0];
      if (east && board.wall(h.name, east)) {
        put(left(h.col, r) + step, SIDE_WALL);
        seen.sideWall = true;
      } else if (east && h.kind === 'blocked' && board.hex(east)?.kind === 'blocked') put(left(h.col, r) + step, BLOCKED);
    }
    out.push(chars.join('').trimEnd());
    // Between this row and the next: a wall under the stretch where a cell touches its walled neighbour below.
    const under: string[] = [];
    for (const h of row) {
      const [, se, sw] = board.neighbors(h.name);
      for (const n of [sw, se]) {
        const below = n ? board.hex(n) : undefined;
        if (!below || !board.wall(h.name, below.name)) continue;
        const a = left(h.col, r);
        const b = left(below.col, below.row);
        for (let i = Math.max(a, b); i <= Math.min(a, b) + step; i++) under[i] = ROW_WALL;
      }
    }
    if (under.length) {
      seen.rowWall = true;
      out.push(Array.from(under, (c) => c ?? ' ').join('').trimEnd());
    }
  }
  if (rows > 1) out.push(letters(1));
  return out;
}

/** A hero's line: where it is and what it has left this Hero phase. */
function heroLine(v: CrystalView, h: HeroState, seat: Seat | null): string {
  const kit = content.hero(h.hero).kit;
  const who = `${heroName(h.hero)} (@${heroCode(h.hero)}, Player ${h.seat + 1}${h.seat === seat ? ', you' : ''})`;
  if (!h.at) {
    if (h.out === 'skip') return `  ${who}: fallen; sits out the next Hero phase`;
    return `  ${who}: off the board; ${h.done ? 'fallen, sits out this Hero phase' : 'enters on a player spawn first'}`;
  }
  const left = h.done ? 'done' : `${plural(h.steps, 'step')} and ${plural(h.actions, 'action')} left`;
  const mark = v.phase === 'hero' && !h.done ? '>' : ' ';
  return `${mark} ${who} on ${h.at}: health ${h.health}/${kit.health}, ${left}`;
}

function defenseLine(d: DefenseState): string {
  const def = content.defense(d.defense);
  const sides = allAround(d) ? 'all around' : `facing ${DIRECTIONS[d.facing]}`;
  const state = d.cooldown > 0 ? `cooldown ${d.cooldown}` : 'ready';
  const extra = [d.primed ? 'primed' : '', d.attacking ? 'attacking' : '', d.lingering ? `lingering ${d.lingering} more` : ''].filter(Boolean);
  return `  ${def.name} ${d.id} (${def.code}) at ${d.at}, ${sides}: health ${d.health}/${def.health}, ${state}${extra.length ? `, ${extra.join(', ')}` : ''}`;
}

function enemyLine(v: CrystalView, e: EnemyState): string {
  // The words of a target need the heroes and defenses only, which the view has whole.
  const state = { ...v, deck: [] };
  const marks = [
    e.flipped ? 'flipped' : '',
    e.stunned ? `stunned ${e.stunned}` : '',
    e.weakened ? 'weakened' : '',
    e.confused ? 'confused' : '',
    e.calmed ? 'calmed' : '',
  ].filter(Boolean);
  const after = e.aggro ? `, targets ${targetWords(state, e.aggro)}` : '';
  return `  ${enemyWords(e)} (${content.enemy(e.enemy).code}) at ${e.at}: health ${e.health}${after}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

/** The legend of the codes drawn on this board, and nothing else: the hexes, the tokens, the marks on them. */
function legendLines(seen: Seen): string[] {
  const drawn = seen.cells.join('');
  const parts: string[] = [];
  if (seen.kinds.has('floor')) parts.push('. empty');
  if (seen.kinds.has('player-spawn')) parts.push('+ player spawn');
  if (seen.kinds.has('enemy-spawn')) parts.push('! enemy spawn');
  if (drawn.includes('!×')) parts.push('!×2 two enemies on a spawn');
  if (seen.kinds.has('crystal')) parts.push(`${CRYSTAL} the crystal`);
  if (seen.kinds.has('blocked')) parts.push(`${BLOCKED.repeat(3)} blacked out`);
  if (seen.sideWall || seen.rowWall) parts.push(`${[seen.sideWall ? SIDE_WALL : '', seen.rowWall ? ROW_WALL : ''].filter(Boolean).join(' ')} wall`);
  if (drawn.includes(ON_TRAP)) parts.push(`${ON_TRAP} on a trap or aura`);
  // In content order, not board order: a token moving to another row leaves the legend as it was.
  for (const h of content.heroes) if (seen.heroes.has(h.id)) parts.push(`@${heroCode(h.id)} ${h.name}`);
  for (const d of content.defenses) if (seen.defenses.has(d.id)) parts.push(`${d.code} ${d.name}`);
  for (const e of content.enemies) if (seen.enemies.has(e.id)) parts.push(`${e.code} ${e.name}`);
  return [...wrap('Legend:', parts), NOTATION];
}

/** How a token's cell reads, the same line on every board (a board that changes leaves it as it was). */
const NOTATION = `  Cells: code and health; ${ARROWS.join('')} facing; ${superscript(2)} face down, cooldown 2; * flipped.`;

/** Words joined with ", " into lines no wider than the terminal, the first after `head`, the rest indented. */
function wrap(head: string, parts: string[], width = MAX_WIDTH): string[] {
  const lines: string[] = [];
  let line = head;
  parts.forEach((p, i) => {
    const piece = `${p}${i < parts.length - 1 ? ',' : '.'}`;
    if (line.length + 1 + piece.length > width && line !== head) {
      lines.push(line);
      line = `  ${piece}`;
    } else line = `${line} ${piece}`;
  });
  lines.push(line);
  return lines;
}

/**
 * The title (the same all game), then the state of play in one line (phase, wave, mana, deck, spawns to come), so
 * a Hero phase changes one line of it; at the end, the reason the game ended, whole on a line of its own (the
 * terminal sees it was told and does not repeat it).
 */
function headLines(v: CrystalView, map: MapData): string[] {
  const level = v.difficulty === 'rulebook' ? 'as the rulebook prints it' : v.difficulty;
  const title = `Crystal Defenders on ${map.name} (${level}), ${plural(v.wavesToWin, 'wave')} to win.`;
  const stock = `mana ${v.mana}; spawn deck ${v.deckSize}`;
  if (v.result) return [title, `${v.result.won ? 'Won' : 'Lost'} in Hero phase ${v.turn}, wave ${v.wave}; ${stock}.`, v.result.reason];
  const spawns = v.spawnsLeft > 0 ? `${v.spawnsLeft} more ${v.spawnsLeft === 1 ? 'spawn' : 'spawns'} this wave` : v.wave === 0 ? 'no enemies yet' : 'no more spawns this wave';
  return fit([title, `Hero phase ${v.turn}, wave ${v.wave} of ${v.wavesToWin}; ${stock}; ${spawns}.`]);
}

/**
 * The board in text: the hex grid (each hex a cell: what stands on it, walls as │ and ─), then a line per hero,
 * defense and enemy with its numbers, then a legend of the codes drawn.
 */
export function renderText(v: CrystalView, seat: Seat | null): string {
  return boardText(v, seat, boardOf(content.map(v.map)));
}

/** `renderText` on a given board (tests draw positions on maps of their own). */
export function boardText(v: CrystalView, seat: Seat | null, board: Board): string {
  const seen: Seen = { kinds: new Set(), heroes: new Set(), defenses: new Set(), enemies: new Set(), cells: [], sideWall: false, rowWall: false };
  const grid = gridLines(v, board, seen);
  const out: string[] = [];
  out.push('Heroes:');
  for (const h of v.heroes) out.push(heroLine(v, h, seat));
  if (v.defenses.length) {
    out.push('Defenses:');
    for (const d of v.defenses) out.push(defenseLine(d));
  }
  if (v.enemies.length) {
    out.push('Enemies:');
    const crowds = new Map<string, EnemyState[]>();
    for (const e of [...v.enemies].sort((a, b) => a.id - b.id)) {
      if (board.hex(e.at)?.kind !== 'enemy-spawn') out.push(enemyLine(v, e));
      else crowds.set(e.at, [...(crowds.get(e.at) ?? []), e]);
    }
    // Enemies waiting on a spawn cannot be hit and have no target yet: one line per spawn.
    for (const [at, list] of crowds) out.push(...wrap(`  On the enemy spawn ${at}:`, list.map((e) => `${enemyWords(e)} (${content.enemy(e.enemy).code}) health ${e.health}`)));
  }
  return [...headLines(v, board.map), ...grid, ...fit(out), ...legendLines(seen)].join('\n');
}

/** Lines longer than the terminal broken at a space, the rest indented under the first. */
function fit(lines: string[], width = MAX_WIDTH): string[] {
  const out: string[] = [];
  for (let line of lines) {
    const indent = ' '.repeat(line.length - line.trimStart().length + 2);
    while (line.length > width) {
      const cut = line.lastIndexOf(' ', width);
      if (cut <= indent.length) break;
      out.push(line.slice(0, cut));
      line = indent + line.slice(cut + 1);
    }
    out.push(line);
  }
  return out;
}


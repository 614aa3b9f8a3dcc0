/**
 * Writes waves.json and layouts.json: the 100 waves and the ready layouts, from a deterministic recipe.
 * Run `npx tsx packages/games/src/tracks/content/generate.ts` after changing the recipe; the JSON is committed
 * and the game only ever reads the JSON (validated by `index.ts`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Ability = 'armored' | 'sapper' | 'mender' | 'brute' | 'resistant' | 'saboteur' | 'jammer' | 'elusive' | 'menace';
type DamageType = 'standard' | 'boost' | 'charge' | 'combine';
interface Unit {
  hp: number;
  move: number;
  abilities?: Ability[];
  resist?: Partial<Record<DamageType, number>>;
}
interface Wave {
  id: string;
  rank: number;
  track: 'A' | 'B';
  number: number;
  copy: 'a' | 'b';
  reverse?: boolean;
  units: Unit[];
}

/** A small deterministic generator (mulberry32) so the recipe gives the same waves every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ABILITIES: Ability[] = ['armored', 'sapper', 'mender', 'brute', 'resistant', 'saboteur', 'jammer', 'elusive', 'menace'];
const TYPES: DamageType[] = ['standard', 'boost', 'charge', 'combine'];

/** Hit points of one unit: grows with rank, lower for fast units and for units of crowded waves. */
function hpOf(rank: number, move: number, units: number, r: () => number): number {
  const base = 3 + 2 * rank + Math.floor(rank * rank * 0.12);
  const speed = (move - 3) * (1 + Math.floor(rank / 4));
  const crowd = (units - 1) * (1 + Math.floor(rank / 5));
  return Math.max(3, base - speed - crowd + Math.floor(r() * 3) - 1);
}

function makeWave(rank: number, i: number): Wave {
  const track = rank % 2 === 1 ? 'A' : 'B';
  const band = Math.floor((rank - 1) / 2);
  const number = band * 5 + 1 + Math.floor(i / 2);
  const copy = i % 2 === 0 ? 'a' : 'b';
  const id = `${track}${String(number).padStart(2, '0')}${copy}`;
  // The seed's own Rank 1 wave, on Track A 01: one unit, 5 HP, moves 3.
  if (rank === 1 && i === 0) return { id, rank, track, number, copy, units: [{ hp: 5, move: 3 }] };
  const r = rng(rank * 1000 + i * 37 + 11);
  const maxUnits = rank <= 2 ? 2 : rank <= 4 ? 3 : 4;
  const count = 1 + ((i + rank) % maxUnits);
  // Waves with abilities: none at rank 1, then more with each rank (all ten at rank 10).
  const withAbility = i < rank - 1 || rank === 10;
  const units: Unit[] = [];
  for (let u = 0; u < count; u++) {
    const move = 3 + Math.floor(r() * 3);
    const unit: Unit = { hp: hpOf(rank, move, count, r), move };
    if (withAbility && (u === count - 1 || r() < 0.35)) {
      const ability = ABILITIES[(i * 3 + rank + u * 5) % ABILITIES.length];
      if (ability === 'resistant') unit.resist = { [TYPES[(i + u) % TYPES.length]]: 1 + Math.floor(rank / 4) };
      else unit.abilities = [ability];
    }
    units.push(unit);
  }
  const wave: Wave = { id, rank, track, number, copy, units };
  // Reverse waves: one per rank from rank 3 on (they run from Track 26 back to Track 0).
  if (rank >= 3 && i === 9) wave.reverse = true;
  return wave;
}

export function makeWaves(): Wave[] {
  const out: Wave[] = [];
  const seen = new Set<string>();
  for (let rank = 1; rank <= 10; rank++) {
    for (let i = 0; i < 10; i++) {
      const wave = makeWave(rank, i);
      // No two waves alike: toughen the last unit until this wave differs from every earlier one.
      while (seen.has(JSON.stringify(wave.units))) wave.units[wave.units.length - 1].hp++;
      seen.add(JSON.stringify(wave.units));
      out.push(wave);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Layouts: 10 rows x 12 columns (120 spaces), tokens "A01".."B25" (track), "..." (free), "###" (obstacle).

type Cell = [number, number];
const ROWS = 10;
const COLS = 12;

function layout(id: string, name: string, a: Cell[], b: Cell[], free: Cell[]): { id: string; name: string; rows: string[] } {
  const grid: string[][] = Array.from({ length: ROWS }, () => Array.from({ length: COLS }, () => '###'));
  a.forEach(([r, c], i) => (grid[r][c] = `A${String(i + 1).padStart(2, '0')}`));
  b.forEach(([r, c], i) => (grid[r][c] = `B${String(i + 1).padStart(2, '0')}`));
  for (const [r, c] of free) if (grid[r][c] === '###') grid[r][c] = '...';
  return { id, name, rows: grid.map((row) => row.join(' ')) };
}

const row = (r: number, from: number, to: number): Cell[] => {
  const out: Cell[] = [];
  const step = from <= to ? 1 : -1;
  for (let c = from; c !== to + step; c += step) out.push([r, c]);
  return out;
};
const col = (c: number, from: number, to: number): Cell[] => {
  const out: Cell[] = [];
  const step = from <= to ? 1 : -1;
  for (let r = from; r !== to + step; r += step) out.push([r, c]);
  return out;
};

export function makeLayouts() {
  // Meadow (Level 1, Mode 1): two hairpins, A above and B below, with a building lane inside each.
  const meadow = layout(
    'meadow',
    'Meadow',
    [...row(1, 0, 11), [2, 11], ...row(3, 11, 0)],
    [...row(6, 0, 11), [7, 11], ...row(8, 11, 0)],
    [...row(2, 0, 10), ...row(7, 0, 10), [4, 2], [4, 5], [4, 8], [5, 3], [5, 6], [5, 9]],
  );
  // River: A winds down the left half and B down the right; one shared bank of free spaces between them.
  const river = layout(
    'river',
    'River',
    [...col(0, 0, 9), ...row(9, 1, 2), ...col(2, 8, 0), ...row(0, 3, 4), ...col(4, 1, 2)],
    [...col(11, 0, 9), ...row(9, 10, 9), ...col(9, 8, 0), ...row(0, 8, 7), ...col(7, 1, 2)],
    [...col(1, 1, 8), ...col(10, 1, 8), ...col(5, 0, 9), ...col(6, 0, 9), [4, 3], [5, 3], [4, 8], [5, 8]],
  );
  // Fortress: the tracks ring a central keep; few free spaces, each one precious.
  const fortress = layout(
    'fortress',
    'Fortress',
    [...row(0, 0, 11), ...col(11, 1, 9), ...row(9, 10, 7)],
    [...row(9, 6, 0), ...col(0, 8, 1), ...row(2, 2, 9), ...col(9, 3, 4)],
    [...row(1, 1, 10), ...row(8, 1, 10), [3, 1], [5, 1], [7, 1], [3, 10], [5, 10], [7, 10], [4, 4], [4, 6], [5, 5]],
  );
  return [meadow, river, fortress];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  writeFileSync(`${dir}waves.json`, `${JSON.stringify({ waves: makeWaves() }, null, 1)}\n`);
  writeFileSync(`${dir}layouts.json`, `${JSON.stringify({ layouts: makeLayouts() }, null, 2)}\n`);
  console.log('wrote waves.json and layouts.json');
}

import type { LogLine, Random } from '@ramparts/engine';
import { coins } from './index.ts';
import { replayRandom } from './replay.ts';
import { N } from './rules/settings.ts';
import type { CoinsState, Difficulty, GarrisonTosses, Mode, Phase, Purse, Realm, SoloChoice } from './state.ts';
import { slot, soldier, type Value } from './state.ts';

/*
 * Test helpers: positions from a compact description, and a generator whose coins fall as a script says.
 */

/**
 * A generator for tests: `coin()` follows `faces` ("T" tails, "H" heads; spaces ignored) and throws when the
 * script runs out, so a test states every toss it causes. `int` answers `intValue`.
 */
export function scripted(faces: string, intValue = 0): Random & { left(): number } {
  const flips = [...faces.replace(/\s+/g, '')].map((f) => (f === 'T' ? 1 : 0));
  return replayRandom(flips, intValue, `coins in the script "${faces}"`);
}

export interface RealmDesc {
  castle?: number;
  /** Square → stack bottom first, e.g. `{ 3: '5 2w 1m' }`: w wounded, m moved, @k owned by Crusade seat k. */
  path?: Record<number, string>;
  garrison?: number[];
  reinforcements?: number[];
  supply?: Purse;
  lap?: number;
  turn?: number;
  out?: boolean;
}

export interface StateDesc extends RealmDesc {
  mode?: Mode;
  difficulty?: Difficulty;
  garrisonTosses?: GarrisonTosses;
  soloChoice?: SoloChoice;
  players?: number;
  /** Crusade: one description per seat (the top-level realm fields are ignored). */
  realms?: RealmDesc[];
  seat?: number;
  phase?: Phase;
  /** Tails-up coins still free in the current toss; the toss itself defaults to these coins. */
  free?: number[];
  toss?: number[];
  tossesLeft?: number;
  damage?: number;
  tosses?: number;
}

const purse = (coins: readonly number[]): Purse => {
  const p: Purse = [0, 0, 0];
  for (const c of coins) p[slot(c)]++;
  return p;
};

function stackOf(text: string): number[] {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const m = /^([125])(w?)(m?)(?:@(\d))?$/.exec(t);
      if (!m) throw new Error(`bad soldier "${t}"`);
      return soldier(Number(m[1]) as Value, m[4] ? Number(m[4]) : 0, m[2] === 'w', m[3] === 'm');
    });
}

function realmOf(d: RealmDesc, turn: number): Realm {
  const path: number[][] = [];
  for (let q = 1; q <= N; q++) path.push(d.path?.[q] ? stackOf(d.path[q]) : []);
  return {
    castle: d.castle ?? 8,
    path,
    garrison: purse(d.garrison ?? [1, 1, 1]),
    reinforcements: purse(d.reinforcements ?? [1, 2, 5]),
    supply: d.supply ? [...d.supply] : [5, 5, 5],
    lap: d.lap ?? 0,
    turn: d.turn ?? turn,
    out: d.out ?? false,
  };
}

/** A position from a description; everything left out takes a plain default (turn 1, the Attacker to act). */
export function makeState(d: StateDesc): CoinsState {
  const mode = d.mode ?? 'duel';
  const players = d.players ?? (mode === 'duel' ? 2 : mode === 'crusade' ? (d.realms?.length ?? 2) : 1);
  const realms = mode === 'crusade' ? (d.realms ?? [{}, {}]).map((r) => realmOf(r, d.turn ?? 1)) : [realmOf(d, d.turn ?? 1)];
  const free = d.free ?? [];
  return {
    mode,
    difficulty: d.difficulty ?? 'normal',
    garrisonTosses: d.garrisonTosses ?? 'three',
    soloChoice: d.soloChoice ?? 'yours',
    players,
    realms,
    seat: d.seat ?? 0,
    phase: d.phase ?? 'attack',
    tossesLeft: d.tossesLeft ?? 0,
    toss: d.toss ?? free.slice(),
    free: purse(free),
    tosses: d.tosses ?? 0,
    damage: d.damage ?? 0,
    winners: [],
    ending: '',
    setupCoins: [],
    step: 0,
  };
}

/** The stacks of a map as text, square by square from 1 (for readable expectations). */
export function stacks(s: CoinsState, map = 0): Record<number, string> {
  const out: Record<number, string> = {};
  s.realms[map].path.forEach((stack, i) => {
    if (stack.length === 0) return;
    out[i + 1] = stack
      .map((c) => `${c & 7}${c & 8 ? 'w' : ''}${s.mode === 'crusade' ? `@${c >> 5}` : ''}`)
      .join(' ');
  });
  return out;
}

/** `play` with a log: the state after the move and the texts of the lines it logged. */
export function playLogged(s: CoinsState, seat: number, move: Parameters<typeof coins.play>[2], random: Random): { after: CoinsState; log: string[]; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const after = coins.play(s, seat, move, random, lines);
  return { after, log: lines.map((l) => l.text), lines };
}

import type { Outcome } from '@ramparts/engine';
import { content } from './content/index.ts';
import { attackerTosses, garrisonTossLimit, lastPlacementTurn, N, turnOf } from './rules/settings.ts';
import type { CoinsState, Difficulty, Mode, Phase, Purse, Value } from './state.ts';
import { isWounded, ownerOf, valueOf, VALUES } from './state.ts';
import { endedWords } from '../common/words.ts';
import { plural, seatName } from './words.ts';

export interface SoldierView {
  value: Value;
  /** Heads up: it took one wound. */
  wounded: boolean;
  /** The Crusade seat whose army it is (0 outside Crusade). */
  owner: number;
  moved: boolean;
}

export interface TossCoinView {
  value: Value;
  face: 'tails' | 'heads';
  /** Attacker: already used in a pairing of this toss. */
  used: boolean;
}

export interface MapView {
  map: number;
  /** "Player 2" in Crusade, else "Castle". */
  name: string;
  /** The seat whose castle this is (null when the rules defend it in solo-attacker). */
  owner: number | null;
  out: boolean;
  castle: number;
  /** Squares 1..N (index 0 is square 1); each stack bottom first. */
  squares: SoldierView[][];
  /** The coins of the player of this map (outside Crusade: the Defender's garrison, the Attacker's coins). */
  garrison: Value[];
  reinforcements: Value[];
  /** Coins still on the lap counter, the next one first. */
  lapCounter: Value[];
  supply: { '1c': number; '2c': number; '5c': number };
  turn: number;
}

export interface CoinsView {
  game: 'coins';
  mode: Mode;
  difficulty: Difficulty;
  players: number;
  /** The seat this view is for (null: a spectator). */
  you: number | null;
  seatNames: string[];
  step: number;
  /** The turn of the seat to act (the round outside Crusade). */
  turn: number;
  toAct: number | null;
  phase: Phase;
  /** The acting seat's role this turn. */
  role: 'attacker' | 'defender' | null;
  pathLength: number;
  lastPlacementTurn: number;
  maps: MapView[];
  /** The current (last) toss, coin by coin. */
  toss: TossCoinView[];
  /** Attacker: which toss of the turn this is, and how many the turn has. */
  tossNumber: number;
  tossesPerTurn: number;
  /** Attacker: tails-up coins of this toss still free to pair. */
  free: Value[];
  /** Defender: tosses made this turn, and damage gathered (defend) or left (damage). */
  defenderTosses: number;
  /** Garrison tosses a Defender may make in a turn (option `garrisonTosses`); null: no limit. */
  garrisonTossLimit: number | null;
  /** solo-attacker: who chooses for the rules' Defender (option `soloChoice`). */
  soloChoice: 'yours' | 'fixed';
  damage: number;
  /** What the seat to act may do now, in words. */
  prompt: string;
  outcome: Outcome | null;
}

const purseCoins = (p: Purse): Value[] => {
  const out: Value[] = [];
  for (let i = 0; i < 3; i++) for (let c = 0; c < p[i]; c++) out.push(VALUES[i]);
  return out;
};

/** The role of the seat to act. */
function roleOf(s: CoinsState): 'attacker' | 'defender' | null {
  if (s.phase === 'attack') return 'attacker';
  if (s.phase === 'defend' || s.phase === 'damage') return 'defender';
  return null;
}

/** What the seat to act may do now, in one sentence. */
export function situation(s: CoinsState): string {
  const who = s.seat >= 0 ? seatName(s.mode, s.seat) : '';
  switch (s.phase) {
    case 'role':
      return `${who} chooses a role for this turn: Attacker or Defender.`;
    case 'attack': {
      const free = purseCoins(s.free).map((v) => `${v}c`);
      const placing = turnOf(s, s.seat) <= lastPlacementTurn() ? 'place a new soldier or move one' : `move a soldier (no new soldiers since turn ${lastPlacementTurn() + 1})`;
      return `${who} pairs two free tails-up coins (${free.join(', ')}) to ${placing}, or ends this toss.`;
    }
    case 'defend': {
      if (s.mode === 'solo-attacker') {
        return `The Defender has ${s.damage} damage after ${plural(s.tosses, 'toss')}: ${who} chooses for it: inflict it on your soldiers (nearest the castle first) or toss again until a critical (three heads: no damage; three tails: +1 HP and the toss adds).`;
      }
      const limit = garrisonTossLimit(s);
      const left = limit === Infinity ? '' : `${plural(limit - s.tosses, 'toss')} left; `;
      return `${who} has ${s.damage} damage after ${plural(s.tosses, 'toss')}: toss the garrison again (${left}three heads lose it all) or stop.`;
    }
    case 'damage':
      return `${who} has ${s.damage} damage left to wound soldiers: a wound costs the soldier's value, top of a stack first (damage that can pay for no wound is lost).`;
    default:
      return 'The game is over.';
  }
}

/** Coin Siege is perfect information: every seat sees everything. */
export function viewOf(s: CoinsState, seat: number | null, outcome: Outcome | null): CoinsView {
  const crusade = s.mode === 'crusade';
  const lapCounter = crusade ? content.crusade.players[String(s.players) as '2' | '3' | '4'].lapCounter : content.setup.lapCounter;
  const maps: MapView[] = s.realms.map((r, m) => ({
    map: m,
    name: crusade ? `Player ${m + 1}` : 'Castle',
    owner: crusade ? m : s.mode === 'duel' ? 1 : s.mode === 'solo-defender' ? 0 : null,
    out: r.out,
    castle: r.castle,
    squares: r.path.map((stack) => stack.map((code) => ({ value: valueOf(code), wounded: isWounded(code), owner: ownerOf(code), moved: (code & 16) !== 0 }))),
    garrison: purseCoins(r.garrison),
    reinforcements: purseCoins(r.reinforcements),
    lapCounter: lapCounter.slice(r.lap) as Value[],
    supply: { '1c': r.supply[0], '2c': r.supply[1], '5c': r.supply[2] },
    turn: r.turn,
  }));
  const used = [0, 0, 0];
  const toss: TossCoinView[] = s.toss.map((c) => {
    const value = Math.abs(c) as Value;
    return { value, face: c > 0 ? 'tails' : 'heads', used: false };
  });
  if (s.phase === 'attack') {
    // The first tails-up coins of each value count as the used ones.
    const tails = [0, 0, 0];
    for (const c of toss) if (c.face === 'tails') tails[VALUES.indexOf(c.value)]++;
    for (const c of toss) {
      const i = VALUES.indexOf(c.value);
      if (c.face === 'tails' && used[i] < tails[i] - s.free[i]) {
        used[i]++;
        c.used = true;
      }
    }
  }
  const perTurn = attackerTosses(s);
  return {
    game: 'coins',
    mode: s.mode,
    difficulty: s.difficulty,
    players: s.players,
    you: seat,
    seatNames: Array.from({ length: s.players }, (_, i) => seatName(s.mode, i)),
    step: s.step,
    turn: s.seat >= 0 ? turnOf(s, s.seat) : crusade ? Math.max(...s.realms.map((r) => r.turn)) : s.realms[0].turn,
    toAct: s.seat >= 0 ? s.seat : null,
    phase: s.phase,
    role: roleOf(s),
    pathLength: N,
    lastPlacementTurn: lastPlacementTurn(),
    maps,
    toss,
    tossNumber: s.phase === 'attack' ? perTurn - s.tossesLeft : 0,
    tossesPerTurn: perTurn,
    free: purseCoins(s.free),
    defenderTosses: s.tosses,
    garrisonTossLimit: s.garrisonTosses === 'three' ? garrisonTossLimit(s) : null,
    soloChoice: s.soloChoice,
    damage: s.damage,
    prompt: situation(s),
    outcome,
  };
}

const coinList = (coins: readonly number[]): string => (coins.length ? coins.map((v) => `${v}c`).join(' ') : '—');

function soldierText(v: SoldierView, crusade: boolean): string {
  const core = `${v.value}c${crusade ? `·P${v.owner + 1}` : ''}`;
  return v.wounded ? `(${core})` : core;
}

/** The board as text: every map with its stacks, castle, coins; the toss and what may be done now (or how it ended). */
export function render(view: CoinsView, seat: number | null, ended?: Outcome | null): string {
  const crusade = view.mode === 'crusade';
  const lines: string[] = [];
  const mode = view.mode === 'duel' || crusade ? view.mode : `${view.mode} (${view.difficulty})`;
  const acting = view.toAct === null || ended ? 'game over' : `${view.seatNames[view.toAct]}${view.toAct === seat ? ' (you)' : ''} to play`;
  lines.push(`Coin Siege · ${mode} · turn ${view.turn} · ${acting}`);
  if (crusade) renderRing(view, lines);
  else {
    const m = view.maps[0];
    lines.push(...pathway(m, view.pathLength));
    const placing = view.turn <= view.lastPlacementTurn ? `new soldiers until turn ${view.lastPlacementTurn}` : `no new soldiers since turn ${view.lastPlacementTurn + 1}`;
    lines.push(`Attacker: reinforcements ${coinList(m.reinforcements)} · lap counter ${coinList(m.lapCounter)} · ${placing}`);
    lines.push(`Defender: garrison ${coinList(m.garrison)}`);
    lines.push(`Supply: 1c×${m.supply['1c']} 2c×${m.supply['2c']} 5c×${m.supply['5c']}`);
  }
  if (view.toss.length > 0) {
    const coins = view.toss.map((c) => `${c.value}c ${c.face}${c.used ? ' (used)' : ''}`).join(', ');
    const label = view.phase === 'attack' ? `Toss ${view.tossNumber} of ${view.tossesPerTurn}` : view.phase === 'defend' || view.phase === 'damage' ? `Garrison toss ${view.defenderTosses}` : 'Last toss';
    lines.push(`${label}: ${coins}`);
  }
  if (view.outcome) lines.push(`Game over: ${view.outcome.reason}`);
  else if (ended) lines.push(`Game over: ${endedWords(ended, view.seatNames)}`);
  else lines.push(`Now: ${view.prompt}`);
  const stacked = crusade ? 'a ▸ b: b stands on a' : '3:5c▸1c square 3: 1c on 5c';
  lines.push(`Key: 5c a soldier worth 5 (its HP and its damage), tails up · (5c) wounded, heads up · ${stacked}`);
  lines.push(`     ${crusade ? '' : '4…9 empty squares · '}HP castle hit points · tails: the value shows · (used) paired this toss${crusade ? ' · ·P2 Player 2\'s · OUT fallen · square 1 follows the castle on the left' : ''}`);
  return lines.join('\n');
}

/** Characters the pathway may fill before it goes on to a second line. */
const WIDTH = 80;

/**
 * The pathway from its start to the castle in one line (two when crowded), not a column of twelve mostly empty
 * rows: an occupied square with its stack bottom first ("3:5c▸(2c)"), three or more empty squares in a row as one
 * run ("4…9"), so the squares can still be counted.
 */
function pathway(m: MapView, length: number): string[] {
  const parts = ['start'];
  for (let q = 1; q <= length; q++) {
    const stack = m.squares[q - 1];
    if (stack.length) {
      parts.push(`${q}:${stack.map((v) => soldierText(v, false)).join('▸')}`);
      continue;
    }
    let last = q;
    while (last < length && m.squares[last].length === 0) last++;
    if (last - q >= 2) parts.push(`${q}…${last}`);
    else for (let e = q; e <= last; e++) parts.push(String(e));
    q = last;
  }
  parts.push(`castle ${m.castle} HP`);
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    if (line && line.length + 3 + part.length > WIDTH) {
      lines.push(`${line} ·`);
      line = `  ${part}`;
    } else line = line ? `${line} · ${part}` : part;
  }
  return [...lines, line];
}

const counts = (coins: readonly number[]): string => {
  if (coins.length === 0) return '—';
  return VALUES.map((v) => [v, coins.filter((c) => c === v).length] as const)
    .filter(([, n]) => n > 0)
    .map(([v, n]) => `${v}c×${n}`)
    .join(' ');
};

/** Crusade: the maps side by side, one column each, square N (next to the castle) at the top. */
function renderRing(view: CoinsView, lines: string[]): void {
  const width = 24;
  const cell = (t: string) => t.padEnd(width);
  const row = (label: string, cells: string[]) => lines.push(`${label.padEnd(9)}${cells.map(cell).join('')}`.trimEnd());
  row('', view.maps.map((m) => `${m.name}${m.out ? ' — OUT' : ''}`));
  row('castle', view.maps.map((m) => (m.out ? '' : `${m.castle} HP`)));
  for (let q = view.pathLength; q >= 1; q--) row(`  ${String(q).padStart(2)} │`, view.maps.map((m) => (m.out ? '' : m.squares[q - 1].map((v) => soldierText(v, true)).join(' ▸ '))));
  row('garrison', view.maps.map((m) => counts(m.garrison)));
  row('reinf.', view.maps.map((m) => counts(m.reinforcements)));
  row('lap', view.maps.map((m) => coinList(m.lapCounter)));
  row('supply', view.maps.map((m) => counts([...Array(m.supply['1c']).fill(1), ...Array(m.supply['2c']).fill(2), ...Array(m.supply['5c']).fill(5)])));
  row('turn', view.maps.map((m) => String(m.turn)));
}

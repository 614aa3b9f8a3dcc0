import { createRandom, type AnyGame, type Bot, type Random, type Seat } from '@ramparts/engine';
import { crystalWalk, heuristicBot, heuristicMove, rankedBuilds } from './bot.ts';
import { content } from './content/index.ts';
import { evaluate } from './evaluate.ts';
import type { Move } from './moves.ts';
import { actors, applyMove, cloneState, legalMoves } from './rules/index.ts';
import type { CrystalState, CrystalView } from './state.ts';
import { determinize } from './view.ts';

/*
 * The search's guides and the guided search bot of Crystal Defenders.
 *
 * - `candidateMoves`: the heuristic's own move first, then the few other moves of the same hero worth weighing (the
 *   next best builds, the best strike, the most urgent repair, a heal when hurt, ending the phase). Walks other than
 *   the heuristic's are left out (dozens of hexes, almost all aimless).
 * - `playoutMove`: a cheap rule (no map questions): enter, heal when nearly felled, strike (a kill first, then the
 *   enemy nearest the crystal), mend a badly hurt defense, else end the phase; now and then (EPSILON) one of the
 *   hero's strikes, repairs or `done` at random, so playouts differ. It never walks or builds: a playout weighs the
 *   board the heroes have built, not plans.
 * - `searchBot` (`game.bots.search`, the `hard` level): for each candidate, the same sampled futures (the hidden deck
 *   shuffled, the same generator: common random numbers) played on by the heuristic to the end of the Hero phase,
 *   then by `playoutMove` for a few more phases, and scored by `evaluate`. It leaves the heuristic's move only for a
 *   candidate better on the paired samples by a clear margin (MARGIN standard errors and MIN_GAIN), so noise cannot
 *   make it play worse than the heuristic.
 */

type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

/** A playout's chance of a random move instead of the rule's. */
const EPSILON = 0.1;
/** Most candidates a seat's move is searched among. */
const MAX_CANDIDATES = 6;

/** The moves worth searching for the seat's first hero with anything to do, the heuristic's own first. */
export function candidateMoves(s: CrystalState, seat: Seat): Move[] {
  const legal = legalMoves(s, seat);
  if (legal.length <= 1) return legal;
  const v = s as unknown as CrystalView;
  const pick = heuristicMove(v, legal);
  return shortlist(v, legal, pick);
}

function shortlist(v: CrystalView, legal: Move[], pick: Move): Move[] {
  const heroIdx = pick.hero;
  const h = v.heroes[heroIdx];
  const out: Move[] = [pick];
  const keys = new Set([JSON.stringify(pick)]);
  const add = (m: Move | undefined) => {
    if (!m || out.length >= MAX_CANDIDATES) return;
    const k = JSON.stringify(m);
    if (keys.has(k)) return;
    keys.add(k);
    out.push(m);
  };
  // Entering: where matters little and the heuristic weighs it; nothing else is legal.
  if (pick.type === 'place' || !h.at) return out;
  const mine = legal.filter((m) => m.hero === heroIdx);
  const kit = content.hero(h.hero).kit;
  if (h.actions > 0) {
    const attacks = mine.filter((m): m is MoveOf<'attack'> => m.type === 'attack');
    add(bestAttack(v, attacks, kit.attack));
    for (const b of rankedBuilds(v, heroIdx, mine, 2)) add(b);
    const repairs = mine.filter((m): m is MoveOf<'repair'> => m.type === 'repair');
    add(mostHurt(v, repairs));
    if (h.health < kit.health) add(mine.find((m) => m.type === 'heal'));
  }
  add(mine.find((m) => m.type === 'done'));
  return out;
}

function bestAttack(v: CrystalView, attacks: MoveOf<'attack'>[], attack: number): MoveOf<'attack'> | undefined {
  let best: MoveOf<'attack'> | undefined;
  let bestScore = -Infinity;
  for (const m of attacks) {
    const e = v.enemies.find((x) => x.id === m.enemy);
    if (!e) continue;
    const score = (e.health <= attack ? 100 : 0) - crystalWalk(v.map, e.at) - 0.1 * e.health;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

function mostHurt(v: CrystalView, repairs: MoveOf<'repair'>[], atLeast = 1): MoveOf<'repair'> | undefined {
  let best: MoveOf<'repair'> | undefined;
  let bestMissing = atLeast - 1;
  for (const m of repairs) {
    const d = v.defenses.find((x) => x.id === m.defense);
    if (!d) continue;
    const missing = content.defense(d.defense).health - d.health;
    if (missing > bestMissing) {
      bestMissing = missing;
      best = m;
    }
  }
  return best;
}

/** The playout policy: a cheap greedy rule for the seat's first hero, random now and then (see above). */
export function playoutMove(s: CrystalState, _seat: Seat, moves: Move[], random: Random): Move {
  if (moves.length === 1) return moves[0];
  const heroIdx = moves[0].hero;
  const h = s.heroes[heroIdx];
  if (!h.at) return moves[0];
  const mine = moves.filter((m) => m.hero === heroIdx && (m.type === 'attack' || m.type === 'repair' || m.type === 'heal' || m.type === 'done'));
  if (mine.length === 0) return moves[0];
  if (random.float() < EPSILON) return mine[random.int(mine.length)];
  const kit = content.hero(h.hero).kit;
  const done = mine.find((m) => m.type === 'done') ?? mine[0];
  if (h.actions === 0) return done;
  const heal = mine.find((m) => m.type === 'heal');
  if (heal && h.health <= 2) return heal;
  const attack = bestAttack(s as unknown as CrystalView, mine.filter((m): m is MoveOf<'attack'> => m.type === 'attack'), kit.attack);
  if (attack) return attack;
  const repair = mostHurt(s as unknown as CrystalView, mine.filter((m): m is MoveOf<'repair'> => m.type === 'repair'), kit.cast);
  return repair ?? done;
}

export interface SearchOptions {
  /** Sampled futures per candidate (the same ones for every candidate). */
  samples: number;
  /** Hero phases a sample is played for after the current one (scored by `evaluate` at the start of the next). */
  phases: number;
  /** Standard errors of the paired gain a candidate needs over the heuristic's move. */
  margin: number;
  /** Whether the heuristic (not `playoutMove`) finishes the current Hero phase in a sample: truer, dearer. */
  heuristicRest?: boolean;
}

/** Least mean gain (in `evaluate`'s units) for leaving the heuristic's move. */
const MIN_GAIN = 0.002;
/** A safety cap on a sample's moves. */
const MAX_SAMPLE_MOVES = 400;

/** Statistics of a search's last decision, for tests and measurements. */
export interface SearchReport {
  candidates: { move: Move; mean: number }[];
  chosen: Move;
  samples: number;
}

/** The guided search bot (see the head of this file). Deterministic for a seed. */
export function searchBot(seed: string, options: SearchOptions, name = 'search'): Bot & { last: SearchReport | null } {
  const rng = createRandom(seed);
  // The heuristic with its standoff memory: the search starts from its move every time.
  const heuristic = heuristicBot(seed);
  const bot = {
    name,
    last: null as SearchReport | null,
    chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown {
      const legal = game.legalMoves(state, seat) as Move[];
      if (legal.length <= 1) return legal[0];
      const pick = heuristic.chooseMove(game, state, seat) as Move;
      const v = game.view(state, seat) as CrystalView;
      // In a standoff the heuristic goes for the stuck enemies; the samples, a phase or two long, would rather mend
      // and heal again, and the siege would run out (2 of 40 games lost on Twin Gates, easy, before this rule).
      const cands = heuristic.stalled ? [pick] : shortlist(v, legal, pick);
      if (cands.length === 1) {
        bot.last = { candidates: [{ move: pick, mean: 0 }], chosen: pick, samples: 0 };
        return pick;
      }
      const base = rng.int(2 ** 30);
      const values = cands.map(() => new Array<number>(options.samples).fill(0));
      for (let r = 0; r < options.samples; r++)
        for (let c = 0; c < cands.length; c++) values[c][r] = sample(v, seat, cands[c], createRandom(`${base}:${r}`), options.phases, options.heuristicRest ?? true);
      const means = values.map((xs) => xs.reduce((a, x) => a + x, 0) / xs.length);
      let chosen = 0;
      let bestGain = 0;
      for (let c = 1; c < cands.length; c++) {
        const diffs = values[c].map((x, r) => x - values[0][r]);
        const gain = means[c] - means[0];
        const sd = Math.sqrt(diffs.reduce((a, d) => a + (d - gain) ** 2, 0) / Math.max(1, diffs.length - 1));
        const se = sd / Math.sqrt(diffs.length);
        if (gain > MIN_GAIN && gain > options.margin * se && gain > bestGain) {
          chosen = c;
          bestGain = gain;
        }
      }
      bot.last = { candidates: cands.map((move, c) => ({ move, mean: means[c] })), chosen: cands[chosen], samples: options.samples };
      return cands[chosen];
    },
  };
  return bot;
}

/**
 * One sampled future of `move`: the deck shuffled from the view, the move made, the heuristic finishing the Hero
 * phase, `playoutMove` for `phases` more, then `evaluate` (1 or 0 when the game ends).
 */
function sample(v: CrystalView, seat: Seat, move: Move, random: Random, phases: number, heuristicRest: boolean): number {
  let s = determinize(v, seat, random);
  const turn = s.turn;
  s = applyMove(s, seat, move, random, null);
  let n = 0;
  while (!s.result && s.turn <= turn + phases && n++ < MAX_SAMPLE_MOVES) {
    const seats = actors(s);
    if (seats.length === 0) break;
    const who = seats[0];
    const moves = legalMoves(s, who);
    if (moves.length === 0) break;
    const m = heuristicRest && s.turn === turn ? heuristicMove(s as unknown as CrystalView, moves) : playoutMove(s, who, moves, random);
    s = applyMove(s, who, m, random, null);
  }
  return evaluate(s)[0];
}

/** A state the rules may mutate, for tests. */
export const own = (s: CrystalState): CrystalState => cloneState(s);

/** A careless player's share of moves: one of the other candidates instead of the heuristic's. */
const SLIP = 0.35;

/**
 * The `easy` team: the heuristic's move, except that about one move in three is another of the shortlist at random
 * (a lesser build, a strike instead of a repair, ending the phase early). Deterministic for a seed; no search.
 */
export function casualBot(seed: string): Bot {
  const rng = createRandom(seed);
  const heuristic = heuristicBot(seed);
  return {
    name: 'casual',
    chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown {
      const legal = game.legalMoves(state, seat) as Move[];
      if (legal.length <= 1) return legal[0];
      const pick = heuristic.chooseMove(game, state, seat) as Move;
      if (rng.float() >= SLIP) return pick;
      const cands = shortlist(game.view(state, seat) as CrystalView, legal, pick);
      return cands.length > 1 ? cands[1 + rng.int(cands.length - 1)] : pick;
    },
  };
}

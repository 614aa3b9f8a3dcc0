import { createRandom, MctsBot, type AnyGame, type Bot, type Random, type RolloutOptions, type Seat } from '@ramparts/engine';
import { coverOf, heuristicMove } from './bot.ts';
import type { TracksMove } from './moves.ts';
import { damageAgainst, damageOf, inReach, rangeOf, targetHp, typeOfTower } from './rules/combat.ts';
import { hasAbility } from './rules/effects.ts';
import { fieldOfState } from './rules/field.ts';
import { legalMoves } from './rules/legal.ts';
import { ROLLOUT, rolloutMove } from './rollout.ts';
import type { TracksState } from './state.ts';

/**
 * The search's guides, set on `tracks` (so every MCTS, hints and analysis use them): a shortlist of the moves worth
 * searching, the heuristic's own move first, and a playout policy that mostly plays the heuristic. The `guided-…`
 * bots also score endings their own way (`guidedGame`).
 */

const first = <T>(xs: T[]): T => xs[0];
const onField = (s: TracksState, wave: number) => {
  const w = s.waves.find((x) => x.id === wave);
  return w !== undefined && w.pos >= 1 && w.pos <= 25 ? w : undefined;
};

/** How many moves a shortlist keeps at most (Phase 6 has hundreds of builds; the rest add only noise). */
export const SHORTLIST = 10;

/** Whether an attack or Combine attack defeats what it targets now (the heuristic's reading). */
function kills(s: TracksState, m: Extract<TracksMove, { type: 'attack' | 'combine' }>): boolean {
  const w = s.waves.find((x) => x.id === m.wave);
  if (!w) return false;
  const modifier = m.modifier === true;
  const tower = s.towers.find((t) => t.id === m.tower)!;
  let dmg: number;
  if (m.type === 'attack') dmg = damageAgainst(w, modifier, typeOfTower(tower), damageOf(s, tower));
  else {
    let sum = 0;
    for (const id of m.with) sum += damageOf(s, s.towers.find((t) => t.id === id)!);
    dmg = damageAgainst(w, modifier, 'combine', sum);
  }
  return dmg >= targetHp(s, w, modifier, m.type === 'attack' && m.ignore === true);
}

/** The build spaces worth trying for each card: where a tower reaches the most track (a Combine tower: the most towers). */
function bestBuilds(s: TracksState, builds: Extract<TracksMove, { type: 'build' }>[], perCard: number): TracksMove[] {
  const f = fieldOfState(s);
  const byCard = new Map<string, { m: TracksMove; cover: number }[]>();
  for (const b of builds) {
    let list = byCard.get(b.card);
    if (!list) byCard.set(b.card, (list = []));
    list.push({ m: b, cover: coverOf(s, f, b.card, b.cell) });
  }
  // Higher marks first, then by reach.
  const cards = [...byCard.keys()].sort((a, b) => Number(b[1]) - Number(a[1]));
  const out: TracksMove[] = [];
  for (const card of cards) {
    const list = byCard.get(card)!.filter((x) => x.cover > 2).sort((a, b) => b.cover - a.cover);
    for (let i = 0; i < Math.min(perCard, list.length); i++) out.push(list[i].m);
  }
  return out;
}

/**
 * The moves worth searching for `seat`, best first: the heuristic's move, then kills, boosts onto our towers with a
 * unit in reach, the best build spaces, upgrades, skills and bonuses, Versus plays, and `done`. Never a sale (the
 * heuristic never sells; a random playout spent about 17% of its steps selling), never a build on a space that
 * reaches almost no track, never an attack that neither kills nor answers a Menace.
 */
export function candidateMoves(s: TracksState, seat: Seat): TracksMove[] {
  const moves = legalMoves(s, seat);
  if (moves.length <= 1) return moves;
  const h = heuristicMove(s, seat, moves, first);
  const out: TracksMove[] = [h];
  const add = (m: TracksMove | undefined) => {
    if (m && out.length < SHORTLIST && !out.includes(m)) out.push(m);
  };
  if (moves[0].type === 'take') {
    // The draft: the heuristic's stack for each credit, then the other stacks (Build and Boost before the rest).
    const rank = { build: 0, boost: 1, combine: 2, bonus: 3 } as const;
    const rest = moves.filter((m) => m !== h).sort((a, b) => (a.type === 'take' ? rank[a.stack] : 4) - (b.type === 'take' ? rank[b.stack] : 4));
    for (const m of rest) add(m);
    return out;
  }
  if (moves[0].type === 'restore') {
    for (const m of moves) if (out.length < 4) add(m);
    return out;
  }
  const st = s.stacks[seat];
  const killing: TracksMove[] = [];
  const menace: TracksMove[] = [];
  const boosts: TracksMove[] = [];
  const builds: Extract<TracksMove, { type: 'build' }>[] = [];
  const other: TracksMove[] = [];
  for (const m of moves) {
    switch (m.type) {
      case 'attack':
      case 'combine':
        if (kills(s, m)) killing.push(m);
        else if (m.type === 'attack' && !m.modifier && !m.ignore && hasAbility(onField(s, m.wave)!, 'menace')) menace.push(m);
        break;
      case 'boost': {
        const t = s.towers.find((x) => x.id === m.tower)!;
        if (t.owner !== seat) break;
        const range = rangeOf(s, t);
        if (s.waves.some((w) => w.pos >= 1 && w.pos <= 25 && inReach(s, t.cell, range, w, false))) boosts.push(m);
        break;
      }
      case 'build':
        builds.push(m);
        break;
      case 'sell':
      case 'done':
        break;
      case 'energy':
        if (!m.universal) other.push(m);
        break;
      case 'bonus':
      case 'complete':
        if (m.stack === 'build') other.push(m);
        break;
      default:
        other.push(m);
    }
  }
  for (const m of killing.slice(0, 3)) add(m);
  for (const m of boosts.slice(0, 2)) add(m);
  for (const m of menace.slice(0, 1)) add(m);
  if (builds.length) for (const m of bestBuilds(s, builds, 2).slice(0, 3)) add(m);
  for (const m of other) add(m);
  add(moves.find((m) => m.type === 'done'));
  if (st.build.length === 0 && out.length < 2) add(moves.find((m) => m.type !== 'sell'));
  return out;
}

/** How often a playout plays the heuristic's move; otherwise a random move that is not a sale. */
export const GREEDY = 0.85;

/** A playout's move: mostly the heuristic's (ties broken by `random`), sometimes any move but a sale. */
export function playoutMove(s: TracksState, seat: Seat, moves: TracksMove[], random: Random): TracksMove {
  if (moves.length === 1) return moves[0];
  if (random.float() < GREEDY) return heuristicMove(s, seat, moves, (xs) => xs[random.int(xs.length)]);
  const m = moves[random.int(moves.length)];
  return m.type === 'sell' ? heuristicMove(s, seat, moves, first) : m;
}

const variants = new WeakMap<AnyGame, AnyGame>();

/**
 * The game as the guided bots search it: the guides above, and every ending read through `evaluate` (victory
 * 0.9-1 by lives left, failure ≈ 0, and in Versus Sandbox the seat's standing in performance) rather than the
 * outcome, which gives every seat of a victorious Versus team the same 1.
 */
export function guidedGame(game: AnyGame): AnyGame {
  let v = variants.get(game);
  if (!v) variants.set(game, (v = { ...game, candidateMoves, playoutMove, outcome: () => null }));
  return v;
}

export interface GuidedOptions {
  iterations: number;
  /** Random moves of a playout before `evaluate` (the heuristic's moves are dearer than random ones). */
  playoutDepth?: number;
  exploration?: number;
  /** Versus Sandbox: the rollout search's settings (rollout.ts). */
  rollout?: RolloutOptions;
}

/**
 * MCTS over the shortlist with heuristic playouts (named `guided-<iterations>`); in Versus Sandbox the same
 * shortlist searched by heuristic rollouts instead (rollout.ts: the MCTS lost to the heuristic at 3-4 players).
 */
export function guidedBot(seed: string, options: GuidedOptions): Bot & { inner: MctsBot } {
  const inner = new MctsBot(seed, { iterations: options.iterations, playoutDepth: options.playoutDepth ?? 10, exploration: options.exploration ?? 0.7 });
  const futures = createRandom(`${seed}:rollout`);
  return {
    name: `guided-${options.iterations}`,
    inner,
    chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown {
      // One sensible move (the shortlist has nothing beside it): no search needed.
      const list = candidateMoves(state as TracksState, seat);
      if (list.length === 1) return list[0];
      if ((state as TracksState).versus) return rolloutMove(game, state as TracksState, seat, list, futures, options.rollout ?? ROLLOUT);
      return inner.chooseMove(guidedGame(game), state, seat);
    },
  };
}


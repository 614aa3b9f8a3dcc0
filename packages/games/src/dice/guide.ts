import type { Random, Seat } from '@ramparts/engine';
import { chooseAction, comingEnemies, projects } from './bot.ts';
import { content } from './content/index.ts';
import { evaluate } from './evaluate.ts';
import { boardOf } from './map.ts';
import type { Move } from './moves.ts';
import { legalMoves } from './rules/players.ts';
import type { DiceState } from './state.ts';
import { viewOf } from './view.ts';

/*
 * The search's guides for Gate Defense: the moves worth searching (the heuristic team's pick first, then the few
 * other actions a player would weigh) and the playout policy (mostly the heuristic's pick, sometimes a shortlisted
 * alternative, so playouts stay varied). Both read only what the view shows: the heuristic never reads the deck's
 * order, and the bots call them on determinized samples.
 */

/** How many moves a shortlist holds at most (the heuristic's pick included). */
export const SHORTLIST = 8;
/** Builds and upgrades kept besides the heuristic's pick: the best few by expected kills per gold. */
const PROJECTS = 3;
/** A playout's share of moves that are not the heuristic's pick. */
export const PLAYOUT_EPSILON = 0.1;

const same = (a: Move, b: Move): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The heuristic team's action for the acting hero in this (sampled) state: the move its bot makes from the same view. */
export function heuristicMove(s: DiceState, legal: Move[]): Move {
  if (legal.length <= 1) return legal[0];
  const move = chooseAction(s, viewOf(s), legal);
  return legal.find((m) => same(m, move)) ?? legal.find((m) => m.type === 'rest')!;
}

/**
 * The moves worth searching, best first: the heuristic's pick; a gate repair; the best builds and upgrades by expected
 * kills per gold (a build nobody's enemies will pass is never offered); attacks; walks toward the best projects, the
 * gate or a boss; stepping into or out of a tower; resting. At most `SHORTLIST` moves.
 */
export function candidateMoves(s: DiceState, seat: Seat): Move[] {
  const legal = legalMoves(s, seat);
  if (legal.length <= 1) return legal;
  const first = heuristicMove(s, legal);
  const out: Move[] = [first];
  const keys = new Set([JSON.stringify(first)]);
  const add = (m: Move | undefined): void => {
    if (!m || out.length >= SHORTLIST) return;
    const k = JSON.stringify(m);
    if (keys.has(k)) return;
    keys.add(k);
    out.push(m);
  };
  const v = viewOf(s);
  const board = boardOf(s.map);
  const h = s.heroes[s.current];
  const legalKeys = new Set(legal.map((m) => JSON.stringify(m)));
  const worthy = projects(s, v, board, h, comingEnemies(v)).filter((p) => p.worth > 0);
  // What can be done from here, best first.
  let kept = 0;
  for (const p of worthy) {
    if (kept >= PROJECTS) break;
    if (!legalKeys.has(JSON.stringify(p.move))) continue;
    add(p.move);
    kept++;
  }
  add(legal.find((m) => m.type === 'repair'));
  for (const m of legal) if (m.type === 'attack') add(m);
  // Walks: beside the best affordable project elsewhere, a boss's space (to block it), home to the gate.
  const goals = new Set<string>();
  const affordable = worthy.find((p) => p.cost <= s.gold);
  if (affordable) for (const x of board.site[affordable.site].adjacent) goals.add(x);
  for (const b of s.bosses) goals.add(b.space);
  goals.add(board.data.gate);
  for (const m of legal) if (m.type === 'move' && goals.has(m.to)) add(m);
  for (const m of legal) if (m.type === 'mount' || m.type === 'unmount') add(m);
  add(legal.find((m) => m.type === 'rest'));
  return out;
}

/** A playout's move: the heuristic's pick, or now and then (`PLAYOUT_EPSILON`) another legal move. */
export function playoutMove(s: DiceState, _seat: Seat, moves: Move[], random: Random): Move {
  if (moves.length === 1) return moves[0];
  if (random.float() < PLAYOUT_EPSILON) return moves[random.int(moves.length)];
  return heuristicMove(s, moves);
}

/**
 * The search's score of a position cut short: the game's `evaluate`, and for an objective to slay a boss by a round
 * (Scenario 4) mostly how much of that boss's health is gone, since a gate still standing at the deadline is a loss.
 */
export function searchEvaluate(s: DiceState): number[] {
  const base = evaluate(s);
  const o = content.scenario(s.scenario).objective;
  if (s.result || o.win !== 'slay') return base;
  const max = content.enemy(o.boss).health;
  const left = s.bosses.find((b) => b.boss === o.boss)?.health ?? max;
  const value = Math.min(0.99, Math.max(0.01, 0.4 * base[0] + 0.6 * (1 - left / max)));
  return base.map(() => value);
}

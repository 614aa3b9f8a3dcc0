import { RuleError } from '../errors.ts';
import type { AnyGame, Outcome, Seat } from '../game.ts';
import { createRandom, type Random } from '../random.ts';
import type { Bot } from './bot.ts';
import { simOf, type Sim } from './sim.ts';

export interface MctsOptions {
  /** Search iterations per move (default 1000; with `timeMs` alone, as many as the time allows). */
  iterations?: number;
  /** Think for at most this many milliseconds per move; with `iterations` too, the search stops at whichever comes first. */
  timeMs?: number;
  /** The UCT exploration constant c in `mean + c·sqrt(ln(available) / visits)` (default 1). */
  exploration?: number;
  /** Random moves a playout makes before it stops and asks `game.evaluate` (default 20: a 2 µs move keeps 1000 iterations near 50 ms). */
  playoutDepth?: number;
  /**
   * Hard cap on a playout's length. A game without `evaluate` is played out to its end, at most this many
   * moves (default 300); a playout cut short scores 0.5 for every seat.
   */
  maxPlayout?: number;
  /**
   * Progressive widening over a game's `candidateMoves` (best first): a node visited v times considers its first
   * max(widenFrom, ceil(widenRate·sqrt(v))) candidates (defaults 3 and 2). Without candidates every legal move competes.
   */
  widenFrom?: number;
  widenRate?: number;
  /** Use the game's `candidateMoves` and `playoutMove` (default true); false searches every move with random playouts. */
  guided?: boolean;
}

/** What the last search found, for the CLI and tests. */
export interface SearchStats {
  iterations: number;
  ms: number;
  /** The root's moves (for the bot's seat) with their visits and mean reward, most visited first. */
  moves: { move: unknown; visits: number; value: number }[];
}

/** A node: the position reached by `move` of `seat` from its parent (open loop: not a fixed state). */
class Node {
  visits = 0;
  /** Sum of the rewards of `seat`, the seat that made the move leading here. */
  total = 0;
  /** How many times this node's move was legal when its parent was passed through (ISMCTS availability). */
  avail = 1;
  /** Children by seat, then by move key. */
  private readonly bySeat: (Map<string, Node> | undefined)[] = [];
  /**
   * The legal (seat, move) pairs seen the last time a search passed through here, with their keys and children.
   * The next pass reuses an entry whose move is the very same object (no key to compute, no lookup); in a game
   * without chance or hidden information they never change and are computed once (`fixed`).
   */
  readonly seats: Seat[] = [];
  readonly moves: unknown[] = [];
  readonly keys: string[] = [];
  readonly kids: (Node | undefined)[] = [];
  count = 0;
  fixed = false;

  constructor(
    readonly seat: Seat,
    readonly move: unknown,
    readonly key: string,
  ) {}

  child(seat: Seat, key: string): Node | undefined {
    return this.bySeat[seat]?.get(key);
  }

  /** Records the legal pair at `i` for this pass. */
  see(i: number, seat: Seat, move: unknown): void {
    if (i < this.count && this.moves[i] === move && this.seats[i] === seat) return;
    const key = moveKey(move);
    this.seats[i] = seat;
    this.moves[i] = move;
    this.keys[i] = key;
    this.kids[i] = this.child(seat, key);
  }

  /** Expands the legal pair at `i` (or finds its child, when the game listed the same move twice). */
  expand(i: number): Node {
    const seat = this.seats[i];
    const key = this.keys[i];
    let map = this.bySeat[seat];
    if (!map) this.bySeat[seat] = map = new Map();
    let node = map.get(key);
    if (!node) map.set(key, (node = new Node(seat, this.moves[i], key)));
    this.kids[i] = node;
    return node;
  }
}

/**
 * A cheap, stable identity for a move: its JSON as the game builds it (a string move is only quoted in front,
 * which no other JSON value starts with).
 */
export function moveKey(move: unknown): string {
  return typeof move === 'string' ? `"${move}` : JSON.stringify(move);
}

/**
 * Monte Carlo tree search (UCT, max^n): each node credits the reward of the seat whose move led to it, so it
 * plays any number of seats, competitive or cooperative, strict-turn or free-order.
 *
 * Chance is searched open-loop with the bot's own generator: it never sees the match's generator, so it
 * cannot foresee a toss. At every node the moves legal in the sampled state are recomputed and only those
 * children compete (availability counts as in ISMCTS). With hidden information each iteration starts from
 * `game.determinize(view)`: the bot reads nothing of the real state beyond its seat's view and legal moves.
 */
export class MctsBot implements Bot {
  readonly name: string;
  /** Statistics of the last `chooseMove`. */
  lastSearch: SearchStats | null = null;
  private readonly random: Random;
  private readonly iterations: number;
  private readonly timeMs: number | undefined;
  /** Whether the iterations bound the search (given, or no time limit). */
  private readonly counted: boolean;
  private readonly c: number;
  private readonly playoutDepth: number;
  private readonly maxPlayout: number;
  private readonly widenFrom: number;
  private readonly widenRate: number;
  private readonly guided: boolean;

  // Per-search scratch, reused so an iteration allocates little.
  private readonly untried: number[] = [];
  private readonly path: Node[] = [];
  // The result of the iteration's playout: `values` (from evaluate) or winners over a base reward.
  private values: number[] | null = null;
  private winners: readonly Seat[] = [];
  private base = 0.5;

  constructor(seed: string, options: MctsOptions = {}, name?: string) {
    this.random = createRandom(seed);
    this.iterations = Math.max(1, Math.floor(options.iterations ?? 1000));
    this.timeMs = options.timeMs;
    this.counted = options.iterations !== undefined || options.timeMs === undefined;
    this.c = options.exploration ?? 1;
    this.playoutDepth = Math.max(0, options.playoutDepth ?? 20);
    this.maxPlayout = Math.max(this.playoutDepth, options.maxPlayout ?? 300);
    this.widenFrom = Math.max(1, options.widenFrom ?? 3);
    this.widenRate = options.widenRate ?? 2;
    this.guided = options.guided ?? true;
    this.name = name ?? (this.timeMs !== undefined ? `mcts:${this.timeMs}ms` : `mcts:${this.iterations}`);
  }

  chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown {
    const started = performance.now();
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) throw new RuleError('no-moves', `${game.title}: seat ${seat} has no move to make now.`);
    if (legal.length === 1) {
      this.lastSearch = { iterations: 0, ms: 0, moves: [{ move: legal[0], visits: 0, value: 0 }] };
      return legal[0];
    }
    const { root, done } = this.search(game, state, seat, started, null);

    // The most visited child among the moves legal in the real state (ties: the better mean, then the first).
    let best = legal[0];
    let bestVisits = -1;
    let bestMean = -1;
    const stats: SearchStats['moves'] = [];
    for (const move of legal) {
      const node = root.child(seat, moveKey(move));
      const visits = node?.visits ?? 0;
      const mean = node && node.visits > 0 ? node.total / node.visits : 0;
      stats.push({ move, visits, value: mean });
      if (visits > bestVisits || (visits === bestVisits && mean > bestMean)) {
        best = move;
        bestVisits = visits;
        bestMean = mean;
      }
    }
    stats.sort((a, b) => b.visits - a.visits);
    this.lastSearch = { iterations: done, ms: performance.now() - started, moves: stats };
    return best;
  }

  /**
   * Every seat's expected reward from `state` with `seat` to move (searched even when it has one move): the mean
   * rewards of the playouts through the seat's most visited move. The analysis of a replay reads it as chances.
   */
  chances(game: AnyGame, state: unknown, seat: Seat, players: number): number[] {
    const totals = new Map<Node, number[]>();
    this.search(game, state, seat, performance.now(), { totals, players });
    let best: Node | undefined;
    for (const node of totals.keys()) if (!best || node.visits > best.visits) best = node;
    const sums = best ? totals.get(best)! : undefined;
    return Array.from({ length: players }, (_, s) => (sums && best!.visits > 0 ? sums[s] / best!.visits : 0.5));
  }

  /** Runs the iterations from `state` for `seat`; `track` adds up every seat's reward per move of the root. */
  private search(game: AnyGame, state: unknown, seat: Seat, started: number, track: { totals: Map<Node, number[]>; players: number } | null): { root: Node; done: number } {
    const hidden = game.kind.information === 'hidden';
    if (hidden && !game.determinize) throw new Error(`${game.title} has hidden information but no determinize: the MCTS bot cannot search it without peeking.`);
    const sim = simOf(game, this.guided);
    // Hidden: the seat's view is all the bot reads. Perfect: a private copy, so a faulty fast path cannot harm the match.
    const view = hidden ? game.view(state, seat) : undefined;
    const rootState = hidden ? undefined : structuredClone(state);
    const fixed = !game.kind.chance && !hidden;
    const root = new Node(-1, undefined, '');
    const rng = this.random;
    const deadline = this.timeMs !== undefined ? started + this.timeMs : Infinity;
    const budget = this.timeMs !== undefined && !this.counted ? Infinity : this.iterations;

    let done = 0;
    while (done < budget) {
      const start = hidden ? sim.own(game.determinize!(view, seat, rng)) : sim.own(rootState);
      this.iterate(game, sim, root, start, seat, fixed);
      if (track && this.path.length > 0) {
        const first = this.path[0];
        let sums = track.totals.get(first);
        if (!sums) track.totals.set(first, (sums = new Array<number>(track.players).fill(0)));
        for (let s = 0; s < track.players; s++) sums[s] += this.reward(s);
      }
      done++;
      if (deadline !== Infinity && performance.now() >= deadline) break;
    }
    return { root, done };
  }

  /** One iteration: select and expand in the sampled state, play out, back up the rewards. */
  private iterate(game: AnyGame, sim: Sim, root: Node, start: unknown, seat: Seat, fixed: boolean): void {
    const rng = this.random;
    const path = this.path;
    const untried = this.untried;
    path.length = 0;
    let state = start;
    let node = root;
    let live = true; // false once the sampled state is over (or stuck)

    for (;;) {
      if (!node.fixed) {
        let n = 0;
        if (node === root) n = this.collect(sim, state, seat, node, 0);
        else {
          const actors = sim.actors(state);
          if (sim.ordered && actors.length > 1) n = this.collectInterleaved(sim, state, actors, node);
          else for (let i = 0; i < actors.length; i++) n = this.collect(sim, state, actors[i], node, n);
        }
        node.count = n;
        node.fixed = fixed;
      }
      if (node.count === 0) {
        live = false;
        break;
      }
      // Progressive widening: an ordered shortlist opens up as the node is visited more.
      const count = sim.ordered ? Math.min(node.count, Math.max(this.widenFrom, Math.ceil(this.widenRate * Math.sqrt(node.visits)))) : node.count;

      // Children whose move is legal now compete by UCB; untried legal moves are expanded first.
      untried.length = 0;
      const kids = node.kids;
      let best = -1;
      let bestScore = -Infinity;
      for (let i = 0; i < count; i++) {
        const child = kids[i];
        if (!child) {
          untried.push(i);
          continue;
        }
        child.avail++;
        if (untried.length > 0) continue;
        const score = child.total / child.visits + this.c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = i;
        }
      }

      // Untried moves: the best-ranked first when the game ranks them, else any.
      const i = untried.length === 0 ? best : untried.length === 1 || sim.ordered ? untried[0] : untried[rng.int(untried.length)];
      const next = untried.length === 0 ? kids[i]! : node.expand(i);
      // This sample's own move object (equal by key to the one the child was made with).
      state = sim.apply(state, node.seats[i], node.moves[i], rng);
      path.push(next);
      if (untried.length > 0) break;
      node = next;
    }

    this.playout(game, sim, state, live);

    root.visits++;
    for (let i = 0; i < path.length; i++) {
      const n = path[i];
      n.visits++;
      n.total += this.reward(n.seat);
    }
  }

  /** Records the moves `seat` may search in `state` at `node` from index `at`; returns the next index. */
  private collect(sim: Sim, state: unknown, seat: Seat, node: Node, at: number): number {
    const moves = sim.searchMoves(state, seat);
    for (let i = 0; i < moves.length; i++) node.see(at + i, seat, moves[i]);
    return at + moves.length;
  }

  /** Several seats' ranked shortlists taken in turn (each one's best, then each one's second …), so widening is fair to all. */
  private collectInterleaved(sim: Sim, state: unknown, actors: readonly Seat[], node: Node): number {
    const lists = actors.map((a) => sim.searchMoves(state, a));
    let n = 0;
    for (let rank = 0, more = true; more; rank++) {
      more = false;
      for (let k = 0; k < lists.length; k++) {
        if (rank >= lists[k].length) continue;
        node.see(n++, actors[k], lists[k][rank]);
        more = true;
      }
    }
    return n;
  }

  /** Playout moves (the game's policy, else random) from `state`, then sets the reward: the outcome, else `evaluate`, else 0.5 each. */
  private playout(game: AnyGame, sim: Sim, state: unknown, live: boolean): void {
    const rng = this.random;
    const limit = game.evaluate ? this.playoutDepth : this.maxPlayout;
    for (let d = 0; live; d++) {
      const actors = sim.actors(state);
      const n = actors.length;
      if (n === 0) break;
      if (d >= limit) return this.score(game.evaluate ? game.evaluate(state) : null, null);
      let moved = false;
      const first = n === 1 ? 0 : rng.int(n);
      for (let k = 0; k < n && !moved; k++) {
        const seat = actors[(first + k) % n];
        const moves = sim.legalMoves(state, seat);
        if (moves.length === 0) continue;
        state = sim.apply(state, seat, moves.length === 1 ? moves[0] : sim.playoutMove(state, seat, moves, rng), rng);
        moved = true;
      }
      if (!moved) break;
    }
    const outcome = game.outcome(state);
    if (outcome) return this.score(null, outcome, game.kind.play === 'cooperative');
    // Stuck without an outcome: a faulty game, but the search must go on.
    this.score(game.evaluate ? game.evaluate(state) : null, null);
  }

  private score(values: number[] | null, outcome: Outcome | null, cooperative = false): void {
    this.values = values;
    this.winners = [];
    this.base = 0.5;
    if (!outcome) return;
    if (cooperative) this.base = outcome.winners.length > 0 ? 1 : 0;
    // Beaten by the rules' automaton (a solo mode): a loss, not a draw.
    else if (outcome.automatonWinner !== undefined) this.base = 0;
    else if (outcome.winners.length > 0) {
      this.base = 0;
      this.winners = outcome.winners;
    }
    // A competitive game nobody won (a draw, mutual destruction) keeps 0.5 for everyone.
  }

  private reward(seat: Seat): number {
    if (this.values) return this.values[seat] ?? 0.5;
    return this.winners.includes(seat) ? 1 : this.base;
  }
}

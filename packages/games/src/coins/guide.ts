import type { Random } from '@ramparts/engine';
import type { Move } from './moves.ts';
import { armyOf, castleOwner, garrisonTossLimit, guardedMap, N } from './rules/settings.ts';
import { targetLevel } from './rules/wounds.ts';
import type { CoinsState } from './state.ts';
import { ownerOf, WOUNDED } from './state.ts';

/*
 * The game's knowledge for the search (README "Bots"): a score for every move from a quick look at the position,
 * which ranks the search's shortlist (`candidateMoves`) and drives the playouts (`playoutMove`) and the greedy
 * `heuristic` bot. No lookahead, no allocation in the playout path beyond what legal moves already cost.
 */

/** Squares a soldier on `map`/`square` owned by `owner` still has to go to strike a castle. */
function distance(s: CoinsState, map: number, square: number, owner: number): number {
  const d = N - square + 1;
  // Crusade: on its own map a soldier first walks through to the next map.
  return castleOwner(s, map) === owner ? d + N : d;
}

/** How much a soldier at `dist` squares from its castle weighs: 1 at the gate, less far away. */
const nearness = (dist: number): number => 3 / (2 + dist);

/** The damage the Defender of `map` needs to kill every soldier it may shoot there (each wound costs the value). */
export function damageToClear(s: CoinsState, map: number): number {
  const path = s.realms[map].path;
  const crusade = s.mode === 'crusade';
  let need = 0;
  for (let q = 0; q < N; q++) {
    const stack = path[q];
    for (let i = 0; i < stack.length; i++) {
      const code = stack[i];
      if (crusade && ownerOf(code) === map) continue;
      need += (code & 7) * ((code & WOUNDED) !== 0 ? 1 : 2);
    }
  }
  return need;
}

/** The garrison's coins and their total value. */
function garrisonOf(s: CoinsState, map: number): { coins: number; total: number } {
  const g = s.realms[map].garrison;
  return { coins: g[0] + g[1] + g[2], total: g[0] + 2 * g[1] + 5 * g[2] };
}

/**
 * Whether tossing the garrison again is worth it for the seat defending: stop once the damage kills everything
 * in reach; otherwise the expected gain of a toss against the chance (every coin heads) of losing it all.
 */
function defenderTossesAgain(s: CoinsState): boolean {
  const map = guardedMap(s, s.seat);
  const d = s.damage;
  if (s.tosses >= garrisonTossLimit(s)) return false;
  if (d >= damageToClear(s, map)) return false;
  const g = garrisonOf(s, map);
  const fail = 0.5 ** g.coins;
  return (1 - fail) * (g.total / 2) > fail * d;
}

/**
 * solo-attacker: the Attacker chooses for the rules' Defender. Tossing again until a critical loses everything
 * half the time (failure) and otherwise adds the tosses until the critical plus one HP: worth it when the damage
 * gathered is already large.
 */
function soloTossesAgain(s: CoinsState): boolean {
  const need = damageToClear(s, 0);
  const d = s.damage;
  const g = garrisonOf(s, 0);
  const crit = 2 * 0.5 ** g.coins;
  const success = d + (g.total / 2) * ((1 - crit) / crit) + g.total;
  return 0.5 * Math.min(success, need) + 1.5 < Math.min(d, need);
}

/** What a kill is worth beyond the soldier's threat: the garrison coin it evolves. */
const KILL_BONUS = 0.7;

/** The score of one move for the seat to act (higher is better); comparable only among the moves of one position. */
export function scoreMove(s: CoinsState, seat: number, m: Move): number {
  switch (m.type) {
    case 'endToss':
      return -1000;
    case 'place':
      return 40 + 6 * m.value + m.square;
    case 'advance': {
      const army = armyOf(s, seat);
      const stack = s.realms[m.map].path[m.square - 1];
      const owner = castleOwner(s, m.map);
      if (m.square + m.steps > N) {
        let hurt = 0;
        for (let i = m.level; i < stack.length; i++) if (ownerOf(stack[i]) !== owner) hurt += stack[i] & 7;
        // Crusade: carrying enemies through your own castle hurts you.
        if (owner === army) return hurt > 0 ? -500 : 20 + m.steps;
        return 100 + 10 * hurt;
      }
      let gain = 0;
      for (let i = m.level; i < stack.length; i++) {
        const code = stack[i];
        const o = ownerOf(code);
        const before = distance(s, m.map, m.square, o);
        const w = (code & 7) * (o === army || s.mode !== 'crusade' ? 1 : -1);
        gain += w * (nearness(before - m.steps) - nearness(before));
      }
      return 20 * gain + m.steps;
    }
    case 'hit': {
      const lvl = targetLevel(s, m.map, m.square);
      const code = s.realms[m.map].path[m.square - 1][lvl];
      const v = code & 7;
      const near = nearness(distance(s, m.map, m.square, ownerOf(code)));
      // A wound alone takes nothing away (a wounded soldier strikes for its full value): what counts is the kill,
      // worth the soldier's threat and a garrison coin evolved, per damage it costs (both wounds when healthy).
      const kill = 2 * v * near + KILL_BONUS;
      if ((code & WOUNDED) !== 0) return kill / v;
      return s.damage >= 2 * v ? kill / (2 * v) : (0.5 * kill) / (2 * v);
    }
    case 'tossAgain':
      return (s.mode === 'solo-attacker' ? soloTossesAgain(s) : defenderTossesAgain(s)) ? 1 : -1;
    case 'stop':
      return 0;
    case 'role':
      return m.role === 'defender' ? crusadeDefendScore(s, seat) : 0;
  }
}

/** Crusade: how pressing defending is for `seat` (positive: defend), from the threat on its map and its castle's HP. */
function crusadeDefendScore(s: CoinsState, seat: number): number {
  const realm = s.realms[seat];
  let threat = 0;
  for (let q = 1; q <= N; q++) {
    const stack = realm.path[q - 1];
    for (let i = 0; i < stack.length; i++) if (ownerOf(stack[i]) !== seat) threat += (stack[i] & 7) * nearness(N - q + 1) * ((stack[i] & WOUNDED) !== 0 ? 0.6 : 1);
  }
  return threat * (1 + 4 / (1 + realm.castle)) - 2.5;
}

/** The move with the best score among `moves` (the first on ties). */
export function greedyMove(s: CoinsState, seat: number, moves: readonly Move[]): Move {
  let best = moves[0];
  let bestScore = -Infinity;
  for (let i = 0; i < moves.length; i++) {
    const score = scoreMove(s, seat, moves[i]);
    if (score > bestScore) {
      bestScore = score;
      best = moves[i];
    }
  }
  return best;
}

/**
 * The moves worth searching, best first: every legal move ranked by its score; ending a toss while a pairing is
 * still usable throws coins away, so it is dropped then.
 */
export function candidateMoves(s: CoinsState, seat: number, legal: readonly Move[]): Move[] {
  if (legal.length <= 1) return legal.slice();
  const scored: { m: Move; score: number; i: number }[] = [];
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i];
    if (m.type === 'endToss') continue;
    scored.push({ m, score: scoreMove(s, seat, m), i });
  }
  if (scored.length === 0) return legal.slice();
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.map((x) => x.m);
}

/** Playouts: the greedy move, a random one a fifth of the time so that playouts stay varied. */
export function playoutMove(s: CoinsState, seat: number, moves: Move[], random: Random, epsilon = 0.2): Move {
  if (moves.length === 1) return moves[0];
  if (random.float() < epsilon) return moves[random.int(moves.length)];
  return greedyMove(s, seat, moves);
}

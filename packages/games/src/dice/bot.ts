import { createRandom, type AnyGame, type Bot, type Seat } from '@ramparts/engine';
import { content, type Tower } from './content/index.ts';
import { boardOf, reachOf, walk, within, type Board } from './map.ts';
import type { Move } from './moves.ts';
import { enemyOf } from './rules/common.ts';
import { attackable, costFor, legalMoves, repairCost } from './rules/players.ts';
import { towerReach } from './rules/towers.ts';
import type { DiceState, HeroState, TowerState } from './state.ts';
import { determinize, viewOf, type DiceView } from './view.ts';

/*
 * The heuristic team of Gate Defense. It plays each hero's action from what the table shows (the view: the deck's
 * size, the next card's back and what each wave still holds, never the order of a shuffled wave), in this order:
 * save the gate (repair a die about to fall), kill what stands at the gate, buy the best dice for the gold where the
 * enemies pass most (walking there when the best is elsewhere), pick up piled rewards, fight on its own space, and
 * go home to the gate (or into a tower) rather than stand where enemies will strike.
 */

const { limits } = content.rules;
/** Enemies on the spawn space at the Tower phase are rare (they move on in the same round they appear). */
const SPAWN_WEIGHT = 0.3;
/** Enemies expected on a space at the Tower phase: past this many dice on its spaces, more dice mostly miss nothing. */
const CROWD = 3;

/** How many enemies pass each space, the spawn's flow being 1 (a crossroads splits it evenly). Cached per map. */
const traffics = new Map<string, Record<string, number>>();
function trafficOf(board: Board): Record<string, number> {
  let t = traffics.get(board.data.id);
  if (!t) {
    t = Object.fromEntries(board.order.map((id) => [id, 0]));
    t[board.data.spawn] = 1;
    for (const id of board.order) for (const n of board.next[id]) t[n] += t[id] / board.next[id].length;
    traffics.set(board.data.id, t);
  }
  return t;
}

/** What is coming: the enemies on the map and in the wave whose back is on top of the deck (half the wave after). */
function comingEnemies(v: DiceView): Map<string, number> {
  const mix = new Map<string, number>();
  const add = (id: string, n: number) => mix.set(id, (mix.get(id) ?? 0) + n);
  for (const m of v.minions) add(m.enemy, m.count);
  for (const b of v.bosses) add(b.boss, b.health);
  v.deck.waves.slice(0, 2).forEach((w, i) => {
    for (const c of w.cards) {
      if (c.kind === 'spawn') add(c.enemy, c.count * (i === 0 ? 1 : 0.5));
      if (c.kind === 'boss') add(c.boss, enemyOf(c.boss).health * (i === 0 ? 1 : 0.5));
    }
  });
  return mix;
}

/** The chance one die of a tower kind kills what is coming (0 for what it cannot target; a boss needs a 6). */
function hitChance(kind: Tower, mix: Map<string, number>): number {
  let hits = 0;
  let all = 0;
  for (const [id, n] of mix) {
    const e = enemyOf(id);
    const boss = content.bosses.some((b) => b.id === id);
    all += n;
    if (kind.targets.includes(e.type)) hits += n * (boss ? 1 / 6 : (7 - Math.min(6, e.health)) / 6);
  }
  // An empty map and deck: anything goes, Ground is the usual.
  return all === 0 ? (kind.targets.includes('Ground') ? 0.6 : 0) : hits / all;
}

/** Dice a level of a tower kind is worth: Bombers roll two; a Trebuchet's one strike hits a whole stack. */
function diceOf(kind: Tower, level: number): number {
  if (kind.special === 'double-dice') return 2;
  if (kind.special === 'siege') return level === 1 ? 2.5 : level % 2 === 0 ? 1 : 0.2;
  return 1;
}

interface Project {
  move: Move;
  /** Where the hero must stand (a space beside the site), or the site itself when mounted there. */
  site: string;
  cost: number;
  /** Expected kills a round the gold buys, per gold. */
  worth: number;
}

/** Every build and upgrade on the map the hero could pay for now, wherever it stands, with its worth. */
function projects(s: DiceState, v: DiceView, board: Board, h: HeroState, mix: Map<string, number>): Project[] {
  const traffic = trafficOf(board);
  const weight = (space: string) => traffic[space] * (space === board.data.spawn ? SPAWN_WEIGHT : 1);
  const diceOn = (spaces: string[], except: string | null) => {
    let n = 0;
    for (const t of s.towers) {
      if (t.site === except) continue;
      const reach = towerReach(s, board, t);
      const shared = reach.filter((x) => spaces.includes(x)).length;
      if (shared) n += ((t.level * diceOf(content.tower(t.tower), 1)) * shared) / reach.length;
    }
    return n;
  };
  const value = (site: string, kind: Tower, reach: string[], dice: number, own: TowerState | null) => {
    const cover = reach.reduce((a, x) => a + weight(x), 0);
    if (cover === 0) return 0;
    const crowd = diceOn(reach, null) + (own ? 0 : 0);
    return dice * hitChance(kind, mix) * Math.min(3, cover) / (1 + crowd / (CROWD * cover)) + (site ? 0 : 0);
  };
  const out: Project[] = [];
  for (const t of s.towers) {
    if (t.level >= limits.maxLevel) continue;
    const kind = content.tower(t.tower);
    const cost = costFor(h, t.tower, 'upgrade');
    if (cost > v.gold) continue;
    const worth = value(t.site, kind, towerReach(s, board, t), diceOf(kind, t.level + 1), t) / cost;
    out.push({ move: { type: 'upgrade', site: t.site }, site: t.site, cost, worth });
  }
  if (s.towers.length < limits.towerDice) {
    for (const site of board.data.sites) {
      if (s.towers.some((t) => t.site === site.id)) continue;
      for (const kind of content.towers) {
        if (s.towers.filter((t) => t.tower === kind.id).length >= limits.towersPerType) continue;
        const cost = costFor(h, kind.id, 'purchase');
        if (cost > v.gold) continue;
        // A die spent on a new tower is gone for good: with few left, upgrades are preferred.
        const scarce = limits.towerDice - s.towers.length <= 2 ? 0.7 : 1;
        const worth = (scarce * value(site.id, kind, reachOf(board, site.id, kind.reach), diceOf(kind, 1), null)) / cost;
        out.push({ move: { type: 'build', site: site.id, tower: kind.id }, site: site.id, cost, worth });
      }
    }
  }
  return out.sort((a, b) => b.worth - a.worth);
}

/** Whether the hero can carry out a project from where it is now. */
function canDoHere(board: Board, h: HeroState, p: Project): boolean {
  if (h.tower) return p.move.type === 'upgrade' && p.site === h.tower;
  return h.space !== null && board.site[p.site].adjacent.includes(h.space);
}

/** Minion tokens and bosses on a space that would strike a hero standing there in the next Enemy phase. */
function strikers(v: DiceView, board: Board, space: string): number {
  if (space === board.data.gate) return 0;
  let damage = 0;
  for (const m of v.minions) if (m.space === space && !enemyOf(m.enemy).abilities.includes('no-hero-attack')) damage = Math.max(damage, enemyOf(m.enemy).damage);
  for (const b of v.bosses) if (b.space === space) damage = Math.max(damage, enemyOf(b.boss).damage);
  return damage;
}

/** The rewards a walk picks up on the way (claimed while passing). */
function pickedUp(v: DiceView, board: Board, route: string[]): number {
  const sites = new Set(route.flatMap((x) => board.sitesBeside[x]));
  let gold = 0;
  for (const site of sites) gold += v.piles[site] ?? 0;
  return Math.min(gold, v.goldCap - v.gold);
}

/** The move that takes the hero toward a space: as far along the shortest walk as its legs allow this action. */
function stepToward(board: Board, h: HeroState, targets: string[], legal: Move[]): Move | null {
  if (h.tower) {
    // Step down on the side nearest the goal.
    const downs = legal.filter((m): m is Extract<Move, { type: 'unmount' }> => m.type === 'unmount');
    const near = (x: string) => Math.min(...targets.map((t) => walk(board, x, t, 99)?.length ?? 99));
    downs.sort((a, b) => near(a.to) - near(b.to));
    return downs[0] ?? null;
  }
  if (!h.space) return null;
  let best: string[] | null = null;
  for (const t of targets) {
    const route = walk(board, h.space, t, 99);
    if (route && route.length > 0 && (!best || route.length < best.length)) best = route;
  }
  if (!best) return null;
  const to = best[Math.min(best.length, content.hero(h.id).movement) - 1];
  return legal.find((m) => m.type === 'move' && m.to === to) ?? null;
}

/** Chooses the acting hero's action; `s` is a state rebuilt from the view, so nothing hidden can be read. */
function chooseAction(s: DiceState, v: DiceView, legal: Move[]): Move {
  const board = boardOf(s.map);
  const h = s.heroes[s.current];
  const gate = board.data.gate;
  const has = (m: Move) => legal.some((x) => JSON.stringify(x) === JSON.stringify(m));
  const last = h.actions <= 1;

  // 1. A gate die about to fall (or the gate nearly gone) is raised whenever the gold allows.
  const repair = repairCost(s, h);
  const gateLeft = v.gate.reduce((a, b) => a + b, 0);
  if (repair !== null && has({ type: 'repair' }) && (Math.min(...v.gate) <= 1 || gateLeft <= 3)) return { type: 'repair' };

  // 2. What stands at the gate strikes it next: kill it first.
  const targets = attackable(s, h);
  if (h.space === gate && targets.length) return { type: 'attack', enemy: bestTarget(targets) };

  // 3. The best dice for the gold: here if nearly as good as anywhere, else walk toward the best.
  const mix = comingEnemies(v);
  const plans = projects(s, v, board, h, mix);
  const here = plans.find((p) => canDoHere(board, h, p));
  const best = plans[0];
  if (here && (here === best || here.worth >= 0.75 * best.worth)) return here.move;
  if (best) {
    const goal = h.tower === best.site ? [] : board.site[best.site].adjacent;
    const step = stepToward(board, h, goal, legal);
    if (step && !(last && step.type === 'move' && strikers(v, board, step.to) >= h.health)) return step;
  }

  // 4. Rewards piled by a tower within reach are worth a walk.
  if (h.space) {
    let pick: { to: string; gold: number } | null = null;
    for (const to of within(board, [h.space], content.hero(h.id).movement)) {
      if (to === h.space) continue;
      const route = walk(board, h.space, to, content.hero(h.id).movement)!;
      const gold = pickedUp(v, board, route) - (last ? 2 * strikers(v, board, to) : 0);
      if (gold >= 2 && (!pick || gold > pick.gold)) pick = { to, gold };
    }
    if (pick) return { type: 'move', to: pick.to };
  } else {
    const piled = Object.entries(v.piles).filter(([site, g]) => g > 0 && site !== h.tower);
    if (piled.length) {
      const step = stepToward(board, h, board.site[piled[0][0]].adjacent, legal);
      if (step) return step;
    }
  }

  // 5. Fight on its own space.
  if (targets.length) return { type: 'attack', enemy: bestTarget(targets) };

  // 6. Gold to spare: Edward (or anyone at the gate) mends the gate.
  if (repair !== null && has({ type: 'repair' }) && v.gold - repair >= 30 && gateLeft < v.gate.length * limits.gateDieMax) return { type: 'repair' };

  // 7. Out of harm's way: into a tower beside (Mongo into a Mage Tower), or home to the gate.
  if (h.space && h.space !== gate) {
    const danger = strikers(v, board, h.space) > 0;
    const mount = legal.find((m) => m.type === 'mount' && (danger || (content.hero(h.id).mageReach && s.towers.find((t) => t.site === m.site)?.tower === 'mage')));
    if (mount) return mount;
    const home = stepToward(board, h, [gate], legal);
    if (home) return home;
  }
  return { type: 'rest' };
}

/** Among the enemy kinds on the space, the one whose kill matters most: a minion the die can kill, the hardest hitting. */
function bestTarget(targets: string[]): string {
  const score = (id: string) => {
    const e = enemyOf(id);
    const boss = content.bosses.some((b) => b.id === id);
    return (boss ? 1 / 6 : (7 - Math.min(6, e.health)) / 6) * (e.damage * 4 + e.reward);
  };
  return targets.slice().sort((a, b) => score(b) - score(a))[0];
}

/**
 * The heuristic bot: deterministic for its seed (the seed only shuffles what the view does not order, which its
 * choices never depend on) and quick (one pass over the map's sites a move).
 */
export function heuristicBot(seed: string): Bot {
  const random = createRandom(seed);
  return {
    name: 'heuristic',
    chooseMove(_game: AnyGame, state: unknown, seat: Seat): unknown {
      const v = viewOf(state as DiceState);
      const s = determinize(v, seat, random);
      const legal = legalMoves(s, seat);
      if (legal.length <= 1) return legal[0];
      const move = chooseAction(s, v, legal);
      return legal.some((m) => JSON.stringify(m) === JSON.stringify(move)) ? move : { type: 'rest' };
    },
  };
}

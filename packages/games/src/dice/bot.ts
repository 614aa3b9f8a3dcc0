import { createRandom, type AnyGame, type Bot, type Seat } from '@ramparts/engine';
import { content, enemyTypes, type EnemyType, type Tower } from './content/index.ts';
import { boardOf, reachOf, walk, within, type Board } from './map.ts';
import type { Move } from './moves.ts';
import { enemyOf } from './rules/common.ts';
import { attackable, costFor, legalMoves, repairCost } from './rules/players.ts';
import { towerReach } from './rules/towers.ts';
import type { DiceState, HeroState } from './state.ts';
import { determinize, viewOf, type DiceView } from './view.ts';

/*
 * The heuristic team of Gate Defense. It plays each hero's action from what the table shows (the view: the deck's
 * size, the next card's back and what each wave still holds, never the order of a shuffled wave), in this order:
 * save the gate (repair a die about to fall), keep protected heroes clear of enemies, block a boss near the gate,
 * spend gold that would overflow on the gate, kill what stands at the gate, buy the best dice for the gold where the
 * enemies pass most and that can shoot what is coming (walking there when the best is elsewhere, saving up for a much
 * better one), pick up piled rewards, fight on its own space, mend the gate with spare gold, and go home to the gate
 * (or into a tower) rather than stand where enemies will strike.
 */

const { limits } = content.rules;
/** Enemies on the spawn space at the Tower phase are rare (they move on in the same round they appear). */
const SPAWN_WEIGHT = 0.3;
/** Enemies expected on a space at the Tower phase: past this many dice on its spaces, more dice mostly miss nothing. */
const CROWD = 3;
/** How much each remaining wave weighs in what is coming: the next one most. */
const WAVE_WEIGHTS = [1, 0.6, 0.4, 0.3];
/** How much more a die is worth against a type no tower shoots at yet. */
const UNANSWERED = 2;
/** Gold from which a repair beats letting rewards fall off the full gold dice. */
const RICH = 44;
/** How near the gate a boss is stepped in front of (in steps to the gate). */
const BLOCK_WITHIN = 2;
/** A project at most this many gold away, and this many times better per gold than the best affordable, is saved for. */
const SAVE_UP = 8;
const SAVE_FOR = 1.5;

/** How many enemies pass each space, the spawn's flow being 1 (a crossroads splits it evenly). Kept per board. */
const traffics = new WeakMap<Board, Record<string, number>>();
function trafficOf(board: Board): Record<string, number> {
  let t = traffics.get(board);
  if (!t) {
    t = Object.fromEntries(board.order.map((id) => [id, 0]));
    t[board.data.spawn] = 1;
    for (const id of board.order) for (const n of board.next[id]) t[n] += t[id] / board.next[id].length;
    traffics.set(board, t);
  }
  return t;
}

/**
 * What is coming, by enemy id: the enemies on the map and what the remaining waves hold (public: the scenario sheet
 * lists them), nearer waves weighing more; a boss counts its health, a boss the objective must slay three times.
 */
export function comingEnemies(v: DiceView): Map<string, number> {
  const mix = new Map<string, number>();
  const add = (id: string, n: number) => mix.set(id, (mix.get(id) ?? 0) + n);
  const objective = content.scenario(v.scenario.id).objective;
  const bossWeight = (id: string) => enemyOf(id).health * (objective.win === 'slay' && objective.boss === id ? 3 : 1);
  for (const m of v.minions) add(m.enemy, m.count);
  for (const b of v.bosses) add(b.boss, bossWeight(b.boss));
  v.deck.waves.forEach((w, i) => {
    const near = WAVE_WEIGHTS[Math.min(i, WAVE_WEIGHTS.length - 1)];
    for (const c of w.cards) {
      if (c.kind === 'spawn') add(c.enemy, c.count * near);
      if (c.kind === 'boss') add(c.boss, bossWeight(c.boss) * near);
    }
  });
  return mix;
}

/** By enemy type, the share of what is coming that one die kills (a boss needs a 6). */
function killShares(mix: Map<string, number>): Map<EnemyType, number> {
  const shares = new Map<EnemyType, number>();
  let all = 0;
  for (const n of mix.values()) all += n;
  for (const [id, n] of mix) {
    const e = enemyOf(id);
    const boss = content.bosses.some((b) => b.id === id);
    shares.set(e.type, (shares.get(e.type) ?? 0) + (n * (boss ? 1 / 6 : (7 - Math.min(6, e.health)) / 6)) / all);
  }
  // An empty map and deck: Ground is the usual.
  if (all === 0) shares.set('Ground', 0.6);
  return shares;
}

/** Dice a level of a tower kind is worth: Bombers roll two; a Trebuchet's one strike hits a whole stack. */
function diceOf(kind: Tower, level: number): number {
  if (kind.special === 'double-dice') return 2;
  if (kind.special === 'siege') return level === 1 ? 1.2 : level % 2 === 0 ? 0.6 : 0.1;
  return 1;
}

export interface Project {
  move: Move;
  /** Where the hero must stand (a space beside the site), or the site itself when mounted there. */
  site: string;
  cost: number;
  /** Expected kills a round the gold buys, per gold. */
  worth: number;
}

/** Every build and upgrade on the map, wherever the hero stands and whatever the gold, with its worth to this hero. */
export function projects(s: DiceState, v: DiceView, board: Board, h: HeroState, mix: Map<string, number>): Project[] {
  const traffic = trafficOf(board);
  // Once the deck sends no more enemies, a space behind every enemy on the map will see none again.
  const more = v.deck.waves.some((w) => w.cards.some((c) => c.kind === 'spawn' || c.kind === 'boss' || c.kind === 'event'));
  const rearmost = Math.max(-1, ...v.minions.map((m) => board.toGate[m.space]), ...v.bosses.map((b) => board.toGate[b.space]));
  const weight = (space: string) => (more || board.toGate[space] <= rearmost ? traffic[space] * (space === board.data.spawn ? SPAWN_WEIGHT : 1) : 0);
  const shares = killShares(mix);
  // Dice of the built towers that shoot at a type on these spaces (a tower shooting over more spaces counts in part).
  const kinds = s.towers.map((t) => content.tower(t.tower));
  const reaches = s.towers.map((t) => towerReach(s, board, t));
  const diceOn = (spaces: string[], type: EnemyType) => {
    let n = 0;
    for (let i = 0; i < s.towers.length; i++) {
      const t = s.towers[i];
      const kind = kinds[i];
      if (!kind.targets.includes(type)) continue;
      const reach = reaches[i];
      const shared = reach.filter((x) => spaces.includes(x)).length;
      if (shared) n += (t.level * diceOf(kind, 1) * shared) / reach.length;
    }
    return n;
  };
  // A type no built tower can shoot at walks to the gate untouched: the first tower that can is worth more.
  const unanswered = new Set(enemyTypes.filter((type) => !s.towers.some((t) => content.tower(t.tower).targets.includes(type))));
  // Expected kills a round of `dice` more dice of a kind shooting over `reach`: each type's share of what comes,
  // less as the dice already shooting at that type there outnumber the enemies.
  const value = (kind: Tower, reach: string[], dice: number) => {
    const cover = reach.reduce((a, x) => a + weight(x), 0);
    if (cover === 0) return 0;
    let kills = 0;
    for (const type of kind.targets) kills += ((shares.get(type) ?? 0) * (unanswered.has(type) ? UNANSWERED : 1)) / (1 + diceOn(reach, type) / (CROWD * cover));
    return dice * kills * Math.min(3, cover);
  };
  const out: Project[] = [];
  for (const t of s.towers) {
    if (t.level >= limits.maxLevel) continue;
    const kind = content.tower(t.tower);
    const cost = costFor(h, t.tower, 'upgrade');
    const worth = value(kind, towerReach(s, board, t), diceOf(kind, t.level + 1)) / cost;
    out.push({ move: { type: 'upgrade', site: t.site }, site: t.site, cost, worth });
  }
  if (s.towers.length < limits.towerDice) {
    for (const site of board.data.sites) {
      if (s.towers.some((t) => t.site === site.id)) continue;
      for (const kind of content.towers) {
        if (s.towers.filter((t) => t.tower === kind.id).length >= limits.towersPerType) continue;
        const cost = costFor(h, kind.id, 'purchase');
        // A die spent on a new tower is gone for good: with few left, upgrades are preferred.
        const scarce = limits.towerDice - s.towers.length <= 2 ? 0.7 : 1;
        const worth = (scarce * value(kind, reachOf(board, site.id, kind.reach), diceOf(kind, 1))) / cost;
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

/** The hardest blow a hero standing on the space would take in the next Enemy phase (the gate too: heroes there shield it). */
function strikers(v: DiceView, space: string): number {
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

/** The walk to a space no enemy holds, nearest the gate. */
function safest(v: DiceView, board: Board, legal: Move[]): Move | null {
  let best: Extract<Move, { type: 'move' }> | null = null;
  for (const m of legal) {
    if (m.type !== 'move' || strikers(v, m.to) > 0) continue;
    if (!best || board.toGate[m.to] < board.toGate[best.to]) best = m;
  }
  return best;
}

/** The walk (or step down from a tower) that picks up the most piled rewards, when worth it. */
function claimWalk(v: DiceView, board: Board, h: HeroState, legal: Move[], last: boolean): Move | null {
  if (h.space) {
    let pick: { to: string; gold: number } | null = null;
    for (const to of within(board, [h.space], content.hero(h.id).movement)) {
      if (to === h.space) continue;
      const route = walk(board, h.space, to, content.hero(h.id).movement)!;
      // Ending the phase where enemies stand costs health: count it against the gold.
      const gold = pickedUp(v, board, route) - (last ? 2 * strikers(v, to) : 0);
      if (gold >= 2 && (!pick || gold > pick.gold)) pick = { to, gold };
    }
    return pick && { type: 'move', to: pick.to };
  }
  const piled = Object.entries(v.piles).filter(([site, g]) => g > 0 && site !== h.tower);
  return piled.length ? stepToward(board, h, board.site[piled[0][0]].adjacent, legal) : null;
}

/** Chooses the acting hero's action; `s` is a state rebuilt from the view, so nothing hidden can be read. */
export function chooseAction(s: DiceState, v: DiceView, legal: Move[]): Move {
  const board = boardOf(s.map);
  const h = s.heroes[s.current];
  const gate = board.data.gate;
  const has = (m: Move) => legal.some((x) => JSON.stringify(x) === JSON.stringify(m));
  const last = h.actions <= 1;

  // 1. A gate die about to fall (or the gate nearly gone) is raised whenever the gold allows.
  const repair = repairCost(s, h);
  const gateLeft = v.gate.reduce((a, b) => a + b, 0);
  if (repair !== null && has({ type: 'repair' }) && (Math.min(...v.gate) <= 1 || gateLeft <= 3)) return { type: 'repair' };

  // 2. When every hero must be protected, the phase's last action never leaves one where enemies stand: into a tower,
  // or off to a space no enemy holds. (Otherwise a hero on the path is a speed bump worth its wounds: the enemy
  // that strikes it does not march.)
  const objective = content.scenario(v.scenario.id).objective;
  const protect = objective.protect === true;
  const clear = () => (protect && h.space && strikers(v, h.space) > 0 ? (legal.find((m) => m.type === 'mount') ?? safest(v, board, legal)) : null);
  if (last) {
    const away = clear();
    if (away) return away;
  }

  // 3. A boss that strikes a hero does not march: with its last action a hero (not one that must be protected) steps
  // into the path of a boss near the gate, buying the towers another round of shots. Not when the boss must be slain
  // by a deadline: holding it back only runs the clock down.
  if (last && !protect && h.space && objective.win !== 'slay') {
    const boss = v.bosses.find((b) => b.space !== gate && board.toGate[b.space] <= BLOCK_WITHIN && !v.heroes.some((x) => x.space === b.space));
    const block = boss && legal.find((m) => m.type === 'move' && m.to === boss.space);
    if (block) return block;
  }

  // 4. Gold about to overflow the gold dice (or a boss on its way) is better spent on the gate than lost.
  const bossDamage = Math.max(0, ...v.bosses.map((b) => enemyOf(b.boss).damage));
  if (repair !== null && has({ type: 'repair' }) && (v.gold >= RICH || (bossDamage > 0 && gateLeft <= 2 * bossDamage && v.gold - repair >= 10))) return { type: 'repair' };

  // 5. What stands at the gate strikes it next: kill it first.
  const targets = attackable(s, h);
  if (h.space === gate && targets.length) return { type: 'attack', enemy: bestTarget(targets) };

  // 6. The best dice for the gold: here if nearly as good as anywhere, else walk toward the best.
  const mix = comingEnemies(v);
  const all = projects(s, v, board, h, mix);
  const plans = all.filter((p) => p.cost <= v.gold);
  // Saving up: a project a few gold away that is far better than anything affordable is worth waiting for.
  const dream = all.find((p) => p.cost > v.gold && p.cost - v.gold <= SAVE_UP);
  const saving = dream !== undefined && (plans.length === 0 || dream.worth > SAVE_FOR * plans[0].worth);
  const here = saving ? undefined : plans.find((p) => canDoHere(board, h, p));
  const best = saving ? dream : plans[0];
  if (here && (here === best || here.worth >= 0.75 * best!.worth)) return here.move;
  // Walk toward the best project (saving heroes wait beside it).
  if (best && !(saving && canDoHere(board, h, best))) {
    const goal = h.tower === best.site ? [] : board.site[best.site].adjacent;
    const step = stepToward(board, h, goal, legal);
    if (step && !(last && step.type === 'move' && strikers(v, step.to) >= h.health)) return step;
  }

  // 7. Rewards piled by a tower within reach are worth a walk.
  const pickup = claimWalk(v, board, h, legal, last);
  if (pickup) return pickup;

  // 8. Fight on its own space.
  if (targets.length) return { type: 'attack', enemy: bestTarget(targets) };

  // 9. Gold to spare: Edward (or anyone at the gate) mends the gate.
  if (repair !== null && has({ type: 'repair' }) && v.gold - repair >= 30 && gateLeft < v.gate.length * limits.gateDieMax) return { type: 'repair' };

  // 10. Out of harm's way: into a tower beside (Mongo into a Mage Tower), or home to the gate.
  if (h.space && h.space !== gate && !(saving && canDoHere(board, h, dream!) && strikers(v, h.space) === 0)) {
    const danger = strikers(v, h.space) > 0;
    const mount = legal.find((m) => m.type === 'mount' && (danger || (content.hero(h.id).mageReach && s.towers.find((t) => t.site === m.site)?.tower === 'mage')));
    if (mount) return mount;
    const home = stepToward(board, h, [gate], legal);
    if (home) return home;
  }
  // Resting ends the hero's actions: a hero that must be protected steps clear first.
  return clear() ?? { type: 'rest' };
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

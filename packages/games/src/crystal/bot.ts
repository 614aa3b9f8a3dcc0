import type { AnyGame, Bot, Seat } from '@ramparts/engine';
import { boardOf, type Board } from './board.ts';
import { content, type Defense } from './content/index.ts';
import { distance } from './hex.ts';
import { coverageAt } from './rules/coverage.ts';
import { gridOf } from './rules/grid.ts';
import { heroSight } from './rules/paths.ts';
import type { Move } from './moves.ts';
import type { CrystalView, DefenseState, HexName } from './state.ts';

/*
 * The heuristic team of Crystal Defenders. Each hero plays from what the table shows (the view: never the spawn
 * deck's order), one move at a time, in this order of concern:
 *   1. enter on the player spawn nearest the best place to build;
 *   2. heal when the next blows would fell it (once a phase while an enemy is in reach: a hero that only heals holds
 *      a siege forever);
 *   3. strike an enemy it can kill, or one near the crystal;
 *   4. repair a defense that is badly hurt;
 *   5. build where it is worth most: targetable defenses ("guards") where the enemies' routes run unwatched — an enemy
 *      goes for the closest tower within sight before the crystal, so a route that passes a guard never reaches the
 *      crystal while the guard stands — and damage where the routes run and enemies stop to fight the guards; never
 *      within an enemy's reach of a spawn, never sealing a route off or walling itself in (all three leave enemies
 *      standing for good); walk toward the best site when the best is out of reach;
 *   6. strike any enemy in reach;
 *   7. hunt an enemy no defense covers, when the enemies around cannot fell the hero;
 *   8. mend any hurt defense, heal;
 *   9. step out of the shots of enemies on their spawns, and stand where the defenses fire (pursuers follow);
 *  10. done.
 * Every map question (routes, traffic, coverage, distances) is answered once per map and cached.
 */

const { rules } = content;
/** How much a route hex watched by no guard is worth guarding, against a turret's damage a turn over a hex. */
const GUARD = 1.6;
/** How much more a hex next to a guard is worth covering: enemies stop there to fight it. */
const HOLD = 1.5;
/** Fire (attack a turn) on a hex past which more fire is worth half as much. */
const FIRE_SATURATION = 2;
/** A site this much worse than the best anywhere is still built at once rather than walked away from. */
const HERE_SHARE = 0.6;
/** Builds worth less than this are not worth the mana. */
const MIN_VALUE = 0.5;
/** Hero phases with the same enemies on the board, after which the heroes break the standoff. */
const STANDOFF = 8;
/** Hexes farther than this (walking) from the crystal count less: enemies there are still far from harm. */
const NEAR = 7;

type Walk = Map<HexName, number>;

interface MapInfo {
  board: Board;
  /** Walking distance of each hex an enemy can stand on to the crystal (walls block). */
  toCrystal: Walk;
  /** Flying distance to the crystal (walls ignored, blacked-out hexes never entered). */
  flyToCrystal: Walk;
  /** Enemies expected across each hex, each spawn's flow being 1, split evenly where shortest routes fork. */
  traffic: Map<HexName, number>;
  /** Hexes on the ground routes (walking enemies cross them). */
  route: HexName[];
  /** Walking distances from each hex up to the enemies' sight of towers: what a guard there watches. */
  watched: Map<HexName, Walk>;
  /** Coverage by defense, site and facing. */
  cover: Map<Defense, Map<HexName, HexName[][]>>;
  /** Hexes worth weighing as build sites: plain floor near enough the crystal, out of the spawns' reach. */
  sites: HexName[];
}

const infos = new Map<string, MapInfo>();

const enemyFloor = (b: Board, x: HexName) => {
  const k = b.hex(x)?.kind;
  return k !== undefined && k !== 'blocked' && k !== 'crystal';
};

/** Breadth-first distances from `from` through hexes `open` lets in, crossing walls only when `overWalls`. */
function bfs(b: Board, from: HexName[], open: (x: HexName) => boolean, overWalls: boolean, limit = Infinity): Walk {
  const dist: Walk = new Map(from.map((x) => [x, 0]));
  let frontier = from;
  for (let d = 1; frontier.length && d <= limit; d++) {
    const next: HexName[] = [];
    for (const x of frontier)
      for (const n of b.neighbors(x)) {
        if (n === null || dist.has(n) || !open(n) || (!overWalls && b.wall(x, n))) continue;
        dist.set(n, d);
        next.push(n);
      }
    frontier = next;
  }
  return dist;
}

/** The share of flying enemies among those the deck sends (by the section in play), for blending the two routes. */
function flyingShare(): number {
  let fly = 0;
  let all = 0;
  for (const c of content.cards)
    for (const [id, n] of Object.entries(c.green)) {
      all += n;
      if (content.enemy(id).abilities.includes('flying')) fly += n;
    }
  return all ? fly / all : 0;
}

function trafficOf(b: Board, dist: Walk, overWalls: boolean): Map<HexName, number> {
  const flow = new Map<HexName, number>();
  for (const sp of b.enemySpawns) flow.set(sp, (flow.get(sp) ?? 0) + 1);
  const order = [...dist.keys()].filter((x) => dist.get(x)! > 0).sort((a, c) => dist.get(c)! - dist.get(a)!);
  for (const x of order) {
    const f = flow.get(x) ?? 0;
    if (!f) continue;
    const d = dist.get(x)!;
    const down = b.neighbors(x).filter((n): n is HexName => n !== null && dist.get(n) === d - 1 && (overWalls || !b.wall(x, n)) && d > 1);
    for (const n of down) flow.set(n, (flow.get(n) ?? 0) + f / down.length);
  }
  return flow;
}

function mapInfo(mapId: string): MapInfo {
  let info = infos.get(mapId);
  if (info) return info;
  const board = boardOf(content.map(mapId));
  const open = (x: HexName) => enemyFloor(board, x);
  const toCrystal = bfs(board, board.crystal, open, false);
  const flyToCrystal = bfs(board, board.crystal, open, true);
  const ground = trafficOf(board, toCrystal, false);
  const flying = trafficOf(board, flyToCrystal, true);
  const share = flyingShare();
  const traffic = new Map<HexName, number>();
  for (const h of board.hexes) {
    const t = (1 - share) * (ground.get(h.name) ?? 0) + share * (flying.get(h.name) ?? 0);
    if (t > 0 && h.kind !== 'enemy-spawn') traffic.set(h.name, t);
  }
  const route = [...ground.keys()].filter((x) => board.hex(x)?.kind !== 'enemy-spawn');
  const sites = board.hexes
    .filter((h) => h.kind === 'floor' && (toCrystal.get(h.name) ?? 99) <= NEAR + 2 && board.enemySpawns.every((sp) => distance(board.hex(sp)!, h) > enemyReach()))
    .map((h) => h.name);
  info = { board, toCrystal, flyToCrystal, traffic, route, watched: new Map(), cover: new Map(), sites };
  infos.set(mapId, info);
  return info;
}

/** Walking distances (tokens ignored, as enemies measure "within N spaces") from a hex up to the enemies' tower sight. */
function watchedFrom(info: MapInfo, at: HexName): Walk {
  let w = info.watched.get(at);
  if (!w) {
    w = bfs(info.board, [at], (x) => enemyFloor(info.board, x), false, rules.towerSight ?? 99);
    info.watched.set(at, w);
  }
  return w;
}

/** The hexes a defense would cover from `at` turned to `facing`, as the rules see it (by name, cached). */
function coverOf(mapId: string, d: Defense, at: HexName, facing: number): HexName[] {
  const info = mapInfo(mapId);
  let byAt = info.cover.get(d);
  if (!byAt) info.cover.set(d, (byAt = new Map()));
  let byFacing = byAt.get(at);
  if (!byFacing) byAt.set(at, (byFacing = []));
  let out = byFacing[facing];
  if (!out) {
    const g = gridOf(info.board);
    out = byFacing[facing] = [...coverageAt(g, d, g.index.get(at)!, facing)].map((i) => g.names[i]);
  }
  return out;
}

const targetableKind = (d: Defense) => d.kind === 'blockade' || d.kind === 'turret';
const targetable = (d: Defense) => targetableKind(d) && !d.keywords.inert;

/** Damage a turn a defense deals over a hex it covers, its keywords weighed in. */
const firepowers = new Map<string, number>();
function firepower(d: Defense): number {
  let f = firepowers.get(d.id);
  if (f === undefined) firepowers.set(d.id, (f = computeFirepower(d)));
  return f;
}

function computeFirepower(d: Defense): number {
  if (d.attack === 0 || d.keywords.friendly) return 0;
  const k = d.keywords;
  const mult =
    1 +
    (k.piercing ? 0.5 : 0) +
    (k.blast ? 0.4 * k.blast : 0) +
    (k.chain ? 0.3 * k.chain : 0) +
    (k.continuous ? 1 : 0) +
    (k.lingering ? 0.3 * k.lingering : 0) +
    (k.stun ? 0.5 * k.stun : 0) +
    (k.knockback ? 0.3 * k.knockback : 0) +
    (k.weaken ? 0.3 : 0) +
    (k.calming ? 0.3 * k.calming : 0);
  // Traps and auras wear out by attacking: a short-lived one is worth less.
  const wear = d.kind === 'trap' || d.kind === 'aura' ? Math.min(1, d.health / 4) : 1;
  return ((d.attack * mult) / d.rate) * wear;
}

/** What the board as it stands already does: fire on each hex, the hexes guards watch, the hexes next to guards. */
interface Situation {
  info: MapInfo;
  fire: Map<HexName, number>;
  watched: Set<HexName>;
  held: Set<HexName>;
  occupied: Set<HexName>;
  /** Hexes holding a blockade or turret: nobody walks through them. */
  solid: Set<HexName>;
  /** Route hexes the enemies can still walk to the crystal from, and the verdict per site of sealing more off. */
  open: number;
  seals: Map<HexName, boolean>;
  guard: Map<HexName, number>;
}

function situation(v: CrystalView): Situation {
  const info = mapInfo(v.map);
  const fire = new Map<HexName, number>();
  const watched = new Set<HexName>();
  const held = new Set<HexName>();
  for (const ds of v.defenses) {
    const d = content.defense(ds.defense);
    const f = firepower(d);
    if (f > 0) for (const c of coverOf(v.map, d, ds.at, ds.facing)) fire.set(c, (fire.get(c) ?? 0) + f);
    if (targetable(d)) {
      for (const x of watchedFrom(info, ds.at).keys()) watched.add(x);
      for (const n of info.board.neighbors(ds.at)) if (n) held.add(n);
    }
  }
  const occupied = new Set<HexName>([...v.defenses.map((d) => d.at), ...v.enemies.map((e) => e.at)]);
  for (const h of v.heroes) if (h.at) occupied.add(h.at);
  const solid = new Set(v.defenses.filter((d) => targetableKind(content.defense(d.defense))).map((d) => d.at));
  const sit: Situation = { info, fire, watched, held, occupied, solid, open: 0, seals: new Map(), guard: new Map() };
  sit.open = openRoute(sit, null);
  return sit;
}

/** Route hexes from which enemies can still walk to the crystal around the blockades and turrets (and `extra`). */
function openRoute(sit: Situation, extra: HexName | null): number {
  const b = sit.info.board;
  const reached = bfs(b, b.crystal, (x) => enemyFloor(b, x) && !sit.solid.has(x) && x !== extra, false);
  return sit.info.route.reduce((n, x) => n + (reached.has(x) ? 1 : 0), 0);
}

/**
 * Whether a blockade or turret here would cut a route off the crystal: enemies boxed in with their target out of
 * walking reach would stand there for good, so the heroes leave them a way round.
 */
function seals(sit: Situation, at: HexName): boolean {
  let v = sit.seals.get(at);
  if (v === undefined) {
    v = openRoute(sit, at) < sit.open - (sit.info.route.includes(at) ? 1 : 0);
    sit.seals.set(at, v);
  }
  return v;
}

/** How much a hex matters to cover: the enemies crossing it, more near the crystal and where they stop to fight. */
function killWeight(sit: Situation, c: HexName, extraHold: boolean): number {
  const t = sit.info.traffic.get(c) ?? 0;
  if (!t) return 0;
  const d = sit.info.toCrystal.get(c) ?? NEAR;
  return t * (d <= NEAR ? 1 : 0.5) * (sit.held.has(c) || extraHold ? 1 + HOLD : 1);
}

/** The route traffic a guard at `at` would newly watch (less next to the crystal: see below), once per site. */
function guardGain(sit: Situation, at: HexName): number {
  let gain = sit.guard.get(at);
  if (gain === undefined) {
    const info = sit.info;
    gain = 0;
    for (const c of watchedFrom(info, at).keys()) {
      if (sit.watched.has(c)) continue;
      const t = info.traffic.get(c);
      if (t) gain += t * ((info.toCrystal.get(c) ?? 99) <= NEAR ? 1 : 0.4);
    }
    // A guard next to the crystal holds its attackers next to it: the moment it falls they turn to the crystal.
    if ((info.toCrystal.get(at) ?? 99) <= 1) gain *= 0.6;
    sit.guard.set(at, gain);
  }
  return gain;
}

/** The worth of building a defense at a site turned one way, on the board as it stands. */
function buildValue(v: CrystalView, sit: Situation, d: Defense, at: HexName, facing: number): number {
  const info = sit.info;
  let value = 0;
  const f = firepower(d);
  if (f > 0) {
    const neighbors = targetable(d) ? info.board.neighbors(at) : null;
    for (const c of coverOf(v.map, d, at, facing)) {
      const w = killWeight(sit, c, neighbors !== null && neighbors.includes(c));
      if (w) value += (f * w) / (1 + (sit.fire.get(c) ?? 0) / FIRE_SATURATION);
    }
  }
  if (targetable(d)) value += GUARD * guardGain(sit, at) * Math.min(1, d.health / 8);
  if (d.keywords.healing) value += 0.5 * d.keywords.healing;
  return value;
}

/** The longest reach of any enemy (either side of its token). */
let reach: number | undefined;
const enemyReach = (): number => (reach ??= Math.max(1, ...content.enemies.flatMap((e) => [e.range, e.flipped?.range ?? 0])));

/** Drops what the bot worked out from the content (map studies, firepower, reach), for after a content patch (the lab). */
export function forgetBotStudies(): void {
  infos.clear();
  firepowers.clear();
  reach = undefined;
}

/**
 * Hexes a defense may be built on (ignoring who can reach them): plain floor with no token, and out of reach of the
 * enemy spawns — an enemy there cannot be hurt, so one that can shoot a defense from its spawn stays there for good.
 */
function siteOpen(sit: Situation, x: HexName): boolean {
  const b = sit.info.board;
  const h = b.hex(x);
  return h?.kind === 'floor' && !sit.occupied.has(x) && b.enemySpawns.every((sp) => distance(b.hex(sp)!, h) > enemyReach());
}

/** Whether a trap or aura of this kind may stand here: not within the range of another of the same defense. */
function spaced(v: CrystalView, sit: Situation, d: Defense, at: HexName): boolean {
  if (d.kind !== 'trap' && d.kind !== 'aura') return true;
  const h = sit.info.board.hex(at)!;
  return !v.defenses.some((o) => o.defense === d.id && distance(sit.info.board.hex(o.at)!, h) <= d.range);
}

interface Plan {
  defense: string;
  at: HexName;
  value: number;
}

/** The best build anywhere this hero could afford: value for the mana, the walk to it counted against it. */
function bestPlan(v: CrystalView, sit: Situation, heroIdx: number, reach: Walk | null): Plan | null {
  const h = v.heroes[heroIdx];
  const kit = content.hero(h.hero).kit;
  const info = sit.info;
  let best: Plan | null = null;
  let bestScore = 0;
  for (const id of kit.defenses) {
    const d = content.defense(id);
    if (d.cost > v.mana || v.defenses.filter((x) => x.defense === id).length >= d.tokens) continue;
    for (const at of info.sites) {
      if (sit.occupied.has(at) || !spaced(v, sit, d, at)) continue;
      let steps = 0;
      if (reach) {
        steps = Math.min(...info.board.neighbors(at).map((n) => (n && reach.has(n) ? reach.get(n)! : Infinity)));
        if (steps === Infinity) continue;
      }
      const facings = d.spread.length === 6 ? 1 : 6;
      for (let f = 0; f < facings; f++) {
        const value = buildValue(v, sit, d, at, f);
        const turns = Math.ceil(steps / content.hero(h.hero).kit.speed);
        const score = (value / (d.cost + 2)) * (1 / (1 + 0.3 * turns));
        // Sealing is costly to check: only for what would be the best.
        if (value >= MIN_VALUE && score > bestScore && !(targetableKind(d) && seals(sit, at))) {
          bestScore = score;
          best = { defense: id, at, value };
        }
      }
    }
  }
  return best;
}

/** Where a hero may stand and walk: not into walls, blacked-out hexes, the crystal, enemy spawns, enemies or guards. */
function heroWalk(v: CrystalView, sit: Situation, from: HexName[], extra: HexName | null = null): Walk {
  const b = sit.info.board;
  const blocked = new Set<HexName>(v.enemies.map((e) => e.at));
  for (const x of sit.solid) blocked.add(x);
  return bfs(b, from, (x) => {
    const k = b.hex(x)?.kind;
    return (k === 'floor' || k === 'player-spawn') && !blocked.has(x) && x !== extra;
  }, false);
}

/** Whether a blockade or turret at `site` would shut the hero at `at` into a pocket of the board. */
function boxesIn(v: CrystalView, sit: Situation, at: HexName, site: HexName): boolean {
  const before = heroWalk(v, sit, [at]).size;
  return heroWalk(v, sit, [at], site).size < before - 4;
}

type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

/** The legal walk that brings the hero nearest to any of the goal hexes (null when none gets nearer). */
function walkToward(v: CrystalView, sit: Situation, at: HexName, goals: HexName[], legal: Move[], avoidExposed = true): Move | null {
  const toGoal = heroWalk(v, sit, goals.filter((g) => sit.info.board.hex(g) && (g === at || !sit.occupied.has(g))));
  const now = toGoal.get(at) ?? Infinity;
  let best: MoveOf<'move'> | null = null;
  let bestDist = now;
  for (const m of legal) {
    if (m.type !== 'move' || (avoidExposed && exposed(v, sit, m.to))) continue;
    const d = toGoal.get(m.to) ?? Infinity;
    if (d < bestDist) {
      best = m;
      bestDist = d;
    }
  }
  return best;
}

const enemyStats = (id: string, flipped: boolean) => {
  const e = content.enemy(id);
  return flipped && e.flipped ? { ...e, ...e.flipped } : e;
};

/** Chooses one move for one hero of the seat, from the view and that hero's legal moves. */
function chooseFor(v: CrystalView, heroIdx: number, legal: Move[], stalled: boolean): Move {
  const done: Move = { type: 'done', hero: heroIdx };
  const h = v.heroes[heroIdx];
  const kit = content.hero(h.hero).kit;
  const sit = situation(v);
  const info = sit.info;

  // 1. Enter on the spawn nearest the best site.
  const places = legal.filter((m): m is MoveOf<'place'> => m.type === 'place');
  if (places.length) {
    const plan = bestPlan(v, sit, heroIdx, null);
    if (!plan) return places[0];
    const toSite = heroWalk(v, sit, info.board.neighbors(plan.at).filter((n): n is HexName => n !== null));
    return places.slice().sort((a, c) => (toSite.get(a.at) ?? 99) - (toSite.get(c.at) ?? 99))[0];
  }
  if (!h.at) return legal.find((m) => m.type === 'done') ?? legal[0];

  const attacks = legal.filter((m): m is MoveOf<'attack'> => m.type === 'attack');
  const enemyById = new Map(v.enemies.map((e) => [e.id, e]));
  const crystalDist = (x: HexName) => info.toCrystal.get(x) ?? 99;
  const here = info.board.hex(h.at)!;
  // The most any enemy near the hero could strike it for in the coming Board phase.
  const threat = v.enemies
    .filter((e) => distance(info.board.hex(e.at)!, here) <= enemyStats(e.enemy, e.flipped).speed + enemyStats(e.enemy, e.flipped).range + 1)
    .reduce((a, e) => a + enemyStats(e.enemy, e.flipped).attack, 0);

  // 2. Heal when the next blows would fell the hero.
  // Never both actions on healing while an enemy is in reach: a hero that only heals a siege away holds it forever
  // (falling, at worst, sends it back to a spawn and the enemies to other targets).
  const heal = legal.find((m) => m.type === 'heal');
  const healOnce = !stalled && (attacks.length === 0 || h.actions >= rules.actionsPerPhase);
  if (heal && healOnce && (h.health <= 2 || (threat >= h.health && h.health < kit.health))) return heal;

  // 3. Kill what can be killed; strike first what is nearest the crystal.
  if (attacks.length) {
    const ranked = attacks
      .map((m) => ({ m, e: enemyById.get(m.enemy)! }))
      .sort((a, c) => Number(c.e.health <= kit.attack) - Number(a.e.health <= kit.attack) || crystalDist(a.e.at) - crystalDist(c.e.at) || a.e.health - c.e.health);
    const top = ranked[0];
    if (top.e.health <= kit.attack || crystalDist(top.e.at) <= 4) return top.m;
  }

  // 4. Repair a defense under attack or badly hurt.
  const repairs = legal.filter((m): m is MoveOf<'repair'> => m.type === 'repair');
  const defenseById = new Map(v.defenses.map((d) => [d.id, d]));
  const missing = (d: DefenseState) => content.defense(d.defense).health - d.health;
  const urgent = repairs
    .map((m) => ({ m, d: defenseById.get(m.defense)! }))
    .filter(({ d }) => missing(d) >= kit.cast || d.health <= content.defense(d.defense).health / 2)
    .sort((a, c) => a.d.health - c.d.health);
  if (urgent.length && !stalled) return urgent[0].m;

  // 5. Build where it is worth most; walk there when the best is elsewhere.
  const builds = legal.filter((m): m is MoveOf<'build'> => m.type === 'build');
  let local: { m: MoveOf<'build'>; value: number; score: number } | null = null;
  for (const m of builds) {
    const d = content.defense(m.defense);
    if (!siteOpen(sit, m.at)) continue;
    const value = buildValue(v, sit, d, m.at, m.facing);
    const score = value / (d.cost + 2);
    if (value < MIN_VALUE || (local && score <= local.score)) continue;
    if (targetableKind(d) && (seals(sit, m.at) || boxesIn(v, sit, h.at, m.at))) continue;
    local = { m, value, score };
  }
  const reach = heroWalk(v, sit, [h.at]);
  const plan = h.actions > 0 && h.steps > 0 ? bestPlan(v, sit, heroIdx, reach) : null;
  if (local && (!plan || local.score >= HERE_SHARE * (plan.value / (content.defense(plan.defense).cost + 2)) || h.steps === 0)) return local.m;
  if (plan && h.steps > 0) {
    const goals = info.board.neighbors(plan.at).filter((n): n is HexName => n !== null);
    const step = walkToward(v, sit, h.at, goals, legal);
    if (step) return step;
  }
  if (local) return local.m;

  // 6. Strike anything in reach, mend what is hurt, heal, or walk to fight.
  if (attacks.length) {
    return attacks.map((m) => ({ m, e: enemyById.get(m.enemy)! })).sort((a, c) => crystalDist(a.e.at) - crystalDist(c.e.at) || a.e.health - c.e.health)[0].m;
  }
  // 7. Hunt an enemy no defense covers.
  const hunt = huntMove(v, sit, heroIdx, legal, stalled);
  if (hunt) return hunt;

  // 8. Mend, heal.
  if (repairs.length && !stalled) return repairs.map((m) => ({ m, d: defenseById.get(m.defense)! })).sort((a, c) => missing(c.d) - missing(a.d))[0].m;
  if (heal && healOnce && (threat > 0 || h.health <= kit.health / 2)) return heal;
  // 9. Out of the spawns' shots; where the defenses fire.
  const stand = standMove(v, sit, heroIdx, legal);
  if (stand) return stand;

  // 10. Done.
  return legal.some((m) => m.type === 'done' && m.hero === heroIdx) ? done : legal[0];
}

/**
 * A walk toward a spot from which to strike an enemy no defense covers (an Archer shooting a defense from out of reach
 * would do so for good), when the enemies around that spot cannot fell the hero.
 */
function huntMove(v: CrystalView, sit: Situation, heroIdx: number, legal: Move[], stalled: boolean): Move | null {
  const h = v.heroes[heroIdx];
  const kit = content.hero(h.hero).kit;
  const board = sit.info.board;
  if (!h.at || h.steps === 0 || h.actions === 0 || (!stalled && h.health <= kit.health / 2)) return null;
  // In a standoff any enemy off its spawn is fair game, whatever the risk: falling at least changes the board.
  const loose = v.enemies.filter((e) => board.hex(e.at)?.kind !== 'enemy-spawn' && (stalled || !sit.fire.get(e.at))).map((e) => board.hex(e.at)!);
  if (!loose.length) return null;
  const spots: HexName[] = [];
  for (const x of board.hexes) {
    if (x.kind !== 'floor' && x.kind !== 'player-spawn') continue;
    if (sit.occupied.has(x.name) && x.name !== h.at) continue;
    if (!loose.some((f) => distance(f, x) <= kit.range && heroSight(board, x.name, f.name))) continue;
    if (stalled || danger(v, board, x) < h.health) spots.push(x.name);
  }
  return spots.length && !spots.includes(h.at) ? walkToward(v, sit, h.at, spots, legal) : null;
}

/** The most the enemies could strike a hero on this hex for in the coming Board phase (each moving, then striking). */
function danger(v: CrystalView, board: Board, x: { q: number; r: number }): number {
  let sum = 0;
  for (const e of v.enemies) {
    const st = enemyStats(e.enemy, e.flipped);
    if (distance(board.hex(e.at)!, x) <= st.speed + Math.max(1, st.range)) sum += st.attack;
  }
  return sum;
}

/**
 * Where the hero waits out the phase: never where an enemy still on its spawn (where nothing can hurt it) shoots it —
 * it would stay there shooting forever — and otherwise where the defenses fire (enemies after the hero follow it into
 * their coverage), within reach of an enemy to strike while actions are left.
 */
function standMove(v: CrystalView, sit: Situation, heroIdx: number, legal: Move[]): Move | null {
  const h = v.heroes[heroIdx];
  const kit = content.hero(h.hero).kit;
  const board = sit.info.board;
  if (!h.at || h.steps === 0) return null;
  if (exposed(v, sit, h.at)) {
    const safe = board.hexes.filter((x) => (x.kind === 'floor' || x.kind === 'player-spawn') && !exposed(v, sit, x.name)).map((x) => x.name);
    const away = walkToward(v, sit, h.at, safe, legal, false);
    if (away) return away;
  }
  const fight = h.actions > 0 && h.health > kit.health / 2;
  const weak = h.health <= kit.health / 2;
  const foes = v.enemies.filter((e) => board.hex(e.at)?.kind !== 'enemy-spawn').map((e) => board.hex(e.at)!);
  // Walking distance to where the defenses fire: a hero far out drifts back, its pursuers in tow.
  const toFire = heroWalk(v, sit, [...sit.fire.keys()].filter((x) => x === h.at || !sit.occupied.has(x)));
  const station = (x: HexName) => {
    const hx = board.hex(x)!;
    let score = 0.5 * (sit.fire.get(x) ?? 0) - 0.5 * Math.min(10, toFire.get(x) ?? 10);
    for (const n of board.neighbors(x)) if (n) score += sit.fire.get(n) ?? 0;
    if (weak) score -= danger(v, board, hx);
    if (fight && foes.some((f) => distance(f, hx) <= kit.range && heroSight(board, x, f.name))) score += 3;
    // Out of the shots of enemies on their spawns, or at least walking away from them.
    if (exposed(v, sit, x)) score -= 10 - Math.min(...board.enemySpawns.map((sp) => distance(board.hex(sp)!, hx)));
    return score;
  };
  let best: MoveOf<'move'> | null = null;
  let bestScore = station(h.at) + 0.5;
  for (const m of legal) {
    if (m.type !== 'move') continue;
    const score = station(m.to);
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

/** Whether an enemy standing on an enemy spawn sees a hero on this hex and can shoot it from there. */
function exposed(v: CrystalView, sit: Situation, x: HexName): boolean {
  const b = sit.info.board;
  const hx = b.hex(x)!;
  for (const e of v.enemies) {
    if (b.hex(e.at)?.kind !== 'enemy-spawn') continue;
    const range = Math.max(1, enemyStats(e.enemy, e.flipped).range);
    if (distance(b.hex(e.at)!, hx) > range) continue;
    const walk = watchedFrom(sit.info, e.at).get(x);
    if (walk !== undefined && walk <= rules.heroSight) return true;
  }
  return false;
}

/**
 * The heuristic bot: deterministic (it draws no chance at all, so the seed changes nothing) and quick (map questions
 * are cached; a move weighs each build site once). It reads the seat's view, so the spawn deck's order never reaches
 * it; its legal moves come from the rules, which do not depend on that order either.
 */
export function heuristicBot(_seed: string): Bot & { readonly stalled: boolean } {
  // A standoff: the same enemies on the board for STANDOFF Hero phases (an Archer shooting a defense a hero mends, an
  // enemy stuck behind a wall shooting a hero who heals). The rules leave such enemies standing for good, so the
  // heroes stop mending and healing and go for them.
  let same = { key: '', since: 0 };
  let stalled = false;
  return {
    name: 'heuristic',
    /** Whether the last move was chosen in a standoff (the search then keeps it: see search.ts). */
    get stalled() {
      return stalled;
    },
    chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown {
      const v = game.view(state, seat) as CrystalView;
      const board = `${v.map}|${v.wave}|${v.enemies.map((e) => e.id).join(',')}`;
      if (board !== same.key || v.turn < same.since) same = { key: board, since: v.turn };
      stalled = v.enemies.length > 0 && v.turn - same.since >= STANDOFF;
      // The legal moves do not depend on the deck's order: no need to rebuild a state from the view.
      return heuristicMove(v, game.legalMoves(state, seat) as Move[], stalled);
    },
  };
}

/**
 * The heuristic's move among a seat's legal moves, read from a view (a full state will do: the heuristic never looks
 * at the deck). `stalled`: the standoff the bot remembers across moves (the search's guides, without that memory,
 * pass false). One hero at a time: the seat's first hero with anything left to do.
 */
export function heuristicMove(v: CrystalView, legal: Move[], stalled = false): Move {
  if (legal.length <= 1) return legal[0];
  const heroIdx = legal[0].hero;
  const mine = legal.filter((m) => m.hero === heroIdx);
  const move = chooseFor(v, heroIdx, mine, stalled);
  const key = JSON.stringify(move);
  return mine.some((m) => JSON.stringify(m) === key) ? move : mine.find((m) => m.type === 'done') ?? mine[0];
}

/**
 * The builds of one hero worth weighing, best first by the heuristic's score (worth for the mana), with the
 * heuristic's vetoes applied (sites in the spawns' reach, worthless builds, sealing a route off, walling in).
 */
export function rankedBuilds(v: CrystalView, heroIdx: number, legal: Move[], count: number): Move[] {
  const h = v.heroes[heroIdx];
  if (!h.at) return [];
  const sit = situation(v);
  const scored: { m: MoveOf<'build'>; score: number }[] = [];
  for (const m of legal) {
    if (m.type !== 'build' || m.hero !== heroIdx || !siteOpen(sit, m.at)) continue;
    const d = content.defense(m.defense);
    const value = buildValue(v, sit, d, m.at, m.facing);
    if (value < MIN_VALUE) continue;
    scored.push({ m, score: value / (d.cost + 2) });
  }
  scored.sort((a, c) => c.score - a.score);
  const out: Move[] = [];
  for (const { m } of scored) {
    if (out.length >= count) break;
    const d = content.defense(m.defense);
    if (targetableKind(d) && (seals(sit, m.at) || boxesIn(v, sit, h.at, m.at))) continue;
    // One facing a site and defense: the next best differs in where or what.
    if (out.some((o) => o.type === 'build' && o.at === m.at && o.defense === m.defense)) continue;
    out.push(m);
  }
  return out;
}

/** Walking distance (walls block) from a hex to the crystal on a map, for cheap rules of thumb. */
export function crystalWalk(mapId: string, at: HexName): number {
  return mapInfo(mapId).toCrystal.get(at) ?? 99;
}

import { content } from '../content/index.ts';
import type { EnemyAbility } from '../content/schema.ts';
import type { EnemyState, Target } from '../state.ts';
import { enemyWords, heroName, targetWords } from '../words.ts';
import { hurtDefense, hurtEnemy, hurtHero, removeEnemy } from './damage.ts';
import { enemyEnters } from './defenses.ts';
import { levelOf } from './level.ts';
import { BLOCKED, CRYSTAL, ENEMY_SPAWN, type Grid } from './grid.ts';
import { alive, enemyOf, freeFor, hexOf, relocate, sideOf, type Phase } from './phase.ts';
import { chooseTarget, closestDefenseInTheWay, distancesToCrystal, distancesToTarget, flies, inRange, targetHex, targetStands } from './targeting.ts';

// Enemies: movement (step 2) with their abilities, and their attacks (step 4).

const has = (e: EnemyState, ability: EnemyAbility): boolean => enemyOf(e).abilities.includes(ability);

/**
 * The order enemies act in: higher Speed first (the seed's "when in doubt"); ties — which the seed leaves to the
 * players — go to the one nearer the crystal, then the lower token number, a fixed rule that keeps play flowing.
 */
export function actingOrder(p: Phase): EnemyState[] {
  const key = new Map(p.s.enemies.map((e) => [e, distancesToCrystal(p.g, e)[hexOf(p, e.at)]]));
  return p.s.enemies.slice().sort((a, b) => sideOf(b).speed - sideOf(a).speed || key.get(a)! - key.get(b)! || a.id - b.id);
}

/** Step 2: every enemy moves in turn. */
export function moveEnemies(p: Phase): void {
  for (const e of actingOrder(p)) {
    if (p.s.result) return;
    if (alive(e)) moveEnemy(p, e);
  }
}

function moveEnemy(p: Phase, e: EnemyState): void {
  if (e.stunned > 0) {
    p.ev?.push({ text: `${enemyWords(e)} is stunned and does not move.` });
    return;
  }
  const start = hexOf(p, e.at);
  if (ambush(p, e)) return;
  let target = chooseTarget(p, e);
  e.aggro = target;
  const side = sideOf(e);
  const kamikaze = has(e, 'kamikaze');
  if (abilityStops(p, e, target)) return;
  if (kamikaze && e.flipped && target && inRange(p, e, start, target, 1)) {
    explode(p, e, target);
    return;
  }
  // Untouchable on its spawn, it never attacks from there either: it steps off first.
  if (side.speed === 0 || (target && p.g.kind[start] !== ENEMY_SPAWN && inRange(p, e, start, target))) return;
  const reach = kamikaze ? 1 : Math.max(1, side.range);
  let path = route(p, e, target, side.speed, reach);
  if (path.length <= 1 && target) {
    // Hemmed in by tokens and no nearer to its target: it turns on the closest defense in its way.
    const other = closestDefenseInTheWay(p, e, target);
    if (!other) return;
    target = e.aggro = other;
    p.ev?.push({ text: `${enemyWords(e)} cannot get through and turns on ${targetWords(p.s, other)}.` });
    if (inRange(p, e, start, other)) return;
    path = route(p, e, other, side.speed, reach);
  }
  if (path.length <= 1) return;
  p.tally.moved++;
  // The move is told before what happened on the way (the lines pushed while it walked).
  const told = p.ev ? p.ev.length : 0;
  const tell = () =>
    p.ev?.splice(told, 0, { text: `${enemyWords(e)} moves from ${p.g.names[start]} to ${p.g.names[path[walked]]}${target ? `, after ${targetWords(p.s, target)}` : ''}.` });
  let walked = 0;
  let stopped = false;
  for (let i = 1; i < path.length && !stopped; i++) {
    relocate(p, e, path[i]);
    walked = i;
    if (ambush(p, e) || (enemyEnters(p, e, path[i - 1]) && !alive(e))) {
      tell();
      return;
    }
    stopped = e.at !== p.g.names[path[i]] || e.stunned > 0 || (freeFor(p, e, path[i]) && abilityStops(p, e, target));
  }
  // It may pass over other enemies but not end on one: back to the last free hex it crossed.
  if (e.at === p.g.names[path[walked]]) {
    let back = walked;
    while (back > 0 && !freeFor(p, e, path[back])) back--;
    if (back !== walked) relocate(p, e, path[back]);
    walked = back;
  }
  tell();
  if (kamikaze && e.flipped && target && walked < side.speed && inRange(p, e, hexOf(p, e.at), target, 1)) explode(p, e, target);
}

/** Scratch arrays for routes, one set a board (a Board phase is never re-entered). */
const scratch = new WeakMap<Grid, { steps: Int16Array; parent: Int16Array; queue: Int16Array; seen: Int32Array; stamp: number }>();

/**
 * The hexes the enemy walks this phase, start first: to the free hex within its Speed from which its target is in
 * range (fewest steps, then nearest the target), else the free hex nearest its target — on a tie the one farther
 * along (it uses its Speed: the seed's Wyverns fan out beside the one that took the best space), and it stays put
 * when no free hex is nearer than where it stands. Routes
 * go around heroes, blockades and turrets and through other enemies, traps and auras; walls block all but flyers.
 */
function route(p: Phase, e: EnemyState, target: Target | null, speed: number, range: number): number[] {
  const { g } = p;
  let sc = scratch.get(g);
  if (!sc) scratch.set(g, (sc = { steps: new Int16Array(g.n), parent: new Int16Array(g.n), queue: new Int16Array(g.n), seen: new Int32Array(g.n), stamp: 0 }));
  const stamp = ++sc.stamp;
  const pot = distancesToTarget(p, e, target);
  const flying = flies(e);
  const start = hexOf(p, e.at);
  let head = 0;
  let tail = 0;
  sc.queue[tail++] = start;
  sc.seen[start] = stamp;
  sc.steps[start] = 0;
  sc.parent[start] = -1;
  let best = start;
  let bestInRange = false;
  while (head < tail) {
    const u = sc.queue[head++];
    if (u !== start && freeFor(p, e, u)) {
      const reach = target !== null && g.kind[u] !== ENEMY_SPAWN && inRange(p, e, u, target, range);
      const better = reach
        ? !bestInRange || sc.steps[u] < sc.steps[best] || (sc.steps[u] === sc.steps[best] && pot[u] < pot[best])
        : !bestInRange && (pot[u] < pot[best] || (pot[u] === pot[best] && best !== start && sc.steps[u] > sc.steps[best]));
      if (better) {
        best = u;
        bestInRange = reach;
      }
    }
    if (sc.steps[u] >= speed) continue;
    for (let k = 0; k < 6; k++) {
      const v = g.nb[u * 6 + k];
      if (v < 0 || sc.seen[v] === stamp) continue;
      if (g.kind[v] === BLOCKED || g.kind[v] === CRYSTAL || (!flying && g.walled[u * 6 + k])) continue;
      if (p.heroAt[v] >= 0 || p.solidAt[v]) continue;
      sc.seen[v] = stamp;
      sc.steps[v] = sc.steps[u] + 1;
      sc.parent[v] = u;
      sc.queue[tail++] = v;
    }
  }
  const path: number[] = [];
  for (let v = best; v >= 0; v = sc.parent[v]) path.push(v);
  return path.reverse();
}

/**
 * Abilities that end the movement where the enemy stands (unflipped tokens only): the Kobold, within its trigger
 * distance of its target, stops and flips; the Mage flips and raises its Skeletons around itself.
 */
function abilityStops(p: Phase, e: EnemyState, target: Target | null): boolean {
  const en = enemyOf(e);
  if (e.flipped || !target || !en.trigger) return false;
  const kamikaze = en.abilities.includes('kamikaze');
  const summoner = en.abilities.includes('summoner');
  if (!kamikaze && !summoner) return false;
  if (distancesToTarget(p, e, target)[hexOf(p, e.at)] > en.trigger.distance) return false;
  e.flipped = true;
  if (kamikaze) p.ev?.push({ text: `${enemyWords(e)} is ${en.trigger.distance} spaces or less from ${targetWords(p.s, target)}: it stops and lights its fuse.` });
  if (summoner) summon(p, e, target, en.trigger.summons ?? {});
  return true;
}

/**
 * Summoner: the raised enemies go on the free hexes next to it, clockwise from the side facing its target (they rise
 * between the Mage and its prey, and leave the way behind it open).
 */
function summon(p: Phase, e: EnemyState, target: Target, summons: Record<string, number>): void {
  const { g, s } = p;
  const at = hexOf(p, e.at);
  const goal = targetHex(p, target);
  const first = g.toward(at, goal >= 0 ? goal : nearestCrystal(g, at));
  const raised: EnemyState[] = [];
  let turn = 0;
  for (const [enemy, count] of Object.entries(summons)) {
    for (let n = 0; n < count; n++) {
      while (turn < 6 && !summonable(p, at, (first + turn) % 6)) turn++;
      if (turn >= 6) break;
      const to = g.nb[at * 6 + ((first + turn++) % 6)];
      const health = content.enemy(enemy).health + levelOf(s.map, s.difficulty).enemyHealth;
      const r: EnemyState = { id: s.nextId++, enemy, at: g.names[to], health, flipped: false, damagedBy: [], aggro: null, stunned: 0, weakened: false, confused: false, calmed: false };
      s.enemies.push(r);
      p.enemiesAt[to]++;
      raised.push(r);
    }
  }
  p.ev?.push({ text: `${enemyWords(e)} raises ${raised.length ? raised.map(enemyWords).join(', ') : 'nothing (no room around it)'}.` });
  for (const r of raised) enemyEnters(p, r, -1);
}

function nearestCrystal(g: Grid, at: number): number {
  return g.crystal.reduce((best, c) => (g.hexDist(at, c) < g.hexDist(at, best) ? c : best), g.crystal[0]);
}

function summonable(p: Phase, at: number, k: number): boolean {
  const v = p.g.nb[at * 6 + k];
  return v >= 0 && !p.g.walled[at * 6 + k] && p.g.kind[v] !== BLOCKED && p.g.kind[v] !== CRYSTAL && p.g.kind[v] !== ENEMY_SPAWN && p.heroAt[v] < 0 && !p.solidAt[v] && p.enemiesAt[v] === 0;
}

/**
 * The Ninja's ambush: within its trigger distance of a hero (by a route that may cross up to its trigger's walls),
 * it leaps to the free hex next to that hero nearest to it and goes after that hero. Returns whether it leapt.
 */
function ambush(p: Phase, e: EnemyState): boolean {
  const en = enemyOf(e);
  if (!en.trigger || !en.abilities.includes('ambush')) return false;
  if (e.aggro?.kind === 'hero' && p.s.heroes[e.aggro.hero]?.at) return false;
  const { g } = p;
  const from = hexOf(p, e.at);
  let hero = -1;
  let heroD = Infinity;
  p.s.heroes.forEach((h, i) => {
    if (!h.at) return;
    const to = hexOf(p, h.at);
    const d = (en.trigger!.walls > 0 ? g.walkOverOneWallTo(to) : g.walkTo(to))[from];
    if (d <= en.trigger!.distance && d < heroD) {
      hero = i;
      heroD = d;
    }
  });
  if (hero < 0) return false;
  const h = hexOf(p, p.s.heroes[hero].at!);
  let land = -1;
  let landD = Infinity;
  for (let k = 0; k < 6; k++) {
    const v = g.nb[h * 6 + k];
    if (v < 0 || g.walled[h * 6 + k] || g.kind[v] === BLOCKED || g.kind[v] === CRYSTAL || p.heroAt[v] >= 0 || p.solidAt[v]) continue;
    if (v !== from && p.enemiesAt[v] > 0) continue;
    const d = g.walkTo(v)[from];
    if (d < landD) {
      land = v;
      landD = d;
    }
  }
  if (land < 0) return false;
  const was = e.at;
  relocate(p, e, land);
  e.aggro = { kind: 'hero', hero };
  p.tally.moved++;
  p.ev?.push({ text: `${enemyWords(e)} spots ${heroName(p.s.heroes[hero].hero)} from ${was} and leaps to ${e.at}.` });
  enemyEnters(p, e, -1);
  return true;
}

/** The Kobold, flipped, runs into its target: it deals its Attack and is gone. On the crystal that loses the game. */
function explode(p: Phase, e: EnemyState, target: Target): void {
  p.ev?.push({ text: `${enemyWords(e)} runs into ${targetWords(p.s, target)} and explodes.` });
  strikeTarget(p, e, target);
  if (alive(e)) removeEnemy(p, e);
}

/** What an enemy's attack deals: its side's Attack, plus the level's extra (rules.json), less 1 when weakened. */
function blowOf(p: Phase, e: EnemyState): number {
  return Math.max(0, sideOf(e).attack + levelOf(p.s.map, p.s.difficulty).enemyAttack - (e.weakened ? 1 : 0));
}

/** An enemy's attack lands on its target (Weaken takes 1 off); an attack on the crystal loses the game at once. */
function strikeTarget(p: Phase, e: EnemyState, t: Target): void {
  const amount = blowOf(p, e);
  e.weakened = false;
  p.tally.blows++;
  const by = enemyWords(e);
  if (t.kind === 'crystal') {
    p.s.result = { won: false, reason: `${by} attacked the crystal: the crystal is lost.` };
    p.ev?.push({ text: `${by} attacks the crystal!` });
    return;
  }
  if (t.kind === 'hero') hurtHero(p, t.hero, amount, by);
  else {
    const d = p.s.defenses.find((x) => x.id === t.id);
    if (d) hurtDefense(p, d, amount, by);
  }
}

/**
 * Step 4: every enemy whose target is in range attacks it (a confused one the nearest other enemy instead) — but not
 * from an enemy spawn, where it cannot be hit back (the seed leaves this open: an Archer sitting on its spawn would
 * shoot for ever unanswered).
 */
export function enemiesAttack(p: Phase): void {
  for (const e of actingOrder(p)) {
    if (p.s.result) return;
    const here = hexOf(p, e.at);
    if (!alive(e) || e.stunned > 0 || has(e, 'kamikaze') || p.g.kind[here] === ENEMY_SPAWN) continue;
    if (e.confused) {
      e.confused = false;
      attackNearestOther(p, e, here);
      continue;
    }
    const t = e.aggro;
    if (!t || !targetStands(p, t) || !inRange(p, e, here, t)) continue;
    strikeTarget(p, e, t);
    if (e.flipped && has(e, 'enrage')) {
      e.flipped = false;
      p.ev?.push({ text: `${enemyWords(e)} calms down after its blow.` });
    }
  }
}

/** Confused: the nearest other enemy in its range and sight takes the blow (none in reach: no attack). */
function attackNearestOther(p: Phase, e: EnemyState, here: number): void {
  const { g } = p;
  const range = Math.max(1, sideOf(e).range);
  let victim: EnemyState | null = null;
  let best = Infinity;
  for (const o of p.s.enemies) {
    if (o === e) continue;
    const at = hexOf(p, o.at);
    const d = g.hexDist(here, at);
    if (g.kind[at] === ENEMY_SPAWN || d > range || !g.sight(here, at, flies(e) ? 'over-walls' : 'normal')) continue;
    if (d < best || (d === best && victim && o.id < victim.id)) {
      victim = o;
      best = d;
    }
  }
  const amount = blowOf(p, e);
  e.weakened = false;
  if (victim) {
    p.tally.blows++;
    hurtEnemy(p, victim, amount, `${enemyWords(e)}, confused,`);
  }
  else p.ev?.push({ text: `${enemyWords(e)} is confused and attacks nothing.` });
}

/**
 * End of the Board phase: an unflipped Ogre not next to its target flies into a rage (flips); calming wears off;
 * stuns count down.
 */
export function endOfPhase(p: Phase): void {
  for (const e of p.s.enemies) {
    if (has(e, 'enrage') && !e.flipped && e.aggro && targetStands(p, e.aggro) && !inRange(p, e, hexOf(p, e.at), e.aggro, 1)) {
      e.flipped = true;
      p.ev?.push({ text: `${enemyWords(e)} cannot reach ${targetWords(p.s, e.aggro)} and flies into a rage.` });
    }
    e.calmed = false;
    if (e.stunned > 0) e.stunned--;
  }
}

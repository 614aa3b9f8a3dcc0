import { content, type Defense } from '../content/index.ts';
import type { DefenseState, EnemyState } from '../state.ts';
import { defenseWords, enemyWords, heroName } from '../words.ts';
import { coverageAt, covers, ray } from './coverage.ts';
import { destroyDefense, hurtEnemy } from './damage.ts';
import { BLOCKED, CRYSTAL, ENEMY_SPAWN } from './grid.ts';
import { alive, defenseOf, hexOf, relocate, type Phase } from './phase.ts';

// Defenses: cooldowns, attacks and every keyword. A face-up defense attacks the first moment of a Board phase an
// enemy is in its coverage — when it flips face up with one there, the moment one walks in (the seed: "as soon as
// an enemy enters the range of a tower it attacks"), or in step 3 — then flips face down for `rate` phases.

const coverageOf = (p: Phase, d: DefenseState, def: Defense): Int16Array => coverageAt(p.g, def, hexOf(p, d.at), d.facing);

/** Whether a defense may attack an enemy now: face up, not yet fired this phase, one that hits enemies. */
function ready(p: Phase, d: DefenseState, def: Defense): boolean {
  return d.cooldown === 0 && !p.attacked.has(d.id) && !def.keywords.friendly;
}

/** The enemies standing on hex i. */
function enemiesOn(p: Phase, i: number): EnemyState[] {
  if (p.enemiesAt[i] === 0) return [];
  const name = p.g.names[i];
  return p.s.enemies.filter((e) => e.at === name);
}

/** Step 1: lingering damage, then every face-down defense's cooldown goes down by 1; at 0 it flips face up. */
export function coolDown(p: Phase): void {
  for (const d of p.s.defenses.slice()) {
    if (d.cooldown === 0) continue;
    const def = defenseOf(d);
    if (d.lingering && d.lingering > 0) {
      d.lingering--;
      for (const i of coverageOf(p, d, def)) for (const e of enemiesOn(p, i)) hurtEnemy(p, e, def.attack, `The ${defenseWords(d)} still burning`);
    }
    d.cooldown--;
    if (d.cooldown === 0) p.ev?.push({ text: `The ${defenseWords(d)} flips face up.` });
  }
}

/**
 * Every ready defense with an enemy in its coverage attacks the one nearest the crystal (then the lower token
 * number): after the cooldowns and again in step 3.
 */
export function readyDefensesAttack(p: Phase): void {
  for (const d of p.s.defenses.slice()) {
    if (!p.s.defenses.includes(d)) continue;
    const def = defenseOf(d);
    if (!ready(p, d, def)) continue;
    let target: EnemyState | null = null;
    let best = Infinity;
    for (const i of coverageOf(p, d, def)) {
      for (const e of enemiesOn(p, i)) {
        const toCrystal = p.g.walkToCrystal[i];
        if (toCrystal < best || (toCrystal === best && target && e.id < target.id)) {
          target = e;
          best = toCrystal;
        }
      }
    }
    if (target) engage(p, d, def, target, -1);
  }
}

/**
 * An enemy has just entered hex `at` (from `cameFrom`): every ready defense covering it attacks it. Returns whether
 * its movement ends here (it fell, was knocked back, or stunned).
 */
export function enemyEnters(p: Phase, e: EnemyState, cameFrom: number): boolean {
  const at = hexOf(p, e.at);
  if (p.g.kind[at] === ENEMY_SPAWN) return false;
  for (const d of p.s.defenses.slice()) {
    if (!p.s.defenses.includes(d)) continue;
    const def = defenseOf(d);
    if (!ready(p, d, def) || !covers(coverageOf(p, d, def), at)) continue;
    engage(p, d, def, e, cameFrom);
    if (!alive(e) || e.at !== p.g.names[at] || e.stunned > 0) return true;
  }
  return false;
}

/** A ready defense meets an enemy: Delay primes it first (it attacks from the next Board phase); else it attacks. */
function engage(p: Phase, d: DefenseState, def: Defense, target: EnemyState, cameFrom: number): void {
  if (def.keywords.delay && !d.primed) {
    d.primed = true;
    p.primedNow.add(d.id);
    p.ev?.push({ text: `The ${defenseWords(d)} senses ${enemyWords(target)}: it strikes from the next Board phase.` });
    return;
  }
  if (def.keywords.delay && p.primedNow.has(d.id)) return;
  strike(p, d, def, target, cameFrom);
}

/** The enemies one attack hits: the target, plus Piercing's line, Blast's circle and Chain's links. */
function hitsOf(p: Phase, d: DefenseState, def: Defense, target: EnemyState): EnemyState[] {
  const { g } = p;
  const hits = [target];
  const add = (e: EnemyState) => {
    if (!hits.includes(e) && g.kind[hexOf(p, e.at)] !== ENEMY_SPAWN) hits.push(e);
  };
  const t = hexOf(p, target.at);
  const k = def.keywords;
  if (k.piercing) {
    const cov = coverageOf(p, d, def);
    for (const i of ray(g, hexOf(p, d.at), t, def.range)) if (covers(cov, i)) enemiesOn(p, i).forEach(add);
  }
  if (k.blast) {
    for (const e of p.s.enemies) if (g.hexDist(t, hexOf(p, e.at)) <= k.blast) add(e);
  }
  if (k.chain) {
    // Breadth-first from the target, each enemy once, up to X in all.
    const chained = [target];
    for (let i = 0; i < chained.length && chained.length < k.chain; i++) {
      const from = hexOf(p, chained[i].at);
      const next = p.s.enemies
        .filter((e) => !chained.includes(e) && g.kind[hexOf(p, e.at)] !== ENEMY_SPAWN && g.hexDist(from, hexOf(p, e.at)) <= 1)
        .sort((a, b) => a.id - b.id);
      for (const e of next) if (chained.length < k.chain) chained.push(e);
    }
    chained.forEach(add);
  }
  return hits;
}

/** The attack itself: damage and effects on every enemy hit, then the trap/aura's cost and the flip. */
function strike(p: Phase, d: DefenseState, def: Defense, target: EnemyState, cameFrom: number): void {
  p.attacked.add(d.id);
  const by = `The ${defenseWords(d)}`;
  const k = def.keywords;
  for (const e of hitsOf(p, d, def, target)) {
    if (!alive(e)) continue;
    if (def.attack === 0) p.ev?.push({ text: `${by} strikes ${enemyWords(e)}.` });
    if (hurtEnemy(p, e, def.attack, by)) continue;
    if (def.attack > 0 && !e.damagedBy.includes(d.id)) e.damagedBy.push(d.id);
    if (k.stun) e.stunned = Math.max(e.stunned, k.stun);
    if (k.weaken) e.weakened = true;
    if (k.confused) e.confused = true;
    if (k.calming) {
      e.calmed = true;
      e.aggro = null;
      e.damagedBy = [];
      p.ev?.push({ text: `${enemyWords(e)} forgets what it was after.` });
    }
    if (k.knockback) knockBack(p, d, e, k.knockback, e === target ? cameFrom : -1);
  }
  afterAttack(p, d, def);
}

/** Trap/Aura: 1 health lost an attack. Then Continuous stays face up while attacking; anything else flips. */
function afterAttack(p: Phase, d: DefenseState, def: Defense): void {
  if (def.kind === 'trap' || def.kind === 'aura') {
    d.health--;
    if (d.health <= 0) {
      p.ev?.push({ text: `The ${defenseWords(d)} is spent.` });
      destroyDefense(p, d);
      return;
    }
  }
  d.primed = false;
  if (def.keywords.continuous) {
    d.attacking = true;
    return;
  }
  d.cooldown = def.rate;
  if (def.keywords.lingering) d.lingering = def.keywords.lingering;
}

/**
 * Knockback X: the enemy is pushed X hexes straight away from the defense (back the way it came when it stands on
 * the defense's own hex), stopping at walls, blacked-out hexes, the crystal and tokens other than traps and auras.
 */
function knockBack(p: Phase, d: DefenseState, e: EnemyState, x: number, cameFrom: number): void {
  const { g } = p;
  const from = hexOf(p, d.at);
  let at = hexOf(p, e.at);
  const dir = at === from ? directionOf(p, at, cameFrom) : p.g.toward(from, at);
  if (dir < 0) return;
  const start = at;
  for (let n = 0; n < x; n++) {
    const next = g.nb[at * 6 + dir];
    if (next < 0 || g.walled[at * 6 + dir] || g.kind[next] === BLOCKED || g.kind[next] === CRYSTAL) break;
    if (p.heroAt[next] >= 0 || p.solidAt[next] || p.enemiesAt[next] > 0) break;
    at = next;
  }
  if (at === start) return;
  relocate(p, e, at);
  p.ev?.push({ text: `${enemyWords(e)} is knocked back to ${e.at}.` });
}

function directionOf(p: Phase, a: number, b: number): number {
  if (b < 0) return -1;
  for (let k = 0; k < 6; k++) if (p.g.nb[a * 6 + k] === b) return k;
  return -1;
}

/**
 * Step 3's end for Continuous defenses: one that was attacking but has no enemy left in its coverage stops and its
 * cooldown starts.
 */
export function continuousStop(p: Phase): void {
  for (const d of p.s.defenses) {
    if (!d.attacking) continue;
    const def = defenseOf(d);
    const cov = coverageOf(p, d, def);
    let any = false;
    for (const i of cov) if (p.enemiesAt[i] > 0) any = true;
    if (any) continue;
    d.attacking = false;
    d.cooldown = def.rate;
    if (def.keywords.lingering) d.lingering = def.keywords.lingering;
    p.ev?.push({ text: `The ${defenseWords(d)} has no enemy left in reach and goes face down.` });
  }
}

/** Healing X + Friendly: a face-up healer with a hurt hero in its coverage heals every hero there X. */
export function friendlyDefensesHeal(p: Phase): void {
  for (const d of p.s.defenses.slice()) {
    const def = defenseOf(d);
    if (!def.keywords.friendly || d.cooldown > 0 || p.attacked.has(d.id)) continue;
    const cov = coverageOf(p, d, def);
    const heroes = p.s.heroes.filter((h) => h.at && covers(cov, hexOf(p, h.at)));
    const full = (h: (typeof heroes)[number]) => content.hero(h.hero).kit.health;
    if (!heroes.some((h) => h.health < full(h))) continue;
    p.attacked.add(d.id);
    for (const h of heroes) {
      const before = h.health;
      h.health = Math.min(full(h), h.health + (def.keywords.healing ?? 0));
      if (h.health > before) p.ev?.push({ text: `The ${defenseWords(d)} heals ${heroName(h.hero)} ${h.health - before} (${h.health} health).` });
    }
    afterAttack(p, d, def);
  }
}

import type { Random } from '@ramparts/engine';
import { content, type Enemy } from '../content/index.ts';
import type { Events } from '../events.ts';
import { boardOf, type Board } from '../map.ts';
import type { BossState, DiceState, Stack } from '../state.ts';
import { plural, tokens } from '../words.ts';
import { addStack, damageGate, enemyOf, highestTower, hurtHero, lowerTower } from './common.ts';

/** One activation: a stack of identical minions on a space (they act alike), or a boss. */
type Group = { stack: Stack; boss: null; e: Enemy } | { stack: null; boss: BossState; e: Enemy };

/**
 * The Enemy phase: every enemy activates once, fastest first, then hardest-hitting, then toughest (the seed's order;
 * nearest the gate first after that, so the order never depends on chance). Returns false when the gate fell.
 */
export function enemyPhase(s: DiceState, random: Random, ev: Events): void {
  const board = boardOf(s.map);
  const groups: Group[] = [
    ...s.minions.map((stack) => ({ stack, boss: null, e: enemyOf(stack.enemy) })),
    ...s.bosses.map((boss) => ({ stack: null, boss, e: enemyOf(boss.boss) })),
  ];
  const where = (g: Group) => (g.stack ? g.stack.space : g.boss.space);
  groups.sort((a, b) => b.e.movement - a.e.movement || b.e.damage - a.e.damage || b.e.health - a.e.health || board.toGate[where(a)] - board.toGate[where(b)]);
  // Activated minions land in a fresh list, so a stack that has acted is never activated again this phase.
  s.minions = [];
  const attacked = new Set<number>();
  for (const g of groups) {
    if (s.gate.length === 0) break;
    if (g.stack) activateMinions(s, board, g.stack, g.e, attacked, random, ev);
    else activateBoss(s, board, g.boss, g.e, attacked, random, ev);
  }
  if (s.gate.length === 0) return;
  bossesLowerTowers(s, board, ev);
}

function activateMinions(s: DiceState, board: Board, stack: Stack, e: Enemy, attacked: Set<number>, random: Random, ev: Events): void {
  let n = stack.count;
  const at = stack.space;
  // 1. An un-attacked hero on the same space is attacked, one token per hero (the Corrupt Dwarf never attacks heroes).
  // The seed lists this before the gate, so heroes at the gate shield it: one attack each a phase, the rest strike.
  if (!e.abilities.includes('no-hero-attack')) {
    for (let h = 0; h < s.heroes.length && n > 0; h++) {
      const hero = s.heroes[h];
      if (hero.space !== at || attacked.has(h)) continue;
      attacked.add(h);
      n--;
      addStack(s, e.id, at, 1);
      hurtHero(s, hero, e.damage, ev, `A ${e.name} on ${at}`);
    }
  }
  if (n === 0) return;
  // 2. At the gate: each token strikes a gate die and leaves the board.
  if (at === board.data.gate) {
    strikeGate(s, e, n, ev);
    return;
  }
  // 3. Otherwise they march toward the gate.
  const arrivals: [string, number][] = [];
  march(s, board, e, at, n, random, arrivals, ev);
  for (const [space, count] of arrivals) {
    addStack(s, e.id, space, count);
    ev?.push({ text: `${tokens(e.id, count)} ${count === 1 ? 'moves' : 'move'} from ${at} to ${space}.` });
    if (e.abilities.includes('sabotage')) for (let i = 0; i < count; i++) sabotage(s, board, space, e, ev);
  }
}

function activateBoss(s: DiceState, board: Board, boss: BossState, e: Enemy, attacked: Set<number>, random: Random, ev: Events): void {
  const at = boss.space;
  const h = s.heroes.findIndex((hero, i) => hero.space === at && !attacked.has(i));
  if (h >= 0) {
    attacked.add(h);
    hurtHero(s, s.heroes[h], e.damage, ev, e.name);
    return;
  }
  if (at === board.data.gate) {
    // "Discard the enemy token": a boss is a miniature, not a token, so it stays and strikes again each round.
    strikeGate(s, e, 1, ev, true);
    return;
  }
  const arrivals: [string, number][] = [];
  march(s, board, e, at, 1, random, arrivals, ev);
  boss.space = arrivals[0][0];
  ev?.push({ text: `${e.name} moves from ${at} to ${boss.space}.` });
}

function strikeGate(s: DiceState, e: Enemy, n: number, ev: Events, stays = false): void {
  let lost = 0;
  for (let i = 0; i < n && s.gate.length > 0; i++) lost += damageGate(s, e.damage);
  if (s.supply[e.id] !== undefined) s.supply[e.id] += n;
  ev?.push({
    text:
      `${n === 1 ? (content.bosses.includes(e) ? e.name : `The ${e.name}`) : tokens(e.id, n)} at the gate ${n === 1 ? 'strikes' : 'strike'} it for ${e.damage * n}${stays ? ' and stays' : ` and ${n === 1 ? 'is' : 'are'} discarded`}: gate dice ${s.gate.join(', ') || 'none'}` +
      `${lost ? ` (${plural(lost, 'die')} lost for good)` : ''}.`,
  });
}

/**
 * Moves `n` tokens of one enemy `movement` spaces toward the gate. A space linked to a Swordsmen tower takes 1 off the
 * movement once (never below 1). At a crossroads the group splits evenly each way; an odd group gets a spare token from
 * the box to even it out, and a boss (or an odd token when the box is empty) rolls a die: 1-3 the first way, 4-6 the
 * second.
 */
function march(s: DiceState, board: Board, e: Enemy, from: string, n: number, random: Random, out: [string, number][], ev: Events): void {
  const slow = (space: string) => board.linkedSites[space].some((site) => s.towers.some((t) => t.site === site && t.tower === 'swordsmen'));
  const { sides, firstWayUpTo } = content.rules.crossroadsRoll;
  const boss = content.bosses.some((b) => b.id === e.id);
  const go = (space: string, count: number, taken: number, budget: number, slowed: boolean): void => {
    while (taken < budget && space !== board.data.gate) {
      const next = board.next[space];
      if (next.length === 2) {
        let [a, b] = [Math.floor(count / 2), Math.floor(count / 2)];
        if (count % 2 === 1) {
          if (!boss && (s.supply[e.id] ?? 0) > 0) {
            s.supply[e.id]--;
            a++;
            b++;
            ev?.push({ text: `At the crossroads ${space} a spare ${e.name} is spawned to split the group evenly.` });
          } else {
            const roll = random.die(sides);
            if (roll <= firstWayUpTo) a++;
            else b++;
            ev?.push({ text: `At the crossroads ${space} ${boss ? e.name : `the odd ${e.name}`} rolls ${roll}: toward ${roll <= firstWayUpTo ? next[0] : next[1]}.` });
          }
        }
        if (a > 0) enter(next[0], a, taken, budget, slowed);
        if (b > 0) enter(next[1], b, taken, budget, slowed);
        return;
      }
      space = next[0];
      taken++;
      if (!slowed && slow(space)) {
        slowed = true;
        budget = Math.max(1, budget - 1);
      }
    }
    out.push([space, count]);
  };
  const enter = (space: string, count: number, taken: number, budget: number, slowed: boolean) => {
    if (!slowed && slow(space)) {
      slowed = true;
      budget = Math.max(1, budget - 1);
    }
    go(space, count, taken + 1, budget, slowed);
  };
  const slowedAtStart = slow(from);
  go(from, n, 0, slowedAtStart ? Math.max(1, e.movement - 1) : e.movement, slowedAtStart);
}

/** The Corrupt Dwarf: ending its activation on a space with a linked tower, it lowers one of them (the highest). */
function sabotage(s: DiceState, board: Board, space: string, e: Enemy, ev: Events): void {
  const site = highestTower(s, board.linkedSites[space]);
  if (site) lowerTower(s, site, ev, `A ${e.name} on ${space} sabotages`);
}

/** End of the Enemy phase: each boss lowers the towers beside its space that can target its type. */
function bossesLowerTowers(s: DiceState, board: Board, ev: Events): void {
  for (const b of s.bosses) {
    const e = enemyOf(b.boss);
    for (const site of board.sitesBeside[b.space].slice()) {
      const t = s.towers.find((x) => x.site === site);
      if (t && content.tower(t.tower).targets.includes(e.type)) lowerTower(s, site, ev, `${e.name} on ${b.space} overawes`);
    }
  }
}

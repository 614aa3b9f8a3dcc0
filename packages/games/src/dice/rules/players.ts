import type { Problem, Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { Events } from '../events.ts';
import { boardOf, walk, within } from '../map.ts';
import type { Move } from '../moves.ts';
import type { DiceState, HeroState } from '../state.ts';
import { article, cap, heroName, plural, tokens, towerName } from '../words.ts';
import { claimRewards, enemyOf, gainGold, gateRepairable, GOLD_CAP, repairGate } from './common.ts';
import { checkEnd } from './end.ts';
import { endPlayersPhase } from './round.ts';

const { limits, gateRepairCost } = content.rules;

/** The acting hero, or null when the game is over. */
export function actingHero(s: DiceState): HeroState | null {
  return s.current >= 0 ? s.heroes[s.current] : null;
}

/** What a tower type costs this hero to build or upgrade, after the hero's discounts (never below 1). */
export function costFor(hero: HeroState, tower: string, what: 'purchase' | 'upgrade'): number {
  return Math.max(1, content.tower(tower)[what] - (content.hero(hero.id).discounts[tower] ?? 0));
}

/** What raising a gate die costs this hero here, or null when it may not (Edward's ability works from anywhere). */
export function repairCost(s: DiceState, hero: HeroState): number | null {
  const own = content.hero(hero.id).gateRepair;
  const atGate = hero.space === boardOf(s.map).data.gate;
  const costs = [...(atGate ? [gateRepairCost] : []), ...(own !== null ? [own] : [])];
  return costs.length ? Math.min(...costs) : null;
}

/** Enemy ids (minions and bosses) on the hero's space that the hero can target. */
export function attackable(s: DiceState, hero: HeroState): string[] {
  if (!hero.space) return [];
  const targets = content.hero(hero.id).targets;
  const out: string[] = [];
  for (const m of s.minions) if (m.space === hero.space && m.count > 0 && targets.includes(enemyOf(m.enemy).type) && !out.includes(m.enemy)) out.push(m.enemy);
  for (const b of s.bosses) if (b.space === hero.space && targets.includes(enemyOf(b.boss).type) && !out.includes(b.boss)) out.push(b.boss);
  return out;
}

export function legalMoves(s: DiceState, seat: number): Move[] {
  const h = actingHero(s);
  if (!h || h.seat !== seat) return [];
  const board = boardOf(s.map);
  const moves: Move[] = [];
  if (h.space) {
    for (const site of board.sitesBeside[h.space]) {
      if (s.towers.some((t) => t.site === site)) continue;
      for (const t of content.towers) if (!buildProblem(s, h, site, t.id)) moves.push({ type: 'build', site, tower: t.id });
    }
  }
  for (const t of s.towers) if (!upgradeProblem(s, h, t.site)) moves.push({ type: 'upgrade', site: t.site });
  if (!repairProblem(s, h)) moves.push({ type: 'repair' });
  if (h.space) for (const site of board.sitesBeside[h.space]) if (!mountProblem(s, h, site)) moves.push({ type: 'mount', site });
  if (h.tower) for (const to of board.site[h.tower].adjacent) moves.push({ type: 'unmount', to });
  for (const enemy of attackable(s, h)) moves.push({ type: 'attack', enemy });
  if (h.space) for (const to of within(board, [h.space], content.hero(h.id).movement)) if (to !== h.space) moves.push({ type: 'move', to });
  moves.push({ type: 'rest' });
  return moves;
}

function buildProblem(s: DiceState, h: HeroState, site: string, tower: string): Problem | null {
  const board = boardOf(s.map);
  const kind = content.towers.find((t) => t.id === tower);
  if (!kind) return ['no-such-tower', `There is no tower called "${tower}": ${content.towers.map((t) => t.id).join(', ')}.`];
  if (!board.site[site]) return ['no-such-site', `There is no tower site ${site} on this map.`];
  if (s.towers.some((t) => t.site === site)) return ['site-taken', `Site ${site} already has a tower: upgrade it instead.`];
  if (!h.space || !board.site[site].adjacent.includes(h.space)) return ['not-beside-site', `${heroName(h.id)} must stand on a space beside ${site} (${board.site[site].adjacent.join(', ')}) to build there.`];
  if (s.towers.length >= limits.towerDice) return ['no-tower-dice', `All ${limits.towerDice} tower dice are in use: no more towers can be built.`];
  if (s.towers.filter((t) => t.tower === tower).length >= limits.towersPerType) return ['no-tower-left', `All ${limits.towersPerType} ${kind.name} miniatures are on the map.`];
  const cost = costFor(h, tower, 'purchase');
  if (s.gold < cost) return ['not-enough-gold', `${cap(article(kind.name))} costs ${heroName(h.id)} ${cost} gold and you have ${s.gold}.`];
  return null;
}

function upgradeProblem(s: DiceState, h: HeroState, site: string): Problem | null {
  const board = boardOf(s.map);
  const t = s.towers.find((x) => x.site === site);
  if (!t) return ['no-tower-there', `There is no tower on ${site} to upgrade.`];
  if (h.tower !== site && !(h.space && board.site[site].adjacent.includes(h.space))) return ['not-beside-tower', `${heroName(h.id)} must be in the tower on ${site} or on a space beside it (${board.site[site].adjacent.join(', ')}).`];
  if (t.level >= limits.maxLevel) return ['max-level', `The ${towerName(t.tower)} on ${site} is already at level ${limits.maxLevel}.`];
  const cost = costFor(h, t.tower, 'upgrade');
  if (s.gold < cost) return ['not-enough-gold', `Upgrading the ${towerName(t.tower)} costs ${heroName(h.id)} ${cost} gold and you have ${s.gold}.`];
  return null;
}

function repairProblem(s: DiceState, h: HeroState): Problem | null {
  const cost = repairCost(s, h);
  if (cost === null) return ['not-at-gate', `${heroName(h.id)} must stand on the gate to raise a gate die.`];
  if (!gateRepairable(s)) return ['gate-full', `Every gate die already shows ${limits.gateDieMax}; a lost die can never be restored.`];
  if (s.gold < cost) return ['not-enough-gold', `Raising a gate die costs ${heroName(h.id)} ${cost} gold and you have ${s.gold}.`];
  return null;
}

function mountProblem(s: DiceState, h: HeroState, site: string): Problem | null {
  const board = boardOf(s.map);
  if (!board.site[site]) return ['no-such-site', `There is no tower site ${site} on this map.`];
  if (!s.towers.some((t) => t.site === site)) return ['no-tower-there', `There is no tower on ${site} to mount.`];
  if (!h.space || !board.site[site].adjacent.includes(h.space)) return ['not-beside-tower', `${heroName(h.id)} must stand on a space beside ${site} (${board.site[site].adjacent.join(', ')}) to mount it.`];
  if (s.heroes.some((x) => x.tower === site)) return ['tower-manned', `Another hero already mans the tower on ${site}: only one hero may mount a tower.`];
  return null;
}

/** Why this well-shaped move may not be played now, or null. */
export function problem(s: DiceState, seat: number, move: Move): Problem | null {
  if (s.phase === 'over') return ['game-over', 'The game is over: no more moves can be made.'];
  const h = actingHero(s)!;
  if (seat !== h.seat) return ['not-your-turn', `It is ${heroName(h.id)}'s action, played by Player ${h.seat + 1}.`];
  const board = boardOf(s.map);
  switch (move.type) {
    case 'build':
      return buildProblem(s, h, move.site, move.tower);
    case 'upgrade':
      return upgradeProblem(s, h, move.site);
    case 'repair':
      return repairProblem(s, h);
    case 'mount':
      return mountProblem(s, h, move.site);
    case 'unmount':
      if (!h.tower) return ['not-mounted', `${heroName(h.id)} is not in a tower.`];
      if (!board.site[h.tower].adjacent.includes(move.to)) return ['not-beside-tower', `From the tower on ${h.tower} a hero steps down onto ${board.site[h.tower].adjacent.join(' or ')}.`];
      return null;
    case 'attack':
      if (!h.space) return ['mounted', `${heroName(h.id)} is in a tower: step down to attack an enemy on the path.`];
      if (!attackable(s, h).includes(move.enemy)) return ['no-target', `There is no enemy of that kind on ${h.space} that ${heroName(h.id)} can attack (${content.hero(h.id).targets.join(', ')} only).`];
      return null;
    case 'move': {
      if (!h.space) return ['mounted', `${heroName(h.id)} is in a tower: unmount to step onto the path.`];
      if (!board.next[move.to]) return ['no-such-space', `There is no space ${move.to} on this map.`];
      const route = walk(board, h.space, move.to, content.hero(h.id).movement);
      if (!route || route.length === 0) return ['too-far', `${heroName(h.id)} moves up to ${plural(content.hero(h.id).movement, 'space')} a turn and ${move.to} is not within reach.`];
      return null;
    }
    case 'rest':
      return null;
  }
}

/** Plays one hero action; when the last hero is done, the Tower phase and the next round follow. */
export function applyMove(s: DiceState, _seat: number, move: Move, random: Random, ev: Events): DiceState {
  const h = s.heroes[s.current];
  const name = heroName(h.id);
  const board = boardOf(s.map);
  switch (move.type) {
    case 'build': {
      const cost = costFor(h, move.tower, 'purchase');
      s.gold -= cost;
      s.towers.push({ site: move.site, tower: move.tower, level: 1 });
      ev?.push({ text: `${name} builds ${article(towerName(move.tower))} on ${move.site} for ${cost} gold (gold ${s.gold}).`, head: true });
      break;
    }
    case 'upgrade': {
      const t = s.towers.find((x) => x.site === move.site)!;
      const cost = costFor(h, t.tower, 'upgrade');
      s.gold -= cost;
      t.level++;
      ev?.push({ text: `${name} upgrades the ${towerName(t.tower)} on ${move.site} to level ${t.level} for ${cost} gold (gold ${s.gold}).`, head: true });
      break;
    }
    case 'repair': {
      const cost = repairCost(s, h)!;
      s.gold -= cost;
      repairGate(s);
      ev?.push({ text: `${name} raises a gate die for ${cost} gold: gate dice ${s.gate.join(', ')} (gold ${s.gold}).`, head: true });
      break;
    }
    case 'mount':
      h.space = null;
      h.tower = move.site;
      ev?.push({ text: `${name} mounts the ${towerName(s.towers.find((t) => t.site === move.site)!.tower)} on ${move.site}.`, head: true });
      claimRewards(s, h, null, ev);
      break;
    case 'unmount':
      ev?.push({ text: `${name} steps down from the tower on ${h.tower} onto ${move.to}.`, head: true });
      h.tower = null;
      h.space = move.to;
      claimRewards(s, h, move.to, ev);
      break;
    case 'attack':
      attack(s, h, move.enemy, random, ev);
      break;
    case 'move': {
      const route = walk(board, h.space!, move.to, content.hero(h.id).movement)!;
      ev?.push({ text: `${name} moves from ${h.space} to ${move.to}${route.length > 1 ? ` (via ${route.slice(0, -1).join(', ')})` : ''}.`, head: true });
      // Rewards are claimed even while passing.
      for (const space of route) claimRewards(s, h, space, ev);
      h.space = move.to;
      break;
    }
    case 'rest':
      ev?.push({ text: `${name} does nothing${h.actions < content.rules.actionsPerHero ? ' more' : ''} this phase.`, head: true });
      h.actions = 1;
      break;
  }
  h.actions--;
  if (checkEnd(s, ev)) return s;
  if (h.actions > 0) return s;
  const next = s.heroes.findIndex((x, i) => i > s.current && x.actions > 0);
  if (next >= 0) s.current = next;
  else endPlayersPhase(s, random, ev);
  return s;
}

/**
 * A hero's attack: one die (Glorbud two), each die that meets the enemy's health kills one of that kind on the
 * space; against a boss each 6 takes one health. The reward goes straight to the gold.
 */
function attack(s: DiceState, h: HeroState, enemy: string, random: Random, ev: Events): void {
  const e = enemyOf(enemy);
  const dice = Array.from({ length: content.hero(h.id).attackDice }, () => random.die(6));
  const boss = s.bosses.find((b) => b.boss === enemy && b.space === h.space);
  let kills = 0;
  let wounds = 0;
  let gained = 0;
  for (const d of dice) {
    if (boss) {
      if (d < content.rules.bossHarmedOn || boss.health <= 0) continue;
      wounds++;
      if (--boss.health === 0) {
        s.bosses.splice(s.bosses.indexOf(boss), 1);
        s.slain.push(enemy);
        h.bossesSlain = [...(h.bossesSlain ?? []), enemy];
        gained += e.reward;
      }
    } else {
      const m = s.minions.find((x) => x.enemy === enemy && x.space === h.space);
      if (!m || d < e.health) continue;
      m.count--;
      s.supply[enemy]++;
      kills++;
      gained += e.reward;
      if (m.count === 0) s.minions.splice(s.minions.indexOf(m), 1);
    }
  }
  if (kills) h.kills = (h.kills ?? 0) + kills;
  const lost = gainGold(s, gained);
  // The rest only words the log: skip it in fast playouts.
  if (!ev) return;
  const name = heroName(h.id);
  const rolled = dice.join(' and ');
  const result = boss
    ? wounds === 0
      ? 'no 6, no harm'
      : boss.health > 0
        ? `${e.name} loses ${wounds} health (${boss.health} left)`
        : `${e.name} is slain`
    : kills === 0
      ? `misses (needs ${e.health}+)`
      : `kills ${tokens(enemy, kills)}`;
  ev.push({
    text: `${name} attacks ${boss ? e.name : `the ${tokens(enemy, 2).replace(/^2 /, '')}`} on ${h.space}, rolls ${rolled}: ${result}${gained ? `, +${gained} gold (gold ${s.gold}${lost ? `, ${lost} over the cap of ${GOLD_CAP} lost` : ''})` : ''}.`,
    head: true,
  });
}

import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { Events } from '../events.ts';
import { boardOf, reachOf, type Board } from '../map.ts';
import type { DiceState, TowerState } from '../state.ts';
import { tokens } from '../words.ts';
import { claimAll, enemyOf, highestTower, lowerTower } from './common.ts';

/** The roll that harms a boss, read at call time (the lab may vary it). */
const six = (): number => content.rules.bossHarmedOn;

/** The spaces a built tower shoots at now (Mongo inside a Mage Tower widens its reach). */
export function towerReach(s: DiceState, board: Board, t: TowerState): string[] {
  const kind = content.tower(t.tower);
  const mongo = kind.id === 'mage' && s.heroes.some((h) => h.tower === t.site && content.hero(h.id).mageReach);
  return reachOf(board, t.site, mongo ? 'linked-and-adjacent' : kind.reach);
}

/** The Tower phase: each tower attacks once, in site order; then heroes in or beside a tower claim its rewards. */
export function towerPhase(s: DiceState, random: Random, ev: Events): void {
  const board = boardOf(s.map);
  const order = board.data.sites.map((x) => x.id);
  const towers = s.towers.slice().sort((a, b) => order.indexOf(a.site) - order.indexOf(b.site));
  for (const t of towers) {
    if (!s.towers.includes(t)) continue; // a misfire destroyed it this phase
    if (content.tower(t.tower).special === 'siege') trebuchet(s, board, t, random, ev);
    else volley(s, board, t, random, ev);
  }
  s.minions = s.minions.filter((m) => m.count > 0);
  claimAll(s, ev);
}

/** A target: one minion token (killed on a die of its health or more) or one health of a boss (a 6 each). */
interface Target {
  space: string;
  enemy: string;
  boss: boolean;
  need: number;
}

/**
 * A normal tower rolls one die per level (Bombers two) and every die that meets a target's health kills it. The
 * players would aim each die; to keep menus short the rules aim for them: targets nearest the gate first, the
 * toughest first on a space, and each target gets the smallest die that beats it.
 */
function volley(s: DiceState, board: Board, t: TowerState, random: Random, ev: Events): void {
  const kind = content.tower(t.tower);
  const targets: Target[] = [];
  for (const space of towerReach(s, board, t).slice().sort((a, b) => board.toGate[a] - board.toGate[b])) {
    for (const b of s.bosses) if (b.space === space && kind.targets.includes(enemyOf(b.boss).type)) for (let i = 0; i < b.health; i++) targets.push({ space, enemy: b.boss, boss: true, need: six() });
    const here = s.minions.filter((m) => m.space === space && m.count > 0 && kind.targets.includes(enemyOf(m.enemy).type));
    here.sort((a, b) => enemyOf(b.enemy).health - enemyOf(a.enemy).health);
    for (const m of here) for (let i = 0; i < m.count; i++) targets.push({ space, enemy: m.enemy, boss: false, need: enemyOf(m.enemy).health });
  }
  if (targets.length === 0) return;
  const n = t.level * (kind.special === 'double-dice' ? 2 : 1);
  const dice = Array.from({ length: n }, () => random.die(6)).sort((a, b) => a - b);
  const rolled = ev ? dice.join(', ') : '';
  const hits: Target[] = [];
  for (const target of targets) {
    const i = dice.findIndex((d) => d >= target.need);
    if (i < 0) continue;
    dice.splice(i, 1);
    hits.push(target);
  }
  const piled = hits.reduce((sum, h) => sum + strike(s, t.site, h.space, h.enemy, h.boss), 0);
  ev?.push({ text: `${kind.name} on ${t.site} (level ${t.level}) rolls ${rolled}: ${hits.length ? summary(hits) : 'no hit'}${piled ? `; ${piled} gold piled by ${t.site}` : ''}.` });
}

/**
 * The Trebuchet's own procedure on one space a round: the rules pick the space in reach with the most Ground enemies
 * (nearest the gate on ties). 1d6: on a 1 it hits the highest tower linked to that space instead (-1 level); else it
 * rolls half its level in dice (at least 1) and the highest die is a kill roll against every Ground enemy there.
 */
function trebuchet(s: DiceState, board: Board, t: TowerState, random: Random, ev: Events): void {
  let space: string | null = null;
  let most = 0;
  for (const sp of towerReach(s, board, t)) {
    const n = s.minions.reduce((sum, m) => sum + (m.space === sp && enemyOf(m.enemy).type === 'Ground' ? m.count : 0), 0) + s.bosses.filter((b) => b.space === sp && enemyOf(b.boss).type === 'Ground').length;
    if (n > most || (n === most && n > 0 && space !== null && board.toGate[sp] < board.toGate[space])) {
      most = n;
      space = sp;
    }
  }
  if (!space) return;
  const aim = random.die(6);
  if (aim === 1) {
    const hit = highestTower(s, board.linkedSites[space]);
    ev?.push({ text: `Trebuchet on ${t.site} aims at ${space} and rolls a 1: a misfire${hit ? '' : ', landing harmlessly'}.` });
    if (hit) lowerTower(s, hit, ev, `The Trebuchet's stone hits`);
    return;
  }
  const dice = Array.from({ length: Math.max(1, Math.floor(t.level / 2)) }, () => random.die(6));
  const best = Math.max(...dice);
  const hits: Target[] = [];
  for (const m of s.minions) {
    const e = enemyOf(m.enemy);
    if (m.space === space && e.type === 'Ground' && best >= e.health) for (let i = m.count; i > 0; i--) hits.push({ space, enemy: m.enemy, boss: false, need: e.health });
  }
  if (best >= six()) for (const b of s.bosses) if (b.space === space && enemyOf(b.boss).type === 'Ground') hits.push({ space, enemy: b.boss, boss: true, need: six() });
  const piled = hits.reduce((sum, h) => sum + strike(s, t.site, h.space, h.enemy, h.boss), 0);
  ev?.push({ text: `Trebuchet on ${t.site} (level ${t.level}) aims at ${space} (rolled ${aim}), strikes with ${dice.join(', ')}: best ${best}, ${hits.length ? summary(hits) : 'no kill'}${piled ? `; ${piled} gold piled by ${t.site}` : ''}.` });
}

/** Kills one minion token or takes one health off a boss; returns the reward piled by the tower's site. */
function strike(s: DiceState, site: string, space: string, enemy: string, boss: boolean): number {
  if (boss) {
    const b = s.bosses.find((x) => x.boss === enemy && x.space === space);
    if (!b) return 0;
    b.health--;
    if (b.health > 0) return 0;
    s.bosses.splice(s.bosses.indexOf(b), 1);
    s.slain.push(enemy);
  } else {
    const m = s.minions.find((x) => x.enemy === enemy && x.space === space && x.count > 0);
    if (!m) return 0;
    m.count--;
    s.supply[enemy]++;
  }
  const reward = enemyOf(enemy).reward;
  s.piles[site] = (s.piles[site] ?? 0) + reward;
  return reward;
}

function summary(hits: Target[]): string {
  const parts: string[] = [];
  const seen = new Map<string, number>();
  for (const h of hits) seen.set(`${h.enemy}@${h.space}@${h.boss}`, (seen.get(`${h.enemy}@${h.space}@${h.boss}`) ?? 0) + 1);
  for (const [key, n] of seen) {
    const [enemy, space, boss] = key.split('@');
    parts.push(boss === 'true' ? `${enemyOf(enemy).name} on ${space} loses ${n} health` : `kills ${tokens(enemy, n)} on ${space}`);
  }
  return parts.join(', ');
}

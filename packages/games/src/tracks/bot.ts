import { createRandom, type AnyGame, type Bot, type Seat } from '@ramparts/engine';
import { content } from './content/index.ts';
import type { TracksMove } from './moves.ts';
import { boostDamage, levelOf } from './rules/boost.ts';
import { damageAgainst, damageOf, targetHp, typeOfTower } from './rules/combat.ts';
import { valueOf } from './rules/credits.ts';
import { hasAbility, unitsLeft } from './rules/effects.ts';
import { distance, fieldOfState } from './rules/field.ts';
import { legalMoves } from './rules/legal.ts';
export { evaluate } from './evaluate.ts';
import { STACKS, type Stack, type Tower, type TracksState, type Wave } from './state.ts';
import { inReach, rangeOf } from './rules/combat.ts';
import { versusCard, versusContent } from './versus/index.ts';

const progressOf = (w: Wave) => (w.reverse ? 26 - w.pos : w.pos);
const PREFERRED = ['S', 'C', 'B', 'X'];

/** Where a drafted credit goes: enough in Build to keep building, then Boost, a little for Combine and Kill Bonus. */
function chooseTake(s: TracksState, seat: Seat, moves: TracksMove[]): TracksMove {
  const st = s.stacks[seat];
  const buildValue = st.build.reduce((a, c) => a + valueOf(c), 0);
  const hasCombine = s.towers.some((t) => t.owner === seat && t.card[0] === 'X');
  const want = (stack: Stack, credit: string): number => {
    switch (stack) {
      case 'build':
        return (buildValue < 3 ? 10 : buildValue < 6 ? 5 : 1) + (credit[0] === 'S' || credit[0] === 'C' ? 1 : 0) + (credit[1] !== '1' ? 2 : 0);
      case 'boost':
        return (st.boost.length < 2 ? 6 : 2) + (credit[0] === 'B' || credit[0] === 'S' ? 1 : 0);
      case 'combine':
        return hasCombine && st.combine.length < 1 ? 7 : 0;
      case 'bonus':
        return st.bonus.length < 2 && buildValue >= 3 ? 3 : 0;
    }
  };
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'take') continue;
    const score = want(m.stack, m.credit);
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

/**
 * How much a new tower of `card` on `cell` would cover: the track spaces within its reach (the later ones a little
 * more), less crowding beside other towers; a Combine tower counts the towers it could combine.
 */
export function coverOf(s: TracksState, f: ReturnType<typeof fieldOfState>, card: string, cell: number): number {
  const l = content.towers.get(card)!.levels[0];
  const reach = l.range ?? l.radius ?? 1;
  let cover = 0;
  if (card[0] === 'X') {
    for (const t of s.towers) if (t.card[0] !== 'X' && distance(f, cell, t.cell) <= reach) cover += 3;
    return cover;
  }
  for (const tr of ['A', 'B'] as const)
    for (let n = 1; n <= 25; n++) {
      const c = f.trackCell[tr][n];
      if (c >= 0 && distance(f, cell, c) <= reach) cover += 1 + n / 50;
    }
  for (const t of s.towers) if (distance(f, cell, t.cell) <= 1) cover -= 0.5;
  return cover;
}

/** A wave's urgency: the further along, the more units left, the more urgent. */
function urgency(w: Wave): number {
  return progressOf(w) * 10 + unitsLeft(w) * 3 + (hasAbility(w, 'menace') && !w.attacked ? 40 : 0);
}

type Energy = Extract<TracksMove, { type: 'energy' }>;
type Hinder = Extract<TracksMove, { type: 'hinder' }>;
type Modify = Extract<TracksMove, { type: 'modify' }>;

const onField = (w: Wave) => w.pos >= 1 && w.pos <= 25;
const buildValue = (s: TracksState, seat: Seat) => s.stacks[seat].build.reduce((a, c) => a + valueOf(c), 0);
const creditsOf = (s: TracksState, p: Seat) => STACKS.reduce((a, k) => a + s.stacks[p][k].reduce((b, c) => b + valueOf(c), 0), 0);

/** How far the session is: 0 at the start, 1 when every wave has been called. */
const lateness = (s: TracksState) => Math.min(1, s.called / Math.max(1, s.totalWaves));

/** The towers of `seat` that could defeat the visible unit of `w` now (ready unless `ready` is false, in reach, one shot deals its HP), with `extra` damage, range or HP. */
function killers(s: TracksState, seat: Seat, w: Wave, extra: { damage?: number; range?: number; hp?: number } = {}, ready = true) {
  return s.towers.filter((t) => {
    if (t.owner !== seat || (ready && t.depletion > 0) || typeOfTower(t) === 'combine') return false;
    if (!inReach(s, t.cell, rangeOf(s, t) + (extra.range ?? 0), w, false)) return false;
    return damageAgainst(w, false, typeOfTower(t), damageOf(s, t) + (extra.damage ?? 0)) >= targetHp(s, w, false, false) + (extra.hp ?? 0);
  });
}

/** What a tower is worth to its owner's score: the units on the field it could defeat now (0 when depleted). */
const threat = (s: TracksState, t: Tower) =>
  t.depletion > 0 ? 0 : s.waves.filter((w) => onField(w) && killers(s, t.owner, w).includes(t)).reduce((a, w) => a + 1 + unitsLeft(w) * 0.2, 0);

/** The score lead of the best rival over us (negative: we lead). */
function rivalLead(s: TracksState, seat: Seat): { rival: Seat; lead: number } {
  const score = s.versus!.score;
  let rival = seat === 0 ? 1 : 0;
  for (let p = 0; p < s.players; p++) if (p !== seat && score[p] > score[rival]) rival = p;
  return { rival, lead: score[rival] - score[seat] };
}

/**
 * Versus Sandbox: the Versus Energy worth playing now, each card valued in credits against doing nothing (never a
 * Universal credit: those build towers). Sabotage/Blackout only on a rival's ready tower that could score now (the
 * leading rival's strongest); Rush on our depleted tower when that readies a kill; Supply Drop/Windfall/Training
 * any time; Raid on the richest rival; Field Medic when lives run low.
 */
function chooseEnergy(s: TracksState, seat: Seat, moves: TracksMove[]): Energy | null {
  const plays = moves.filter((m): m is Energy => m.type === 'energy' && !m.universal);
  if (plays.length === 0) return null;
  const { rival } = rivalLead(s, seat);
  let best: Energy | null = null;
  let bestValue = 0.5;
  for (const m of plays) {
    const { kind, n } = versusCard(m.card)!.effect;
    const tower = m.target === undefined ? undefined : s.towers.find((t) => t.id === m.target);
    let value = 0;
    if (kind === 'energize' && tower) {
      const wins = s.waves.filter((w) => onField(w) && killers(s, seat, w, {}, false).includes(tower)).length;
      value = wins > 0 ? 3 + wins : 0;
    } else if (kind === 'credits') value = n;
    else if (kind === 'marker') value = 1.5;
    else if (kind === 'steal' && m.target !== undefined) value = creditsOf(s, m.target) >= 4 ? 1.5 + (m.target === rival ? 0.5 : 0) : 0;
    else if (kind === 'life') value = s.lives <= Math.max(2, s.startLives / 3) ? 4 : 0;
    else if (kind === 'deplete' && tower && !s.done[tower.owner]) value = threat(s, tower) * (tower.owner === rival ? 2 : 1.5) + (n > 1 ? 0.3 : 0);
    if (value > bestValue) {
      bestValue = value;
      best = m;
    }
  }
  return best;
}

/**
 * A Versus Wave Modifier before our kill on wave `w`: the placer scores the bounty for every unit of it they defeat.
 * Ironhide (+2 HP, cost 1) when our kill still kills through the 2 HP, else Bounty (cost 2) when Build can spare it.
 */
function chooseHinder(s: TracksState, seat: Seat, moves: TracksMove[], w: Wave, dmgOver: number): Hinder | null {
  const hinders = moves.filter((m): m is Hinder => m.type === 'hinder' && m.wave === w.id);
  if (hinders.length === 0 || unitsLeft(w) < 1) return null;
  const spare = buildValue(s, seat);
  const iron = hinders.find((m) => m.mod === 'ironhide');
  if (iron && dmgOver >= 2 && spare >= 1) return iron;
  const bounty = hinders.find((m) => m.mod === 'bounty');
  if (bounty && spare >= 2) return bounty;
  return null;
}

/** A Tower Modification that turns an attack of that tower into a kill now (Rifling +2 damage, Scope +1 Range). */
function chooseModify(s: TracksState, seat: Seat, moves: TracksMove[]): Modify | null {
  const mods = moves.filter((m): m is Modify => m.type === 'modify');
  if (mods.length === 0 || buildValue(s, seat) < 3) return null;
  let best: Modify | null = null;
  let bestValue = 0;
  for (const m of mods) {
    const t = s.towers.find((x) => x.id === m.tower)!;
    if (t.depletion > 0) continue;
    const mod = versusContent.towerMods.find((x) => x.id === m.mod)!;
    let value = 0;
    for (const w of s.waves) {
      if (!onField(w) || killers(s, seat, w).includes(t)) continue;
      if (killers(s, seat, w, { damage: mod.damage, range: mod.range }).includes(t)) value += 1 + unitsLeft(w) * 0.3;
    }
    value += damageOf(s, t) / 20 - mod.cost / 4;
    if (value > bestValue) {
      bestValue = value;
      best = m;
    }
  }
  return bestValue >= 1 ? best : null;
}

/** The value of one Versus Energy drawn now, in credits: the cards still to draw, each as it would be played. */
function drawValue(s: TracksState): number {
  const v = s.versus!;
  const pile = v.draw.length ? v.draw : v.discard;
  if (pile.length === 0) return 0;
  const late = lateness(s);
  const worth = (id: string) => {
    const { kind, n } = versusCard(id)!.effect;
    switch (kind) {
      case 'credits':
        return n * (1 - late * 0.5);
      case 'marker':
        return 1;
      case 'steal':
        return 1.5;
      case 'life':
        return s.lives <= s.startLives / 2 ? 2 : 0.5;
      case 'deplete':
        return 1 + n * 0.5;
      case 'energize':
        return 1.5;
    }
  };
  return pile.reduce((a, id) => a + worth(id), 0) / pile.length;
}

/**
 * Versus Sandbox draft: draw a Versus Energy instead of an offered credit when the credit given up is worth less
 * than the card: the least wanted credit, a low Mk I, late in the session or with full Stacks.
 */
function chooseVersusDraw(s: TracksState, seat: Seat, moves: TracksMove[]): TracksMove | null {
  const draws = moves.filter((m): m is Extract<TracksMove, { type: 'versus' }> => m.type === 'versus');
  if (draws.length === 0 || s.versus!.stacks[seat].length >= 2) return null;
  const bv = buildValue(s, seat);
  if (bv < 3) return null;
  const late = lateness(s);
  // Early credits grow into towers that score all session (measured: a draw in the first half costs far more than a
  // credit's worth), so draw only in the second half, when a credit has little time left to pay off.
  if (late < 0.6) return null;
  // The cheapest credit on offer, worth its value, less when Build is full and late in the session.
  let give = draws[0];
  for (const m of draws) if (valueOf(m.credit) < valueOf(give.credit)) give = m;
  const credit = valueOf(give.credit) * (1 - late * 0.6) * (bv >= 8 ? 0.6 : bv >= 5 ? 0.8 : 1) + (s.offer.length > 1 ? 0.3 : 0);
  return drawValue(s) > credit ? give : null;
}

type Restore = Extract<TracksMove, { type: 'restore' }>;

/**
 * A restored track goes where the most towers reach it (the Mender lets players "Place those 3 Track in any place
 * on the Playing Field"; waves still walk it in number order): the track the waves reach next first, and its own
 * space when nothing reaches better.
 */
function chooseRestore(s: TracksState, moves: TracksMove[]): TracksMove {
  const f = fieldOfState(s);
  const reachers = s.towers.filter((t) => typeOfTower(t) !== 'combine').map((t) => ({ cell: t.cell, range: rangeOf(s, t) }));
  // How soon a wave walks onto the track: the nearest wave behind it on its track (0 when none is coming).
  const soon = (track: string) => {
    const n = Number(track.slice(1));
    let best = 0;
    for (const w of s.waves) {
      if (w.track !== track[0]) continue;
      const ahead = w.reverse ? w.pos - n : n - w.pos;
      if (ahead > 0) best = Math.max(best, 1 / ahead);
    }
    return best;
  };
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves as Restore[]) {
    if (m.cell === undefined) return m; // version 1 records: back to its own space
    let cover = 0;
    for (const r of reachers) if (distance(f, r.cell, m.cell) <= r.range) cover++;
    const own = f.trackCell[m.track[0] as 'A' | 'B'][Number(m.track.slice(1))] === m.cell ? 0.5 : 0;
    const score = cover * (1 + soon(m.track)) + own;
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

function chooseAction(s: TracksState, seat: Seat, moves: TracksMove[], pick: <T>(xs: T[]) => T, useEnergy: boolean): TracksMove {
  const find = (pred: (m: TracksMove) => boolean) => moves.filter(pred);
  const complete = find((m) => m.type === 'complete' && m.stack === 'build');
  if (complete.length) return complete[0];
  if (s.window?.seat === seat) {
    const cheap = find((m) => m.type === 'bonus' && m.stack === 'build' && (m.card === 'S3' || m.card === 'S2' || m.card === 'C2'));
    if (cheap.length) return cheap[0];
  }

  // Kills first, the most urgent wave first; unit kills before modifier kills.
  let bestKill: TracksMove | null = null;
  let bestScore = -Infinity;
  let bestOver = 0;
  for (const m of moves) {
    if (m.type !== 'attack' && m.type !== 'combine') continue;
    const w = s.waves.find((x) => x.id === m.wave)!;
    const modifier = m.modifier === true;
    const dmg =
      m.type === 'attack'
        ? damageAgainst(w, modifier, typeOfTower(s.towers.find((t) => t.id === m.tower)!), damageOf(s, s.towers.find((t) => t.id === m.tower)!))
        : damageAgainst(w, modifier, 'combine', m.with.reduce((a, id) => a + damageOf(s, s.towers.find((t) => t.id === id)!), 0) + (levelOf(s.towers.find((t) => t.id === m.tower)!.card, 1).combineBonus ?? 0));
    const ignore = m.type === 'attack' && m.ignore === true;
    const hp = targetHp(s, w, modifier, ignore);
    if (dmg < hp) continue;
    let score = urgency(w) - (modifier ? 25 : 0) - (ignore ? (hasAbility(w, 'brute') ? 60 : 8) : 0) - (m.type === 'combine' ? 5 : 0) - (dmg - hp) * 0.5;
    if (s.discarded.length >= s.maxDiscarded && ignore && hasAbility(w, 'brute')) score -= 1000;
    if (score > bestScore) {
      bestScore = score;
      bestKill = m;
      bestOver = modifier || ignore ? -1 : dmg - hp;
    }
  }
  if (bestKill && bestScore > -500) {
    if (useEnergy && s.versus && bestOver >= 0 && bestKill.type === 'attack') {
      const hinder = chooseHinder(s, seat, moves, s.waves.find((x) => x.id === (bestKill as { wave: number }).wave)!, bestOver);
      if (hinder) return hinder;
    }
    return bestKill;
  }

  // A boost that turns an attack into a kill (on one of our towers).
  const st = s.stacks[seat];
  if (st.boost.length) {
    let bestBoost: TracksMove | null = null;
    let bestGap = Infinity;
    for (const m of moves) {
      if (m.type !== 'boost') continue;
      const t = s.towers.find((x) => x.id === m.tower)!;
      if (t.owner !== seat) continue;
      const type = typeOfTower(t);
      const l = levelOf(t.card, t.level);
      const range = l.range ?? 0;
      const f = fieldOfState(s);
      const now = damageOf(s, t);
      const all = boostDamage(type, l.multiplier ?? 1, [...t.boost, ...st.boost]) - boostDamage(type, l.multiplier ?? 1, t.boost);
      for (const w of s.waves) {
        if (w.pos < 1 || w.pos > 25) continue;
        const at = f.trackCell[w.track][w.pos];
        if (distance(f, t.cell, at) > range) continue;
        const hp = targetHp(s, w, false, false);
        const gap = hp - damageAgainst(w, false, type, now);
        if (gap > 0 && gap <= all && gap < bestGap) {
          bestGap = gap;
          bestBoost = m;
        }
      }
    }
    if (bestBoost) {
      // Of the cards, the one that adds the most to this tower.
      const t = s.towers.find((x) => x.id === (bestBoost as { tower: number }).tower)!;
      const l = levelOf(t.card, t.level);
      const options = moves.filter((m): m is Extract<TracksMove, { type: 'boost' }> => m.type === 'boost' && m.tower === t.id);
      options.sort((a, b) => boostDamage(typeOfTower(t), l.multiplier ?? 1, [...t.boost, b.credit]) - boostDamage(typeOfTower(t), l.multiplier ?? 1, [...t.boost, a.credit]));
      return options[0];
    }
  }

  // Menace units must be attacked by someone, even without a kill.
  const menace = find((m) => m.type === 'attack' && !m.modifier && !m.ignore && (() => {
    const w = s.waves.find((x) => x.id === (m as { wave: number }).wave)!;
    return hasAbility(w, 'menace') && !w.attacked;
  })());
  if (menace.length) return menace[0];

  if (useEnergy && s.versus) {
    const play = chooseEnergy(s, seat, moves) ?? chooseModify(s, seat, moves);
    if (play) return play;
  }

  // Build where the tower reaches the most track.
  const builds = moves.filter((m): m is Extract<TracksMove, { type: 'build' }> => m.type === 'build');
  if (builds.length) {
    const f = fieldOfState(s);
    const cards = [...new Set(builds.map((b) => b.card))].sort((a, b) => Number(b[1]) - Number(a[1]) || PREFERRED.indexOf(a[0]) - PREFERRED.indexOf(b[0]));
    const combineOk = s.towers.filter((t) => t.owner === seat && t.card[0] !== 'X').length >= 2;
    const card = cards.find((c) => c[0] !== 'X' || combineOk) ?? cards[0];
    let bestCell = -1;
    let bestCover = -Infinity;
    for (const b of builds) {
      if (b.card !== card) continue;
      const cover = coverOf(s, f, card, b.cell) + pick([0, 0.01, 0.02]);
      if (cover > bestCover) {
        bestCover = cover;
        bestCell = b.cell;
      }
    }
    if (bestCover > 2) return builds.find((b) => b.card === card && b.cell === bestCell)!;
  }
  const upgrades = find((m) => m.type === 'upgrade');
  if (upgrades.length) return upgrades[0];
  const bonus = find((m) => m.type === 'bonus' && m.stack === 'build' && m.card[0] === 'S');
  if (bonus.length) return bonus[0];
  const skills = find((m) => m.type === 'skill');
  const good = skills.filter((m) => m.type === 'skill' && ['damage', 'range', 'lives', 'draw', 'match-bonus', 'build-discount'].includes(content.skills.get(m.skill)!.effect.kind));
  if (good.length) return good[0];
  return moves.find((m) => m.type === 'done') ?? moves[0];
}

/**
 * A bot that drafts toward building, builds where towers reach the most track, boosts into kills and attacks to
 * kill; in Versus Sandbox (`useEnergy`; `heuristic-plain` never does) it also bets on its own kills with Versus Wave
 * Modifiers, modifies a tower when that makes a kill, plays Versus Energy where it pays and draws it only late.
 */
export function heuristicBot(seed: string, useEnergy = true): Bot {
  const random = createRandom(seed);
  return {
    name: useEnergy ? 'heuristic' : 'heuristic-plain',
    chooseMove(_game: AnyGame, state: unknown, seat: Seat): unknown {
      const s = state as TracksState;
      return heuristicMove(s, seat, legalMoves(s, seat), (xs) => xs[random.int(xs.length)], useEnergy);
    },
  };
}

/**
 * The heuristic bot's move among `moves` (the seat's legal moves, never empty); `pick` breaks its ties between
 * equally good build spaces (the bot picks at random, the guided search takes the first).
 */
export function heuristicMove(s: TracksState, seat: Seat, moves: TracksMove[], pick: <T>(xs: T[]) => T, useEnergy = true): TracksMove {
  if (moves.length <= 1) return moves[0];
  if (moves[0].type === 'take') return (useEnergy && s.versus && chooseVersusDraw(s, seat, moves)) || chooseTake(s, seat, moves);
  if (moves[0].type === 'restore') return chooseRestore(s, moves);
  return chooseAction(s, seat, moves, pick, useEnergy);
}

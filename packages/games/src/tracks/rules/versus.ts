import type { Random, Seat } from '@ramparts/engine';
import type { TracksMove } from '../moves.ts';
import { STACKS, type Credit, type Events, type TracksState, type VersusState } from '../state.ts';
import { versusCard, versusContent } from '../versus/index.ts';
import { bandsMet } from '../campaign/index.ts';
import { discardCard } from './credits.ts';
import { drawFor } from './economy.ts';
import { towerWords } from './combat.ts';

/** 3.A.XIII: the Versus Draw pile of the players' chosen Versus Energy (8 each), a Versus Stack per player. */
export function versusSetup(players: number, picks: string[][] | undefined): VersusState {
  const chosen = picks ?? Array.from({ length: players }, () => versusContent.defaultPick);
  const draw = chosen.flat();
  return { draw, discard: [], stacks: Array.from({ length: players }, () => []), drew: Array<number>(players).fill(-1), score: Array<number>(players).fill(0), selection: [...new Set(draw)].sort(), hexes: Array<number>(players).fill(versusContent.lHexes) };
}

/**
 * Phase 5: instead of one of the credits it would receive, the drafter may draw one Versus Energy (at most one
 * per Phase 5; never in the starting credits of 4.E, never for an action: README "Versus Sandbox").
 */
export function versusDraws(s: TracksState, seat: Seat, offered: Credit[]): TracksMove[] {
  const v = s.versus;
  if (!v || s.turn === 0 || v.drew[seat] === s.turn || v.draw.length + v.discard.length === 0) return [];
  return offered.map((credit): TracksMove => ({ type: 'versus', credit }));
}

/** Draws one Versus Energy (3.A.XIV: an empty draw pile is refilled from the discard). */
function drawVersus(v: VersusState, random: Random): string | null {
  if (v.draw.length === 0) v.draw = v.discard.splice(0);
  if (v.draw.length === 0) return null;
  return v.draw.splice(random.int(v.draw.length), 1)[0];
}

/** The `versus` draft pick: the offered credit goes to the Mk I Discard, a Versus Energy to the Versus Stack. */
export function takeVersus(s: TracksState, seat: Seat, credit: Credit, random: Random, ev: Events): void {
  const v = s.versus!;
  s.offer.splice(s.offer.indexOf(credit), 1);
  discardCard(s, credit);
  const card = drawVersus(v, random);
  v.drew[seat] = s.turn;
  if (card) v.stacks[seat].push(card);
  ev?.push(`Player ${seat + 1} draws the Versus Energy ${card ? versusCard(card)!.name : '(none left)'} instead of ${credit}.`);
}

const universalStack = (s: TracksState, seat: Seat) => STACKS.find((k) => s.stacks[seat][k].includes('U2'));

/** Phase 6: the Versus Energy a seat may play, from its Versus Stack or (as any chosen card) by spending a Universal credit. */
export function energyMoves(s: TracksState, seat: Seat): TracksMove[] {
  const v = s.versus;
  if (!v) return [];
  const out: TracksMove[] = [];
  const own = [...new Set(v.stacks[seat])].sort();
  const universal = universalStack(s, seat) !== undefined;
  const add = (card: string, target: number | undefined) => {
    const base: TracksMove = target === undefined ? { type: 'energy', card } : { type: 'energy', card, target };
    if (own.includes(card)) out.push(base);
    if (universal) out.push({ ...base, universal: true });
  };
  for (const card of universal ? v.selection : own) {
    const e = versusCard(card)!.effect;
    if (e.kind === 'deplete') {
      for (const t of s.towers) if (t.owner !== seat) add(card, t.id);
    } else if (e.kind === 'energize') {
      for (const t of s.towers) if (t.owner === seat && t.depletion > 0) add(card, t.id);
    } else if (e.kind === 'steal') {
      for (let p = 0; p < s.players; p++) if (p !== seat && STACKS.some((k) => s.stacks[p][k].length > 0)) add(card, p);
    } else add(card, undefined);
  }
  return out;
}

/** Plays a Versus Energy (the move is legal: `energyMoves`). */
export function playEnergy(s: TracksState, seat: Seat, m: Extract<TracksMove, { type: 'energy' }>, random: Random, ev: Events): void {
  const v = s.versus!;
  const card = versusCard(m.card)!;
  if (m.universal) {
    const k = universalStack(s, seat)!;
    s.stacks[seat][k].splice(s.stacks[seat][k].indexOf('U2'), 1); // the Game Condition goes to the box (6.H)
  } else {
    v.stacks[seat].splice(v.stacks[seat].indexOf(m.card), 1);
    v.discard.push(m.card);
  }
  ev?.push(`Player ${seat + 1} plays ${card.name}${m.universal ? ' (with 2 Universal credits)' : ''}: ${card.text}`);
  const { kind, n } = card.effect;
  if (kind === 'deplete' || kind === 'energize') {
    const t = s.towers.find((x) => x.id === m.target)!;
    t.depletion = kind === 'deplete' ? t.depletion + n : 0;
    ev?.push(`${towerWords(t)} now has Depletion ${t.depletion}.`);
  } else if (kind === 'credits') drawFor(s, seat, n, random, ev);
  else if (kind === 'steal') {
    const from = m.target!;
    const cards = STACKS.flatMap((k) => s.stacks[from][k].map((c, i) => ({ k, i, c })));
    const got = cards[random.int(cards.length)];
    s.stacks[from][got.k].splice(got.i, 1);
    if (s.pending) s.pending.credits.push(got.c);
    else s.pending = { seat, credits: [got.c] };
    ev?.push(`Player ${seat + 1} takes ${got.c} from Player ${from + 1}'s ${got.k} stack, to place on their Stacks.`);
  } else if (kind === 'marker') s.markers[seat] += n;
  else {
    s.lives += n;
    ev?.push(`${n} ${n === 1 ? 'life' : 'lives'} gained: ${s.lives}.`);
  }
}

/** Why an energy move is not legal (the move is not in `energyMoves`). */
export function energyProblem(s: TracksState, seat: Seat, m: Extract<TracksMove, { type: 'energy' }>): [string, string] {
  if (!s.versus) return ['not-versus', 'Versus Energy is played only in Versus Sandbox.'];
  const card = versusCard(m.card);
  if (!card || !s.versus.selection.includes(m.card)) return ['no-such-energy', `There is no Versus Energy ${m.card} in this session.`];
  if (m.universal ? universalStack(s, seat) === undefined : !s.versus.stacks[seat].includes(m.card)) {
    return ['not-in-versus-stack', m.universal ? 'You hold no Universal credit to play as Versus Energy.' : `There is no ${card.name} in your Versus Stack.`];
  }
  return ['bad-target', `${card.name}: ${card.text} That target does not fit.`];
}

/**
 * Versus Mode experience (1.C): if at least one player survives (the session is won: lives and track are shared,
 * so all survive or none), everyone earns `perBand` EXP per band of lives met, and the best performer(s) `bestBonus` more.
 */
export function versusExp(victory: boolean, lives: number, score: number[]): number[] {
  if (!victory) return score.map(() => 0);
  const base = bandsMet(lives).length * versusContent.exp.perBand;
  const best = Math.max(...score);
  return score.map((x) => base + (x === best ? versusContent.exp.bestBonus : 0));
}

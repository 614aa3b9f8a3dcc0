import type { Random } from '@ramparts/engine';
import { content } from './content/index.ts';
import { GOLD_CAP } from './rules/common.ts';
import type { BossState, Card, DiceState, Face, HeroState, Stack, TowerState } from './state.ts';
import { faceName } from './words.ts';

/** A remaining wave of the deck: its back, and its cards in order when the scenario prints the order, else sorted. */
export interface WaveView {
  back: string;
  shuffled: boolean;
  cards: Face[];
}

/**
 * What everyone sees: the whole board (the game has no secrets between players) and the event deck as a player
 * sees it on the table: its size, the back of the next card, and what the scenario says is left in each wave.
 */
export interface DiceView {
  scenario: { id: string; name: string; objective: string };
  map: string;
  players: number;
  difficulty: DiceState['difficulty'];
  round: number;
  phase: DiceState['phase'];
  result: DiceState['result'];
  heroes: HeroState[];
  /** The acting hero (index into heroes), -1 when over. */
  current: number;
  gold: number;
  goldCap: number;
  gate: number[];
  towers: TowerState[];
  piles: Record<string, number>;
  minions: Stack[];
  bosses: BossState[];
  supply: Record<string, number>;
  deck: { size: number; next: string | null; waves: WaveView[] };
  /** Drawn cards, first drawn first, by name ("card-3": the card's id). */
  discard: { card: string; back: string; face: Face; name: string }[];
  waiting: boolean;
  slain: string[];
  wounded: boolean;
}

const shuffledBack = (scenario: string, back: string) => content.scenario(scenario).waves.find((w) => w.back === back)?.shuffle ?? true;

export function objectiveWords(scenario: string): string {
  const o = content.scenario(scenario).objective;
  const base = o.win === 'defeat-all' ? 'Defeat all enemies' : o.win === 'survive' ? `Survive ${o.events} event cards` : `Slay ${content.enemy(o.boss).name} by the end of round ${o.byRound}`;
  return o.protect ? `${base}, and never let a hero be severely wounded` : base;
}

export function viewOf(s: DiceState): DiceView {
  const waves: WaveView[] = [];
  for (const c of s.deck) {
    let w = waves[waves.length - 1];
    if (!w || w.back !== c.back) waves.push((w = { back: c.back, shuffled: shuffledBack(s.scenario, c.back), cards: [] }));
    w.cards.push({ ...c.face });
  }
  // A shuffled wave's order is unknown to everyone: show its cards sorted.
  for (const w of waves) if (w.shuffled) w.cards.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return {
    scenario: { id: s.scenario, name: content.scenario(s.scenario).name, objective: objectiveWords(s.scenario) },
    map: s.map,
    players: s.players,
    difficulty: s.difficulty,
    round: s.round,
    phase: s.phase,
    result: s.result && { ...s.result },
    heroes: s.heroes.map((h) => ({ ...h })),
    current: s.current,
    gold: s.gold,
    goldCap: GOLD_CAP,
    gate: s.gate.slice(),
    towers: s.towers.map((t) => ({ ...t })),
    piles: { ...s.piles },
    minions: s.minions.map((m) => ({ ...m })),
    bosses: s.bosses.map((b) => ({ ...b })),
    supply: { ...s.supply },
    deck: { size: s.deck.length, next: s.deck[0]?.back ?? null, waves },
    discard: s.discard.map((c) => ({ card: `card-${c.id}`, back: c.back, face: { ...c.face }, name: faceName(c.face, s.scenario) })),
    waiting: s.waiting,
    slain: s.slain.slice(),
    wounded: s.wounded,
  };
}

/** A Wait card holds the draw now: never once the game is over (a finished board gives no instruction). */
export const waitInForce = (v: Pick<DiceView, 'waiting' | 'result'>): boolean => v.waiting && !v.result;

/** A full state consistent with the view: the deck's waves in order, each shuffled wave in a random order. */
export function determinize(v: DiceView, _seat: number, random: Random): DiceState {
  const used = v.discard.map((d) => Number(d.card.slice(5)));
  let id = Math.max(0, ...used);
  const deck: Card[] = [];
  for (const w of v.deck.waves) for (const face of w.shuffled ? random.shuffle(w.cards) : w.cards) deck.push({ id: ++id, back: w.back, face: { ...face } });
  return {
    scenario: v.scenario.id,
    map: v.map,
    players: v.players,
    difficulty: v.difficulty,
    round: v.round,
    phase: v.phase,
    result: v.result && { ...v.result },
    heroes: v.heroes.map((h) => ({ ...h })),
    current: v.current,
    gold: v.gold,
    gate: v.gate.slice(),
    towers: v.towers.map((t) => ({ ...t })),
    piles: { ...v.piles },
    minions: v.minions.map((m) => ({ ...m })),
    bosses: v.bosses.map((b) => ({ ...b })),
    supply: { ...v.supply },
    deck,
    discard: v.discard.map((d) => ({ id: Number(d.card.slice(5)), back: d.back, face: { ...d.face } })),
    waiting: v.waiting,
    slain: v.slain.slice(),
    wounded: v.wounded,
  };
}

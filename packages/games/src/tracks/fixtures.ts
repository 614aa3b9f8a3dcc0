import { createRandom, RuleError, type Random } from '@ramparts/engine';
import { content } from './content/index.ts';
import { fieldOf } from './rules/field.ts';
import type { TracksMove } from './moves.ts';
import { applyMove } from './rules/apply.ts';
import { problem } from './rules/legal.ts';
import { optionsSchema, setup } from './rules/setup.ts';
import { cloneState, type Stack, type Tower, type TracksState, type Wave } from './state.ts';

/** A space of the Meadow by name: column letter and row number ("e3"). */
export function cell(s: TracksState, name: string): number {
  const f = fieldOf(s.layout.rows);
  return (Number(name.slice(1)) - 1) * f.cols + (name.charCodeAt(0) - 97);
}

export interface TableSpec {
  players?: number;
  options?: Record<string, unknown>;
  towers?: { card: string; at: string; owner?: number; level?: number; depletion?: number; charge?: number }[];
  waves?: { card: string; pos: number; number?: number; unit?: number; modifier?: string | null; reverse?: boolean }[];
  stacks?: Partial<Record<Stack, string[]>>[];
  discarded?: string[];
  conditions?: string[];
  queue?: string[][];
  lives?: number;
}

/** A Phase 6 position on the Meadow (Level 1, Mode 1) with exactly the towers, waves and stacks given. */
export function table(spec: TableSpec = {}): TracksState {
  const players = spec.players ?? 2;
  const s = setup(players, optionsSchema.parse(spec.options ?? {}), createRandom('fixture'));
  // Rule tests read the rulebook's income (4), not the default preset's (Level 1 says 5 for one player).
  if (spec.options?.income === undefined) s.income = content.rules.incomeCredits;
  s.phase = 'act';
  s.offer = [];
  s.turn = 2;
  s.tracker = 3;
  s.called = 1;
  s.stacks = Array.from({ length: players }, (_, i) => ({ build: [], boost: [], combine: [], bonus: [], ...(spec.stacks?.[i] ?? {}) }));
  let id = 1;
  s.towers = (spec.towers ?? []).map(
    (t): Tower => ({ id: id++, card: t.card, owner: t.owner ?? 0, level: t.level ?? 1, cell: cell(s, t.at), depletion: t.depletion ?? 0, boost: [], charge: t.charge ?? 0 }),
  );
  s.waves = (spec.waves ?? []).map((w): Wave => {
    const wc = content.waves.get(w.card)!;
    return { id: id++, card: w.card, number: w.number ?? 1, track: wc.track, pos: w.pos, reverse: w.reverse ?? wc.reverse === true, unit: w.unit ?? 0, modifier: w.modifier ?? null, attacked: false, travelled: 0 };
  });
  s.nextId = id;
  s.discarded = spec.discarded ?? [];
  s.conditions = spec.conditions ?? [];
  if (spec.queue) s.queue = spec.queue;
  if (spec.lives !== undefined) s.lives = spec.lives;
  return s;
}

/** The first wave whose first unit matches, for examples that need a unit of a given kind. */
export function findWave(pred: (w: (typeof content.waveList)[number]) => boolean): string {
  const w = content.waveList.find(pred);
  if (!w) throw new Error('no such wave in the content');
  return w.id;
}

/** Plays a legal move (a RuleError otherwise) and returns the new state with the lines the rules noted (their events). */
export function noting(s: TracksState, seat: number, m: TracksMove, random: Random = createRandom('noting')): { state: TracksState; events: string[] } {
  const p = problem(s, seat, m);
  if (p) throw new RuleError(p[0], p[1]);
  const events: string[] = [];
  return { state: applyMove(cloneState(s), seat, m, random, events), events };
}

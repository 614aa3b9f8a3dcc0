/**
 * A tiny game and bots for the lab's tests, so they do not wait on the real games.
 * "Sprint": seats take turns; a turn is `step` (1 square, may be taken twice), `roll` (a die of `die.sides` squares,
 * ends the turn) or `rest` (ends the turn). First to `track.length` wins. Solo (`mode: solo`) is co-operative in
 * spirit: reach the end within `turns` turns or the clock (the automaton) wins. It has figures, `evaluate`, a
 * difficulty ladder and content the lab may vary (`sprint.json`). This module is both the registry and the bots
 * module worker threads import (`modules`).
 */
import { z } from 'zod';
import { createBot as engineBot, createRandom, defineRules, RuleError, type AnyGame, type Game, type Seat } from '@ramparts/engine';
import type { LabBot, LabKit } from '../kit.ts';

interface SprintState {
  solo: boolean;
  turnsLeft: number;
  pos: number[];
  seat: Seat;
  steps: number;
  winner: Seat | null;
  clockWon: boolean;
  over: boolean;
}
type SprintMove = { type: 'step' } | { type: 'roll' } | 'rest';

/** The content the lab varies: read at call time, so a patch is seen. */
export const sprintContent = { 'sprint.json': { track: { length: 12 }, die: { sides: 3 } } };
const contentSchema = z.strictObject({ track: z.strictObject({ length: z.number().int().min(2) }), die: z.strictObject({ sides: z.number().int().min(1) }) });

const optionsSchema = z.object({ mode: z.enum(['race', 'solo']).default('race'), turns: z.number().int().min(1).default(8) });
type SprintOptions = z.infer<typeof optionsSchema>;
const moveSchema = z.union([z.object({ type: z.enum(['step', 'roll']) }), z.literal('rest')]);

const file = () => sprintContent['sprint.json'];

function endTurn(s: SprintState): void {
  s.steps = 0;
  s.seat = (s.seat + 1) % s.pos.length;
  if (s.solo && --s.turnsLeft <= 0 && !s.over) {
    s.over = true;
    s.clockWon = true;
  }
}

function arrive(s: SprintState, seat: Seat): void {
  if (s.pos[seat] >= file().track.length) {
    s.winner = seat;
    s.over = true;
  }
}

const rules = defineRules<SprintState, SprintMove, never>({
  moveSchema,
  problem: (s, seat) => (s.over ? ['game-over', 'The sprint is over.'] : seat !== s.seat ? ['not-your-turn', 'Not your turn.'] : null),
  clone: (s) => ({ ...s, pos: s.pos.slice() }),
  apply(s, seat, move, random) {
    if (move === 'rest') endTurn(s);
    else if (move.type === 'step') {
      s.pos[seat]++;
      s.steps++;
      arrive(s, seat);
      if (!s.over && s.steps >= 2) endTurn(s);
    } else {
      s.pos[seat] += random.int(file().die.sides) + 1;
      arrive(s, seat);
      if (!s.over) endTurn(s);
    }
    return s;
  },
  words: () => [],
  legalMoves: (s, seat) => (s.over || seat !== s.seat ? [] : [{ type: 'step' }, { type: 'roll' }, 'rest']),
});

export const sprint: Game<SprintState, SprintMove, SprintOptions, SprintState> = {
  id: 'sprint',
  title: 'Sprint',
  version: '1',
  kind: { turns: 'strict', chance: true, information: 'perfect', play: 'competitive', players: { min: 1, max: 4 } },
  options: optionsSchema,
  moveSchema,
  playerCounts: (o) => (o.mode === 'solo' ? { min: 1, max: 1 } : { min: 2, max: 4, note: 'Solo mode takes 1.' }),
  seatName: (_p, o, seat) => (o.mode === 'solo' ? 'Runner' : `Runner ${seat + 1}`),
  setup: (players, o) => ({ solo: o.mode === 'solo', turnsLeft: o.turns, pos: Array<number>(players).fill(0), seat: 0, steps: 0, winner: null, clockWon: false, over: false }),
  actors: (s) => (s.over ? [] : [s.seat]),
  legalMoves: rules.fast.legalMoves,
  play: rules.play,
  view: (s) => s,
  outcome: (s) => {
    if (!s.over) return null;
    if (s.winner !== null) return { winners: [s.winner], reason: 'Arrived.', scores: s.pos.slice() };
    return { winners: [], reason: 'The clock won.', scores: s.pos.slice(), ...(s.clockWon ? { automatonWinner: 'the clock' } : {}) };
  },
  describeMove: (_s, _seat, m) => (m === 'rest' ? 'Rest' : m.type),
  renderText: (v) => v.pos.join(' '),
  figures: (s) => [
    { id: 'position', label: 'Position', values: s.pos.slice(), kind: 'level' },
    ...(s.solo ? [{ id: 'turns-left', label: 'Turns left', values: [s.turnsLeft], kind: 'level' as const }] : []),
  ],
  evaluate: (s) => s.pos.map((p) => Math.min(1, p / file().track.length)),
  difficultySteps: [
    { id: 'easy', label: 'Solo, 10 turns', options: { mode: 'solo', turns: 10 }, players: 1, band: 'easy' },
    { id: 'hard', label: 'Solo, 4 turns', options: { mode: 'solo', turns: 4 }, players: 1, band: 'hard' },
  ],
  content: {
    files: sprintContent,
    schemas: {},
    apply(patch) {
      const undo: (() => void)[] = [];
      for (const [name, change] of Object.entries(patch)) {
        if (name !== 'sprint.json') throw new RuleError('bad-content', `Sprint has no content file "${name}".`);
        const next = structuredClone(file()) as Record<string, Record<string, unknown>>;
        for (const [group, values] of Object.entries(change as Record<string, Record<string, unknown>>)) Object.assign((next[group] ??= {}), values);
        const checked = contentSchema.safeParse(next);
        if (!checked.success) throw new RuleError('bad-content', `sprint.json: ${checked.error.issues[0].path.join('.')}: ${checked.error.issues[0].message}`);
        const before = file();
        sprintContent['sprint.json'] = checked.data;
        undo.push(() => (sprintContent['sprint.json'] = before));
      }
      return () => undo.reverse().forEach((u) => u());
    },
  },
};

export const games: AnyGame[] = [sprint as AnyGame];
export const findGame = (id: string): AnyGame | undefined => games.find((g) => g.id === id);

/** `first` always steps; `random` picks evenly with its own generator; anything else is the engine's (`mcts:20`). */
export function createBot(spec: string, seed: string, game?: AnyGame): LabBot {
  if (spec === 'first') return { name: spec, chooseMove: (g, state, seat) => g.legalMoves(state, seat)[0] };
  if (spec === 'random') {
    const random = createRandom(seed);
    return { name: spec, chooseMove: (g, state, seat) => random.pick(g.legalMoves(state, seat)) };
  }
  return engineBot(spec, seed, game);
}

export const fakeKit: LabKit = { games, findGame, createBot, modules: { registry: import.meta.url, bots: import.meta.url } };

/**
 * A tiny game and bots for the CLI's tests, so they do not wait on the real games and bots.
 * "Climb": each seat climbs a ladder. On your turn climb 1 or 2 steps (up to twice; the second climb ends
 * the turn), roll a die (1 to 3 steps; ends the turn) or pass. First to the top wins; after 40 turns nobody does.
 * Solo mode: reach the top within 6 turns. `endless`: nobody ever wins (for move caps).
 * `climb-hidden` is the same game marked as having hidden information (for the pass-the-device prompt).
 */
import { z } from 'zod';
import { createRandom, defineRules, type AnyGame, type Game, type Random, type Seat } from '@ramparts/engine';
import type { BotLike, Env } from '../env.ts';

interface ClimbState {
  mode: 'race' | 'solo';
  target: number;
  endless: boolean;
  pos: number[];
  seat: Seat;
  climbs: number;
  turn: number;
  winner: Seat | null;
  over: boolean;
}

type ClimbMove = { type: 'climb'; steps: 1 | 2 } | { type: 'roll' } | { type: 'pass' };

const optionsSchema = z.object({
  mode: z.enum(['race', 'solo']).default('race'),
  target: z.number().int().min(3).max(100).default(10),
  endless: z.boolean().default(false),
});
type ClimbOptions = z.infer<typeof optionsSchema>;

const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('climb'), steps: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ type: z.literal('roll') }),
  z.object({ type: z.literal('pass') }),
]);

const COLOURS = ['Red', 'Blue', 'Green', 'Yellow'];
const RACE_TURNS = 40;
const SOLO_TURNS = 6;

function name(state: { mode: string }, seat: Seat): string {
  return state.mode === 'solo' ? 'Climber' : COLOURS[seat];
}

function endTurn(s: ClimbState): void {
  s.climbs = 0;
  s.turn++;
  s.seat = (s.seat + 1) % s.pos.length;
  if (s.endless) return;
  if (s.mode === 'solo' && s.turn >= SOLO_TURNS) s.over = true;
  if (s.mode === 'race' && s.turn >= RACE_TURNS) s.over = true;
}

function arrive(s: ClimbState, seat: Seat): void {
  if (!s.endless && s.pos[seat] >= s.target) {
    s.winner = seat;
    s.over = true;
  }
}

const rules = defineRules<ClimbState, ClimbMove, never>({
  moveSchema,
  problem: (s, seat) => (s.over ? ['game-over', 'The climb is over.'] : seat !== s.seat ? ['not-your-turn', `It is ${name(s, s.seat)}'s turn.`] : null),
  clone: (s) => ({ ...s, pos: s.pos.slice() }),
  apply(s, seat, move, random) {
    if (move.type === 'climb') {
      s.pos[seat] += move.steps;
      s.climbs++;
      arrive(s, seat);
      if (!s.over && s.climbs >= 2) endTurn(s);
    } else if (move.type === 'roll') {
      s.pos[seat] += random.int(3) + 1;
      arrive(s, seat);
      if (!s.over) endTurn(s);
    } else {
      endTurn(s);
    }
    return s;
  },
  words(_events, before, seat, m, after) {
    const who = name(before, seat);
    const lines = [
      {
        text:
          m.type === 'pass'
            ? `${who} passes.`
            : m.type === 'roll'
              ? `${who} rolls ${after.pos[seat] - before.pos[seat]} (now on step ${after.pos[seat]}).`
              : `${who} climbs ${m.steps} (now on step ${after.pos[seat]}).`,
      },
    ];
    if (after.winner !== null && before.winner === null) lines.push({ text: `${who} reaches the top!` });
    return lines;
  },
  legalMoves: (s, seat) => (s.over || seat !== s.seat ? [] : [{ type: 'climb', steps: 1 }, { type: 'climb', steps: 2 }, { type: 'roll' }, { type: 'pass' }]),
});

export const climb: Game<ClimbState, ClimbMove, ClimbOptions, ClimbState> = {
  id: 'climb',
  title: 'Climb',
  version: '1',
  kind: { turns: 'strict', chance: true, information: 'perfect', play: 'competitive', players: { min: 1, max: 4 } },
  options: optionsSchema,
  moveSchema,
  playerCounts: (o) => (o.mode === 'solo' ? { min: 1, max: 1 } : { min: 2, max: 4 }),
  seatName: (_players, o, seat) => name(o, seat),
  setup: (players, o) => ({ mode: o.mode, target: o.target, endless: o.endless, pos: Array(players).fill(0), seat: 0, climbs: 0, turn: 0, winner: null, over: false }),
  actors: (s) => (s.over ? [] : [s.seat]),
  legalMoves: rules.fast.legalMoves,
  play: rules.play,
  view: (s) => s,
  outcome: (s) => {
    if (!s.over) return null;
    if (s.winner !== null) return { winners: [s.winner], reason: `${name(s, s.winner)} reached the top.`, scores: s.pos.slice() };
    return { winners: [], reason: 'Nobody reached the top in time.', scores: s.pos.slice() };
  },
  describeMove: (_s, _seat, m) => (m.type === 'climb' ? `Climb ${m.steps} ${m.steps === 1 ? 'step' : 'steps'}` : m.type === 'roll' ? 'Roll the die (1 to 3 steps, ends your turn)' : 'Pass (end your turn)'),
  renderText: (v, seat) =>
    [
      ...v.pos.map((p, i) => `${name(v, i).padEnd(8)}|${'#'.repeat(Math.min(p, v.target))}${'.'.repeat(Math.max(0, v.target - p))}| ${p}/${v.target}${i === seat ? ' (you)' : ''}`),
      v.over ? 'The climb is over.' : `Turn ${v.turn + 1}: ${name(v, v.seat)} to climb.`,
    ].join('\n'),
};

export const climbHidden: AnyGame = {
  ...climb,
  id: 'climb-hidden',
  title: 'Hidden Climb',
  kind: { ...climb.kind, information: 'hidden' },
};

export const games: AnyGame[] = [climb as AnyGame, climbHidden];

export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}

/** `random` picks evenly from the legal moves with its own generator; `first` always takes the first move. */
export function createBot(spec: string, seed: string): BotLike {
  if (spec === 'first') return { name: spec, chooseMove: (game, state, seat) => game.legalMoves(state, seat)[0] };
  if (spec === 'random') {
    const random = createRandom(seed);
    return { name: spec, chooseMove: (game, state, seat) => random.pick(game.legalMoves(state, seat)) };
  }
  throw new Error(`Unknown bot "${spec}": this test kit has random and first.`);
}

export function playout(game: AnyGame, state: unknown, random: Random, maxMoves: number): { state: unknown; moves: number } {
  let moves = 0;
  while (moves < maxMoves) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    const seat = actors[0];
    state = game.play(state, seat, random.pick(game.legalMoves(state, seat)), random);
    moves++;
  }
  return { state, moves };
}

export const fakeEnv: Env = {
  games,
  findGame,
  createBot,
  playout,
  modules: { registry: import.meta.url, bots: import.meta.url },
};

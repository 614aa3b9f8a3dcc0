/**
 * Climb dressed with the contract's optional parts, for the terminal's tests: menu paths, terms, headline and
 * `detail` log lines (one of them secret), an automaton that wins the solo climb, and a cooperative climb.
 */
import { z } from 'zod';
import { RuleError, type AnyGame, type Game, type LogLine, type Outcome, type Random, type Seat, type Term } from '@ramparts/engine';
import type { Env } from '../env.ts';
import { climb, createBot, playout } from './fake-game.ts';

type Move = { type: 'climb'; steps: 1 | 2 } | { type: 'roll' } | { type: 'pass' };
interface State {
  mode: 'race' | 'solo';
  pos: number[];
  winner: Seat | null;
}

const base = climb as AnyGame;
const who = (s: State, seat: Seat) => (s.mode === 'solo' ? 'Climber' : ['Red', 'Blue', 'Green', 'Yellow'][seat]);

/** Climb whose log is written by the contract: a headline, steps as `detail`, a roll's number seen by the roller only. */
function play(state: State, seat: Seat, move: Move, random: Random, log?: LogLine[]): State {
  const after = base.play(state, seat, move, random) as State;
  if (log) {
    const name = who(state, seat);
    const gained = after.pos[seat] - state.pos[seat];
    if (move.type === 'roll') log.push({ text: `${name} rolls the die.` }, { text: `${name} rolled ${gained}.`, to: [seat] });
    else log.push({ text: move.type === 'pass' ? `${name} passes.` : `${name} climbs ${move.steps}.` });
    log.push({ text: `${name} stands on step ${after.pos[seat]}.`, detail: true });
  }
  return after;
}

const terms = (): Term[] => [
  { name: 'Roll', text: 'Roll the die: 1 to 3 steps, and your turn ends.' },
  { name: 'Rope', text: 'The ladder\u2019s rope: it holds 10 steps.' },
  { name: 'Step', text: 'One rung of the ladder.' },
];

const menuPath = (_s: unknown, _seat: Seat, m: Move): string[] => (m.type === 'climb' ? ['Climb', `${m.steps} ${m.steps === 1 ? 'step' : 'steps'}`] : m.type === 'roll' ? ['Roll the die'] : ['Pass']);

/** Climb with menus, terms and contract log lines; its solo climb is lost to "the Mountain". */
export const climbPlus: AnyGame = {
  ...base,
  id: 'climb-plus',
  title: 'Climb Plus',
  play,
  menuPath,
  terms,
  outcome: (s: State): Outcome | null => {
    const o = base.outcome(s) as Outcome | null;
    return o && s.mode === 'solo' && o.winners.length === 0 ? { ...o, automatonWinner: 'the Mountain' } : o;
  },
};

/** The same with hidden information (hot-seat hand-overs clear the screen). */
export const climbSecret: AnyGame = { ...climbPlus, id: 'climb-secret', title: 'Secret Climb', kind: { ...base.kind, information: 'hidden' } };

/** A cooperative climb: everyone wins or loses together (no winner in 40 turns is everyone's loss). */
export const climbTogether: AnyGame = { ...climbPlus, id: 'climb-together', title: 'Climb Together', kind: { ...base.kind, play: 'cooperative' } };

/**
 * Plots: a game of many moves for the menus. Each turn a seat builds an Archer, a Cannon or a Mage on a free plot
 * (1 to 6), or passes; when every plot is built the seat with more towers wins.
 */
interface PlotsState {
  plots: (Seat | null)[];
  seat: Seat;
  players: number;
}
type PlotsMove = { type: 'build'; tower: 'Archer' | 'Cannon' | 'Mage'; plot: number } | { type: 'pass' };
const TOWERS = ['Archer', 'Cannon', 'Mage'] as const;
const plotsSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('build'), tower: z.enum(TOWERS), plot: z.number().int().min(1).max(6) }), z.object({ type: z.literal('pass') })]);
const plotsOver = (s: PlotsState) => s.plots.every((p) => p !== null);
const plotsLegal = (s: PlotsState, seat: Seat): PlotsMove[] =>
  plotsOver(s) || seat !== s.seat ? [] : [...TOWERS.flatMap((tower) => s.plots.flatMap((p, i) => (p === null ? [{ type: 'build' as const, tower, plot: i + 1 }] : []))), { type: 'pass' }];

export const plots: Game<PlotsState, PlotsMove, Record<string, never>, PlotsState> = {
  id: 'plots',
  title: 'Plots',
  version: '1',
  kind: { turns: 'strict', chance: false, information: 'perfect', play: 'competitive', players: { min: 2, max: 2 } },
  options: z.object({}).strict() as unknown as Game<PlotsState, PlotsMove, Record<string, never>, PlotsState>['options'],
  moveSchema: plotsSchema,
  playerCounts: () => ({ min: 2, max: 2 }),
  seatName: (_p, _o, seat) => `Player ${seat + 1}`,
  setup: (players) => ({ plots: Array(6).fill(null), seat: 0, players }),
  actors: (s) => (plotsOver(s) ? [] : [s.seat]),
  legalMoves: plotsLegal,
  play: (s, seat, raw, _random, log) => {
    const parsed = plotsSchema.safeParse(raw);
    if (!parsed.success) throw new RuleError('bad-move', 'That is not a move of Plots.');
    const move = parsed.data;
    if (!plotsLegal(s, seat).some((m) => JSON.stringify(m) === JSON.stringify(move))) throw new RuleError('illegal', 'That plot is taken, or it is not your turn.');
    const plots = s.plots.slice();
    if (move.type === 'build') plots[move.plot - 1] = seat;
    log?.push({ text: move.type === 'build' ? `Player ${seat + 1} builds a ${move.tower} on plot ${move.plot}.` : `Player ${seat + 1} passes.` });
    return { ...s, plots, seat: (seat + 1) % s.players };
  },
  view: (s) => s,
  outcome: (s) => {
    if (!plotsOver(s)) return null;
    const count = (seat: Seat) => s.plots.filter((p) => p === seat).length;
    const best = Math.max(count(0), count(1));
    return { winners: [0, 1].filter((seat) => count(seat) === best), reason: 'Every plot is built.' };
  },
  describeMove: (_s, _seat, m) => (m.type === 'build' ? `Build a ${m.tower} on plot ${m.plot}` : 'Pass'),
  menuPath: (_s, _seat, m) => (m.type === 'build' ? ['Build', m.tower, `plot ${m.plot}`] : ['Pass']),
  renderText: (v) => ['Plots', ...v.plots.map((p, i) => `  plot ${i + 1}: ${p === null ? '.' : `Player ${p + 1}`}`), 'Key: plot n: who built on it', '     . = free'].join('\n'),
};

/** Plots with hidden information: hot-seat hand-overs between its two players. */
export const plotsSecret: AnyGame = { ...(plots as AnyGame), id: 'plots-secret', kind: { ...plots.kind, information: 'hidden' } };

const games = [climbPlus, climbSecret, climbTogether, plots as AnyGame, plotsSecret];

export const variantsEnv: Env = {
  games,
  findGame: (id) => games.find((g) => g.id === id),
  createBot,
  playout,
  modules: { registry: import.meta.url, bots: import.meta.url },
};

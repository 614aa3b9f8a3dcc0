/**
 * Climb dressed with the contract's optional parts, for the terminal's tests: menu paths, terms, headline and
 * `detail` log lines (one of them secret), an automaton that wins the solo climb, and a cooperative climb.
 */
import type { AnyGame, LogLine, Outcome, Random, Seat, Term } from '@ramparts/engine';
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
  log: undefined,
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

const games = [climbPlus, climbSecret, climbTogether];

export const variantsEnv: Env = {
  games,
  findGame: (id) => games.find((g) => g.id === id),
  createBot,
  playout,
  modules: { registry: import.meta.url, bots: import.meta.url },
};

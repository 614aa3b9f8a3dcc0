import { RuleError, type Game, type Outcome, type Random, type Seat } from '@ramparts/engine';
import { evaluate, heuristicBot } from './bot.ts';
import { moveSchema, type TracksMove } from './moves.ts';
import { applyMove } from './rules/apply.ts';
import { actors, legalMoves, problem } from './rules/legal.ts';
import { optionsSchema, playerCounts, setup, type TracksOptions } from './rules/setup.ts';
import { cloneState, type TracksState } from './state.ts';
import { describeMove, log, seatName } from './text.ts';
import { renderText, view, type TracksView } from './view.ts';

export type { TracksMove } from './moves.ts';
export type { TracksOptions } from './rules/setup.ts';
export type { Credit, Stack, Tower, TracksState, Wave } from './state.ts';
export type { TracksView } from './view.ts';

function outcome(s: TracksState): Outcome | null {
  if (!s.result) return null;
  const everyone = Array.from({ length: s.players }, (_, i) => i);
  const scores = everyone.map(() => s.lives);
  if (s.result === 'victory') return { winners: everyone, reason: `Every wave is defeated or gone: victory with ${s.lives} ${s.lives === 1 ? 'life' : 'lives'} left.`, scores };
  return { winners: [], reason: s.result === 'lives' ? 'The last life is lost: the session ends in failure.' : 'Too much track is lost: the session ends in failure.', scores };
}

/** Tracks & Waves (seed 000): a cooperative tower defense on two tracks of tiles, Cooperative Sandbox. */
export const tracks: Game<TracksState, TracksMove, TracksOptions, TracksView> = {
  id: 'tracks',
  title: 'Tracks & Waves',
  version: '1',
  // Perfect information: waves are face up, and the face-down piles (Mk I deck, Wave Modifiers, Game
  // Conditions) keep no order in the state: each card is drawn when it is revealed (README "Hidden piles").
  kind: { turns: 'free', chance: true, information: 'perfect', play: 'cooperative', players: { min: 1, max: 4 } },
  options: optionsSchema,
  moveSchema,
  playerCounts,
  seatName: (_players: number, _options: TracksOptions, seat: Seat) => seatName(seat),
  setup,
  actors,
  legalMoves,
  play(state: TracksState, seat: Seat, move: TracksMove, random: Random): TracksState {
    const p = problem(state, seat, move);
    if (p) throw new RuleError(p[0], p[1]);
    return applyMove(cloneState(state), seat, move, random);
  },
  view,
  outcome,
  describeMove,
  log: (_before, _seat, _move, after) => log(after),
  renderText: (v) => renderText(v),
  evaluate,
  fast: {
    clone: cloneState,
    legalMoves,
    apply: applyMove,
    actors,
  },
  bots: { heuristic: heuristicBot },
};

export default tracks;

import type { AnyGame } from '@ramparts/engine';
import { createBot, Match } from '@ramparts/engine';
import { tracks } from '@ramparts/games/tracks/index.ts';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { scriptMatchAfter } from '../../common/tutorial/match.ts';
import { TUTORIAL_STEPS, tracksTutorial } from './script.ts';

/** The real views the rules page draws: the guided game at some of its steps, and a bots' game of Level 1 in its eleventh turn. */
export interface RulesViews {
  /** After the first draft and income: three S1 on Build, three B1 on Boost. */
  stacks: TracksView;
  /** Wave 1 on A3, no tower yet. */
  field: TracksView;
  /** The new Standard tower with its Depletion. */
  built: TracksView;
  /** The next turn, the tower boosted, wave 1 on A6 within its range. */
  boosted: TracksView;
  /** Two heuristic bots' game of Level 1 in turn 11: towers of both players at several levels, waves on both tracks. */
  later: TracksView;
}

const after = (title: string) => scriptMatchAfter(tracksTutorial, TUTORIAL_STEPS.findIndex((s) => s.title === title) + 1).view(0) as TracksView;

let cached: RulesViews | null = null;

/** Built once per page load (a few milliseconds: the bots' game is about 140 moves). */
export function rulesViews(): RulesViews {
  if (cached) return cached;
  const game = tracks as AnyGame;
  const later = Match.create(game, { players: 2, seed: 'rules-diagram', options: {} });
  const bot = createBot('heuristic', 'rules-diagram', game);
  const turn = () => (later.view(0) as TracksView).turn;
  const phase = () => (later.view(0) as TracksView).phase;
  while (!later.outcome() && (turn() < 11 || phase() !== 'act')) {
    const seat = later.actors()[0];
    later.play(seat, bot.chooseMove(game, later.state, seat));
  }
  cached = {
    stacks: after('Income'),
    field: after('A Boost credit'),
    built: after('Build a tower'),
    boosted: after('Boost'),
    later: later.view(0) as TracksView,
  };
  return cached;
}

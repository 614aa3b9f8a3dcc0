/**
 * `lab bots <game>`: a round-robin of the game's bots. With a versus mode, every pair meets in its first mode at
 * its smallest seat count, seats rotated game by game, and the ratings rank them; a co-operative-only game has no
 * pairs to play, so each bot plays as a whole team on the first difficulty step and the table is each team's win rate.
 */
import { botLevels, resolveBotSpec, type AnyGame } from '@ramparts/engine';
import type { Experiment, RunSummary } from '../types.ts';
import { axisLabel, botList, chosenPlayers, defaultSeed, readyError, stopRule, stopWords, type ReadyFlags } from './common.ts';
import { lostToCells, percent, rateText, rulesSides, type ResultTable } from './table.ts';

/** Games per pair: an even number, so with two seats each bot sits in each seat equally often. */
export const BOTS_PAIR_GAMES = 20;
/** Games per team of a co-operative game. */
export const BOTS_TEAM_GAMES = 50;

/** The candidates, weakest first; those a game lacks, and those that are another bot under a second name, drop out. */
export const DEFAULT_BOTS = ['random', 'easy', 'normal', 'hard', 'expert', 'heuristic', 'mcts:100', 'mcts:500'] as const;

export function defaultBots(game: AnyGame): string[] {
  const offered = new Set<string>(botLevels(game).map((l) => l.level));
  const seen = new Set<string>();
  return DEFAULT_BOTS.filter((spec) => {
    if ((spec === 'easy' || spec === 'normal' || spec === 'hard' || spec === 'expert') && !offered.has(spec)) return false;
    if (spec === 'heuristic' && !game.bots?.heuristic) return false;
    // A level that is the heuristic (tracks' normal) would play itself: keep the first name only.
    const concrete = resolveBotSpec(spec, game);
    if (seen.has(concrete)) return false;
    seen.add(concrete);
    return true;
  });
}

/** Whether the bots meet as opponents (the game has a versus mode) or play as teams. */
export function isVersus(game: AnyGame): boolean {
  return (game.versusModes ?? []).length > 0;
}

export function botsExperiment(game: AnyGame, flags: ReadyFlags): Experiment {
  const bots = flags.bots === undefined ? defaultBots(game) : [...new Set(botList(flags.bots))];
  const seed = flags.seed ?? defaultSeed('bots', game);
  if (isVersus(game)) {
    if (bots.length < 2) throw readyError('lab bots needs at least two different bots for a round-robin.');
    const mode = game.versusModes![0];
    const players = chosenPlayers(game, mode.options, flags.players, `in ${mode.label}`);
    if (players < 2) throw readyError(`lab bots plays ${game.title} ${mode.label} with at least 2 players, not ${players}.`);
    const pairs = bots.flatMap((a, i) => bots.slice(i + 1).map((b) => [a, b]));
    return {
      name: `${game.title}: round-robin of ${bots.length} bots in ${mode.label}, ${players} players`,
      game: game.id,
      options: mode.options,
      players,
      bots: pairs[0],
      rotateSeats: true,
      axes: [{ path: 'bots', values: pairs, labels: pairs.map(([a, b]) => `${a} vs ${b}`) }],
      stop: stopRule(flags, BOTS_PAIR_GAMES),
      seed,
      kind: 'bots',
    };
  }
  const step = game.difficultySteps?.[0];
  const options = step?.options ?? {};
  const players = flags.players === undefined && step?.players !== undefined ? step.players : chosenPlayers(game, options, flags.players, step ? `on ${step.label}` : 'with its default options');
  return {
    name: `${game.title}: ${bots.length} bots as teams${step ? ` on ${step.label}` : ''}, ${players} ${players === 1 ? 'player' : 'players'}`,
    game: game.id,
    options,
    players,
    bots: bots[0],
    axes: [{ path: 'bots', values: bots, labels: bots.map((b) => `${b} team`) }],
    stop: stopRule(flags, BOTS_TEAM_GAMES),
    seed,
    kind: 'bots',
  };
}

/** The rating table (versus), or each team's win rate (co-operative). */
export function botsTable(summary: RunSummary): ResultTable {
  const e = summary.experiment;
  if (!e.rotateSeats) return teamsTable(summary);
  const ratings = summary.ratings ?? [];
  return {
    title: `${summary.title}: bot ratings from a round-robin, ${stopWords(e.stop, 'pair')}, seats rotated, seed ${e.seed}`,
    head: ['rank', 'bot', 'rating', '95% interval', 'games', 'wins', 'win share'],
    rows: ratings.map((r, i) => [String(i + 1), r.bot, r.rating.toFixed(0), `${r.low.toFixed(0)} to ${r.high.toFixed(0)}`, String(r.games), String(r.wins), r.games > 0 ? percent(r.wins / r.games) : '']),
    right: [0, 2, 4, 5, 6],
    notes: [
      ratings.length > 0
        ? 'Rating: Bradley-Terry strength on an Elo-like scale (400 points: ten to one odds) from every game of the round-robin; a gap larger than both intervals is a real difference (docs/lab.md, Measures).'
        : 'No ratings: the summary holds none (no game was played, or no bot ever met another).',
    ],
  };
}

/** Each pair's games: the first bot's share of the wins against the second. */
export function pairsTable(summary: RunSummary): ResultTable {
  const e = summary.experiment;
  const sides = rulesSides(summary.cells.map((c) => c.measures));
  return {
    title: `${summary.title}: the round-robin's pairs`,
    head: ['pair', 'first bot wins', 'second bot wins', ...sides.map((side) => `lost to ${side}`), 'draws', 'games'],
    rows: summary.cells.map(({ cell, measures }) => {
      const [a, b] = cell.values.bots as string[];
      const share = (bot: string) => (measures.botWins[bot] ? rateText(measures.botWins[bot]) : '');
      return [axisLabel(e, 'bots', cell.values.bots), share(a), share(b), ...lostToCells(sides, measures), percent(measures.completion * (1 - measures.decisiveness)), String(measures.games)];
    }),
    right: Array.from({ length: sides.length + 2 }, (_, i) => 3 + i),
    notes: [`Wins: the share of the games a bot played that it won, with its 95% interval.${sides.length > 0 ? ' Lost to: the games the rules’ side won, both bots losing.' : ''}`],
  };
}

function teamsTable(summary: RunSummary): ResultTable {
  const e = summary.experiment;
  return {
    title: `${summary.title}: each bot as a whole team (a co-operative game: no pairs to rate), ${stopWords(e.stop, 'team')}, seed ${e.seed}`,
    head: ['team', 'win rate (95% interval)', 'mean moves', 'games'],
    rows: summary.cells.map(({ cell, measures }) => [axisLabel(e, 'bots', cell.values.bots), rateText(measures.winRate), measures.duration.moves.mean.toFixed(1), String(measures.games)]),
    right: [2, 3],
    notes: ['Win rate: the share of games the team of that bot (the same bot in every seat) won, with its 95% interval.'],
  };
}

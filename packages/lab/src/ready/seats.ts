/**
 * `lab seats <game>`: in each versus mode at each seat count, the same bot in every seat (never rotated), so any
 * difference between the seats' win shares is the seats' own advantage.
 */
import type { AnyGame, VersusMode } from '@ramparts/engine';
import type { RunSummary } from '../types.ts';
import { defaultSeed, range, readyError, seatBots, seatCounts, stopRule, stopWords, type PlannedRun, type ReadyFlags, type RunResult } from './common.ts';
import { lostToCells, percent, pointsText, rateText, rulesSides, type ResultTable } from './table.ts';

export const SEATS_GAMES = 200;

export function versusModes(game: AnyGame): VersusMode[] {
  const modes = game.versusModes ?? [];
  if (modes.length === 0) throw readyError(`${game.title} has no versus modes (its seats never play against each other), so lab seats has no seats to compare; try lab difficulty.`);
  return modes;
}

/** The seat counts of a versus mode (two or more), or only `--players` when given and allowed. */
function modeCounts(game: AnyGame, mode: VersusMode, players: number | undefined): number[] {
  const counts = seatCounts(game, mode.options).filter((n) => n >= 2);
  return players === undefined ? counts : counts.filter((n) => n === players);
}

/** One experiment per versus mode (their seat counts differ, and a run's cells are the product of its axes), axis `players`. */
export function seatsExperiments(game: AnyGame, flags: ReadyFlags): PlannedRun[] {
  const modes = versusModes(game);
  const bots = seatBots(flags.bots ?? 'normal');
  const stop = stopRule(flags, SEATS_GAMES);
  const runs = modes.flatMap((mode): PlannedRun[] => {
    const counts = modeCounts(game, mode, flags.players);
    if (counts.length === 0) return [];
    return [
      {
        name: mode.id,
        label: mode.label,
        experiment: {
          name: `${game.title}: seat advantage in ${mode.label}, ${typeof bots === 'string' ? `${bots} in every seat` : `bots ${bots.join(', ')}`}`,
          game: game.id,
          options: mode.options,
          players: counts[0],
          bots,
          axes: [{ path: 'players', values: counts }],
          stop,
          seed: flags.seed ?? defaultSeed('seats', game),
          kind: 'seats',
        },
      },
    ];
  });
  if (runs.length === 0) {
    const allowed = modes.map((m) => `${m.label} ${range(modeCounts(game, m, undefined))}`).join(', ');
    throw readyError(`No versus mode of ${game.title} takes ${String(flags.players)} players (${allowed}).`);
  }
  return runs;
}

/** What one cell says about its seats. */
export interface SeatResult {
  mode: string;
  players: number;
  /** Each seat's win share, with its interval. */
  seats: RunSummary['cells'][number]['measures']['seatWins'];
  /** Seat 1's win share minus the fair share 1/players. */
  firstSeatAdvantage: number;
  /** Per side the rules play: the share of games it won (every seat lost). */
  lostTo: Record<string, number>;
  /** Finished games nobody won, not even the rules' side. */
  draws: number;
  games: number;
}

export function seatResults(results: RunResult[]): SeatResult[] {
  return results.flatMap(({ run, summary }) =>
    summary.cells.map(({ cell, measures }) => ({
      mode: run.label,
      players: cell.players,
      seats: measures.seatWins,
      firstSeatAdvantage: (measures.seatWins[0]?.rate ?? 0) - 1 / cell.players,
      lostTo: measures.lostTo ?? {},
      draws: measures.completion * (1 - measures.decisiveness),
      games: measures.games,
    })),
  );
}

export function seatsTable(results: RunResult[]): ResultTable {
  const rows = seatResults(results);
  const most = Math.max(0, ...rows.map((r) => r.players));
  const seatHeads = Array.from({ length: most }, (_, i) => `seat ${i + 1} wins`);
  const sides = rulesSides(rows);
  const first = results[0]?.summary.experiment;
  const bots = first ? (typeof first.bots === 'string' ? `${first.bots} in every seat` : `bots ${first.bots.join(', ')}`) : '';
  return {
    title: `${results[0]?.summary.title ?? ''}: seat advantage, ${bots}${first ? `, ${stopWords(first.stop, 'seat count')}, seed ${first.seed}` : ''}`,
    head: ['mode', 'players', ...seatHeads, 'first seat', ...sides.map((side) => `lost to ${side}`), 'draws', 'games'],
    rows: rows.map((r) => [
      r.mode,
      String(r.players),
      ...seatHeads.map((_, i) => (r.seats[i] ? rateText(r.seats[i]) : '')),
      pointsText(r.firstSeatAdvantage),
      ...lostToCells(sides, r),
      percent(r.draws),
      String(r.games),
    ]),
    right: [1, ...Array.from({ length: sides.length + 3 }, (_, i) => most + 2 + i)],
    notes: [
      'Seat N wins: the share of games that seat won, with its 95% interval; with equal bots a fair game gives every seat 1/players.',
      `First seat: seat 1’s share minus its fair share (+ favours the first seat).${sides.length > 0 ? ' Lost to: the games the rules’ side won, every seat losing.' : ''} Draws: finished games nobody won.`,
    ],
  };
}

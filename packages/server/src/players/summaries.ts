import { playKindOf, type AnyGame, type Outcome } from '@ramparts/engine';
import type { CoopResultRow, PlayedRow, RatingChangeRow, RatingRow } from '../store/ratings.ts';
import type { Registry } from '../matches/types.ts';
import { ratedModeOf, ratedModesOf } from './modes.ts';

/**
 * Pure shaping of the rows players/routes.ts answers with (#29): the rating a person reads, a profile's tallies and
 * records, a game's hall. No queries here.
 */

/** The rating shown: OpenSkill's ordinal (mu - 3 sigma, so a new player starts at 0 and climbs as games show their skill), one decimal. */
export function shown(mu: number, sigma: number): number {
  return Math.round((mu - 3 * sigma) * 10) / 10;
}

const outcomeOf = (text: string | null): Outcome | null => (text ? (JSON.parse(text) as Outcome) : null);

/** A set-up's mode in words: the rated mode's label, else "together" (co-operative) or "solo". */
export function modeWords(game: AnyGame, options: unknown, players: number): string {
  const rated = ratedModeOf(game, options, players);
  if (rated) return rated.label;
  if (playKindOf(game, options) === 'cooperative') return players === 1 ? 'Together, alone' : 'Together';
  return players === 1 ? 'Solo' : `${players} players`;
}

export interface Tally {
  game: string;
  mode: string;
  played: number;
  won: number;
}

/** Games played and won per game and mode. */
export function tallies(registry: Registry, rows: PlayedRow[]): Tally[] {
  const out = new Map<string, Tally>();
  for (const r of rows) {
    const game = registry.findGame(r.game);
    if (!game) continue;
    const mode = modeWords(game, JSON.parse(r.options) as unknown, r.players);
    const key = `${r.game}\u0000${mode}`;
    const t = out.get(key) ?? { game: r.game, mode, played: 0, won: 0 };
    t.played++;
    if (outcomeOf(r.outcome)?.winners.includes(r.seat)) t.won++;
    out.set(key, t);
  }
  return [...out.values()].sort((a, b) => a.game.localeCompare(b.game) || a.mode.localeCompare(b.mode));
}

export interface RatingSummary {
  game: string;
  mode: string;
  modeLabel: string;
  rating: number;
  mu: number;
  sigma: number;
  played: number;
  won: number;
  history: { at: number; rating: number; won: boolean }[];
}

/** Current ratings, each with its history (oldest first; the first point is the rating before the first game). */
export function ratingSummaries(registry: Registry, ratings: RatingRow[], changes: RatingChangeRow[]): RatingSummary[] {
  return ratings.map((r) => {
    const game = registry.findGame(r.game);
    const label = (game && ratedModesOf(game).find((m) => m.id === r.mode)?.label) ?? r.mode;
    const mine = changes.filter((c) => c.game === r.game && c.mode === r.mode);
    const history = mine.map((c) => ({ at: Number(c.at), rating: shown(Number(c.mu), Number(c.sigma)), won: c.won === 1 }));
    if (mine.length > 0) history.unshift({ at: Number(mine[0].at) - 1, rating: shown(Number(mine[0].mu_before), Number(mine[0].sigma_before)), won: false });
    return { game: r.game, mode: r.mode, modeLabel: label, rating: shown(Number(r.mu), Number(r.sigma)), mu: Number(r.mu), sigma: Number(r.sigma), played: r.played, won: r.won, history };
  });
}

export interface CoopRecord {
  game: string;
  scenario: string;
  wins: number;
  losses: number;
  /** The best win (or, with none, the best try): the game's measure and the moves it took. */
  best: { won: boolean; measure: number; moves: number; at: number } | null;
  streak: { current: number; best: number };
}

/** Better first: a win, then more of the measure, then fewer moves, then earlier. */
export function better(a: { won: number; measure: number; moves: number; at: number }, b: { won: number; measure: number; moves: number; at: number }): number {
  return b.won - a.won || b.measure - a.measure || a.moves - b.moves || a.at - b.at;
}

/** An account's co-operative records per game and scenario: wins, losses, best result, win streaks (now and longest). */
export function coopRecords(rows: CoopResultRow[]): CoopRecord[] {
  const groups = new Map<string, CoopResultRow[]>();
  for (const r of rows) groups.set(`${r.game}\u0000${r.scenario}`, [...(groups.get(`${r.game}\u0000${r.scenario}`) ?? []), r]);
  return [...groups.values()].map((list) => {
    let current = 0;
    let best = 0;
    for (const r of list) {
      current = r.won === 1 ? current + 1 : 0;
      best = Math.max(best, current);
    }
    const top = [...list].map((r) => ({ won: r.won, measure: Number(r.measure), moves: r.moves, at: Number(r.at) })).sort(better)[0];
    return {
      game: list[0].game,
      scenario: list[0].scenario,
      wins: list.filter((r) => r.won === 1).length,
      losses: list.filter((r) => r.won !== 1).length,
      best: top ? { won: top.won === 1, measure: top.measure, moves: top.moves, at: top.at } : null,
      streak: { current, best },
    };
  });
}

export interface HallEntry {
  /** The match, when its replay is public (null: private, or pruned). */
  match: string | null;
  team: { name: string; account: boolean }[];
  won: boolean;
  measure: number;
  moves: number;
  at: number;
}

/** A game's hall: per scenario, the best teams (wins first, then the measure, fewer moves, earlier), `most` each. */
export function hall(rows: (CoopResultRow & { account_name: string | null; visibility: string | null })[], most: number): { scenario: string; best: HallEntry[] }[] {
  const matches = new Map<string, typeof rows>();
  for (const r of rows) matches.set(r.match_id, [...(matches.get(r.match_id) ?? []), r]);
  const byScenario = new Map<string, HallEntry[]>();
  for (const seats of matches.values()) {
    const r = seats[0];
    const entry: HallEntry = {
      match: r.visibility === 'public' ? r.match_id : null,
      team: seats.map((s) => ({ name: s.account_name ?? s.name, account: s.account_name !== null })),
      won: r.won === 1,
      measure: Number(r.measure),
      moves: r.moves,
      at: Number(r.at),
    };
    byScenario.set(r.scenario, [...(byScenario.get(r.scenario) ?? []), entry]);
  }
  return [...byScenario.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([scenario, entries]) => ({ scenario, best: entries.sort((a, b) => better({ ...a, won: a.won ? 1 : 0 }, { ...b, won: b.won ? 1 : 0 })).slice(0, most) }));
}

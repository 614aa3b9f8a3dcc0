import { loadLocal, randomId, saveLocal, type LocalSave } from '../local/store.ts';
import type { MatchSummary, Visibility } from '../online/api.ts';
import { go } from './router.ts';
import type { SeatChoice } from './seats.tsx';
import type { TurnHours } from './turnBased.ts';

/**
 * A new local table set as `save` was: the same game, number of players, options, people and bots in the same seats,
 * and hints allowed or not; a new seed (new tosses, deals and rolls), no moves yet. A campaign page or chapter is
 * not carried over: its group's save moves on from the campaign's own page.
 */
export function rematch(save: LocalSave, id: string, seed: string, now: number): LocalSave {
  return {
    id,
    game: save.game,
    players: save.players,
    options: save.options,
    seed,
    seats: save.seats.map((s) => ({ ...s })),
    moves: [],
    createdAt: now,
    ...(save.hintsAllowed ? { hintsAllowed: true, hints: [] } : {}),
    ...(save.variant ? { variant: save.variant } : {}),
  };
}

/** "Play again" at a finished local table: a new table like it opens; null when the table is not kept here. */
export function playAgainLocal(id: string): string | null {
  const save = loadLocal(id);
  if (!save) return null;
  const next = rematch(save, randomId(), randomId(6), Date.now());
  saveLocal(next);
  go(`#/local/${next.id}`);
  return next.id;
}

/** A new-game form filled in before it opens: a finished online table's set-up, for "Play again" (#31.7). */
export interface FormPrefill {
  players: number;
  options: Record<string, unknown>;
  seats: SeatChoice[];
  online: boolean;
  visibility?: Visibility;
  tableName?: string;
  hints?: boolean;
  turnHours?: TurnHours;
}

const PREFILL = 'ramparts:again:';

/** A pace the form offers: the match's own, else a day a move. */
const turnHours = (h: number | null): TurnHours => (h === null || h === 24 || h === 72 || h === 168 ? h : 24);

/**
 * The form for a match like a finished online one: the same options and players; each seat held here played again by
 * you (the first) or a friend at this screen, the other people invited by link, the bots as they were; on the server,
 * with the same visibility, name, hints and pace.
 */
export function onlineRematch(summary: MatchSummary, heldHere: readonly number[]): FormPrefill {
  const mine = [...heldHere].sort((a, b) => a - b);
  const seats: SeatChoice[] = summary.seats
    .slice()
    .sort((a, b) => a.seat - b.seat)
    .map((s): SeatChoice => (s.kind === 'bot' ? `bot:${s.bot ?? 'random'}` : mine[0] === s.seat ? 'me' : mine.includes(s.seat) ? 'hotseat' : 'link'));
  const options = typeof summary.options === 'object' && summary.options !== null ? { ...(summary.options as Record<string, unknown>) } : {};
  return {
    players: summary.players,
    options,
    seats,
    online: true,
    ...(summary.visibility ? { visibility: summary.visibility } : {}),
    ...(summary.name ? { tableName: summary.name } : {}),
    ...(summary.settings?.hints ? { hints: true } : {}),
    ...(summary.settings?.turnBased ? { turnHours: turnHours(summary.settings.turnBased.hours) } : {}),
  };
}

/** Keeps a prefill for the game's form, read once by the next form of that game opened in this tab. */
export function keepPrefill(game: string, prefill: FormPrefill): void {
  try {
    sessionStorage.setItem(PREFILL + game, JSON.stringify(prefill));
  } catch {
    // Without storage the form opens empty.
  }
}

/** The prefill kept for the game's form, forgotten as it is read (a later form opens empty). */
export function takePrefill(game: string): FormPrefill | null {
  try {
    const raw = sessionStorage.getItem(PREFILL + game);
    sessionStorage.removeItem(PREFILL + game);
    if (!raw) return null;
    const v = JSON.parse(raw) as FormPrefill;
    return typeof v === 'object' && v !== null && Number.isInteger(v.players) && Array.isArray(v.seats) && typeof v.options === 'object' ? v : null;
  } catch {
    return null;
  }
}

/** "Play again" at a finished online table: the game's new-game form, filled in as this match was. */
export function playAgainOnline(summary: MatchSummary, heldHere: readonly number[]): void {
  keepPrefill(summary.game, onlineRematch(summary, heldHere));
  go(`#/new/${summary.game}`);
}

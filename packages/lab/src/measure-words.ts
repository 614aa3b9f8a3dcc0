import type { Cell, CellMeasures, Rate, RunSummary } from './types.ts';

/**
 * The measures of a cell in words, for the report page and the web client's Lab page alike: a column's words, its
 * one-line definition (the header's tooltip and the list of definitions; docs/lab.md has the long form) and its value
 * as text. Pure and free of Node, so the browser bundles it.
 */
export interface MeasureColumn {
  id: string;
  words: string;
  definition: string;
  text(m: CellMeasures, summary: RunSummary, cell?: Cell): string;
}

export const percent = (x: number): string => `${Math.round(x * 100)}%`;

/** "62% (47–75%)": a rate with its 95% interval. */
export const rateText = (r: Rate): string => `${percent(r.rate)} (${Math.round(r.low * 100)}–${percent(r.high)})`;

/** Numbers as a designer reads them: whole when whole, else one decimal. */
export const number = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** A measure the cell cannot have (no standings, one bot only) reads as a dash, its reason in the definition. */
const maybe = (x: number | null, show: (x: number) => string): string => (x === null ? '—' : show(x));

const BAND_WORDS: Record<string, string> = { easy: 'easy, ≥ 80%', normal: 'normal, 45–65%', hard: 'hard, ≤ 30%' };

/** "Out of band (normal, 45–65%)": the verdict first, the band it was measured against after. */
export const bandText = (m: CellMeasures): string => (m.band ? `${m.inBand ? 'In band' : 'Out of band'} (${BAND_WORDS[m.band] ?? m.band})` : '—');

/** Seat win shares with the game's seat names ("Red 52% · Blue 48%"). */
function seatsText(m: CellMeasures, summary: RunSummary, cell?: Cell): string {
  const names = cell?.seatNames ?? summary.seatNames;
  return m.seatWins.map((r, seat) => `${names[seat] ?? `Seat ${seat + 1}`} ${percent(r.rate)}`).join(' · ');
}

export const MEASURES: MeasureColumn[] = [
  { id: 'games', words: 'Games', definition: 'How many games the cell played.', text: (m) => String(m.games) },
  {
    id: 'winRate',
    words: 'Win rate',
    definition: 'Co-operative games: how often the team won; competitive: how often the first seat (or the first listed bot) won. In brackets its 95% Wilson interval.',
    text: (m) => rateText(m.winRate),
  },
  { id: 'band', words: 'Design band', definition: 'The win rate the step should have (easy at least 80%, normal 45–65%, hard at most 30%) and whether the measured rate lies in it.', text: bandText },
  { id: 'seatWins', words: 'Wins by seat', definition: 'Share of the games each seat won.', text: seatsText },
  { id: 'balance', words: 'Balance', definition: 'How evenly the seats win: 1 minus the gap between the most and least winning seat over the most winning one. 100% is perfectly even.', text: (m) => percent(m.balance) },
  { id: 'completion', words: 'Completion', definition: 'Share of games that ended before the move cap.', text: (m) => percent(m.completion) },
  { id: 'decisiveness', words: 'Decisiveness', definition: 'Share of finished games that someone won (a seat, or the game’s automaton) rather than a draw.', text: (m) => percent(m.decisiveness) },
  {
    id: 'lostTo',
    words: 'Lost to',
    definition: 'Share of the games won by the side the rules play (a solo game’s automaton, a co-operative game’s enemy), by its name; a dash when it never won.',
    text: (m) => (m.lostTo ? Object.entries(m.lostTo).map(([side, share]) => `${side} ${percent(share)}`).join(' · ') : '—'),
  },
  { id: 'duration', words: 'Length', definition: 'Moves per game: the mean, and in brackets the middle 80% of games (10th to 90th percentile); then turns (how often the acting seat changed).', text: (m) => `${number(m.duration.moves.mean)} moves (${number(m.duration.moves.p10)}–${number(m.duration.moves.p90)}), ${number(m.duration.turns.mean)} turns` },
  { id: 'branching', words: 'Branching', definition: 'Mean number of legal moves at each real decision (one with more than one choice).', text: (m) => number(m.branching) },
  { id: 'leadChanges', words: 'Lead changes', definition: 'How often per game the leading seat changes, by the game’s own estimate of each seat’s standing; a dash when the game gives none.', text: (m) => maybe(m.leadChanges, number) },
  { id: 'drama', words: 'Drama', definition: 'How far into the game, on average, the lead last changed hands: late changes (near 100%) keep a game open; a dash without standings.', text: (m) => maybe(m.drama, percent) },
  { id: 'skill', words: 'Skill', definition: 'How much more often the stronger bot wins than chance gives: 0 is pure luck, 100% pure skill; only for competitive cells with different bots.', text: (m) => maybe(m.skill, percent) },
];

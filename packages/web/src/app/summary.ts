import { Match, type AnyGame, type Figure } from '@ramparts/engine';

/** One figure of the end-of-game summary: its values after every move (one series per seat, or one for the table). */
export interface FigureSeries {
  id: string;
  label: string;
  kind: Figure['kind'];
  /** `series[i][step]`: column i (a seat, or the table when there is one column) after `step` moves. */
  series: number[][];
}

/**
 * The figures of a game over its states (the setup first, then after each move). Figures that come and go, or whose
 * columns change in number, keep what they had at the start (the conformance kit checks ids and sizes are stable).
 * A game without `figures` has no summary: an empty list.
 */
export function figureSeries(game: AnyGame, states: readonly unknown[]): FigureSeries[] {
  if (!game.figures || states.length === 0) return [];
  const first = game.figures(states[0]);
  const out = first.map((f) => ({ id: f.id, label: f.label, kind: f.kind, series: f.values.map(() => [] as number[]) }));
  for (const s of states) {
    const figs = game.figures(s);
    for (const o of out) {
      const f = figs.find((x) => x.id === o.id);
      o.series.forEach((col, i) => col.push(f?.values[i] ?? col[col.length - 1] ?? 0));
    }
  }
  return out;
}

/** The states of a match from its seed and moves: the setup, then after each move. */
export function statesOf(
  game: AnyGame,
  setup: { players: number; options: unknown; seed: string },
  moves: readonly { seat: number; move: unknown }[],
  resignations: readonly { seat: number; at: number }[] = [],
): unknown[] {
  const match = Match.create(game, setup);
  const resignAt = (at: number) => resignations.filter((r) => r.at === at).forEach((r) => match.resign(r.seat));
  resignAt(0);
  const states: unknown[] = [match.state];
  moves.forEach((m, i) => {
    match.play(m.seat, m.move, 'stand-in');
    resignAt(i + 1);
    states.push(match.state);
  });
  return states;
}

import { ChartFigure } from '../lab/ChartFigure.tsx';
import type { Profile } from './api.ts';
import { ratingWords } from './words.ts';

/** A rating's history as a small Vega-Lite line (drawn by vega-embed, as the lab's charts), with its numbers in the caption. */
export function RatingChart({ rating, title }: { rating: Profile['ratings'][number]; title: string }) {
  const points = rating.history.map((h, i) => ({ game: i, rating: h.rating }));
  const first = rating.history[0]?.rating ?? 0;
  const chart = {
    id: `rating-${rating.game}-${rating.mode}`,
    title,
    caption: `From ${ratingWords(first)} to ${ratingWords(rating.rating)} over ${rating.played} rated ${rating.played === 1 ? 'game' : 'games'}.`,
    spec: {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      width: 260,
      height: 90,
      data: { values: points },
      mark: { type: 'line', point: true },
      encoding: {
        x: { field: 'game', type: 'quantitative', title: 'rated games', axis: { tickMinStep: 1 } },
        y: { field: 'rating', type: 'quantitative', title: 'rating', scale: { zero: false } },
      },
    },
  };
  return <ChartFigure chart={chart} />;
}

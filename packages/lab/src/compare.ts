import type { RunSummary } from './types.ts';

/*
 * The original and a variant side by side: two runs of one experiment on the same seeds, the second with the
 * variant's content, shown as one summary with a "Content" axis, so every chart draws the two as series next to each
 * other (the studio's Measure, issue #32). For showing and saving only: the experiment it names is not run again.
 */

/** The axis path the two runs are told apart by. */
export const CONTENT_AXIS = 'variant';

/** One summary of both runs: each cell twice, "Original · …" and "<variant> · …", in that order. */
export function sideBySide(original: RunSummary, variant: RunSummary, name: string): RunSummary {
  const tagged = (summary: RunSummary, key: string, words: string) =>
    summary.cells.map(({ cell, measures }) => ({
      cell: { ...cell, id: `${key}-${cell.id}`, values: { ...cell.values, [CONTENT_AXIS]: key }, label: cell.label === 'all games' ? words : `${words} · ${cell.label}` },
      measures,
    }));
  const { variant: _played, ...experiment } = variant.experiment;
  return {
    ...original,
    experiment: {
      ...experiment,
      name: `${original.experiment.name}: the original against "${name}"`,
      axes: [...original.experiment.axes, { path: CONTENT_AXIS, values: ['original', 'variant'], labels: ['Original', name], title: 'Content' }],
    },
    cells: [...tagged(original, 'original', 'Original'), ...tagged(variant, 'variant', name)],
    written: variant.written > original.written ? variant.written : original.written,
  };
}

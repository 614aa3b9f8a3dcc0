import type { LabChart } from '@ramparts/lab/charts';
import { useEffect, useRef, useState } from 'react';

/**
 * One chart: its title, the drawing (vega-embed, loaded with the first chart so the table shows before it) and its
 * caption, which also describes the figure to a screen reader.
 */
export function ChartFigure({ chart }: { chart: LabChart }) {
  const holder = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `lab-chart-${chart.id}`;

  useEffect(() => {
    let live = true;
    let free: (() => void) | undefined;
    setProblem(null);
    import('./draw.ts')
      .then(({ drawChart }) => (live && holder.current ? drawChart(holder.current, chart) : undefined))
      .then((finalize) => {
        if (live) free = finalize;
        else finalize?.();
      })
      .catch((e: unknown) => live && setProblem(`This chart could not be drawn: ${e instanceof Error ? e.message : String(e)}`));
    return () => {
      live = false;
      free?.();
    };
  }, [chart]);

  return (
    <figure className="lab-chart" aria-labelledby={`${id}-title`} aria-describedby={`${id}-caption`} data-chart={chart.id}>
      {/* The drawing shows its own title (so a saved picture has it): the heading is then for screen readers only. */}
      <h3 id={`${id}-title`} className={chart.spec.title ? 'visually-hidden' : undefined}>
        {chart.title}
      </h3>
      <div className="lab-chart-drawing" ref={holder} />
      {problem && <p className="error">{problem}</p>}
      <figcaption id={`${id}-caption`}>{chart.caption}</figcaption>
    </figure>
  );
}

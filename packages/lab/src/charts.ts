/**
 * The lab's charts as Vega-Lite specs, built from a run's summary. Pure and browser-safe: `lab report` (Node) and the
 * web Lab page draw the same specs. PINNED API: report builds it.
 */
import type { RunSummary } from './types.ts';

export interface LabChart {
  /** Stable, file-safe: "win-rate", "length-histogram", "trajectory-castle-hp". */
  id: string;
  title: string;
  /** One or two sentences under the chart: what it shows and how to read it. */
  caption: string;
  /** A complete Vega-Lite spec with its data inline. */
  spec: Record<string, unknown>;
}

export function chartsFor(summary: RunSummary): LabChart[] {
  void summary;
  throw new Error('chartsFor: not built yet');
}

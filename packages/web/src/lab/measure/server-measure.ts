import { CONTENT_AXIS } from '@ramparts/lab/compare.ts';
import type { RunSummary } from '@ramparts/lab/types';
import { call } from '../../online/api.ts';
import type { measure } from './measure.ts';

/*
 * "Measure on the server" (#32): the same experiment sent to the server's lab queue (`ramparts lab worker` machines),
 * for runs too big for a browser; the page reads it as it goes, as it reads a run in Web Workers (docs/protocol.md).
 */

/** How often the page asks how the run goes. */
const POLL_MS = 1000;

interface RunView {
  state: 'running' | 'done' | 'stopped' | 'failed';
  done: number;
  total: number;
  summary: RunSummary | null;
  error?: string;
}

/** Whether this server measures on a lab queue (false when it cannot be asked). */
export async function serverMeasures(): Promise<boolean> {
  try {
    return (await call<{ available: boolean }>('GET', '/api/lab/queue')).available;
  } catch {
    return false;
  }
}

/** One side of a side-by-side summary (its cells tagged `original` or `variant`), for the band's answer. */
function sideOf(summary: RunSummary, key: 'original' | 'variant'): RunSummary | null {
  const cells = summary.cells.filter((c) => c.cell.values[CONTENT_AXIS] === key);
  return cells.length ? { ...summary, experiment: { ...summary.experiment, axes: summary.experiment.axes.filter((a) => a.path !== CONTENT_AXIS) }, cells } : null;
}

/**
 * `measure`, played on the server's queue instead of this browser's workers (the game and executor are not needed):
 * the summary and progress come about once a second; stopping (`run.signal`) asks the server to stop, which keeps the
 * whole chunks played so far.
 */
export const measureOnServer: typeof measure = async (_game, variant, experiment, _executor, run) => {
  const { id } = await call<{ id: string }>('POST', '/api/lab/runs', { experiment, variant });
  const path = `/api/lab/runs/${encodeURIComponent(id)}`;
  let view: RunView = { state: 'running', done: 0, total: 0, summary: null };
  while (view.state === 'running') {
    if (run.signal.aborted) {
      view = await call<RunView>('DELETE', path);
      break;
    }
    // The next poll, or at once when stopped.
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        run.signal.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, POLL_MS);
      run.signal.addEventListener('abort', wake);
    });
    if (run.signal.aborted) continue;
    view = await call<RunView>('GET', path);
    run.onProgress(view.done, view.total);
    if (view.summary) run.onSummary(view.summary);
  }
  if (view.state === 'failed') throw new Error(view.error ?? 'The run failed on the server.');
  run.onProgress(view.done, view.total);
  const summary = view.summary;
  if (!summary) throw new Error('The run was stopped before any game was played.');
  run.onSummary(summary);
  const sides = summary.experiment.axes.some((a) => a.path === CONTENT_AXIS);
  return { summary, original: sides ? (sideOf(summary, 'original') ?? summary) : summary, variant: sides ? sideOf(summary, 'variant') : null };
};

import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import type { RunOptions } from './run.ts';

type Progress = Parameters<NonNullable<RunOptions['onProgress']>>[0];

export interface RunProgress {
  /** Pass as `onProgress` to `runExperiment`. */
  onProgress: (p: Progress) => void;
  stop(): void;
}

/**
 * Progress bars on a terminal: one for the whole run with the time left, and one for each cell still playing (a cell's
 * bar goes once it is done). Nothing is drawn when `stream` is not a TTY, so pipes and tests get clean output.
 */
export function runProgress(stream: NodeJS.WritableStream & { isTTY?: boolean }): RunProgress {
  if (!stream.isTTY) return { onProgress: () => {}, stop: () => {} };
  const multi = new MultiBar(
    { stream: stream as NodeJS.WriteStream, format: ' {bar} {value}/{total} {name}', hideCursor: true, clearOnComplete: true, etaBuffer: 200, autopadding: true },
    Presets.shades_classic,
  );
  const total = multi.create(1, 0, { name: 'games in all' }, { format: ' {bar} {value}/{total} games in all | {eta_formatted} left' });
  const cells = new Map<string, SingleBar>();
  return {
    onProgress(p) {
      total.setTotal(Math.max(1, p.runTarget));
      total.update(p.runGames);
      let bar = cells.get(p.cell.id);
      const done = p.cellGames >= p.cellTarget;
      if (done) {
        if (bar) multi.remove(bar);
        cells.delete(p.cell.id);
        return;
      }
      if (!bar && p.cellGames === 0 && cells.size >= 8) return; // a long run shows the cells at work, not all of them
      bar ??= multi.create(p.cellTarget, p.cellGames, { name: p.cell.label });
      cells.set(p.cell.id, bar);
      bar.setTotal(p.cellTarget);
      bar.update(p.cellGames);
    },
    stop() {
      multi.stop();
    },
  };
}

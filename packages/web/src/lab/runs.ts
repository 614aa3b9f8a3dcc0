import type { Experiment, RunSummary } from '@ramparts/lab/types';
import { readRunSummary } from '@ramparts/lab/summary-schema.ts';

/** One run the project ships in docs/lab/runs/<id>/summary.json, listed on the Lab page. */
export interface ShippedRun {
  /** The run's folder ("coins-difficulty"). */
  id: string;
  name: string;
  game: string;
  kind: Experiment['kind'];
  /** Loads and checks its summary (its own small chunk, fetched when opened). */
  load(): Promise<RunSummary>;
}

// Only each run's experiment (its name, game and kind: a few hundred bytes) is bundled with the Lab page; the
// summaries themselves (20-90 KB each) are chunks of their own, fetched when one is opened. The Lab page is itself
// loaded only when it opens, so none of this counts in the home page's first load.
const experiments = import.meta.glob<Experiment>('../../../../docs/lab/runs/*/summary.json', { import: 'experiment', eager: true });
const texts = import.meta.glob<string>('../../../../docs/lab/runs/*/summary.json', { query: '?raw', import: 'default' });

const folderOf = (path: string): string => path.split('/').at(-2) ?? path;

/** The shipped runs, by game then folder name. */
export const shippedRuns: ShippedRun[] = Object.entries(experiments)
  .map(([path, experiment]) => {
    const id = folderOf(path);
    const text = texts[path];
    return {
      id,
      name: experiment.name,
      game: experiment.game,
      kind: experiment.kind,
      load: async () => {
        if (!text) throw new Error(`The run ${id} is not in this build.`);
        return readRunSummary(await text(), `docs/lab/runs/${id}/summary.json`);
      },
    };
  })
  .sort((a, b) => a.game.localeCompare(b.game) || a.id.localeCompare(b.id));

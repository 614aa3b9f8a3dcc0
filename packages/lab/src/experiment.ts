import type { LabKit } from './kit.ts';
import type { Cell, Experiment } from './types.ts';

/** Reads an experiment from JSON or YAML text (by the file name's ending); CliError-style RuleError per problem. PINNED API: lab core builds it. */
export function parseExperiment(text: string, file: string): Experiment {
  void text;
  throw new Error(`parseExperiment(${file}): not built yet`);
}

/** Every cell of an experiment, in a stable order (the axes' product, first axis slowest). PINNED API: lab core builds it. */
export function expandCells(experiment: Experiment, kit: LabKit): Cell[] {
  void experiment;
  void kit;
  throw new Error('expandCells: not built yet');
}

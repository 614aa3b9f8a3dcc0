import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { objectivesOf, objectiveStatus, objectiveWords, type ObjectiveStatus } from '@ramparts/games/tracks/rules/objectives.ts';
import { useLeastType } from '../common/art.tsx';
import { inTableContent } from '../common/content-run.tsx';

/** A campaign page's Special Objectives on the board: each one's name, its progress and whether it is met or failed. */
export interface ObjectiveLine {
  id: string;
  name: string;
  /** "1 of 3 Wave Modifiers defeated", "turn 4 of 12" (the game's words). */
  progress: string;
  status: ObjectiveStatus;
  /** The whole sentence of the game ("Break the banners (…) 1 of 3 Wave Modifiers defeated: in progress"). */
  words: string;
}

export function objectiveLines(v: TracksView): ObjectiveLine[] {
  return objectivesOf(v).map((o) => {
    const words = objectiveWords(v, o);
    const prefix = `${o.name} (${o.text}) `;
    const progress = words.startsWith(prefix) ? words.slice(prefix.length, words.lastIndexOf(': ')) : words;
    return { id: o.id, name: o.name, progress, status: objectiveStatus(v, o), words };
  });
}

const STATUS_WORDS: Record<ObjectiveStatus, string> = { open: 'in progress', met: 'met', failed: 'failed' };
const STATUS_MARKS: Record<ObjectiveStatus, string> = { open: '○', met: '✓', failed: '✗' };
const STATUS_COLOURS: Record<ObjectiveStatus, string> = { open: '#333', met: '#2e7d32', failed: '#b71c1c' };

/** Height of the objectives' part of the panel (0 without objectives). */
export const objectivesHeight = (v: TracksView): number => {
  const n = objectivesOf(v).length;
  return n ? 24 + n * 38 : 0;
};

/** The Special Objectives in the board's panel, at `y` (in the panel's units): two lines each, the status in colour. */
export const ObjectivesPanel = inTableContent(function ObjectivesPanel({ v, y }: { v: TracksView; y: number }) {
  const lines = objectiveLines(v);
  // A desktop board drawn small sets its words at the least type (the whole sentence is in the tooltip).
  const fs = Math.max(13, useLeastType());
  if (lines.length === 0) return null;
  return (
    <g transform={`translate(0 ${y})`} className="objectives" role="group" aria-label="Special Objectives">
      <text x={0} y={0} fontSize={fs} fontWeight="bold">
        Special Objectives
      </text>
      {lines.map((o, i) => (
        <g key={o.id} transform={`translate(0 ${20 + i * 38})`} data-objective={o.id} data-status={o.status} data-tip={o.words}>
          <text x={0} y={0} fontSize={fs} fontWeight="bold" fill={STATUS_COLOURS[o.status]}>
            {STATUS_MARKS[o.status]} {o.name}: {STATUS_WORDS[o.status]}
          </text>
          <text x={16} y={fs * 1.3} fontSize={Math.max(12, fs)} fill="#444">
            {o.progress}
          </text>
        </g>
      ))}
    </g>
  );
});

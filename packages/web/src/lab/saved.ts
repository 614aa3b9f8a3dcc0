import type { RunSummary } from '@ramparts/lab/types';
import { readRunSummary } from '@ramparts/lab/summary-schema.ts';
import { storage, storedKeys } from '../stored.ts';

/*
 * Runs measured in the studio, kept in this browser so the Lab page can open them later (issue #32). Each summary is
 * one key; the list is read back through the lab's summary schema, so a damaged entry is skipped, never shown.
 */

const PREFIX = 'ramparts.lab.saved.';
/** The most runs kept: the oldest goes when a new one would be one too many. */
export const MAX_SAVED = 12;

export interface SavedRun {
  id: string;
  summary: RunSummary;
}

/** The saved runs, newest first. */
export function savedRuns(): SavedRun[] {
  const s = storage();
  const out: SavedRun[] = [];
  for (const id of storedKeys(PREFIX)) {
    try {
      out.push({ id, summary: readRunSummary(s?.getItem(PREFIX + id) ?? '', 'a saved run') });
    } catch {
      // damaged or from another version: not listed
    }
  }
  return out.sort((a, b) => b.summary.written.localeCompare(a.summary.written) || b.id.localeCompare(a.id));
}

/** Keeps a run; returns its id. Throws one sentence when the browser's storage is full or off. */
export function saveRun(summary: RunSummary): string {
  const s = storage();
  if (!s) throw new Error('This browser keeps nothing for this page (its storage is off); download the summary instead.');
  for (const old of savedRuns().slice(MAX_SAVED - 1)) s.removeItem(PREFIX + old.id);
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  try {
    s.setItem(PREFIX + id, JSON.stringify(summary));
  } catch {
    throw new Error('This browser’s storage is full; download the summary instead, or remove a saved run on the Lab page.');
  }
  return id;
}

export function removeRun(id: string): void {
  storage()?.removeItem(PREFIX + id);
}

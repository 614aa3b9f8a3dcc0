import type { RunSummary } from '@ramparts/lab/types';
import { readRunSummary } from '@ramparts/lab/summary-schema.ts';

/**
 * `#/lab?url=<path>` opens a summary the server serves: only a path of this site (the page's policy allows no
 * other origin anyway, and a link must not make the page fetch from elsewhere). Returns the absolute URL, or throws
 * one sentence.
 */
export function sameOriginUrl(path: string, origin: string): string {
  const problem = `Only a summary on this site can be opened by address (a path such as /runs/dice/summary.json), not “${path}”.`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) throw new Error(problem);
  const url = new URL(path, origin);
  if (url.origin !== origin) throw new Error(problem);
  return url.href;
}

/** The file name a path ends with, for messages ("summary.json"). */
export const fileNameOf = (path: string): string => decodeURIComponent(new URL(path, 'http://x').pathname.split('/').pop() || path);

/** Fetches and checks a summary by its same-origin path; throws one sentence when it cannot. */
export async function fetchRunSummary(path: string, origin = location.origin): Promise<RunSummary> {
  const url = sameOriginUrl(path, origin);
  let answer: Response;
  try {
    answer = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new Error(`${path} could not be loaded: no answer from the server.`);
  }
  if (!answer.ok) throw new Error(`${path} could not be loaded (the server answered ${answer.status}).`);
  return readRunSummary(await answer.text(), fileNameOf(path));
}

/** Reads and checks a summary from a picked or dropped file; throws one sentence when it is not one. */
export async function readRunSummaryFile(file: File): Promise<RunSummary> {
  return readRunSummary(await file.text(), file.name);
}

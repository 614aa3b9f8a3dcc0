/** The light part of the queue (no BullMQ): its default name and its URL, checked and shown without a password. */
import { RuleError } from '@ramparts/engine';
import { z } from 'zod';

/** The BullMQ queue the lab uses unless told otherwise. */
export const LAB_QUEUE = 'ramparts-lab';

const urlSchema = z.string().refine((s) => {
  try {
    return /^rediss?:$/.test(new URL(s).protocol);
  } catch {
    return false;
  }
});

/** The queue's URL, checked: a Redis URL, or a RuleError (one sentence) saying what was given instead. */
export function queueUrl(url: string): string {
  if (!urlSchema.safeParse(url).success) throw new RuleError('bad-queue', `The queue must be a Redis URL like redis://host:6379, not "${url}".`);
  return url;
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}

import { z } from 'zod';
import type { NoticePrefRow } from '../store/notices.ts';
import { NOTICE_KINDS, type NoticeKind } from './kinds.ts';

export const channelChoice = z.strictObject({ push: z.boolean(), email: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoice>;
export type Choices = Record<NoticeKind, ChannelChoice>;

/**
 * An account's choices for every kind (#30): what it set, and for a kind it never set, both on. "On" sends only
 * where it can: push once the account has a subscription, email once it has a verified address (and the server SMTP).
 */
export function choicesOf(rows: readonly NoticePrefRow[]): Choices {
  const out = {} as Choices;
  for (const kind of NOTICE_KINDS) {
    const row = rows.find((r) => r.kind === kind);
    out[kind] = row ? { push: row.push === 1, email: row.email === 1 } : { push: true, email: true };
  }
  return out;
}

/** The rows that set some kinds' choices, the others' kept as they are. */
export function prefRows(accountId: string, current: Choices, change: Partial<Record<NoticeKind, Partial<ChannelChoice>>>): NoticePrefRow[] {
  return NOTICE_KINDS.filter((k) => change[k] !== undefined).map((kind) => {
    const next = { ...current[kind], ...change[kind] };
    return { account_id: accountId, kind, push: next.push ? 1 : 0, email: next.email ? 1 : 0 };
  });
}

import { z } from 'zod';

/**
 * The kinds of notice (#30): a match became yours to act in (turn-based matches), a match of yours ended
 * (turn-based), you were invited by name (any match), your clock is about to run out (a quarter left).
 */
export const NOTICE_KINDS = ['turn', 'ended', 'invited', 'clock'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const noticeKind = z.enum(NOTICE_KINDS);

/** What a notice says and where it leads: the push payload, and a line of the email digest. */
export const noticeBody = z.object({
  kind: noticeKind,
  /** The notice's title ("Your turn in Coins"). */
  title: z.string(),
  /** One sentence more. */
  body: z.string(),
  /** The table, as a path of the site (`/#/match/<id>`). */
  url: z.string(),
  /** One notice per table on screen: a newer one replaces the older. */
  tag: z.string(),
  match: z.string(),
});
export type NoticeBody = z.infer<typeof noticeBody>;

/** The table's path on the site: the web client routes by the hash. */
export const tablePath = (matchId: string): string => `/#/match/${encodeURIComponent(matchId)}`;

/** How a table is named in a notice: the game's title, and the name its host gave it. */
export function tableWords(gameTitle: string, tableName: string | null): string {
  return tableName ? `${gameTitle} (“${tableName}”)` : gameTitle;
}

/** The words of each kind of notice. */
export function noticeWords(kind: NoticeKind, table: string, extra: { from?: string; result?: string } = {}): { title: string; body: string } {
  switch (kind) {
    case 'turn':
      return { title: `Your turn in ${table}`, body: `${table}: it is your move.` };
    case 'ended':
      return { title: `${table} is over`, body: extra.result ?? 'The match is over.' };
    case 'invited':
      return { title: `${extra.from ?? 'A player'} invites you to ${table}`, body: 'A seat at the table is waiting for you.' };
    case 'clock':
      return { title: `Your time is running out in ${table}`, body: 'A quarter of your time is left: make your move.' };
  }
}

/** The words of the kinds, for the preferences and the digest. */
export const KIND_WORDS: Record<NoticeKind, string> = {
  turn: 'A turn-based match is waiting for your move',
  ended: 'A turn-based match of yours ended',
  invited: 'You are invited to a table by name',
  clock: 'Your clock is about to run out',
};

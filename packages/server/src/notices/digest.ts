import type { Mailer } from '../accounts/mail.ts';
import { accountMatches } from '../accounts/tables.ts';
import type { MatchService } from '../matches/service.ts';
import type { Accounts } from '../store/accounts.ts';
import type { NoticeRow } from '../store/notices.ts';
import { noticeBody, tablePath, tableWords, type NoticeBody } from './kinds.ts';

/** An email digest (#30): its subject, text and the unsubscribe headers (RFC 2369, RFC 8058). */
export interface Digest {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * The digest for an account with a verified address: every table waiting for its move now (game, table, link),
 * then the other notices since the last one (a match ended, an invitation, a clock running out), and the
 * one-click unsubscribe link. Null when the account has no verified address any more.
 */
export async function composeDigest(service: MatchService, accounts: Accounts, mailer: Mailer, accountId: string, items: NoticeRow[], unsubscribeUrl: string): Promise<Digest | null> {
  const to = await accounts.emailOf(accountId);
  if (!to) return null;
  const waiting = (await accountMatches(service, accounts, accountId)).filter((m) => m.yourTurn);
  const title = (game: string) => service.registry.findGame(game)?.title ?? game;
  const lines: string[] = [];
  if (waiting.length > 0) {
    lines.push(waiting.length === 1 ? 'This table is waiting for your move:' : `These ${waiting.length} tables are waiting for your move:`, '');
    for (const m of waiting) lines.push(`- ${tableWords(title(m.match.game), m.match.name)}: ${mailer.link(tablePath(m.match.id).slice(1))}`);
    lines.push('');
  }
  const others = items
    .map((i) => noticeBody.safeParse(JSON.parse(i.body)))
    .flatMap((r) => (r.success ? [r.data] : []))
    .filter((b: NoticeBody) => b.kind !== 'turn' || !waiting.some((m) => m.match.id === b.match));
  const seen = new Set<string>();
  const news = others.filter((b) => (seen.has(`${b.kind}:${b.match}`) ? false : (seen.add(`${b.kind}:${b.match}`), true)) && b.kind !== 'turn');
  if (news.length > 0) {
    lines.push(waiting.length > 0 ? 'Also:' : 'News from your tables:', '');
    for (const b of news) lines.push(`- ${b.title}. ${b.body} ${mailer.link(b.url.slice(1))}`);
    lines.push('');
  }
  if (lines.length === 0) return null;
  const subject = waiting.length > 0 ? (waiting.length === 1 ? 'Ramparts: a table is waiting for your move' : `Ramparts: ${waiting.length} tables are waiting for your move`) : `Ramparts: ${news[0]!.title}`;
  const text = [...lines, 'You get at most one such email an hour. To get none, open this link (no sign-in needed):', unsubscribeUrl, '', 'You can choose which notices you get, by push or email, on your account page.', ''].join('\n');
  return { to, subject, text, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

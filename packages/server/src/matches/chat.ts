import { plainText, type Seat } from '@ramparts/engine';
import { appendChat, chatOf, type ChatRow } from '../store/chat.ts';
import type { Store } from '../store/store.ts';

/** The longest line, in characters (after control characters are stripped). */
export const MAX_CHAT_CHARS = 300;
/** Lines a new connection is sent, and the most the chat endpoint returns. */
export const CHAT_HISTORY = 50;
export const CHAT_RECORD_LIMIT = 2000;

/** A line as clients receive it (the `chat` event, the chat endpoint): plain text, never HTML. */
export interface ChatLine {
  match: string;
  seq: number;
  seat: Seat | null;
  name: string;
  /** Said by a spectator (no seat): readers may mute them. */
  watching: boolean;
  text: string;
  at: number;
}

export type ChatResult = { ok: true; line: ChatLine } | { ok: false; code: string; message: string };

/** A name people typed (a table's, a seat's) as plain text of at most `max` characters, or null when nothing is left. */
export function plainName(raw: string | null | undefined, max: number): string | null {
  return plainText(raw ?? '').slice(0, max) || null;
}

/** A line's text as it will be kept, or why it is refused (empty: bad-request; too long: chat-too-long). */
export function checkLine(raw: string): { ok: true; text: string } | { ok: false; code: string; message: string } {
  const text = plainText(raw);
  if (text.length === 0) return { ok: false, code: 'bad-request', message: 'Write something before sending.' };
  if (text.length > MAX_CHAT_CHARS) return { ok: false, code: 'chat-too-long', message: `That line is too long: ${MAX_CHAT_CHARS} characters at most.` };
  return { ok: true, text };
}

export function lineOf(row: ChatRow): ChatLine {
  return { match: row.match_id, seq: row.seq, seat: row.seat, name: row.name, watching: row.watching === 1, text: row.text, at: row.at };
}

/** The table chat of every match: checks a line, commits it, and reads a match's lines back. */
export class TableChat {
  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

  /** Commits a line said at `match` by a seat (or a spectator, seat null) under `name`; the answer comes after the commit. */
  async say(match: string, speaker: { seat: Seat | null; name: string }, raw: string): Promise<ChatResult> {
    const checked = checkLine(raw);
    if (!checked.ok) return checked;
    const text = checked.text;
    const name = plainName(speaker.name, 64) ?? (speaker.seat === null ? 'Spectator' : `Seat ${speaker.seat + 1}`);
    const row = await appendChat(this.store.db, { match_id: match, seat: speaker.seat, name, watching: speaker.seat === null ? 1 : 0, text, at: this.now() });
    return { ok: true, line: lineOf(row) };
  }

  /** The last `limit` lines, oldest first. */
  async recent(match: string, limit = CHAT_HISTORY): Promise<ChatLine[]> {
    return (await chatOf(this.store.db, match, limit)).map(lineOf);
  }
}

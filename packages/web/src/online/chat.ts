import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import { readStored, writeStored } from '../stored.ts';
import { call, watchHeaders } from './api.ts';

/** The longest line the server keeps (packages/server/src/matches/chat.ts). */
export const MAX_CHAT_CHARS = 300;

/** A line of the table chat, as the server sends it: plain text, shown as text only. */
export const chatLine = z.object({
  match: z.string(),
  seq: z.number().int(),
  seat: z.number().int().nullable(),
  name: z.string(),
  watching: z.boolean(),
  text: z.string(),
  at: z.number(),
});
export type ChatLine = z.infer<typeof chatLine>;

const history = z.object({ match: z.string(), lines: z.array(chatLine) });
const ack = z.union([z.object({ ok: z.literal(true) }).loose(), z.object({ ok: z.literal(false), code: z.string(), message: z.string() })]);

const MUTE = 'ramparts:mute-spectators:';

/** Whether this reader muted the spectators of a match (remembered per match in this browser). */
export function spectatorsMuted(match: string): boolean {
  return readStored(MUTE + match, z.boolean()) ?? false;
}

export function muteSpectators(match: string, muted: boolean): void {
  writeStored(MUTE + match, muted);
}

/** A finished (or live) match's chat, for its replay. */
export async function fetchChat(match: string): Promise<ChatLine[]> {
  const r = history.omit({ match: true }).safeParse(await call<unknown>('GET', `/api/matches/${encodeURIComponent(match)}/chat`, undefined, watchHeaders(match)));
  return r.success ? r.data.lines : [];
}

/**
 * The chat of an online match over the driver's sockets: every connection hears the lines (kept once each, by
 * seq), and a line is sent on the connection `sender` names (the seat shown, else any). Nothing here is state.
 */
export class ChatChannel {
  private lines = new Map<number, ChatLine>();
  private sorted: ChatLine[] = [];
  private listeners = new Set<() => void>();

  constructor(
    readonly match: string,
    private readonly sender: () => Socket | undefined,
  ) {}

  /** Hears a connection's `chat` and `chat-history` events. */
  listen(socket: Socket): void {
    socket.on('chat', (l: unknown) => this.add([l]));
    socket.on('chat-history', (h: unknown) => {
      const r = history.safeParse(h);
      if (r.success) this.add(r.data.lines);
    });
  }

  get(): ChatLine[] {
    return this.sorted;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends a line; resolves once the server has kept it, rejects with the server's sentence otherwise. */
  send(text: string): Promise<void> {
    const socket = this.sender();
    if (!socket?.connected) return Promise.reject(new Error('Not connected to the server: wait a moment and try again.'));
    return new Promise((resolve, reject) => {
      socket.timeout(10_000).emit('chat', { text }, (err: Error | null, answer: unknown) => {
        if (err) return reject(new Error('The server did not answer in time.'));
        const r = ack.safeParse(answer);
        if (!r.success) return reject(new Error('The server answered something unexpected.'));
        return r.data.ok ? resolve() : reject(new Error(r.data.message));
      });
    });
  }

  private add(raw: unknown[]): void {
    let changed = false;
    for (const x of raw) {
      const r = chatLine.safeParse(x);
      if (!r.success || r.data.match !== this.match || this.lines.has(r.data.seq)) continue;
      this.lines.set(r.data.seq, r.data);
      changed = true;
    }
    if (!changed) return;
    this.sorted = [...this.lines.values()].sort((a, b) => a.seq - b.seq);
    for (const l of this.listeners) l();
  }
}

import type { ChatLine } from '../matches/chat.ts';

/**
 * The chat's last lines for new connections, one store read per match at a time: every connection that asks
 * while no read is under way shares the next one. Each asked after joining the match's room, before that read
 * began, so the read holds every line committed before the connection could hear the `chat` broadcasts: none is
 * missed, and a crowd arriving at once costs a few reads instead of one each.
 */
export class ChatHistoryReads {
  private readonly waiting = new Map<string, { resolve: (lines: ChatLine[]) => void; reject: (e: unknown) => void }[]>();
  private readonly reading = new Set<string>();

  constructor(private readonly read: (match: string) => Promise<ChatLine[]>) {}

  get(match: string): Promise<ChatLine[]> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(match) ?? [];
      queue.push({ resolve, reject });
      this.waiting.set(match, queue);
      this.next(match);
    });
  }

  private next(match: string): void {
    const batch = this.waiting.get(match);
    if (this.reading.has(match) || !batch) return;
    this.waiting.delete(match);
    this.reading.add(match);
    this.read(match)
      .then(
        (lines) => batch.forEach((w) => w.resolve(lines)),
        (e: unknown) => batch.forEach((w) => w.reject(e)),
      )
      .finally(() => {
        this.reading.delete(match);
        this.next(match);
      });
  }
}

import { sql, type Kysely } from 'kysely';
import type { ChatTable, Database } from './schema.ts';

export type ChatRow = ChatTable;

/** A new line: everything but its place in the match's chat, which the store gives it. */
export type NewChatLine = Omit<ChatRow, 'seq'>;

/**
 * Appends a line to a match's chat and resolves with the row once it is committed (its `seq` is one past the
 * match's last). Two instances writing at once may pick the same seq: the loser's insert conflicts and it takes
 * the next one.
 */
// Each conflict means another writer's line went in, so n lines said at once need up to n attempts: 20 covers a busy table.
export async function appendChat(db: Kysely<Database>, line: NewChatLine, attempts = 20): Promise<ChatRow> {
  for (let i = 0; ; i++) {
    try {
      const { rows } = await sql<{ seq: number }>`
        -- Casts: PostgreSQL types a SELECT's parameters as text otherwise.
        insert into chat (match_id, seq, seat, name, watching, text, at)
        select cast(${line.match_id} as varchar(64)), coalesce(max(seq), 0) + 1, cast(${line.seat} as integer), cast(${line.name} as varchar(64)),
          cast(${line.watching} as integer), cast(${line.text} as text), cast(${line.at} as bigint)
        from chat where match_id = ${line.match_id}
        returning seq`.execute(db);
      const seq = Number(rows[0]?.seq);
      return { ...line, seq };
    } catch (e) {
      if (i + 1 >= attempts || !/unique|primary key|duplicate/i.test(String((e as Error).message))) throw e;
    }
  }
}

/** The last `limit` lines of a match's chat, oldest first. */
export async function chatOf(db: Kysely<Database>, matchId: string, limit: number): Promise<ChatRow[]> {
  const rows = await db.selectFrom('chat').selectAll().where('match_id', '=', matchId).orderBy('seq', 'desc').limit(limit).execute();
  return rows.reverse().map((r) => ({ ...r, seq: Number(r.seq), at: Number(r.at) }));
}

import type { Kysely } from 'kysely';
import type { Database, SaveTable } from './schema.ts';

export type SaveRow = SaveTable;

/**
 * Campaign saves: one JSON blob per game and group, versioned for optimistic updates, guarded by the sha256 of
 * the group's secret. The HTTP layer checks the secret and the data; these are only the queries.
 */
export class Saves {
  constructor(private readonly db: Kysely<Database>) {}

  async get(game: string, group: string): Promise<SaveRow | undefined> {
    return this.db.selectFrom('saves').selectAll().where('game', '=', game).where('group_name', '=', group).executeTakeFirst();
  }

  /** Creates a group's save at version 1; false when the group already exists. */
  async create(game: string, group: string, data: string, secretHash: string): Promise<boolean> {
    const rows = await this.db
      .insertInto('saves')
      .values({ game, group_name: group, data, version: 1, updated_at: Date.now(), secret_hash: secretHash })
      .onConflict((oc) => oc.columns(['game', 'group_name']).doNothing())
      .returning('version')
      .execute();
    return rows.length === 1;
  }

  /** Writes a save if its version is still `expected`; false when someone wrote first. */
  async update(game: string, group: string, data: string, expected: number): Promise<boolean> {
    const r = await this.db
      .updateTable('saves')
      .set({ data, version: expected + 1, updated_at: Date.now() })
      .where('game', '=', game)
      .where('group_name', '=', group)
      .where('version', '=', expected)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}

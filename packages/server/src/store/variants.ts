import type { Variant } from '@ramparts/engine';
import type { CompiledQuery, Kysely } from 'kysely';
import type { AccountVariantTable, Database, VariantTable } from './schema.ts';

export type VariantRow = VariantTable;

/** A variant's row, its digest a hex sha256: anything else is no digest (and never reaches a query). */
export const isDigest = (s: string): boolean => /^[0-9a-f]{64}$/.test(s);

/** The insert of a variant that may be stored already (the same digest is the same variant): it does nothing then. */
export function insertVariant(db: Kysely<Database>, row: VariantRow): CompiledQuery {
  return db
    .insertInto('variants')
    .values(row)
    .onConflict((oc) => oc.column('digest').doNothing())
    .compile();
}

/** Stores a variant unless it is already; true when this call stored it. */
export async function saveVariant(db: Kysely<Database>, row: VariantRow): Promise<boolean> {
  const r = await db.executeQuery(insertVariant(db, row));
  return Number(r.numAffectedRows ?? 0) === 1;
}

export async function variantByDigest(db: Kysely<Database>, digest: string): Promise<VariantRow | undefined> {
  if (!isDigest(digest)) return undefined;
  return db.selectFrom('variants').selectAll().where('digest', '=', digest).executeTakeFirst();
}

/** These variants by digest (one query; none for no digest), as stored: checked when they were. */
export async function variantsByDigest(db: Kysely<Database>, digests: (string | null | undefined)[]): Promise<Map<string, Variant>> {
  const wanted = [...new Set(digests.filter((d): d is string => typeof d === 'string' && isDigest(d)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('variants').select(['digest', 'body']).where('digest', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.digest, JSON.parse(r.body) as Variant]));
}

/** The names of these variants, by digest (one query; none for no digest). */
export async function variantNames(db: Kysely<Database>, digests: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(digests.filter(isDigest))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('variants').select(['digest', 'name']).where('digest', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.digest, r.name]));
}

/** Notes that an account shared a variant (again is harmless: the first time is kept). */
export async function ownVariant(db: Kysely<Database>, row: AccountVariantTable): Promise<void> {
  await db
    .insertInto('account_variants')
    .values(row)
    .onConflict((oc) => oc.columns(['account_id', 'digest']).doNothing())
    .execute();
}

/** The variants an account shared, newest first. */
export async function variantsOf(db: Kysely<Database>, accountId: string, limit = 200): Promise<(Omit<VariantRow, 'body' | 'created_at'> & { created_at: number })[]> {
  return db
    .selectFrom('account_variants')
    .innerJoin('variants', 'variants.digest', 'account_variants.digest')
    .select(['variants.digest', 'variants.game', 'variants.name', 'account_variants.created_at'])
    .where('account_variants.account_id', '=', accountId)
    .orderBy('account_variants.created_at', 'desc')
    .orderBy('variants.digest')
    .limit(limit)
    .execute();
}

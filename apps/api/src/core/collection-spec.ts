/**
 * A collection as its owner declares it (`features/<name>/<name>.collections.ts`): its name, its
 * document type and its indexes. Indexes stay within what every engine we run on supports (plain
 * and unique; no TTL, partial, text or collation): docs/architecture.md#database. db/ opens and
 * indexes them; core names no driver type, so `http/` and `db/` can declare theirs too.
 */
export interface IndexSpec {
  key: Record<string, 1 | -1>;
  name: string;
  unique?: boolean;
  /** Leaves out documents without the key (a unique index then binds only those that have it). */
  sparse?: boolean;
}

export interface CollectionSpec<TDoc extends object = object> {
  name: string;
  indexes: readonly IndexSpec[];
  /** Phantom field carrying the document type. */
  readonly doc?: TDoc;
}

export function defineCollection<TDoc extends object>(
  name: string,
  indexes: readonly IndexSpec[],
): CollectionSpec<TDoc> {
  return { name, indexes };
}

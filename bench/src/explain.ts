import { ObjectId, type Db, type Document } from 'mongodb';

/**
 * The server's plan for the category page query, as the repository sends it (filter fields in
 * index order, createdAt desc, _id desc, limit 25): on MongoDB the winning plan's stages; an
 * engine without explain says so.
 */
export async function explainCategoryPage(
  db: Db,
  categoryId: string,
  after?: { createdAt: Date; id: string },
): Promise<Document> {
  const base = {
    categoryId: new ObjectId(categoryId),
    status: 'unsold',
    deletedAt: null,
    sellerRemoved: false,
  };
  const filter = after
    ? {
        $and: [
          base,
          {
            $or: [
              { createdAt: { $lt: after.createdAt } },
              { createdAt: after.createdAt, _id: { $lt: new ObjectId(after.id) } },
            ],
          },
        ],
      }
    : base;
  return explainFind(db, 'bikes', filter, { createdAt: -1, _id: -1 });
}

/** The plan of a list query as a repository sends it (first page: limit 25 + 1). */
export async function explainFind(
  db: Db,
  collection: string,
  filter: Document,
  sort: Document,
): Promise<Document> {
  // mongo-java-server, the embedded engine, has no explain (and ignores secondary indexes).
  const plan = await db
    .command({ explain: { find: collection, filter, sort, limit: 26 }, verbosity: 'queryPlanner' })
    .catch((error: unknown) => ({ unsupported: String((error as Error).message ?? error) }));
  return 'unsupported' in plan ? plan : summarise(plan);
}

/** GET /bikes/advertised (features/bikes/bike-lists.repository.ts listFilter 'advertised'). */
export function explainAdvertised(db: Db): Promise<Document> {
  const filter = { advertised: true, status: 'unsold', deletedAt: null, sellerRemoved: false };
  return explainFind(db, 'bikes', filter, { createdAt: -1, _id: -1 });
}

/** GET /bookings?email= (features/orders/orders.repository.ts: the buyer's, newest first by _id). */
export function explainBookings(db: Db, buyerId: string): Promise<Document> {
  return explainFind(db, 'bookings', { buyerId: new ObjectId(buyerId) }, { _id: -1 });
}

function summarise(plan: Document): Document {
  const keys = ['filterPushdown', 'sortPushdown', 'limitPushdown', 'unsafeFilterPushdown'];
  const summary: Document = {};
  for (const key of keys) if (key in plan) summary[key] = plan[key] as unknown;
  const planner = plan.queryPlanner as Document | undefined;
  if (planner?.winningPlan) summary.winningPlan = planner.winningPlan as unknown;
  else if (planner) summary.queryPlanner = planner;
  return summary;
}

/**
 * The cursor the API encodes in X-Next-Cursor for a newest-first bike list: base64url JSON of
 * the order's name and the last bike's keys (apps/api/src/db/keyset-page.ts).
 */
export function decodeNextCursor(raw: string): { createdAt: Date; id: string } {
  const { k } = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as {
    k: [string, string];
  };
  return { createdAt: new Date(k[0]), id: k[1] };
}

/**
 * The X-Next-Cursor the API would send after `position` bikes of the category, read with one
 * skip query instead of following 199 pages through the API.
 */
export async function cursorAtPosition(db: Db, categoryId: string, position: number) {
  const filter = {
    categoryId: new ObjectId(categoryId),
    status: 'unsold',
    deletedAt: null,
    sellerRemoved: false,
  };
  const [doc] = await db
    .collection('bikes')
    .find(filter, { projection: { createdAt: 1 }, sort: { createdAt: -1, _id: -1 } })
    .skip(position - 1)
    .limit(1)
    .toArray();
  if (!doc) throw new Error(`the category has fewer than ${position} bikes`);
  const json = JSON.stringify({
    o: 'n',
    k: [(doc.createdAt as Date).toISOString(), doc._id.toHexString()],
  });
  return Buffer.from(json, 'utf8').toString('base64url');
}

import { ObjectId, type Db } from 'mongodb';
import {
  MAX_PAGE_SIZE,
  type ListQuery,
  type SerialDuplicate,
  type TheftReport,
  type TheftReportState,
} from '@reride/shared';
import { NEWEST_ID, keysetOrder, mapPage, type Page } from '../../core/keyset-page';
import { collection } from '../../db/collections';
import { findPage } from '../../db/keyset-page';
import { serialDuplicates, theftReports, type TheftReportDoc } from './theft.collections';

/** Open shared serials, the longest waiting first (open_oldest_page). */
const OLDEST_SINCE = keysetOrder('s', [
  { field: 'since', direction: 1, kind: 'date' },
  { field: '_id', direction: 1, kind: 'id' },
]);

export type NewTheftReport = Pick<
  TheftReportDoc,
  'serial' | 'serialKey' | 'serialNearKeys' | 'description' | 'reporterEmail' | 'createdAt'
> & { reporterId: string };

/** A confirmed report that matched a serial key: which, and whether exactly. */
export interface ReportMatch {
  id: string;
  exact: boolean;
}

function toReport(doc: TheftReportDoc): TheftReport {
  return {
    _id: doc._id.toHexString(),
    serial: doc.serial,
    description: doc.description,
    reporterId: doc.reporterId.toHexString(),
    reporterEmail: doc.reporterEmail,
    state: doc.state,
    createdAt: doc.createdAt.toISOString(),
    decidedAt: doc.decidedAt?.toISOString() ?? null,
    withdrawReason: doc.withdrawReason,
  };
}

export function createTheftRepository(db: Db) {
  const col = collection(db, theftReports);
  const duplicates = collection(db, serialDuplicates);

  return {
    async insert(report: NewTheftReport): Promise<string> {
      const _id = new ObjectId();
      await col.insertOne({
        ...report,
        _id,
        reporterId: new ObjectId(report.reporterId),
        state: 'pending',
        decidedAt: null,
        decidedBy: null,
        withdrawReason: null,
        swept: false,
      });
      return _id.toHexString();
    },

    async findState(id: string): Promise<TheftReportState | null> {
      const doc = await col.findOne({ _id: new ObjectId(id) }, { projection: { state: 1 } });
      return doc?.state ?? null;
    },

    /** The near keys of a report's serial (docs/domain.md#frame-serials), or null when unknown. */
    async nearKeysOf(id: string): Promise<string[] | null> {
      const doc = await col.findOne(
        { _id: new ObjectId(id) },
        { projection: { serialNearKeys: 1 } },
      );
      return doc?.serialNearKeys ?? null;
    },

    /** Moves a report from one of `from` to `to` (a conditional update: one decision wins). */
    async decide(
      id: string,
      from: TheftReportState[],
      to: { state: TheftReportState; by: string; at: Date; withdrawReason?: string },
    ): Promise<boolean> {
      const result = await col.updateOne(
        { _id: new ObjectId(id), state: { $in: from } },
        {
          $set: {
            state: to.state,
            decidedAt: to.at,
            decidedBy: new ObjectId(to.by),
            withdrawReason: to.withdrawReason ?? null,
            swept: false,
          },
        },
      );
      return result.modifiedCount === 1;
    },

    list(state: TheftReportState, query: ListQuery): Promise<Page<TheftReport>> {
      return findPage(col, { state }, NEWEST_ID, query, { defaultLimit: MAX_PAGE_SIZE }).then(
        (page) => mapPage(page, toReport),
      );
    },

    /** Our registry's answer: a confirmed report on this key, else one a slip away. */
    async confirmedMatch(serialKey: string, nearKeys: string[]): Promise<ReportMatch | null> {
      const exact = await col.findOne(
        { serialKey, state: 'confirmed' },
        { projection: { _id: 1 } },
      );
      if (exact) return { id: exact._id.toHexString(), exact: true };
      const near = await col.findOne(
        { serialNearKeys: { $in: nearKeys }, state: 'confirmed' },
        { projection: { _id: 1 } },
      );
      return near ? { id: near._id.toHexString(), exact: false } : null;
    },

    /** Confirmed reports whose listings the recheck job has not checked yet. */
    unswept: (limit: number) =>
      col
        .find({ state: 'confirmed', swept: false }, { projection: { serialNearKeys: 1 } })
        .limit(limit)
        .toArray()
        .then((docs) => docs.map((d) => ({ id: d._id.toHexString(), nearKeys: d.serialNearKeys }))),

    async markSwept(id: string): Promise<void> {
      await col.updateOne({ _id: new ObjectId(id), state: 'confirmed' }, { $set: { swept: true } });
    },

    /** Pending reports, oldest first, for the moderation queue. */
    pending: (limit: number) =>
      col
        .find({ state: 'pending' }, { projection: { description: 1, createdAt: 1 } })
        .sort({ state: 1, _id: 1 })
        .limit(limit)
        .toArray(),

    /**
     * Flags a key shared by different sellers' listings; idempotent (serial_key_unique). A
     * dismissed flag opens again only when a listing not yet in it joins.
     */
    async flagDuplicate(serialKey: string, bikeIds: string[], title: string, at: Date) {
      const ids = bikeIds.map((id) => new ObjectId(id));
      await duplicates.updateOne(
        { serialKey },
        {
          $addToSet: { bikeIds: { $each: ids } },
          $setOnInsert: { _id: new ObjectId(), title, since: at, decidedAt: null },
        },
        { upsert: true },
      );
      await duplicates.updateOne(
        { serialKey, decidedAt: { $ne: null }, decidedBikeIds: { $not: { $all: ids } } },
        { $set: { decidedAt: null, since: at } },
      );
    },

    /** Undecided duplicate flags, oldest first, for the moderation queue. */
    openDuplicates: (limit: number) =>
      duplicates.find({ decidedAt: null }).sort({ decidedAt: 1, since: 1 }).limit(limit).toArray(),

    /** Undecided duplicate flags, a page of them oldest first (GET /serial-duplicates). */
    duplicatesPage: (query: ListQuery): Promise<Page<SerialDuplicate>> =>
      findPage(duplicates, { decidedAt: null }, OLDEST_SINCE, query, {
        defaultLimit: MAX_PAGE_SIZE,
      }).then((page) =>
        mapPage(page, (d) => ({
          _id: d._id.toHexString(),
          title: d.title,
          bikeIds: d.bikeIds.map((id) => id.toHexString()),
          since: d.since.toISOString(),
        })),
      ),

    /**
     * Dismisses an open flag (a conditional update: one decision wins), remembering which
     * listings it covered. 'missing' for an unknown flag, 'decided' for a dismissed one.
     */
    async dismissDuplicate(
      id: string,
      by: string,
      reason: string,
      at: Date,
    ): Promise<'dismissed' | 'missing' | 'decided'> {
      const _id = new ObjectId(id);
      const open = await duplicates.findOne({ _id, decidedAt: null });
      if (!open) return (await duplicates.countDocuments({ _id })) ? 'decided' : 'missing';
      const result = await duplicates.updateOne(
        { _id, decidedAt: null, since: open.since },
        {
          $set: {
            decidedAt: at,
            decidedBy: new ObjectId(by),
            dismissReason: reason,
            decidedBikeIds: open.bikeIds,
          },
        },
      );
      return result.modifiedCount === 1 ? 'dismissed' : 'decided';
    },
  };
}

export type TheftRepository = ReturnType<typeof createTheftRepository>;

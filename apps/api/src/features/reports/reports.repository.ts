import { ObjectId, type Db } from 'mongodb';
import { REPORT_REASONS, type ReportReason } from '@reride/shared';
import { isDuplicateKeyError } from '../../db/client';
import { collection } from '../../db/collections';
import { reports, type ReportDoc } from './reports.collections';

export interface NewReport {
  bikeId: string;
  reporterId: string;
  reporterEmail: string;
  reason: ReportReason;
  note: string | null;
  createdAt: Date;
}

/** `applied`: this reporter's report already flagged the bike; `pending`: an earlier try stopped. */
export type RecordOutcome = 'created' | 'pending' | 'applied';

/** Why a bike waits: its undecided reports' reasons, notes and since when (the oldest). */
export interface ReportSummary {
  count: number;
  since: Date;
  reasons: { reason: ReportReason; count: number }[];
  notes: string[];
}

/** How many notes of one bike the administrators' screen shows, newest first. */
const NOTES_SHOWN = 20;

/** A report stored before reasons existed reads as "other" with its free text as the note. */
function reasonOf(doc: Pick<ReportDoc, 'reason' | 'note'>): {
  reason: ReportReason;
  note: string | null;
} {
  const known = (REPORT_REASONS as readonly (string | null)[]).includes(doc.reason);
  if (known) return { reason: doc.reason as ReportReason, note: doc.note ?? null };
  return { reason: 'other', note: doc.note ?? doc.reason ?? null };
}

export function createReportsRepository(db: Db) {
  const col = collection(db, reports);
  const key = (bikeId: string, reporterId: string) => ({
    bikeId: new ObjectId(bikeId),
    reporterId: new ObjectId(reporterId),
  });
  const undecided = (bikeId: string) => ({ bikeId: new ObjectId(bikeId), decidedAt: null });

  return {
    /** The unique {bikeId, reporterId} index makes a second report by the same user a no-op. */
    async record(report: NewReport): Promise<RecordOutcome> {
      const ids = key(report.bikeId, report.reporterId);
      try {
        await col.insertOne({ ...report, ...ids, _id: new ObjectId(), applied: false });
        return 'created';
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await col.findOne(ids, { projection: { applied: 1 } });
      return existing?.applied === false ? 'pending' : 'applied';
    },

    async markApplied(bikeId: string, reporterId: string): Promise<void> {
      await col.updateOne(key(bikeId, reporterId), { $set: { applied: true } });
    },

    /** Distinct reporters since the last decision: one report per reporter (the unique index). */
    async countForBike(bikeId: string): Promise<number> {
      return col.countDocuments(undecided(bikeId));
    },

    /** An administrator kept the bike: its reports so far no longer count to the threshold. */
    async markDecided(bikeId: string, at: Date): Promise<void> {
      await col.updateMany(undecided(bikeId), { $set: { decidedAt: at } });
    },

    /** The undecided reports of each bike, summed up for the administrators. */
    async summarise(bikeIds: string[]): Promise<Map<string, ReportSummary>> {
      const docs = await col
        .find(
          { bikeId: { $in: bikeIds.map((id) => new ObjectId(id)) }, decidedAt: null },
          { projection: { bikeId: 1, reason: 1, note: 1, createdAt: 1 } },
        )
        .sort({ createdAt: -1, _id: -1 })
        .toArray();
      const out = new Map<string, ReportSummary>();
      for (const doc of docs) {
        const id = doc.bikeId.toHexString();
        const summary = out.get(id) ?? { count: 0, since: doc.createdAt, reasons: [], notes: [] };
        const { reason, note } = reasonOf(doc);
        summary.count += 1;
        if (doc.createdAt < summary.since) summary.since = doc.createdAt;
        const counted = summary.reasons.find((r) => r.reason === reason);
        if (counted) counted.count += 1;
        else summary.reasons.push({ reason, count: 1 });
        if (note && summary.notes.length < NOTES_SHOWN) summary.notes.push(note);
        out.set(id, summary);
      }
      for (const summary of out.values()) summary.reasons.sort((a, b) => b.count - a.count);
      return out;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

import type { ObjectId } from 'mongodb';
import type { TheftReportState } from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';

/**
 * An owner's report that their bike was stolen (docs/domain.md#frame-serials). Only a
 * `confirmed` one counts as a match of our own registry; `swept` marks that the `theft.recheck`
 * job has checked the live listings against it since its confirmation.
 */
export interface TheftReportDoc {
  _id: ObjectId;
  reporterId: ObjectId;
  reporterEmail: string;
  serial: string;
  serialKey: string;
  serialNearKeys: string[];
  description: string;
  state: TheftReportState;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: ObjectId | null;
  withdrawReason: string | null;
  swept: boolean;
}

export const theftReports = defineCollection<TheftReportDoc>('theft_reports', [
  // Our registry's answer: confirmed reports by key, exact or one slip apart.
  { key: { serialNearKeys: 1, state: 1 }, name: 'near_state' },
  { key: { serialKey: 1, state: 1 }, name: 'key_state' },
  // The administrators' list and the queue (newest or oldest of a state).
  { key: { state: 1, _id: -1 }, name: 'state_id' },
  // The recheck job: confirmed reports not swept yet.
  { key: { state: 1, swept: 1 }, name: 'state_swept' },
]);

/**
 * One serial key on live listings of different sellers, flagged once for administrators
 * (docs/domain.md#frame-serials); `bikeIds` grows as more listings meet on it.
 */
export interface SerialDuplicateDoc {
  _id: ObjectId;
  serialKey: string;
  bikeIds: ObjectId[];
  title: string;
  since: Date;
  decidedAt: Date | null;
  decidedBy?: ObjectId;
  dismissReason?: string;
  /** The listings the flag covered when it was dismissed: a new one opens it again. */
  decidedBikeIds?: ObjectId[];
}

export const serialDuplicates = defineCollection<SerialDuplicateDoc>('serial_duplicates', [
  { key: { serialKey: 1 }, name: 'serial_key_unique', unique: true },
  { key: { decidedAt: 1, since: 1 }, name: 'open_oldest' },
  { key: { decidedAt: 1, since: 1, _id: 1 }, name: 'open_oldest_page' },
]);

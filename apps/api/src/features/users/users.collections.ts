import type { ObjectId } from 'mongodb';
import type { BikeLocation, EmailSettings, ProfilePhoto, Role } from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';

export interface UserDoc {
  _id: ObjectId;
  firebaseUid: string;
  name: string;
  email: string;
  /** The highest of `roles`: Admin, then Seller, then Buyer. */
  userType: Role;
  /** Every role held; a buyer who became a seller holds both (docs/domain.md#accounts). */
  roles: Role[];
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Always present (null while live), so `{ deletedAt: null }` matches stored nulls only. */
  deletedAt: Date | null;
  deletedBy: ObjectId | null;
  /** Private: shown only where the order rules reveal contact. */
  phone?: string;
  city?: BikeLocation;
  /** Public: a square photo they uploaded (images feature), shown on their profile and bikes. */
  photo?: ProfilePhoto;
  /** Which notification topics also come by email; absent: DEFAULT_EMAIL_SETTINGS. */
  emailSettings?: EmailSettings;
  /**
   * Set with the removal and cleared once every subscriber of `user.removed` took it; the
   * `users.removal-repair` job tells the removal again while it stays set (users-admin.service.ts).
   */
  removalDue?: Date;
  /**
   * An administrator's suspension (docs/domain.md#sanctions): in force while `until` is ahead,
   * so it ends by itself; a lift removes it. Who decided is in the audit log.
   */
  suspension?: { reason: string; at: Date; until: Date };
  /** The latest warning; `acknowledgedAt` once the person dismissed it on their dashboard. */
  warning?: { reason: string; at: Date; acknowledgedAt?: Date };
}

export const users = defineCollection<UserDoc>('users', [
  { key: { email: 1 }, name: 'email_unique', unique: true },
  { key: { firebaseUid: 1 }, name: 'firebaseUid' },
  { key: { roles: 1, deletedAt: 1, _id: -1 }, name: 'roles_live_newest' },
  { key: { removalDue: 1 }, name: 'removalDue' },
  // The dashboard's daily rollups (user-metrics.repository.ts).
  { key: { createdAt: 1 }, name: 'createdAt' },
]);

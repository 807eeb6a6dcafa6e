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
  /**
   * The Verified badge, kept in step with `verification` by the same single-document update
   * that changes a criterion (seller-verification.repository.ts), so lists read one boolean.
   */
  verified: boolean;
  /** The badge's criteria (docs/domain.md#seller-verification); absent: none met yet. */
  verification?: SellerVerificationDoc;
  /**
   * The confirmed phone number while the account lives (unset on removal and deletion): unique,
   * so of two accounts confirming one number at the same moment exactly one keeps it.
   */
  phoneClaim?: string;
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

export interface SellerVerificationDoc {
  /** The number a Firebase phone sign-in proved by a one-time code. */
  phone: { number: string; confirmedAt: Date } | null;
  /** The administrator's check; `by` is null for a badge granted before the criteria existed. */
  adminCheck: { by: ObjectId | null; at: Date } | null;
  /** An administrator's withdrawal of the badge; a new check removes it. */
  withdrawn?: { by: ObjectId; at: Date; reason: string };
}

export const users = defineCollection<UserDoc>('users', [
  { key: { email: 1 }, name: 'email_unique', unique: true },
  { key: { firebaseUid: 1 }, name: 'firebaseUid' },
  { key: { roles: 1, deletedAt: 1, _id: -1 }, name: 'roles_live_newest' },
  { key: { removalDue: 1 }, name: 'removalDue' },
  // One confirmed phone per account (seller-verification.service.ts).
  { key: { 'verification.phone.number': 1 }, name: 'verification_phone' },
  // One live account per confirmed phone, held by the database under a race.
  { key: { phoneClaim: 1 }, name: 'phone_claim_unique', unique: true, sparse: true },
  // The dashboard's daily rollups (user-metrics.repository.ts).
  { key: { createdAt: 1 }, name: 'createdAt' },
]);

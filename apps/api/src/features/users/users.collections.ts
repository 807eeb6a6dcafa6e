import type { ObjectId } from 'mongodb';
import type { EmailSettings, Role } from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';

export interface UserDoc {
  _id: ObjectId;
  firebaseUid: string;
  name: string;
  email: string;
  userType: Role;
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Always present (null while live), so `{ deletedAt: null }` matches stored nulls only. */
  deletedAt: Date | null;
  deletedBy: ObjectId | null;
  /** Which notification topics also come by email; absent: DEFAULT_EMAIL_SETTINGS. */
  emailSettings?: EmailSettings;
  /**
   * Set with the removal and cleared once every subscriber of `user.removed` took it; the
   * `users.removal-repair` job tells the removal again while it stays set (users-admin.service.ts).
   */
  removalDue?: Date;
}

export const users = defineCollection<UserDoc>('users', [
  { key: { email: 1 }, name: 'email_unique', unique: true },
  { key: { firebaseUid: 1 }, name: 'firebaseUid' },
  { key: { userType: 1, deletedAt: 1, _id: -1 }, name: 'userType_live_newest' },
  { key: { removalDue: 1 }, name: 'removalDue' },
]);

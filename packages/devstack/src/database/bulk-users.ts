import { ObjectId } from 'mongodb';

export type BulkRole = 'Buyer' | 'Seller';

/**
 * A live user as the API stores it, for tools that need thousands of them without a Firebase
 * account each (bench, load): `tag` keeps their names, emails and uids apart from real ones.
 */
export function bulkUserDocument(tag: string, role: BulkRole, i: number, now: Date) {
  const _id = new ObjectId();
  const slug = `${tag}-${role.toLowerCase()}-${i}`;
  return {
    _id,
    firebaseUid: `${slug}-${_id.toHexString()}`,
    name: `${tag[0]?.toUpperCase() ?? ''}${tag.slice(1)} ${role} ${i}`,
    email: `${slug}@${tag}.test`,
    userType: role,
    roles: [role],
    verified: false,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    deletedBy: null,
  };
}

import type { Role } from '@reride/shared';

/** The live user behind an access token, as loaded from the database on this request. */
export interface Caller {
  _id: string;
  email: string;
  name: string;
  /** The highest of `roles` (Admin, then Seller, then Buyer). */
  userType: Role;
  /** Every role held: a buyer who became a seller holds Buyer and Seller. */
  roles: Role[];
  verified: boolean;
  createdAt: Date;
}

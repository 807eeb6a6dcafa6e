import type { Role } from '@reride/shared';

/** The live user behind an access token, as loaded from the database on this request. */
export interface Caller {
  _id: string;
  email: string;
  name: string;
  userType: Role;
  verified: boolean;
  createdAt: Date;
}

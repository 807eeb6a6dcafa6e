import { formatDateText, type Role, sanctionMessages } from '@reride/shared';
import { AppError } from './app-error';

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
  /** An administrator's suspension: in force while `until` is ahead (docs/domain.md#sanctions). */
  suspension?: { until: Date } | undefined;
}

/** The end of the caller's suspension when one is in force at `now`: it ends by itself. */
export function suspendedUntil(caller: Pick<Caller, 'suspension'>, now: Date): Date | null {
  const until = caller.suspension?.until;
  return until && until > now ? until : null;
}

/**
 * The one check of what a suspended person may not do (list, book, message, offer): the
 * contract's `refusedWhileSuspended` routes run it through the guards (http/auth.ts).
 */
export function assertNotSuspended(caller: Pick<Caller, 'suspension'>, now: Date): void {
  const until = suspendedUntil(caller, now);
  if (until) {
    const time = until.toISOString().slice(11, 16);
    const text = `${formatDateText(until)} ${time} UTC`;
    throw new AppError('SUSPENDED', sanctionMessages.sanctions.suspended(text), {
      until: until.toISOString(),
    });
  }
}

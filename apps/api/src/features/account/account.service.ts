import { type AccountData, type DeleteResult, leaveMessages, errorMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { BikesApi } from '../bikes/bikes.feature';
import { emailSettingsOf } from '../email/email-settings.service';
import type { OrdersApi } from '../orders/orders.feature';
import type { ReviewsApi } from '../reviews/reviews.feature';
import type { UsersApi } from '../users/users.feature';
import { toAccountDto } from '../users/users.service';

type Records = Promise<Record<string, unknown>[]>;

/** What leaving asks of each feature, through its `api` (docs/architecture.md#features). */
export interface AccountDeps {
  users: Pick<UsersApi, 'findById' | 'deleteAccount'>;
  bikes: Pick<BikesApi, 'listingsOf'>;
  orders: Pick<OrdersApi, 'leavers'>;
  earnings: {
    moneyDue: (sellerId: string) => Promise<boolean>;
    entriesOf: (id: string) => Records;
  };
  messaging: {
    leavers: { messagesBy: (id: string) => Records; offersOf: (id: string) => Records };
  };
  notifier: { dataOf: (userId: string) => Records };
  wishlist: { dataOf: (userId: string) => Records };
  reports: { filedBy: (userId: string) => Records };
  reviews: Pick<ReviewsApi, 'dataOf'>;
  theft: { filedBy: (userId: string) => Records };
  savedSearches: { filedBy: (userId: string) => Records };
  clock: Clock;
}

const notLive = () => new AppError('UNAUTHENTICATED', errorMessages.errors.accountRemoved);

/**
 * A person's data download and the deletion of their own account (docs/domain.md#leaving): a
 * page gathered from every feature that keeps something of them, and a deletion that asks first
 * what must be finished.
 */
export function createAccountService(deps: AccountDeps) {
  const { users, orders, earnings, clock } = deps;

  /** The reason the deletion waits, as the person reads it, or null. */
  async function refusal(caller: Caller): Promise<string | null> {
    const work = await orders.leavers.workOf(caller._id);
    if (work) return leaveMessages.deleteAccount[work];
    if (await earnings.moneyDue(caller._id)) return leaveMessages.deleteAccount.moneyDue;
    return null;
  }

  return {
    async dataOf(caller: Caller): Promise<AccountData> {
      const user = await users.findById(caller._id);
      if (!user || user.deletedAt) throw notLive();
      const id = user._id;
      const sells = user.roles.includes('Seller');
      return {
        exportedAt: clock().toISOString(),
        // Stored settings may predate a topic: the same defaults as the settings page.
        account: { ...toAccountDto(user), emailSettings: emailSettingsOf(user) },
        listings: await deps.bikes.listingsOf(id),
        orders: await orders.leavers.ordersOf(id),
        messages: await deps.messaging.leavers.messagesBy(id),
        offers: await deps.messaging.leavers.offersOf(id),
        notifications: await deps.notifier.dataOf(id),
        wishlist: await deps.wishlist.dataOf(id),
        reports: await deps.reports.filedBy(id),
        reviews: await deps.reviews.dataOf(id),
        theftReports: await deps.theft.filedBy(id),
        savedSearches: await deps.savedSearches.filedBy(id),
        earnings: sells ? { entries: await earnings.entriesOf(id) } : null,
      };
    },

    /** Refused (409) while an order, a dispute or money is still under way; else deleted. */
    async deleteAccount(caller: Caller): Promise<DeleteResult> {
      const reason = await refusal(caller);
      if (reason) throw new AppError('CONFLICT', reason);
      const deleted = await users.deleteAccount(caller._id);
      return { acknowledged: true, deletedCount: deleted ? 1 : 0 };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

import type { NotificationFacts } from '@reride/shared';

/**
 * Every domain event of the API, and what it carries: the one place they are declared
 * (docs/architecture.md#events, docs/decisions/010-events-jobs-and-feature-modules.md). A
 * feature publishes after its change is stored; subscribers live in the subscribing feature's
 * module. Payloads are plain values, so core imports nothing of the app.
 */
/** Why a user's access ended; each kind of ending adds its own. */
export type AccessRevocationReason = 'removed' | 'deleted';

export interface DomainEvents {
  /**
   * Orders, after an order's record changed in a way others derive from: a transition added
   * timeline entries, or a payment or refund was recorded. Subscribers read the order again
   * (its notifications, the seller's ledger), so hearing it twice changes nothing.
   */
  'order.recorded': { orderId: string };

  /** Bikes, after a bike was marked Sold to an order (the order won the bike's sale claim). */
  'bike.sold': { bikeId: string; bookingId: string };

  /**
   * Bikes, after a seller ended a listing as sold elsewhere (status 'SoldElsewhere' stored, for
   * good): its unpaid bookings and open offers end (docs/domain.md#listing-lifecycle).
   */
  'bike.sold_elsewhere': { bikeId: string };

  /**
   * Bikes, after a listing became public: added and not held, or a held one approved (a first
   * listing, features/reports) or released (a serial hold, features/theft). Saved searches look
   * for it (docs/domain.md#alerts); hearing it twice announces nothing twice.
   */
  'bike.listed': { bikeId: string };

  /** Bikes, after a seller resumed a paused listing (status 'unsold' stored). */
  'bike.resumed': { bikeId: string };

  /** Bikes, after a seller renewed a listing (its new expiry stored); an expired one is back. */
  'bike.renewed': { bikeId: string };

  /**
   * Bikes, after a seller's edit changed a listed bike's asking price (the bike and its history
   * entry `editId` stored). `lowestRecent` is the lowest price the bike had over the
   * PRICE_WINDOW_DAYS before this change, the old price included (docs/domain.md#prices).
   */
  'bike.price_changed': {
    bikeId: string;
    editId: string;
    bikeName: string;
    oldPrice: number;
    newPrice: number;
    lowestRecent: number;
  };

  /**
   * Bikes, after a listing was added with a frame serial or a seller's edit changed or cleared
   * it (the bike stored with its `serialKey`): the theft check reads the bike again
   * (docs/domain.md#frame-serials), so hearing it twice checks twice, changing nothing more.
   */
  'bike.serial_changed': { bikeId: string };

  /**
   * Users, after an administrator's removal of a buyer or seller was stored; published again by
   * the `users.removal-repair` job until every subscriber has taken it.
   */
  'user.removed': {
    userId: string;
    userType: 'Buyer' | 'Seller';
    email: string;
    removedBy: string;
  };

  /**
   * Users, after an administrator's warning, suspension or lift was stored
   * (docs/domain.md#sanctions); `at` is the decision's time, `until` a suspension's end.
   */
  'user.sanctioned': {
    userId: string;
    event: 'warned' | 'suspended' | 'lifted';
    reason: string;
    at: Date;
    until?: Date;
  };

  /**
   * Users, after an administrator's check made a seller Verified, or their withdrawal of it, was
   * stored (docs/domain.md#seller-verification); `reason` is the withdrawal's.
   */
  'user.verification-changed': {
    userId: string;
    event: 'verified' | 'verification_withdrawn';
    at: Date;
    reason?: string;
  };

  /**
   * Users, after a change that ends a user's right to their open sessions was stored (an
   * administrator's removal or the person's deletion of their account); told again
   * with the same `at` by the `users.removal-repair` job. The user's requests are refused from
   * then on (http/auth.ts); subscribers end what outlives a request, such as event streams.
   */
  'user.access-revoked': { userId: string; reason: AccessRevocationReason; at: Date };

  /**
   * Users, after a person's deletion of their own account was stored (the user anonymised);
   * published again by the `users.removal-repair` job until every subscriber has taken it.
   * Subscribers remove or anonymise what they keep of the person (docs/domain.md#leaving).
   */
  'user.deleted': { userId: string; at: Date };

  /**
   * Reviews, after one side's review of a completed order was stored while the other's is not
   * in: it stays hidden (docs/domain.md#reviews).
   */
  'review.submitted': { orderId: string; reviewId: string };

  /**
   * Reviews, after an order's reviews were published (its publication claimed once, then both
   * marked): by the second submission or, once the window closed, by the `reviews.publish` job.
   */
  'review.published': { orderId: string; at: Date };

  /** Notifications, after a notification was stored (once per user and fact told). */
  'notification.stored': {
    id: string;
    userId: string;
    key: string;
    facts: NotificationFacts;
    seq: number;
    at: Date;
  };
}

export type EventName = keyof DomainEvents;

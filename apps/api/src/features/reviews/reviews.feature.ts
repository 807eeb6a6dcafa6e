import { REVIEW_WINDOW_DAYS_DEFAULT } from '@reride/shared';
import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import type { QueueSource } from '../../core/moderation-queue';
import { optional } from '../../core/settings';
import type { Guards } from '../../http/auth';
import type { AuditLog } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import type { OrdersApi } from '../orders/orders.feature';
import { ORDER_SWEEP_INTERVAL_MS } from '../orders/orders.settings';
import type { UsersApi } from '../users/users.feature';
import { reviewReactions } from './reviews-reactions';
import { REVIEWS_COLLECTIONS } from './reviews.collections';
import { createReviewsRepository, type ReviewsRepository } from './reviews.repository';
import { createReviewsRouter } from './reviews.router';
import { createReviewsService, type ReviewsService } from './reviews.service';

/** Orders whose window closed, published per run: a backlog is worked off over the next runs. */
const PUBLISH_BATCH = 100;

export interface ReviewsNeeds {
  guards: Guards;
  users: Pick<UsersApi, 'findById'>;
  orders: Pick<OrdersApi, 'findById'>;
  notifier: Pick<Notifier, 'publish' | 'publishToAdmins'>;
  audit: Pick<AuditLog, 'record'>;
}

/**
 * What the features built after reviews may call: a person's reputation (features/profiles) and
 * their reviews for their data download (features/account).
 */
export interface ReviewsApi {
  reputationOf: ReviewsService['reputationOf'];
  dataOf: ReviewsRepository['dataOf'];
  /** Reported reviews, for the moderation queue (features/backoffice). */
  queue: QueueSource;
}

/**
 * Reviews of completed orders and the reputation figures they feed (docs/domain.md#reviews,
 * docs/domain.md#reputation). Built after orders: it asks the orders feature's `api` for an
 * order's parties and state, and hears `order.recorded` for how paid orders end.
 */
export const reviewsFeature = defineFeature({
  name: 'reviews',
  settings: z.object({
    /** Days after an order's completion during which each side may review the other. */
    REVIEW_WINDOW_DAYS: optional(z.coerce.number().int().min(1).max(90)).default(
      REVIEW_WINDOW_DAYS_DEFAULT,
    ),
    ORDER_SWEEP_INTERVAL_MS,
  }),
  collections: REVIEWS_COLLECTIONS,
  build(ctx, needs: ReviewsNeeds) {
    const { events, clock, settings } = ctx;
    const repo = createReviewsRepository(ctx.db);
    const windowDays = settings.REVIEW_WINDOW_DAYS;
    const reviews = createReviewsService({ ...needs, repo, events, clock, windowDays });
    const react = reviewReactions({ ...needs, repo });
    events.subscribe('review.submitted', react.tellOtherSide, { subscriber: 'reviews.tell-other' });
    events.subscribe('review.published', react.countRatings, { subscriber: 'reviews.reputation' });
    events.subscribe('review.published', react.tellPublished, {
      subscriber: 'reviews.tell-published',
    });
    events.subscribe('order.recorded', react.countOutcome, { subscriber: 'reviews.order-outcome' });
    events.subscribe('user.deleted', (u) => repo.forgetAuthor(u.userId), {
      subscriber: 'reviews.forget-author',
    });
    const every = settings.ORDER_SWEEP_INTERVAL_MS;
    const publishDue = async () => {
      const due = await repo.windowClosed(clock(), PUBLISH_BATCH);
      for (const orderId of due) await reviews.publish(orderId);
      return { published: due.length };
    };
    return {
      routes: { json: [createReviewsRouter({ guards: needs.guards, reviews })] },
      jobs: [{ name: 'reviews.publish', intervalMs: every, jitterMs: every / 10, run: publishDue }],
      api: {
        reputationOf: (userId: string) => reviews.reputationOf(userId),
        dataOf: (userId: string) => repo.dataOf(userId),
        queue: (cap) => reviews.waiting(cap),
      } satisfies ReviewsApi,
    };
  },
});

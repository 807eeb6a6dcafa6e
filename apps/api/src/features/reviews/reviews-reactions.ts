import type { DomainEvents } from '../../core/domain-events';
import type { Notifier } from '../notifications/notifier';
import type { OrdersApi } from '../orders/orders.feature';
import type { ReviewsRepository } from './reviews.repository';

export interface ReviewReactionsDeps {
  repo: ReviewsRepository;
  orders: Pick<OrdersApi, 'findById'>;
  notifier: Pick<Notifier, 'publish'>;
}

/**
 * What follows a review's events (docs/domain.md#reviews, docs/domain.md#reputation). Each is
 * idempotent: notifications are keyed by their fact, ratings and outcomes counted once.
 */
export function reviewReactions({ repo, orders, notifier }: ReviewReactionsDeps) {
  return {
    /** The reviewed side hears of a review still hidden: theirs would publish both now. */
    tellOtherSide: async ({
      orderId,
      reviewId,
    }: DomainEvents['review.submitted']): Promise<void> => {
      const review = await repo.findById(reviewId);
      if (!review || review.publishedAt) return;
      await notifier.publish(review.subjectId.toHexString(), `review:${orderId}:${review.about}`, {
        topic: 'review',
        event: 'other_reviewed',
        orderId,
        bikeName: review.bikeName,
      });
    },

    /** Both parties hear that the order's reviews are public, once. */
    tellPublished: async ({ orderId }: DomainEvents['review.published']): Promise<void> => {
      const order = await orders.findById(orderId);
      if (!order) return;
      for (const userId of [order.buyerId, order.sellerId]) {
        await notifier.publish(userId, `review:${orderId}:published`, {
          topic: 'review',
          event: 'published',
          orderId,
          bikeName: order.bike,
        });
      }
    },

    /** The published ratings join their subjects' figures. */
    countRatings: async ({ orderId }: DomainEvents['review.published']): Promise<void> => {
      for (const review of await repo.ofOrder(orderId)) await repo.countRating(review);
    },

    /** A paid order that ended joins its seller's figures: completed, or refunded and by whom. */
    countOutcome: async ({ orderId }: DomainEvents['order.recorded']): Promise<void> => {
      const order = await orders.findById(orderId);
      if (!order) return;
      if (order.status === 'completed') {
        await repo.countOutcome(orderId, order.sellerId, 'completed');
      } else if (order.status === 'refunded') {
        const by = order.refund?.by === 'seller' ? 'seller_cancelled' : 'refunded';
        await repo.countOutcome(orderId, order.sellerId, by);
      }
    },
  };
}

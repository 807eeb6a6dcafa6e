import {
  BuyerSubRatingsSchema,
  SellerSubRatingsSchema,
  type ListQuery,
  type ModifyResult,
  type OrderReviews,
  type ReportedReview,
  type ReportReviewBody,
  type Reputation,
  type Review,
  type ReviewDecisionBody,
  type ReviewLabel,
  type SubmitReviewBody,
  reviewMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Notifier } from '../notifications/notifier';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { EventBus } from '../../core/events';
import { mapPage, type Page } from '../../core/keyset-page';
import { QUEUE_TITLE_MAX, type QueueEntry } from '../../core/moderation-queue';
import type { AuditLog } from '../audit/audit.service';
import type { OrdersApi } from '../orders/orders.feature';
import type { UsersApi } from '../users/users.feature';
import type { ReviewDoc } from './reviews.collections';
import type { ReviewsRepository } from './reviews.repository';

const DAY_MS = 86_400_000;
const words = reviewMessages.reviews;
const orderNotFound = () => new AppError('NOT_FOUND', words.orderNotFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

export interface ReviewsDeps {
  repo: ReviewsRepository;
  orders: Pick<OrdersApi, 'findById'>;
  users: Pick<UsersApi, 'findById'>;
  events: Pick<EventBus, 'publish'>;
  audit: Pick<AuditLog, 'record'>;
  notifier: Pick<Notifier, 'publishToAdmins'>;
  clock: Clock;
  windowDays: number;
}

type OrderRecord = NonNullable<Awaited<ReturnType<OrdersApi['findById']>>>;

export function toReview(doc: ReviewDoc): Review {
  return {
    _id: doc._id.toHexString(),
    orderId: doc.orderId.toHexString(),
    about: doc.about,
    authorName: doc.authorName,
    bikeName: doc.bikeName,
    rating: doc.rating,
    subRatings: doc.subRatings,
    text: doc.text,
    submittedAt: doc.submittedAt.toISOString(),
    publishedAt: doc.publishedAt?.toISOString() ?? null,
    reply: doc.reply ? { text: doc.reply.text, at: doc.reply.at.toISOString() } : null,
    labels: doc.labels,
  };
}

/** What happened to the order after payment, kept on its reviews (docs/domain.md#reviews). */
function labelsOf(order: OrderRecord): ReviewLabel[] {
  const labels: ReviewLabel[] = [];
  if (order.refund) labels.push('refunded');
  if (order.dispute) labels.push('disputed');
  return labels;
}

/** The sub-ratings a review about `about` takes: a buyer rates the handover, a seller punctuality. */
const subRatingsFor = (about: 'seller' | 'buyer') =>
  about === 'seller' ? SellerSubRatingsSchema : BuyerSubRatingsSchema;

/**
 * Reviews of completed orders (docs/domain.md#reviews): each side once, hidden until both are in
 * or the window closed, then both published at one instant and never changed; one reply by the
 * person reviewed. The publication is a claim, so two submissions at once publish once.
 */
export function createReviewsService(deps: ReviewsDeps) {
  const { repo, orders, users, events, clock } = deps;

  /** The order and the caller's side of it; anyone else, administrators too, gets 404. */
  async function partyOf(caller: Caller, orderId: string) {
    const order = await orders.findById(orderId);
    if (!order) throw orderNotFound();
    const isBuyer = order.buyerId === caller._id;
    if (!isBuyer && order.sellerId !== caller._id) throw orderNotFound();
    const about = isBuyer ? ('seller' as const) : ('buyer' as const);
    const otherId = isBuyer ? order.sellerId : order.buyerId;
    const windowEndsAt =
      order.status === 'completed' && order.completedAt
        ? new Date(order.completedAt.getTime() + deps.windowDays * DAY_MS)
        : null;
    return { order, about, otherId, windowEndsAt };
  }

  async function view(caller: Caller, orderId: string): Promise<OrderReviews> {
    const { about, otherId, windowEndsAt } = await partyOf(caller, orderId);
    const docs = await repo.ofOrder(orderId);
    const mine = docs.find((d) => d.authorId.toHexString() === caller._id) ?? null;
    const theirs = docs.find((d) => d.authorId.toHexString() === otherId && d.publishedAt) ?? null;
    const open = windowEndsAt !== null && clock() < windowEndsAt;
    return {
      about,
      otherName: (await users.findById(otherId))?.name ?? '',
      canReview: open && !mine && !docs.some((d) => d.publishedAt),
      windowEndsAt: windowEndsAt?.toISOString() ?? null,
      mine: mine && toReview(mine),
      theirs: theirs && toReview(theirs),
      canReply: theirs !== null && theirs.reply === null,
    };
  }

  /**
   * Publishes the order's hidden reviews at once. Every caller makes sure they are marked (a
   * crash between claim and mark is finished by the next one, the job at the latest); only the
   * claim's winner tells `review.published`.
   */
  async function publish(orderId: string): Promise<void> {
    const claim = await repo.claimPublication(orderId, clock());
    await repo.markPublished(orderId, claim.at);
    if (claim.won) await events.publish('review.published', { orderId, at: claim.at });
  }

  return {
    view,
    publish,

    async submit(caller: Caller, orderId: string, body: SubmitReviewBody): Promise<OrderReviews> {
      const { order, about, otherId, windowEndsAt } = await partyOf(caller, orderId);
      if (!windowEndsAt) throw conflict(words.notCompleted);
      const existing = await repo.ofOrder(orderId);
      if (existing.some((d) => d.authorId.toHexString() === caller._id)) {
        throw conflict(words.alreadyReviewed);
      }
      const now = clock();
      if (now >= windowEndsAt || (await repo.isPublished(orderId))) {
        throw conflict(words.windowClosed);
      }
      const subRatings = subRatingsFor(about).safeParse(body.subRatings);
      if (!subRatings.success) {
        throw new AppError('VALIDATION_FAILED', words.wrongSubRatings, [
          { path: 'subRatings', message: words.wrongSubRatings },
        ]);
      }
      const stored = await repo.insert({
        orderId,
        about,
        authorId: caller._id,
        subjectId: otherId,
        authorName: caller.name,
        bikeName: order.bike,
        rating: body.rating,
        subRatings: subRatings.data,
        text: body.text,
        submittedAt: now,
        windowEndsAt,
        labels: labelsOf(order),
      });
      if (!stored) throw conflict(words.alreadyReviewed);
      // Counted after this side's insert: of two racing submissions the later one sees both.
      const both = (await repo.ofOrder(orderId)).length === 2;
      if (both) await publish(orderId);
      else
        await events.publish('review.submitted', { orderId, reviewId: stored._id.toHexString() });
      return view(caller, orderId);
    },

    async reply(caller: Caller, reviewId: string, text: string): Promise<Review> {
      const review = await repo.findById(reviewId);
      if (!review || review.subjectId.toHexString() !== caller._id) {
        throw new AppError('NOT_FOUND', words.notFound);
      }
      if (!review.publishedAt) throw conflict(words.notPublished);
      const replied = await repo.reply(reviewId, caller._id, text, clock());
      if (!replied) throw conflict(words.alreadyReplied);
      return toReview(replied);
    },

    async listAbout(userId: string, query: ListQuery): Promise<Page<Review>> {
      return mapPage(await repo.publishedAbout(userId, query), toReview);
    },

    /**
     * One report per person and review (docs/domain.md#reported-reviews); the first hides it from
     * public lists. The report is stored before the review is marked, so a retry after a stop in
     * between finishes the marking; a repeat answers modifiedCount 0.
     */
    async report(caller: Caller, reviewId: string, body: ReportReviewBody): Promise<ModifyResult> {
      const review = await repo.findById(reviewId);
      if (!review || !review.publishedAt || review.moderation === 'removed') {
        throw new AppError('NOT_FOUND', words.notFound);
      }
      if (review.authorId.toHexString() === caller._id) {
        throw new AppError('FORBIDDEN', words.ownReview);
      }
      const at = clock();
      const created = await repo.recordReport({
        reviewId,
        reporterId: caller._id,
        reason: body.reason,
        note: body.note || null,
        createdAt: at,
      });
      if (created || (await repo.hasUndecidedReport(reviewId, caller._id))) {
        await repo.markReported(reviewId, at);
        // Keyed by review and reporter: a retry tells administrators nothing twice.
        await deps.notifier.publishToAdmins(`moderation:review:${reviewId}:${caller._id}`, {
          topic: 'moderation',
          event: 'review_reported',
          bikeName: review.bikeName,
        });
      }
      return { acknowledged: true, modifiedCount: created ? 1 : 0 };
    },

    /**
     * Keep (public again) or remove (hidden for good, its rating out of the figures), once: the
     * conditional update lets one of two administrators decide, the other gets 409. A removal's
     * figures are adjusted after the decision; a retry that meets the removal finishes them.
     */
    async decide(admin: Caller, reviewId: string, body: ReviewDecisionBody): Promise<ModifyResult> {
      const review = await repo.findById(reviewId);
      if (!review) throw new AppError('NOT_FOUND', words.notFound);
      if (review.moderation === 'removed') await repo.uncountRating(review);
      if (review.moderation !== 'reported') throw conflict(words.notReported);
      if (!(await repo.decide(reviewId, body.action, clock()))) throw conflict(words.notReported);
      if (body.action === 'remove') await repo.uncountRating({ ...review, moderation: 'removed' });
      await deps.audit.record(admin, {
        action: body.action === 'keep' ? 'review.keep' : 'review.remove',
        targetType: 'review',
        targetId: reviewId,
        details: { reason: body.reason, subjectId: review.subjectId.toHexString() },
      });
      return { acknowledged: true, modifiedCount: 1 };
    },

    /** The administrators' page: reported reviews with their undecided reports summed up. */
    async listReported(query: ListQuery): Promise<Page<ReportedReview>> {
      const page = await repo.reportedPage(query);
      const summaries = await repo.summarise(page.items.map((d) => d._id));
      return mapPage(page, (doc) => {
        const summary = summaries.get(doc._id.toHexString());
        return {
          ...toReview(doc),
          subjectId: doc.subjectId.toHexString(),
          reportCount: summary?.count ?? 0,
          reasons: summary?.reasons ?? [],
          notes: summary?.notes ?? [],
          reportedAt: (doc.reportedSince ?? doc.submittedAt).toISOString(),
        };
      });
    },

    /** The moderation queue's reported reviews (docs/domain.md#moderation-queue). */
    async waiting(cap: number): Promise<QueueEntry[]> {
      const docs = await repo.oldestReported(cap);
      const summaries = await repo.summarise(docs.map((d) => d._id));
      return docs.map((doc) => ({
        kind: 'reported-review',
        id: doc._id.toHexString(),
        title: (doc.text || doc.bikeName).slice(0, QUEUE_TITLE_MAX),
        reportCount: summaries.get(doc._id.toHexString())?.count ?? 0,
        waitingSince: doc.reportedSince ?? doc.submittedAt,
        link: '/dashboard/admin/reviews',
      }));
    },

    async reputationOf(userId: string): Promise<Reputation> {
      const figures = await repo.figuresOf(userId);
      const count = figures?.ratingCount ?? 0;
      const ended = figures?.paidEnded ?? 0;
      return {
        ratingAverage: count > 0 ? Math.round((figures!.ratingSum / count) * 10) / 10 : null,
        ratingCount: count,
        sellerCancelledShare: ended > 0 ? figures!.sellerCancelled / ended : null,
        completedSales: figures?.completed ?? 0,
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

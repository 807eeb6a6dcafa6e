import { z } from 'zod';
import { MARKETPLACE_RULE_DEFAULTS } from '@reride/shared';
import { defineFeature, type FeatureContext } from '../../core/feature';
import { optional } from '../../core/settings';
import { QUEUE_TITLE_MAX, type QueueSource } from '../../core/moderation-queue';
import { TODO_COUNT_CAP, todosOf, type TodoSource } from '../../core/todos';
import type { Guards } from '../../http/auth';
import type { AuditLog } from '../audit/audit.service';
import type { BikesApi } from '../bikes/bikes.feature';
import type { ImagesService } from '../images/images.service';
import type { Notifier } from '../notifications/notifier';
import type { OrdersApi } from '../orders/orders.feature';
import { ORDER_SWEEP_INTERVAL_MS } from '../orders/orders.settings';
import { createAnswerTimes, type AnswerTimes } from './answer-times';
import { createAnswerTimesRepository } from './answer-times.repository';
import { createBlocksRepository, type BlocksRepository } from './blocks.repository';
import { createContactPrivacy } from './contact-privacy';
import { createConversationModeration } from './conversation-moderation.service';
import {
  answerTimes as answerTimesCollection,
  conversationMessages,
  conversations,
  messageReports,
  userBlocks,
} from './conversations.collections';
import {
  createConversationsRepository,
  type ConversationsRepository,
} from './conversations.repository';
import { createConversationsRouter } from './conversations.router';
import { createConversationsService } from './conversations.service';
import {
  createMessageReportsRepository,
  type MessageReportsRepository,
} from './message-reports.repository';
import { createOfferLapses } from './offer-lapses';
import { offers } from './offers.collections';
import { createConversationLeavers, type NoticeRenames } from './conversation-leavers.repository';
import { createOffersRepository } from './offers.repository';
import { createOffersService } from './offers.service';

export const ConversationsSettingsSchema = z.object({
  /** An offer or a counter-offer lapses this long after it was made, unanswered (docs/domain.md#offers). */
  OFFER_TTL_HOURS: optional(z.coerce.number().int().min(1).max(720)).default(
    MARKETPLACE_RULE_DEFAULTS.offerTtlHours,
  ),
  ORDER_SWEEP_INTERVAL_MS,
});

export interface ConversationsNeeds {
  guards: Guards;
  bikes: BikesApi;
  orders: Pick<OrdersApi, 'findByBikeAndBuyer' | 'findStatuses' | 'createAgreed'>;
  notifier: Pick<Notifier, 'publish' | 'publishToAdmins'> & NoticeRenames;
  images: ImagesService;
  audit: AuditLog;
}

/** What later features may ask of conversations beyond their to-dos and rules. */
export interface ConversationsApi {
  /** A seller's median first-answer time in minutes, or null while too few are known. */
  answerMinutesOf(userId: string): Promise<number | null>;
}

type Context = FeatureContext<z.output<typeof ConversationsSettingsSchema>>;

/** What the conversations' parts share: their collections' repositories. */
interface Stores {
  repo: ConversationsRepository;
  blocks: BlocksRepository;
  reports: MessageReportsRepository;
}

/**
 * The repository whose every stored message, from either the thread or an offer, may be the
 * seller's first answer (answer-times.ts). The message is stored by then, so a failure to keep
 * its time is logged, never answered.
 */
function timingAnswers(ctx: Context, repo: ConversationsRepository, times: AnswerTimes) {
  const append: ConversationsRepository['append'] = async (conversationId, m) => {
    const messageId = await repo.append(conversationId, m);
    await times.onMessage(conversationId, m.from, m.at).catch((err: unknown) => {
      ctx.logger.warn({ conversationId, err }, 'answer time not kept');
    });
    return messageId;
  };
  return { ...repo, append };
}

/** Unread messages for buyers and sellers; reported messages for administrators. */
function conversationTodos({ repo, reports }: Stores): TodoSource {
  return async (caller) =>
    caller.userType === 'Admin'
      ? todosOf([['review_reported_messages', await reports.countOpen(TODO_COUNT_CAP)]])
      : todosOf([['read_messages', await repo.unreadTotal(caller._id)]]);
}

/** Offers, and their end when their bike sells (`bike.sold`, `bike.sold_elsewhere`). */
function buildOffers(ctx: Context, needs: ConversationsNeeds, { repo, blocks }: Stores) {
  const { clock } = ctx;
  const offersRepo = createOffersRepository(ctx.db);
  const lapses = createOfferLapses({ repo: offersRepo, notifier: needs.notifier, clock });
  ctx.events.subscribe('bike.sold', ({ bikeId }) => lapses.endForBike(bikeId), {
    subscriber: 'conversations.end-offers',
  });
  ctx.events.subscribe('bike.sold_elsewhere', ({ bikeId }) => lapses.endForBike(bikeId), {
    subscriber: 'conversations.end-offers-sold-elsewhere',
  });
  return createOffersService({
    repo: offersRepo,
    lapses,
    conversations: repo,
    blocks,
    bikes: needs.bikes.states,
    bookings: needs.orders,
    createOrder: needs.orders.createAgreed,
    clock,
    settings: ctx.settings,
  });
}

/** Reports and removals of messages, and the close of a removed user's conversations. */
function buildModeration(ctx: Context, needs: ConversationsNeeds, stores: Stores) {
  const { repo, blocks, reports } = stores;
  const moderation = createConversationModeration({
    repo,
    blocks,
    reports,
    bikes: needs.bikes.states,
    audit: needs.audit,
    clock: ctx.clock,
    photos: needs.images,
    notifier: needs.notifier,
  });
  ctx.events.subscribe('user.removed', (user) => moderation.onUserRemoved(user), {
    subscriber: 'conversations.close-removed',
  });
  return moderation;
}

/**
 * Conversations between a bike's buyer and its seller, the offers made in them, and their
 * moderation (docs/domain.md#conversations, #offers, #reports-and-blocks).
 */
export const conversationsFeature = defineFeature({
  name: 'conversations',
  settings: ConversationsSettingsSchema,
  collections: [
    conversations,
    conversationMessages,
    userBlocks,
    messageReports,
    offers,
    answerTimesCollection,
  ],
  build(ctx, needs: ConversationsNeeds) {
    const base = createConversationsRepository(ctx.db);
    const answerTimes = createAnswerTimes({
      conversations: base,
      repo: createAnswerTimesRepository(ctx.db),
      clock: ctx.clock,
    });
    const stores = {
      repo: timingAnswers(ctx, base, answerTimes),
      blocks: createBlocksRepository(ctx.db),
      reports: createMessageReportsRepository(ctx.db),
    };
    const offerService = buildOffers(ctx, needs, stores);
    const leavers = createConversationLeavers(
      ctx.db,
      createOffersRepository(ctx.db),
      needs.notifier,
    );
    ctx.events.subscribe('user.deleted', (u) => leavers.forgetUser(u.userId, u.at), {
      subscriber: 'conversations.forget-deleted-user',
    });
    const service = createConversationsService({
      ...stores,
      bikes: needs.bikes.states,
      clock: ctx.clock,
      notifier: needs.notifier,
      photos: needs.images,
      privacy: createContactPrivacy(needs.orders),
      offerCards: (caller, c, ids) => offerService.cards(caller, c, ids),
    });
    const router = createConversationsRouter({
      guards: needs.guards,
      conversations: service,
      offers: offerService,
      moderation: buildModeration(ctx, needs, stores),
    });
    const every = ctx.settings.ORDER_SWEEP_INTERVAL_MS;
    const lapse = { name: 'offers.lapse', intervalMs: every, jitterMs: every / 10 };
    return {
      routes: { json: [router] },
      jobs: [{ ...lapse, run: () => offerService.sweep() }],
      api: {
        todos: conversationTodos(stores),
        /** Open message reports, for the moderation queue (features/backoffice). */
        queue: (async (cap) =>
          (await stores.reports.listOldestOpen(cap)).map((report) => ({
            kind: 'reported-message',
            id: report.id,
            title: report.text.slice(0, QUEUE_TITLE_MAX),
            reportCount: 1,
            waitingSince: report.createdAt,
            link: '/dashboard/reported-messages',
          }))) satisfies QueueSource,
        rules: { offerTtlHours: ctx.settings.OFFER_TTL_HOURS },
        answerMinutesOf: (userId: string) => answerTimes.medianMinutesOf(userId),
        /** A person's messages and offers for their data download (features/account). */
        leavers: {
          messagesBy: (id: string) => leavers.messagesBy(id),
          offersOf: (id: string) => leavers.offersOf(id),
        },
      },
    };
  },
});

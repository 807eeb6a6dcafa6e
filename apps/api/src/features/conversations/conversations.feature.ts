import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import { optional } from '../../core/settings';
import type { Guards } from '../../http/auth';
import type { AuditLog } from '../audit/audit.service';
import type { BikesApi } from '../bikes/bikes.feature';
import type { ImagesService } from '../images/images.service';
import type { Notifier } from '../notifications/notifier';
import type { OrdersApi } from '../orders/orders.feature';
import { ORDER_SWEEP_INTERVAL_MS } from '../orders/orders.settings';
import { createBlocksRepository } from './blocks.repository';
import { createConversationModeration } from './conversation-moderation.service';
import {
  conversationMessages,
  conversations,
  messageReports,
  userBlocks,
} from './conversations.collections';
import { createConversationsRepository } from './conversations.repository';
import { createConversationsRouter } from './conversations.router';
import { createConversationsService } from './conversations.service';
import { createMessageReportsRepository } from './message-reports.repository';
import { createOfferLapses } from './offer-lapses';
import { offers } from './offers.collections';
import { createOffersRepository } from './offers.repository';
import { createOffersService } from './offers.service';

export const ConversationsSettingsSchema = z.object({
  /** An offer or a counter-offer lapses this long after it was made, unanswered (docs/domain.md#offers). */
  OFFER_TTL_HOURS: optional(z.coerce.number().int().min(1).max(720)).default(48),
  ORDER_SWEEP_INTERVAL_MS,
});

export interface ConversationsNeeds {
  guards: Guards;
  bikes: BikesApi;
  orders: Pick<OrdersApi, 'findByBikeAndBuyer' | 'findStatuses' | 'createAgreed'>;
  notifier: Pick<Notifier, 'publish'>;
  images: ImagesService;
  audit: AuditLog;
}

/**
 * Conversations between a bike's buyer and its seller, the offers made in them, and their
 * moderation (docs/domain.md#conversations, #offers, #reports-and-blocks).
 */
export const conversationsFeature = defineFeature({
  name: 'conversations',
  settings: ConversationsSettingsSchema,
  collections: [conversations, conversationMessages, userBlocks, messageReports, offers],
  build(ctx, needs: ConversationsNeeds) {
    const { db, clock, events, settings } = ctx;
    const { notifier, images: photos, orders } = needs;
    const bikes = needs.bikes.states;
    const repo = createConversationsRepository(db);
    const blocks = createBlocksRepository(db);
    const offersRepo = createOffersRepository(db);
    const lapses = createOfferLapses({ repo: offersRepo, notifier, clock });
    events.subscribe('bike.sold', ({ bikeId }) => lapses.endForBike(bikeId), {
      subscriber: 'conversations.end-offers',
    });
    const offerService = createOffersService({
      repo: offersRepo,
      lapses,
      conversations: repo,
      blocks,
      bikes,
      bookings: orders,
      createOrder: orders.createAgreed,
      clock,
      settings,
    });
    const service = createConversationsService({
      repo,
      blocks,
      bikes,
      clock,
      notifier,
      photos,
      offerCards: (caller, c, ids) => offerService.cards(caller, c, ids),
    });
    const moderation = createConversationModeration({
      repo,
      blocks,
      reports: createMessageReportsRepository(db),
      bikes,
      audit: needs.audit,
      clock,
      photos,
    });
    events.subscribe('user.removed', (user) => moderation.onUserRemoved(user), {
      subscriber: 'conversations.close-removed',
    });
    const router = createConversationsRouter({
      guards: needs.guards,
      conversations: service,
      offers: offerService,
      moderation,
    });
    const every = settings.ORDER_SWEEP_INTERVAL_MS;
    return {
      routes: { json: [router] },
      jobs: [
        {
          name: 'offers.lapse',
          intervalMs: every,
          jitterMs: every / 10,
          run: () => offerService.sweep(),
        },
      ],
      api: {},
    };
  },
});

import { z } from 'zod';
import { exportOwned } from '../../db/data-export';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import type { BikesApi } from '../bikes/bikes.feature';
import type { Notifier } from '../notifications/notifier';
import type { OrdersApi } from '../orders/orders.feature';
import { wishlistPriceDropNotice, wishlistSaleNotice } from './wishlist-notifications';
import { wishlist } from './wishlist.collections';
import { createWishlistRepository } from './wishlist.repository';
import { createWishlistRouter } from './wishlist.router';
import { createWishlistService } from './wishlist.service';

export interface WishlistNeeds {
  guards: Guards;
  bikes: BikesApi;
  notifier: Notifier;
  orders: Pick<OrdersApi, 'buyerOf'>;
}

/** A buyer's saved bikes, and the news when one of them sells or its price drops. */
export const wishlistFeature = defineFeature({
  name: 'wishlist',
  settings: z.object({}),
  collections: [wishlist],
  build(ctx, needs: WishlistNeeds) {
    const repo = createWishlistRepository(ctx.db);
    const bikes = needs.bikes.states;
    const notice = wishlistSaleNotice({
      wishlist: repo,
      bikes,
      notifier: needs.notifier,
      buyerOf: needs.orders.buyerOf,
    });
    ctx.events.subscribe('bike.sold', notice, { subscriber: 'wishlist.tell-savers' });
    const drop = wishlistPriceDropNotice({ wishlist: repo, notifier: needs.notifier });
    ctx.events.subscribe('bike.price_changed', drop, { subscriber: 'wishlist.tell-price-drop' });
    const service = createWishlistService({ repo, bikes, clock: ctx.clock });
    return {
      routes: { json: [createWishlistRouter({ guards: needs.guards, wishlist: service })] },
      api: {
        /** A person's saved bikes for their data download (features/account). */
        dataOf: (userId: string) => exportOwned(ctx.db, wishlist, 'userId', userId),
      },
    };
  },
});

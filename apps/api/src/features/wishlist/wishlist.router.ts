import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { WishlistService } from './wishlist.service';

export function createWishlistRouter(deps: { guards: Guards; wishlist: WishlistService }) {
  const { wishlist } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.listWishlist, (r) => wishlist.list(r.caller));
  // Before `/wishlist/:bikeId`, though only PUT and DELETE take a bike id.
  bind(contract.listWishlistIds, (r) => wishlist.listIds(r.caller));
  bind(contract.saveToWishlist, (r) => wishlist.save(r.caller, r.params.bikeId));
  bind(contract.removeFromWishlist, (r) => wishlist.remove(r.caller, r.params.bikeId));

  return router;
}

import { Router } from 'express';
import { WishlistParamsSchema } from '@reride/shared';
import { callerOf, requireRole, type Guards } from '../../http/auth';
import { parseParams } from '../../http/validate';
import type { WishlistService } from './wishlist.service';

export function createWishlistRouter(deps: { guards: Guards; wishlist: WishlistService }) {
  const { guards, wishlist } = deps;
  const router = Router();
  const buyerOnly = [guards.requireAuth, requireRole('Buyer')];

  router.get('/wishlist', ...buyerOnly, async (req, res) => {
    res.json(await wishlist.list(callerOf(req)));
  });

  // Before `/wishlist/:bikeId`, though only PUT and DELETE take a bike id.
  router.get('/wishlist/ids', ...buyerOnly, async (req, res) => {
    res.json(await wishlist.listIds(callerOf(req)));
  });

  router.put('/wishlist/:bikeId', ...buyerOnly, async (req, res) => {
    const { bikeId } = parseParams(WishlistParamsSchema, req);
    res.json(await wishlist.save(callerOf(req), bikeId));
  });

  router.delete('/wishlist/:bikeId', ...buyerOnly, async (req, res) => {
    const { bikeId } = parseParams(WishlistParamsSchema, req);
    res.json(await wishlist.remove(callerOf(req), bikeId));
  });

  return router;
}

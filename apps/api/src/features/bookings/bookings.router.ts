import { Router } from 'express';
import {
  contract,
  CreateBookingBodySchema,
  IdParamsSchema,
  ReceivedBookingsQuerySchema,
} from '@reride/shared';
import { callerOf, requireRole, type Guards } from '../../http/auth';
import { sendPage } from '../../http/respond';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import type { BookingsService } from './bookings.service';

export function createBookingsRouter(deps: { guards: Guards; bookings: BookingsService }) {
  const { guards, bookings } = deps;
  const router = Router();
  const buyerOnly = [guards.requireAuth, requireRole('Buyer')];
  const sellerOnly = [guards.requireAuth, requireRole('Seller')];

  router.post('/bookings', ...buyerOnly, async (req, res) => {
    const body = parseBody(CreateBookingBodySchema, req);
    res.status(201).json(await bookings.create(callerOf(req), body));
  });

  router.get('/bookings', ...buyerOnly, async (req, res) => {
    const { email, ...query } = parseQuery(contract.listMyBookings.query, req);
    sendPage(res, await bookings.listOwn(callerOf(req), email, query));
  });

  // Before `/bookings/:id`, which would otherwise take `received` for an id.
  router.get('/bookings/received', ...sellerOnly, async (req, res) => {
    const query = parseQuery(ReceivedBookingsQuerySchema, req);
    sendPage(res, await bookings.listReceived(callerOf(req), query));
  });

  router.get('/bookings/:id', ...buyerOnly, async (req, res) => {
    const { id } = parseParams(IdParamsSchema, req);
    res.json(await bookings.getOne(callerOf(req), id));
  });

  return router;
}

import { contract } from '@reride/shared';
import type { Guards } from '../../../http/auth';
import { contractRouter } from '../../../http/endpoint';
import type { BookingsService } from './bookings.service';

export function createBookingsRouter(deps: { guards: Guards; bookings: BookingsService }) {
  const { bookings } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.createBooking, (r) => bookings.create(r.caller, r.body));
  bind(contract.listMyBookings, ({ caller, query: { email, ...page } }) =>
    bookings.listOwn(caller, email, page),
  );
  // Before `/bookings/:id`, which would otherwise take `received` for an id.
  bind(contract.listReceivedBookings, (r) => bookings.listReceived(r.caller, r.query));
  bind(contract.getBooking, (r) => bookings.getOne(r.caller, r.params.id));
  bind(contract.getBikeBooking, (r) => bookings.getForBike(r.caller, r.params.id));
  bind(contract.cancelBooking, (r) => bookings.cancel(r.caller, r.params.id));
  bind(contract.declineBooking, (r) => bookings.decline(r.caller, r.params.id, r.body));
  bind(contract.confirmHandover, (r) => bookings.confirmHandover(r.caller, r.params.id));

  return router;
}

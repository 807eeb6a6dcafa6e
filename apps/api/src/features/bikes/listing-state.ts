import {
  OPEN_BIKE_STATUSES,
  type BikeStatus,
  catalogueMessages,
  orderMessages,
  holdMessages,
} from '@reride/shared';
import type { BikeState } from './bike-states.repository';

/**
 * Why a live bike cannot be booked, offered on or paid for now, or null while it is listed
 * (docs/domain.md#listing-lifecycle). Sold here or elsewhere reads as sold; a paused or expired
 * listing says so, since the seller may resume or renew it.
 */
export function listingRefusal(
  bike: Pick<BikeState, 'status'> & { held?: unknown },
): string | null {
  // A held listing is out of the public lists until an administrator decides.
  if (bike.held && bike.status === 'unsold') return holdMessages.held;
  switch (bike.status) {
    case 'unsold':
      return null;
    case 'paused':
      return catalogueMessages.bikes.paused;
    case 'expired':
      return catalogueMessages.bikes.expired;
    case 'Sold':
    case 'SoldElsewhere':
      return orderMessages.bookings.bikeSold;
  }
}

/** Sold here or elsewhere: the listing is over for its open offers and unpaid bookings. */
export const soldAnyWay = (bike: Pick<BikeState, 'status'>): boolean =>
  bike.status === 'Sold' || bike.status === 'SoldElsewhere';

/** Not sold here nor elsewhere: the seller may still edit, pause, renew or end it. */
export const isOpenListing = (status: BikeStatus): boolean =>
  (OPEN_BIKE_STATUSES as readonly BikeStatus[]).includes(status);

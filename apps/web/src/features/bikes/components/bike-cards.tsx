import type { Bike } from '@reride/shared';
import type { ReactNode } from 'react';
import { BikeCard } from './bike-card';
import { BikeGrid } from './bike-grid';

/** The widest grid's columns (styles/catalogue.css): skeletons fill two such rows. */
export const FIRST_ROW = 3;

/**
 * The first cards' images load eagerly and at high priority: the first is the largest paint on a
 * phone, the first two lead a desktop row. The rest load lazily.
 */
export const EAGER_CARDS = 2;

/** What a page of bike cards lets the viewer do; the route decides (features never meet). */
export interface BikeCardActions {
  /** Book on a card: the route decides (login toast, or select the bike for the booking modal). */
  onBook: (bike: Bike) => void;
  /** Report on a card; leave it out for visitors and the button is not shown. */
  onReport?: ((bike: Bike) => void) | undefined;
  /** The bike whose report is on its way (its button shows a spinner). */
  reportingBikeId?: string | null | undefined;
  /**
   * The signed-in viewer's account id: their own listings offer no Book or Report. A bike tells
   * its seller by id; its contact details are not for other viewers (docs/domain.md#contact-privacy).
   */
  viewerId?: string | null | undefined;
  /** Whether the viewer reported the bike in this visit: its Report button goes. */
  reportedByViewer?: ((bikeId: string) => boolean) | undefined;
  /** The wishlist's Save toggle of a card (buyers and visitors), from the route. */
  renderSave?: ((bike: Bike) => ReactNode) | undefined;
}

/** Whether `bike` is a listing of the signed-in viewer `viewerId` (none for a visitor). */
export function isOwnListing(bike: Pick<Bike, 'sellerId'>, viewerId: string | null | undefined) {
  return Boolean(viewerId) && bike.sellerId === viewerId;
}

/** A grid of bike cards under a page title (h2 card titles). */
export function BikeCards({
  bikes,
  onBook,
  onReport,
  reportingBikeId,
  reportedByViewer,
  viewerId,
  renderSave,
}: BikeCardActions & { bikes: Bike[] }) {
  return (
    <BikeGrid>
      {bikes.map((bike, index) => (
        <li key={bike._id}>
          <BikeCard
            headingLevel={2}
            bike={bike}
            eager={index < EAGER_CARDS}
            onBook={onBook}
            onReport={onReport}
            reporting={reportingBikeId === bike._id}
            reportedByViewer={reportedByViewer?.(bike._id)}
            ownListing={isOwnListing(bike, viewerId)}
            save={renderSave?.(bike)}
          />
        </li>
      ))}
    </BikeGrid>
  );
}

import {
  formatMonthYear,
  type BikeDetail,
  catalogueMessages,
  profileMessages,
  bikeCardMessages,
  serialCheckMessages,
} from '@reride/shared';
import { Link } from 'react-router-dom';
import { BikeFact, type BikeFactProps } from './bike-fact';
import { BikePrices } from './bike-prices';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { formatYearsUsed } from '../lib/bike-text';
import { BIKE_TEXT_LINES, VerifiedMark } from './bike-card';
import { BikeGallery } from './bike-gallery';
import { FloatingActions } from './floating-actions';

/** "Member since March 2024" from the seller's sign-up time. */
export function formatMemberSince(iso: string): string {
  return `Member since ${formatMonthYear(new Date(iso))}`;
}

const Fact = (props: BikeFactProps) => <BikeFact className="bike-details__fact" {...props} />;

export interface BikeDetailsProps {
  bike: BikeDetail;
  /**
   * The seller's stored reputation (rating, completed sales, member since), composed by the
   * route; without it the card says since when the seller is a member.
   */
  sellerReputation?: ReactNode;
  /** Book, Report, Save, or "Your listing": the route composes them. */
  actions?: ReactNode;
}

/** The listing's state as the page's badge (docs/domain.md#listing-lifecycle). */
function AvailabilityBadge({ availability }: { availability: BikeDetail['availability'] }) {
  if (availability === 'sold') return <Badge tone="danger">Sold</Badge>;
  if (availability === 'paused') return <Badge tone="warning">Paused</Badge>;
  if (availability === 'expired') return <Badge tone="neutral">No longer available</Badge>;
  return <Badge tone="success">Available</Badge>;
}

/** The bike page's body: photos, prices, every field and attribute, the seller, availability. */
export function BikeDetails({ bike, actions, sellerReputation }: BikeDetailsProps) {
  const sold = bike.availability === 'sold';
  return (
    <article className="bike-details split" aria-labelledby="bike-title">
      <BikeGallery images={bike.images.length > 0 ? bike.images : [bike.img]} name={bike.name} />
      <div className="bike-details__info stack">
        <header className="stack">
          <p className="eyebrow">{bike.category}</p>
          <h1 id="bike-title" className="page-title">
            {bike.name}
          </h1>
          <p className="bike-details__status">
            <AvailabilityBadge availability={bike.availability} />
            {bike.reported && <Badge tone="warning">Reported</Badge>}
          </p>
        </header>
        <BikePrices bike={bike} block="bike-details" />
        {sold && (
          <p className="bike-details__sold" role="note">
            This bike has been sold and can no longer be booked.
          </p>
        )}
        {bike.availability === 'paused' && (
          <p className="bike-details__sold" role="note">
            {catalogueMessages.bikes.pausedNotice}
          </p>
        )}
        {bike.availability === 'expired' && (
          <p className="bike-details__sold" role="note">
            {catalogueMessages.bikes.expiredNotice}
          </p>
        )}
        {actions && <FloatingActions>{actions}</FloatingActions>}
        <dl className="bike-details__facts">
          <Fact term="Condition">{bike.condition}</Fact>
          <Fact term="Used">{formatYearsUsed(bike.purchaseYear)}</Fact>
          <Fact term="Year of purchase">{bike.purchaseYear}</Fact>
          <Fact term="Location">{bike.placeLabel ?? bike.location}</Fact>
          <Fact term="Posted on">{bike.postedOn}</Fact>
          {bike.brand && <Fact term="Brand">{bike.brand}</Fact>}
          {bike.frameSize && <Fact term="Frame size">{bike.frameSize}</Fact>}
          {bike.wheelSize && <Fact term="Wheel size">{bike.wheelSize}</Fact>}
          {bike.frameMaterial && <Fact term="Frame material">{bike.frameMaterial}</Fact>}
          {bike.serialCheck && (
            <Fact term={serialCheckMessages.term}>{serialCheckMessages[bike.serialCheck]}</Fact>
          )}
        </dl>
        <section className="bike-details__seller" aria-labelledby="bike-seller-title">
          <h2 id="bike-seller-title" className="bike-details__subtitle">
            Seller
          </h2>
          <div className="bike-details__seller-card">
            <Avatar name={bike.sellerName} photoUrl={bike.sellerPhotoUrl} decorative />
            <div>
              <p className="bike-card__seller">
                <Link
                  to={paths.profile.getHref(bike.sellerId)}
                  aria-label={profileMessages.profile.sellerLink(bike.sellerName)}
                >
                  {bike.sellerName}
                </Link>
                {bike.sellerVerified && <VerifiedMark />}
              </p>
              {bike.sellerVerified && (
                <p className="bike-details__since text-subtle">
                  {bikeCardMessages.verifiedCriteria}
                </p>
              )}
              {sellerReputation ?? (
                <p className="bike-details__since text-subtle">
                  {formatMemberSince(bike.sellerSince)}
                </p>
              )}
            </div>
          </div>
        </section>
        <section aria-labelledby="bike-description-title">
          <h2 id="bike-description-title" className="bike-details__subtitle">
            Description
          </h2>
          <p className="bike-details__description">
            {bike.description || 'The seller has not written a description.'}
          </p>
        </section>
      </div>
    </article>
  );
}

export function BikeDetailsSkeleton() {
  return (
    <div className="bike-details split" role="status" aria-label="Loading the bike">
      <Skeleton className="skeleton--fill bike-details__skeleton-photo" />
      <div className="bike-details__info stack" aria-hidden="true">
        <SkeletonText lines={BIKE_TEXT_LINES} />
      </div>
    </div>
  );
}

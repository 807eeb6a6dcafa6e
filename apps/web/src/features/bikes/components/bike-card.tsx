import { IMAGE_CARD_SIZE, type Bike, bikeCardMessages } from '@reride/shared';
import { BikeFact, type BikeFactProps } from './bike-fact';
import { BikePrices } from './bike-prices';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardSkeleton } from '../../../components/ui/skeleton';
import { BIKE_CARD_IMAGE_SIZES, responsiveImage } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';
import { formatAttributes, formatYearsUsed } from '../lib/bike-text';

export interface BikeCardProps {
  bike: Bike;
  /** The first cards load their image at once and first (the page's largest paint); others lazily. */
  eager?: boolean;
  /** Shows the Book button. Sold bikes never reach a card: the server filters them out. */
  onBook?: (bike: Bike) => void;
  /**
   * Shows the Report button (signed-in users) until the viewer reported the bike: others may
   * report a reported bike too, the hold counts distinct reporters (docs/domain.md#moderation-queue).
   */
  onReport?: (bike: Bike) => void;
  reportedByViewer?: boolean | undefined;
  /** The report of this bike is on its way. */
  reporting?: boolean;
  /** Another main action, e.g. Home's link to the category page. */
  action?: ReactNode;
  /** The viewer's own listing: no Book or Report (the API would refuse both), a label instead. */
  ownListing?: boolean;
  /** The card title's level under the page's outline: 2 right under a page title, 3 in a section. */
  headingLevel?: 2 | 3;
  /** The wishlist's Save toggle (features/wishlist, handed in by the route). */
  save?: ReactNode;
}

/**
 * The check mark next to a verified seller's name (docs/domain.md#seller-verification): an image
 * with a name, not colour; hovering it names the badge's criteria.
 */
export function VerifiedMark() {
  return (
    <svg
      className="verified-mark"
      role="img"
      aria-label="Verified seller"
      viewBox="0 0 20 20"
      width="16"
      height="16"
    >
      <title>{`Verified seller: ${bikeCardMessages.verifiedCriteria}`}</title>
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path
        d="m5.5 10.5 3 3 6-7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Fact = (props: BikeFactProps) => <BikeFact className="bike-card__fact" {...props} />;

export function BikeCard({
  bike,
  eager = false,
  onBook,
  onReport,
  reportedByViewer,
  reporting,
  action,
  headingLevel = 3,
  ownListing = false,
  save,
}: BikeCardProps) {
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const href = paths.bike.getHref(bike._id);
  const attributes = formatAttributes(bike);
  return (
    <article className="bike-card" aria-labelledby={titleId}>
      <div className="bike-card__media">
        {/* The title's link is the one in the tab order; the photo repeats it for pointers. */}
        <Link to={href} tabIndex={-1} className="bike-card__media-link">
          <img
            {...responsiveImage(bike.img, BIKE_CARD_IMAGE_SIZES, 'card')}
            alt={bike.name}
            width={IMAGE_CARD_SIZE.width}
            height={IMAGE_CARD_SIZE.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        </Link>
        {save && <div className="bike-card__save">{save}</div>}
        {bike.reported && (
          <Badge tone="danger" className="bike-card__flag">
            Reported
          </Badge>
        )}
      </div>
      <div className="bike-card__body">
        <Title id={titleId} className="bike-card__title">
          <Link to={href} className="bike-card__link">
            {bike.name}
          </Link>
        </Title>
        {attributes && <p className="bike-card__attributes">{attributes}</p>}
        <BikePrices bike={bike} block="bike-card" />
        <dl className="bike-card__facts">
          <Fact term="Location">
            {bike.placeLabel ?? bike.location}
            {bike.distanceKm !== undefined && (
              <span className="bike-card__distance">
                {' '}
                · {bikeCardMessages.kmAway(bike.distanceKm)}
              </span>
            )}
          </Fact>
          <Fact term="Used">{formatYearsUsed(bike.purchaseYear)}</Fact>
          <Fact term="Condition">{bike.condition}</Fact>
          <Fact term="Posted on">{bike.postedOn}</Fact>
          <Fact term="Seller">
            <span className="bike-card__seller">
              {bike.seller}
              {bike.sellerVerified && <VerifiedMark />}
            </span>
          </Fact>
        </dl>
        <div className="bike-card__actions">
          {action}
          {ownListing && <Badge tone="neutral">Your listing</Badge>}
          {onBook && !ownListing && (
            <Button aria-label={`Book ${bike.name}`} onClick={() => onBook(bike)}>
              Book
            </Button>
          )}
          {onReport && !reportedByViewer && !ownListing && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Report ${bike.name}`}
              loading={reporting}
              onClick={() => onReport(bike)}
            >
              Report
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The text lines of a bike's placeholder, on its card and on its page. */
export const BIKE_TEXT_LINES = ['short', 'full', 'full', 'short'] as const;

export function BikeCardSkeleton() {
  return <CardSkeleton block="bike-card" lines={BIKE_TEXT_LINES} />;
}

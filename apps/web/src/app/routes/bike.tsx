import {
  CURRENCY,
  formatPrice,
  isObjectId,
  type BikeDetail,
  type Booking,
  catalogueMessages,
  holdMessages,
} from '@reride/shared';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ShareButton } from '../../components/ui/share-button';
import { bikeQueryOptions, useBike } from '../../features/bikes/api/get-bike';
import { similarBikesQueryOptions } from '../../features/bikes/api/get-similar-bikes';
import { profileQueryOptions } from '../../features/profiles/api/get-profile';
import { BikeDetails, BikeDetailsSkeleton } from '../../features/bikes/components/bike-details';
import { isOwnListing } from '../../features/bikes/components/bike-cards';
import { SimilarBikes } from '../../features/bikes/components/similar-bikes';
import { AreaMap } from '../../features/maps/components/area-map';
import { placeIdOf } from '../../features/maps/lib/place-id';
import { HOLD_TEXT } from '../../features/bikes/lib/hold-text';
import { SellerReputation } from '../../features/profiles/components/seller-reputation';
import { useRoles } from '../../features/auth/api/get-roles';
import { useBikeBooking } from '../../features/orders/api/get-bike-booking';
import {
  BikeBookingStatus,
  bikeBookingHeadline,
} from '../../features/orders/components/bike-booking-status';
import { SaveToggle } from '../../features/wishlist/components/save-toggle';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ApiError } from '../../lib/api-client';
import { largeImageUrl } from '../../lib/image-url';
import { paths } from '../../lib/paths';
import { cachedRecord, type RouteHandle } from '../../lib/page-head';
import { loadRecordPage } from '../../lib/route-loading';
import { useAskSeller, type AskSeller } from '../catalogue/use-ask-seller';
import { useBikeActions, type BikeActions } from '../catalogue/use-bike-actions';

/**
 * The bike starts loading with the route's code; the browser shows its skeleton meanwhile. A bike
 * that is gone answers 404 from the server, an expired listing 410, so search engines drop it.
 */
export const loader = (args: LoaderFunctionArgs) =>
  loadRecordPage(
    args,
    (id) => bikeQueryOptions(id).queryKey,
    // Similar bikes and the seller's reputation follow the bike (its category, price and
    // seller), so the server draws them too and the browser fetches nothing while it hydrates.
    async (client, id) => {
      await client.prefetchQuery(bikeQueryOptions(id));
      const bike = client.getQueryData(bikeQueryOptions(id).queryKey);
      if (!bike) return;
      await Promise.all([
        client.prefetchQuery(similarBikesQueryOptions(bike)),
        client.prefetchInfiniteQuery(profileQueryOptions(bike.sellerId)),
      ]);
    },
    // An expired listing is no longer available (docs/domain.md#listing-lifecycle).
    (bike) => (bike as BikeDetail).availability === 'expired',
  );

/** One line for link previews: price, condition, place, then the seller's own words. */
function describe(bike: BikeDetail): string {
  const summary = `${formatPrice(bike.resalePrice)} · ${bike.condition} · ${bike.location}.`;
  const text = bike.description ? `${summary} ${bike.description}` : summary;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** Title, description, preview image and the product's facts for search engines and chat apps. */
export const handle: RouteHandle = {
  head: (args) => {
    const bike = cachedRecord(args, bikeQueryOptions);
    if (!bike)
      return {
        page: BIKE_NOT_FOUND,
        description: catalogueMessages.bikes.notListed,
        noIndex: true,
      };
    return {
      page: bike.name,
      description: describe(bike),
      // A paused listing's page stays reachable, but is no page to index meanwhile.
      ...(bike.availability === 'paused' ? { noIndex: true } : {}),
      image: largeImageUrl(bike.img),
      product: {
        name: bike.name,
        price: bike.resalePrice,
        currency: CURRENCY.toUpperCase(),
        inStock: bike.availability === 'available',
        condition: bike.condition,
        images: bike.images.map(largeImageUrl),
      },
    };
  },
};

const BIKE_NOT_FOUND = 'Bike not found';

// Only an administrator on a held first listing needs it (docs/domain.md#moderation-queue).
const FirstListingDecision = lazy(() =>
  import('../../features/reports/components/first-listing-decision').then((m) => ({
    default: m.FirstListingDecision,
  })),
);
// Only an administrator on a listing held for its serial needs it (docs/domain.md#frame-serials).
const SerialHoldRelease = lazy(() =>
  import('../../features/theft/components/serial-hold-release').then((m) => ({
    default: m.SerialHoldRelease,
  })),
);

interface BikeActionButtonsProps {
  bike: BikeDetail;
  actions: BikeActions;
  ask: AskSeller;
  /** The viewer's own booking of the bike, when they are a buyer who has one. */
  booking: Booking | null | undefined;
}

function BikeActionButtons({ bike, actions, ask, booking }: BikeActionButtonsProps) {
  const { onBook, onReport, reportingBikeId, reportedByViewer, viewerId, viewer, loginToSave } =
    actions;
  // Sold, paused or expired: nothing to book (docs/domain.md#listing-lifecycle).
  const sold = bike.availability !== 'available';
  const own = isOwnListing(bike, viewerId);
  // A booking that still holds the bike replaces Book: the buyer is told what to do next.
  const booked = booking ? bikeBookingHeadline(booking) !== null : false;

  return (
    <>
      {own && <Badge tone="neutral">Your listing</Badge>}
      {booking && booked && (
        <div className="bike-action--main">
          <BikeBookingStatus booking={booking} />
        </div>
      )}
      {!own && !sold && !booked && (
        <Button
          size="lg"
          className="bike-action--main"
          aria-label={`Book ${bike.name}`}
          onClick={() => onBook(bike)}
        >
          Book
        </Button>
      )}
      {ask.canAsk(bike, own) && (
        <Button
          size="lg"
          variant="outline"
          className="bike-action--main"
          aria-label={`Ask the seller about ${bike.name}`}
          onClick={() => ask.onAsk(bike)}
        >
          Ask the seller
        </Button>
      )}
      {viewer && (
        <SaveToggle
          bikeId={bike._id}
          bikeName={bike.name}
          viewer={viewer}
          onLoginRequired={loginToSave}
          sold={sold}
          showLabel
        />
      )}
      <ShareButton
        title={bike.name}
        href={paths.bike.getHref(bike._id)}
        label={`Share ${bike.name}`}
      />
      {onReport && !own && !reportedByViewer?.(bike._id) && (
        <Button
          variant="ghost"
          aria-label={`Report ${bike.name}`}
          loading={reportingBikeId === bike._id}
          onClick={() => onReport(bike)}
        >
          Report
        </Button>
      )}
    </>
  );
}

function BikeProblem({ error, retry }: { error: Error; retry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        title={catalogueMessages.bikes.notListed}
        description="It may have been sold and removed, or its seller took it down."
        action={
          <Link to={paths.search.getHref()} className={buttonClassName('outline')}>
            Find other bikes
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      tone="error"
      title="We couldn't load this bike"
      description={error.message}
      action={
        <Button variant="outline" onClick={retry}>
          Try again
        </Button>
      }
    />
  );
}

/** /bikes/:id: one bike, shareable; sold bikes stay visible and say so. */
export default function BikeRoute() {
  const params = useParams();
  const id = isObjectId(params.id) ? params.id : null;
  const query = useBike(id);
  const actions = useBikeActions();
  const ask = useAskSeller();
  const { roles } = useRoles();
  const bikeBooking = useBikeBooking(id, roles?.isBuyer === true);
  const bike = query.data;
  const navigate = useNavigate();
  // The moderation queue's held-listing row links here: the decision sits above the listing.
  const deciding = roles?.isAdmin === true && bike?.held?.reason === 'first-listing';
  const serialHeld = roles?.isAdmin === true && bike?.held?.reason === 'stolen-serial';
  // Only the seller and administrators see a held listing; the seller is told why it is not public.
  const ownHeld = bike?.held && isOwnListing(bike, roles?.user._id) ? bike.held : null;
  useDocumentTitle(bike ? bike.name : query.isError ? BIKE_NOT_FOUND : null);

  let body;
  if (id === null)
    body = <BikeProblem error={new ApiError(404, 'NOT_FOUND', '')} retry={() => undefined} />;
  else if (bike)
    body = (
      <>
        {deciding && (
          <Suspense fallback={null}>
            <FirstListingDecision
              bike={bike}
              onRejected={() => void navigate(paths.dashboard.moderationQueue.getHref())}
            />
          </Suspense>
        )}
        {ownHeld && (
          <p className="notice" role="status">
            {holdMessages.heldNotice} {HOLD_TEXT[ownHeld.reason]}.
          </p>
        )}
        <BikeDetails
          bike={bike}
          sellerReputation={<SellerReputation sellerId={bike.sellerId} />}
          actions={
            <>
              <BikeActionButtons
                bike={bike}
                actions={actions}
                ask={ask}
                booking={bikeBooking.data}
              />
              {serialHeld && (
                <Suspense fallback={null}>
                  <SerialHoldRelease bikeId={bike._id} />
                </Suspense>
              )}
            </>
          }
        />
        <AreaMap placeId={placeIdOf(bike)} location={bike.location} />
        <SimilarBikes bike={bike} />
      </>
    );
  else if (query.isError)
    body = <BikeProblem error={query.error} retry={() => void query.refetch()} />;
  else body = <BikeDetailsSkeleton />;

  return (
    <div className="container page">
      {body}
      {actions.bookingModal}
      {actions.reportDialog}
      {ask.askModal}
    </div>
  );
}

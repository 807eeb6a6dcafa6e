import { APP_NAME, formatPrice, messages, ObjectIdSchema, type BikeDetail } from '@reride/shared';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { bikeQueryOptions, useBike } from '../../features/bikes/api/get-bike';
import { BikeDetails, BikeDetailsSkeleton } from '../../features/bikes/components/bike-details';
import { SaveToggle } from '../../features/wishlist/components/save-toggle';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ApiError } from '../../lib/api-client';
import { largeImageUrl } from '../../lib/image-url';
import { paths } from '../../lib/paths';
import { queryClient } from '../../lib/query-client';
import { useAskSeller, type AskSeller } from '../catalogue/use-ask-seller';
import { useBikeActions, type BikeActions } from '../catalogue/use-bike-actions';

/** The bike starts loading with the route's code; the page shows its skeleton meanwhile. */
export function loader({ params }: LoaderFunctionArgs) {
  const parsed = ObjectIdSchema.safeParse(params.id);
  if (parsed.success) void queryClient.prefetchQuery(bikeQueryOptions(parsed.data));
  return null;
}

/** One line for link previews: price, condition, place, then the seller's own words. */
function describe(bike: BikeDetail): string {
  const summary = `${formatPrice(bike.resalePrice)} · ${bike.condition} · ${bike.location}.`;
  const text = bike.description ? `${summary} ${bike.description}` : summary;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/**
 * Title, description and Open Graph tags for a shared link. React 19 hoists them into <head>;
 * the document title is also set the usual way so it wins over index.html's <title>.
 */
function ShareMeta({ bike }: { bike: BikeDetail }) {
  const description = describe(bike);
  return (
    <>
      <title>{`${bike.name} - ${APP_NAME}`}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={bike.name} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={largeImageUrl(bike.img)} />
    </>
  );
}

interface BikeActionButtonsProps {
  bike: BikeDetail;
  actions: BikeActions;
  ask: AskSeller;
}

function BikeActionButtons({ bike, actions, ask }: BikeActionButtonsProps) {
  const { onBook, onReport, reportingBikeId, viewerEmail, viewer, loginToSave } = actions;
  const sold = bike.availability === 'sold';
  const own = Boolean(viewerEmail) && bike.sellerEmail === viewerEmail;

  return (
    <>
      {own && <Badge tone="neutral">Your listing</Badge>}
      {!own && !sold && (
        <Button size="lg" aria-label={`Book ${bike.name}`} onClick={() => onBook(bike)}>
          Book
        </Button>
      )}
      {ask.canAsk(bike, own) && (
        <Button
          size="lg"
          variant="outline"
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
      {onReport && !own && !bike.reported && (
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
        title={messages.bikes.notListed}
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
  const id = ObjectIdSchema.safeParse(params.id);
  const query = useBike(id.success ? id.data : null);
  const actions = useBikeActions();
  const ask = useAskSeller();
  const bike = query.data;
  useDocumentTitle(bike ? bike.name : query.isError ? 'Bike not found' : null);

  let body;
  if (!id.success)
    body = <BikeProblem error={new ApiError(404, 'NOT_FOUND', '')} retry={() => undefined} />;
  else if (bike)
    body = (
      <BikeDetails
        bike={bike}
        actions={<BikeActionButtons bike={bike} actions={actions} ask={ask} />}
      />
    );
  else if (query.isError)
    body = <BikeProblem error={query.error} retry={() => void query.refetch()} />;
  else body = <BikeDetailsSkeleton />;

  return (
    <div className="container page">
      {bike && <ShareMeta bike={bike} />}
      {body}
      {actions.bookingModal}
      {ask.askModal}
    </div>
  );
}

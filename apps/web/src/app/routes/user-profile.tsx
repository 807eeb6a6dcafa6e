import {
  isObjectId,
  type PublicProfile,
  type Review,
  profileMessages,
  reviewMessages,
} from '@reride/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/retry-button';
import { BikeListShell } from '../../features/bikes/components/bike-list-shell';
import {
  profileQueryOptions,
  useProfile,
  useProfileBikes,
} from '../../features/profiles/api/get-profile';
import {
  ProfileSummary,
  ProfileSummarySkeleton,
} from '../../features/profiles/components/profile-summary';
import { userReviewsQueryOptions } from '../../features/reviews/api/reviews-api';
import { UserReviews } from '../../features/reviews/components/user-reviews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { cachedRecord, type RouteHandle } from '../../lib/page-head';
import { loadRecordPage } from '../../lib/route-loading';
import { useBikeActions, useSignedInAction } from '../catalogue/use-bike-actions';

// The review report form (react-hook-form and zod) loads when a user opens it, not with the page
// (docs/decisions/011-javascript-budgets-without-the-framework.md).
const ReportReviewDialog = lazy(() =>
  import('../../features/reviews/components/report-review-dialog').then((m) => ({
    default: m.ReportReviewDialog,
  })),
);

const text = profileMessages.profile;
const NOT_FOUND_TITLE = text.notFoundTitle;

/**
 * The person, their first bikes and their first reviews start loading with the route's code; a
 * removed or unknown person answers 404 from the server, so search engines drop the page.
 */
export const loader = (args: LoaderFunctionArgs) =>
  loadRecordPage(
    args,
    (id) => profileQueryOptions(id).queryKey,
    (client, id) =>
      Promise.all([
        client.prefetchInfiniteQuery(profileQueryOptions(id)),
        client.prefetchInfiniteQuery(userReviewsQueryOptions(id)),
      ]),
  );

/** Title, description and preview image for search engines and chat apps. */
export const handle: RouteHandle = {
  head: (args) => {
    const profile: PublicProfile | undefined = cachedRecord(args, profileQueryOptions)?.pages[0];
    if (!profile) return { page: NOT_FOUND_TITLE, description: text.notFound, noIndex: true };
    const cover = profile.bikes[0]?.img;
    return {
      page: text.title(profile.name),
      description: text.description(profile.name),
      ...(cover ? { image: cover } : {}),
    };
  },
};

/** A removed or unknown person (or no id at all) reads the product message; else Try again. */
function ProfileProblem({ query }: { query: ReturnType<typeof useProfile> }) {
  if (query.error && !(query.error instanceof ApiError && query.error.status === 404)) {
    return <LoadError title={text.loadFailed} query={query} />;
  }
  return (
    <EmptyState
      title={text.notFound}
      action={
        <Link to={paths.search.getHref()} className={buttonClassName('outline')}>
          {text.findBikes}
        </Link>
      }
    />
  );
}

/** /users/:id: a person's public profile, their listed bikes and the reviews about them. */
export default function UserProfileRoute() {
  const { id: param } = useParams();
  const id = isObjectId(param) ? param : null;
  const query = useProfile(id);
  const profile = query.data?.pages[0];
  useDocumentTitle(profile ? text.title(profile.name) : query.isError ? NOT_FOUND_TITLE : null);
  // The same cached answers as the summary's, read as pages of bike cards.
  const bikes = useProfileBikes(id);
  const actions = useBikeActions();
  const [reporting, setReporting] = useState<Review | null>(null);
  const onReport = useSignedInAction<Review>(reviewMessages.reviews.loginToReport, setReporting);

  if (id === null || (query.isError && !profile)) {
    return (
      <div className="container page">
        <ProfileProblem query={query} />
      </div>
    );
  }

  return (
    <div className="container page stack">
      {profile ? <ProfileSummary profile={profile} /> : <ProfileSummarySkeleton />}
      <section aria-labelledby="profile-bikes-title" className="stack">
        <h2 id="profile-bikes-title">{text.listedBikes}</h2>
        <BikeListShell
          query={bikes}
          errorTitle={text.bikesLoadFailed}
          empty={{ title: text.noBikes }}
          {...actions}
        />
      </section>
      <UserReviews userId={id} onReport={onReport} />
      {actions.bookingModal}
      {actions.reportDialog}
      {reporting && (
        <Suspense fallback={null}>
          <ReportReviewDialog reviewId={reporting._id} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </div>
  );
}

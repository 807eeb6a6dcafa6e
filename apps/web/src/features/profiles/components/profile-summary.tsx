import {
  formatMonthYear,
  type PublicProfile,
  profileMessages,
  verificationMessages,
  reputationMessages,
} from '@reride/shared';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';

const text = profileMessages.profile;
const reputation = reputationMessages;

/** The head of `/users/:id`: who the person is, never how to reach them. */
export function ProfileSummary({ profile }: { profile: PublicProfile }) {
  return (
    <header className="page-header profile-summary">
      <Avatar name={profile.name} photoUrl={profile.photoUrl} size="large" decorative />
      <h1 className="page-title">{profile.name}</h1>
      {profile.verified && <Badge tone="success">{text.verified}</Badge>}
      {(profile.verification.numberConfirmed || profile.verification.checkedByReRide) && (
        // The badge's criteria beside it (docs/domain.md#seller-verification): shown, not only
        // hovered, so touch and keyboard users read them too.
        <ul className="cluster text-subtle" aria-label={text.verified}>
          {profile.verification.numberConfirmed && (
            <li>✓ {verificationMessages.verification.phoneConfirmed}</li>
          )}
          {profile.verification.checkedByReRide && (
            <li>✓ {verificationMessages.verification.checkedByReRide}</li>
          )}
        </ul>
      )}
      <ul className="profile-summary__facts text-subtle">
        {profile.city && <li>{profile.city}</li>}
        <li>{text.memberSince(formatMonthYear(new Date(profile.memberSince)))}</li>
        <li>
          {profile.ratingAverage === null
            ? reputation.newSeller
            : reputation.rating(profile.ratingAverage, profile.ratingCount)}
        </li>
        <li>{text.completedSales(profile.completedSales)}</li>
        {profile.sellerCancelledShare !== null && profile.sellerCancelledShare > 0 && (
          <li>{reputation.sellerCancelled(profile.sellerCancelledShare)}</li>
        )}
        {profile.answerMinutes !== null && <li>{text.answersWithin(profile.answerMinutes)}</li>}
      </ul>
    </header>
  );
}

export function ProfileSummarySkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="page-header">
      <Skeleton className="profile-summary__name-skeleton" />
    </div>
  );
}

import { formatMonthYear, profileMessages, reputationMessages } from '@reride/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProfile } from '../api/get-profile';

const reputation = reputationMessages;
const profile = profileMessages.profile;

/**
 * A seller's stored reputation where buyers decide (the bike page, a buyer's conversation): the
 * average rating and count, or "New seller", completed sales and member since
 * (docs/domain.md#reputation). The profile's own answer, so the two pages share one request; the
 * bike page's loader starts it, so the server draws the figures.
 */
export function SellerReputation({ sellerId }: { sellerId: string }) {
  const query = useProfile(sellerId);
  const seller = query.data?.pages[0];
  if (query.isPending) {
    return (
      <div role="status" aria-label={reputation.heading}>
        <Skeleton className="seller-reputation__skeleton" />
      </div>
    );
  }
  // The seller's name and link stay on the card: without the figures it still says who sells.
  if (!seller) return <p className="text-subtle">{reputation.loadFailed}</p>;
  return (
    <ul className="seller-reputation text-subtle" aria-label={reputation.heading}>
      <li>
        {seller.ratingAverage === null
          ? reputation.newSeller
          : reputation.rating(seller.ratingAverage, seller.ratingCount)}
      </li>
      <li>{profile.completedSales(seller.completedSales)}</li>
      <li>{profile.memberSince(formatMonthYear(new Date(seller.memberSince)))}</li>
    </ul>
  );
}

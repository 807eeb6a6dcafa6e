import { PageSection } from '../../../components/ui/page-section';
import { formatPrice, type WishlistItem, commonMessages } from '@reride/shared';

import { BadgeCell, ButtonCell, DataTable, ThumbCell } from '../../../components/ui/table';
import { Link } from 'react-router-dom';
import type { BadgeTone } from '../../../components/ui/badge';
import { buttonClassName } from '../../../components/ui/button';
import { ListShell } from '../../../components/ui/list-shell';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { paths } from '../../../lib/paths';
import { useWishlist } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/toggle-wishlist';

const COLUMNS = ['Picture', 'Bike', 'Price', 'Availability', 'Remove'] as const;

const AVAILABILITY_TONE: Record<WishlistItem['availability'], BadgeTone> = {
  available: 'success',
  sold: 'danger',
  removed: 'neutral',
};

/** "Available", "Sold" or "Removed": said in words, the colour only repeats it. */
export const AVAILABILITY_LABEL: Record<WishlistItem['availability'], string> = {
  available: 'Available',
  sold: 'Sold',
  removed: 'Removed',
};

function WishlistRow({ item }: { item: WishlistItem }) {
  const remove = useToggleWishlist();
  const { bike } = item;
  return (
    <tr>
      <ThumbCell src={bike.img} />
      <th scope="row" className="table__name" data-label="Bike">
        {/* A removed bike has no page any more (it answers 404): its name stays plain text. */}
        {item.availability === 'removed' ? (
          bike.name
        ) : (
          <Link to={paths.bike.getHref(item.bikeId)}>{bike.name}</Link>
        )}
        <span className="table__sub text-subtle">
          {bike.category} · {bike.location}
        </span>
      </th>
      <td data-label="Price">{formatPrice(bike.resalePrice)}</td>
      <BadgeCell column="Availability" tone={AVAILABILITY_TONE[item.availability]}>
        {AVAILABILITY_LABEL[item.availability]}
      </BadgeCell>
      <ButtonCell
        column="Remove"
        variant="outline"
        aria-label={`Remove ${bike.name} from your wishlist`}
        loading={remove.isPending}
        onClick={() => remove.mutate({ bikeId: item.bikeId, save: false })}
      >
        Remove
      </ButtonCell>
    </tr>
  );
}

function WishlistList({ items }: { items: WishlistItem[] }) {
  return (
    <DataTable label="My wishlist" columns={COLUMNS}>
      {items.map((item) => (
        <WishlistRow key={item.bikeId} item={item} />
      ))}
    </DataTable>
  );
}

/** My Wishlist (docs/domain.md#screens, buyers): saved bikes with their availability, a link and Remove. */
export function WishlistTable() {
  const query = useWishlist();

  const body = (
    <ListShell
      query={query}
      items={query.data}
      loading={<TableSkeleton label="Loading your wishlist" />}
      errorTitle="We couldn't load your wishlist"
      empty={{
        title: commonMessages.empty.wishlist,
        description: 'Tap the heart on a bike to keep it here.',
        action: (
          <Link to={paths.search.getHref()} className={buttonClassName('outline')}>
            Find a bike
          </Link>
        ),
      }}
    >
      {(items) => <WishlistList items={items} />}
    </ListShell>
  );

  return (
    <PageSection
      title="My Wishlist"
      lead={
        query.data &&
        query.data.length > 0 && (
          <>
            {query.data.length} saved {query.data.length === 1 ? 'bike' : 'bikes'}
          </>
        )
      }
    >
      {body}
    </PageSection>
  );
}

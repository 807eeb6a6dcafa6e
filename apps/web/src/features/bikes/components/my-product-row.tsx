import { BIKE_STATUS_LABEL, OPEN_BIKE_STATUSES, type Bike, type BikeStatus } from '@reride/shared';
import { BadgeCell, ButtonCell, ThumbCell, ItemPriceCell } from '../../../components/ui/table';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { ListingControls } from './listing-controls';

export interface MyProductRowProps {
  bike: Bike;
  columns: number;
  onDelete: (bike: Bike) => void;
  onToggle: (bike: Bike) => void;
  /** This bike's advertise toggle is on its way. */
  toggling: boolean;
  /** When given, the row gets a disclosure button that shows these details under it. */
  details?: { expanded: boolean; onToggle: () => void; render: () => ReactNode } | undefined;
}

/** Not sold here nor elsewhere: still editable (docs/domain.md#listing-lifecycle). */
const isOpenListing = (status: BikeStatus) =>
  (OPEN_BIKE_STATUSES as readonly BikeStatus[]).includes(status);

function AdvertiseToggle({
  bike,
  onToggle,
  toggling,
}: Pick<MyProductRowProps, 'bike' | 'onToggle' | 'toggling'>) {
  // Only an available bike can be advertised (docs/domain.md#states).
  if (bike.status !== 'unsold') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Only available items can be advertised</span>
      </>
    );
  }
  return bike.advertised ? (
    <Button
      size="sm"
      variant="secondary"
      loading={toggling}
      aria-label={`Advertised: ${bike.name}, click to revoke`}
      onClick={() => onToggle(bike)}
    >
      Advertised
    </Button>
  ) : (
    <Button
      size="sm"
      variant="outline"
      loading={toggling}
      aria-label={`Advertise ${bike.name}`}
      onClick={() => onToggle(bike)}
    >
      Advertise
    </Button>
  );
}

export function MyProductRow({
  bike,
  columns,
  onDelete,
  onToggle,
  toggling,
  details,
}: MyProductRowProps) {
  const detailsId = useId();
  return (
    <>
      <tr>
        {details && (
          <td className="table__disclosure" data-label="Details">
            <button
              type="button"
              className="icon-button disclosure-button"
              aria-expanded={details.expanded}
              aria-controls={details.expanded ? detailsId : undefined}
              aria-label={`Details of ${bike.name}`}
              onClick={details.onToggle}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </td>
        )}
        <ThumbCell src={bike.img} />
        <ItemPriceCell name={bike.name} price={bike.resalePrice} />
        <BadgeCell column="Status" tone={bike.status === 'unsold' ? 'success' : 'neutral'}>
          {BIKE_STATUS_LABEL[bike.status]}
        </BadgeCell>
        <td className="table__action" data-label="Listing">
          <ListingControls bike={bike} />
        </td>
        <td className="table__action" data-label="Edit">
          {isOpenListing(bike.status) ? (
            <Link
              to={paths.dashboard.editProduct.getHref(bike._id)}
              className={buttonClassName('outline', 'sm')}
              aria-label={`Edit ${bike.name}`}
            >
              Edit
            </Link>
          ) : (
            <>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">Sold items cannot be edited</span>
            </>
          )}
        </td>
        <ButtonCell
          column="Delete"
          variant="danger-outline"
          aria-label={`Delete ${bike.name}`}
          onClick={() => onDelete(bike)}
        >
          Delete
        </ButtonCell>
        <td className="table__action" data-label="Toggle">
          <AdvertiseToggle bike={bike} onToggle={onToggle} toggling={toggling} />
        </td>
      </tr>
      {details?.expanded && (
        <tr id={detailsId} className="table__details-row">
          <td colSpan={columns} className="table__details">
            {details.render()}
          </td>
        </tr>
      )}
    </>
  );
}

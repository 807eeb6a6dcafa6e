import { PageSection } from '../../../components/ui/page-section';
import { type Bike, commonMessages } from '@reride/shared';
import { DataTable } from '../../../components/ui/table';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { useDeleteConfirmation } from '../../../components/ui/use-delete-confirmation';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../lib/paths';
import { useDeleteBike } from '../api/delete-bike';
import { useMyBikes } from '../api/get-my-bikes';
import { useToggleAdvertised } from '../api/toggle-advertised';
import { MyProductRow } from './my-product-row';

export interface MyProductsTableProps {
  /** The signed-in seller's email (GET /bikes?email=); null while unknown. */
  sellerEmail: string | null;
  /**
   * Extra content per bike (e.g. the bookings received for it), shown in an expandable row
   * under the bike's row. Without it the table has no disclosure column.
   */
  renderBikeDetails?: (bike: Bike) => ReactNode;
}

const COLUMNS = [
  'Picture',
  'Item & Price',
  'Status',
  'Listing',
  'Edit',
  'Delete',
  'Toggle',
] as const;

/** My Products (docs/domain.md#screens): status, advertise toggle, delete with confirmation, item count. */
export function MyProductsTable({ sellerEmail, renderBikeDetails }: MyProductsTableProps) {
  const query = useMyBikes(sellerEmail);
  const toggle = useToggleAdvertised();
  const remove = useDeleteBike();
  const deletion = useDeleteConfirmation<Bike>(remove, 'product');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const toggleDetails = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns = COLUMNS.length + (renderBikeDetails ? 1 : 0);
  const body = (
    <PagedList
      query={query}
      loadingLabel="Loading your products"
      errorTitle="We couldn't load your products"
      empty={{
        title: commonMessages.empty.products,
        action: (
          <Link to={paths.dashboard.addProduct.getHref()} className={buttonClassName('primary')}>
            Add a product
          </Link>
        ),
      }}
    >
      {(bikes) => (
        <DataTable
          label="My products"
          columns={COLUMNS}
          hiddenFirst={renderBikeDetails ? 'Details' : undefined}
          footer={
            <tr>
              <td colSpan={columns}>
                {bikes.length} {bikes.length === 1 ? 'item' : 'items'}
                {query.hasNextPage && ' shown, more to load'}
              </td>
            </tr>
          }
        >
          {bikes.map((bike) => (
            <MyProductRow
              key={bike._id}
              bike={bike}
              columns={columns}
              onDelete={deletion.ask}
              onToggle={(b) => toggle.mutate(b)}
              toggling={toggle.isPending && toggle.variables?._id === bike._id}
              details={
                renderBikeDetails && {
                  expanded: expanded.has(bike._id),
                  onToggle: () => toggleDetails(bike._id),
                  render: () => renderBikeDetails(bike),
                }
              }
            />
          ))}
        </DataTable>
      )}
    </PagedList>
  );

  return (
    <PageSection title="My Products">
      {body}
      {deletion.modal}
    </PageSection>
  );
}

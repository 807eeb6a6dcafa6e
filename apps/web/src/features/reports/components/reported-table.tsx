import { formatPrice, messages, type Bike } from '@reride/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ListShell } from '../../../components/ui/list-shell';
import { TableContainer } from '../../../components/ui/table';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { cardImageUrl } from '../../../lib/image-url';
import { useDeleteReportedBike } from '../api/delete-reported-bike';
import { useReportedBikes } from '../api/get-reported-bikes';
import { useUnreportBike } from '../api/unreport-bike';

const COLUMNS = ['Picture', 'Item & Price', 'Category', 'Delete', 'Ignore Item'] as const;

/** Reported Items (docs/domain.md#screens, admin): delete the item from the site, or unreport it. */
export function ReportedTable() {
  const query = useReportedBikes();
  const unreport = useUnreportBike();
  const remove = useDeleteReportedBike();
  const [toDelete, setToDelete] = useState<Bike | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, { onSettled: () => setToDelete(null) });
  };

  const bikes = query.data?.pages.flatMap((page) => page.items);
  const body = (
    <ListShell
      query={query}
      items={bikes}
      loading={<TableSkeleton label="Loading reported items" />}
      errorTitle="We couldn't load the reported items"
      empty={{ title: messages.empty.reported }}
    >
      {(items) => (
        <TableContainer label="Reported items">
          <table className="table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((bike) => (
                <tr key={bike._id}>
                  <td data-label="Picture">
                    <img
                      className="table__thumb"
                      src={cardImageUrl(bike.img)}
                      alt=""
                      width={100}
                      height={58}
                      loading="lazy"
                      decoding="async"
                    />
                  </td>
                  <th scope="row" data-label="Item & Price">
                    <span className="table__item">
                      <span className="table__name">{bike.name}</span>{' '}
                      <span className="table__price">{formatPrice(bike.resalePrice)}</span>
                    </span>
                  </th>
                  <td data-label="Category">{bike.category}</td>
                  <td className="table__action" data-label="Delete">
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Delete Item ${bike.name}`}
                      onClick={() => setToDelete(bike)}
                    >
                      Delete Item
                    </Button>
                  </td>
                  <td className="table__action" data-label="Ignore Item">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Unreport ${bike.name}`}
                      loading={unreport.isPending && unreport.variables === bike._id}
                      onClick={() => unreport.mutate(bike._id)}
                    >
                      Unreport
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableContainer>
      )}
    </ListShell>
  );

  // '100+' when the server holds more than one page.
  const count = bikes && `${bikes.length}${query.hasNextPage ? '+' : ''}`;
  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">
          Reported Items
          {count !== undefined && <span className="page-title__count"> ({count})</span>}
        </h1>
      </header>
      {body}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="load-more__button"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
      <ConfirmModal
        open={toDelete !== null}
        title="Delete item"
        message={toDelete ? messages.confirm.deleteProduct(toDelete.name) : ''}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

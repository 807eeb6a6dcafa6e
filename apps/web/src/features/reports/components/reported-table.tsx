import { PageSection } from '../../../components/ui/page-section';
import { type Bike, commonMessages } from '@reride/shared';
import { ButtonCell, DataTable, ThumbCell, ItemPriceCell } from '../../../components/ui/table';
import { useDeleteConfirmation } from '../../../components/ui/use-delete-confirmation';
import { PagedList } from '../../../components/ui/paged-list';
import { useReportedBikes } from '../api/get-reported-bikes';
import { ReportReasons } from './report-reasons';
import { useDeleteReportedBike, useUnreportBike } from '../api/moderate-reported';

const COLUMNS = [
  'Picture',
  'Item & Price',
  'Category',
  'Reasons',
  'Delete',
  'Ignore Item',
] as const;

/** Reported Items (docs/domain.md#screens, admin): delete the item from the site, or unreport it. */
export function ReportedTable() {
  const query = useReportedBikes();
  const unreport = useUnreportBike();
  const remove = useDeleteReportedBike();
  const deletion = useDeleteConfirmation<Bike>(remove, 'item');

  const bikes = query.data?.pages.flatMap((page) => page.items);
  const body = (
    <PagedList
      query={query}
      loadingLabel="Loading reported items"
      errorTitle="We couldn't load the reported items"
      empty={{ title: commonMessages.empty.reported }}
    >
      {(items) => (
        <DataTable label="Reported items" columns={COLUMNS}>
          {items.map((bike) => (
            <tr key={bike._id}>
              <ThumbCell src={bike.img} />
              <ItemPriceCell name={bike.name} price={bike.resalePrice} />
              <td data-label="Category">{bike.category}</td>
              <td data-label="Reasons">
                <ReportReasons bike={bike} />
              </td>
              <ButtonCell
                column="Delete"
                variant="danger"
                aria-label={`Delete Item ${bike.name}`}
                onClick={() => deletion.ask(bike)}
              >
                Delete Item
              </ButtonCell>
              <ButtonCell
                column="Ignore Item"
                variant="outline"
                aria-label={`Unreport ${bike.name}`}
                loading={unreport.isPending && unreport.variables === bike._id}
                onClick={() => unreport.mutate(bike._id)}
              >
                Unreport
              </ButtonCell>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );

  // '100+' when the server holds more than one page.
  const count = bikes && `${bikes.length}${query.hasNextPage ? '+' : ''}`;
  return (
    <PageSection title="Reported Items" count={count}>
      {body}
      {deletion.modal}
    </PageSection>
  );
}

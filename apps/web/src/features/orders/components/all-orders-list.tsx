import { BOOKING_STATUSES, type BookingStatus, orderMessages } from '@reride/shared';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/select-field';
import { useAllOrders } from '../api/get-order-summaries';
import { formatWhen } from '../lib/order-text';
import { OrderSummaryList, type SummaryColumn } from './order-summary-list';

const { statusLabels } = orderMessages.orders;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
];

const COLUMNS: SummaryColumn[] = [
  { header: 'Ordered', cell: (order) => formatWhen(order.createdAt) },
];

const isStatus = (value: string | null): value is BookingStatus =>
  (BOOKING_STATUSES as readonly (string | null)[]).includes(value);

/** All orders (admin): every order, newest first, in one state or all (`?status=` in the URL). */
export function AllOrdersList() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const query = useAllOrders(status);
  const filter = (
    <SelectField
      className="orders-filter"
      label="Status"
      options={STATUS_OPTIONS}
      value={status ?? ''}
      onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
    />
  );
  return (
    <OrderSummaryList
      title="All orders"
      lead="Every order on ReRide, the newest first. Open one to see its timeline."
      filter={filter}
      query={query}
      noun="orders"
      empty={
        status ? `No order is ${statusLabels[status].toLowerCase()}` : 'There are no orders yet'
      }
      columns={COLUMNS}
    />
  );
}

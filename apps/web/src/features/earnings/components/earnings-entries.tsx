import { type LedgerEntry, orderMessages } from '@reride/shared';
import { Link } from 'react-router-dom';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../lib/paths';
import { useEarningsEntries } from '../api/earnings';
import { formatChange } from '../lib/money';

const AMOUNTS = [
  { key: 'pending', label: 'Pending' },
  { key: 'available', label: 'Available' },
  { key: 'paidOut', label: 'Paid out' },
  { key: 'fee', label: 'Fee' },
] as const;

const COLUMNS = ['Date', 'What', 'Bike', ...AMOUNTS.map((amount) => amount.label)];

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

function EntryRow({ entry }: { entry: LedgerEntry }) {
  // The step behind the entry, in the order timeline's words (docs/domain.md#decisions).
  const words = orderMessages.orders.describeLedgerEntry(entry);
  return (
    <tr>
      <td data-label="Date">
        <time dateTime={entry.at}>{day.format(new Date(entry.at))}</time>
      </td>
      <th scope="row" data-label="What">
        {words.label}
        {words.detail ? (
          <span className="figures__cause text-subtle">
            {orderMessages.orders.withNote(words.detail, words)}
          </span>
        ) : null}
      </th>
      <td data-label="Bike">
        {entry.bookingId ? (
          <Link to={paths.dashboard.order.getHref(entry.bookingId)}>{entry.bike ?? 'Order'}</Link>
        ) : (
          (entry.bike ?? '—')
        )}
      </td>
      {AMOUNTS.map((amount) => (
        <td key={amount.key} data-label={amount.label} className="figures__change">
          {formatChange(entry[amount.key])}
        </td>
      ))}
    </tr>
  );
}

/** What moved the balances, newest first: sales, completions, refunds and payouts. */
export function EarningsEntries() {
  const query = useEarningsEntries();
  return (
    <>
      <h2 className="section-title">History</h2>
      <PagedList
        query={query}
        loadingLabel="Loading your earnings history"
        errorTitle="We couldn't load your earnings history"
        empty={{
          title: 'Nothing earned yet',
          description: 'Each sale, completed order, refund and payout appears here.',
        }}
        table={{ label: 'Earnings history', columns: COLUMNS }}
      >
        {(items) => items.map((entry) => <EntryRow key={entry._id} entry={entry} />)}
      </PagedList>
    </>
  );
}

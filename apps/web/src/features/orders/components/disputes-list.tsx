import { orderMessages } from '@reride/shared';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useDisputes } from '../api/get-order-summaries';
import { formatWhen, refundSummary } from '../lib/order-text';
import { OrderSummaryList, type SummaryColumn } from './order-summary-list';

const { disputeReasons, disputeDecisions } = orderMessages.orders;

type DisputeState = 'open' | 'decided';

const STATES: { value: DisputeState; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'decided', label: 'Decided' },
];

const COLUMNS: SummaryColumn[] = [
  {
    header: 'Reason',
    cell: (order) => order.dispute && disputeReasons[order.dispute.reason],
  },
  { header: 'Opened', cell: (order) => order.dispute && formatWhen(order.dispute.openedAt) },
  {
    header: 'Decision',
    cell: (order) =>
      order.dispute && (
        <>
          {disputeDecisions[order.dispute.state]}
          {order.refund && (
            <span className="order-page__note">
              {refundSummary(order.refund, order.price, 'admin')}
            </span>
          )}
        </>
      ),
  },
];

/**
 * Disputes (admin): the open ones oldest first, so none waits, or the decided ones; the choice
 * is in the URL (`?state=decided`). Each bike opens the order's page, where the decision is made.
 */
export function DisputesList() {
  const [params, setParams] = useSearchParams();
  const state: DisputeState = params.get('state') === 'decided' ? 'decided' : 'open';
  const query = useDisputes(state);
  const filter = (
    <div className="segmented" role="group" aria-label="Disputes to show">
      {STATES.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === state ? 'primary' : 'outline'}
          aria-pressed={option.value === state}
          onClick={() => setParams(option.value === 'open' ? {} : { state: option.value })}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
  return (
    <OrderSummaryList
      title="Disputes"
      lead={
        state === 'open'
          ? 'Open disputes, the oldest first. Open one to read both sides and decide it.'
          : 'Disputes already decided, the newest first.'
      }
      filter={filter}
      query={query}
      noun="disputes"
      empty={state === 'open' ? 'There are no open disputes' : 'No dispute has been decided yet'}
      columns={COLUMNS}
      withStatus={false}
    />
  );
}

import { type EarningsSummary as Earnings, orderMessages } from '@reride/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadError } from '../../../components/ui/retry-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useEarnings, useRequestPayout } from '../api/earnings';
import { formatCents } from '../lib/money';

const FIGURES = [
  { key: 'pending', label: 'Pending', hint: 'Paid orders not completed yet' },
  { key: 'available', label: 'Available', hint: 'Yours to pay out' },
  { key: 'paidOut', label: 'Paid out', hint: 'Sent to you so far' },
] as const;

/** Pay out everything available, after a confirmation. */
function PayoutAction({ earnings }: { earnings: Earnings }) {
  const payout = useRequestPayout();
  const [asking, setAsking] = useState(false);
  const amount = formatCents(earnings.available);
  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={payout.isPending}>
        Pay out {amount}
      </Button>
      <ConfirmModal
        open={asking}
        title="Pay out"
        message={orderMessages.orders.confirm.payout(amount)}
        confirmLabel={`Pay out ${amount}`}
        cancelLabel="Not now"
        tone="primary"
        loading={payout.isPending}
        onConfirm={() => payout.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * The seller's three balances (pending until the order completes, then available, then paid
 * out), the platform's fee, and Pay out when there is something to pay out and payouts work.
 */
export function EarningsSummary() {
  const query = useEarnings();
  if (query.isPending) {
    return (
      <div className="figures" role="status" aria-label="Loading your earnings">
        {FIGURES.map((figure) => (
          <Skeleton key={figure.key} className="figures__skeleton" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <LoadError title="We couldn't load your earnings" query={query} />;
  }
  const earnings = query.data;
  return (
    <div className="stack">
      <dl className="figures">
        {FIGURES.map((figure) => (
          <div key={figure.key} className="figures__item">
            <dt className="figures__label">{figure.label}</dt>
            <dd className="figures__value">{formatCents(earnings[figure.key])}</dd>
            <dd className="figures__hint">{figure.hint}</dd>
          </div>
        ))}
      </dl>
      <p className="page-lead">ReRide keeps a fee of {earnings.feePercent}% of each sale.</p>
      {!earnings.payoutsEnabled && (
        <p className="page-lead">{orderMessages.orders.payoutsUnavailable}</p>
      )}
      {earnings.payoutsEnabled && earnings.available > 0 && (
        <p>
          <PayoutAction earnings={earnings} />
        </p>
      )}
    </div>
  );
}

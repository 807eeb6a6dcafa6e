import { errorMessages, toastMessages } from '@reride/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { recordPayment } from '../api/record-payment';
import type { ConfirmOutcome } from '../lib/card-form';

export interface PaymentFlowState {
  phase: 'idle' | 'processing' | 'succeeded';
  /** The provider's card error, shown under the card field. */
  cardError: string | null;
  /** Anything else that went wrong; Pay may be pressed again. */
  formError: string | null;
  /** A refusal that ends the flow (409: sold to another buyer, refunded, already paid). */
  blocked: string | null;
  transactionId: string | null;
}

const IDLE: PaymentFlowState = {
  phase: 'idle',
  cardError: null,
  formError: null,
  blocked: null,
  transactionId: null,
};

/**
 * Card confirmation, then POST /payments, then the success toast. An intent that succeeded at
 * the provider is remembered, so pressing Pay again after a failed POST /payments records it
 * instead of charging the card a second time.
 */
/**
 * `onSettled` refreshes what the caller shows elsewhere (the buyer's orders): with `paid`, or
 * with `unpayable` when the API refused the payment (the bike went elsewhere).
 */
export type PaymentSettled = 'paid' | 'unpayable';

export function usePaymentFlow(bookingId: string, onSettled: (outcome: PaymentSettled) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentFlowState>(IDLE);
  const running = useRef(false);
  const confirmedIntent = useRef<string | null>(null);

  const settle = (patch: Partial<PaymentFlowState>) => setState({ ...IDLE, ...patch });
  // Paid, or refused because the bike went elsewhere: the orders and the bike's status changed.
  const refresh = (outcome: PaymentSettled) => {
    void queryClient.invalidateQueries({ queryKey: queryRoots.bikes });
    onSettled(outcome);
  };

  async function run(confirm: () => Promise<ConfirmOutcome>) {
    let intentId = confirmedIntent.current;
    if (!intentId) {
      const outcome = await confirm();
      if (outcome.kind === 'card-error') return settle({ cardError: outcome.message });
      intentId = outcome.intentId;
      confirmedIntent.current = intentId;
    }
    const payment = await recordPayment({ bookingId, transactionId: intentId });
    toast.success(toastMessages.paymentCompleted);
    settle({ phase: 'succeeded', transactionId: payment.transactionId });
    refresh('paid');
  }

  const pay = (confirm: () => Promise<ConfirmOutcome>) => {
    if (running.current) return;
    running.current = true;
    setState({ ...IDLE, phase: 'processing' });
    run(confirm)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          settle({ blocked: error.message });
          refresh('unpayable');
        } else if (
          error instanceof ApiError &&
          error.code === 'PAYMENT_FAILED' &&
          !confirmedIntent.current
        )
          settle({ cardError: error.message });
        else
          settle({
            formError: error instanceof Error ? error.message : errorMessages.errors.internal,
          });
      })
      .finally(() => {
        running.current = false;
      });
  };

  return { ...state, pay };
}

import { type EndpointName, type OrderAction, orderMessages } from '@reride/shared';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { callApi } from '../../../lib/api-client';
import { bookingsQueryRoot } from './query-keys';

/** Every action of `Order.actions` but Pay, which is the payment page. */
export type OrderChange = Exclude<OrderAction, 'pay'>;

/** The endpoint each action calls: `POST …/:id` with the action's body. */
const ENDPOINTS = {
  cancel: 'cancelBooking',
  decline: 'declineBooking',
  confirm_handover: 'confirmHandover',
  enter_handover_code: 'enterHandoverCode',
  set_meeting: 'setMeeting',
  request_cancel: 'requestCancel',
  refuse_cancel: 'refuseCancel',
  seller_cancel: 'sellerCancel',
  open_dispute: 'openDispute',
  answer_dispute: 'answerDispute',
  refund: 'refundDispute',
  close_dispute: 'closeDispute',
} as const satisfies Record<OrderChange, EndpointName>;

/** The toast each action shows once the server acknowledged it. */
const SUCCESS: Record<OrderChange, string> = {
  cancel: orderMessages.bookings.cancelledToast,
  decline: orderMessages.bookings.declinedToast,
  confirm_handover: orderMessages.bookings.completedToast,
  enter_handover_code: orderMessages.orders.handover.completedToast,
  set_meeting: orderMessages.orders.meetingSetToast,
  request_cancel: orderMessages.orders.cancelRequestedToast,
  refuse_cancel: orderMessages.orders.cancelRefusedToast,
  seller_cancel: orderMessages.orders.sellerCancelledToast,
  open_dispute: orderMessages.orders.disputeOpenedToast,
  answer_dispute: orderMessages.orders.disputeAnsweredToast,
  refund: orderMessages.orders.refundedToast,
  close_dispute: orderMessages.orders.disputeClosedToast,
};

/** Every action on one order shares this key: its buttons wait while any of them runs. */
const actionKey = (id: string) => [...bookingsQueryRoot, 'action', id] as const;

/**
 * One action on one order (POST /bookings/:id/… or /disputes/:id/…): its toast on success, the
 * server's message on failure, and every bookings query (My Orders, the seller's Orders, the
 * order page, the administrators' lists) refetched either way.
 */
export function useOrderAction(action: OrderChange, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: actionKey(id),
    mutationFn: (body?: object) => callApi(ENDPOINTS[action], { params: { id }, body }),
    onSuccess: () => toast.success(SUCCESS[action]),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueryRoot }),
  });
}

/** Whether an action on the order is on its way (its other buttons are disabled meanwhile). */
export function useOrderBusy(id: string): boolean {
  return useIsMutating({ mutationKey: actionKey(id) }) > 0;
}

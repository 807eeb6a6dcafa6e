import { orderMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { BookingRecord } from './orders.repository';

export const conflict = (message: string) => new AppError('CONFLICT', message);

/** Why an order in this state refuses a transition that expected another. */
export function stateRefusal(record: BookingRecord): AppError {
  switch (record.status) {
    case 'booked':
      return conflict(orderMessages.orders.notPaid);
    case 'completed':
      return conflict(orderMessages.orders.alreadyCompleted);
    case 'refunded':
      return conflict(orderMessages.orders.alreadyRefunded);
    case 'disputed':
      return conflict(orderMessages.orders.disputed);
    case 'paid':
      return conflict(orderMessages.orders.noOpenDispute);
    default:
      return conflict(orderMessages.bookings.notOpen);
  }
}

import { messages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { BookingRecord } from './orders.repository';

export const conflict = (message: string) => new AppError('CONFLICT', message);

/** Why an order in this state refuses a transition that expected another. */
export function stateRefusal(record: BookingRecord): AppError {
  switch (record.status) {
    case 'booked':
      return conflict(messages.orders.notPaid);
    case 'completed':
      return conflict(messages.orders.alreadyCompleted);
    case 'refunded':
      return conflict(messages.orders.alreadyRefunded);
    case 'disputed':
      return conflict(messages.orders.disputed);
    case 'paid':
      return conflict(messages.orders.noOpenDispute);
    default:
      return conflict(messages.bookings.notOpen);
  }
}

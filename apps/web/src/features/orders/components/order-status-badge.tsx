import { type BookingStatus, orderMessages } from '@reride/shared';
import { Badge } from '../../../components/ui/badge';
import { STATUS_TONES } from '../lib/order-text';

/** Where an order stands, in words; `label` when a side says it its own way. */
export function OrderStatusBadge({ status, label }: { status: BookingStatus; label?: string }) {
  return (
    <Badge tone={STATUS_TONES[status]}>{label ?? orderMessages.orders.statusLabels[status]}</Badge>
  );
}

import type { BookingStatus } from '@reride/shared';
import { Badge } from '../../../components/ui/badge';
import { STATUS_BADGES } from '../lib/order-text';

/** Where an order stands, in words; `label` when a side says it its own way. */
export function OrderStatusBadge({ status, label }: { status: BookingStatus; label?: string }) {
  const badge = STATUS_BADGES[status];
  return <Badge tone={badge.tone}>{label ?? badge.label}</Badge>;
}

import { Badge } from '../../../components/ui/badge';

/** "3" on a badge, read out as "3 unread messages"; nothing when all is read. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge tone="accent" className="unread-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        {count} unread {count === 1 ? 'message' : 'messages'}
      </span>
    </Badge>
  );
}

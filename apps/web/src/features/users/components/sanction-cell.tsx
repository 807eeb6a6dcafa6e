import { type ManagedUser, sanctionMessages } from '@reride/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { SanctionKind } from './sanction-dialog';
import { sanctionTime } from './sanction-notice';

const texts = sanctionMessages.sanctions;

/** A person's sanction now on All Buyers / All Sellers, and the decisions it allows. */
export function SanctionCell({
  user,
  onDecide,
}: {
  user: ManagedUser;
  onDecide: (kind: SanctionKind, user: ManagedUser) => void;
}) {
  const { suspension, warning } = user.sanction;
  const action = (kind: SanctionKind, label: string) => (
    <Button
      size="sm"
      variant={kind === 'lift' ? 'secondary' : 'outline'}
      aria-label={`${label}: ${user.name}`}
      onClick={() => onDecide(kind, user)}
    >
      {label}
    </Button>
  );
  return (
    <div className="sanction-cell">
      {suspension && (
        <Badge tone="danger">{texts.suspendedUntil(sanctionTime(suspension.until))}</Badge>
      )}
      {warning && <Badge tone="warning">{texts.warnedOn(sanctionTime(warning.at))}</Badge>}
      {!suspension && !warning && <span>{texts.none}</span>}
      <div className="sanction-cell__actions">
        {action('warn', texts.warn)}
        {suspension ? action('lift', texts.lift) : action('suspend', texts.suspend)}
      </div>
    </div>
  );
}

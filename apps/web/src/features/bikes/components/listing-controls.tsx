import { type Bike, catalogueMessages } from '@reride/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { expiryText, useListingAction, type ListingAction } from '../api/listing-lifecycle';
import { HOLD_TEXT } from '../lib/hold-text';

/**
 * My Products' listing steps (docs/domain.md#listing-lifecycle): Pause or Resume, Renew with the
 * time left, and Sold elsewhere behind a confirmation since it cannot be undone. Every button
 * waits while one of this bike's steps is on its way.
 */
export function ListingControls({ bike, now = new Date() }: { bike: Bike; now?: Date }) {
  const step = useListingAction();
  const [confirming, setConfirming] = useState(false);
  const busy = step.isPending && step.variables?.bike._id === bike._id;
  const run = (action: ListingAction) => step.mutateAsync({ action, bike }).catch(() => undefined);
  const open = bike.status === 'unsold' || bike.status === 'paused' || bike.status === 'expired';
  if (!open) return <span aria-hidden="true">—</span>;
  const expiry = expiryText(bike, now);
  return (
    <div className="listing-controls">
      {expiry && <span className="listing-controls__expiry">{expiry}</span>}
      {bike.held && (
        // Held out of the public lists until an administrator decides (docs/domain.md#moderation-queue).
        <span className="listing-controls__held">{HOLD_TEXT[bike.held.reason]}</span>
      )}
      {bike.status === 'unsold' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void run('pause')}>
          Pause
        </Button>
      )}
      {bike.status === 'paused' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void run('resume')}>
          Resume
        </Button>
      )}
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void run('renew')}>
        Renew
      </Button>
      <Button
        size="sm"
        variant="danger-outline"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        Sold elsewhere
      </Button>
      <ConfirmModal
        open={confirming}
        title="Sold elsewhere"
        message={catalogueMessages.bikes.confirmSoldElsewhere}
        confirmLabel="Mark as sold elsewhere"
        cancelLabel="Keep the listing"
        loading={busy}
        onConfirm={() => void run('soldElsewhere').then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

import {
  REJECTION_REASON_MAX,
  RejectListingBodySchema,
  type Bike,
  moderationMessages,
  holdMessages,
} from '@reride/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { TextAreaField } from '../../../components/ui/text-field';
import { useApproveListing, useRejectListing } from '../api/decide-first-listing';

const texts = moderationMessages.approval;

export interface FirstListingDecisionProps {
  bike: Pick<Bike, '_id' | 'name'>;
  /** After a rejection: the listing is gone, so the page leads elsewhere (the queue). */
  onRejected?: () => void;
}

/**
 * An administrator's decision on a seller's first listing held for approval
 * (docs/domain.md#moderation-queue): Approve after a confirmation, Reject with a reason the seller
 * reads. A plain form, so the bike page carries no form library for the few who moderate.
 */
export function FirstListingDecision({ bike, onRejected }: FirstListingDecisionProps) {
  const approve = useApproveListing();
  const reject = useRejectListing();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const busy = approve.isPending || reject.isPending;

  const closeReject = () => {
    setRejecting(false);
    setReason('');
    setError(undefined);
  };

  const submitReject = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = RejectListingBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? texts.reasonRequired);
      return;
    }
    reject.mutate(
      { id: bike._id, body: parsed.data },
      {
        onSuccess: () => {
          closeReject();
          onRejected?.();
        },
      },
    );
  };

  return (
    <section className="notice first-listing-decision" aria-label={holdMessages.firstListing}>
      <strong>{holdMessages.firstListing}</strong>
      <p>{texts.banner}</p>
      <div className="first-listing-decision__actions">
        <Button disabled={busy} loading={approve.isPending} onClick={() => setConfirming(true)}>
          {texts.approve}
        </Button>
        <Button variant="danger-outline" disabled={busy} onClick={() => setRejecting(true)}>
          {texts.reject}
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        title={texts.approve}
        message={texts.confirmApprove}
        confirmLabel={texts.approve}
        cancelLabel={texts.cancel}
        tone="primary"
        loading={approve.isPending}
        onConfirm={() => approve.mutate(bike._id, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmModal
        open={rejecting}
        title={texts.dialogTitle(bike.name)}
        message={
          <form className="form" noValidate onSubmit={submitReject}>
            <TextAreaField
              label={texts.reasonLabel}
              rows={3}
              maxLength={REJECTION_REASON_MAX}
              required
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </form>
        }
        confirmLabel={texts.reject}
        cancelLabel={texts.cancel}
        loading={reject.isPending}
        onConfirm={() => submitReject()}
        onCancel={closeReject}
      />
    </section>
  );
}

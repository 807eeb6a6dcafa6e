import { theftMessages } from '@reride/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useReleaseSerialHold } from '../api/theft-reports';

const texts = theftMessages.admin;

/**
 * An administrator's release of a listing held for its frame serial (docs/domain.md#frame-serials),
 * asked first: the listing becomes public again.
 */
export function SerialHoldRelease({ bikeId }: { bikeId: string }) {
  const release = useReleaseSerialHold();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)} disabled={release.isPending}>
        {texts.releaseHold}
      </Button>
      <ConfirmModal
        open={asking}
        title={texts.releaseHold}
        message={texts.releaseQuestion}
        confirmLabel={texts.releaseHold}
        cancelLabel={texts.cancel}
        tone="primary"
        loading={release.isPending}
        onConfirm={() => release.mutate(bikeId, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

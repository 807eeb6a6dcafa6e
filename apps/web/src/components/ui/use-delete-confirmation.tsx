import { commonMessages } from '@reride/shared';
import { useState } from 'react';
import { ConfirmModal } from './confirm-modal';

interface DeleteById {
  isPending: boolean;
  mutate: (id: string, options: { onSettled: () => void }) => void;
}

/**
 * Deleting a bike from a table asks first: `ask(bike)` opens the modal, Confirm runs `remove`
 * and the modal stays open (busy) until the call settles.
 */
export function useDeleteConfirmation<T extends { _id: string; name: string }>(
  remove: DeleteById,
  /** What is deleted, in the title and on both buttons: "product" → "Delete product" / "Keep product". */
  noun: string,
) {
  const [target, setTarget] = useState<T | null>(null);
  const modal = (
    <ConfirmModal
      open={target !== null}
      title={commonMessages.confirm.deleteLabel(noun)}
      message={target ? commonMessages.confirm.deleteProduct(target.name) : ''}
      confirmLabel={commonMessages.confirm.deleteLabel(noun)}
      cancelLabel={commonMessages.confirm.keepLabel(noun)}
      loading={remove.isPending}
      onConfirm={() => target && remove.mutate(target._id, { onSettled: () => setTarget(null) })}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, modal };
}

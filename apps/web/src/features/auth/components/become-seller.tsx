import { accountMessages } from '@reride/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useBecomeSeller } from '../api/account';
import { AccountCard } from './account-card';

const texts = accountMessages.becomeSeller;

/**
 * A buyer starts selling with the same account, after saying yes; then Add a product opens
 * (the roles are refetched first, so its seller guard lets them in).
 */
export function BecomeSeller({ heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const become = useBecomeSeller();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    become.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(texts.done);
        void navigate(paths.dashboard.addProduct.getHref());
      },
      onError: (error) => {
        setAsking(false);
        toast.error(error.message);
      },
    });

  return (
    <AccountCard title={texts.title} lead={texts.lead} heading={heading}>
      <div>
        <Button onClick={() => setAsking(true)} loading={become.isPending}>
          {become.isPending ? texts.working : texts.action}
        </Button>
      </div>
      <ConfirmModal
        open={asking}
        title={texts.confirmTitle}
        message={texts.confirmBody}
        confirmLabel={texts.confirm}
        cancelLabel={texts.keep}
        tone="primary"
        loading={become.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </AccountCard>
  );
}

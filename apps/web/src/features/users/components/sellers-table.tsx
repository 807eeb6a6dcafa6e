import { type ManagedUser, verificationMessages } from '@reride/shared';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useSellers } from '../api/get-users';
import { useRemoveSeller, useVerifySeller } from '../api/moderate-users';
import { UsersTable } from './users-table';
import { WithdrawVerificationDialog } from './withdraw-verification-dialog';

const texts = verificationMessages.verification;

/**
 * All Sellers (docs/domain.md#screens): remove with confirmation; "Check seller" once their
 * phone is confirmed, "Withdraw verification" with a reason (docs/domain.md#seller-verification).
 */
export function SellersTable() {
  const check = useVerifySeller();
  const [withdrawing, setWithdrawing] = useState<ManagedUser | null>(null);

  const verification = (user: ManagedUser) => {
    if (user.verified) {
      return (
        <span className="cluster">
          <Badge tone="success">✓ Verified</Badge>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${texts.withdraw}: ${user.name}`}
            onClick={() => setWithdrawing(user)}
          >
            {texts.withdraw}
          </Button>
        </span>
      );
    }
    const phoneConfirmed = user.verification.phone !== null;
    return (
      <span className="cluster">
        <Button
          size="sm"
          variant="secondary"
          loading={check.isPending && check.variables === user._id}
          disabled={check.isPending || !phoneConfirmed}
          aria-label={`${texts.check}: ${user.name}`}
          onClick={() => check.mutate(user._id)}
        >
          {texts.check}
        </Button>
        {!phoneConfirmed && <Badge tone="neutral">{texts.phoneMissing}</Badge>}
        {user.verification.withdrawn && <Badge tone="warning">{texts.withdrawnBadge}</Badge>}
      </span>
    );
  };

  return (
    <>
      <UsersTable
        kind="Seller"
        query={useSellers()}
        remove={useRemoveSeller()}
        extraColumn={{ header: 'Verification', render: verification }}
      />
      {withdrawing && (
        <WithdrawVerificationDialog user={withdrawing} onClose={() => setWithdrawing(null)} />
      )}
    </>
  );
}
